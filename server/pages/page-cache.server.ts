import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { matchRoutes, type ServerBuild } from "react-router";
import { todayIn } from "#common/calendar.ts";
import type { PageCacheRule, PageHandle, PageStamp } from "#common/page-cache-rule.ts";
import { preferenceCookieNames } from "#common/preference-cookies.ts";
import { routeTree } from "#server/page-methods.server";
import { isHttps, type PagePolicies } from "#server/security-headers.server";
import { chooseEncoding } from "#server/static-files.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The server-rendered public pages from memory (docs/caching.md, decision 11).
 *
 * Each route declares what its page depends on in `handle.cache` (common/page-cache-rule.ts).
 * A page is rendered once per variant (the path, the query parameters and the preference cookies
 * its rule names: all the render sees) and kept, with its brotli and gzip forms made once, until
 * one of its stamps changes. Every copy is the same for everyone who asks for that variant: its
 * inline scripts are allowed by hash, and a form page's token is the one of the second it was made in.
 *
 * It is one handler in the app's chain: what it answers gets the same security headers, log line,
 * view count and 304 handling as every other answer. State is per instance; what a stamp reads
 * is up to its source.
 */

export type PageCacheOptions = {
  /** Most copies kept (least recently used dropped first). */
  maxEntries?: number;
  /** Most bytes kept, bodies and their compressed forms together. */
  maxBytes?: number;
};

/**
 * The current value of one stamp (a page made under another value is made again); null: a page
 * showing it is not kept now. Each feature gives its own where the server is put together
 * (server/app.server.ts); a stamp with no source is never kept.
 */
export type StampSource = () => string | null | Promise<string | null>;

export type PageCacheDeps = PageCacheOptions & {
  build: ServerBuild;
  /** Renders a request through React Router, with no visitor in its context. */
  render: (request: Request) => Promise<Response>;
  stamps: Partial<Record<PageStamp, StampSource>>;
  /** A page's Content-Security-Policy (app.server.ts). */
  policies: (html: string) => PagePolicies;
  /** The site's origin (config.business.siteUrl): the one a kept render sees. */
  siteOrigin: string;
  trustProxy: boolean;
  /**
   * What every page shows, whatever stamps it names: the business details and the announcement as
   * published, and whether the announcement is shown today (server/editing/details.server.ts).
   * A copy made under another is rendered again.
   */
  everyPage?: StampSource;
};

type Entry = {
  key: string;
  stamp: string;
  /** The render's headers, its validator, and its policy (with, then without, upgrade-insecure-requests). */
  headers: { https: [string, string][]; http: [string, string][] };
  body: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  bytes: number;
};

const DEFAULT_MAX_ENTRIES = 500;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** Response headers a kept page does not take from its render. */
const dropped = new Set(["content-length", "content-encoding", "content-security-policy", "transfer-encoding", "etag", "vary"]);
const preferenceNames = new Set<string>(Object.values(preferenceCookieNames));

/**
 * The Cookie header a kept render sees: only the preference cookies, so nothing else a visitor
 * sends can reach a page that others are served.
 */
export function preferenceCookieHeader(cookie: string | undefined): string {
  if (!cookie) return "";
  return cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => preferenceNames.has(part.slice(0, part.indexOf("=")).trim()))
    .join("; ");
}

/** The URL a kept render sees: the site's own origin (never the Host a visitor sent), the path, and the query parameters its rule names. */
export function renderUrl(siteOrigin: string, url: URL, rule: PageCacheRule): URL {
  const search = new URLSearchParams();
  for (const name of rule.query ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) search.set(name, value);
  }
  const query = search.toString();
  return new URL(siteOrigin + url.pathname + (query ? `?${query}` : ""));
}

/**
 * The `day` stamp: today's date in the business's zone, worked out once a minute (a day starts on
 * a whole minute in every zone in use): formatting a date in a time zone costs more than the rest
 * of answering from memory.
 */
export function businessDayStamp(timeZone: string, now: () => number): () => string {
  let today = { minute: Number.NaN, day: "" };
  return () => {
    const minute = Math.floor(now() / 60_000);
    if (minute !== today.minute) today = { minute, day: todayIn(timeZone, new Date(minute * 60_000)) };
    return today.day;
  };
}

