import type { MiddlewareHandler } from "hono";
import { readZoneCookie } from "#common/booking/zone-choices.ts";

/**
 * The parent's zone remembered across visits without JavaScript (issue 33). Her choice is kept in
 * a first-party cookie (common/booking/zone-choices.ts); the page itself never reads it, so the
 * copies the page cache keeps stay the same for everyone. Instead, ahead of the cache, a visit to
 * /discovery-call (or /es/discovery-call) that names no zone is sent on to the same address with
 * `zone=` added: that copy is the one with her times.
 */
export function rememberedZone(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.searchParams.has("zone")) return next();
    const zone = readZoneCookie(c.req.header("cookie"));
    if (!zone) return next();
    url.searchParams.set("zone", zone);
    c.header("Cache-Control", "no-store");
    return c.redirect(`${url.pathname}${url.search}${url.hash}`, 302);
  };
}
