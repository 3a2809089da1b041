import { isTimeZone, timeZoneName, US_ZONE_CHOICES } from "~/lib/time-zone-names";

/**
 * The time zone choice a parent makes without JavaScript (issue 33): the US zones first, as people
 * say them ("Pacific Time"), then every other zone this runtime knows, by its name and a city
 * ("Central European Time (Madrid)"), in alphabetical order. Never an IANA id on screen.
 */
export type ZoneChoice = { value: string; label: string };

const cityOf = (zone: string) => zone.slice(zone.lastIndexOf("/") + 1).replace(/_/g, " ");

export function zoneChoices(language: "en" | "es"): ZoneChoice[] {
  const us: ZoneChoice[] = US_ZONE_CHOICES.map((zone) => ({ value: zone, label: timeZoneName(zone, language) }));
  const taken = new Set<string>(US_ZONE_CHOICES);
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const rest = all
    .filter((zone) => !taken.has(zone) && zone.includes("/"))
    .map((zone) => ({ value: zone, label: `${timeZoneName(zone, language)} (${cityOf(zone)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [...us, ...rest];
}

/** A zone the parent sent (a query value, a form field): kept only when it is a real zone. */
export function parentZoneFrom(value: string | null | undefined): string | null {
  const zone = (value ?? "").trim();
  return zone && isTimeZone(zone) ? zone : null;
}
