import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { isHttps, type PagePolicies } from "./security-headers.server";

/**
 * The built client (hashed assets, public files and prerendered pages), indexed and held in
 * memory at start-up with the .br and .gz copies scripts/precompress.mjs made. The build output
 * never changes while the server runs, so this avoids a disk read per request and makes path
 * traversal impossible: only indexed paths are served. (Hono's serveStatic reads the disk for
 * each answer and would compress nothing ahead of time; this is the same job in 60 lines.)
 */
export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  /** Absent for hashed assets, which are cached for good and never revalidated. */
  etag: string | undefined;
  cacheControl: string;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  // React Router's prerendered navigation data (single fetch, turbo-stream encoded).
  ".data": "text/x-script",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=3600";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function cacheControlFor(urlPath: string, ext: string): string {
  // Vite writes content-hashed file names under /assets: safe to cache forever.
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (ext === ".html" || ext === ".data" || ext === ".xml" || ext === ".txt") return REVALIDATE;
  return SHORT;
}

export function indexStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  let all: string[];
  try {
    all = walk(root);
  } catch {
    return files;
  }
  const present = new Set(all);
  for (const full of all) {
    const ext = extname(full);
    if (ext === ".br" || ext === ".gz") continue;
    const urlPath = "/" + relative(root, full).split(sep).join("/");
    const stat = statSync(full);
    const body = readFileSync(full);
    files.set(urlPath, {
      body,
      br: present.has(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
      gzip: present.has(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
      type: contentTypes[ext] ?? "application/octet-stream",
      // A hashed asset is never asked about again (immutable): no validator to send with it.
      etag: urlPath.startsWith("/assets/") ? undefined : `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      cacheControl: cacheControlFor(urlPath, ext),
    });
  }
  return files;
}

/** Maps a request path to an indexed file: assets as they are, pages to their index.html. */
export function lookupStaticFile(files: Map<string, StaticFile>, pathname: string): StaticFile | undefined {
  const direct = files.get(pathname);
  if (direct) return direct;
  if (pathname === "/") return files.get("/index.html");
  return files.get(`${pathname}/index.html`);
}

/** Picks the best encoding the client accepts (q-values honoured, brotli first) among those that exist. */
export function chooseEncoding(file: { br?: unknown; gzip?: unknown }, acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  // Browsers send a plain list ("gzip, deflate, br, zstd"): no q-values to weigh.
  if (!acceptEncoding.includes(";")) {
    const accepted = acceptEncoding.toLowerCase();
    if (file.br && /\bbr\b/.test(accepted)) return "br";
    return file.gzip && /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  }
  const accepts = parseAccept(acceptEncoding);
  const q = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === "*")?.q ?? 0;
  const br = file.br ? q("br") : 0;
  const gzip = file.gzip ? q("gzip") : 0;
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : undefined;
}

/**
 * Answers GET and HEAD for a file of the build, in the best encoding the client takes, with its
 * validator (the etag middleware answers a matching If-None-Match with a 304). Anything else is
 * left to the next handler.
 */
export function serveBuildFiles(files: Map<string, StaticFile>, options: { trustProxy: boolean; policies: (html: string) => PagePolicies }): MiddlewareHandler {
  /** A prerendered page's policy (it allows its inline scripts by hash): made on its first request. */
  const pagePolicies = new WeakMap<StaticFile, PagePolicies>();
  return async (c, next) => {
    const file = lookupStaticFile(files, c.req.path);
    if (!file) return next();
    const encoding = chooseEncoding(file, c.req.header("accept-encoding"));
    const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body;
    const headers: Record<string, string> = { "Content-Type": file.type, "Cache-Control": file.cacheControl, Vary: "Accept-Encoding" };
    if (file.etag) headers.ETag = file.etag;
    if (encoding) headers["Content-Encoding"] = encoding;
    if (file.type.startsWith("text/html")) {
      let policies = pagePolicies.get(file);
      if (!policies) pagePolicies.set(file, (policies = options.policies(file.body.toString("utf8"))));
      headers["Content-Security-Policy"] = policies[isHttps(c, options.trustProxy) ? "https" : "http"];
    }
    // A view of the kept bytes, not a copy.
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers });
  };
}
