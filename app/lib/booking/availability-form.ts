import { availabilitySchema, CALL_MINUTES, CELL_MINUTES, minutesOf, type Availability, type TimeRange } from "./availability";

/**
 * The owner's availability form (/admin/availability) as plain text fields, and back: one field
 * per weekday ("9:00-12:00, 13:00-17:00"; empty is closed), one line per date override
 * ("2026-12-24 off", "2026-12-26 10:00-12:00, 14:00-15:00") and the numbers. Pure: the page words
 * the problems (app/content/admin.ts), each under its field, an override's naming its line.
 */

export type AvailabilityFormValues = {
  weekly: string[];
  overrides: string;
  bufferBefore: string;
  bufferAfter: string;
  minNotice: string;
  noSameDay: boolean;
  horizon: string;
  maxPerDay: string;
  maxPerMonth: string;
  interval: string;
};

export const INTERVAL_CHOICES = [5, 10, 15, 20, 30, 60] as const;

export type RangeProblem = "unreadable" | "end-before-start" | "too-short" | "overlap";
export type FieldProblem =
  | { code: RangeProblem; text?: string }
  | { code: "override-date" | "override-duplicate" | "override-ranges" | "too-many-lines"; line: number; problem?: RangeProblem; text?: string }
  | { code: "number"; min: number; max: number; step?: number }
  | { code: "interval" };

/** Problems by field name: `weekly0`…`weekly6`, `overrides`, `bufferBefore`, … */
export type AvailabilityFormErrors = Partial<Record<string, FieldProblem>>;

const pad = (n: number) => String(n).padStart(2, "0");

/** "9", "9:30", "09:30", "9 AM", "9:30pm", "12 p.m." as HH:MM (24-hour without am/pm), or null. */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === "p" ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return `${pad(hours)}:${pad(minutes)}`;
}

/** A day's ranges from "9-12, 1 PM-5 PM": in order, each long enough for a call, none overlapping. */
export function parseRanges(text: string): { ok: true; ranges: TimeRange[] } | { ok: false; problem: RangeProblem; text?: string } {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const pieces = part.split(/\s*(?:-|–|—|\bto\b)\s*/i);
    const start = pieces.length === 2 ? parseTime(pieces[0]!) : null;
    const end = pieces.length === 2 ? parseTime(pieces[1]!) : null;
    if (!start || !end) return { ok: false, problem: "unreadable", text: part };
    if (minutesOf(end) <= minutesOf(start)) return { ok: false, problem: "end-before-start", text: part };
    if (minutesOf(end) - minutesOf(start) < CALL_MINUTES) return { ok: false, problem: "too-short", text: part };
    ranges.push({ start, end });
  }
  ranges.sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (let i = 1; i < ranges.length; i++) {
    if (minutesOf(ranges[i]!.start) < minutesOf(ranges[i - 1]!.end)) return { ok: false, problem: "overlap" };
  }
  return { ok: true, ranges };
}

function realDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const MAX_OVERRIDE_LINES = 400;

function parseOverrides(text: string): { ok: true; overrides: Availability["overrides"] } | { ok: false; problem: FieldProblem } {
  const overrides: Availability["overrides"] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r\n|\r|\n/);
  let count = 0;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed) continue;
    if (++count > MAX_OVERRIDE_LINES) return { ok: false, problem: { code: "too-many-lines", line } };
    const [date = "", ...rest] = trimmed.split(/\s+/);
    if (!realDate(date)) return { ok: false, problem: { code: "override-date", line, text: date } };
    if (seen.has(date)) return { ok: false, problem: { code: "override-duplicate", line, text: date } };
    seen.add(date);
    const hours = rest.join(" ").trim();
    if (/^(off|closed|none)$/i.test(hours)) {
      overrides.push({ date, ranges: [] });
      continue;
    }
    const parsed = parseRanges(hours);
    if (!parsed.ok) return { ok: false, problem: { code: "override-ranges", line, problem: parsed.problem, text: parsed.text } };
    if (parsed.ranges.length === 0) return { ok: false, problem: { code: "override-ranges", line, problem: "unreadable" } };
    overrides.push({ date, ranges: parsed.ranges });
  }
  overrides.sort((a, b) => a.date.localeCompare(b.date));
  return { ok: true, overrides };
}

