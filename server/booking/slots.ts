import { TZDate, tzOffset } from "@date-fns/tz";
import { discoveryCall, type AppointmentLength } from "#common/booking/appointment-types.ts";
import { CALL_MINUTES, CELL_MINUTES, dayOffOn, minutesOf, type Availability, type TimeRange } from "#common/booking/availability.ts";

/**
 * Which times are free for an appointment type (the discovery call unless told): pure, so it is tested alone and timed by the benchmark.
 * Every time is made from a wall-clock date and time in the business's zone by @date-fns/tz, never
 * by adding hours to UTC: a 9:00 call is 9:00 where the business is on both sides of a change of
 * daylight saving time. A wall time that does not exist that day (2:30 on the spring change) is
 * skipped; one that happens twice (1:30 on the autumn change) is offered once, the first.
 */

const MINUTE = 60_000;
const CELL_MS = CELL_MINUTES * MINUTE;

export type SlotRules = {
  availability: Availability;
  timeZone: string;
  now: number;
  /** The type whose times these are: its length, and whether the caps count it. The discovery call when absent. */
  appointment?: AppointmentLength;
};

export type SlotState = {
  /** Cells already claimed by calls and their buffers. */
  claimed: ReadonlySet<number>;
  /** Calls booked per period (periodKeys). */
  counts: ReadonlyMap<string, number>;
  /** No time at all is offered (one of the owner's calendars has gone unread too long). */
  paused?: boolean;
};

export type Slot = { start: number; end: number; date: string; time: string };

/** The period keys a call on `date` (YYYY-MM-DD, business zone) counts against. */
export function periodKeys(date: string): { day: string; month: string } {
  return { day: `day:${date}`, month: `month:${date.slice(0, 7)}` };
}

/** The cells an appointment of `minutes` starting at `start` holds, its buffers included (widened to whole cells). */
export function claimCells(availability: Availability, start: number, minutes: number = CALL_MINUTES): number[] {
  const from = Math.floor((start - availability.bufferBeforeMinutes * MINUTE) / CELL_MS);
  const to = Math.ceil((start + (minutes + availability.bufferAfterMinutes) * MINUTE) / CELL_MS);
  const cells: number[] = [];
  for (let cell = from; cell < to; cell++) cells.push(cell);
  return cells;
}

/** YYYY-MM-DD plus `days` (calendar arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The date and time (HH:MM) of an instant in `timeZone`. */
export function wallClock(instant: number, timeZone: string): { date: string; time: string } {
  const t = new TZDate(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`, time: `${pad(t.getHours())}:${pad(t.getMinutes())}` };
}

/** The first and last dates a call may be booked on: today (or tomorrow with "no same-day calls") to today + horizon. */
export function bookingWindow(rules: SlotRules): { first: string; last: string } {
  const today = wallClock(rules.now, rules.timeZone).date;
  return { first: rules.availability.noSameDay ? addDays(today, 1) : today, last: addDays(today, rules.availability.horizonDays) };
}

/** The ranges a date has: none on a day off, else its override's, else its weekday's. */
export function rangesOn(availability: Availability, date: string): readonly TimeRange[] {
  if (dayOffOn(availability, date)) return [];
  const override = availability.overrides.find((o) => o.date === date);
  if (override) return override.ranges;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return availability.weekly[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? [];
}

/**
 * Every time on `date` the rules allow (hours, interval, notice, window), before claims and caps.
 * Times are `intervalMinutes` apart from each range's start.
 */
export function candidateSlots(rules: SlotRules, date: string): Slot[] {
  return candidatesOn(rules, date, bookingWindow(rules));
}

function candidatesOn(rules: SlotRules, date: string, window: { first: string; last: string }): Slot[] {
  const { availability, timeZone, now } = rules;
  const minutes = (rules.appointment ?? discoveryCall).minutes;
  if (date < window.first || date > window.last) return [];
  const ranges = rangesOn(availability, date);
  if (ranges.length === 0) return [];
  const earliest = now + availability.minNoticeHours * 60 * MINUTE;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  // The zone's UTC offset (@date-fns/tz) 14 hours before the date's UTC midnight and 14 hours
  // after the next one, which brackets the local day in any zone: when it is the same at both, the
  // clocks do not change that day and every wall time is that offset from UTC (the library's offset
  // for that date: nothing is assumed). On a day the clocks change, each time is made by the
  // library on its own.
  const midnight = Date.UTC(y, m - 1, d);
  const offset = tzOffset(timeZone, new Date(midnight - 14 * 60 * MINUTE));
  const steady = offset === tzOffset(timeZone, new Date(midnight + 38 * 60 * MINUTE)) ? -offset : null;
  const slots: Slot[] = [];
  let last = -Infinity;
  for (const range of ranges) {
    const end = minutesOf(range.end);
    for (let minute = minutesOf(range.start); minute + minutes <= end; minute += availability.intervalMinutes) {
      const hour = Math.floor(minute / 60);
      let start: number;
      if (steady !== null) start = Date.UTC(y, m - 1, d, hour, minute % 60) + steady * MINUTE;
      else {
        const local = new TZDate(y, m - 1, d, hour, minute % 60, timeZone);
        // A wall time the day skips comes back shifted: not a time the owner offered.
        if (local.getHours() !== hour || local.getMinutes() !== minute % 60) continue;
        start = local.getTime();
      }
      if (start < earliest || start <= last) continue;
      last = start;
      const time = `${String(hour).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      slots.push({ start, end: start + minutes * MINUTE, date, time });
    }
  }
  return slots;
}

