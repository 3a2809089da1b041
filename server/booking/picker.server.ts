import { Hono } from "hono";
import { languageInfo, languageOfTag, parseLanguage } from "#common/languages.ts";
import { formatDay, formatMonth, formatTime } from "#common/booking/format.ts";
import type { PickerData } from "#common/booking/picker.ts";
import { changedZone, parentZoneFrom, zoneChoices, zoneCookie } from "#common/booking/zone-choices.ts";
import { single } from "#common/forms/form-definition.ts";
import type { PageMove } from "#server/forms/form-route.server";
import { formatYearMonth, monthOf, parseYearMonth, shiftMonth } from "#common/calendar.ts";
import type { AppDatabase } from "#server/db/database.server";
import { readAvailability, slotRules, slotState, type BookingContext } from "./bookings.server";
import { addDays, bookingWindow, freeSlotsBetween, wallClock, type Slot } from "./slots";
import { timeZoneName } from "#common/time-zone-names.ts";
import type { AppointmentLength } from "#common/booking/appointment-types.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type PickerOptions = {
  /** Show the month's first free day's times when no day was asked (the parent's pages: a tap saved, issue 42). */
  firstFreeDay?: boolean;
  /** The appointment's type (issue 43): its length decides which times are free. The discovery call by default. */
  appointment?: AppointmentLength;
};

/** The free times by date in `zone` (the parent's): a call at 8 PM Eastern is on the next day in Tokyo. */
function byDateIn(free: Map<string, Slot[]>, zone: string, businessZone: string): Map<string, Slot[]> {
  if (zone === businessZone) return free;
  const days = new Map<string, Slot[]>();
  for (const slots of free.values()) {
    for (const slot of slots) {
      const { date } = wallClock(slot.start, zone);
      const list = days.get(date);
      if (list) list.push(slot);
      else days.set(date, [slot]);
    }
  }
  return days;
}

/**
 * The picker of a page (?month=YYYY-MM&date=YYYY-MM-DD&zone=…), or null while booking is not
 * open. With a parent's zone (`zone=`), the days and times are hers: the days her calendar shows,
 * the times as her clock reads them, each with the business's beside it when it reads otherwise
 * (issue 42); without, the business's. A month or date outside the booking window shows the
 * window's first month; a date without free times shows none. `tag` is the page's language
 * (en-US, es-US).
 */
