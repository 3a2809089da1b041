import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { todayIn } from "#common/calendar.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { openDatabase, type AppDatabase } from "#server/db/database.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { indexStaticFiles } from "#server/static-files.server";
import { createPageViewCounter, normalisePagePath, OTHER_REFERRERS, referrerHost, type PageViewCounter } from "./page-views.server";

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let dir: string;
let db: AppDatabase;
let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let pageViews: PageViewCounter;
const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 0) }; // 10:00 in New York
const config = { ...loadServerConfig({}), LOG_REQUESTS: false };
const siteHost = new URL(config.business.siteUrl).hostname;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kindred-traffic-"));
  const client = join(dir, "client");
  mkdirSync(join(client, "services"), { recursive: true });
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, "services", "index.html"), "<!doctype html><title>Services</title><h1>Services</h1>");
  writeFileSync(join(client, "assets", "entry-abc123.js"), "console.log(1)");
  writeFileSync(join(client, "robots.txt"), "User-agent: *\n");
  database = await createTestDatabase();
  db = database.db;
  // Written only when a test asks (flushMs 0): rows() writes what is waiting first.
  pageViews = createPageViewCounter({ db, timeZone: config.BUSINESS_TIME_ZONE, siteUrl: config.business.siteUrl, now: () => clock.now, flushMs: 0 });
  app = createApp({ db, config, staticFiles: indexStaticFiles(client), formTokenSecret: "test-secret", now: () => clock.now, pageViews });
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.deleteFrom("page_views").execute();
  clock.now = Date.UTC(2026, 10, 21, 15, 0, 0);
});

/** The stored counts, once the app's counter has written the views waiting in memory. */
async function rows() {
  await pageViews.flush();
  return db.selectFrom("page_views").selectAll().orderBy("path").orderBy("referrer_host").execute();
}

describe("normalisePagePath", () => {
  it("drops the query string, fragment and trailing slashes, and knows only public pages", () => {
    expect(normalisePagePath("/services")).toBe("/services");
    expect(normalisePagePath("/services/?utm_source=mail#top")).toBe("/services");
    expect(normalisePagePath("/")).toBe("/");
    expect(normalisePagePath("/?ref=x")).toBe("/");
    expect(normalisePagePath("/research/family-bonding")).toBe("/research/family-bonding");
    expect(normalisePagePath("/research/no-such-study")).toBeNull();
    expect(normalisePagePath("/admin")).toBeNull();
    expect(normalisePagePath("/admin/inbox")).toBeNull();
    expect(normalisePagePath("/api/health")).toBeNull();
    expect(normalisePagePath("/assets/entry-abc123.js")).toBeNull();
    expect(normalisePagePath("https://example.com/services")).toBeNull();
    expect(normalisePagePath("/" + "a".repeat(300))).toBeNull();
  });
});

describe("referrerHost", () => {
  const own = new Set([siteHost]);
  it("keeps only the host of another site, never its path or query", () => {
    expect(referrerHost("https://www.google.com/search?q=reading+coach+for+Ana", own)).toBe("www.google.com");
    expect(referrerHost("http://News.Example.org:8080/a/b?c=d", own)).toBe("news.example.org");
  });
  it("gives nothing for the site itself, no header, other schemes and garbage", () => {
    expect(referrerHost(`https://${siteHost}/connect`, own)).toBe("");
    expect(referrerHost(undefined, own)).toBe("");
    expect(referrerHost("android-app://com.google.android.gm/", own)).toBe("");
    expect(referrerHost("not a url", own)).toBe("");
  });
});

