import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articlesApi, createArticleSource } from "./articles-api.server";

const fixture = readFileSync(new URL("./fixtures/substack-feed.xml", import.meta.url), "utf8");

// A local stand-in for the newsletter platform: its behaviour is switched per test.
let mode: "up" | "down" | "slow" | "malformed" = "up";
let hits = 0;
let server: Server;
let feedUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    if (mode === "down") return void res.writeHead(500).end("oops");
    if (mode === "malformed") return void res.writeHead(200, { "Content-Type": "application/rss+xml" }).end("<rss><channel><item><title>broken");
    const send = () => res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(fixture);
    if (mode === "slow") setTimeout(send, 1_500);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  mode = "up";
  hits = 0;
});

function api(now: () => number) {
  return articlesApi(createArticleSource({ feedUrl, timeoutMs: 500, freshMs: 60_000, now }), "America/Chicago");
}

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
    expect(await res.json()).toEqual({ error: "Failed to load articles. Please try again later." });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the last good copy when the feed goes down, slow or malformed", async () => {
    let clock = 0;
    const app = api(() => clock);
    expect(((await (await app.request("/")).json()) as { articles: unknown[] }).articles).toHaveLength(3);
    for (const failure of ["down", "slow", "malformed"] as const) {
      mode = failure;
      clock += 61_000;
      const body = (await (await app.request("/")).json()) as { articles: unknown[] };
      expect(body.articles, failure).toHaveLength(3);
    }
  });

  it("gives up on a slow feed after the timeout", async () => {
    mode = "slow";
    const started = Date.now();
    const body = await (await api(() => 0).request("/")).json();
    expect(body).toEqual({ error: "Failed to load articles. Please try again later." });
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it("answers { error } for a malformed feed", async () => {
    mode = "malformed";
    expect(await (await api(() => 0).request("/")).json()).toEqual({ error: "Failed to load articles. Please try again later." });
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