export async function pickerData(db: AppDatabase, context: BookingContext, search: URLSearchParams, tag: string, options: PickerOptions = {}): Promise<PickerData | null> {
  const availability = await readAvailability(db);
  if (!availability) return null;
  const rules = slotRules(availability, context, options.appointment);
  const window = bookingWindow(rules);
  const businessZone = context.timeZone;
  const parentZone = parentZoneFrom(search.get("zone"));
  const zone = parentZone ?? businessZone;
  const language = languageOfTag(tag);

  // The whole window at once: a month's free days, the next free day after it, and the chosen day's times.
  const state = await slotState(db, window.first, window.last, context.now);
  const free = byDateIn(freeSlotsBetween(rules, state, window.first, window.last), zone, businessZone);
  const freeDates = [...free.keys()].sort();
  // Her dates may fall a day either side of the business's window.
  const first = monthOf(freeDates[0] && freeDates[0] < window.first ? freeDates[0] : window.first);
  const last = monthOf(freeDates.at(-1) && freeDates.at(-1)! > window.last ? freeDates.at(-1)! : window.last);
  const inWindow = (m: { year: number; month: number }) => formatYearMonth(m) >= formatYearMonth(first) && formatYearMonth(m) <= formatYearMonth(last);

  const date = search.get("date") ?? "";
  // A real date (not 2026-13-45), in the window as her calendar has it (a day either side of ours).
  const chosenDate = DATE.test(date) && addDays(date, 0) === date && date >= addDays(window.first, -1) && date <= addDays(window.last, 1) ? date : null;
  const asked = parseYearMonth(search.get("month")) ?? (chosenDate ? monthOf(chosenDate) : null);

  // Unasked, the month opens on the first month with a free day (issue 33).
  const month = asked && inWindow(asked) ? asked : freeDates[0] ? monthOf(freeDates[0]) : first;
  const monthKey = formatYearMonth(month);
  const days: PickerData["days"] = {};
  for (const day of freeDates) if (day.startsWith(monthKey)) days[day] = { label: formatDay(day, tag), count: free.get(day)!.length };
  const nextFreeDate = Object.keys(days).length === 0 ? freeDates.find((day) => day > `${monthKey}-31`) : undefined;
  const firstOfMonth = options.firstFreeDay && !chosenDate ? Object.keys(days)[0] : undefined;
  const selectedDate = chosenDate && chosenDate.startsWith(monthKey) ? chosenDate : (firstOfMonth ?? null);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const businessDay = new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: businessZone });

  return {
    month: monthKey,
    monthLabel: formatMonth(monthKey, tag),
    previous: inWindow(previous) ? formatYearMonth(previous) : null,
    next: inWindow(next) ? formatYearMonth(next) : null,
    days,
    today: wallClock(context.now, businessZone).date,
    selected: selectedDate
      ? {
          date: selectedDate,
          label: formatDay(selectedDate, tag),
          times: (free.get(selectedDate) ?? []).map((slot) => {
            const label = formatTime(slot.start, zone, tag);
            const ours = formatTime(slot.start, businessZone, tag);
            if (zone === businessZone || ours === label) return { start: slot.start, label };
            // Her clock reads another time: ours beside it, with our day when it is another.
            const sameDay = wallClock(slot.start, businessZone).date === selectedDate;
            return { start: slot.start, label, business: sameDay ? ours : `${businessDay.format(slot.start)} ${ours}` };
          }),
        }
      : null,
    nextFree: nextFreeDate ? { date: nextFreeDate, label: formatDay(nextFreeDate, tag) } : null,
    timeZone: businessZone,
    parentZone,
    zoneName: timeZoneName(zone, language),
    businessZoneName: timeZoneName(businessZone, language),
    phoneRequired: availability.call.kind === "phone",
    childAgeRequired: availability.requires.childAge,
    questionRequired: availability.requires.question,
    zoneChoices: zoneChoices(language),
  };
}


/**
 * The booking form's posts that only move its page, without JavaScript (server/forms/form-route.server.ts):
 * a month or a day (`intent=navigate`), a time (`pick=<start>`: the details step, with that time
 * chosen), "Show my times", "Change". Nothing is stored or sent. A zone she changed in the choice
 * is remembered in its cookie, and the picker comes back in it (the page's loader never sees the
 * posted zone).
 */
export function pickerMove(deps: { db: AppDatabase; timeZone: string; now: () => number; tag: string }): PageMove<{ booking: PickerData | null }> {
  return async (values, request) => {
    const intent = single(values, "intent");
    const pick = single(values, "pick");
    if (intent !== "navigate" && intent !== "continue" && pick === "") return null;
    const { pick: _pick, ...rest } = values;
    const kept = /^\d{12,14}$/.test(pick) ? { ...rest, slot: pick, intent: "continue" } : rest;
    const url = new URL(request.url);
    const zone = changedZone(single(values, "zone"), parentZoneFrom(url.searchParams.get("zone")), deps.timeZone);
    if (!zone) return { kept };
    const search = new URLSearchParams(url.search);
    search.set("zone", zone);
    const booking = await pickerData(deps.db, { timeZone: deps.timeZone, now: deps.now() }, search, deps.tag, { firstFreeDay: true });
    return { kept, headers: { "Set-Cookie": zoneCookie(zone, url.protocol === "https:") }, extra: { booking } };
  };
}

/**
 * GET /api/booking/picker?month=YYYY-MM&date=YYYY-MM-DD&zone=…&lang=es (a code of common/languages.ts; none or another: English): the picker as JSON, for the
 * discovery call dialog (every page can open it, and its own page's loader is not there). The
 * same data the /discovery-call page renders; `{ booking: null }` while booking is not open.
 */
export function pickerApi(db: AppDatabase, timeZone: string, now: () => number = Date.now) {
  const api = new Hono();
  api.get("/picker", async (c) => {
    const url = new URL(c.req.url);
    const tag = languageInfo(parseLanguage(url.searchParams.get("lang"))).tag;
    c.header("Cache-Control", "no-store");
    return c.json({ booking: await pickerData(db, { timeZone, now: now() }, url.searchParams, tag, { firstFreeDay: true }) });
  });
  return api;
}
