import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { ianaZone } from "./windows-zones.ts";

/**
 * The busy times of an iCalendar file (one of the owner's own calendars), parsed with ical.js:
 * every event that blocks time between `from` and `to`, repeating ones expanded (RRULE, RDATE,
 * EXDATE, and RECURRENCE-ID overrides that move, change or cancel one occurrence). Ignored: events
 * marked free (TRANSP:TRANSPARENT), cancelled ones (STATUS:CANCELLED, a whole series or one
 * occurrence), and the site's own calls (`ownUid`) when she subscribed to the site's feed and her
 * calendar exports it again. Only times are kept: no title, place or guest.
 *
 * Apple's travel time before an event is busy too.
 *
 * Times: an all-day event holds its whole days in the business's zone; a time with a TZID is
 * read in that zone (IANA, or a Windows name as Outlook writes, see windows-zones.ts; otherwise
 * the file's VTIMEZONE as ical.js reads it); a floating time (no zone) is the business's. Zone
 * arithmetic is @date-fns/tz's.
 *
 * Node runs this module and what it imports from their TypeScript sources in the worker during
 * development and tests (ical-busy.worker.ts): imports name their `.ts` files, and nothing here
 * may need more than type stripping (no enums, no parameter properties).
 */

export type BusyInterval = { start: number; end: number };

export type BusyOptions = {
  /** The business's zone (all-day and floating times). */
  timeZone: string;
  from: number;
  to: number;
  /** UIDs of the site's own calls (skipped). */
  ownUid?: RegExp;
};

/**
 * Occurrences expanded at most, per repeating event and in all (a daily event since 1990 is about
 * 13,000): beyond that the file is refused as too large rather than read in part, which would miss
 * busy times. (What the caps cannot see, a rule ical.js searches for ever without yielding an
 * occurrence, is ended by the worker's deadline: ical-read.server.ts.)
 */
const MAX_OCCURRENCES = 50_000;
const MAX_TOTAL_OCCURRENCES = 300_000;

/** A calendar whose repeating events would take too long to expand. */
export class CalendarTooLarge extends Error {
  constructor() {
    super("calendar too large to expand");
  }
}
const DAY = 86_400_000;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

/**
 * Whether an event (or one occurrence's override) does not block time: cancelled, or free.
 * Outlook says free or busy in X-MICROSOFT-CDO-BUSYSTATUS and writes an all-day "out of office"
 * as TRANSP:TRANSPARENT with BUSYSTATUS:OOF, so that status, when present, decides.
 */
function ignored(component: Component): boolean {
  const value = (name: string) => String(component.getFirstPropertyValue(name) ?? "").toUpperCase();
  if (value("status") === "CANCELLED") return true;
  const outlook = value("x-microsoft-cdo-busystatus");
  if (outlook !== "") return outlook === "FREE";
  return value("transp") === "TRANSPARENT";
}

/**
 * Apple's travel time (X-APPLE-TRAVEL-DURATION, "leave 30 minutes before"): the time before the
 * event is busy too. An idea from cal.com's ICS feed calendar.
 */
function travelMs(component: Component): number {
  try {
    const value: unknown = component.getFirstPropertyValue("x-apple-travel-duration");
    const duration = value instanceof ICAL.Duration ? value : typeof value === "string" ? ICAL.Duration.fromString(value) : null;
    const seconds = duration?.toSeconds() ?? 0;
    return Number.isFinite(seconds) && seconds > 0 && seconds <= 24 * 3600 ? seconds * 1000 : 0;
  } catch {
    return 0;
  }
}

function tzidOf(component: Component, property: "dtstart" | "dtend"): string | null {
  const value = component.getFirstProperty(property)?.getParameter("tzid");
  return typeof value === "string" && value !== "" ? value : null;
}

/** ianaZone, once per name (Intl is slow to ask). */
const zones = new Map<string, string | null>();
function zoneOf(tzid: string): string | null {
  let zone = zones.get(tzid);
  if (zone === undefined) {
    zone = ianaZone(tzid);
    if (zones.size < 1000) zones.set(tzid, zone);
  }
  return zone;
}

/** A time's wall clock read as UTC: within 14 hours of its instant, enough to skip what lies far from the window. */
function roughInstant(time: Time): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
}