function parseWhole(text: string, min: number, max: number, step = 1): number | FieldProblem {
  const trimmed = text.trim();
  const n = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isInteger(n) || n < min || n > max || n % step !== 0) return step === 1 ? { code: "number", min, max } : { code: "number", min, max, step };
  return n;
}

/** The form's fields as posted (strings; the checkbox present or not) into values for parseAvailabilityForm. */
export function formValuesFrom(posted: Record<string, unknown>): AvailabilityFormValues {
  const text = (name: string) => (typeof posted[name] === "string" ? (posted[name] as string) : "");
  return {
    weekly: Array.from({ length: 7 }, (_, day) => text(`weekly${day}`)),
    overrides: text("overrides"),
    bufferBefore: text("bufferBefore"),
    bufferAfter: text("bufferAfter"),
    minNotice: text("minNotice"),
    noSameDay: posted.noSameDay !== undefined && posted.noSameDay !== "",
    horizon: text("horizon"),
    maxPerDay: text("maxPerDay"),
    maxPerMonth: text("maxPerMonth"),
    interval: text("interval"),
  };
}

/** The form into an Availability, or each field's first problem. */
export function parseAvailabilityForm(values: AvailabilityFormValues): { ok: true; availability: Availability } | { ok: false; errors: AvailabilityFormErrors } {
  const errors: AvailabilityFormErrors = {};
  const weekly: TimeRange[][] = [];
  values.weekly.forEach((text, day) => {
    const parsed = parseRanges(text);
    if (parsed.ok) weekly.push(parsed.ranges);
    else errors[`weekly${day}`] = { code: parsed.problem, text: parsed.text };
  });
  const overrides = parseOverrides(values.overrides);
  if (!overrides.ok) errors.overrides = overrides.problem;
  const numbers = {
    bufferBeforeMinutes: ["bufferBefore", parseWhole(values.bufferBefore, 0, 120, CELL_MINUTES)],
    bufferAfterMinutes: ["bufferAfter", parseWhole(values.bufferAfter, 0, 120, CELL_MINUTES)],
    minNoticeHours: ["minNotice", parseWhole(values.minNotice, 0, 24 * 14)],
    horizonDays: ["horizon", parseWhole(values.horizon, 1, 365)],
    maxPerDay: ["maxPerDay", parseWhole(values.maxPerDay, 1, 96)],
    maxPerMonth: ["maxPerMonth", parseWhole(values.maxPerMonth, 1, 3000)],
  } as const;
  const read: Partial<Record<keyof typeof numbers, number>> = {};
  for (const [key, [field, result]] of Object.entries(numbers) as [keyof typeof numbers, readonly [string, number | FieldProblem]][]) {
    if (typeof result === "number") read[key] = result;
    else errors[field] = result;
  }
  const interval = Number(values.interval);
  if (!(INTERVAL_CHOICES as readonly number[]).includes(interval)) errors.interval = { code: "interval" };
  if (Object.keys(errors).length > 0 || !overrides.ok) return { ok: false, errors };
  const availability = availabilitySchema.parse({
    weekly,
    overrides: overrides.overrides,
    ...read,
    noSameDay: values.noSameDay,
    intervalMinutes: interval,
  });
  return { ok: true, availability };
}

/** "9:00", "13:30": how the form writes a time back (24-hour, no leading zero). */
function showTime(hhmm: string): string {
  return `${Number(hhmm.slice(0, 2))}:${hhmm.slice(3, 5)}`;
}

export function formatRanges(ranges: readonly TimeRange[]): string {
  return ranges.map((r) => `${showTime(r.start)}-${showTime(r.end)}`).join(", ");
}

/** An Availability as the form's values: what the page shows to edit. */
export function availabilityToForm(availability: Availability): AvailabilityFormValues {
  return {
    weekly: availability.weekly.map(formatRanges),
    overrides: availability.overrides.map((o) => `${o.date} ${o.ranges.length === 0 ? "off" : formatRanges(o.ranges)}`).join("\n"),
    bufferBefore: String(availability.bufferBeforeMinutes),
    bufferAfter: String(availability.bufferAfterMinutes),
    minNotice: String(availability.minNoticeHours),
    noSameDay: availability.noSameDay,
    horizon: String(availability.horizonDays),
    maxPerDay: String(availability.maxPerDay),
    maxPerMonth: String(availability.maxPerMonth),
    interval: String(availability.intervalMinutes),
  };
}
