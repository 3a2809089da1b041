import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { gzipBomb, sendEndlessBody, startTestHttpServer, startTestHttpsServer, TEST_TLS_CERT, type TestServer } from "#tests/https-server";
import { createSiteApp } from "#tests/site-app";
import { articlesApi, createArticleSource } from "./articles-api.server";

const fixture = readFileSync(new URL("./fixtures/substack-feed.xml", import.meta.url), "utf8");
/** What an internal service behind a redirect would show, were it ever read. */
const INTERNAL_TITLE = "Internal payroll export 2026";
const internalFeed = fixture.replace("Five Picture Books for Families Who Speak Two Languages", INTERNAL_TITLE);

// A local stand-in for the newsletter platform, over HTTPS (the reader reads https only): its
// behaviour is switched per test. Beside it an internal service on plain HTTP, speaking RSS.
type Mode = "up" | "down" | "slow" | "malformed" | "to-internal" | "to-private" | "bomb" | "fifty";
let mode: Mode = "up";
let hits = 0;
let server: TestServer;
let internal: TestServer;
let feedUrl: string;
let endlessSent: Promise<number> = Promise.resolve(0);
const bomb = gzipBomb(200);

beforeAll(async () => {
  internal = await startTestHttpServer((_req, res) => void res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(internalFeed));
  server = await startTestHttpsServer((_req, res) => {
    hits += 1;
    if (mode === "down") return void res.writeHead(500).end("oops");
    if (mode === "malformed") return void res.writeHead(200, { "Content-Type": "application/rss+xml" }).end("<rss><channel><item><title>broken");
    if (mode === "to-internal") return void res.writeHead(302, { Location: `${internal.origin}/feed` }).end();
    if (mode === "to-private") return void res.writeHead(302, { Location: "https://10.0.0.7/feed" }).end();
    if (mode === "bomb") return void res.writeHead(200, { "Content-Type": "application/rss+xml", "Content-Encoding": "gzip" }).end(bomb);
    if (mode === "fifty") return void (endlessSent = sendEndlessBody(res, 50 * 1024 * 1024, "<rss><channel>"));
    const send = () => void (res.destroyed || res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(fixture));
    if (mode === "slow") setTimeout(send, 3_000);
    else send();
  });
  feedUrl = `${server.origin}/feed`;
});
afterAll(async () => {
  await server.close();
  await internal.close();
});
beforeEach(() => {
  mode = "up";
  hits = 0;
});

// 2 s to read the feed (a TLS handshake on a busy 2-core machine can take half of one), 1 s where a
// test waits it out; the slow feed answers after 3 s.
const source = (now: () => number, timeoutMs = 2_000) => createArticleSource({ feedUrl, allowLoopback: true, ca: TEST_TLS_CERT, timeoutMs, freshMs: 60_000, now });
function api(now: () => number, timeoutMs?: number) {
  return articlesApi(source(now, timeoutMs), "America/Chicago");
}
const failed = { error: "Failed to load articles. Please try again later." };

