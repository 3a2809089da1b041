import type { SetupInput } from "#common/booking/setup.ts";
import type { AppDatabase } from "#server/db/database.server";
import { readBookingSetup } from "./bookings.server";
import { feedName, isStale, listFeeds } from "./calendar-feeds.server";
import { describeFeedProblem } from "./feed-fetch.server";
import { wallClock } from "./slots";

/**
 * What booking's state and setup checklist read (common/booking/setup.ts): the hours as saved,
 * the switch, and her calendars, each with why its last read failed and whether it pauses booking
 * (unread for over an hour). Email's part is the outbox's (server/admin/dashboard.server.ts).
 */
export async function bookingSetup(db: AppDatabase, timeZone: string, now: number): Promise<Omit<SetupInput, "email">> {
  const [{ rules, open }, feeds] = await Promise.all([readBookingSetup(db), listFeeds(db)]);
  return {
    rules,
    open,
    calendars: feeds.map((feed) => ({
      name: feedName(feed),
      failing: feed.error === null && !isStale(feed, now) ? null : describeFeedProblem(feed.error ?? "unreachable"),
      pausing: isStale(feed, now),
    })),
    today: wallClock(now, timeZone).date,
  };
}
