import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { openDatabase, type AppDatabase } from "#server/db/database.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { siteBuild } from "#tests/site-app";
import { insertUser } from "#tests/auth-db";
import { defaultDocument, publish } from "#server/editing/site-content.server";
import { addEvent, editEvent } from "#server/events/manage-events.server";
import { FormTokens } from "#server/forms/form-token.server";
import { addOrganizationTestimonial } from "#server/testimonials/testimonials.server";
import { createPageViewCounter, type PageViewCounter } from "#server/traffic/page-views.server";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { defaultAvailability } from "#common/booking/availability.ts";
import { saveAvailability } from "#server/booking/bookings.server";
import { bumpContentVersion } from "./content-versions.server";
import { createPageCache } from "./page-cache.server";

/**
 * The page cache through the real app and the site's pages compiled from the sources
 * (tests/site-app.ts): two app instances on two connections to one database (SQLite, or PostgreSQL
 * with TEST_DB=postgres) stand for two servers sharing it.
 */
const SECRET = "page-cache-test-secret";
const config = { ...loadServerConfig({}), LOG_REQUESTS: false };
// 15:00 UTC on 7 March 2026 is 10:00 in New York.
const clock = { now: Date.parse("2026-03-07T15:00:00Z") };
const now = () => clock.now;

let t: TestDatabase;
let dbA: AppDatabase;
let dbB: AppDatabase;
let build: ServerBuild;
let cached: ReturnType<typeof createApp>;
let cachedViews: PageViewCounter;
let other: ReturnType<typeof createApp>;
let uncached: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  dbA = t.db;
  // A second connection to the same database: the second server.
  dbB = openDatabase(t.url);
  build = await siteBuild();
  cachedViews = createPageViewCounter({ db: dbA, timeZone: config.BUSINESS_TIME_ZONE, siteUrl: config.business.siteUrl, now, flushMs: 0 });
  cached = createApp({ db: dbA, config, build, formTokenSecret: SECRET, now, pageViews: cachedViews });
  other = createApp({ db: dbB, config, build, formTokenSecret: SECRET, now });
  uncached = createApp({ db: dbA, config, build, formTokenSecret: SECRET, now, pageCache: false });
});

afterAll(async () => {
  await dbB?.destroy();
  await t?.close();
});

const get = (app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

/** The hidden inputs' values, as sent. */
function formValues(html: string) {
  const token = /name="form_token"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="form_token"/.exec(html);
  const key = /name="idempotency_key"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="idempotency_key"/.exec(html);
  return { token: token?.[1] ?? token?.[2], key: key?.[1] ?? key?.[2] };
}


function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

function sha256(text: string) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}


