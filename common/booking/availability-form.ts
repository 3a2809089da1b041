import {
  availabilitySchema,
  CALL_MINUTES,
  CELL_MINUTES,
  DAY_OFF_NOTE_MAX,
  dayOffOn,
  minutesOf,
  type Availability,
  type CallLocation,
  type TimeRange,
} from "./availability";

/**
 * The owner's availability form (/admin/availability), and back. Each range is a start and an
 * end picked from time selects ("9:00 AM", in steps of the interval); ranges are added and removed
 * per day and per date with submit buttons (`intent` = an Edit, applied by applyEdit on the server
 * without JavaScript, at once in the browser with it); a date override is a date input and its
 * ranges (none left: read as a day off); days off are a first and a last day and a note (issue
 * 44). Field names are also the fields' ids, so an error summary can link to them:
 * `weekly-1-0-start` (Monday's first range's start), `override-2-date`, `override-2-0-end`,
 * `dayoff-0-first`, `dayoff-0-last`, `dayoff-0-note`, `bufferBefore`, `videoUrl`… Pure: the page
 * words the problems (common/booking/content/admin.ts, common/booking/content/admin-week.ts).
 */

export type RangeValues = { start: string; end: string };
export type OverrideValues = { date: string; ranges: RangeValues[] };
/** A day off as typed: the last day may be left empty for a single day. */
export type DayOffValues = { first: string; last: string; note: string };

export type AvailabilityFormValues = {
  /** Index 0 is Sunday. */
  weekly: RangeValues[][];
  overrides: OverrideValues[];
  daysOff: DayOffValues[];
  bufferBefore: string;
  bufferAfter: string;
  minNotice: string;
  noSameDay: boolean;
  horizon: string;
  maxPerDay: string;
  maxPerMonth: string;
  interval: string;
  /** "phone", "video", or "" when the post did not carry it (then the saved choice is kept). */
  call: string;
  videoUrl: string;
};

export const INTERVAL_CHOICES = [5, 10, 15, 20, 30, 60] as const;
/** At most this many ranges a day, and dates with other hours. */
export const MAX_RANGES = 12;
export const MAX_OVERRIDES = 400;
export const MAX_DAYS_OFF = 400;
/** Hours starting before 7 AM or ending after 9 PM are asked about before they are saved. */
export const EARLIEST_USUAL = "07:00";
export const LATEST_USUAL = "21:00";

export type RangeProblem = "unreadable" | "end-before-start" | "too-short" | "overlap";
/** Where a range is: a weekday (0 = Sunday) or a date override's date. */
export type RangePlace = { day: number } | { date: string };
export type FieldProblem =
  | { code: RangeProblem; place: RangePlace; start?: string; end?: string }
  | { code: "date-missing" | "date-unreal"; text?: string }
  | { code: "date-duplicate"; text: string }
  /** A day off whose last day is before its first. */
  | { code: "day-off-order"; first: string; last: string }
  /** A date with other hours inside days off (which win). */
  | { code: "in-days-off"; date: string; first: string; last: string }
  | { code: "note-too-long"; max: number }
  | { code: "number"; min: number; max: number; step?: number }
  | { code: "interval" }
  | { code: "video-url" }
  | { code: "too-many" }
  /** Longer than any time, date or link (a post no page sends). */
  | { code: "too-long" };

/** Problems by field name (the field's id), in the order of the page. */
export type AvailabilityFormErrors = Partial<Record<string, FieldProblem>>;

/** Hours outside 7 AM – 9 PM, asked about before saving. */
export type UnusualRange = RangePlace & TimeRange;

