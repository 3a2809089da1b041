import { existsSync, readdirSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.server";
import { loadServerConfig } from "../config.server";
import type { AppDatabase } from "../db/database.server";
import { createTestDatabase, type TestDatabase } from "../db/test-database";
import { indexStaticFiles } from "../static-files.server";
import { createPageViewCounter, type PageViewCounter } from "../traffic/page-views.server";
import { coalesce, serverWithFront } from "./node-front.server";

/**
 * The server as server/main.ts puts it together: Node's server with the answers from memory in
 * front of the app, on a real socket, with the real production build (`npm run build` first, as
 * `npm test` does). What the front writes must be what the app itself answers (app.request()
 * below), header for header and byte for byte, with the same view count and log line.
 */
const root = join(process.cwd(), process.env.BUILD_DIR ?? "build");
const buildPath = join(root, "server", "index.js");

type Site = {
  origin: string;
  app: ReturnType<typeof createApp>;
  /** Requests that reached the app (Hono) rather than being answered by the front. */
  appCalls: string[];
  /** Paths counted as page views. */
  views: string[];
  close(): Promise<void>;
};

let t: TestDatabase;
let build: ServerBuild;
let site: Site;
let proxied: Site;
const sites: Site[] = [];

async function startSite(options: { trustProxy?: boolean; logRequests?: boolean; db?: AppDatabase } = {}): Promise<Site> {
  const db = options.db ?? t.db;
  const config = { ...loadServerConfig({}), LOG_REQUESTS: options.logRequests ?? false, TRUST_PROXY: options.trustProxy ?? false };
  const counter = createPageViewCounter({ db, timeZone: config.BUSINESS_TIME_ZONE, siteUrl: config.business.siteUrl, flushMs: 60_000 });
  const views: string[] = [];
  const pageViews: PageViewCounter = {
    ...counter,
    record: (view) => {
      views.push(view.path);
      return counter.record(view);
    },
  };
  const app = createApp({ db, config, build, staticFiles: indexStaticFiles(join(root, "client")), formTokenSecret: "front-test-secret", pageViews });
  const appCalls: string[] = [];
  const server = await new Promise<Server>((resolve) => {
    const s = serve(
      {
        fetch: (request, env) => {
          appCalls.push(new URL(request.url).pathname);
          return app.fetch(request, env);
        },
        port: 0,
        hostname: "127.0.0.1",
        createServer: serverWithFront(app.front),
      },
      () => resolve(s as Server),
    );
  });
  const created: Site = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    app,
    appCalls,
    views,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }).then(() => counter.close()),
  };
  sites.push(created);
  return created;
}

