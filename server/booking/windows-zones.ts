import { isTimeZone } from "#common/time-zone-names.ts";

/**
 * Outlook (and Exchange) write Windows time zone names in TZID ("Eastern Standard Time") where
 * every other calendar writes an IANA id. The common ones, mapped as the Unicode CLDR's
 * windowsZones.xml maps them for territory "001" (common/supplemental/windowsZones.xml,
 * https://github.com/unicode-org/cldr), with today's IANA spelling where CLDR keeps an old link
 * (Asia/Calcutta is Asia/Kolkata). A name not here falls back to the file's own VTIMEZONE, then to
 * the business's zone.
 */
const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  "Dateline Standard Time": "Etc/GMT+12",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Aleutian Standard Time": "America/Adak",
  "Alaskan Standard Time": "America/Anchorage",
  "Pacific Standard Time": "America/Los_Angeles",
  "Pacific Standard Time (Mexico)": "America/Tijuana",
  "US Mountain Standard Time": "America/Phoenix",
  "Mountain Standard Time": "America/Denver",
  "Mountain Standard Time (Mexico)": "America/Mazatlan",
  "Central Standard Time": "America/Chicago",
  "Central Standard Time (Mexico)": "America/Mexico_City",
  "Canada Central Standard Time": "America/Regina",
  "Central America Standard Time": "America/Guatemala",
  "Eastern Standard Time": "America/New_York",
  "US Eastern Standard Time": "America/Indiana/Indianapolis",
  "Eastern Standard Time (Mexico)": "America/Cancun",
  "SA Pacific Standard Time": "America/Bogota",
  "Atlantic Standard Time": "America/Halifax",
  "Newfoundland Standard Time": "America/St_Johns",
  "SA Western Standard Time": "America/La_Paz",
  "Venezuela Standard Time": "America/Caracas",
  "Pacific SA Standard Time": "America/Santiago",
  "E. South America Standard Time": "America/Sao_Paulo",
  "Argentina Standard Time": "America/Argentina/Buenos_Aires",
  "SA Eastern Standard Time": "America/Cayenne",
  "UTC": "Etc/UTC",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Central Europe Standard Time": "Europe/Budapest",
  "Romance Standard Time": "Europe/Paris",
  "Central European Standard Time": "Europe/Warsaw",
  "W. Central Africa Standard Time": "Africa/Lagos",
  "GTB Standard Time": "Europe/Bucharest",
  "FLE Standard Time": "Europe/Kyiv",
  "Israel Standard Time": "Asia/Jerusalem",
  "Egypt Standard Time": "Africa/Cairo",
  "South Africa Standard Time": "Africa/Johannesburg",
  "E. Africa Standard Time": "Africa/Nairobi",
  "Morocco Standard Time": "Africa/Casablanca",
  "Turkey Standard Time": "Europe/Istanbul",
  "Russian Standard Time": "Europe/Moscow",
  "Arab Standard Time": "Asia/Riyadh",
  "Arabian Standard Time": "Asia/Dubai",
  "Iran Standard Time": "Asia/Tehran",
  "Pakistan Standard Time": "Asia/Karachi",
  "India Standard Time": "Asia/Kolkata",
  "Nepal Standard Time": "Asia/Kathmandu",
  "Bangladesh Standard Time": "Asia/Dhaka",
  "SE Asia Standard Time": "Asia/Bangkok",
  "China Standard Time": "Asia/Shanghai",
  "Singapore Standard Time": "Asia/Singapore",
  "Taipei Standard Time": "Asia/Taipei",
  "Tokyo Standard Time": "Asia/Tokyo",
  "Korea Standard Time": "Asia/Seoul",
  "W. Australia Standard Time": "Australia/Perth",
  "Cen. Australia Standard Time": "Australia/Adelaide",
  "E. Australia Standard Time": "Australia/Brisbane",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "New Zealand Standard Time": "Pacific/Auckland",
};

/** Older Outlook versions write the display name, "(UTC-05:00) Eastern Time (US & Canada)". */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  "Eastern Time (US & Canada)": "America/New_York",
  "Central Time (US & Canada)": "America/Chicago",
  "Mountain Time (US & Canada)": "America/Denver",
  "Pacific Time (US & Canada)": "America/Los_Angeles",
  "Arizona": "America/Phoenix",
  "Alaska": "America/Anchorage",
  "Hawaii": "Pacific/Honolulu",
};

/**
 * The IANA zone a TZID names, or null: an IANA id as it is; a Windows name (CLDR) or Outlook
 * display name; an id inside a prefix some programs add ("/mozilla.org/20050126_1/America/New_York").
 */
export function ianaZone(tzid: string): string | null {
  const name = tzid.trim().replace(/^"(.*)"$/, "$1");
  if (/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$|^UTC$|^Etc\/[A-Za-z0-9+-]+$/.test(name) && isTimeZone(name)) return name;
  const windows = WINDOWS_ZONES[name] ?? DISPLAY_NAMES[name.replace(/^\(UTC[+-]?[\d:]*\)\s*/, "")];
  if (windows) return windows;
  const tail = /([A-Za-z]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/.exec(name)?.[1];
  return tail && isTimeZone(tail) ? tail : null;
}
