import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.server";
import { loadServerConfig } from "./config.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { siteBuild } from "#tests/site-app";
import { indexStaticFiles } from "./static-files.server";

/**
 * The one pipeline (decision 11): every kind of answer passes through the same middleware, so each
 * carries the same security headers and is logged once. Through the site's pages compiled from the
 * sources (tests/site-app.ts), and the files of public/ served from memory as the build's are (the
 * build's own assets: pipeline.built.test.ts).
 */
const publicFiles = () => indexStaticFiles(fileURLToPath(new URL("../public", import.meta.url)));

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let eventsEtag: string;

beforeAll(async () => {
  t = await createTestDatabase();
  const config = { ...loadServerConfig({}), LOG_REQUESTS: true };
  app = createApp({ db: t.db, config, build: await siteBuild(), staticFiles: publicFiles(), formTokenSecret: "pipeline-test-secret" });
  const original = console.log;
  console.log = () => {};
  try {
    eventsEtag = (await app.request("/events")).headers.get("etag")!;
  } finally {
    console.log = original;
  }
});

afterAll(async () => {
  await t?.close();
});

/**
 * The headers every answer that may be a document must carry (CSP: present, its value depends on
 * the page). A script, stylesheet, font or raster picture carries only those that act on it (below).
 */
const securityHeaders = [
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "strict-transport-security",
] as const;

async function logged(request: () => Response | Promise<Response>): Promise<{ response: Response; lines: string[] }> {
  const lines: string[] = [];
  const original = console.log;
  console.log = (...args: unknown[]) => void lines.push(args.join(" "));
  try {
    const response = await request();
    await response.arrayBuffer();
    return { response, lines };
  } finally {
    console.log = original;
  }
}

const kinds: [string, () => Response | Promise<Response>, number][] = [
  ["a public page from memory (/services)", () => app.request("/services"), 200],
  ["a file from memory (an image)", () => app.request("/images/hero/default.svg"), 200],
  ["a page from memory", () => app.request("/events"), 200],
  ["a form page from memory", () => app.request("/connect"), 200],
  ["a page rendered per request (the back office)", () => app.request("/admin/sign-in"), 200],
  // HEAD is answered as GET, then sent without the body: the same headers.
  ["HEAD of a page from memory", () => app.request("/services", { method: "HEAD" }), 200],
  ["HEAD of a file from memory (an image)", () => app.request("/images/hero/default.svg", { method: "HEAD" }), 200],
  ["HEAD of a page rendered per request", () => app.request("/admin/sign-in", { method: "HEAD" }), 200],
  ["a page's data for a client-side navigation (.data)", () => app.request("/connect.data"), 200],
  ["the API", () => app.request("/api/health"), 200],
  ["a page that does not exist (404)", () => app.request("/no-such-page"), 404],
  ["a method pages do not answer (405)", () => app.request("/services", { method: "PUT" }), 405],
  ["a revalidated page (304)", () => app.request("/events", { headers: { "If-None-Match": eventsEtag } }), 304],
  ["a path that cannot be decoded (400)", () => app.request("/%E0%A4%A"), 400],
];

describe("every kind of answer goes through the one pipeline", () => {
  it.each(kinds)("%s carries the same security headers, over TLS too, and one log line", async (_kind, request, status) => {
    const reference = await app.request("/api/health", { headers: { "X-Forwarded-Proto": "https" } });
    const { response, lines } = await logged(request);
    expect(response.status).toBe(status);
    for (const name of securityHeaders) {
      if (name === "strict-transport-security") continue; // plain HTTP: none (below, over TLS)
      // The artwork may be shown by other sites and mail readers; nothing else may be embedded elsewhere.
      if (name === "cross-origin-resource-policy" && _kind.includes("image")) {
        expect(response.headers.get(name)).toBe("cross-origin");
        continue;
      }
      expect(response.headers.get(name), name).toBe(reference.headers.get(name));
      expect(response.headers.get(name), name).toBeTruthy();
    }
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy")).not.toMatch(/nonce|unsafe-inline'[^;]*script|script-src[^;]*unsafe/);
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^[A-Z]+ /\\S* ${status} \\d+ms$`));
  });

  it("adds Strict-Transport-Security to each kind of answer when the visitor came over TLS", async () => {
    const tls = createApp({
      db: t.db,
      config: { ...loadServerConfig({}), LOG_REQUESTS: false },
      build: await siteBuild(),
      staticFiles: publicFiles(),
      formTokenSecret: "pipeline-test-secret",
    });
    for (const path of ["/services", "/images/hero/default.svg", "/events", "/connect", "/admin/sign-in", "/api/health", "/no-such-page"]) {
      const response = await tls.request(`https://www.kindredpagesreading.com${path}`);
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      await response.arrayBuffer();
    }
  });

  it("keeps a page's own policy on a 304 (Firefox and Safari apply it to the page they keep)", async () => {
    for (const path of ["/events", "/services"]) {
      const page = await app.request(path);
      const again = await app.request(path, { headers: { "If-None-Match": page.headers.get("etag")! } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("content-security-policy"), path).toBe(page.headers.get("content-security-policy"));
      expect(again.headers.get("content-security-policy"), path).toContain("'sha256-");
    }
  });

  it("allows every HTML page's inline scripts by their hashes, never a nonce", async () => {
    for (const path of ["/services", "/events", "/connect", "/admin/sign-in", "/no-such-page"]) {
      const response = await app.request(path);
      const html = await response.text();
      expect(html, path).not.toContain("nonce=");
      const scriptSrc = response.headers.get("content-security-policy")!.split("; ").find((d) => d.startsWith("script-src"))!;
      expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    }
  });

  it("refuses a path that cannot be decoded with a 400 and one log line", async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(" "));
    try {
      const { response, lines } = await logged(() => app.request("/%E0%A4%A"));
      expect(response.status).toBe(400);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^GET \/\?E0\?A4\?A 400 \d+ms$/);
    } finally {
      console.warn = original;
    }
    expect(warnings).toEqual([]);
  });

  it("lets a page's own form through to its action, whichever address it was sent from, and refuses another site's once", async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(" "));
    const clear = (url: string, headers: Record<string, string>, on = app) =>
      on.request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "intent=clear" });
    try {
      // The site's own address (SITE_URL), whatever Host a proxy passed on.
      expect((await clear("http://127.0.0.1:3000/settings", { Origin: "https://www.kindredpagesreading.com" })).status).toBe(200);
      // The address the visitor reached, over TLS that a proxy the site trusts vouched for.
      const proxied = createApp({
        db: t.db,
        config: { ...loadServerConfig({}), LOG_REQUESTS: false, TRUST_PROXY: true },
        build: await siteBuild(),
        formTokenSecret: "pipeline-test-secret",
      });
      expect((await clear("http://kindred.test/settings", { Origin: "https://kindred.test", "X-Forwarded-Proto": "https" }, proxied)).status).toBe(200);
      // Another site: refused before React Router sees it.
      const { response, lines } = await logged(() => clear("http://127.0.0.1:3000/settings", { Origin: "https://evil.example" }));
      expect(response.status).toBe(403);
      expect(lines).toHaveLength(1);
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
  });
});