export function createPageCache(deps: PageCacheDeps) {
  const maxEntries = deps.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = deps.maxBytes ?? DEFAULT_MAX_BYTES;
  const routes = routeTree(deps.build);

  /** The URL a kept render of a path asked for without a query sees, made once. */
  const plainUrls = new Map<string, URL>();
  /** Each path's rule (null: not kept), remembered for the paths asked for most recently. */
  const rules = new Map<string, PageCacheRule | null>();
  function ruleFor(path: string): PageCacheRule | null {
    let rule = rules.get(path);
    if (rule === undefined) {
      const matches = matchRoutes(routes, path, deps.build.basename);
      const deepest = matches?.[matches.length - 1];
      const handle = deepest ? (deps.build.routes[deepest.route.id!]?.module.handle as PageHandle | undefined) : undefined;
      rule = handle?.cache || null;
      if (rules.size >= 1_000) rules.clear();
      rules.set(path, rule);
    }
    return rule;
  }

  /** What the page shows besides its variant, as one string; null: not to be kept now. */
  async function stampOf(stamps: readonly PageStamp[]): Promise<string | null> {
    const parts: string[] = [];
    // Every page's own stamp first; a stamp with no source is never kept.
    for (const source of [...(deps.everyPage ? [deps.everyPage] : []), ...stamps.map((stamp) => deps.stamps[stamp])]) {
      const value = await source?.();
      if (value === null || value === undefined) return null;
      parts.push(value);
    }
    return parts.join(" ");
  }

  /** Least recently used first (a Map keeps insertion order; a hit moves its entry to the end). */
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const inFlight = new Map<string, Promise<Entry | null>>();

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function keep(entry: Entry) {
    drop(entry.key);
    if (entry.bytes > maxBytes) return;
    entries.set(entry.key, entry);
    totalBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function render(key: string, stamp: string, url: URL, cookie: string): Promise<Entry | null> {
    const headers = new Headers({ Accept: "text/html" });
    if (cookie) headers.set("Cookie", cookie);
    const response = await deps.render(new Request(url, { headers }));
    // Only a whole, ordinary page is kept: anything else (a 404 for a month out of range, an
    // error, a page that says not to store it) is rendered again for the visitor, the usual way.
    if (
      response.status !== 200 ||
      !(response.headers.get("content-type") ?? "").startsWith("text/html") ||
      response.headers.has("set-cookie") ||
      /\bno-store\b/i.test(response.headers.get("cache-control") ?? "")
    ) {
      await response.body?.cancel();
      return null;
    }
    const html = await response.text();
    const kept: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!dropped.has(name)) kept.push([name, value]);
    });
    kept.push(["vary", ["Accept-Encoding", ...(cookie || /\bcookie\b/i.test(response.headers.get("vary") ?? "") ? ["Cookie"] : [])].join(", ")]);
    const body = Buffer.from(html, "utf8");
    kept.push(["etag", `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`]);
    const { https, http } = deps.policies(html);
    return { key, stamp, headers: { https: [...kept, ["content-security-policy", https]], http: [...kept, ["content-security-policy", http]] }, body, bytes: body.length * 2 };
  }

  /** The copy's brotli or gzip form, made once on first demand (off the main thread). */
  function compressed(entry: Entry, encoding: "br" | "gzip"): Promise<Buffer> {
    const { body } = entry;
    if (encoding === "br") {
      return (entry.br ??= brotli(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }));
    }
    return (entry.gzip ??= gzipAsync(body, { level: 9 }));
  }

  /** The entry for this variant under this stamp: kept, being rendered, or rendered now. */
  async function entryFor(key: string, stamp: string, url: URL, cookie: string): Promise<Entry | null> {
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp) {
      // Most recently used: to the end of the order.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const flightKey = `${key}\n${stamp}`;
    let pending = inFlight.get(flightKey);
    if (!pending) {
      pending = render(key, stamp, url, cookie)
        .then((entry) => {
          if (entry) keep(entry);
          return entry;
        })
        // A render that failed outright is left to the usual way, which answers with the error page.
        .catch((error: unknown) => {
          console.error("page cache: render failed:", error instanceof Error ? error.message : error);
          return null;
        })
        .finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending);
    }
    return pending;
  }

  /** GET and HEAD of a page whose route declares a rule: answered from memory; anything else goes on. */
  const handler: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    const rule = ruleFor(path);
    if (!rule) return next();
    // A signed-in person's preview of her draft (?preview): rendered for her alone, never kept.
    if (c.req.url.includes("?") && new URL(c.req.url).searchParams.has("preview")) return next();
    // Asked for without a query (most requests): the URL the render sees is made once per path.
    let url = c.req.url.includes("?") ? undefined : plainUrls.get(path);
    if (!url) {
      url = renderUrl(deps.siteOrigin, new URL(c.req.url), rule);
      // A path the URL parser would change ("/a/../b") is not a listed page as sent.
      if (url.pathname !== path) return next();
      if (url.search === "" && plainUrls.size < 1_000) plainUrls.set(path, url);
    }
    const cookie = rule.preferences ? preferenceCookieHeader(c.req.header("cookie")) : "";
    let stamp: string | null;
    try {
      stamp = await stampOf(rule.stamps ?? []);
    } catch (error) {
      // The content versions could not be read (the database is down): the page is rendered the
      // usual way, which shows what it can and says not to store it.
      console.error("page cache:", error instanceof Error ? error.message : String(error));
      return next();
    }
    if (stamp === null) return next();
    const entry = await entryFor(`${url.pathname}${url.search}\n${cookie}`, stamp, url, cookie);
    if (!entry) return next();
    const encoding = chooseEncoding({ br: true, gzip: true }, c.req.header("accept-encoding"));
    const body = encoding ? await compressed(entry, encoding) : entry.body;
    const headers = isHttps(c, deps.trustProxy) ? entry.headers.https : entry.headers.http;
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      status: 200,
      headers: encoding ? [...headers, ["content-encoding", encoding]] : headers,
    });
  };

  return {
    handler,
    /** How much is kept (tests, diagnostics). */
    size() {
      return { entries: entries.size, bytes: totalBytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
