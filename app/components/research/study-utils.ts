import { locale, localePath } from "#common/content/locale.ts";
import { researchStudies, type ResearchStudy } from "~/content/research-studies";

const studyDate = new Intl.DateTimeFormat(locale.tag, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * "2024-03-12" -> "March 12, 2024" (in the page's language), read from the string itself and
 * formatted in UTC so no time zone can shift the day.
 */
export function formatStudyDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  if (!year || !month || !day || month > 12) return iso;
  return studyDate.format(new Date(Date.UTC(year, month - 1, day)));
}

export function findStudy(id: string | undefined): ResearchStudy | undefined {
  return id ? researchStudies.find((study) => study.id === id) : undefined;
}

/** A study's path in English ("/research/<id>"): what the page's metadata names it by. */
export function studyPath(id: string): string {
  return `/research/${id}`;
}

/** A link to a study, in the page's language (under /es on a Spanish page). */
export function studyHref(id: string): string {
  return localePath(studyPath(id));
}

/** Trims text to at most `max` characters at a word boundary, for meta descriptions. */
export function trimDescription(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 60 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/** The study after this one, wrapping round to the first. */
export function nextStudy(id: string): ResearchStudy {
  const index = researchStudies.findIndex((study) => study.id === id);
  return researchStudies[(index + 1) % researchStudies.length]!;
}
