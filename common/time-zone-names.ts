import { defaultLanguage, languageInfo, type Language } from "./languages.ts";

/**
 * A time zone as a person names it ("Eastern Time", "hora del Pacífico"), never its IANA id
 * (issue 33). The US zones, where most parents and the business are, read as Americans say them
 * in the languages named below; any other zone, or a language not named, takes Intl's long
 * generic name in the page's language.
 */
const US_ZONES: Record<string, Partial<Record<Language, string>>> = {
  "America/New_York": { en: "Eastern Time", es: "hora del Este" },
  "America/Detroit": { en: "Eastern Time", es: "hora del Este" },
  "America/Indiana/Indianapolis": { en: "Eastern Time", es: "hora del Este" },
  "America/Kentucky/Louisville": { en: "Eastern Time", es: "hora del Este" },
  "America/Chicago": { en: "Central Time", es: "hora del Centro" },
  "America/Denver": { en: "Mountain Time", es: "hora de la Montaña" },
  "America/Boise": { en: "Mountain Time", es: "hora de la Montaña" },
  "America/Phoenix": { en: "Arizona Time", es: "hora de Arizona" },
  "America/Los_Angeles": { en: "Pacific Time", es: "hora del Pacífico" },
  "America/Anchorage": { en: "Alaska Time", es: "hora de Alaska" },
  "Pacific/Honolulu": { en: "Hawaii Time", es: "hora de Hawái" },
  "America/Puerto_Rico": { en: "Atlantic Time (Puerto Rico)", es: "hora del Atlántico (Puerto Rico)" },
};

/** The US zones first in a zone choice, in the order a parent looks for them. */
export const US_ZONE_CHOICES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
] as const;

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "Eastern Time" / "hora del Este"; beyond the US, Intl's long generic name ("Central European Time"). */
export function timeZoneName(timeZone: string, language: Language = defaultLanguage): string {
  // Intl calls UTC "GMT+00:00".
  if (/^(Etc\/)?(UTC|GMT|Universal|Zulu)$/.test(timeZone)) return "UTC";
  const known = US_ZONES[timeZone]?.[language];
  if (known) return known;
  try {
    const part = new Intl.DateTimeFormat(languageInfo(language).tag, { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
