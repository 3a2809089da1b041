import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedLookup, fetchOwnerAddress, OutboundError, type OutboundOptions } from "./fetch.server";
import { gzipBomb, sendEndlessBody, startTestHttpServer, startTestHttpsServer, TEST_TLS_CERT, type TestServer } from "#tests/https-server";

// The one fetcher of the owner's addresses, against real local servers on 127.0.0.1 speaking real
// HTTPS (and plain HTTP for an internal service): https only, public addresses only (loopback
// with the tests' setting), every redirect checked again, a deadline, and a size cap on the wire
// and again while decompressing.

type Route = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Route>();
const hits: { path: string; ifNoneMatch: string | null; acceptEncoding: string | null }[] = [];
let server: TestServer;
/** An internal service on plain HTTP: nothing may reach it. */
let internal: TestServer;
/** What the last endless body sent before the reader hung up. */
let endlessSent: Promise<number> = Promise.resolve(0);

beforeAll(async () => {
  server = await startTestHttpsServer((req, res) => {
    const path = new URL(req.url ?? "/", "https://x").pathname;
    const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : null);
    hits.push({ path, ifNoneMatch: header("if-none-match"), acceptEncoding: header("accept-encoding") });
    const route = routes.get(path);
    if (route) route(req, res);
    else res.writeHead(404).end("Not here");
  });
  internal = await startTestHttpServer((_req, res) => void res.writeHead(200, { "content-type": "application/rss+xml" }).end("<rss><channel><title>Internal</title></channel></rss>"));
});
afterAll(async () => {
  await server.close();
  await internal.close();
});

const options: OutboundOptions = { allowLoopback: true, ca: TEST_TLS_CERT, accept: "text/plain", userAgent: "test" };
const MiB = 1024 * 1024;

async function problem(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.problem;
    throw error;
  }
  return "none";
}

const text = (body: string | Buffer, headers: Record<string, string> = {}): Route => (_req, res) => void res.writeHead(200, { "content-type": "text/plain", ...headers }).end(body);
const redirect = (location: string, status = 302): Route => (_req, res) => void res.writeHead(status, { location }).end();

describe("reading an address", () => {
  it("reads it, then asks again with its ETag and gets 304", async () => {
    routes.set("/tagged", (req, res) => {
      if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
      res.writeHead(200, { etag: '"v1"' }).end("hello");
    });
    expect(await fetchOwnerAddress(`${server.origin}/tagged`, options)).toEqual({ kind: "changed", body: "hello", etag: '"v1"', lastModified: null });
    expect(await fetchOwnerAddress(`${server.origin}/tagged`, { ...options, validators: { etag: '"v1"', lastModified: null } })).toEqual({ kind: "not-modified" });
    expect(hits.filter((h) => h.path === "/tagged").map((h) => h.ifNoneMatch)).toEqual([null, '"v1"']);
  });

  it("refuses loopback without the tests' setting, before any request", async () => {
    const before = hits.length;
    expect(await problem(fetchOwnerAddress(`${server.origin}/tagged`, { ...options, allowLoopback: false }))).toBe("private");
    expect(await problem(fetchOwnerAddress(`${server.origin.replace("127.0.0.1", "localhost")}/tagged`, { ...options, allowLoopback: false }))).toBe("private");
    expect(hits.length).toBe(before);
  });

  it("refuses http, a password and a host that is no host name, before any request", async () => {
    const before = hits.length;
    expect(await problem(fetchOwnerAddress(`${internal.origin}/feed`, options))).toBe("scheme");
    expect(await problem(fetchOwnerAddress(server.origin.replace("https://", "https://me:pw@"), options))).toBe("credentials");
    expect(await problem(fetchOwnerAddress("https://news.example.com,script-src/feed", options))).toBe("host");
    expect(hits.length).toBe(before);
    expect(internal.requests()).toBe(0);
  });

  it("says what the server answered", async () => {
    expect(await problem(fetchOwnerAddress(`${server.origin}/missing`, options))).toBe("http:404");
  });

  it("checks the resolved addresses when connecting: a name that resolves to loopback is refused", async () => {
    const lookup = checkedLookup(false);
    const error = await new Promise<unknown>((resolve) => lookup("localhost", {}, (e) => resolve(e)));
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).problem).toBe("private");
  });

  it("follows a redirect, checked again: not to http (nothing fetched from the internal service), not to a private address, not forever", async () => {
    routes.set("/moved", redirect("/tagged", 301));
    expect(await fetchOwnerAddress(`${server.origin}/moved`, options)).toMatchObject({ kind: "changed", body: "hello" });
    routes.set("/to-internal", redirect(`${internal.origin}/feed`));
    expect(await problem(fetchOwnerAddress(`${server.origin}/to-internal`, options))).toBe("scheme");
    routes.set("/to-private", redirect("https://169.254.169.254/latest/meta-data/"));
    expect(await problem(fetchOwnerAddress(`${server.origin}/to-private`, options))).toBe("private");
    routes.set("/to-ten", redirect("https://10.0.0.1/feed", 307));
    expect(await problem(fetchOwnerAddress(`${server.origin}/to-ten`, options))).toBe("private");
    routes.set("/to-comma", redirect("https://news.example.com,script-src/feed"));
    expect(await problem(fetchOwnerAddress(`${server.origin}/to-comma`, options))).toBe("host");
    routes.set("/loop", redirect("/loop"));
    expect(await problem(fetchOwnerAddress(`${server.origin}/loop`, options))).toBe("redirects");
    expect(internal.requests()).toBe(0);
  });

  it("gives up on an answer that would come after the deadline it was given", async () => {
    // The answer would come 3 s after the question, which the default deadline (10 s) waits for:
    // the 300 ms one must end the exchange first. Both timers run in this process, in order, so
    // however slow the machine, the earlier one fires first.
    routes.set("/slow", (_req, res) => void setTimeout(() => res.destroyed || res.writeHead(200).end("too late"), 3_000).unref());
    expect(await problem(fetchOwnerAddress(`${server.origin}/slow`, { ...options, timeoutMs: 300 }))).toBe("timeout");
  });

  it("says it could not reach a server that is gone, and refuses a certificate it cannot check", async () => {
    const gone = await startTestHttpsServer(() => {});
    await gone.close();
    expect(await problem(fetchOwnerAddress(`${gone.origin}/feed`, options))).toBe("unreachable");
    expect(await problem(fetchOwnerAddress(`${server.origin}/tagged`, { ...options, ca: undefined }))).toBe("tls");
  });
});

