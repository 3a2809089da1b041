import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.server";
import { loadServerConfig } from "../config.server";
import { openDatabase, type AppDatabase } from "../db/database.server";
import { createTestDatabase, type TestDatabase } from "../db/test-database";
import { addEvent, editEvent } from "../events/manage-events.server";
import { FormTokens } from "../forms/form-token.server";
import { addOrganizationTestimonial } from "../testimonials/testimonials.server";
import { createPageViewCounter, type PageViewCounter } from "../traffic/page-views.server";
import { acceptsGzip, createPageCache } from "./page-cache.server";

/**
 * The page cache through the real app and the real production build (`npm run build` first, as
 * `npm test` does): two app instances on two connections to one database (SQLite, or PostgreSQL
 * with TEST_DB=postgres) stand for two servers sharing it.
 */
const buildPath = join(process.cwd(), process.env.BUILD_DIR ?? "build", "server", "index.js");

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
  if (!existsSync(buildPath)) throw new Error(`The server build is missing (${buildPath}): run \`npm run build\` first (npm test does).`);
  t = await createTestDatabase();
  dbA = t.db;
  // A second connection to the same database: the second server.
  dbB = openDatabase(t.url);
  build = (await import(/* @vite-ignore */ buildPath)) as ServerBuild;
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

/** The hidden inputs' and the hydration data's per-response values, as sent. */
function formValues(html: string) {
  const token = /name="form_token"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="form_token"/.exec(html);
  const key = /name="idempotency_key"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="idempotency_key"/.exec(html);
  const nonce = /<script nonce="([^"]+)"/.exec(html);
  return { token: token?.[1] ?? token?.[2], key: key?.[1] ?? key?.[2], nonce: nonce?.[1] };
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

function sha256(text: string) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