describe("page views counted by the server", () => {
  it("counts a prerendered page once, by day in the business time zone, page and referring host only", async () => {
    const res = await app.request("/services?utm_source=newsletter", {
      headers: { "User-Agent": BROWSER, Referer: "https://www.google.com/search?q=family+literacy+ana%40example.com" },
    });
    expect(res.status).toBe(200);
    expect(await rows()).toEqual([{ day: "2026-11-21", path: "/services", referrer_host: "www.google.com", views: 1 }]);
  });

  it("counts a return visit that the browser revalidates (304) as a view too", async () => {
    const first = await app.request("/services", { headers: { "User-Agent": BROWSER } });
    const again = await app.request("/services", { headers: { "User-Agent": BROWSER, "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect((await rows()).map((r) => r.views)).toEqual([2]);
  });

  it("uses the business's calendar day, not UTC's", async () => {
    clock.now = Date.UTC(2026, 10, 22, 3, 30); // 22:30 on the 21st in New York, the 22nd in UTC
    expect(todayIn("America/New_York", clock.now)).toBe("2026-11-21");
    await app.request("/services", { headers: { "User-Agent": BROWSER } });
    expect((await rows()).map((r) => r.day)).toEqual(["2026-11-21"]);
  });

  it("leaves out bots, HEAD, prefetches, redirects, assets, other files and unknown pages", async () => {
    await app.request("/services", { headers: { "User-Agent": BOT } });
    await app.request("/services", { headers: { "User-Agent": "" } });
    await app.request("/services", { method: "HEAD", headers: { "User-Agent": BROWSER } });
    await app.request("/services", { headers: { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" } });
    const redirect = await app.request("/services/", { headers: { "User-Agent": BROWSER } });
    expect(redirect.status).toBe(301);
    await app.request("/assets/entry-abc123.js", { headers: { "User-Agent": BROWSER } });
    await app.request("/robots.txt", { headers: { "User-Agent": BROWSER } });
    await app.request("/api/health", { headers: { "User-Agent": BROWSER } });
    expect(await rows()).toEqual([]);
  });

  it("counts a link from the site itself as no referring site", async () => {
    await app.request("/services", { headers: { "User-Agent": BROWSER, Referer: `https://${siteHost}/faq?x=1` } });
    await app.request("/services", { headers: { "User-Agent": BROWSER, Host: "localhost:3000", Referer: "http://localhost:3000/" } });
    expect(await rows()).toEqual([{ day: "2026-11-21", path: "/services", referrer_host: "", views: 2 }]);
  });

  it("stores nothing personal: the table has exactly a day, a page, a host and a count", async () => {
    const table = (await db.introspection.getTables()).find((t) => t.name === "page_views");
    expect(table?.columns.map((c) => c.name).sort()).toEqual(["day", "path", "referrer_host", "views"]);
  });

  it("counts concurrent views exactly, also from two connections to the same file", async () => {
    const other = openDatabase(database.url);
    try {
      const counters = [db, other].map((handle) => createPageViewCounter({ db: handle, timeZone: "America/New_York", siteUrl: config.business.siteUrl, now: () => clock.now }));
      const views = Array.from({ length: 200 }, (_, i) => counters[i % 2]!.count({ path: "/faq", userAgent: BROWSER, referer: undefined }));
      expect(await Promise.all(views)).toEqual(Array(200).fill(true));
    } finally {
      await other.destroy();
    }
    expect(await rows()).toEqual([{ day: "2026-11-21", path: "/faq", referrer_host: "", views: 200 }]);
  });

  it("groups referring hosts beyond the day's cap as other, so a forged header cannot grow the table", async () => {
    const counter = createPageViewCounter({ db, timeZone: "America/New_York", siteUrl: config.business.siteUrl, now: () => clock.now, maxReferrerHostsPerDay: 2 });
    for (const host of ["a.example", "b.example", "c.example", "d.example", "a.example"]) {
      await counter.count({ path: "/", userAgent: BROWSER, referer: `https://${host}/` });
    }
    expect((await rows()).map((r) => [r.referrer_host, r.views])).toEqual([
      [OTHER_REFERRERS, 2],
      ["a.example", 2],
      ["b.example", 1],
    ]);
  });
});

describe("views kept in memory and written in batches", () => {
  const counterFor = (handle: AppDatabase, flushMs: number) =>
    createPageViewCounter({ db: handle, timeZone: "America/New_York", siteUrl: config.business.siteUrl, now: () => clock.now, flushMs });
  const stored = () => db.selectFrom("page_views").selectAll().orderBy("path").orderBy("referrer_host").execute();

  it("writes a burst of views as one count per page, within flushMs, without being asked", async () => {
    const counter = counterFor(db, 300);
    for (let i = 0; i < 500; i++) counter.record({ path: i % 5 === 0 ? "/faq" : "/services", userAgent: BROWSER, referer: undefined });
    expect(await stored()).toEqual([]);
    await expect.poll(stored, { timeout: 2000, interval: 20 }).toEqual([
      { day: "2026-11-21", path: "/faq", referrer_host: "", views: 100 },
      { day: "2026-11-21", path: "/services", referrer_host: "", views: 400 },
    ]);
    // More views after a write add to the stored counts.
    counter.record({ path: "/faq", userAgent: BROWSER, referer: undefined });
    await counter.close();
    expect((await stored()).map((r) => r.views)).toEqual([101, 400]);
  });

  it("adds up the counts of several instances (each its own counter, one database)", async () => {
    const other = openDatabase(database.url);
    try {
      const counters = [counterFor(db, 0), counterFor(other, 0)];
      for (let i = 0; i < 300; i++) counters[i % 2]!.record({ path: "/mission", userAgent: BROWSER, referer: "https://news.example.org/a" });
      await Promise.all(counters.map((c) => c.flush()));
      counters[1]!.record({ path: "/mission", userAgent: BROWSER, referer: "https://news.example.org/b" });
      await Promise.all(counters.map((c) => c.close()));
    } finally {
      await other.destroy();
    }
    expect(await stored()).toEqual([{ day: "2026-11-21", path: "/mission", referrer_host: "news.example.org", views: 301 }]);
  });

  it("keeps the counts of a failed write for the next one, and logs no page or header", async () => {
    const counter = counterFor(db, 0);
    counter.record({ path: "/founder", userAgent: BROWSER, referer: "https://private.example/ana" });
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(" "));
    await sql`alter table page_views rename to page_views_away`.execute(db);
    try {
      await counter.flush();
    } finally {
      await sql`alter table page_views_away rename to page_views`.execute(db);
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^page views not written yet:/);
    expect(errors[0]).not.toMatch(/founder|private\.example/);
    counter.record({ path: "/founder", userAgent: BROWSER, referer: undefined });
    await counter.close();
    expect((await stored()).map((r) => [r.path, r.referrer_host, r.views])).toEqual([
      ["/founder", "", 1],
      ["/founder", "private.example", 1],
    ]);
  });
});

describe("POST /api/view (the beacon of a client-side navigation)", () => {
  function beacon(body: string, headers: Record<string, string> = {}) {
    return app.request("/api/view", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER, "Sec-Fetch-Site": "same-origin", ...headers },
      body,
    });
  }

  it("counts a known public path and answers 204 with no body", async () => {
    const res = await beacon("/research/family-bonding");
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await rows()).toEqual([{ day: "2026-11-21", path: "/research/family-bonding", referrer_host: "", views: 1 }]);
  });

  it("refuses unknown paths, the back office, bots, big bodies and other sites, counting nothing", async () => {
    expect((await beacon("/no-such-page")).status).toBe(400);
    expect((await beacon("/admin/traffic")).status).toBe(400);
    expect((await beacon("")).status).toBe(400);
    expect((await beacon("/faq", { "User-Agent": BOT })).status).toBe(403);
    expect((await beacon("/faq" + " ".repeat(300))).status).toBe(413);
    expect((await beacon("/faq", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" })).status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it("caps the beacons one address may send in a minute", async () => {
    clock.now = Date.UTC(2026, 10, 21, 16, 0, 0); // a fresh minute: earlier tests' beacons do not count against it
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await beacon("/mission")).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    expect((await rows())[0]!.views).toBe(60);
    clock.now += 60_000; // a new minute
    expect((await beacon("/mission")).status).toBe(204);
  });
});
