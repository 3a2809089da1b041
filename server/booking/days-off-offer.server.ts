import { z } from "zod";
import { DAY_OFF_NOTE_MAX, dayOffOn } from "#common/booking/availability.ts";
import type { AppDatabase } from "#server/db/database.server";
import { readBookingSetup } from "./bookings.server";
import { addDays } from "./slots";

/** What the offer reads of an announcement (server/editing's document): its days and its English words. */
const announcementDays = z.object({ startDate: z.string(), endDate: z.string(), en: z.object({ text: z.string() }) });

/**
 * The offer under an announcement she has just saved with a first and a last day (issue 44: "no
 * calls Dec 24 – Jan 2" in the announcement left Dec 24-25 bookable): its days, from today on, as
 * days off, with its words as the note; null when it has no end, is over, or every one of those
 * days is already off. She may change the days before adding them: the announcement's days are
 * when it shows, which need not be when the calls stop.
 */
export async function daysOffOffer(db: AppDatabase, announcement: unknown, today: string): Promise<{ first: string; last: string; note: string } | null> {
  const parsed = announcementDays.safeParse(announcement);
  if (!parsed.success) return null;
  const { startDate, endDate, en } = parsed.data;
  if (!startDate || !endDate || endDate < today || endDate < startDate) return null;
  const first = startDate < today ? today : startDate;
  const { rules } = await readBookingSetup(db);
  if (rules) {
    let day = first;
    while (day <= endDate && dayOffOn(rules, day)) day = addDays(day, 1);
    if (day > endDate) return null;
  }
  return { first, last: endDate, note: en.text.trim().slice(0, DAY_OFF_NOTE_MAX) };
}