describe("the page cache, through the real app (needs `npm run build`)", () => {
  it("serves a page without a form byte for byte as rendered, without nonces, its scripts allowed by hash", async () => {
    const fresh = await get(uncached, "/terms-of-service");
    const first = await get(cached, "/terms-of-service");
    const second = await get(cached, "/terms-of-service");
    const freshHtml = await fresh.text();
    const nonce = /<script nonce="([^"]+)"/.exec(freshHtml)![1]!;
    const html = await first.text();
    expect(await second.text()).toBe(html);
    // The same page, with no nonce attributes at all.
    expect(html).toBe(freshHtml.replaceAll(` nonce="${nonce}"`, ""));
    expect(html).not.toContain("nonce=");
    const policy = first.headers.get("content-security-policy")!;
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(sha256(script));
    expect(policy).not.toContain("nonce-");
    // Every header the uncached page has (bar its own policy and length) is kept.
    for (const [name, value] of fresh.headers) {
      if (name === "content-security-policy" || name === "content-length") continue;
      expect(first.headers.get(name), name).toBe(value);
    }
    expect(first.headers.get("vary")).toContain("Accept-Encoding");
  });

  it("gives a form page its own nonce, signed token and idempotency key in every response", async () => {
    const tokens = new FormTokens(SECRET);
    const a = await (await get(cached, "/connect")).text();
    const res = await get(cached, "/connect");
    const b = await res.text();
    const va = formValues(a);
    const vb = formValues(b);
    for (const v of [va, vb]) {
      expect(v.token).toBeTruthy();
      expect(v.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(v.nonce).toBeTruthy();
      // In the hidden input and in React Router's hydration data.
      expect(count(v === va ? a : b, v.token!)).toBeGreaterThanOrEqual(2);
      expect(count(v === va ? a : b, v.key!)).toBeGreaterThanOrEqual(2);
      // Each token verifies (once old enough to pass the 2-second check).
      expect(tokens.check(v.token!, "contact", now() + 3_000)).toBeNull();
    }
    expect(va.token).not.toBe(vb.token);
    expect(va.key).not.toBe(vb.key);
    expect(va.nonce).not.toBe(vb.nonce);
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${vb.nonce}'`);
    expect(b).not.toMatch(/pc[0-9a-f]{24}r\d+/);
    // Apart from those three values, the same page an uncached render gives.
    const fresh = await (await get(uncached, "/connect")).text();
    const vf = formValues(fresh);
    const normalise = (html: string, v: ReturnType<typeof formValues>) =>
      html.replaceAll(v.token!, "TOKEN").replaceAll(v.key!, "KEY").replaceAll(v.nonce!, "NONCE");
    expect(normalise(b, vb)).toBe(normalise(fresh, vf));
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

  it("counts a page served from memory as a view", async () => {
    const views = async () =>
      (await dbA.selectFrom("page_views").select("views").where("path", "=", "/discovery-call").executeTakeFirst())?.views ?? 0;
    const before = await views();
    const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" };
    await get(cached, "/discovery-call", browser);
    await get(cached, "/discovery-call", browser);
    await cachedViews.flush();
    expect(await views()).toBe(before + 2);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await cached.request("/terms-of-service", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it("sends brotli or gzip made once, when the browser takes it", async () => {
    const br = await get(cached, "/terms-of-service", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await get(cached, "/terms-of-service", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends a form page gzipped when the browser takes it, each copy with its own values", async () => {
    const first = await get(cached, "/discovery-call", { "Accept-Encoding": "gzip, deflate, br" });
    const second = await get(cached, "/discovery-call", { "Accept-Encoding": "gzip" });
    for (const res of [first, second]) {
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    }
    const unzip = async (res: Response) => gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    const a = await unzip(first);
    const b = await unzip(second);
    expect(a).toContain("</html>");
    expect(formValues(a).token).toBeTruthy();
    expect(formValues(a).token).not.toBe(formValues(b).token);
    expect(formValues(a).key).not.toBe(formValues(b).key);
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${formValues(a).nonce}'`);
  });

  it("sends a form page plain to a browser that refuses gzip, and a HEAD without compressing", async () => {
    const refused = await get(cached, "/connect", { "Accept-Encoding": "gzip;q=0, identity" });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toContain("</html>");
    const head = await cached.request("/connect", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBeNull();
    expect(acceptsGzip("br, gzip")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br;q=1, *;q=0")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it("gives pages from memory the same security headers as every other answer", async () => {
    for (const path of ["/", "/connect", "/terms-of-service"]) {
      const res = await get(cached, path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    // Behind a TLS proxy the site trusts: Strict-Transport-Security and upgrade-insecure-requests too.
    const proxied = createApp({ db: dbA, config: { ...config, TRUST_PROXY: true }, build, formTokenSecret: SECRET, now });
    for (const path of ["/", "/connect", "/services"]) {
      const res = await get(proxied, path, { "X-Forwarded-Proto": "https" });
      expect(res.status).toBe(200);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
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
    // Another spelling of the same choice shares the copy.
    expect(await (await get(cached, "/", { Cookie: "user_family_type=two-fathers" })).text()).toBe(dads);
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

  it("renders the terms again when the day changes where the business is", async () => {
    clock.now = Date.parse("2026-03-08T04:30:00Z"); // 23:30 on 7 March in New York
    expect(await (await get(cached, "/terms-of-service")).text()).toContain("March 7, 2026");
    clock.now = Date.parse("2026-03-08T05:30:00Z"); // 00:30 on 8 March
    expect(await (await get(cached, "/terms-of-service")).text()).toContain("March 8, 2026");
  });

  it("renders a 404 (a month outside the calendar) the usual way, uncached", async () => {
    const res = await get(cached, "/events?month=1999-01");
    expect(res.status).toBe(404);
    const html = await res.text();
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
  });
});

describe("the page cache's bounds", () => {
  const page = (size: number) =>
    new Response("<!doctype html><p>" + "x".repeat(size) + "</p><script>1</script>", { headers: { "Content-Type": "text/html; charset=utf-8" } });

  function cacheWith(limits: { maxEntries?: number; maxBytes?: number }) {
    let renders = 0;
    const cache = createPageCache({
      ...limits,
      db: undefined as unknown as AppDatabase,
      render: async () => (renders++, page(1_000)),
      issueToken: () => "token",
      formTargets: [],
      siteOrigin: "https://example.org",
      now: () => 0,
    });
    return { cache, renders: () => renders };
  }

  it("keeps at most maxEntries pages, dropping the least recently used", async () => {
    const { cache, renders } = cacheWith({ maxEntries: 3 });
    for (const subject of ["a", "b", "c", "d", "e"]) await cache.respond(new Request(`https://example.org/connect?subject=${subject}`), true);
    expect(cache.size().entries).toBe(3);
    expect(renders()).toBe(5);
    // "c" is still there; "a" was dropped.
    await cache.respond(new Request("https://example.org/connect?subject=c"), true);
    expect(renders()).toBe(5);
    await cache.respond(new Request("https://example.org/connect?subject=a"), true);
    expect(renders()).toBe(6);
  });

  it("keeps at most maxBytes", async () => {
    const { cache } = cacheWith({ maxBytes: 5_000 });
    for (let i = 0; i < 20; i++) await cache.respond(new Request(`https://example.org/connect?subject=s${i}`), true);
    expect(cache.size().bytes).toBeLessThanOrEqual(5_000);
    expect(cache.size().entries).toBeGreaterThan(0);
  });

  it("renders one copy for requests arriving together", async () => {
    const { cache, renders } = cacheWith({});
    await Promise.all(Array.from({ length: 10 }, () => cache.respond(new Request("https://example.org/feedback"), false)));
    expect(renders()).toBe(1);
  });

  it("does not keep a page that says not to store it", async () => {
    let renders = 0;
    const cache = createPageCache({
      db: undefined as unknown as AppDatabase,
      render: async () => (renders++, new Response("<p>samples</p>", { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } })),
      issueToken: () => "token",
      formTargets: [],
      siteOrigin: "https://example.org",
      now: () => 0,
    });
    expect(await cache.respond(new Request("https://example.org/feedback"), false)).toBeNull();
    expect(cache.size().entries).toBe(0);
    expect(renders).toBe(1);
  });

  it("does not answer pages it does not keep", async () => {
    const { cache, renders } = cacheWith({});
    for (const path of ["/admin", "/api/health", "/services", "/connect.data", "/nope"]) {
      expect(await cache.respond(new Request(`https://example.org${path}`), false)).toBeNull();
    }
    expect(await cache.respond(new Request("https://example.org/connect", { method: "POST" }), false)).toBeNull();
    expect(renders()).toBe(0);
  });
});