/** The instant of a time read from the file (see the module's comment for the rules). */
function instant(time: Time, tzid: string | null, businessZone: string): number {
  const { year, month, day } = time;
  if (time.isDate) return new TZDate(year, month - 1, day, businessZone).getTime();
  const { hour, minute, second } = time;
  if (time.zone?.tzid === "UTC") return Date.UTC(year, month - 1, day, hour, minute, second);
  const zone = tzid ? zoneOf(tzid) : null;
  if (zone) return new TZDate(year, month - 1, day, hour, minute, second, zone).getTime();
  // A zone only the file defines: ical.js converts with its VTIMEZONE.
  if (tzid && time.zone?.component) return time.toUnixTime() * 1000;
  return new TZDate(year, month - 1, day, hour, minute, second, businessZone).getTime();
}

/**
 * Parses the file and returns its busy intervals, sorted and merged. Throws CalendarTooLarge past
 * the occurrence caps, and an error when it is not iCalendar. This runs in a worker thread of its
 * own per read (ical-read.server.ts), never on the server's thread: one call of ical.js's iterator
 * can run for minutes on a rule that never matches.
 */
export function busyIntervals(text: string, options: BusyOptions): BusyInterval[] {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  if (root.name !== "vcalendar") throw new Error("not a calendar");
  const { timeZone, from, to, ownUid } = options;
  const found: BusyInterval[] = [];
  const add = (start: number, end: number) => {
    // An all-day event without an end holds its day; a timed one without length holds nothing.
    if (end > start && end > from && start < to) found.push({ start: Math.max(start, from), end: Math.min(end, to) });
  };
  const single = (component: Component, start: Time, end: Time) => {
    const startZone = tzidOf(component, "dtstart");
    const s = instant(start, startZone, timeZone) - travelMs(component);
    const e = instant(end, tzidOf(component, "dtend") ?? startZone, timeZone);
    add(s, start.isDate && e <= s ? s + DAY : e);
  };

  let total = 0;
  const masters: Component[] = [];
  const overrides = new Map<string, Component[]>();
  for (const vevent of root.getAllSubcomponents("vevent")) {
    const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
    if (ownUid?.test(uid)) continue;
    if (!vevent.hasProperty("recurrence-id")) masters.push(vevent);
    else if (overrides.has(uid)) overrides.get(uid)!.push(vevent);
    else overrides.set(uid, [vevent]);
  }

  for (const master of masters) {
    const uid = String(master.getFirstPropertyValue("uid") ?? "");
    const exceptions = overrides.get(uid) ?? [];
    overrides.delete(uid);
    if (!master.hasProperty("dtstart")) continue;
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions });
    if (!event.isRecurring()) {
      if (!ignored(master)) single(master, event.startDate, event.endDate);
      continue;
    }
    if (String(master.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") continue;
    const startZone = tzidOf(master, "dtstart");
    const travel = travelMs(master);
    const iterator = event.iterator();
    for (let n = 0, next = iterator.next(); next; n++, next = iterator.next()) {
      if (n >= MAX_OCCURRENCES || ++total > MAX_TOTAL_OCCURRENCES) throw new CalendarTooLarge();
      const original = roughInstant(next);
      // An override may move an occurrence by days: a week's margin on both sides.
      if (original > to + 7 * DAY) break;
      if (original < from - 7 * DAY) continue;
      let details;
      try {
        details = event.getOccurrenceDetails(next);
      } catch {
        // ical.js can fail on a malformed override: the occurrence as the series has it.
        const end = next.clone();
        end.addDuration(event.duration);
        details = { startDate: next, endDate: end, item: event };
      }
      const item = details.item;
      if (item && item !== event) {
        if (!ignored(item.component)) single(item.component, details.startDate, details.endDate);
        continue;
      }
      if (ignored(master)) continue;
      const s = instant(details.startDate, startZone, timeZone) - travel;
      const e = instant(details.endDate, startZone, timeZone);
      add(s, details.startDate.isDate && e <= s + travel ? s + travel + DAY : e);
    }
  }
  // Overrides whose series is not in the file: events of their own.
  for (const list of overrides.values()) {
    for (const component of list) {
      if (ignored(component) || !component.hasProperty("dtstart")) continue;
      const event = new ICAL.Event(component);
      single(component, event.startDate, event.endDate);
    }
  }
  return mergeIntervals(found);
}

/** Sorted, with overlapping and touching intervals joined. */
export function mergeIntervals(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}
