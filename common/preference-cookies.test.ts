import { describe, expect, it } from "vitest";
import {
  buildPreferenceCookie,
  expirePreferenceCookie,
  isHttpsRequest,
  parseCookieHeader,
  readPreferences,
  sanitizePreferenceValue,
} from "./preference-cookies";

describe("parseCookieHeader", () => {
  it.each<[string | null | undefined, Record<string, string>]>([
    [null, {}],
    [undefined, {}],
    ["", {}],
    ["user_ethnicity=latino", { user_ethnicity: "latino" }],
    ["a=1; b=2;c=3", { a: "1", b: "2", c: "3" }],
    ["  a = 1 ;  b=two words  ", { a: "1", b: "two words" }],
    ["a=1; a=2", { a: "1" }],
    ['q="quoted"', { q: "quoted" }],
    ["enc=two%20moms", { enc: "two moms" }],
    ["bad=%E0%A4%A", { bad: "%E0%A4%A" }],
    ["token=abc=def", { token: "abc=def" }],
    ["novalue; x=1", { x: "1" }],
    ["=orphan; y=2", { y: "2" }],
    ["empty=", { empty: "" }],
  ])("parses %j", (header, expected) => {
    expect(parseCookieHeader(header)).toEqual(expected);
  });

  it("keeps a cookie named __proto__ as plain data", () => {
    const cookies = parseCookieHeader("__proto__=x; a=1");
    expect(Object.getPrototypeOf(cookies)).toBe(Object.prototype);
    expect(cookies.a).toBe("1");
  });
});

describe("readPreferences", () => {
  it("reads the three preference cookies and ignores the rest", () => {
    expect(
      readPreferences("theme=dark; user_ethnicity=asian; user_orientation=gay; user_family_type=two-parent"),
    ).toEqual({ ethnicity: "asian", orientation: "gay", familyType: "two-parent" });
  });

  it("treats empty and missing values as unset", () => {
    expect(readPreferences("user_ethnicity=; other=1")).toEqual({});
    expect(readPreferences(null)).toEqual({});
  });

  it("sanitises what it reads", () => {
    expect(readPreferences("user_ethnicity=%3Cb%3Easian%3C%2Fb%3E")).toEqual({ ethnicity: "basian/b" });
  });
});

describe("sanitizePreferenceValue", () => {
  it.each<[string, string]>([
    ["latino", "latino"],
    ["<script>alert('x')</script>", "scriptalert(x)/script"],
    ['a"b&c', "abc"],
    ["two-moms; Domain=evil.example", "two-moms Domain=evil.example"],
    ["a,b", "ab"],
    ["line\r\nSet-Cookie: x=1", "lineSet-Cookie: x=1"],
    ["tab\there\u0000\u007f", "tabhere"],
    ["   padded   ", "padded"],
    ["<>\"'&;,", ""],
  ])("%j -> %j", (input, expected) => {
    expect(sanitizePreferenceValue(input)).toBe(expected);
  });

  it("caps values at 64 characters", () => {
    expect(sanitizePreferenceValue("x".repeat(100))).toBe("x".repeat(64));
    expect(sanitizePreferenceValue("<".repeat(10) + "y".repeat(70))).toBe("y".repeat(64));
  });
});

describe("Set-Cookie builder", () => {
  it("stores a preference for one year, site-wide, same-site only", () => {
    expect(buildPreferenceCookie("user_ethnicity", "latino", { secure: false })).toBe(
      "user_ethnicity=latino; Max-Age=31536000; Path=/; SameSite=Strict",
    );
  });

  it("adds Secure only on https", () => {
    expect(buildPreferenceCookie("user_family_type", "gay", { secure: true })).toBe(
      "user_family_type=gay; Max-Age=31536000; Path=/; SameSite=Strict; Secure",
    );
  });

  it("sanitises the value it stores", () => {
    expect(buildPreferenceCookie("user_ethnicity", "<b>asian</b>; Path=/x", { secure: false })).toBe(
      "user_ethnicity=basian/b Path=/x; Max-Age=31536000; Path=/; SameSite=Strict",
    );
  });

  it("expires the cookie for an empty value and when clearing", () => {
    const expired = "user_orientation=; Max-Age=0; Path=/; SameSite=Strict";
    expect(buildPreferenceCookie("user_orientation", "", { secure: false })).toBe(expired);
    expect(buildPreferenceCookie("user_orientation", "<>", { secure: false })).toBe(expired);
    expect(expirePreferenceCookie("user_orientation", { secure: false })).toBe(expired);
    expect(expirePreferenceCookie("user_orientation", { secure: true })).toBe(`${expired}; Secure`);
  });
});

describe("isHttpsRequest", () => {
  it.each<[string, Record<string, string>, boolean]>([
    ["http://127.0.0.1/settings", {}, false],
    ["https://www.example.com/settings", {}, true],
    ["http://127.0.0.1/settings", { "x-forwarded-proto": "https" }, true],
    ["http://127.0.0.1/settings", { "x-forwarded-proto": "HTTPS, http" }, true],
    ["http://127.0.0.1/settings", { "x-forwarded-proto": "http" }, false],
  ])("%s with %j -> %s", (url, headers, expected) => {
    expect(isHttpsRequest(new Request(url, { headers }))).toBe(expected);
  });

  it("ignores X-Forwarded-Proto when the proxy is not trusted", () => {
    expect(isHttpsRequest(new Request("http://127.0.0.1/settings", { headers: { "x-forwarded-proto": "https" } }), false)).toBe(false);
  });
});
