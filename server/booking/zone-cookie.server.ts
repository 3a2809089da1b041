import type { MiddlewareHandler } from "hono";
import { changedZone, parentZoneFrom, readZoneCookie, zoneCookie } from "#common/booking/zone-choices.ts";
import { single, type FormValues } from "#common/forms/form-definition.ts";

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

/**
 * The answer to a picker's button posted without JavaScript (server/forms/form-route.server.ts):
 * when the zone choice was changed, the cookie that remembers it.
 */
export function zoneCookieHeaders(businessZone: string) {
  return (kept: FormValues, request: Request): Record<string, string> | undefined => {
    const url = new URL(request.url);
    const zone = changedZone(single(kept, "zone"), parentZoneFrom(url.searchParams.get("zone")), businessZone);
    return zone ? { "Set-Cookie": zoneCookie(zone, url.protocol === "https:") } : undefined;
  };
}
