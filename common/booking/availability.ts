import { z } from "zod";

/**
 * The owner's availability for discovery calls (issue 26), in the business's time zone: weekly
 * hours (several ranges a day), date overrides, buffers, notice, how far ahead, caps and the slot
 * interval. One document, checked by this schema wherever it is read or written.
 */

/** A call lasts 15 minutes (spec: "Discovery call | 15 minutes"). */
export const CALL_MINUTES = 15;
/** Claims are made in cells of this many minutes; buffers and intervals are multiples of it. */
export const CELL_MINUTES = 5;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const date = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

export type TimeRange = { start: string; end: string };

const range = z
  .object({ start: time, end: time })
  .refine((r) => minutesOf(r.start) + CALL_MINUTES <= minutesOf(r.end), { message: "range-too-short" });

/** Ranges of one day, in order and not overlapping. */
const ranges = z.array(range).refine(
  (list) => list.every((r, i) => i === 0 || minutesOf(list[i - 1]!.end) <= minutesOf(r.start)),
  { message: "ranges-overlap" },
);

const multipleOfCell = (max: number) => z.number().int().min(0).max(max).refine((n) => n % CELL_MINUTES === 0);

export const callSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("phone") }),
  z.object({
    kind: z.literal("video"),
    url: z
      .string()
      .max(500)
      .refine((u) => URL.canParse(u) && new URL(u).protocol === "https:", { message: "video-url" }),
  }),
]);

export type CallLocation = z.infer<typeof callSchema>;

/** At most this many characters in a day off's note. */
export const DAY_OFF_NOTE_MAX = 200;

/**
 * Days off (issue 44): a first and a last day, both included, with an optional note for her ("Winter
 * break"); no call is offered on any day of it, whatever its weekday's or date's hours.
 */
const dayOff = z
  .object({ first: date, last: date, note: z.string().max(DAY_OFF_NOTE_MAX).default("") })
  .refine((d) => d.first <= d.last, { message: "day-off-order" });

export type DayOff = z.infer<typeof dayOff>;

const rulesSchema = z.object({
  /** Index 0 is Sunday, as Date.getDay(). */
  weekly: z.array(ranges).length(7),
  /** A date's own ranges, replacing its weekday's (a date with none is read as a day off: readDaysOff). */
  overrides: z.array(z.object({ date, ranges })).max(400),
  /** Days off as ranges; documents saved before them have none (their days off are empty overrides). */
  daysOff: z.array(dayOff).max(400).default([]),
  bufferBeforeMinutes: multipleOfCell(120),
  bufferAfterMinutes: multipleOfCell(120),
  minNoticeHours: z.number().int().min(0).max(24 * 14),
  noSameDay: z.boolean(),
  horizonDays: z.number().int().min(1).max(365),
  maxPerDay: z.number().int().min(1).max(96),
  maxPerMonth: z.number().int().min(1).max(3000),
  intervalMinutes: z.number().int().refine((n) => [5, 10, 15, 20, 30, 60].includes(n)),
  /**
   * How the call happens (issue 33): a video link the owner pastes once (any https URL: Zoom,
   * Google Meet, Whereby...), or "I will phone you" (then the parent's phone number is required).
   * Documents saved before this field existed read as "phone".
   */
  call: callSchema.default({ kind: "phone" }),
});

/**
 * Until issue 44 a day off was a date override with no hours, one date at a time. Those are read as
 * days off: each run of consecutive dates becomes one range (a 10-day break saved as 10 dates reads
 * as one), beside the ranges already there; the overrides keep only dates with hours. A document
 * is stored in this shape the next time it is saved.
 */
function readDaysOff(input: unknown): unknown {
  if (!input || typeof input !== "object" || !Array.isArray((input as { overrides?: unknown }).overrides)) return input;
  const document = input as { overrides: unknown[]; daysOff?: unknown };
  const empty = (o: unknown): o is { date: string } =>
    !!o && typeof o === "object" && Array.isArray((o as { ranges?: unknown }).ranges) && (o as { ranges: unknown[] }).ranges.length === 0 && typeof (o as { date?: unknown }).date === "string";
  const single = document.overrides.filter(empty).map((o) => o.date).sort();
  if (single.length === 0) return input;
  const runs: DayOff[] = [];
  for (const day of single) {
    const run = runs.at(-1);
    if (run && (day === run.last || day === nextDay(run.last))) run.last = day;
    else runs.push({ first: day, last: day, note: "" });
  }
  const kept = Array.isArray(document.daysOff) ? document.daysOff : [];
  return { ...document, overrides: document.overrides.filter((o) => !empty(o)), daysOff: [...kept, ...runs] };
}

/** The day after a YYYY-MM-DD date. */
function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export const availabilitySchema = z.preprocess(readDaysOff, rulesSchema);

export type Availability = z.infer<typeof rulesSchema>;

/** The day off `date` falls in, if any. */
export function dayOffOn(availability: Pick<Availability, "daysOff">, date: string): DayOff | undefined {
  return availability.daysOff.find((d) => d.first <= date && date <= d.last);
}

/** What the owner's form starts from: weekdays 9-12 and 13-17, 10 calls a month (the spec's "10 spots"). */
export const defaultAvailability: Availability = {
  weekly: [
    [],
    [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }],
    [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }],
    [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }],
    [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }],
    [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }],
    [],
  ],
  overrides: [],
  daysOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minNoticeHours: 24,
  noSameDay: false,
  horizonDays: 60,
  maxPerDay: 4,
  maxPerMonth: 10,
  intervalMinutes: 15,
  call: { kind: "phone" },
};

export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}
