import { z } from "zod";
import { postedText, recordIdField } from "#server/auth/admin-forms.server";
import { addDays, wallClock } from "./slots";

/**
 * The owner's booking pages in the back office (/admin/availability, /admin/calls): their forms as
 * the actions read them (readAdminForm) and the small queries they need beyond the booking service.
 */


/** Booking's switch (the dashboard and Availability): on or off. */
export const bookingSwitchForm = z.object({ intent: z.enum(["on", "off"]) });

/**
 * Availability: save the whole form (its fields, `weekly-1-0-start`…, parsed by
 * common/booking/availability-form.ts), apply one of its add/remove buttons (`edit`) and draw it
 * again, turn booking on or off, or add one range of days off to what is saved (the
 * announcement's offer, `add-day-off`). `confirm=hours` is the answer to "Is that right?" for
 * hours before 7 AM or after 9 PM.
 */
export const availabilityForm = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("save"),
      edit: z.string().max(40).optional(),
      confirm: z.literal("hours").optional(),
      noSameDay: z.literal("on").optional(),
    })
    .catchall(postedText(600)),
  z.object({ intent: z.literal("off") }),
  z.object({ intent: z.literal("on") }),
  z.object({ intent: z.literal("add-day-off"), first: postedText(20), last: postedText(20), note: postedText(400) }),
]);

/** A Monday as the Calls page's `week` (YYYY-MM-DD), or undefined. */
const week = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

const sequenceField = () => z.string().regex(/^\d{1,9}$/).transform(Number);

/** Calls: an outcome, a cancel (with an optional message), a move, or a new calendar link. `sequence` is the call's as the page drew it. */
export const callsForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("outcome"), id: recordIdField(), status: z.enum(["completed", "no-show", "booked"]), week }),
  z.object({ intent: z.literal("cancel"), id: recordIdField(), sequence: sequenceField(), message: postedText(2000), week }),
  z.object({
    intent: z.literal("reschedule"),
    id: recordIdField(),
    sequence: sequenceField(),
    /** The picker's radio (`slot`), or `start` as before. */
    slot: z.string().regex(/^\d{10,15}$/).transform(Number).optional(),
    start: z.string().regex(/^\d{10,15}$/).transform(Number).optional(),
    week,
  }),
  z.object({ intent: z.literal("rotate-feed"), week }),
]);

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
function weekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A real calendar day from 2000 to 2199 (`9999-99-99`, `2026-02-30` are not: the page falls back to this week). */
export function realDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y < 2200 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The week the Calls page shows: the week holding `?week=` when it is a real date, else this week (business zone); with today. */
export function agendaWeek(requested: string | null, timeZone: string, now: number): { monday: string; today: string; days: string[] } {
  const today = wallClock(now, timeZone).date;
  const monday = requested && realDate(requested) ? mondayOf(requested) : mondayOf(today);
  return { monday, today, days: Array.from({ length: 7 }, (_, i) => addDays(monday, i)) };
}

/** Your calendars (/admin/calendars): add one (its address and an optional name), remove one, or read one now. */
export const calendarsForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), url: postedText(4000), label: postedText(200) }),
  z.object({ intent: z.literal("remove"), id: recordIdField() }),
  z.object({ intent: z.literal("read"), id: recordIdField() }),
]);
