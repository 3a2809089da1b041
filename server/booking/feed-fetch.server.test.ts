import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipBomb, sendEndlessBody, startTestHttpsServer, type TestServer } from "#tests/https-server";
import { checkFeedAddress, describeFeedProblem, FeedError, fetchFeed, type FetchOptions } from "./feed-fetch.server";
import { fixtureText, startCalendarServer, TEST_TLS_CERT, type CalendarServer } from "#tests/calendar-server";

// Reading the owner's calendar addresses against a local HTTPS server, through the server's one
// fetcher of the owner's addresses (its own rules are tested in server/net/): what is the
// calendars' own, webcal read as https, a page that is no calendar refused, conditional requests,
// the problems in her words, and the hostile bodies refused within the caps.

let server: CalendarServer;
beforeAll(async () => {
  server = await startCalendarServer();
});
afterAll(() => server.close());

const options: FetchOptions = { allowLoopback: true, ca: TEST_TLS_CERT };
const none = { etag: null, lastModified: null };

async function problem(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FeedError) return error.problem;
    throw error;
  }
  return "none";
}

describe("which calendar addresses she may add", () => {
  it("takes https and webcal addresses only, without a password, a host name, and not a private host", () => {
    expect(checkFeedAddress("webcal://p01-caldav.icloud.com/published/2/abc", false)).toMatchObject({ ok: true, url: new URL("https://p01-caldav.icloud.com/published/2/abc") });
    expect(checkFeedAddress("  https://calendar.google.com/calendar/ical/x/private-y/basic.ics ", false).ok).toBe(true);
    expect(checkFeedAddress("http://calendar.google.com/basic.ics", false)).toEqual({ ok: false, problem: "scheme" });
    expect(checkFeedAddress("ftp://example.com/cal.ics", false)).toEqual({ ok: false, problem: "scheme" });
    expect(checkFeedAddress("https://me:secret@example.com/cal.ics", false)).toEqual({ ok: false, problem: "credentials" });
    expect(checkFeedAddress("https://10.0.0.5/cal.ics", false)).toEqual({ ok: false, problem: "private" });
    expect(checkFeedAddress("https://[::1]/cal.ics", false)).toEqual({ ok: false, problem: "private" });
    expect(checkFeedAddress("https://localhost/cal.ics", false)).toEqual({ ok: false, problem: "private" });
    expect(checkFeedAddress("my calendar", false)).toEqual({ ok: false, problem: "not-a-link" });
    // A host that is no host name is, in her words, not a web address.
    expect(checkFeedAddress("webcal://calendar.google.com,x/basic.ics", false)).toEqual({ ok: false, problem: "not-a-link" });
  });

  it("says problems in plain words", () => {
    expect(describeFeedProblem("http:404")).toBe("The address answered 404 Not Found.");
    expect(describeFeedProblem("unreachable")).toBe("Could not reach the calendar.");
    expect(describeFeedProblem("too-large")).toBe("The calendar is too large to read (over 5 MB, or too many repeating events).");
  });
});

