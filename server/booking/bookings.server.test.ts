import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Availability } from "#common/booking/availability.ts";
import { createTestDatabase } from "#tests/database";
import type { AppDatabase } from "#server/db/database.server";
import {
  bookingByToken,
  callsLeftThisMonth,
  cancelInTransaction,
  freeTimes,
  readAvailability,
  rescheduleInTransaction,
  saveAvailability,
  SlotTaken,
  slotRules,
  slotState,
} from "./bookings.server";
import { freeSlotsBetween } from "./slots";
import { bookCall, DECEMBER_1, tenOn, weekdayMornings, zone } from "#tests/booking";

// Booking against a real database (SQLite, and PostgreSQL with TEST_DB=postgres): a time is
// booked once, caps hold, and cancelling and rescheduling give the time back.

// Tuesday, December 1, 2026, 9:00 in New York.
const NOW = DECEMBER_1;
const context = { timeZone: zone, now: NOW, domain: "kindred.test" };
const availability = weekdayMornings({ bufferBeforeMinutes: 0, bufferAfterMinutes: 15, minNoticeHours: 2, horizonDays: 40, maxPerDay: 3, maxPerMonth: 5, intervalMinutes: 15 });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup(rules: Availability = availability) {
  const database = await createTestDatabase();
  cleanups.push(database.close);
  await saveAvailability(database.db, rules, NOW);
  return database.db;
}

const book = (db: AppDatabase, start: number, now = NOW) => bookCall(db, start, now);

