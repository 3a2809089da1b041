import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { BusyInterval } from "./ical-busy";

/**
 * What the booking reads of the owner's own calendars (calendar-feeds.server.ts stores them):
 * their busy times, and whether one has gone unread long enough to pause booking. A module of
 * its own so that bookings.server.ts depends on nothing else of the calendars.
 */

/** How long a calendar may go unread (since its last good read, or since it was added) before booking pauses. */
export const FEED_STALE_MS = 60 * 60 * 1000;

/**
 * The busy times between `from` and `to` of every calendar, and whether booking is paused (a
 * calendar unread for over an hour).
 */
export async function calendarBusy(db: Kysely<Database>, from: number, to: number, now: number): Promise<{ paused: boolean; busy: BusyInterval[] }> {
  const stale = await db
    .selectFrom("calendar_feeds")
    .select("id")
    .where((eb) => eb(eb.fn.coalesce("read_at", "created_at"), "<", now - FEED_STALE_MS))
    .limit(1)
    .executeTakeFirst();
  const rows = await db.selectFrom("calendar_busy").select(["start_at", "end_at"]).where("start_at", "<", to).where("end_at", ">", from).execute();
  return { paused: stale !== undefined, busy: rows.map((r) => ({ start: Number(r.start_at), end: Number(r.end_at) })) };
}

