import { TZDate } from "@date-fns/tz";

/** A day cell of the month grid, or null for the blank cells before the 1st and after the last day. */
export type CalendarCell = { date: string; day: number } | null;

export function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export function daysInMonth(year: number, month: number): number {
  // Month is 1-12; day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The month as weeks of 7 cells, Sunday first; the number of weeks is rounded up to hold the
 * leading blanks and every day (4 to 6 rows).
 */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const offset = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = daysInMonth(year, month);
  const weeks = Math.ceil((offset + days) / 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const day = w * 7 + d - offset + 1;
      return day >= 1 && day <= days ? { date: `${year}-${pad(month)}-${pad(day)}`, day } : null;
    }),
  );
}

export type YearMonth = { year: number; month: number };

/** Reads "2025-10"; anything else (or an absurd year) gives null. */
export function parseYearMonth(value: string | null | undefined): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12) return null;
  return { year, month };
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function formatYearMonth({ year, month }: YearMonth): string {
  return `${year}-${pad(month)}`;
}

/** The month of a YYYY-MM-DD date. */
export function monthOf(date: string): YearMonth {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return { year, month };
}

/** Negative, zero or positive as `a` is before, the same as or after `b`. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The months the events calendar shows, first and last included. */
export type MonthWindow = { first: YearMonth; last: YearMonth };

/** How far either way of today the calendar ever goes, in months. */
export const MAX_MONTHS_FROM_TODAY = 24;
/** How long after the last event's month the calendar still goes, in months. */
export const MONTHS_AFTER_LAST_EVENT = 12;

/**
 * The months worth a page: from the first event's month to a year after the last event's month,
 * always including this month (where the calendar opens), and never more than two years either
 * way of today. Anything outside is an empty page a crawler could follow forever.
 */
export function calendarWindow(eventDates: readonly string[], today: string): MonthWindow {
  const current = monthOf(today);
  let first = current;
  let last = current;
  for (const date of eventDates) {
    const month = monthOf(date);
    if (compareMonths(month, first) < 0) first = month;
    const until = shiftMonth(month, MONTHS_AFTER_LAST_EVENT);
    if (compareMonths(until, last) > 0) last = until;
  }
  const earliest = shiftMonth(current, -MAX_MONTHS_FROM_TODAY);
  const latest = shiftMonth(current, MAX_MONTHS_FROM_TODAY);
  return {
    first: compareMonths(first, earliest) < 0 ? earliest : first,
    last: compareMonths(last, latest) > 0 ? latest : last,
  };
}

export function isInWindow(month: YearMonth, window: MonthWindow): boolean {
  return compareMonths(month, window.first) >= 0 && compareMonths(month, window.last) <= 0;
}

/** The date (YYYY-MM-DD) in `timeZone` (the business's: today where it is) at an instant, whatever the server's zone. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  const there = new TZDate(+now, timeZone);
  return `${there.getFullYear()}-${pad(there.getMonth() + 1)}-${pad(there.getDate())}`;
}

/**
 * Converts a wall-clock date and time in `timeZone` (the business's, BUSINESS_TIME_ZONE) to the
 * UTC instant. A time the spring change skips is read as the same time after the change.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}