describe("reading a calendar", () => {
  it("reads it, then asks again with its ETag and gets 304", async () => {
    server.routes.set("/google.ics", { body: fixtureText("google"), etag: '"v1"' });
    const first = await fetchFeed(`${server.origin}/google.ics`, none, options);
    expect(first).toMatchObject({ kind: "changed", etag: '"v1"' });
    const again = await fetchFeed(`${server.origin}/google.ics`, { etag: '"v1"', lastModified: null }, options);
    expect(again).toEqual({ kind: "not-modified" });
    expect(server.hits.filter((h) => h.path === "/google.ics").map((h) => h.ifNoneMatch)).toEqual([null, '"v1"']);
  });

  it("reads a webcal address as https", async () => {
    expect(await fetchFeed(`${server.origin.replace("https:", "webcal:")}/google.ics`, none, options)).toMatchObject({ kind: "changed" });
  });

  it("refuses loopback without the tests' setting, before any request", async () => {
    const before = server.hits.length;
    expect(await problem(fetchFeed(`${server.origin}/google.ics`, none, { ...options, allowLoopback: false }))).toBe("private");
    expect(server.hits.length).toBe(before);
  });

  it("says what the server answered, and refuses a page that is not a calendar", async () => {
    expect(await problem(fetchFeed(`${server.origin}/missing.ics`, none, options))).toBe("http:404");
    server.routes.set("/login", { body: "<!doctype html><title>Sign in</title>" });
    expect(await problem(fetchFeed(`${server.origin}/login`, none, options))).toBe("not-calendar");
  });

  it("follows a redirect, checked again: not to a private address, not to http, not forever", async () => {
    server.routes.set("/moved.ics", { status: 301, location: "/google.ics" });
    expect(await fetchFeed(`${server.origin}/moved.ics`, none, options)).toMatchObject({ kind: "changed" });
    server.routes.set("/to-private", { status: 302, location: "https://169.254.169.254/latest/meta-data/" });
    expect(await problem(fetchFeed(`${server.origin}/to-private`, none, options))).toBe("private");
    server.routes.set("/to-http", { status: 302, location: `${server.origin.replace("https:", "http:")}/google.ics` });
    expect(await problem(fetchFeed(`${server.origin}/to-http`, none, options))).toBe("scheme");
    server.routes.set("/loop", { status: 302, location: "/loop" });
    expect(await problem(fetchFeed(`${server.origin}/loop`, none, options))).toBe("redirects");
  });

  it("gives up on a calendar too large or too slow", async () => {
    server.routes.set("/big.ics", { body: `BEGIN:VCALENDAR\r\n${"X-PAD:".padEnd(1000, "x")}\r\n`.repeat(200) });
    expect(await problem(fetchFeed(`${server.origin}/big.ics`, none, { ...options, maxBytes: 100_000 }))).toBe("too-large");
    server.routes.set("/slow.ics", { hang: true });
    expect(await problem(fetchFeed(`${server.origin}/slow.ics`, none, { ...options, timeoutMs: 300 }))).toBe("timeout");
  });

  it("says it could not reach a calendar whose server is gone", async () => {
    const gone = await startCalendarServer();
    await gone.close();
    expect(await problem(fetchFeed(`${gone.origin}/google.ics`, none, options))).toBe("unreachable");
  });

  it("refuses a certificate it cannot check", async () => {
    expect(await problem(fetchFeed(`${server.origin}/google.ics`, none, { allowLoopback: true }))).toBe("tls");
  });
});

describe("compressed and hostile calendar bodies", () => {
  let hostile: TestServer;
  let endlessSent: Promise<number> = Promise.resolve(0);
  const bomb = gzipBomb(200);
  beforeAll(async () => {
    hostile = await startTestHttpsServer((req, res) => {
      const zipped = (body: Buffer) => void res.writeHead(200, { "content-type": "text/calendar", "content-encoding": "gzip" }).end(body);
      if (req.url === "/bomb.ics") return zipped(bomb);
      if (req.url === "/google.ics") return zipped(gzipSync(fixtureText("google")));
      endlessSent = sendEndlessBody(res, 50 * 1024 * 1024);
    });
  });
  afterAll(() => hostile.close());

  it("reads a gzipped calendar", async () => {
    const read = await fetchFeed(`${hostile.origin}/google.ics`, none, options);
    expect(read.kind === "changed" ? read.body : "").toBe(fixtureText("google"));
  });

  it("a 50 MB calendar is cut off at 5 MB on the wire, a 200 KiB gzip bomb at 5 MB decompressed, the memory as it was", async () => {
    const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const before = memory();
    expect(await problem(fetchFeed(`${hostile.origin}/fifty.ics`, none, options))).toBe("too-large");
    expect(await endlessSent).toBeLessThan(20 * 1024 * 1024);
    expect(await problem(fetchFeed(`${hostile.origin}/bomb.ics`, none, options))).toBe("too-large");
    expect(memory() - before).toBeLessThan(48 * 1024 * 1024);
  });
});
