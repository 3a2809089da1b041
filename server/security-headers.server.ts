import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { announcementScript } from "#common/editing/announcement-script.ts";
import { webFontsScript } from "#common/web-fonts-script.ts";

export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * The Content-Security-Policy: scripts only from this site, plus the inline scripts that
 * hydration needs, allowed by their hashes (every page: the same bytes for everyone, so no nonce). Styles allow inline style attributes (Radix positions popovers with them).
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

/** A page's Content-Security-Policy over TLS and over plain HTTP (made once per page, in app.server.ts). */
export type PagePolicies = { https: string; http: string };

/**
 * 'sha256-…' sources for the inline scripts a page runs: the executable inline scripts of the run
 * of scripts that closes the document (React Router's context and data, the bootstrap, the scroll
 * restoration), separated by nothing but whitespace and comments. A script anywhere else (markup
 * injected into the page's content, should that ever happen) gets no hash, so the policy blocks it.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)];
  const closing: RegExpMatchArray[] = [];
  let end = html.search(/<\/body>|$/i);
  for (let i = scripts.length - 1; i >= 0; i--) {
    const script = scripts[i]!;
    if (!/^(?:\s|<!--[\s\S]*?-->)*$/.test(html.slice(script.index! + script[0].length, end))) break;
    closing.unshift(script);
    end = script.index!;
  }
  const hashes: string[] = [];
  for (const match of closing) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD) are never executed, so the policy does not apply to them.
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.push(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  // Two scripts of the site's own sit outside the closing run: the web fonts' switch in <head>
  // (common/web-fonts-script.ts) and the announcement bar's at the top of the body
  // (common/editing/announcement-script.ts). Each is allowed by its hash wherever it appears as it is.
  for (const { tag, hash } of fixedScripts) if (html.includes(tag)) hashes.push(hash);
  return [...new Set(hashes)];
}

const fixedScripts = [webFontsScript, announcementScript].map((script) => ({
  tag: `<script>${script}</script>`,
  hash: `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`,
}));

/** Whether the visitor reached us over TLS (directly, or through a proxy we trust). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (c.req.url.startsWith("https:")) return true;
  return trustProxy && (c.req.header("x-forwarded-proto") ?? "").split(",")[0]?.trim() === "https";
}

/** Who may use what: nothing but the video player's needs, for the site and the player alone. */
const videoPlayer = ["self", VIDEO_EMBED_ORIGIN];
const permissionsPolicy = {
  accelerometer: [],
  camera: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
  fullscreen: videoPlayer,
  autoplay: videoPlayer,
  encryptedMedia: videoPlayer,
  pictureInPicture: videoPlayer,
};

/**
 * An answer no document is made from: a script, a stylesheet, a font, a raster picture. The
 * document headers (the policy, framing, permissions, opener, origin cluster, referrer, the legacy
 * X- switches) act only on documents (and on workers, which the policy forbids), so on these they
 * would only add bytes: about 1 KiB on every hashed file, 22 KiB over the home page's 23 scripts
 * as Lighthouse counts them over HTTP/1.1, headers included (docs/performance.md). (A
 * stylesheet's own requests without a Referrer-Policy use the browser's default,
 * strict-origin-when-cross-origin: the documents' value.) An SVG picture keeps every header: opened
 * by itself it is a document and may run script.
 */
export function isSubresourceType(contentType: string | null | undefined): boolean {
  return /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/i.test(contentType ?? "");
}

/**
 * The security headers every answer carries, whatever made it: Hono's secureHeaders (framing,
 * referrer, permissions, nosniff, cross-origin isolation), HSTS only over TLS (directly, or
 * through a proxy trusted to say so: a browser told over plain HTTP would ignore it, and a site
 * reached on localhost must not pin itself to HTTPS), and, for an answer without a
 * Content-Security-Policy of its own (HTML brings one), the strictest policy. A script,
 * stylesheet, font or raster picture (isSubresourceType) carries only what acts on it: nosniff,
 * the Cross-Origin-Resource-Policy, and HSTS over TLS.
 */
export function securityHeaders(trustProxy: boolean): MiddlewareHandler {
  const forDocuments = secureHeaders({
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    strictTransportSecurity: false,
    permissionsPolicy,
    overwrite: false,
  });
  const forSubresources = secureHeaders({
    xContentTypeOptions: true,
    crossOriginResourcePolicy: true,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
  const fallback = contentSecurityPolicy([], false);
  const answered = async () => {};
  return async (c, next) => {
    await next();
    // secureHeaders sets its headers once the handler it wraps has answered: here, the answer is made.
    const subresource = isSubresourceType(c.res.headers.get("Content-Type"));
    await (subresource ? forSubresources : forDocuments)(c, answered);
    if (!subresource && !c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", fallback);
    // The artwork and the share picture may be shown by other sites and mail readers (the rest stays same-origin).
    if (c.req.path.startsWith("/images/")) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    if (isHttps(c, trustProxy)) c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

/**
 * The URL of this request as the site knows it: on the site's own origin (SITE_URL) when the
 * browser says it came from there (a proxy may pass a Host without the port, or another name),
 * else as the visitor sent it, https when the connection (or a proxy trusted to say so) was TLS.
 * React Router checks a POST's Origin against this URL, and so does sameOriginWrites().
 */
export function requestUrl(c: Context, trustProxy: boolean, siteOrigin: string): URL {
  const url = new URL(c.req.url);
  if (c.req.header("origin") === siteOrigin) return new URL(siteOrigin + url.pathname + url.search);
  if (url.protocol === "http:" && isHttps(c, trustProxy)) url.protocol = "https:";
  return url;
}

/**
 * Refuses state-changing requests sent from other sites: by the Fetch Metadata header when the
 * browser sends one, else by Origin, which must be this request's own (requestUrl(): the site's,
 * or the one the visitor reached). React Router checks page actions the same way, so an Origin it
 * would refuse is refused here, with one log line and no stack trace. Requests with neither
 * (curl, server-to-server) pass.
 */
export function sameOriginWrites(trustProxy: boolean, siteOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const crossSite = site ? site !== "same-origin" && site !== "none" : false;
    if (crossSite || (origin !== undefined && origin !== requestUrl(c, trustProxy, siteOrigin).origin)) {
      return c.json({ error: "Requests from other sites are not accepted." }, 403);
    }
    return next();
  };
}
