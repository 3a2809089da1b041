import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import { Hono } from "hono";
import { sql } from "kysely";
import { allSiteRoutes } from "#app/lib/site-routes.ts";
import type { AppDatabase } from "../db/database.server";

/**
 * Traffic without cookies (issue 14): one counter per day, public page and referring site,
 * raised by one atomic upsert per page view. Nothing about the visitor is stored: no cookie, no
 * address, no user agent, no full referring URL; bots (isbot on the User-Agent) are not counted.
 */

/** The public pages that are counted: every page of the sitemap, nothing else (no /admin, /api, assets or 404s). */
const knownPaths: ReadonlySet<string> = new Set(allSiteRoutes.map((route) => route.path));

/**
 * The page a request path stands for, or null when it is not a known public page. The query
 * string and fragment are dropped, trailing slashes too ("/services/" is /services).
 */
export function normalisePagePath(raw: string): string | null {
  if (raw.length > 200 || !raw.startsWith("/")) return null;
  const path = raw.replace(/[?#].*$/s, "").replace(/\/+$/, "") || "/";
  return knownPaths.has(path) ? path : null;
}

/** Longest host name DNS allows; anything else is not a host. */
const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The referring site's host name only (never its path or query), or '' when there is none, it is
 * this site itself (a link inside the site), or it is not an http(s) address.
 */
export function referrerHost(referer: string | undefined, ownHosts: ReadonlySet<string>): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = url.hostname.toLowerCase();
  if (ownHosts.has(host) || !HOST_PATTERN.test(host)) return "";
  return host;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: number): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(at));
}

export type PageView = { path: string; userAgent: string | undefined; referer: string | undefined; host?: string | undefined };

export type PageViewCounterOptions = {
  db: AppDatabase;
  timeZone: string;
  /** The site's own address: links from it are not referrals. */
  siteUrl: string;
  now?: () => number;
  /** Distinct referring hosts a day before the rest are grouped as "other" (the Referer header is the visitor's to forge). */
  maxReferrerHostsPerDay?: number;
};

export const OTHER_REFERRERS = "(other)";

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;

export function createPageViewCounter({ db, timeZone, siteUrl, now = Date.now, maxReferrerHostsPerDay = 500 }: PageViewCounterOptions) {
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  let hostsDay = "";
  let hostsSeen = new Set<string>();

  /** What a view would be counted as, or null when it is not counted (a bot, or not a public page). */
  function classify(view: PageView): { day: string; path: string; referrer_host: string } | null {
    if (!view.userAgent || isbot(view.userAgent)) return null;
    const path = normalisePagePath(view.path);
    if (!path) return null;
    const day = dayIn(timeZone, now());
    const ownHosts = new Set([siteHost]);
    if (view.host) ownHosts.add(view.host.replace(/:\d+$/, "").toLowerCase());
    let referrer_host = referrerHost(view.referer, ownHosts);
    if (referrer_host) {
      if (day !== hostsDay) {
        hostsDay = day;
        hostsSeen = new Set();
      }
      if (!hostsSeen.has(referrer_host)) {
        if (hostsSeen.size >= maxReferrerHostsPerDay) referrer_host = OTHER_REFERRERS;
        else hostsSeen.add(referrer_host);
      }
    }
    return { day, path, referrer_host };
  }

  /** Counts one view (one upsert). Resolves to whether it was counted. */
  async function count(view: PageView): Promise<boolean> {
    const row = classify(view);
    if (!row) return false;
    await db
      .insertInto("page_views")
      .values({ ...row, views: 1 })
      .onConflict((oc) => oc.columns(["day", "path", "referrer_host"]).doUpdateSet({ views: sql<number>`page_views.views + 1` }))
      .execute();
    return true;
  }

  /**
   * Counts a page view after the response has been handed back: never awaited by the request,
   * never thrown to the visitor; a failure is one log line (no path or header: only the error).
   */
  function countLater(view: PageView): void {
    setImmediate(() => {
      count(view).catch((error: unknown) => {
        console.error("page view not counted:", error instanceof Error ? error.message : String(error));
      });
    });
  }

  return { classify, count, countLater };
}

/** A page request whose successful HTML answer counts as a view: GET (not HEAD, not a form post), not a browser prefetch. */
export function isCountableRequest(request: { method: string; header(name: string): string | undefined }): boolean {
  if (request.method !== "GET") return false;
  const purpose = request.header("sec-purpose") ?? request.header("purpose") ?? "";
  return !/prefetch|prerender/i.test(purpose);
}

/** The largest beacon body accepted: a path, and our paths are short. */
export const BEACON_MAX_BYTES = 256;

/**
 * POST /api/view: the browser's beacon for a client-side navigation (text/plain body: the path).
 * Only known public paths, no bots, a small body, and a cap per address per minute (held in
 * memory only, never stored), so it cannot be used to flood the table or inflate the counts.
 */
export function beaconApi(counter: PageViewCounter, options: { clientAddress: (c: import("hono").Context) => string; perMinute?: number; now?: () => number }) {
  const api = new Hono();
  const perMinute = options.perMinute ?? 60;
  const now = options.now ?? Date.now;
  let windowStart = 0;
  let seen = new Map<string, number>();
  const MAX_ADDRESSES = 10_000;

  function allow(address: string): boolean {
    const t = now();
    if (t - windowStart >= 60_000) {
      windowStart = t;
      seen = new Map();
    }
    const used = seen.get(address) ?? 0;
    if (used >= perMinute || (used === 0 && seen.size >= MAX_ADDRESSES)) return false;
    seen.set(address, used + 1);
    return true;
  }

  // The limit counts bytes as they arrive, so a chunked body without a length is cut off too.
  api.post("/", bodyLimit({ maxSize: BEACON_MAX_BYTES, onError: (c) => c.body(null, 413, { Connection: "close" }) }), async (c) => {
    const body = await c.req.text();
    const view = { path: body.trim(), userAgent: c.req.header("user-agent"), referer: undefined };
    if (!normalisePagePath(view.path)) return c.body(null, 400);
    if (!view.userAgent || isbot(view.userAgent)) return c.body(null, 403);
    if (!allow(options.clientAddress(c))) return c.body(null, 429);
    // The beacon counts a navigation inside the site: no referring site.
    await counter.count(view);
    return c.body(null, 204);
  });
  return api;
}
