import { createHash } from "node:crypto";
import { randomText } from "./random-pool.server";
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

/** A nonce for a response's inline scripts: 16 random bytes, base64. */
export function newNonce(): string {
  return randomText(16, "base64");
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
 * The security headers every response carries, as [name, value] pairs with lower-case names:
 * HSTS behind TLS, and for documents (anything but a subresource) the framing, referrer and
 * permissions rules; `ownPolicy`: the response sets its own Content-Security-Policy (HTML
 * does), else a document gets the strictest one. Used by applySecurityHeaders() and, as they
 * are, by the answers from memory (pages/memory-answers.server.ts), which prepare them once.
 */
export function securityHeaderPairs(path: string, https: boolean, ownPolicy: boolean): [string, string][] {
  const pairs: [string, string][] = [["x-content-type-options", "nosniff"]];
  if (https) pairs.push(["strict-transport-security", "max-age=31536000; includeSubDomains"]);
  if (subresource.test(path)) return pairs;
  pairs.push(
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["permissions-policy", permissionsPolicy],
    ["cross-origin-opener-policy", "same-origin"],
    ["x-frame-options", "DENY"],
  );
  if (!ownPolicy) pairs.push(["content-security-policy", contentSecurityPolicy([], https)]);
  return pairs;
}

/**
 * The headers every response carries (securityHeaderPairs), set on a response's headers; HTML
 * responses set their own Content-Security-Policy (anything else gets the strictest one).
 */
export function applySecurityHeaders(headers: Headers, path: string, https: boolean): void {
  headers.delete("X-Powered-By");
  headers.delete("Server");
  for (const [name, value] of securityHeaderPairs(path, https, headers.has("Content-Security-Policy"))) headers.set(name, value);
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
