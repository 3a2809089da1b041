/**
 * What the booking picker shows (app/booking/booking-picker.tsx), as its page's loader
 * sends it: every date and time already written out in the page's language and in the parent's
 * zone when it is known (`?zone=`: her choice, or her browser's, issue 42), else the business's,
 * so the server's HTML and the hydrated page say exactly the same.
 */
export type PickerDay = { label: string; count: number };
export type PickerTime = {
  start: number;
  /** The time in the zone the picker is in (hers when known): "7:00 AM". */
  label: string;
  /** The same time in the business's zone, when its clock reads otherwise: "10:00 AM", or "Mon 8:00 PM" on another day. */
  business?: string;
};

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
  /** The chosen date (the first free day of the month when none was asked) and its free times (none if it has none), in the picker's zone. */
  selected: { date: string; label: string; times: PickerTime[] } | null;
  /** The next date with free times after this month's, when this month has none. */
  nextFree: { date: string; label: string } | null;
  /** The business's zone. */
  timeZone: string;
  /** The parent's own zone (?zone=: her choice, remembered, or her browser's), in which the days and times are; null: the business's. */
  parentZone?: string | null;
  /** The names of the zone the times are in ("Pacific Time") and of the business's, as people say them. */
  zoneName?: string;
  businessZoneName?: string;
  /** The zone choice, made on the server (common/booking/zone-choices.ts): the browser draws the same. */
  zoneChoices?: { value: string; label: string }[];
  /** The owner phones the parent (availability.call): the phone number is required. */
  phoneRequired?: boolean;
  /** The owner asks for the child's age, or a question, before booking (availability.asks; optional by default, issue 42). */
  childAgeRequired?: boolean;
  questionRequired?: boolean;
};

/** The query that shows a month, and a date in it (and the parent's zone, when she chose one). */
export function pickerQuery(month: string, date?: string, zone?: string | null): string {
  const query = date ? `?month=${month}&date=${date}` : `?month=${month}`;
  return zone ? `${query}&zone=${encodeURIComponent(zone)}` : query;
}

export type TimeGroup = { part: "morning" | "afternoon" | "evening"; times: PickerTime[] };

/** A day's times as people look for them: morning (before noon), afternoon (before 5 PM), evening; in the zone given (the parent's, when known). */
export function groupTimes(times: readonly PickerTime[], timeZone: string): TimeGroup[] {
  const hour = new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone });
  const groups: TimeGroup[] = [];
  for (const time of times) {
    const h = Number(hour.format(time.start));
    const part = h < 12 ? "morning" : h < 17 ? "afternoon" : "evening";
    const last = groups[groups.length - 1];
    if (last?.part === part) last.times.push(time);
    else groups.push({ part, times: [time] });
  }
  return groups;
}
