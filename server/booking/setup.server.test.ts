import { afterEach, describe, expect, it } from "vitest";
import { defaultAvailability } from "#common/booking/availability.ts";
import { bookingState } from "#common/booking/setup.ts";
import { createTestDatabase } from "#tests/database";
import { bookCall, DECEMBER_1, tenOn, weekdayMornings, zone } from "#tests/booking";
import type { AppDatabase } from "#server/db/database.server";
import { readContentVersion } from "#server/pages/content-versions.server";
import { freeTimes, readAvailability, readBookingSetup, saveAvailability, setBookingOpen, SlotTaken } from "./bookings.server";
import { daysOffOffer } from "./days-off-offer.server";
import { bookingSetup } from "./setup.server";

// Booking's switch, days off as saved, and what the dashboard reads of them (issue 44), on a real
// database: SQLite, and PostgreSQL with TEST_DB=postgres.

// Tuesday, December 1, 2026, 9:00 in New York.
const NOW = DECEMBER_1;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function fresh(): Promise<AppDatabase> {
  const database = await createTestDatabase();
  cleanups.push(database.close);
  return database.db;
}

const context = { timeZone: zone, now: NOW };

describe("booking's switch", () => {
  it("starts off; turned on, it offers the usual hours; turned off, it keeps her hours for the next time", async () => {
    const db = await fresh();
    expect(await readBookingSetup(db)).toEqual({ rules: null, open: false });
    expect(await freeTimes(db, context, "2026-12-02", "2026-12-02")).toBeNull();

    const before = await readContentVersion(db, "bookings");
    await setBookingOpen(db, true, NOW);
    expect(await readAvailability(db)).toEqual(defaultAvailability);
    expect((await freeTimes(db, context, "2026-12-02", "2026-12-02"))!.get("2026-12-02")).toHaveLength(28);
    // The cached booking pages are drawn again.
    expect(await readContentVersion(db, "bookings")).toBeGreaterThan(before);

    // Her own hours, saved while on: still on.
    const mornings = weekdayMornings({ maxPerDay: 3 });
    await saveAvailability(db, mornings, NOW, { openIfNew: false });
    expect(await readAvailability(db)).toEqual(mornings);

    await setBookingOpen(db, false, NOW);
    expect(await readAvailability(db)).toBeNull();
    expect(await readBookingSetup(db)).toEqual({ rules: mornings, open: false });
    // Saved while off: still off, the hours kept.
    await saveAvailability(db, { ...mornings, maxPerDay: 4 }, NOW, { openIfNew: false });
    expect(await readBookingSetup(db)).toMatchObject({ rules: { maxPerDay: 4 }, open: false });
    // On again: her hours, not the usual ones.
    await setBookingOpen(db, true, NOW);
    expect(await readAvailability(db)).toMatchObject({ maxPerDay: 4, weekly: mornings.weekly });
  });

  it("stays off when the Availability page saves hours for the first time", async () => {
    const db = await fresh();
    await saveAvailability(db, weekdayMornings(), NOW, { openIfNew: false });
    expect(await readBookingSetup(db)).toEqual({ rules: weekdayMornings(), open: false });
    expect(await readAvailability(db)).toBeNull();
  });

  it("reads hours saved before the switch existed as on (turning off deleted them then)", async () => {
    const db = await fresh();
    await db.insertInto("booking_availability").values({ id: 1, rules: JSON.stringify(weekdayMornings()), updated_at: new Date(NOW).toISOString() }).execute();
    expect(await readBookingSetup(db)).toEqual({ rules: weekdayMornings(), open: true });
  });
});

