import { parseCookieHeader } from "#common/preference-cookies.ts";
import { isTimeZone, timeZoneName, US_ZONE_CHOICES } from "#common/time-zone-names.ts";
import type { Language } from "#common/languages.ts";

/**
 * The time zone choice a parent makes (issue 33): the US zones first, as people say them ("Pacific
 * Time"), then the zones where most families abroad live, by name and city ("Central European Time
 * (Madrid)"), in alphabetical order. Never an IANA id on screen. A short fixed list: a phone's
 * select of 400 zones is no choice, and the list is made on the server and sent with the picker's
 * data, so the browser draws exactly what the server drew (its own Intl may name zones otherwise,
 * which broke hydration). With JavaScript a browser zone not listed here is added to the list.
 */
export type ZoneChoice = { value: string; label: string };

const WORLD_ZONES = [
  "America/Halifax", "America/St_Johns", "America/Mexico_City", "America/Guatemala", "America/Bogota", "America/Lima",
  "America/Caracas", "America/Santo_Domingo", "America/Santiago", "America/Argentina/Buenos_Aires", "America/Sao_Paulo",
  "Atlantic/Azores", "Europe/London", "Europe/Dublin", "Europe/Lisbon", "Europe/Madrid", "Europe/Paris", "Europe/Berlin",
  "Europe/Rome", "Europe/Warsaw", "Europe/Athens", "Europe/Kyiv", "Europe/Istanbul", "Europe/Moscow", "Africa/Lagos",
  "Africa/Cairo", "Africa/Johannesburg", "Africa/Nairobi", "Asia/Jerusalem", "Asia/Riyadh", "Asia/Dubai", "Asia/Karachi",
  "Asia/Kolkata", "Asia/Dhaka", "Asia/Bangkok", "Asia/Ho_Chi_Minh", "Asia/Jakarta", "Asia/Manila", "Asia/Shanghai",
  "Asia/Hong_Kong", "Asia/Singapore", "Asia/Seoul", "Asia/Tokyo", "Australia/Perth", "Australia/Sydney", "Pacific/Auckland",
];

const cityOf = (zone: string) => zone.slice(zone.lastIndexOf("/") + 1).replace(/_/g, " ");

export function zoneChoices(language: Language): ZoneChoice[] {
  const us: ZoneChoice[] = US_ZONE_CHOICES.map((zone) => ({ value: zone, label: timeZoneName(zone, language) }));
  const rest = WORLD_ZONES.filter(isTimeZone)
    .map((zone) => ({ value: zone, label: `${timeZoneName(zone, language)} (${cityOf(zone)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [...us, ...rest];
}

/** The choices with `zone` (the browser's) in them: added, by name, when it is not listed. */
export function withZone(choices: readonly ZoneChoice[], zone: string | null, language: Language): readonly ZoneChoice[] {
  if (!zone || choices.some((choice) => choice.value === zone) || !isTimeZone(zone)) return choices;
  return [{ value: zone, label: `${timeZoneName(zone, language)} (${cityOf(zone)})` }, ...choices];
}

/** A zone the parent sent (a query value, a form field): kept only when it is a real zone. */
export function parentZoneFrom(value: string | null | undefined): string | null {
  const zone = (value ?? "").trim();
  return zone && isTimeZone(zone) ? zone : null;
}

/**
 * The zone a parent chose, remembered in this browser for a year (issue 33): set when she picks
 * one (the choice with JavaScript, "Show my times" or a day without), read back by the picker and,
 * without JavaScript, by the server, which then sends /discovery-call on to `?zone=` (the kept
 * copies of the page stay the same for everyone: server/booking/zone-cookie.server.ts).
 */
export const ZONE_COOKIE = "booking_zone";

export function zoneCookie(zone: string, secure: boolean): string {
  return `${ZONE_COOKIE}=${encodeURIComponent(zone)}; Max-Age=31536000; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The zone remembered in a Cookie header (or `document.cookie`), when it is a real zone. */
export function readZoneCookie(header: string | null | undefined): string | null {
  const cookies = parseCookieHeader(header);
  return parentZoneFrom(Object.hasOwn(cookies, ZONE_COOKIE) ? cookies[ZONE_COOKIE] : null);
}

/**
 * The zone a parent picked in the choice and sent with one of the picker's buttons (without
 * JavaScript), when it is another than the one the page showed (`shown`, else the business's): the
 * page then shows it, carries it on, and remembers it. Null when she left the choice as it was.
 */
export function changedZone(posted: string | null | undefined, shown: string | null | undefined, businessZone: string): string | null {
  const zone = parentZoneFrom(posted);
  return zone && zone !== (shown || businessZone) ? zone : null;
}