describe("GET /api/articles", () => {
  it("returns the feed's articles when it is up, and caches them", async () => {
    let clock = 0;
    const app = api(() => clock);
    const res = await app.request("/");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { articles: Array<{ title: string; categories: string[] }>; timeZone: string };
    expect(body.articles).toHaveLength(3);
    // The business's zone, for the articles' days (the browser formats them).
    expect(body.timeZone).toBe("America/Chicago");
    expect(body.articles[0]!.title).toBe("Five Picture Books for Families Who Speak Two Languages");
    await app.request("/");
    expect(hits).toBe(1);
    clock += 61_000;
    await app.request("/");
    expect(hits).toBe(2);
  });

  it("answers { error } when the feed is down and nothing good was ever fetched", async () => {
    mode = "down";
    const res = await api(() => 0).request("/");
    expect(await res.json()).toEqual(failed);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the last good copy when the feed goes down, slow or malformed", async () => {
    let clock = 0;
    const app = api(() => clock, 1_000);
    expect(((await (await app.request("/")).json()) as { articles: unknown[] }).articles).toHaveLength(3);
    for (const failure of ["down", "slow", "malformed"] as const) {
      mode = failure;
      clock += 61_000;
      const body = (await (await app.request("/")).json()) as { articles: unknown[] };
      expect(body.articles, failure).toHaveLength(3);
    }
  });

  it("gives up on a slow feed after the timeout", async () => {
    // The feed answers after 3 s: only the 1 s deadline, whose timer fires first however busy the
    // machine, makes this a failure (the default 5 s would wait for the articles).
    mode = "slow";
    const body = await (await api(() => 0, 1_000).request("/")).json();
    expect(body).toEqual(failed);
  });

  it("answers { error } for a malformed feed", async () => {
    mode = "malformed";
    expect(await (await api(() => 0).request("/")).json()).toEqual(failed);
  });

  it("reads the feed over https only, and from this machine only with the tests' setting", async () => {
    const plain = createArticleSource({ feedUrl: `${internal.origin}/feed`, allowLoopback: true, ca: TEST_TLS_CERT });
    await expect(plain()).rejects.toThrow("scheme");
    const outside = createArticleSource({ feedUrl, ca: TEST_TLS_CERT });
    await expect(outside()).rejects.toThrow("private");
    expect(hits).toBe(0);
    expect(internal.requests()).toBe(0);
  });
});

describe("a feed address that leads inside (the review's reproduction)", () => {
  it("a redirect to an internal http service speaking RSS: nothing of it shown, nothing fetched over http", async () => {
    mode = "to-internal";
    const res = await api(() => 0).request("/");
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(failed);
    expect(text).not.toContain(INTERNAL_TITLE);
    expect(hits).toBe(1);
    expect(internal.requests()).toBe(0);
  });

  it("a redirect to a private address is not followed", async () => {
    mode = "to-private";
    await expect(source(() => 0)()).rejects.toThrow("private");
  });
});

describe("a feed too large", () => {
  const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;

  it("a 50 MB feed is cut off at 5 MB on the wire, and a 200 KiB gzip bomb at 5 MB decompressed: { error }, the memory as it was", async () => {
    const before = memory();
    mode = "fifty";
    await expect(source(() => 0)()).rejects.toThrow("too-large");
    expect(await endlessSent).toBeLessThan(20 * 1024 * 1024);
    mode = "bomb";
    expect(await (await api(() => 0).request("/")).json()).toEqual(failed);
    expect(memory() - before).toBeLessThan(48 * 1024 * 1024);
  });
});

describe("after a feed failure", () => {
  it("does not ask the feed again for a minute", async () => {
    mode = "down";
    let clock = 0;
    const app = api(() => clock);
    await app.request("/");
    await app.request("/");
    expect(hits).toBe(1);
    clock += 61_000;
    mode = "up";
    expect(((await (await app.request("/")).json()) as { articles: unknown[] }).articles).toHaveLength(3);
    expect(hits).toBe(2);
  });
});

describe("the /news page, on SQLite and PostgreSQL", () => {
  let t: TestDatabase;
  /** Two apps, each with a feed copy of its own (a copy read once is served while the feed fails). */
  let apps: Awaited<ReturnType<typeof createSiteApp>>[];
  beforeAll(async () => {
    t = await createTestDatabase();
    apps = [await createSiteApp(t.db, () => 0, {}, { articles: source(() => 0) }), await createSiteApp(t.db, () => 0, {}, { articles: source(() => 0) })];
  });
  afterAll(() => t?.close());
  const newsPage = async (app: (typeof apps)[number]) => {
    const res = await app.request("/news");
    expect(res.status).toBe(200);
    return res.text();
  };

  it("shows the feed's articles (the stand-in is read), and nothing of an internal service a redirect leads to", async () => {
    expect(await newsPage(apps[0]!)).toContain("Five Picture Books for Families Who Speak Two Languages");
    mode = "to-internal";
    const page = await newsPage(apps[1]!);
    expect(page).not.toContain(INTERNAL_TITLE);
    expect(page).not.toContain("Five Picture Books");
    expect(internal.requests()).toBe(0);
  }, 30_000);
});
