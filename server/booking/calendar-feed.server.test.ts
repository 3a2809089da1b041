import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { defaultAvailability } from "#common/booking/availability.ts";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import { createTestDatabase } from "#tests/database";
import { saveAvailability } from "./bookings.server";
import { feedPath, feedToken, isFeedToken, rotateFeedToken } from "./calendar-feed.server";

// The owner's private calendar feed through the real app (no page build: a wrong token falls
// through to a plain 404), on SQLite and PostgreSQL (TEST_DB=postgres).

const NOW = Date.parse("2026-12-01T14:00:00Z");
const DAY = 24 * 60 * 60_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup() {
  const database = await createTestDatabase();
  cleanups.push(database.close);
  const app = createApp({ db: database.db, config: { ...loadServerConfig({}), LOG_REQUESTS: false }, formTokenSecret: "test", now: () => NOW });
  return { db: database.db, app };
}

let n = 0;
async function call(db: AppDatabase, start: number, fields: { name: string; concerns?: string; status?: "booked" | "completed" | "no-show" | "cancelled"; sequence?: number }) {
  const request = await db
    .insertInto("discovery_call_requests")
    .values({
      received_at: new Date(NOW).toISOString(),
      idempotency_key: `feed-${n++}-${Math.random()}`,
      parent_name: fields.name,
      parent_email: "parent@example.org",
      parent_phone: "",
      child_name: "",
      child_age: "3-4years",
      challenges: fields.concerns ?? "Reading at bedtime.",
      preferred_time: "",
      timezone: "EST",
      hear_about_us: "",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const at = new Date(NOW).toISOString();
  const uid = `booking-${n}-${Math.random().toString(36).slice(2)}@kindred.test`;
  await db
    .insertInto("bookings")
    .values({
      request_id: request.id,
      uid,
      start_at: start,
      end_at: start + 15 * 60_000,
      status: fields.status ?? "booked",
      sequence: fields.sequence ?? 0,
      manage_token_hash: `hash-${uid}`,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return uid;
}

describe("the private calendar feed", () => {
  it("answers only its current token, in constant time, and a new link retires the old one", async () => {
    const { db, app } = await setup();
    expect(await isFeedToken(db, "a".repeat(32))).toBe(false);
    expect((await app.request("/calendar/aaaaaaaaaaaaaaaaaaaaaaaa.ics")).status).toBe(404);
    const token = await feedToken(db, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The same token until it is rotated.
    expect(await feedToken(db, NOW)).toBe(token);

    const res = await app.request(feedPath(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await app.request(feedPath(token), { method: "HEAD" })).status).toBe(200);
    expect((await app.request(feedPath(token.slice(0, -1) + (token.endsWith("A") ? "B" : "A")))).status).toBe(404);
    expect((await app.request(`/calendar/${token}.ICS`)).status).toBe(404);

    const fresh = await rotateFeedToken(db, NOW);
    expect(fresh).not.toBe(token);
    expect((await app.request(feedPath(token))).status).toBe(404);
    expect((await app.request(feedPath(fresh))).status).toBe(200);
    expect(await feedToken(db, NOW)).toBe(fresh);
  });

  it("lists the calls not cancelled from 30 days ago to the horizon, with their UID, SEQUENCE and intake answers", async () => {
    const { db, app } = await setup();
    await saveAvailability(db, { ...defaultAvailability, horizonDays: 30 }, NOW);
    const start = NOW + 2 * DAY;
    const booked = await call(db, start, { name: "Ana Pérez", concerns: "Letters; commas, and\r\na new line", sequence: 2 });
    const past = await call(db, NOW - 10 * DAY, { name: "Done Parent", status: "completed" });
    await call(db, NOW + 3 * DAY, { name: "Cancelled Parent", status: "cancelled" });
    await call(db, NOW - 40 * DAY, { name: "Long Ago" });
    await call(db, NOW + 40 * DAY, { name: "Too Far" });

    const token = await feedToken(db, NOW);
    const text = await (await app.request(feedPath(token))).text();
    expect(text.endsWith("\r\n")).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual(["Discovery call: Ana Pérez", "Discovery call: Done Parent"]);
    const ana = events.find((e) => e.uid === booked)!;
    expect(ana.sequence).toBe(2);
    expect(ana.startDate.toJSDate().getTime()).toBe(start);
    expect(ana.endDate.toJSDate().getTime()).toBe(start + 15 * 60_000);
    expect(ana.startDate.zone.tzid).toBe("UTC");
    expect(ana.description).toContain("Child's age: 3-4 years");
    expect(ana.description).toContain("Concerns: Letters; commas, and");
    expect(ana.description).toContain("/admin/calls");
    // Escaped by the library: the parent's CR LF is a TEXT line break, never a raw line.
    expect(text).not.toMatch(/\r\na new line/);
    expect(events.some((e) => e.uid === past)).toBe(true);
  });
});
