/**
 * What the booking picker shows (app/components/booking/booking-picker.tsx), as its page's loader
 * sends it: every date and time already written out in the page's language and the business's
 * zone, so the server's HTML and the hydrated page say exactly the same.
 */
export type PickerDay = { label: string; count: number };
export type PickerTime = { start: number; label: string };

export type PickerData = {
  /** YYYY-MM shown. */
  month: string;
  monthLabel: string;
  /** Months with a page (inside the booking window), or null at its edges. */
  previous: string | null;
  next: string | null;
  /** Dates of this month with free times. */
  days: Record<string, PickerDay>;
  /** Today in the business's zone (YYYY-MM-DD). */
  today: string;
  /** The chosen date and its free times (none if it has none). */
  selected: { date: string; label: string; times: PickerTime[] } | null;
  /** The next date with free times after this month's, when this month has none. */
  nextFree: { date: string; label: string } | null;
  timeZone: string;
};

/** The query that shows a month, and a date in it. */
export function pickerQuery(month: string, date?: string): string {
  return date ? `?month=${month}&date=${date}` : `?month=${month}`;
}
