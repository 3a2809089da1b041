import { describe, expect, it } from "vitest";
import { isHostName, webOrigin } from "./web-address";

describe("a web address's host and origin", () => {
  it.each(["example.com", "www.kindredpagesreading.com", "xn--bcher-kva.de", "a-b.example.co.uk", "example.com.", "127.0.0.1", "[2606:4700::1111]", "localhost"])("takes %s as a host name", (host) => {
    expect(isHostName(host)).toBe(true);
  });

  it.each(["news.example.com,script-src", "a;b.com", "exa_mple.com", "a b.com", "-start.com", "end-.com", "a..b", "", "x".repeat(64) + ".com", "a!b.com", "[::1", "host$.com"])("refuses %j", (host) => {
    expect(isHostName(host)).toBe(false);
  });

  it("makes a header's origin from the parsed parts, and none from an address whose host is no host name", () => {
    expect(webOrigin("https://news.example.com/subscribe?x=1#y")).toBe("https://news.example.com");
    expect(webOrigin(" https://News.Example.com:8443/subscribe ")).toBe("https://news.example.com:8443");
    expect(webOrigin("https://bücher.de/")).toBe("https://xn--bcher-kva.de");
    expect(webOrigin("https://news.example.com,script-src/subscribe")).toBeNull();
    expect(webOrigin("https://a%2Cb.example.com/")).toBeNull();
    expect(webOrigin("http://news.example.com/subscribe")).toBeNull();
    expect(webOrigin("http://news.example.com/subscribe", { allowHttp: true })).toBe("http://news.example.com");
    expect(webOrigin("javascript:alert(1)", { allowHttp: true })).toBeNull();
    expect(webOrigin("not a link")).toBeNull();
  });
});
