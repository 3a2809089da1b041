import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedLookup, checkFeedAddress, describeFeedProblem, FeedError, fetchFeed, isAllowedAddress, maskAddress, type FetchOptions } from "./feed-fetch.server";
import { fixtureText, startCalendarServer, TEST_TLS_CERT, type CalendarServer } from "./test-calendar-server";

// Reading the owner's calendar addresses against a local HTTPS server: only https (webcal read as
// https), nothing that resolves to a private, loopback or link-local address (loopback only with
// the tests' setting), redirects checked again, conditional requests, a timeout and a size cap.

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

describe("which addresses a calendar may be read from", () => {
  it.each(["10.1.2.3", "172.16.5.4", "192.168.1.1", "169.254.169.254", "127.0.0.1", "0.0.0.0", "100.64.0.1", "224.0.0.1", "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:a9fe:a9fe", "64:ff9b::10.0.0.1"])(
    "refuses %s",
    (address) => {
      expect(isAllowedAddress(address, false)).toBe(false);
    },
  );

  it.each(["8.8.8.8", "142.250.80.46", "2606:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isAllowedAddress(address, false)).toBe(true);
  });

  it("allows loopback, and only loopback, with the tests' setting", () => {
    expect(isAllowedAddress("127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("::1", true)).toBe(true);
    expect(isAllowedAddress("10.0.0.1", true)).toBe(false);
    expect(isAllowedAddress("169.254.169.254", true)).toBe(false);
  });

  it("takes https and webcal addresses only, without a password, and not a private host", () => {
    expect(checkFeedAddress("webcal://p01-caldav.icloud.com/published/2/abc", false)).toMatchObject({ ok: true, url: new URL("https://p01-caldav.icloud.com/published/2/abc") });
    expect(checkFeedAddress("  https://calendar.google.com/calendar/ical/x/private-y/basic.ics ", false).ok).toBe(true);
    expect(checkFeedAddress("http://calendar.google.com/basic.ics", false)).toEqual({ ok: false, problem: "scheme" });
    expect(checkFeedAddress("ftp://example.com/cal.ics", false)).toEqual({ ok: false, problem: "scheme" });
    expect(checkFeedAddress("file:///etc/passwd", false)).toEqual({ ok: false, problem: "scheme" });
    expect(checkFeedAddress("https://me:secret@example.com/cal.ics", false)).toEqual({ ok: false, problem: "credentials" });
    expect(checkFeedAddress("https://10.0.0.5/cal.ics", false)).toEqual({ ok: false, problem: "private" });
    expect(checkFeedAddress("https://[::1]/cal.ics", false)).toEqual({ ok: false, problem: "private" });
    expect(checkFeedAddress("https://0x7f000001/cal.ics", false)).toEqual({ ok: false, problem: "private" });
    expect(checkFeedAddress("https://localhost/cal.ics", false)).toEqual({ ok: false, problem: "private" });
    expect(checkFeedAddress("my calendar", false)).toEqual({ ok: false, problem: "not-a-link" });
  });

  it("checks the resolved addresses when connecting: a name that resolves to loopback is refused", async () => {
    const lookup = checkedLookup(false);
    const error = await new Promise<unknown>((resolve) => lookup("localhost", {}, (e) => resolve(e)));
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).problem).toBe("private");
  });

  it("shows an address only by its host, and says problems in plain words", () => {
    expect(maskAddress("https://calendar.google.com/calendar/ical/me%40gmail.com/private-abc123/basic.ics")).toBe("calendar.google.com/…");
    expect(describeFeedProblem("http:404")).toBe("The address answered 404 Not Found.");
    expect(describeFeedProblem("unreachable")).toBe("Could not reach the calendar.");
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
