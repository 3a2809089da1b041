import { Hono } from "hono";
import { languageInfo, languageOfTag, parseLanguage } from "#common/languages.ts";
import { formatDay, formatMonth, formatTime } from "#common/booking/format.ts";
import type { PickerData } from "#common/booking/picker.ts";
import { parentZoneFrom, zoneChoices } from "#common/booking/zone-choices.ts";
import { formatYearMonth, monthOf, parseYearMonth, shiftMonth } from "#common/calendar.ts";
import type { AppDatabase } from "#server/db/database.server";
import { readAvailability, slotRules, slotState, type BookingContext } from "./bookings.server";
import { bookingWindow, freeSlotsBetween, wallClock } from "./slots";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The picker of a page (?month=YYYY-MM&date=YYYY-MM-DD), or null while booking is not open. A
 * month or date outside the booking window shows the window's first month; a date without free
 * times shows none. `tag` is the page's language (en-US, es-US).
 */
export async function pickerData(db: AppDatabase, context: BookingContext, search: URLSearchParams, tag: string): Promise<PickerData | null> {
  const availability = await readAvailability(db);
  if (!availability) return null;
  const rules = slotRules(availability, context);
  const window = bookingWindow(rules);
  const first = monthOf(window.first);
  const last = monthOf(window.last);
  const inWindow = (m: { year: number; month: number }) => formatYearMonth(m) >= formatYearMonth(first) && formatYearMonth(m) <= formatYearMonth(last);

  const date = search.get("date") ?? "";
  const chosenDate = DATE.test(date) && date >= window.first && date <= window.last ? date : null;
  const asked = parseYearMonth(search.get("month")) ?? (chosenDate ? monthOf(chosenDate) : null);

  // The whole window at once: a month's free days, the next free day after it, and the chosen day's times.
  const state = await slotState(db, window.first, window.last, context.now);
  const free = freeSlotsBetween(rules, state, window.first, window.last);
  // Unasked, the month opens on the first month with a free day (issue 33).
  const firstFree = [...free.keys()].sort()[0];
  const month = asked && inWindow(asked) ? asked : firstFree ? monthOf(firstFree) : first;
  const monthKey = formatYearMonth(month);
  const days: PickerData["days"] = {};
  for (const [day, slots] of free) if (day.startsWith(monthKey)) days[day] = { label: formatDay(day, tag), count: slots.length };
  const nextFreeDate = Object.keys(days).length === 0 ? [...free.keys()].find((day) => day > `${monthKey}-31`) : undefined;
  const selectedDate = chosenDate && chosenDate.startsWith(monthKey) ? chosenDate : null;
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);

  return {
    month: monthKey,
    monthLabel: formatMonth(monthKey, tag),
    previous: inWindow(previous) ? formatYearMonth(previous) : null,
    next: inWindow(next) ? formatYearMonth(next) : null,
    days,
    today: wallClock(context.now, context.timeZone).date,
    selected: selectedDate
      ? {
          date: selectedDate,
          label: formatDay(selectedDate, tag),
          times: (free.get(selectedDate) ?? []).map((slot) => ({ start: slot.start, label: formatTime(slot.start, context.timeZone, tag) })),
        }
      : null,
    nextFree: nextFreeDate ? { date: nextFreeDate, label: formatDay(nextFreeDate, tag) } : null,
    timeZone: context.timeZone,
    parentZone: parentZoneFrom(search.get("zone")),
    phoneRequired: availability.call.kind === "phone",
    zoneChoices: zoneChoices(languageOfTag(tag)),
  };
}


/**
 * GET /api/booking/picker?month=YYYY-MM&date=YYYY-MM-DD&lang=es (a code of common/languages.ts; none or another: English): the picker as JSON, for the
 * discovery call dialog (every page can open it, and its own page's loader is not there). The
 * same data the /discovery-call page renders; `{ booking: null }` while booking is not open.
 */
export function pickerApi(db: AppDatabase, timeZone: string, now: () => number = Date.now) {
  const api = new Hono();
  api.get("/picker", async (c) => {
    const url = new URL(c.req.url);
    const tag = languageInfo(parseLanguage(url.searchParams.get("lang"))).tag;
    c.header("Cache-Control", "no-store");
    return c.json({ booking: await pickerData(db, { timeZone, now: now() }, url.searchParams, tag) });
  });
  return api;
}
