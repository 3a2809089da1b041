import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/forms";
import { webFontsScript } from "#common/web-fonts-script.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.server";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe("security headers", () => {
  it("are on every response, with no version strings", async () => {
    for (const path of ["/api/health", "/api/nope", "/api/events"]) {
      const res = await t.app.request(path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("server")).toBeNull();
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("never allow unsafe-inline or unsafe-eval for scripts", () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"], true);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("upgrade-insecure-requests");
  });

  it("add Strict-Transport-Security over https, and behind a trusted TLS proxy only", async () => {
    const direct = await t.app.request("https://www.kindredpagesreading.com/api/health");
    expect(direct.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const spoofed = await t.app.request("/api/health", { headers: { "X-Forwarded-Proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const res = await proxied.app.request("/api/health", { headers: { "X-Forwarded-Proto": "https" } });
      expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
    } finally {
      await proxied.close();
    }
  });

  it("hash the inline scripts of prerendered pages, skipping external scripts and JSON-LD", () => {
    const html = `<script type="application/ld+json">{"a":1}</script><script>window.__x=1</script><script type="module" src="/a.js"></script><script type="module">import "/b.js"</script>`;
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash("window.__x=1"), hash('import "/b.js"')]);
  });

  it("hash only the scripts that close the document, never one in the page's content", () => {
    const page = `<html><body><main><p>Hi</p><script>steal()</script><p>more</p></main><footer>f</footer><script>ours()</script><!--$--><script type="module">go()</script><!--/$--></body></html>`;
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(page)).toEqual([hash("ours()"), hash("go()")]);
  });

  it("hash the web fonts' switch in <head> as it is, and a changed copy of it nowhere", () => {
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const page = (head: string) => `<html><head><script>${head}</script></head><body><main></main><script>ours()</script></body></html>`;
    expect(inlineScriptHashes(page(webFontsScript))).toEqual([hash("ours()"), hash(webFontsScript)]);
    expect(inlineScriptHashes(page(`${webFontsScript};steal()`))).toEqual([hash("ours()")]);
  });
});

describe("writes from other sites", () => {
  const body = JSON.stringify({ broken: true });
  it.each([
    [{ Origin: "https://evil.example" }],
    // The address the request was sent to, but over TLS that no proxy the site trusts vouched for.
    [{ Origin: "https://localhost" }],
    [{ "Sec-Fetch-Site": "cross-site" }],
    [{ "Sec-Fetch-Site": "same-site" }],
  ])("are refused with 403 (%j)", async (headers) => {
    const res = await t.app.request("/api/submit-contact", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
    expect(res.status).toBe(403);
  });

  it.each([
    [{ Origin: "http://localhost" }],
    // The site's own address (SITE_URL), whatever Host a proxy passed on.
    [{ Origin: "https://www.kindredpagesreading.com" }],
    [{ "Sec-Fetch-Site": "same-origin" }],
    [{}],
  ])("from this site are let through (%j)", async (headers) => {
    const res = await t.app.request("http://localhost/api/submit-contact", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
    expect(res.status).toBe(400);
  });
});