async function claimsOverlap(db: AppDatabase): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from bookings a join bookings b on a.id < b.id
    where a.status <> 'cancelled' and b.status <> 'cancelled' and a.start_at < b.end_at and b.start_at < a.end_at`.execute(db);
  return Number(rows[0]!.n);
}

describe("booking a discovery call", () => {
  it("books a free time once: the same time, or one inside its buffer, is taken", async () => {
    const db = await setup();
    const { booking, token } = await book(db, tenOn(2));
    expect(booking.status).toBe("booked");
    expect(booking.sequence).toBe(0);
    expect(booking.uid).toMatch(/^booking-[0-9a-f-]{36}@kindred\.test$/);
    expect(booking.end_at - booking.start_at).toBe(15 * 60_000);
    expect((await bookingByToken(db, token))?.id).toBe(booking.id);
    expect(booking.manage_token_hash).not.toContain(token);
    await expect(book(db, tenOn(2))).rejects.toBeInstanceOf(SlotTaken);
    // 10:15 starts inside 10:00's 15-minute buffer after; 10:30 is free.
    await expect(book(db, tenOn(2) + 15 * 60_000)).rejects.toBeInstanceOf(SlotTaken);
    await book(db, tenOn(2) + 30 * 60_000);
    // Nothing half-stored by the refusals: two bookings, their claims, and the day's count.
    expect(await db.selectFrom("bookings").select("id").execute()).toHaveLength(2);
    const day = await db.selectFrom("booking_counts").selectAll().where("period", "=", "day:2026-12-02").executeTakeFirst();
    expect(day?.count).toBe(2);
    const times = await freeTimes(db, context, "2026-12-02", "2026-12-02");
    expect(times?.get("2026-12-02")?.map((s) => s.time)).not.toContain("10:15");
  });

  it("checks the rules again when booking: a time inside the notice, off-hours or past the window is refused", async () => {
    const db = await setup();
    await expect(book(db, Date.parse("2026-12-01T15:00:00Z"))).rejects.toBeInstanceOf(SlotTaken); // 10:00 today: 1 hour's notice
    await expect(book(db, Date.parse("2026-12-02T13:00:00Z"))).rejects.toBeInstanceOf(SlotTaken); // 8:00
    await expect(book(db, tenOn(2) + 7 * 60_000)).rejects.toBeInstanceOf(SlotTaken); // 10:07, not on the interval
    await expect(book(db, Date.parse("2027-01-12T15:00:00Z"))).rejects.toBeInstanceOf(SlotTaken); // beyond 40 days
    // Drawn when the page was shown, refused once the notice has passed.
    await expect(book(db, tenOn(2), tenOn(2) - 60 * 60_000)).rejects.toBeInstanceOf(SlotTaken);
    expect(await db.selectFrom("bookings").select("id").execute()).toHaveLength(0);
    expect(await db.selectFrom("booking_claims").select("cell").execute()).toHaveLength(0);
  });

  it("never goes past the day's or the month's cap, and says how many calls are left this month", async () => {
    const db = await setup();
    expect(await callsLeftThisMonth(db, context)).toBe(5);
    for (const minutes of [0, 30, 60]) await book(db, tenOn(2) + minutes * 60_000);
    await expect(book(db, tenOn(2) + 90 * 60_000)).rejects.toBeInstanceOf(SlotTaken); // day cap 3
    expect((await freeTimes(db, context, "2026-12-02", "2026-12-02"))?.has("2026-12-02")).toBe(false);
    await book(db, tenOn(3));
    await book(db, tenOn(4));
    expect(await callsLeftThisMonth(db, context)).toBe(0);
    await expect(book(db, tenOn(7))).rejects.toBeInstanceOf(SlotTaken); // month cap 5
    expect((await freeTimes(db, context, "2026-12-01", "2026-12-31"))?.size).toBe(0);
    expect((await freeTimes(db, context, "2027-01-01", "2027-01-31"))?.size).toBeGreaterThan(0);
  });

  it("at a month's end, counts the calls that still fit in its free times, not the month's cap less its calls, and says 0 once none is", async () => {
    const db = await setup({ ...availability, maxPerMonth: 10 });
    // Wednesday, December 30, 9:00: today from 11:00 (2 hours' notice), 11:00 and 11:30 fit (15 minutes after each call);
    // Thursday the 31st, the month's last day, 3 of its 6 under the day's cap.
    const dec30 = Date.parse("2026-12-30T14:00:00Z");
    const at = (now: number) => callsLeftThisMonth(db, { timeZone: zone, now });
    expect(await at(dec30)).toBe(5);
    await book(db, Date.parse("2026-12-31T15:00:00Z"), dec30);
    expect(await at(dec30)).toBe(4);
    // The 31st at 8:00: only its own times are left, 2 more under its cap, though the month has room for 9.
    expect(await at(Date.parse("2026-12-31T13:00:00Z"))).toBe(2);
    // At 11:50 the last time has passed its notice: nothing is left this month.
    expect(await at(Date.parse("2026-12-31T16:50:00Z"))).toBe(0);
    // A new month starts with its own cap.
    expect(await at(Date.parse("2027-01-04T13:00:00Z"))).toBe(10);
  });

  it("cancelling gives the time and the counts back, once; a stale cancel changes nothing", async () => {
    const db = await setup();
    const { booking } = await book(db, tenOn(2));
    const cancelled = await db.transaction().execute((trx) => cancelInTransaction(trx, context, booking));
    expect(cancelled?.status).toBe("cancelled");
    expect(cancelled?.sequence).toBe(1);
    expect(await db.transaction().execute((trx) => cancelInTransaction(trx, context, booking))).toBeUndefined();
    expect(await db.selectFrom("booking_claims").select("cell").execute()).toHaveLength(0);
    expect((await db.selectFrom("booking_counts").select("count").where("period", "=", "month:2026-12").executeTakeFirst())?.count).toBe(0);
    await book(db, tenOn(2));
  });

  it("rescheduling moves the claims, raises the sequence, and rolls back whole when the new time is taken", async () => {
    const db = await setup();
    const first = (await book(db, tenOn(2))).booking;
    const other = (await book(db, tenOn(3))).booking;
    const moved = await db.transaction().execute((trx) => rescheduleInTransaction(trx, context, first, tenOn(4)));
    expect(moved?.start_at).toBe(tenOn(4));
    expect(moved?.sequence).toBe(1);
    await book(db, tenOn(2)); // the old time is free again
    await expect(db.transaction().execute((trx) => rescheduleInTransaction(trx, context, moved!, other.start_at))).rejects.toBeInstanceOf(SlotTaken);
    const after = await db.selectFrom("bookings").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(after.start_at).toBe(tenOn(4));
    expect(after.sequence).toBe(1);
    // A reschedule from a page drawn before that move changes nothing.
    expect(await db.transaction().execute((trx) => rescheduleInTransaction(trx, context, first, tenOn(7)))).toBeUndefined();
    expect(await claimsOverlap(db)).toBe(0);
  });

  it("books each time once when many parents ask at the same moment", async () => {
    const db = await setup({ ...availability, maxPerDay: 50, maxPerMonth: 50 });
    const starts = [0, 0, 0, 15, 15, 30, 30, 30, 45, 60].map((m) => tenOn(2) + m * 60_000);
    const outcomes = await Promise.allSettled(starts.map((start) => book(db, start)));
    const booked = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused.every((o) => (o as PromiseRejectedResult).reason instanceof SlotTaken)).toBe(true);
    // 10:00 (holds to 10:30), then 10:30 (to 11:00), then 11:00: at most three calls fit.
    expect(booked.length).toBeGreaterThanOrEqual(2);
    expect(booked.length).toBeLessThanOrEqual(3);
    expect(await claimsOverlap(db)).toBe(0);
  });
});

describe("appointment types of other lengths (issue 43)", () => {
  // A package's 60-minute session, not counted by the caps, beside the 15-minute discovery call.
  const audit = { id: "shelf-audit", minutes: 60, countsInCaps: false };

  it("books a 60-minute session for its whole length and buffer, counted by no cap, and gives it back on cancel", async () => {
    const db = await setup();
    const { booking } = await bookCall(db, tenOn(2), NOW, {}, audit);
    expect(booking).toMatchObject({ appointment_type: "shelf-audit", minutes: 60, counted: 0 });
    expect(booking.end_at - booking.start_at).toBe(60 * 60_000);
    // 10:00-11:00 and its 15-minute buffer: a call at 10:45 or 11:00 is taken, 11:15 is free.
    await expect(book(db, tenOn(2, 45))).rejects.toBeInstanceOf(SlotTaken);
    await expect(book(db, tenOn(2, 60))).rejects.toBeInstanceOf(SlotTaken);
    const call = await book(db, tenOn(2, 75));
    expect(call.booking).toMatchObject({ appointment_type: "discovery-call", minutes: 15, counted: 1 });
    // Only the discovery call is counted.
    const day = await db.selectFrom("booking_counts").select("count").where("period", "=", "day:2026-12-02").executeTakeFirst();
    expect(day?.count).toBe(1);
    // The session cancelled: its hour is free again, and the day's count still the call's.
    await db.transaction().execute((trx) => cancelInTransaction(trx, context, booking));
    expect((await db.selectFrom("booking_counts").select("count").where("period", "=", "day:2026-12-02").executeTakeFirst())?.count).toBe(1);
    expect((await freeTimes(db, context, "2026-12-02", "2026-12-02"))?.get("2026-12-02")?.map((s) => s.time)).toContain("10:00");
  });

  it("offers a session only where its whole length fits, even on a day whose cap is reached", async () => {
    const db = await setup(weekdayMornings({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minNoticeHours: 2, horizonDays: 40, maxPerDay: 1, maxPerMonth: 5, intervalMinutes: 15 }));
    await book(db, tenOn(2));
    const discovery = await freeTimes(db, context, "2026-12-02", "2026-12-02");
    expect(discovery?.get("2026-12-02")).toBeUndefined();
    const sessions = await freeSlotsFor(db, audit, "2026-12-02");
    // 9:00-12:00 less 10:00-10:15: an hour from 9:00, then from 10:15 to 11:00.
    expect(sessions).toEqual(["09:00", "10:15", "10:30", "10:45", "11:00"]);
    await expect(bookCall(db, tenOn(2, 30), NOW, {}, audit).then(({ booking }) => booking.minutes)).resolves.toBe(60);
  });

  it("moves a session with its own length, and counts nothing on the way", async () => {
    const db = await setup();
    const { booking } = await bookCall(db, tenOn(2), NOW, {}, audit);
    const moved = await db.transaction().execute((trx) => rescheduleInTransaction(trx, context, booking, tenOn(3, 60)));
    expect(moved).toMatchObject({ minutes: 60, counted: 0, appointment_type: "shelf-audit" });
    expect(moved!.end_at - moved!.start_at).toBe(60 * 60_000);
    // 11:00 on the 3rd leaves no hour before noon's end for a second session at 11:15, and 10:00 on the 2nd is free again.
    await expect(bookCall(db, tenOn(3, 75), NOW, {}, audit)).rejects.toBeInstanceOf(SlotTaken);
    expect(await db.selectFrom("booking_counts").select("count").where("count", ">", 0).execute()).toEqual([]);
    expect((await freeSlotsFor(db, audit, "2026-12-02"))[0]).toBe("09:00");
    expect(await freeSlotsFor(db, audit, "2026-12-02")).toContain("10:00");
  });
});

async function freeSlotsFor(db: AppDatabase, appointment: { id: string; minutes: number; countsInCaps: boolean }, date: string): Promise<string[]> {
  const rules = await readAvailability(db);
  const state = await slotState(db, date, date, NOW);
  return freeSlotsBetween(slotRules(rules!, context, appointment), state, date, date).get(date)?.map((s) => s.time) ?? [];
}
