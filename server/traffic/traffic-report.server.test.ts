import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/database.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { daysBefore, trafficReport } from "./traffic-report.server";

let database: TestDatabase;
let db: AppDatabase;
// 10:00 on Saturday 21 November 2026 in New York.
const NOW = Date.UTC(2026, 10, 21, 15, 0, 0);

function contact(receivedAt: string, status: "new" | "spam" = "new") {
  return {
    name: "Ana Reader",
    email: "ana@example.org",
    phone: "555-234-5678",
    child_age: 7,
    message: "Hello",
    hear_about_us: "friend",
    received_at: receivedAt,
    idempotency_key: `k-${receivedAt}-${status}`,
    status,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db
    .insertInto("contact_messages")
    .values([
      contact("2026-11-21T05:00:00.000Z"), // midnight in New York: today
      contact("2026-11-21T04:59:59.000Z"), // 23:59:59 yesterday in New York: this week, not today
      contact("2026-11-15T05:00:00.000Z"), // the first of the 7 days
      contact("2026-11-15T04:59:00.000Z"), // the day before: this month only
      contact("2026-10-23T04:00:00.000Z"), // the first of the 30 days (EDT, before the change)
      contact("2026-10-23T03:59:00.000Z"), // 31 days ago: left out
      contact("2026-11-21T12:00:00.000Z", "spam"), // spam: never counted
    ])
    .execute();
  await db
    .insertInto("page_views")
    .values([
      { day: "2026-11-21", path: "/connect", referrer_host: "", views: 8 },
      { day: "2026-11-21", path: "/connect", referrer_host: "www.google.com", views: 2 },
      { day: "2026-11-20", path: "/", referrer_host: "news.example.org", views: 5 },
      { day: "2026-10-23", path: "/faq", referrer_host: "", views: 1 },
      { day: "2026-10-22", path: "/faq", referrer_host: "old.example", views: 100 }, // before the 30 days
      { day: "2026-11-20", path: "/discovery-call", referrer_host: "", views: 4 },
    ])
    .execute();
});

afterAll(async () => {
  await database.close();
});

describe("day arithmetic in the business's time zone", () => {
  it("counts back by the calendar", () => {
    expect(daysBefore("2026-03-01", 1)).toBe("2026-02-28");
    expect(daysBefore("2026-11-02", 6)).toBe("2026-10-27");
  });

  it("begins today and the week where the business's days begin, across a daylight-saving change", async () => {
    const own = await createTestDatabase();
    try {
      await own.db
        .insertInto("contact_messages")
        .values([
          contact("2026-11-02T05:00:00.000Z"), // midnight on Monday 2 November in New York (EST): today
          contact("2026-11-02T04:30:00.000Z"), // 23:30 on Sunday 1 November (EST, the 25-hour day): this week
          contact("2026-10-27T04:00:00.000Z"), // midnight on 27 October (EDT): the first of the 7 days
          contact("2026-10-27T03:59:00.000Z"), // a minute before it: this month only
        ])
        .execute();
      // 10:00 on Monday 2 November 2026 in New York, the day after the clocks went back.
      const report = await trafficReport(own.db, "America/New_York", Date.UTC(2026, 10, 2, 15, 0, 0));
      expect(report.today).toBe("2026-11-02");
      expect(report.submissions.find((s) => s.kind === "contact")).toEqual({ kind: "contact", today: 1, week: 3, month: 4 });
    } finally {
      await own.close();
    }
  });
});

describe("trafficReport", () => {
  it("counts submissions today, in 7 and in 30 days by the business's calendar, without spam", async () => {
    const report = await trafficReport(db, "America/New_York", NOW);
    expect(report.today).toBe("2026-11-21");
    expect(report.submissions.find((s) => s.kind === "contact")).toEqual({ kind: "contact", today: 1, week: 3, month: 5 });
    expect(report.submissions.find((s) => s.kind === "feedback")).toEqual({ kind: "feedback", today: 0, week: 0, month: 0 });
  });

  it("gives 30 days of views with the empty days, the pages, the referring sites and the form pages against submissions", async () => {
    const report = await trafficReport(db, "America/New_York", NOW);
    expect(report.daily).toHaveLength(30);
    expect(report.daily[0]).toEqual({ day: "2026-10-23", views: 1 });
    expect(report.daily.at(-1)).toEqual({ day: "2026-11-21", views: 10 });
    expect(report.daily.at(-2)).toEqual({ day: "2026-11-20", views: 9 });
    expect(report.daily.filter((d) => d.views === 0)).toHaveLength(27);
    expect(report.totalViews).toBe(20);
    expect(report.pages).toEqual([
      { path: "/connect", views: 10 },
      { path: "/", views: 5 },
      { path: "/discovery-call", views: 4 },
      { path: "/faq", views: 1 },
    ]);
    expect(report.referrers).toEqual([
      { host: "news.example.org", views: 5 },
      { host: "www.google.com", views: 2 },
    ]);
    expect(report.conversions).toEqual([
      { kind: "contact", path: "/connect", views: 10, submissions: 5 },
      { kind: "discovery-call", path: "/discovery-call", views: 4, submissions: 0 },
    ]);
  });
});
