import { afterEach, describe, expect, it } from "vitest";
import { defaultAvailability, type Availability } from "#common/booking/availability.ts";
import { groupTimes, type PickerData } from "#common/booking/picker.ts";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { createTestDatabase } from "#tests/database";
import { saveAvailability } from "./bookings.server";
import { pickerData } from "./picker.server";

// Issue 42, her zone first: the picker's days and times as the parent's clock reads them (the
// zone the page's address names), ours small beside them; the month's first free day shown when
// no day was asked. SQLite, and PostgreSQL with TEST_DB=postgres.

const zone = "America/New_York";
// Monday, November 30, 2026, 10:00 in New York.
const NOW = Date.parse("2026-11-30T15:00:00Z");
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function withHours(availability: Partial<Availability>) {
  const database = await createTestDatabase();
  cleanups.push(database.close);
  await saveAvailability(database.db, { ...defaultAvailability, minNoticeHours: 0, maxPerDay: 50, maxPerMonth: 500, ...availability }, NOW);
  const picker = (query: string, tag = "en-US", firstFreeDay = true) => pickerData(database.db, { timeZone: zone, now: NOW }, new URLSearchParams(query), tag, { firstFreeDay }) as Promise<PickerData>;
  return { db: database.db, picker };
}

/** Every day 8:00 to 20:00 in New York (the browser tests' hours). */
const everyDay = { weekly: Array.from({ length: 7 }, () => [{ start: "08:00", end: "20:00" }]) };

describe("the picker in the parent's zone", () => {
  it("a parent in Los Angeles: her times large, ours beside them, Morning and Afternoon as her clock reads them", async () => {
    const { picker } = await withHours(everyDay);
    const data = await picker("?month=2026-12&date=2026-12-02&zone=America%2FLos_Angeles");
    expect(data.parentZone).toBe("America/Los_Angeles");
    expect(data.zoneName).toBe("Pacific Time");
    expect(data.businessZoneName).toBe("Eastern Time");
    expect(data.selected?.label).toBe("Wednesday, December 2");
    const times = data.selected!.times;
    // 8:00 AM in New York is 5:00 AM in Los Angeles; 7:45 PM ours is 4:45 PM hers.
    expect(times[0]).toMatchObject({ label: "5:00 AM", business: "8:00 AM" });
    expect(times.at(-1)).toMatchObject({ label: "4:45 PM", business: "7:45 PM" });
    // Her morning runs to noon hers (3 PM ours); no evening at all for her.
    const groups = groupTimes(times, data.parentZone!);
    expect(groups.map((g) => [g.part, g.times.length])).toEqual([
      ["morning", 28],
      ["afternoon", 20],
    ]);
    // In Spanish, the same times as a Spanish speaker writes them, the zones named in Spanish.
    const spanish = await picker("?month=2026-12&date=2026-12-02&zone=America%2FLos_Angeles", "es-US");
    expect(spanish.zoneName).toBe("hora del Pacífico");
    expect(spanish.selected!.times[0]!.label).toMatch(/^5:00\s?a\.\s?m\.$/);
  });

  it("without a zone, or in ours: one time each, ours", async () => {
    const { picker } = await withHours(everyDay);
    for (const query of ["?month=2026-12&date=2026-12-02", "?month=2026-12&date=2026-12-02&zone=America%2FNew_York", "?month=2026-12&date=2026-12-02&zone=Mars%2FOlympus"]) {
      const data = await picker(query);
      expect(data.zoneName, query).toBe("Eastern Time");
      expect(data.selected!.times[0], query).toEqual({ start: Date.parse("2026-12-02T13:00:00Z"), label: "8:00 AM" });
    }
    // A zone that reads our clock (Detroit) shows one time too.
    const detroit = await picker("?month=2026-12&date=2026-12-02&zone=America%2FDetroit");
    expect(detroit.selected!.times[0]).toEqual({ start: Date.parse("2026-12-02T13:00:00Z"), label: "8:00 AM" });
  });

  it("a parent in Tokyo: the days are hers, a call on our Monday evening is on her Tuesday, ours named with its day", async () => {
    const { picker } = await withHours({ weekly: [[], [{ start: "18:00", end: "20:00" }], [], [], [], [], []] });
    const data = await picker("?month=2026-12&zone=Asia%2FTokyo");
    // Mondays at 6 PM in New York are Tuesdays at 8 AM in Tokyo.
    expect(Object.keys(data.days)).toEqual(["2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22", "2026-12-29"]);
    expect(data.selected?.date).toBe("2026-12-01");
    expect(data.selected!.times[0]).toMatchObject({ label: "8:00 AM", business: "Mon 6:00 PM" });
    // Our own picker (no zone) has them on Mondays.
    expect(Object.keys((await picker("?month=2026-12")).days)[0]).toBe("2026-12-07");
  });

  it("shows the month's first free day when no day is asked (the parent's pages), none otherwise (the owner's)", async () => {
    const { picker } = await withHours({});
    // The default hours: weekdays; now is Monday 10:00, no notice: today has times.
    expect((await picker("")).selected?.date).toBe("2026-11-30");
    expect((await picker("?month=2026-12")).selected?.date).toBe("2026-12-01");
    expect((await picker("?month=2026-12", "en-US", false)).selected).toBeNull();
    // A day asked is the day shown, even one without times; a day that is no date is none.
    expect((await picker("?month=2026-12&date=2026-12-05")).selected).toMatchObject({ date: "2026-12-05", times: [] });
    expect((await picker("?month=2026-12&date=2026-13-45", "en-US", false)).selected).toBeNull();
    expect((await picker("?date=2026-13-45")).month).toBe("2026-11");
  });

  it("says what the owner requires: neither the age nor the question by default, each when she ticks it", async () => {
    const open = await withHours({});
    expect(await open.picker("")).toMatchObject({ phoneRequired: true, childAgeRequired: false, questionRequired: false });
    const strict = await withHours({ requires: { childAge: true, question: true }, call: { kind: "video", url: "https://meet.example.org/kindred" } });
    expect(await strict.picker("")).toMatchObject({ phoneRequired: false, childAgeRequired: true, questionRequired: true });
  });

  it("GET /api/booking/picker (the dialog's) answers in the zone it names, with the first free day", async () => {
    const { db } = await withHours(everyDay);
    const config = { ...loadServerConfig({}), LOG_REQUESTS: false };
    const app = createApp({ db, config, formTokenSecret: "picker-test-secret", now: () => NOW });
    const res = await app.request("/api/booking/picker?zone=America%2FChicago&lang=en");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { booking } = (await res.json()) as { booking: PickerData };
    expect(booking.zoneName).toBe("Central Time");
    expect(booking.selected?.date).toBe("2026-11-30");
    // Today from now, 10:00 AM ours (no notice asked), 9:00 AM hers.
    expect(booking.selected!.times[0]).toMatchObject({ label: "9:00 AM", business: "10:00 AM" });
  });
});