const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** "9:00 AM", "12:30 PM" for "09:00", "12:30": how the selects read. */
export function timeLabel(time: string): string {
  const hours = Number(time.slice(0, 2));
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3, 5)} ${hours < 12 ? "AM" : "PM"}`;
}

/** The times a select offers, every `interval` minutes from midnight, with `keep` (a saved time off that grid) in its place. */
export function timeChoices(interval: number, keep?: string): string[] {
  const step = (INTERVAL_CHOICES as readonly number[]).includes(interval) ? interval : 15;
  const times: string[] = [];
  for (let m = 0; m < 24 * 60; m += step) times.push(hhmm(m));
  if (keep && isTime(keep) && !times.includes(keep)) {
    times.push(keep);
    times.sort();
  }
  return times;
}

export function realDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1970 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A day's ranges, each field named `${prefix}-${i}-start`/`-end`: in order, long enough for a call, none overlapping. */
function parseRanges(list: RangeValues[], prefix: string, place: RangePlace, errors: AvailabilityFormErrors): TimeRange[] {
  const ranges: (TimeRange & { index: number })[] = [];
  list.forEach((r, index) => {
    const id = `${prefix}-${index}`;
    if (!isTime(r.start)) errors[`${id}-start`] = { code: "unreadable", place };
    else if (!isTime(r.end)) errors[`${id}-end`] = { code: "unreadable", place };
    else if (minutesOf(r.end) <= minutesOf(r.start)) errors[`${id}-end`] = { code: "end-before-start", place, start: r.start, end: r.end };
    else if (minutesOf(r.end) - minutesOf(r.start) < CALL_MINUTES) errors[`${id}-end`] = { code: "too-short", place, start: r.start, end: r.end };
    else ranges.push({ start: r.start, end: r.end, index });
  });
  ranges.sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (let i = 1; i < ranges.length; i++) {
    const later = ranges[i]!;
    if (minutesOf(later.start) < minutesOf(ranges[i - 1]!.end)) {
      errors[`${prefix}-${later.index}-start`] = { code: "overlap", place, start: later.start, end: later.end };
      break;
    }
  }
  return ranges.map(({ start, end }) => ({ start, end }));
}

function parseWhole(text: string, min: number, max: number, step = 1): number | FieldProblem {
  const trimmed = text.trim();
  const n = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isInteger(n) || n < min || n > max || n % step !== 0) return step === 1 ? { code: "number", min, max } : { code: "number", min, max, step };
  return n;
}

/** The form's fields as posted (strings; the checkbox present or not) into values. A field sent twice is read as empty: refused, never half-read. */
export function formValuesFrom(posted: Record<string, unknown>): AvailabilityFormValues {
  const text = (name: string) => (typeof posted[name] === "string" ? (posted[name] as string) : "");
  const weekly: RangeValues[][] = Array.from({ length: 7 }, () => []);
  const overrides: OverrideValues[] = [];
  const daysOff: DayOffValues[] = [];
  const rangeAt = (list: RangeValues[], i: number) => (list[i] ??= { start: "", end: "" });
  for (const name of Object.keys(posted)) {
    let match = /^weekly-([0-6])-(\d{1,2})-(start|end)$/.exec(name);
    if (match) {
      const i = Number(match[2]);
      if (i < MAX_RANGES) rangeAt(weekly[Number(match[1])]!, i)[match[3] as "start" | "end"] = text(name);
      continue;
    }
    match = /^dayoff-(\d{1,3})-(first|last|note)$/.exec(name);
    if (match) {
      const k = Number(match[1]);
      if (k < MAX_DAYS_OFF) (daysOff[k] ??= { first: "", last: "", note: "" })[match[2] as "first" | "last" | "note"] = text(name);
      continue;
    }
    match = /^override-(\d{1,3})-(?:date|(\d{1,2})-(start|end))$/.exec(name);
    if (match) {
      const k = Number(match[1]);
      if (k >= MAX_OVERRIDES) continue;
      const override = (overrides[k] ??= { date: "", ranges: [] });
      if (match[2] === undefined) override.date = text(name);
      else if (Number(match[2]) < MAX_RANGES) rangeAt(override.ranges, Number(match[2]))[match[3] as "start" | "end"] = text(name);
    }
  }
  // Indices the browser did not send (none, unless edited by hand) leave no holes.
  const dense = <T>(list: T[]) => list.filter((item) => item !== undefined);
  return {
    weekly: weekly.map(dense),
    overrides: dense(overrides).map((o) => ({ date: o.date, ranges: dense(o.ranges) })),
    daysOff: dense(daysOff),
    bufferBefore: text("bufferBefore"),
    bufferAfter: text("bufferAfter"),
    minNotice: text("minNotice"),
    noSameDay: posted.noSameDay !== undefined && posted.noSameDay !== "",
    horizon: text("horizon"),
    maxPerDay: text("maxPerDay"),
    maxPerMonth: text("maxPerMonth"),
    interval: text("interval"),
    call: text("call"),
    videoUrl: text("videoUrl"),
  };
}

/** A link the owner pasted, as stored: trimmed, https only. */
function readVideoUrl(text: string): string | null {
  const url = text.trim();
  if (url.length > 500 || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === "https:" && parsed.hostname !== "" ? url : null;
}

/**
 * The form into an Availability, or each field's problem. `current` is how the call happens as
 * saved: kept when the post does not say (a form drawn before the choice existed).
 */
export function parseAvailabilityForm(
  values: AvailabilityFormValues,
  current: CallLocation = { kind: "phone" },
): { ok: true; availability: Availability } | { ok: false; errors: AvailabilityFormErrors } {
  const errors: AvailabilityFormErrors = {};
  const weekly = values.weekly.map((list, day) => parseRanges(list, `weekly-${day}`, { day }, errors));
  // Days off first, as the page shows them: a date with other hours inside them is refused below.
  const daysOff: Availability["daysOff"] = [];
  if (values.daysOff.length > MAX_DAYS_OFF) errors["dayoff-0-first"] = { code: "too-many" };
  values.daysOff.forEach((d, k) => {
    const id = `dayoff-${k}`;
    const first = d.first.trim();
    const last = d.last.trim() || first;
    const note = d.note.trim();
    if (!first) errors[`${id}-first`] = { code: "date-missing" };
    else if (!realDate(first)) errors[`${id}-first`] = { code: "date-unreal", text: first };
    else if (!realDate(last)) errors[`${id}-last`] = { code: "date-unreal", text: last };
    else if (last < first) errors[`${id}-last`] = { code: "day-off-order", first, last };
    else daysOff.push({ first, last, note: note.slice(0, DAY_OFF_NOTE_MAX) });
    if (note.length > DAY_OFF_NOTE_MAX) errors[`${id}-note`] = { code: "note-too-long", max: DAY_OFF_NOTE_MAX };
  });
  daysOff.sort((a, b) => a.first.localeCompare(b.first) || a.last.localeCompare(b.last));
  const overrides: Availability["overrides"] = [];
  const seen = new Set<string>();
  if (values.overrides.length > MAX_OVERRIDES) errors["override-0-date"] = { code: "too-many" };
  values.overrides.forEach((o, k) => {
    const id = `override-${k}`;
    const date = o.date.trim();
    // Hours on a date inside days off would never be offered: said, not stored. (A date left with
    // no hours is a day off, and may be.)
    const off = o.ranges.length > 0 ? dayOffOn({ daysOff }, date) : undefined;
    if (!date) errors[`${id}-date`] = { code: "date-missing" };
    else if (!realDate(date)) errors[`${id}-date`] = { code: "date-unreal", text: date };
    else if (seen.has(date)) errors[`${id}-date`] = { code: "date-duplicate", text: date };
    else if (off) errors[`${id}-date`] = { code: "in-days-off", date, first: off.first, last: off.last };
    seen.add(date);
    overrides.push({ date, ranges: parseRanges(o.ranges, id, { date }, errors) });
  });
  overrides.sort((a, b) => a.date.localeCompare(b.date));
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
  let call: CallLocation = current;
  if (values.call === "phone") call = { kind: "phone" };
  else if (values.call === "video") {
    const url = readVideoUrl(values.videoUrl);
    if (url) call = { kind: "video", url };
    else errors.videoUrl = { code: "video-url" };
  } else if (values.call !== "") errors.call = { code: "video-url" };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const availability = availabilitySchema.parse({ weekly, overrides, daysOff, ...read, noSameDay: values.noSameDay, intervalMinutes: interval, call });
  return { ok: true, availability };
}

/** Hours that start before 7 AM or end after 9 PM: what "9-12, 1-5" typed as 1:00-5:00 AM would be. */
export function unusualHours(availability: Availability): UnusualRange[] {
  const odd = (r: TimeRange) => r.start < EARLIEST_USUAL || r.end > LATEST_USUAL;
  return [
    ...availability.weekly.flatMap((ranges, day) => ranges.filter(odd).map((r) => ({ day, ...r }))),
    ...availability.overrides.flatMap((o) => o.ranges.filter(odd).map((r) => ({ date: o.date, ...r }))),
  ];
}

/** An Availability as the form's values: what the page shows to edit. */
export function availabilityToForm(availability: Availability): AvailabilityFormValues {
  const copy = (ranges: readonly TimeRange[]) => ranges.map((r) => ({ start: r.start, end: r.end }));
  return {
    weekly: availability.weekly.map(copy),
    overrides: availability.overrides.map((o) => ({ date: o.date, ranges: copy(o.ranges) })),
    daysOff: availability.daysOff.map((d) => ({ first: d.first, last: d.last, note: d.note })),
    bufferBefore: String(availability.bufferBeforeMinutes),
    bufferAfter: String(availability.bufferAfterMinutes),
    minNotice: String(availability.minNoticeHours),
    noSameDay: availability.noSameDay,
    horizon: String(availability.horizonDays),
    maxPerDay: String(availability.maxPerDay),
    maxPerMonth: String(availability.maxPerMonth),
    interval: String(availability.intervalMinutes),
    call: availability.call.kind,
    videoUrl: availability.call.kind === "video" ? availability.call.url : "",
  };
}

/**
 * What the form's add and remove buttons ask (their `intent`): `add:weekly-1` (another range on
 * Mondays), `remove:weekly-1-0`, `add-date`, `add:override-2`, `remove:override-2-0`,
 * `remove:override-2`, `add-dayoff`, `remove:dayoff-3`. Null for anything else.
 */
export type Edit =
  | { kind: "add-range"; day: number }
  | { kind: "remove-range"; day: number; index: number }
  | { kind: "add-date" }
  | { kind: "add-override-range"; override: number }
  | { kind: "remove-override-range"; override: number; index: number }
  | { kind: "remove-date"; override: number }
  | { kind: "add-day-off" }
  | { kind: "remove-day-off"; index: number };

export function readEdit(intent: string): Edit | null {
  let m: RegExpExecArray | null;
  if (intent === "add-date") return { kind: "add-date" };
  if (intent === "add-dayoff") return { kind: "add-day-off" };
  if ((m = /^remove:dayoff-(\d{1,3})$/.exec(intent))) return { kind: "remove-day-off", index: Number(m[1]) };
  if ((m = /^add:weekly-([0-6])$/.exec(intent))) return { kind: "add-range", day: Number(m[1]) };
  if ((m = /^remove:weekly-([0-6])-(\d{1,2})$/.exec(intent))) return { kind: "remove-range", day: Number(m[1]), index: Number(m[2]) };
  if ((m = /^add:override-(\d{1,3})$/.exec(intent))) return { kind: "add-override-range", override: Number(m[1]) };
  if ((m = /^remove:override-(\d{1,3})-(\d{1,2})$/.exec(intent))) return { kind: "remove-override-range", override: Number(m[1]), index: Number(m[2]) };
  if ((m = /^remove:override-(\d{1,3})$/.exec(intent))) return { kind: "remove-date", override: Number(m[1]) };
  return null;
}

/** The range a new row starts with: an hour after the day's last range ends, else 9:00 AM – 12:00 PM. */
function nextRange(list: readonly RangeValues[]): RangeValues {
  const last = list.at(-1);
  if (!last || !isTime(last.end)) return { start: "09:00", end: "12:00" };
  const start = Math.min(minutesOf(last.end) + 60, 22 * 60);
  return { start: hhmm(start), end: hhmm(Math.min(start + 60, 23 * 60 + 45)) };
}

/** The form after one add or remove button; everything else typed is kept. */
export function applyEdit(values: AvailabilityFormValues, edit: Edit): AvailabilityFormValues {
  const weekly = values.weekly.map((list) => [...list]);
  const overrides = values.overrides.map((o) => ({ date: o.date, ranges: [...o.ranges] }));
  const daysOff = values.daysOff.map((d) => ({ ...d }));
  switch (edit.kind) {
    case "add-range": {
      const list = weekly[edit.day]!;
      if (list.length < MAX_RANGES) list.push(nextRange(list));
      break;
    }
    case "remove-range":
      weekly[edit.day]!.splice(edit.index, 1);
      break;
    case "add-date":
      // A date with other hours starts with hours (days off have their own list).
      if (overrides.length < MAX_OVERRIDES) overrides.push({ date: "", ranges: [nextRange([])] });
      break;
    case "add-override-range": {
      const o = overrides[edit.override];
      if (o && o.ranges.length < MAX_RANGES) o.ranges.push(nextRange(o.ranges));
      break;
    }
    case "remove-override-range":
      overrides[edit.override]?.ranges.splice(edit.index, 1);
      break;
    case "remove-date":
      overrides.splice(edit.override, 1);
      break;
    case "add-day-off":
      if (daysOff.length < MAX_DAYS_OFF) daysOff.push({ first: "", last: "", note: "" });
      break;
    case "remove-day-off":
      daysOff.splice(edit.index, 1);
      break;
  }
  return { ...values, weekly, overrides, daysOff };
}
