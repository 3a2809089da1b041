import { describe, expect, it } from "vitest";
import { checkAddress, isAllowedAddress, maskAddress } from "./addresses.server";

// Which addresses the server may be sent to by an address the owner gives: checked when she saves
// one and again by the fetcher on every request and redirect (./fetch.server.test.ts).

describe("which IP addresses the server may connect to", () => {
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
});

describe("an address the owner gives", () => {
  const open = { allowLoopback: false };
  it("takes https only (webcal where the caller reads calendars), without a password, and not a private host", () => {
    expect(checkAddress("webcal://p01-caldav.icloud.com/published/2/abc", { ...open, webcal: true })).toMatchObject({ ok: true, url: new URL("https://p01-caldav.icloud.com/published/2/abc") });
    expect(checkAddress("webcal://p01-caldav.icloud.com/published/2/abc", open)).toEqual({ ok: false, problem: "scheme" });
    expect(checkAddress("  https://kindredpages.substack.com/feed ", open).ok).toBe(true);
    expect(checkAddress("http://kindredpages.substack.com/feed", open)).toEqual({ ok: false, problem: "scheme" });
    expect(checkAddress("ftp://example.com/feed", open)).toEqual({ ok: false, problem: "scheme" });
    expect(checkAddress("file:///etc/passwd", open)).toEqual({ ok: false, problem: "scheme" });
    expect(checkAddress("https://me:secret@example.com/feed", open)).toEqual({ ok: false, problem: "credentials" });
    expect(checkAddress("https://10.0.0.5/feed", open)).toEqual({ ok: false, problem: "private" });
    expect(checkAddress("https://127.0.0.1:8443/feed", open)).toEqual({ ok: false, problem: "private" });
    expect(checkAddress("https://[::1]/feed", open)).toEqual({ ok: false, problem: "private" });
    expect(checkAddress("https://0x7f000001/feed", open)).toEqual({ ok: false, problem: "private" });
    expect(checkAddress("https://localhost/feed", open)).toEqual({ ok: false, problem: "private" });
    expect(checkAddress("https://intranet/feed", open)).toEqual({ ok: false, problem: "unknown-host" });
    expect(checkAddress("my feed", open)).toEqual({ ok: false, problem: "not-a-link" });
  });

  it("checks the host as a host name, on the parsed URL", () => {
    for (const raw of ["https://news.example.com,script-src/subscribe", "https://a;b.example.com/", "https://exa_mple.com/", "https://a%2Cb.example.com/", "https://news.example.com!/"]) {
      expect(checkAddress(raw, open), raw).toEqual({ ok: false, problem: "host" });
    }
    expect(checkAddress("https://bücher.example/feed", open)).toMatchObject({ ok: true, url: new URL("https://xn--bcher-kva.example/feed") });
  });

  it("lets loopback through with the tests' setting alone", () => {
    const tests = { allowLoopback: true };
    expect(checkAddress("https://127.0.0.1:8443/feed", tests).ok).toBe(true);
    expect(checkAddress("https://localhost:8443/feed", tests).ok).toBe(true);
    expect(checkAddress("https://10.0.0.5/feed", tests)).toEqual({ ok: false, problem: "private" });
  });

  it("shows an address only by its host", () => {
    expect(maskAddress("https://calendar.google.com/calendar/ical/me%40gmail.com/private-abc123/basic.ics")).toBe("calendar.google.com/…");
    expect(maskAddress("not a link")).toBe("…");
  });
});
