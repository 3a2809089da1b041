import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync, brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, loggablePath } from "./app.server";
import { loadServerConfig } from "./config.server";
import { openDatabase, type AppDatabase } from "./db/database.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { indexStaticFiles } from "./static-files.server";

let dir: string;
let db: AppDatabase;
let database: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kindred-app-"));
  const client = join(dir, "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  mkdirSync(join(client, "services"), { recursive: true });
  const js = "console.log('hello from an asset');".repeat(40);
  writeFileSync(join(client, "assets", "entry-abc123.js"), js);
  writeFileSync(join(client, "assets", "entry-abc123.js.br"), brotliCompressSync(js));
  writeFileSync(join(client, "assets", "entry-abc123.js.gz"), gzipSync(js));
  writeFileSync(join(client, "services", "index.html"), "<!doctype html><title>Services</title><h1>Services</h1>");
  writeFileSync(join(client, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(client, "assets", "small-abc123.js"), "export const a = 1;");
  writeFileSync(join(client, "assets", "app-abc123.css"), "body { color: black; }");
  writeFileSync(join(client, "assets", "font-abc123.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  mkdirSync(join(client, "images"), { recursive: true });
  writeFileSync(join(client, "images", "photo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(client, "images", "art.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createTestDatabase();
  db = database.db;
  app = createApp({ db, config: { ...loadServerConfig({}), LOG_REQUESTS: false }, staticFiles: indexStaticFiles(client), formTokenSecret: "test-secret" });
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("server", () => {
  it("answers the health check with the database status", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers the health check with 503 when the database does not answer", async () => {
    const config = { ...loadServerConfig({}), LOG_REQUESTS: false };
    // This run's kind, closed and removed (unmigrated: on PostgreSQL a migrated one is kept for the next test).
    const gone = await createTestDatabase({ migrate: false });
    await gone.close();
    const unreachable = openDatabase("postgres://kindred@127.0.0.1:1/nothing"); // nothing listens on port 1
    try {
      for (const dead of [gone.db, unreachable]) {
        const res = await createApp({ db: dead, config, formTokenSecret: "test-secret" }).request("/api/health");
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ status: "degraded", database: "unreachable" });
      }
    } finally {
      await unreachable.destroy();
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  });

  it("serves hashed assets compressed, with long immutable caching", async () => {
    const br = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Never revalidated, so no validator to make or send.
    expect(br.headers.get("etag")).toBeNull();
    expect(br.headers.get("content-type")).toContain("text/javascript");
    const gz = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/entry-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("hello from an asset");
  });

  it("sends a script, a stylesheet, a font or a raster picture with only the headers that act on it", async () => {
    // The document headers (policy, framing, permissions, ...) act on documents only: on each of
    // the home page's 23 scripts they added about 1 KiB, 22 KiB of its JavaScript as Lighthouse
    // counts it over HTTP/1.1 (docs/performance.md).
    const documentOnly = [
      "content-security-policy",
      "permissions-policy",
      "x-frame-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ];
    for (const path of ["/assets/entry-abc123.js", "/assets/small-abc123.js", "/assets/app-abc123.css", "/assets/font-abc123.woff2", "/images/photo.png"]) {
      const res = await app.request(path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe(path.startsWith("/images/") ? "cross-origin" : "same-origin");
      for (const name of documentOnly) expect(res.headers.get(name), `${path}: ${name}`).toBeNull();
      const headerBytes = [...res.headers].reduce((total, [name, value]) => total + name.length + value.length + 4, 0);
      expect(headerBytes, path).toBeLessThan(300);
      await res.arrayBuffer();
    }
    const tls = await app.request("https://www.kindredpagesreading.com/assets/entry-abc123.js");
    expect(tls.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    // An SVG opened by itself is a document that may run script: it keeps every header.
    const svg = await app.request("/images/art.svg");
    expect(svg.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(svg.headers.get("x-frame-options")).toBe("DENY");
    expect(svg.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("answers a matching ETag with 304", async () => {
    const first = await app.request("/robots.txt");
    const etag = first.headers.get("etag")!;
    const second = await app.request("/robots.txt", { headers: { "If-None-Match": etag } });
    expect(second.status).toBe(304);
  });

  it("serves prerendered pages by their path and redirects a trailing slash", async () => {
    const page = await app.request("/services");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toContain("must-revalidate");
    expect(await page.text()).toContain("<h1>Services</h1>");
    const slash = await app.request("/services/");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/services");
  });

  it("never redirects to another site from a path with extra leading slashes", async () => {
    for (const path of ["//evil.example/", "/\\evil.example/", "///evil.example/x/"]) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toMatch(/^\/[^/\\]/);
    }
  });

  it("never serves files outside the build", async () => {
    const res = await app.request("/../site.db");
    expect(res.status).toBe(404);
    const encoded = await app.request("/%2e%2e/site.db");
    expect(encoded.status).toBe(404);
  });

  it("sets basic security headers", async () => {
    const res = await app.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("logs one line per answer, from memory or not, with no query string and no character a visitor could forge a line with", async () => {
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(" "));
    try {
      const logging = createApp({ db, config: { ...loadServerConfig({}), LOG_REQUESTS: true }, staticFiles: indexStaticFiles(join(dir, "client")), formTokenSecret: "test-secret" });
      await logging.request("/services?email=ana%40example.org");
      await logging.request("/api/health");
      await logging.request("/no-such%0AGET%20/admin%20200%201ms");
      // Secrets: the sign-out-everywhere link's query string, a manage link and the feed, however written.
      await logging.request("/admin/sign-out-everywhere?token=c2lnbi1vdXQtc2VjcmV0LXRva2Vu");
      await logging.request("/ES/Booking/Qm9va2luZy10b2tlbi1zZWNyZXQ");
      await logging.request("/CALENDAR/c2VjcmV0LWZlZWQtdG9rZW4.ics");
    } finally {
      console.log = original;
    }
    expect(lines).toHaveLength(6);
    expect(lines[3]).toMatch(/^GET \/admin\/sign-out-everywhere \d{3} \d+ms$/);
    expect(lines[4]).toMatch(/^GET \/ES\/Booking\/\[token\] \d{3} \d+ms$/);
    expect(lines[5]).toMatch(/^GET \/CALENDAR\/\[token\] \d{3} \d+ms$/);
    for (const secret of ["c2lnbi1vdXQ", "Qm9va2luZy10", "c2VjcmV0LWZlZWQ"]) expect(lines.join("\n")).not.toContain(secret);
    expect(lines[0]).toMatch(/^GET \/services 200 \d+ms$/);
    expect(lines[1]).toMatch(/^GET \/api\/health 200 \d+ms$/);
    expect(lines[2]).toMatch(/^GET \/no-such\?GET\?\/admin\?200\?1ms 404 \d+ms$/);
    expect(lines.join("\n")).not.toContain("ana");
  });
});

describe("loggablePath", () => {
  it("keeps a page's path and replaces anything else a visitor may send", () => {
    expect(loggablePath("/research/family-bonding")).toBe("/research/family-bonding");
    expect(loggablePath("/a\r\nb <script>")).toBe("/a??b??script?");
    expect(loggablePath("/" + "x".repeat(300))).toHaveLength(123);
  });

  it("never writes the secret of a manage link or of the calendar feed", () => {
    expect(loggablePath("/booking/Qm9va2luZy10b2tlbi1zZWNyZXQ")).toBe("/booking/[token]");
    expect(loggablePath("/es/booking/Qm9va2luZy10b2tlbi1zZWNyZXQ.data")).toBe("/es/booking/[token]");
    expect(loggablePath("/calendar/c2VjcmV0LWZlZWQ.ics")).toBe("/calendar/[token]");
    expect(loggablePath("/bookings-guide")).toBe("/bookings-guide");
    // Pages match paths whatever their case, so the masking does too; and however the path is written.
    expect(loggablePath("/BOOKING/Qm9va2luZy10b2tlbi1zZWNyZXQ")).toBe("/BOOKING/[token]");
    expect(loggablePath("/es/Booking/Qm9va2luZy10b2tlbi1zZWNyZXQ")).toBe("/es/Booking/[token]");
    expect(loggablePath("/ES/BOOKING/Qm9va2luZy10b2tlbi1zZWNyZXQ/extra")).toBe("/ES/BOOKING/[token]/extra");
    expect(loggablePath("/Calendar/c2VjcmV0LWZlZWQ.ics")).toBe("/Calendar/[token]");
    expect(loggablePath("//booking/Qm9va2luZy10b2tlbi1zZWNyZXQ")).toBe("//booking/[token]");
    expect(loggablePath("/booking//Qm9va2luZy10b2tlbi1zZWNyZXQ")).toBe("/booking/[token]");
    expect(loggablePath("/%62ooking/Qm9va2luZy10b2tlbi1zZWNyZXQ")).toBe("/booking/[token]");
    expect(loggablePath("/%E0%A4%A/booking/Qm9va2luZy10b2tlbi1zZWNyZXQ")).toBe("/?E0?A4?A/booking/[token]");
  });
});