describe("the size cap, on the wire and while decompressing", () => {
  it("reads gzip, deflate and br bodies, and asks for gzip and br", async () => {
    routes.set("/gzip", text(gzipSync("zipped feed"), { "content-encoding": "gzip" }));
    routes.set("/deflate", text(deflateSync("deflated feed"), { "content-encoding": "deflate" }));
    routes.set("/br", text(brotliCompressSync("brotli feed"), { "content-encoding": "br" }));
    expect(await fetchOwnerAddress(`${server.origin}/gzip`, options)).toMatchObject({ body: "zipped feed" });
    expect(await fetchOwnerAddress(`${server.origin}/deflate`, options)).toMatchObject({ body: "deflated feed" });
    expect(await fetchOwnerAddress(`${server.origin}/br`, options)).toMatchObject({ body: "brotli feed" });
    expect(hits.find((h) => h.path === "/br")?.acceptEncoding).toBe("gzip, br");
  });

  it("refuses a body it cannot decode, or in an encoding it does not read", async () => {
    routes.set("/broken-gzip", text(Buffer.from("not gzip at all"), { "content-encoding": "gzip" }));
    routes.set("/zstd", text("whatever", { "content-encoding": "zstd" }));
    expect(await problem(fetchOwnerAddress(`${server.origin}/broken-gzip`, options))).toBe("unreadable");
    expect(await problem(fetchOwnerAddress(`${server.origin}/zstd`, options))).toBe("unreadable");
  });

  it("refuses a body that says it is too large, before reading it", async () => {
    routes.set("/declared", (_req, res) => {
      res.writeHead(200, { "content-length": String(50 * MiB) });
      res.write("BEGIN:VCALENDAR\r\n");
    });
    expect(await problem(fetchOwnerAddress(`${server.origin}/declared`, options))).toBe("too-large");
  });

  it("stops a 50 MB body at the cap on the wire: the sender is cut off after about 5 MB", async () => {
    routes.set("/endless", (_req, res) => void (endlessSent = sendEndlessBody(res, 50 * MiB)));
    expect(await problem(fetchOwnerAddress(`${server.origin}/endless`, options))).toBe("too-large");
    const sent = await endlessSent;
    expect(sent).toBeGreaterThan(5 * MiB);
    expect(sent).toBeLessThan(20 * MiB);
  });

  it("stops a gzip bomb at the cap while decompressing: 200 KiB that would be 200 MiB leaves the memory as it was", async () => {
    const bomb = gzipBomb(200);
    expect(bomb.length).toBeLessThan(300 * 1024);
    routes.set("/bomb", text(bomb, { "content-encoding": "gzip" }));
    const memory = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const before = memory();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, memory())), 2);
    try {
      expect(await problem(fetchOwnerAddress(`${server.origin}/bomb`, options))).toBe("too-large");
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, memory());
    // The cap is 5 MiB: what was read is dropped with the answer; 200 MiB decompressed would show here.
    expect(peak - before).toBeLessThan(48 * MiB);
  });

  it("stops deflate and br bombs at the cap too", async () => {
    routes.set("/deflate-bomb", text(deflateSync(Buffer.alloc(24 * MiB), { level: 9 }), { "content-encoding": "deflate" }));
    routes.set("/br-bomb", text(brotliCompressSync(Buffer.alloc(24 * MiB), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), { "content-encoding": "br" }));
    expect(await problem(fetchOwnerAddress(`${server.origin}/deflate-bomb`, options))).toBe("too-large");
    expect(await problem(fetchOwnerAddress(`${server.origin}/br-bomb`, options))).toBe("too-large");
  });
});
