import { locale } from "~/content/locale";

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