/** A request on a socket, its body as sent (not decoded). */
function raw(origin: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    // The path as given, not normalised by a URL ("/es/../services" is sent as it is).
    const req = httpRequest({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function decode(body: Buffer, encoding: string | undefined): string {
  const plain = encoding === "gzip" ? gunzipSync(body) : encoding === "br" ? brotliDecompressSync(body) : body;
  return plain.toString("utf8");
}

/** A form page's per-answer values (nonce, token, key) replaced, so two answers compare. */
function withoutValues(html: string): string {
  return html
    .replace(/nonce="[^"]+"/g, 'nonce="N"')
    .replace(/[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{43}/g, "TOKEN")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "KEY");
}

const asset = readdirSync(join(root, "client", "assets")).find((name) => name.endsWith(".js"));
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
/** What Node's server adds to every answer on the wire (app.request() has no socket). */
const connectionHeaders = new Set(["date", "connection", "keep-alive"]);

beforeAll(async () => {
  if (!existsSync(buildPath)) throw new Error(`The server build is missing (${buildPath}): run \`npm run build\` first (npm test does).`);
  t = await createTestDatabase();
  build = (await import(/* @vite-ignore */ buildPath)) as ServerBuild;
  site = await startSite();
  proxied = await startSite({ trustProxy: true });
});

afterAll(async () => {
  for (const s of sites) await s.close();
  await t?.close();
});

describe("answers from memory on Node's own request and response (needs `npm run build`)", () => {
  const cases: [string, Record<string, string>][] = [];
  for (const path of ["/", "/services", "/terms-of-service", "/community", "/es", "/connect", "/es/discovery-call", "/robots.txt", `/assets/${asset}`, "/favicon.svg"]) {
    for (const encoding of ["", "gzip", "gzip, deflate, br"]) cases.push([path, encoding ? { "Accept-Encoding": encoding } : {}]);
  }

  it.each(cases)("%s %j: the same status, headers and body as the app itself, without reaching it", async (path, headers) => {
    for (const [s, extra] of [
      [site, {}],
      [proxied, { "X-Forwarded-Proto": "https" }],
    ] as const) {
      const asked = { "User-Agent": BROWSER, ...headers, ...extra };
      const before = s.appCalls.length;
      const wire = await raw(s.origin, path, asked);
      expect(s.appCalls.length, "the front answered, not the app").toBe(before);
      const own = await s.app.request(path, { headers: asked });
      expect(wire.status).toBe(own.status);
      expect(wire.status).toBe(200);
      const form = /connect|discovery-call/.test(path);
      const names = new Set<string>();
      own.headers.forEach((value, name) => {
        names.add(name);
        // A form page's policy carries its answer's nonce, and a gzipped form page's length its values' compression.
        if (form && (name === "content-security-policy" || name === "content-length")) return;
        expect(wire.headers[name], `${path} ${name}`).toBe(value);
      });
      for (const name of Object.keys(wire.headers)) if (!connectionHeaders.has(name)) expect(names.has(name), `${path}: ${name} only on the wire`).toBe(true);
      expect(Number(wire.headers["content-length"])).toBe(wire.body.length);
      const body = Buffer.from(await own.arrayBuffer());
      const encoding = wire.headers["content-encoding"];
      if (form) {
        expect(wire.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
        expect(withoutValues(decode(wire.body, encoding))).toBe(withoutValues(decode(body, encoding)));
      } else {
        expect(wire.body.equals(body), `${path}: the same bytes`).toBe(true);
      }
      if (s === proxied) expect(wire.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      else expect(wire.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("gives each form page answer its own nonce, token and key, and the nonce in the policy is the page's", async () => {
    const answers = await Promise.all([0, 1, 2].map(() => raw(site.origin, "/connect", { "Accept-Encoding": "gzip" })));
    const seen = answers.map((answer) => {
      const html = decode(answer.body, answer.headers["content-encoding"]);
      const nonce = /<script nonce="([^"]+)"/.exec(html)![1]!;
      expect(answer.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
      const token = /name="form_token"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="form_token"/.exec(html)!;
      const key = /name="idempotency_key"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="idempotency_key"/.exec(html)!;
      return [nonce, token[1] ?? token[2], key[1] ?? key[2]].join(" ");
    });
    expect(new Set(seen).size).toBe(3);
  });

  it("answers HEAD with the headers and no body, and If-None-Match with a 304", async () => {
    const before = site.views.length;
    const head = await raw(site.origin, "/services", { "User-Agent": BROWSER }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(10_000);
    const headForm = await raw(site.origin, "/connect", { "User-Agent": BROWSER, "Accept-Encoding": "gzip" }, "HEAD");
    expect(headForm.status).toBe(200);
    expect(headForm.body.length).toBe(0);
    expect(headForm.headers["content-encoding"]).toBeUndefined();
    // A HEAD is no view.
    expect(site.views.length).toBe(before);
    const again = await raw(site.origin, "/services", { "User-Agent": BROWSER, "If-None-Match": head.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["x-frame-options"]).toBe("DENY");
    // The browser shows the page it revalidated: one view.
    expect(site.views.slice(before)).toEqual(["/services"]);
  });

  it("counts a page view once, whoever answers it, and none for a file, a bot or a prefetch", async () => {
    const before = site.views.length;
    await raw(site.origin, "/terms-of-service", { "User-Agent": BROWSER });
    await raw(site.origin, "/connect", { "User-Agent": BROWSER });
    await raw(site.origin, "/services", { "User-Agent": BROWSER });
    await raw(site.origin, "/robots.txt", { "User-Agent": BROWSER });
    await raw(site.origin, "/services", { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" });
    // A redirect is no view; /events for a month out of range is rendered by the app (a 404
    // is not kept), and is no view either; /news is counted once, whoever answers it.
    await raw(site.origin, "/faq/", { "User-Agent": BROWSER });
    await raw(site.origin, "/events?month=1900-01", { "User-Agent": BROWSER });
    const news = await raw(site.origin, "/news", { "User-Agent": BROWSER });
    expect(news.status).toBe(200);
    expect(site.views.slice(before)).toEqual(["/terms-of-service", "/connect", "/services", "/news"]);
  });

  it("leaves to the app what memory does not hold: a redirect, a path to normalise, the API, a POST", async () => {
    const before = site.appCalls.length;
    const slash = await raw(site.origin, "/services/");
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe("/services");
    const dotted = await raw(site.origin, "/es/../services");
    expect(dotted.status).toBe(200);
    expect(decode(dotted.body, undefined)).toContain("<title>");
    expect((await raw(site.origin, "/api/health")).status).toBe(200);
    expect((await raw(site.origin, "/no-such-page")).status).toBe(404);
    expect(site.appCalls.slice(before)).toEqual(["/services/", "/services", "/api/health", "/no-such-page"]);
  });

  it("leaves a page to the app when the content versions cannot be read (the database is down), and the app does not try memory again", async () => {
    const down = await createTestDatabase();
    const downSite = await startSite({ db: down.db });
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(" "));
    try {
      // A database this server has used (Kysely does not close one it never opened), then gone.
      await down.db.selectFrom("content_versions").selectAll().execute();
      await down.db.destroy();
      const res = await raw(downSite.origin, "/events", { "User-Agent": BROWSER });
      // What the app says when its database does not answer (an error page, or the page without
      // its events: the two drivers fail at different steps), with every header.
      expect([200, 500]).toContain(res.status);
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(downSite.appCalls).toEqual(["/events"]);
      // Memory was asked once, by the front; the app rendered it without asking again.
      expect(errors.filter((line) => line.startsWith("page cache:"))).toHaveLength(1);
    } finally {
      console.error = original;
      await down.close().catch(() => {});
    }
  });

  it("logs one line per answer from memory, with no query string", async () => {
    const logging = await startSite({ logRequests: true });
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(" "));
    try {
      await raw(logging.origin, "/services?email=ana%40example.org");
      await raw(logging.origin, "/connect?subject=ana%40example.org");
      await raw(logging.origin, `/assets/${asset}`);
    } finally {
      console.log = original;
    }
    expect(logging.appCalls).toEqual([]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^GET \/services 200 \d+ms$/);
    expect(lines[1]).toMatch(/^GET \/connect 200 \d+ms$/);
    expect(lines[2]).toMatch(/^GET \/assets\/\S+\.js 200 \d+ms$/);
    expect(lines.join("\n")).not.toContain("ana");
  });
});

describe("coalesce (the chunks of an answer written together)", () => {
  it("copies each run of short chunks into one and leaves the long ones as they are, in order", () => {
    const long = (n: number) => Buffer.alloc(5_000, n);
    const [a, b] = [long(1), long(2)];
    const chunks = [a, Buffer.from("x1"), Buffer.from("y"), b, Buffer.from("z"), Buffer.from("w")];
    const out = coalesce(chunks);
    expect(out).toHaveLength(4);
    expect(out[0]).toBe(a);
    expect(out[2]).toBe(b);
    expect(out[1]!.toString()).toBe("x1y");
    expect(out[3]!.toString()).toBe("zw");
    expect(Buffer.concat(out).equals(Buffer.concat(chunks))).toBe(true);
    expect(coalesce([a])).toEqual([a]);
    expect(coalesce([Buffer.from("a"), Buffer.from("b")]).map(String)).toEqual(["ab"]);
    expect(coalesce([])).toEqual([]);
  });
});
