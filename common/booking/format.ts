import { locale } from "#common/content/locale.ts";
import { todayIn } from "#common/calendar.ts";
import { isTimeZone, timeZoneName } from "#common/time-zone-names.ts";
import { languageOfTag } from "#common/languages.ts";

/**
 * Dates and times of calls in this module graph's language (en-US or es-US), always in the
 * business's zone unless another is given: "Friday, December 4" and "10:00 AM".
 */
export function formatDay(date: string, tag: string = locale.tag): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(tag, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

export function formatMonth(month: string, tag: string = locale.tag): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 15)));
}

export function formatTime(instant: number, timeZone: string, tag: string = locale.tag): string {
  return new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone }).format(instant);
}

/** "Friday, December 4, 2026 at 10:00 AM" in the zone given. */
export function formatWhen(instant: number, timeZone: string, tag: string = locale.tag): string {
  return new Intl.DateTimeFormat(tag, { weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone }).format(instant);
}

/** "a, b or c" in this language. */
export function joinOr(items: readonly string[], or: string): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${or} ${items[items.length - 1]}`;
}

/** Whether two zones read the same clock at `instant` (then one zone is enough). */
function sameClock(instant: number, a: string, b: string): boolean {
  const f = (timeZone: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short", timeZone }).format(instant);
  return a === b || f(a) === f(b);
}

/**
 * A call's time in the parent's zone beside the business's (issue 33), zones named as people say
 * them: "Tuesday, December 8, 2026, 10:00 AM Pacific Time (1:00 PM Eastern Time)". The business's
 * alone when the parent's zone is unknown or reads the same clock: "…, 1:00 PM Eastern Time". The
 * business's part names its day too when it differs from the parent's.
 */
export function formatWhenBoth(instant: number, businessZone: string, parentZone: string | null | undefined, tag: string = locale.tag): string {
  const language = languageOfTag(tag);
  const full = (timeZone: string) =>
    `${new Intl.DateTimeFormat(tag, { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone }).format(instant)}, ${formatTime(instant, timeZone, tag)} ${timeZoneName(timeZone, language)}`;
  if (!parentZone || !isTimeZone(parentZone) || sameClock(instant, parentZone, businessZone)) return full(businessZone);
  const business =
    todayIn(parentZone, instant) === todayIn(businessZone, instant)
      ? `${formatTime(instant, businessZone, tag)} ${timeZoneName(businessZone, language)}`
      : `${new Intl.DateTimeFormat(tag, { weekday: "long", month: "long", day: "numeric", timeZone: businessZone }).format(instant)}, ${formatTime(instant, businessZone, tag)} ${timeZoneName(businessZone, language)}`;
  return `${full(parentZone)} (${business})`;
}

/** "10:00 AM Pacific Time": a time with its zone's name. */
export function formatTimeInZone(instant: number, timeZone: string, tag: string = locale.tag): string {
  return `${formatTime(instant, timeZone, tag)} ${timeZoneName(timeZone, languageOfTag(tag))}`;
}
