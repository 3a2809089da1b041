import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import { Hono } from "hono";
import { sql } from "kysely";
import { todayIn } from "#common/calendar.ts";
import { allSiteRoutes } from "#common/site-routes.ts";
import type { AppDatabase } from "#server/db/database.server";

/**
 * Traffic without cookies (issue 14): one counter per day, public page and referring site,
 * counted in memory and raised by batched upserts every second (createPageViewCounter). Nothing about the visitor is stored: no cookie, no
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

export type PageView = { path: string; userAgent: string | undefined; referer: string | undefined; host?: string | undefined };

export type PageViewCounterOptions = {
  db: AppDatabase;
  timeZone: string;
  /** The site's own address: links from it are not referrals. */
  siteUrl: string;
  now?: () => number;
  /** Distinct referring hosts a day before the rest are grouped as "other" (the Referer header is the visitor's to forge). */
  maxReferrerHostsPerDay?: number;
  /** How long views wait in memory before they are written, in ms (one upsert per page, day and referring host). */
  flushMs?: number;
};

export const OTHER_REFERRERS = "(other)";

/** User-Agents whose bot verdict is remembered. */
const MAX_BOT_VERDICTS = 1000;

/** Rows per INSERT when views are written (4 values a row, well under any database's limit). */
const ROWS_PER_STATEMENT = 200;

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;

/**
 * Counts views in memory and writes them every `flushMs` (1 s by default): one upsert adding
 * each page's views since the last write, whatever the traffic. A database write per view made a
 * page served from memory cost a write (about 2,500 views a second at most on SQLite, measured on
 * 25 November), and a spike of visitors would have queued behind it.
 *
 * Several instances each add their own counts (`views = views + n`), so none overwrites
 * another's. A write whose answer is lost after the database committed it is tried again, so a
 * count may then be added twice (at least once, as for the outbox's emails). A view waits at most `flushMs` before the owner sees it; on a
 * normal stop (close(), SIGTERM) the waiting views are written; an instance killed outright
 * loses at most the last second of views (never a submission: those are written before the
 * visitor's answer). A failed write keeps its counts for the next one.
 */
export function createPageViewCounter({ db, timeZone, siteUrl, now = Date.now, maxReferrerHostsPerDay = 500, flushMs = 1000 }: PageViewCounterOptions) {
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  let hostsDay = "";
  let hostsSeen = new Set<string>();
  // The day, worked out once a minute (a day starts on a whole minute in every zone in use).
  let today = { minute: Number.NaN, day: "" };
  /** Views not yet written, by day, page and referring host (a "\n"-joined key). */
  let pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  /** After close(): views are still counted, but only a flush() call writes them (no timer). */
  let closed = false;

  // isbot's verdict per User-Agent: a visitor sends the same one with every page, and the test is
  // a long regular expression. Emptied when full, so a stream of made-up agents cannot grow it.
  let botVerdicts = new Map<string, boolean>();
  function isBot(userAgent: string): boolean {
    let verdict = botVerdicts.get(userAgent);
    if (verdict === undefined) {
      verdict = isbot(userAgent);
      if (botVerdicts.size >= MAX_BOT_VERDICTS) botVerdicts = new Map();
      botVerdicts.set(userAgent, verdict);
    }
    return verdict;
  }

  function dayNow(): string {
    const at = now();
    const minute = Math.floor(at / 60_000);
    if (minute !== today.minute) today = { minute, day: todayIn(timeZone, at) };
    return today.day;
  }

  /** What a view would be counted as, or null when it is not counted (a bot, or not a public page). */
  function classify(view: PageView): { day: string; path: string; referrer_host: string } | null {
    if (!view.userAgent || isBot(view.userAgent)) return null;
    const path = normalisePagePath(view.path);
    if (!path) return null;
    const day = dayNow();
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

  /**
   * Writes counts, ROWS_PER_STATEMENT rows per INSERT; each statement is atomic on its own (no
   * transaction held across awaits, which two SQLite connections in one process would deadlock
   * on). When one fails, its rows and the ones after it go back to `pending`, and it throws.
   */
  async function write(counts: Map<string, number>) {
    // In key order: two instances adding to the same rows lock them in the same order (no deadlock on PostgreSQL).
    const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, views]) => {
      const [day, path, referrer_host] = key.split("\n") as [string, string, string];
      return { key, row: { day, path, referrer_host, views } };
    });
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      try {
        await db
          .insertInto("page_views")
          .values(rows.slice(i, i + ROWS_PER_STATEMENT).map(({ row }) => row))
          .onConflict((oc) => oc.columns(["day", "path", "referrer_host"]).doUpdateSet({ views: sql<number>`page_views.views + excluded.views` }))
          .execute();
      } catch (error) {
        for (const { key, row } of rows.slice(i)) pending.set(key, (pending.get(key) ?? 0) + row.views);
        throw error;
      }
    }
  }

  /** Writes the views waiting in memory now (after any write under way). A failure keeps them for the next write. */
  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const counts = pending;
      pending = new Map();
      try {
        await write(counts);
      } catch (error) {
        schedule();
        // Only the error: never a path or a header.
        console.error("page views not written yet:", error instanceof Error ? error.message : String(error));
      }
    });
    return writing;
  }

  function schedule() {
    if (timer || closed || flushMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushMs);
    // A waiting write does not keep the process alive: close() writes what is left.
    timer.unref();
  }

  /** Counts one view (in memory until the next write). Returns whether it counts (not a bot, a known public page). */
  function record(view: PageView): boolean {
    const row = classify(view);
    if (!row) return false;
    const key = `${row.day}\n${row.path}\n${row.referrer_host}`;
    pending.set(key, (pending.get(key) ?? 0) + 1);
    schedule();
    return true;
  }

  return {
    classify,
    record,
    flush,
    /** Counts one view and writes it at once (with any others waiting). */
    async count(view: PageView): Promise<boolean> {
      const counted = record(view);
      await flush();
      return counted;
    },
    /** Writes what is waiting and sets no timer again (the server's shutdown). */
    close(): Promise<void> {
      closed = true;
      return flush();
    },
  };
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
 * Only known public paths, no bots, a small body, and a cap per client per minute (`clientAddress`
 * gives the client as the other limits count it, an IPv6 /56; held in memory only, never stored),
 * so it cannot be used to flood the table or inflate the counts.
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
    counter.record(view);
    return c.body(null, 204);
  });
  return api;
}