describe("the page cache, through the real app", () => {
  it("begins the day where the business is (BUSINESS_TIME_ZONE): the terms' date and the events' today follow it", async () => {
    // 03:00 UTC on March 8: 22:00 on March 7 in New York, 04:00 on March 8 in Madrid.
    const at = { now: Date.parse("2026-03-08T03:00:00Z") };
    const zoned = (zone: string) => createApp({ db: dbA, config: { ...config, BUSINESS_TIME_ZONE: zone }, build, formTokenSecret: SECRET, now: () => at.now });
    const newYork = zoned("America/New_York");
    const madrid = zoned("Europe/Madrid");
    for (const round of [1, 2]) {
      expect(await (await get(newYork, "/terms-of-service")).text(), `round ${round}`).toContain('dateTime="2026-03-07"');
      expect(await (await get(madrid, "/terms-of-service")).text(), `round ${round}`).toContain('dateTime="2026-03-08"');
    }
    // A kept page is drawn again when the day changes where the business is.
    at.now = Date.parse("2026-03-08T05:00:00Z");
    expect(await (await get(newYork, "/terms-of-service")).text()).toContain('dateTime="2026-03-08"');
  });

  it("serves a page byte for byte as an uncached render, its scripts allowed by hash", async () => {
    const fresh = await get(uncached, "/terms-of-service");
    const first = await get(cached, "/terms-of-service");
    const second = await get(cached, "/terms-of-service");
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(html).toBe(await fresh.text());
    expect(html).not.toContain("nonce=");
    const policy = first.headers.get("content-security-policy")!;
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(sha256(script));
    expect(policy).toBe(fresh.headers.get("content-security-policy"));
    // Every header the uncached page has (bar its length and validator) is kept.
    for (const [name, value] of fresh.headers) {
      if (name === "content-length" || name === "etag" || name === "vary") continue;
      expect(first.headers.get(name), name).toBe(value);
    }
    expect(first.headers.get("vary")).toContain("Accept-Encoding");
  });

  it("serves a form page whole: the same copy within a second, a token of the next second after it, and no idempotency key", async () => {
    const tokens = new FormTokens(SECRET);
    const a = await (await get(cached, "/connect")).text();
    const b = await (await get(cached, "/connect")).text();
    expect(b).toBe(a);
    const { token, key } = formValues(a);
    expect(key).toBe("");
    // In the hidden input and in React Router's hydration data; accepted once 2 seconds old.
    expect(count(a, token!)).toBeGreaterThanOrEqual(2);
    expect(tokens.check(token!, "contact", now())).toBe("tooFast");
    expect(tokens.check(token!, "contact", now() + 3_000)).toBeNull();
    clock.now += 1_000;
    const c = await (await get(cached, "/connect")).text();
    expect(formValues(c).token).not.toBe(token);
    // Apart from the token, the page an uncached render gives.
    const fresh = await (await get(uncached, "/connect")).text();
    expect(fresh.replaceAll(formValues(fresh).token!, "TOKEN")).toBe(c.replaceAll(formValues(c).token!, "TOKEN"));
  });

  it("keeps the confirmation a send without JavaScript is redirected to apart from the form, in the page's language", async () => {
    const form = await (await get(cached, "/discovery-call")).text();
    const sent = await (await get(cached, "/discovery-call?sent")).text();
    expect(form).not.toContain('id="form-result"');
    expect(sent).toMatch(/id="form-result" role="status"[^>]*><p[^>]*>Request Sent!/);
    const spanish = await (await get(cached, "/es/discovery-call?sent")).text();
    expect(spanish).toContain('id="form-result"');
    expect(spanish).not.toContain("Request Sent!");
  });

  it("keeps each prefilled contact link apart, and never shows parameters the page does not read", async () => {
    const a = await (await get(cached, "/connect?subject=Reading%20club&utm_source=evil%3Cb%3E")).text();
    const b = await (await get(cached, "/connect?subject=Book%20fair")).text();
    expect(a).toContain("Reading club");
    expect(b).toContain("Book fair");
    expect(b).not.toContain("Reading club");
    expect(a).not.toContain("utm_source");
    expect(a).not.toContain("evil");
    const tab = await (await get(cached, "/research?tab=summaries&x=zzqq")).text();
    expect(tab).not.toContain("zzqq");
    expect(await (await get(cached, "/research?tab=summaries")).text()).toBe(tab);
  });

  it("counts a page served from memory as a view, and a page the browser revalidated (304)", async () => {
    const views = async () =>
      (await dbA.selectFrom("page_views").select("views").where("path", "=", "/terms-of-service").executeTakeFirst())?.views ?? 0;
    const before = await views();
    const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" };
    const first = await get(cached, "/terms-of-service", browser);
    const again = await get(cached, "/terms-of-service", { ...browser, "If-None-Match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
    await cachedViews.flush();
    expect(await views()).toBe(before + 2);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await cached.request("/terms-of-service", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it("sends brotli or gzip made once, when the browser takes it, form pages too", async () => {
    for (const path of ["/terms-of-service", "/feedback"]) {
      const plain = await (await get(cached, path)).text();
      const br = await get(cached, path, { "Accept-Encoding": "gzip, deflate, br" });
      expect(br.headers.get("content-encoding")).toBe("br");
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brotliDecompressSync(brBytes).toString("utf8")).toBe(plain);
      // The same bytes again: compressed once.
      expect(Buffer.from(await (await get(cached, path, { "Accept-Encoding": "br" })).arrayBuffer()).equals(brBytes)).toBe(true);
      const gz = await get(cached, path, { "Accept-Encoding": "gzip" });
      expect(gz.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(plain);
      const refused = await get(cached, path, { "Accept-Encoding": "gzip;q=0, identity" });
      expect(refused.headers.get("content-encoding")).toBeNull();
    }
  });

  it("adds upgrade-insecure-requests to the policy behind a TLS proxy the site trusts", async () => {
    const proxied = createApp({ db: dbA, config: { ...config, TRUST_PROXY: true }, build, formTokenSecret: SECRET, now });
    for (const path of ["/", "/connect"]) {
      const res = await get(proxied, path, { "X-Forwarded-Proto": "https" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
      expect((await get(proxied, path)).headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    }
  });

  it("shows the hero picture the visitor's cookies choose, and nothing else of their cookies", async () => {
    const plain = await (await get(cached, "/")).text();
    const dads = await (await get(cached, "/", { Cookie: "user_family_type=two-dads; session=s3cr3tvalue" })).text();
    const again = await (await get(cached, "/")).text();
    expect(plain).toContain("/images/hero/");
    expect(dads).not.toBe(plain);
    expect(dads).toMatch(/Two fathers/);
    expect(plain).not.toMatch(/Two fathers/);
    expect(again).toBe(plain);
    expect(dads).not.toContain("s3cr3tvalue");
    // A shared cache must keep them apart too.
    expect((await get(cached, "/", { Cookie: "user_family_type=two-dads" })).headers.get("vary")).toMatch(/Cookie/);
    expect(await (await get(cached, "/", { Cookie: "session=other; user_family_type=two-dads" })).text()).toBe(dads);
  });

  it("shows an event added or edited through another instance on the next request once the versions are read again", async () => {
    const before = await (await get(cached, "/events")).text();
    expect(before).not.toContain("Cache Test Storytime");
    const id = await addEvent(dbB, { title: "Cache Test Storytime", date: "2026-03-20", location: "The library", description: "Stories for everyone to enjoy together.", type: "Storytime" });
    // Within the 100 ms the versions are trusted the old copy may still be served; after, never.
    clock.now += 150;
    expect(await (await get(cached, "/events")).text()).toContain("Cache Test Storytime");
    // Through this instance: any write it handles makes it read the versions at once.
    await editEvent(dbA, id, { title: "Cache Test Renamed" });
    await cached.request("/settings", { method: "POST", body: new URLSearchParams({ intent: "clear" }) });
    expect(await (await get(cached, "/events")).text()).toContain("Cache Test Renamed");
    clock.now += 150;
    expect(await (await get(other, "/events")).text()).toContain("Cache Test Renamed");
  });

  it("shows a testimonial approved through another instance on the home page", async () => {
    const before = await (await get(cached, "/")).text();
    expect(before).not.toContain("Cache Test Library");
    await addOrganizationTestimonial(dbB, { name: "Cache Test Library", content: "A wonderful reading night for our families." });
    clock.now += 150;
    expect(await (await get(cached, "/")).text()).toContain("Cache Test Library");
  });

  it("shows a price published through another instance on /services, /es/services and the home page, and never keeps a preview", async () => {
    for (const path of ["/services", "/es/services", "/"]) expect(await (await get(cached, path)).text(), path).toContain("$650");
    const owner = await insertUser(dbB, "cache-owner@example.com", "owner");
    const actor = { user: { id: owner.id, email: owner.email, name: "Owner", role: "owner" as const }, address: null, now: clock.now };
    const raised = structuredClone(defaultDocument("packages"));
    raised.packages[1]!.price = 700;
    raised.packages[0]!.price = 550;
    raised.addOns[1]!.price = 225;
    await publish(dbB, "packages", raised, actor);
    clock.now += 150;
    for (const path of ["/services", "/es/services", "/"]) {
      const html = await (await get(cached, path)).text();
      expect(html, path).toContain("$700");
      expect(html, path).not.toContain("$650");
    }
    // The questions about the services name the prices as published too, in both languages.
    const services = await (await get(cached, "/services")).text();
    expect(services).toContain("No. The $550 covers our time");
    expect(services).toContain("add a sibling for $225 per additional child");
    expect(services).not.toMatch(/\$500|\$200/);
    const spanish = await (await get(cached, "/es/services")).text();
    expect(spanish).toContain("No. Los $550 cubren");
    expect(spanish).toContain("por $225 por cada niño adicional");
    expect(await (await get(cached, "/services")).text()).toContain('"price":"700"');
    // A preview is the signed-in person's alone: never answered from memory (here: no session, so sign in).
    const preview = await get(cached, "/services?preview");
    expect(preview.status).toBe(302);
    expect(preview.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    await publish(dbB, "packages", defaultDocument("packages"), actor);
    clock.now += 150;
    expect(await (await get(cached, "/services")).text()).toContain("$650");
  });

  it("renders the terms again when the day changes where the business is", async () => {
    clock.now = Date.parse("2026-03-08T04:30:00Z"); // 23:30 on 7 March in New York
    expect(await (await get(cached, "/terms-of-service")).text()).toContain("March 7, 2026");
    clock.now = Date.parse("2026-03-08T05:30:00Z"); // 00:30 on 8 March
    expect(await (await get(cached, "/terms-of-service")).text()).toContain("March 8, 2026");
  });

  it("keeps the home page's count of calls left only while the same free times are offered: a time that closes at its notice takes its spot with it", async () => {
    // Tuesday, March 31, 2026 (EDT, UTC-4), the month's last day: the only hours are 11:00 to 11:30, two times.
    const lastDay = { ...defaultAvailability, weekly: defaultAvailability.weekly.map(() => []), overrides: [{ date: "2026-03-31", ranges: [{ start: "11:00", end: "11:30" }] }], minNoticeHours: 0, noSameDay: false, bufferAfterMinutes: 0, intervalMinutes: 15 };
    await saveAvailability(dbA, lastDay, clock.now);
    try {
      const notice = async () => {
        clock.now += 150; // past the content versions' 100 ms
        const text = await (await get(cached, "/")).text();
        return /Only \d+ spots? left this month/.exec(text)?.[0] ?? null;
      };
      clock.now = Date.parse("2026-03-31T14:50:00Z"); // 10:50
      expect(await notice()).toBe("Only 2 spots left this month");
      clock.now = Date.parse("2026-03-31T14:59:00Z"); // 10:59: both still offered
      expect(await notice()).toBe("Only 2 spots left this month");
      clock.now = Date.parse("2026-03-31T15:00:30Z"); // 11:00:30: 11:00 has closed
      expect(await notice()).toBe("Only 1 spot left this month");
      clock.now = Date.parse("2026-03-31T15:16:00Z"); // 11:16: nothing is left this month, and no notice says otherwise
      expect(await notice()).toBeNull();
      expect(await (await get(cached, "/")).text()).not.toContain("Book your discovery call this month");
    } finally {
      await dbA.deleteFrom("booking_availability").execute();
      await bumpContentVersion(dbA, "bookings");
    }
  });

  it("renders a 404 (a month outside the calendar) the usual way, uncached, its scripts allowed by hash", async () => {
    const res = await get(cached, "/events?month=1999-01");
    expect(res.status).toBe(404);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    for (const script of scripts) expect(res.headers.get("content-security-policy")).toContain(sha256(script));
  });
});

describe("what each route declares", () => {
  it("every public route declares what its page depends on (handle.cache): every page is rendered by the server", () => {
    const undeclared: string[] = [];
    for (const route of Object.values(build.routes)) {
      if (!route || route.id === "root" || /(^|\/)admin\//.test(route.id) || route.id.endsWith("public-layout")) continue;
      if (!route.module.default) continue; // a resource route (sitemap, robots, manifest): prerendered files
      if ((route.module.handle as PageHandle | undefined)?.cache === undefined) undeclared.push(route.id);
    }
    expect(undeclared).toEqual([]);
  });
});

describe("the page cache's bounds", () => {
  const page = (size: number) =>
    new Response("<!doctype html><p>" + "x".repeat(size) + "</p><script>1</script>", { headers: { "Content-Type": "text/html; charset=utf-8" } });

  /** The cache as the one handler of a small app; anything it leaves goes on to a 418. */
  function cacheWith(limits: { maxEntries?: number; maxBytes?: number }, render = async () => page(1_000)) {
    let renders = 0;
    const cache = createPageCache({
      ...limits,
      build,
      render: async () => (renders++, render()),
      stamps: { "form-window": () => "w0" },
      policies: () => ({ https: "", http: "" }),
      siteOrigin: "https://example.org",
      trustProxy: false,
    });
    const app = new Hono().use(cache.handler).all("*", (c) => c.text("left to the next handler", 418));
    return { cache, request: (path: string, init?: RequestInit) => app.request(`https://example.org${path}`, init), renders: () => renders };
  }

  it("keeps at most maxEntries pages, dropping the least recently used", async () => {
    const { cache, request, renders } = cacheWith({ maxEntries: 3 });
    for (const subject of ["a", "b", "c", "d", "e"]) expect((await request(`/connect?subject=${subject}`)).status).toBe(200);
    expect(cache.size().entries).toBe(3);
    expect(renders()).toBe(5);
    // "c" is still there; "a" was dropped.
    await request("/connect?subject=c");
    expect(renders()).toBe(5);
    await request("/connect?subject=a");
    expect(renders()).toBe(6);
  });

  it("keeps at most maxBytes", async () => {
    const { cache, request } = cacheWith({ maxBytes: 5_000 });
    for (let i = 0; i < 20; i++) await request(`/connect?subject=s${i}`);
    expect(cache.size().bytes).toBeLessThanOrEqual(5_000);
    expect(cache.size().entries).toBeGreaterThan(0);
  });

  it("renders one copy for requests arriving together", async () => {
    const { request, renders } = cacheWith({});
    await Promise.all(Array.from({ length: 10 }, () => request("/feedback")));
    expect(renders()).toBe(1);
  });

  it("does not keep a page that says not to store it", async () => {
    const { cache, request, renders } = cacheWith({}, async () =>
      new Response("<p>samples</p>", { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } }),
    );
    expect((await request("/feedback")).status).toBe(418);
    expect(cache.size().entries).toBe(0);
    expect(renders()).toBe(1);
  });

  it("does not keep a page that sets a cookie", async () => {
    const { cache, request } = cacheWith({}, async () =>
      new Response("<p>hello</p>", { headers: { "Content-Type": "text/html", "Set-Cookie": "theme=dark" } }),
    );
    expect((await request("/feedback")).status).toBe(418);
    expect(cache.size().entries).toBe(0);
  });

  it("does not answer pages whose route declares nothing or says never", async () => {
    const { request, renders } = cacheWith({});
    for (const path of ["/admin", "/admin/inbox", "/api/health", "/sitemap.xml", "/connect.data", "/nope", "/es/nope"]) {
      expect((await request(path)).status, path).toBe(418);
    }
    expect(renders()).toBe(0);
  });
});
