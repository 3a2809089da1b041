import { createHash, randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * The Content-Security-Policy: scripts only from this site, plus the inline scripts that
 * hydration needs, allowed by a per-response nonce (server-rendered pages) or by their hashes
 * (prerendered pages). Styles allow inline style attributes (Radix positions popovers with them).
 * Images may come from https hosts: the newsletter's article covers and testimonial photos.
 * `formTargets`: origins a form may be redirected to (the newsletter platform).
 */
export function contentSecurityPolicy(scriptSources: string[], https: boolean, formTargets: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // The newsletter forms post here and are sent on to the newsletter platform's subscribe page.
    `form-action 'self' ${formTargets.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Random bytes for nonces, drawn from the system's generator 4 KiB at a time and each byte used
 * once (as Node's randomUUID does): one call to the generator per 256 nonces instead of one each.
 */
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

export function newNonce(): string {
  if (noncePoolOffset + 16 > noncePool.length) {
    noncePool = randomBytes(4096);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + 16);
  noncePoolOffset += 16;
  return nonce;
}

/** 'sha256-…' sources for each inline executable script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD) are never executed, so the policy does not apply to them.
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.push(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/** Whether the visitor reached us over TLS (directly, or through a proxy we trust). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && (c.req.header("x-forwarded-proto") ?? "").split(",")[0]?.trim() === "https";
}

const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  `fullscreen=(self "${VIDEO_EMBED_ORIGIN}")`,
  `autoplay=(self "${VIDEO_EMBED_ORIGIN}")`,
  `encrypted-media=(self "${VIDEO_EMBED_ORIGIN}")`,
  `picture-in-picture=(self "${VIDEO_EMBED_ORIGIN}")`,
].join(", ");

/** Hashed scripts, styles, fonts and images: no document runs from them, so document headers would only add bytes. */
const subresource = /^\/(assets|images)\/|\.(woff2?|svg|png|ico)$/;

/**
 * The headers every response carries, set on a response's headers; HTML responses set their own
 * Content-Security-Policy (anything else gets the strictest one). Used by securityHeaders() and
 * by the pages answered from memory ahead of it (app.server.ts).
 */
export function applySecurityHeaders(headers: Headers, path: string, https: boolean): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.delete("X-Powered-By");
  headers.delete("Server");
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (subresource.test(path)) return;
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", permissionsPolicy);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy([], https));
}

/** Every response's security headers (applySecurityHeaders), after the rest of the app has answered. */
export function securityHeaders(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, c.req.path, isHttps(c, trustProxy));
  };
}

/**
 * Refuses state-changing requests sent from other sites: by the Fetch Metadata header when the
 * browser sends one, else by Origin. Requests with neither (curl, server-to-server) pass.
 */
export function sameOriginWrites(siteUrl: string): MiddlewareHandler {
  const allowed = new Set([new URL(siteUrl).origin]);
  return async (c, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const own = new URL(c.req.url).origin;
    const crossSite = site ? site !== "same-origin" && site !== "none" : false;
    const foreignOrigin = origin !== undefined && origin !== own && !allowed.has(origin);
    if (crossSite || foreignOrigin) {
      return c.json({ error: "Requests from other sites are not accepted." }, 403);
    }
    return next();
  };
}