describe("days off saved before they were ranges", () => {
  it("still keep those days free of calls, read as ranges, and are saved as ranges", async () => {
    const db = await fresh();
    // Issue 26's shape: one date at a time, a date with no hours a day off; no daysOff field.
    const { daysOff: _none, ...older } = weekdayMornings({ minNoticeHours: 0, horizonDays: 60 });
    const rules = { ...older, overrides: [{ date: "2026-12-24", ranges: [] }, { date: "2026-12-25", ranges: [] }, { date: "2026-12-28", ranges: [{ start: "13:00", end: "14:00" }] }] };
    await db.insertInto("booking_availability").values({ id: 1, rules: JSON.stringify(rules), updated_at: new Date(NOW).toISOString() }).execute();

    const read = (await readAvailability(db))!;
    expect(read.daysOff).toEqual([{ first: "2026-12-24", last: "2026-12-25", note: "" }]);
    expect(read.overrides).toEqual([{ date: "2026-12-28", ranges: [{ start: "13:00", end: "14:00" }] }]);
    const free = (await freeTimes(db, context, "2026-12-23", "2026-12-28"))!;
    expect([...free.keys()]).toEqual(["2026-12-23", "2026-12-28"]);
    expect(free.get("2026-12-28")![0]!.time).toBe("13:00");
    // Booking a time on one of them is refused in the booking's transaction, and stores nothing.
    await expect(bookCall(db, tenOn(24), NOW)).rejects.toBeInstanceOf(SlotTaken);
    expect(await db.selectFrom("bookings").select("id").execute()).toEqual([]);

    // Saved again: in the new shape.
    await saveAvailability(db, read, NOW);
    const stored = JSON.parse((await db.selectFrom("booking_availability").select("rules").executeTakeFirstOrThrow()).rules) as { overrides: unknown[]; daysOff: unknown[] };
    expect(stored.daysOff).toEqual([{ first: "2026-12-24", last: "2026-12-25", note: "" }]);
    expect(stored.overrides).toHaveLength(1);
  });
});

describe("what the dashboard reads", () => {
  it("names each calendar, why it failed, and whether it pauses booking", async () => {
    const db = await fresh();
    await setBookingOpen(db, true, NOW);
    const hour = 60 * 60_000;
    await db
      .insertInto("calendar_feeds")
      .values([
        { url: "https://calendar.example.com/family.ics", label: "Family", created_at: NOW - 3 * hour, read_at: NOW - 2 * hour, checked_at: NOW - 60_000, error: "http:404" },
        { url: "https://calendar.example.com/work.ics", label: "Work", created_at: NOW - 3 * hour, read_at: NOW - 60_000, checked_at: NOW - 60_000, error: null },
        { url: "https://outlook.example.com/x.ics", label: "", created_at: NOW - 3 * hour, read_at: NOW - 10 * 60_000, checked_at: NOW - 60_000, error: "unreachable" },
      ])
      .execute();
    const setup = await bookingSetup(db, zone, NOW);
    expect(setup).toMatchObject({ open: true, today: "2026-12-01" });
    expect(setup.calendars).toEqual([
      { name: "Family", failing: "The address answered 404 Not Found.", pausing: true },
      { name: "Work", failing: null, pausing: false },
      // Failed its last read, not yet an hour: named, not pausing.
      { name: "outlook.example.com", failing: "Could not reach the calendar.", pausing: false },
    ]);
    expect(bookingState(setup)).toBe("paused");
  });
});

describe("the announcement's offer of days off", () => {
  const announcement = (startDate: string, endDate: string) => ({ on: true, startDate, endDate, link: "", en: { text: "No calls Dec 24 – Jan 2. Happy holidays!", linkText: "" }, es: { text: "x", linkText: "" } });

  it("offers its days from today on, its words as the note, until they are all days off", async () => {
    const db = await fresh();
    expect(await daysOffOffer(db, announcement("2026-12-24", "2027-01-02"), "2026-12-01")).toEqual({ first: "2026-12-24", last: "2027-01-02", note: "No calls Dec 24 – Jan 2. Happy holidays!" });
    // Begun already: from today.
    expect(await daysOffOffer(db, announcement("2026-11-20", "2026-12-05"), "2026-12-01")).toMatchObject({ first: "2026-12-01", last: "2026-12-05" });
    // No end, no start, over, or not an announcement: nothing to offer.
    for (const document of [announcement("2026-12-24", ""), announcement("", "2027-01-02"), announcement("2026-11-01", "2026-11-30"), { text: "x" }, null]) {
      expect(await daysOffOffer(db, document, "2026-12-01")).toBeNull();
    }
    // Some of the days off already: offered; all of them: not.
    await saveAvailability(db, { ...weekdayMornings(), daysOff: [{ first: "2026-12-24", last: "2026-12-31", note: "" }] }, NOW);
    expect(await daysOffOffer(db, announcement("2026-12-24", "2027-01-02"), "2026-12-01")).not.toBeNull();
    await saveAvailability(db, { ...weekdayMornings(), daysOff: [{ first: "2026-12-24", last: "2026-12-31", note: "" }, { first: "2027-01-01", last: "2027-01-02", note: "" }] }, NOW);
    expect(await daysOffOffer(db, announcement("2026-12-24", "2027-01-02"), "2026-12-01")).toBeNull();
  });
});