/** Whether a period still has room under its cap. */
function underCaps(availability: Availability, counts: ReadonlyMap<string, number>, date: string): boolean {
  const keys = periodKeys(date);
  return (counts.get(keys.day) ?? 0) < availability.maxPerDay && (counts.get(keys.month) ?? 0) < availability.maxPerMonth;
}

/** The free times on `date`: candidates whose cells are all unclaimed, on a day and in a month under their caps (for a type the caps count). */
export function freeSlots(rules: SlotRules, state: SlotState, date: string): Slot[] {
  return freeOn(rules, state, date, bookingWindow(rules));
}

function freeOn(rules: SlotRules, state: SlotState, date: string, window: { first: string; last: string }): Slot[] {
  const appointment = rules.appointment ?? discoveryCall;
  if (state.paused || (appointment.countsInCaps && !underCaps(rules.availability, state.counts, date))) return [];
  const { bufferBeforeMinutes, bufferAfterMinutes } = rules.availability;
  // The cells an appointment holds, as in claimCells, without a list per time.
  const before = bufferBeforeMinutes * MINUTE;
  const after = (appointment.minutes + bufferAfterMinutes) * MINUTE;
  return candidatesOn(rules, date, window).filter((slot) => {
    const to = Math.ceil((slot.start + after) / CELL_MS);
    for (let cell = Math.floor((slot.start - before) / CELL_MS); cell < to; cell++) if (state.claimed.has(cell)) return false;
    return true;
  });
}

/** Free times per date from `from` to `to` (inclusive), dates without any left out. */
export function freeSlotsBetween(rules: SlotRules, state: SlotState, from: string, to: string): Map<string, Slot[]> {
  const window = bookingWindow(rules);
  const days = new Map<string, Slot[]>();
  for (let date = from < window.first ? window.first : from; date <= to && date <= window.last; date = addDays(date, 1)) {
    const slots = freeOn(rules, state, date, window);
    if (slots.length > 0) days.set(date, slots);
  }
  return days;
}

/**
 * How many calls can still be booked on one day among its free times `slots`: the most that fit
 * together, each holding its cells and buffers (claimCells), and no more than `room` (the day's cap
 * less its calls). Taking, each time, the time that ends first among those that still fit books
 * the most (interval scheduling), so this is what the owner can really still take that day.
 */
export function callsThatFit(availability: Availability, slots: readonly Slot[], room: number): number {
  const calls = slots.map((slot) => claimCells(availability, slot.start, (slot.end - slot.start) / MINUTE)).sort((a, b) => a[a.length - 1]! - b[b.length - 1]!);
  const held = new Set<number>();
  let count = 0;
  for (const cells of calls) {
    if (count >= room) break;
    if (cells.some((cell) => held.has(cell))) continue;
    for (const cell of cells) held.add(cell);
    count++;
  }
  return count;
}

/**
 * The calls the owner can still take from `from` to `to` (the rest of a month): the month's cap
 * less its calls, and never more than fit in the free times really offered, day by day under each
 * day's cap. 0 when no time is offered (a calendar unread too long, every day full or off).
 */
export function callsLeftBetween(rules: SlotRules, state: SlotState, from: string, to: string): number {
  const { availability } = rules;
  const month = Math.max(0, availability.maxPerMonth - (state.counts.get(periodKeys(from).month) ?? 0));
  let fit = 0;
  for (const [date, slots] of freeSlotsBetween(rules, state, from, to)) {
    if (fit >= month) break;
    fit += callsThatFit(availability, slots, availability.maxPerDay - (state.counts.get(periodKeys(date).day) ?? 0));
  }
  return Math.min(month, fit);
}

/** The candidate slot that starts at `start`, if the rules (not claims or caps) allow one there. */
export function candidateAt(rules: SlotRules, start: number): Slot | undefined {
  const { date } = wallClock(start, rules.timeZone);
  return candidateSlots(rules, date).find((slot) => slot.start === start);
}

/** Up to `count` free times nearest to `start` (for "That time was just taken"), in time order. */
export function nearestFree(rules: SlotRules, state: SlotState, start: number, count = 3): Slot[] {
  const { date } = wallClock(start, rules.timeZone);
  const near: Slot[] = [];
  for (let spread = 0; spread <= 7 && near.length < count; spread++) {
    const dates = spread === 0 ? [date] : [addDays(date, -spread), addDays(date, spread)];
    for (const day of dates) near.push(...freeSlots(rules, state, day));
  }
  return near
    .sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start))
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}

/** Adds the cells a busy time of the owner's own calendars touches (start included, end excluded) to `cells`. */
export function addBusyCells(cells: Set<number>, busy: readonly { start: number; end: number }[]): Set<number> {
  for (const { start, end } of busy) {
    const to = Math.ceil(end / CELL_MS);
    for (let cell = Math.floor(start / CELL_MS); cell < to; cell++) cells.add(cell);
  }
  return cells;
}

/** The cell an instant falls in (for reading claims of a window). */
export function cellOf(instant: number): number {
  return Math.floor(instant / CELL_MS);
}
