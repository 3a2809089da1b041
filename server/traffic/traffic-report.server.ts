import type { AppDatabase } from "#server/db/database.server";
import type { SubmissionKind } from "#server/db/schema";
import { formKinds } from "#server/forms/kinds.server";
import { formIds } from "#common/forms/kinds.ts";
import { todayIn, zonedTimeToUtc } from "#common/calendar.ts";

export const REPORT_DAYS = 30;
export const TOP_PAGES = 20;
export const TOP_REFERRERS = 10;

/** The calendar day `n` days before `day` (YYYY-MM-DD), by the calendar, not by 24-hour steps. */
export function daysBefore(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
}

export type TrafficReport = {
  today: string;
  /** New submissions (not marked spam) per kind since the start of today, of 7 days and of 30 days. */
  submissions: { kind: SubmissionKind; today: number; week: number; month: number }[];
  /** Page views for each of the last 30 days, oldest first, every day present (0 when none). */
  daily: { day: string; views: number }[];
  totalViews: number;
  pages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  /** Views of a form's page against the submissions of that form, over 30 days. */
  conversions: { kind: "contact" | "discovery-call"; path: string; views: number; submissions: number }[];
};

/** Everything /admin/traffic shows, for the 30 days that end today in the business's time zone. */
export async function trafficReport(db: AppDatabase, timeZone: string, now: number): Promise<TrafficReport> {
  const today = todayIn(timeZone, now);
  const firstDay = daysBefore(today, REPORT_DAYS - 1);
  // When each day begins in the business's zone (@date-fns/tz, common/calendar.ts).
  const since = {
    today: zonedTimeToUtc(today, "00:00", timeZone).toISOString(),
    week: zonedTimeToUtc(daysBefore(today, 6), "00:00", timeZone).toISOString(),
    month: zonedTimeToUtc(firstDay, "00:00", timeZone).toISOString(),
  };

  const submissions = await Promise.all(
    formIds.map(async (kind) => {
      // received_at is ISO-8601 UTC text, so text order is time order.
      const row = await db
        .selectFrom(formKinds[kind].table)
        .select((eb) => [
          eb.fn.countAll<number>().as("month"),
          eb.fn.sum<number>(eb.case().when("received_at", ">=", since.week).then(1).else(0).end()).as("week"),
          eb.fn.sum<number>(eb.case().when("received_at", ">=", since.today).then(1).else(0).end()).as("today"),
        ])
        .where("received_at", ">=", since.month)
        .where("status", "!=", "spam")
        .executeTakeFirstOrThrow();
      return { kind, today: Number(row.today ?? 0), week: Number(row.week ?? 0), month: Number(row.month ?? 0) };
    }),
  );

  const inRange = db.selectFrom("page_views").where("day", ">=", firstDay).where("day", "<=", today);
  const [dailyRows, pages, referrers] = await Promise.all([
    inRange.select(["day", (eb) => eb.fn.sum<number>("views").as("views")]).groupBy("day").execute(),
    inRange
      .select(["path", (eb) => eb.fn.sum<number>("views").as("views")])
      .groupBy("path")
      .orderBy("views", "desc")
      .orderBy("path")
      .execute(),
    inRange
      .where("referrer_host", "!=", "")
      .select(["referrer_host", (eb) => eb.fn.sum<number>("views").as("views")])
      .groupBy("referrer_host")
      .orderBy("views", "desc")
      .orderBy("referrer_host")
      .limit(TOP_REFERRERS)
      .execute(),
  ]);

  const byDay = new Map(dailyRows.map((row) => [row.day, Number(row.views)]));
  const daily = Array.from({ length: REPORT_DAYS }, (_, i) => {
    const day = daysBefore(today, REPORT_DAYS - 1 - i);
    return { day, views: byDay.get(day) ?? 0 };
  });
  const viewsOf = (path: string) => Number(pages.find((p) => p.path === path)?.views ?? 0);
  const monthOf = (kind: SubmissionKind) => submissions.find((s) => s.kind === kind)?.month ?? 0;

  return {
    today,
    submissions,
    daily,
    totalViews: daily.reduce((sum, d) => sum + d.views, 0),
    pages: pages.slice(0, TOP_PAGES).map((p) => ({ path: p.path, views: Number(p.views) })),
    referrers: referrers.map((r) => ({ host: r.referrer_host, views: Number(r.views) })),
    conversions: [
      { kind: "contact", path: "/connect", views: viewsOf("/connect"), submissions: monthOf("contact") },
      { kind: "discovery-call", path: "/discovery-call", views: viewsOf("/discovery-call"), submissions: monthOf("discovery-call") },
    ],
  };
}
