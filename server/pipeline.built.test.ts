import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.server";
import { loadServerConfig } from "./config.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { indexStaticFiles } from "./static-files.server";

/**
 * What only the production build has (`npm run build`; TEST_BUILT=1, tests/built.global-setup.ts):
 * the page's hashed scripts under /assets, served from memory with their precompressed copies. The
 * rest of the one pipeline is tested on the sources (pipeline.server.test.ts).
 */
const buildDir = join(process.cwd(), process.env.BUILD_DIR ?? "build");

let t: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  const build = (await import(/* @vite-ignore */ join(buildDir, "server", "index.js"))) as ServerBuild;
  app = createApp({ db: t.db, config: { ...loadServerConfig({}), LOG_REQUESTS: false }, build, staticFiles: indexStaticFiles(join(buildDir, "client")), formTokenSecret: "pipeline-test-secret" });
});

afterAll(async () => {
  await t?.close();
});

/** The headers that act on a document only (pipeline.server.test.ts checks each answer has them). */
const documentHeaders = ["x-frame-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy", "origin-agent-cluster", "content-security-policy"];

describe("the build's own files through the one pipeline", () => {
  it("sends the home page's scripts with nosniff and their resource policy, none of the document headers", async () => {
    // Lighthouse counts every script's headers in the home page's JavaScript (budget 140 KiB): the
    // document headers added about 1 KiB to each of 23 scripts (docs/performance.md).
    const html = await (await app.request("/")).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(10);
    for (const path of scripts) {
      const response = await app.request(path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      for (const name of documentHeaders) expect(response.headers.get(name), `${path}: ${name}`).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
      const headerBytes = [...response.headers].reduce((total, [name, value]) => total + name.length + value.length + 4, 0);
      expect(headerBytes, path).toBeLessThan(300);
      await response.arrayBuffer();
    }
    const tls = await app.request(`https://www.kindredpagesreading.com${scripts[0]}`);
    expect(tls.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    await tls.arrayBuffer();
  });

  it("sends a script's brotli or gzip copy made at build time, whichever the browser takes", async () => {
    const html = await (await app.request("/")).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    const sizes = await Promise.all(scripts.map(async (path) => ({ path, bytes: (await (await app.request(path)).arrayBuffer()).byteLength })));
    const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!;
    const br = await app.request(largest.path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect((await br.arrayBuffer()).byteLength).toBeLessThan(largest.bytes / 2);
    const gzip = await app.request(largest.path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    await gzip.arrayBuffer();
  });

  it("paints the page before any script loads: the build's bootstrap asks for the scripts after the first paint", async () => {
    // app/lib/paint-first.server.ts, applied by the production build only (the sources' pages keep React Router's own).
    const html = await (await app.request("/services")).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain("first-contentful-paint");
  });
});
