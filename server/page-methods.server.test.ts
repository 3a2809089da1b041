import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { redirect, type ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.server";
import { loadServerConfig } from "./config.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";

// A React Router build shaped like the site's: a root layout, an index page, plain pages, a
// nested page, one page with an action (like /settings) and the catch-all 404. The requests go
// through the real React Router request handler, which logs a stack trace for every request it
// refuses with 405, so the log checks below fail if the server lets one reach it.
const page = () => null;
const route = (id: string, parentId: string | undefined, path: string | undefined, module: Record<string, unknown>, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  caseSensitive: undefined,
  module: { default: page, ...module },
});
const fakeBuild = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) => {
        headers.set("Content-Type", "text/html; charset=utf-8");
        return new Response("<!doctype html><title>Page</title><p>A page</p>", { status, headers });
      },
    },
  },
  routes: {
    root: route("root", undefined, "", {}),
    "routes/home": route("routes/home", "root", undefined, {}, true),
    "routes/services": route("routes/services", "root", "services", {}),
    "routes/research": route("routes/research", "root", "research", {}),
    "routes/research-study": route("routes/research-study", "routes/research", ":studyId", {}),
    "routes/settings": route("routes/settings", "root", "settings", { action: () => redirect("/settings?saved=1") }),
    "routes/not-found": route("routes/not-found", "root", "*", {}),
  },
  assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: {}, url: "/assets/manifest.js", version: "1" },
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let database: TestDatabase;
let server: ServerType;
let port: number;

// Over a real socket, as in production: fetch's Request (and so app.request) refuses TRACE.
beforeAll(async () => {
  database = await createTestDatabase();
  const app = createApp({ db: database.db, config: { ...loadServerConfig({}), LOG_REQUESTS: true }, build: fakeBuild, formTokenSecret: "test-secret" });
  await new Promise<void>((listening) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      port = info.port;
      listening();
    });
  });
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await database.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Sends one request and returns the response with everything written to the console meanwhile. */
async function send(method: string, path: string) {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(" "));
  };
  for (const name of ["log", "error", "warn", "info", "debug"] as const) vi.spyOn(console, name).mockImplementation(record);
  try {
    const { status, headers, body } = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((answered, failed) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => answered({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", failed);
      req.end();
    });
    return { status, allow: headers.allow ?? null, location: headers.location ?? null, body, lines };
  } finally {
    vi.restoreAllMocks();
  }
}

const refused = ["OPTIONS", "PUT", "DELETE", "PATCH", "TRACE"];

describe("methods pages do not answer", () => {
  for (const method of refused) {
    for (const [path, allow] of [
      ["/", "GET, HEAD"],
      ["/services", "GET, HEAD"],
      ["/research/family-bonding", "GET, HEAD"],
      ["/no-such-page", "GET, HEAD"],
      ["/settings", "GET, HEAD, POST"],
    ] as const) {
      it(`${method} ${path} is a 405 with Allow: ${allow} and one plain log line`, async () => {
        const { status, allow: allowed, lines } = await send(method, path);
        expect(status).toBe(405);
        expect(allowed).toBe(allow);
        expect(lines).toEqual([expect.stringMatching(new RegExp(`^${method} ${path.replace(/[/-]/g, "\\$&")} 405 \\d+ms$`))]);
      });
    }
  }

  it("POST to a page without a form is a 405 with Allow: GET, HEAD and no stack trace", async () => {
    for (const path of ["/services", "/", "/no-such-page", "/services.data", "/_root.data"]) {
      const { status, allow, lines } = await send("POST", path);
      expect(status, path).toBe(405);
      expect(allow, path).toBe("GET, HEAD");
      expect(lines.join("\n"), path).not.toMatch(/\n\s+at |Error/);
      expect(lines, path).toHaveLength(1);
    }
  });

  it("POST still reaches a page's action, from a plain form and from the router's data request", async () => {
    const plain = await send("POST", "/settings");
    expect(plain.status).toBe(302);
    expect(plain.location).toBe("/settings?saved=1");
    const data = await send("POST", "/settings.data");
    expect(data.status).not.toBe(405);
    expect(data.body).toContain("/settings?saved=1");
  });

  it("GET and HEAD are untouched", async () => {
    const get = await send("GET", "/services");
    expect(get.status).toBe(200);
    expect(get.body).toContain("A page");
    const head = await send("HEAD", "/services");
    expect(head.status).toBe(200);
  });

  it("leaves the API's methods to the API", async () => {
    const { allow, body } = await send("OPTIONS", "/api/health");
    expect(allow).toBeNull();
    expect(JSON.parse(body)).toEqual({ error: "Not found" });
  });
});

/** A POST whose body arrives in chunks with no Content-Length, as a slow or hostile client may send it. */
async function postChunked(path: string, bytes: number, contentType = "application/x-www-form-urlencoded") {
  return new Promise<{ status: number; location: string | null }>((answered, failed) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers: { "Content-Type": contentType } }, (res) => {
      res.resume();
      res.on("end", () => answered({ status: res.statusCode ?? 0, location: res.headers.location ?? null }));
    });
    // The server may answer and close before the whole body is written.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : failed(error)));
    const chunk = "a=" + "x".repeat(16 * 1024 - 2);
    for (let sent = 0; sent < bytes; sent += chunk.length) req.write(chunk.slice(0, Math.min(chunk.length, bytes - sent)));
    req.end();
  });
}

describe("request bodies", () => {
  it("a page POST is read no further than the largest form allows, even without a Content-Length", async () => {
    expect(await postChunked("/settings", 1024 * 1024)).toMatchObject({ status: 413 });
    // A body within the limit still reaches the action.
    expect(await postChunked("/settings", 2 * 1024)).toEqual({ status: 302, location: "/settings?saved=1" });
  });

  it("the traffic beacon refuses a chunked body longer than a path", async () => {
    expect(await postChunked("/api/view", 64 * 1024, "text/plain")).toMatchObject({ status: 413 });
  });
});
