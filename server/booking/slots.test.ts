import { describe, expect, it } from "vitest";
import { defaultAvailability, type Availability } from "#common/booking/availability.ts";
import { addDays, callsLeftBetween, callsThatFit, candidateAt, candidateSlots, claimCells, freeSlots, freeSlotsBetween, nearestFree, periodKeys, wallClock, type Slot, type SlotRules, type SlotState } from "./slots";

const zone = "America/New_York";
const weekdays9to12: Availability = {
  ...defaultAvailability,
  weekly: [[], ...Array.from({ length: 5 }, () => [{ start: "09:00", end: "12:00" }]), []],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 0,
  noSameDay: false,
  horizonDays: 400,
  maxPerDay: 50,
  maxPerMonth: 500,
  intervalMinutes: 15,
};
const none = { claimed: new Set<number>(), counts: new Map<string, number>() };
const at = (iso: string) => Date.parse(iso);
const rules = (availability: Availability, now: string): SlotRules => ({ availability, timeZone: zone, now: at(now) });

describe("discovery-call slots in the business's zone", () => {
  it("offers the weekday's range at the interval, each call ending inside it", () => {
    const slots = candidateSlots(rules(weekdays9to12, "2026-12-01T00:00:00Z"), "2026-12-02");
    expect(slots.map((s) => s.time)).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30", "11:45"]);
    expect(new Date(slots[0]!.start).toISOString()).toBe("2026-12-02T14:00:00.000Z"); // 9:00 EST = UTC-5
    expect(candidateSlots(rules(weekdays9to12, "2026-12-01T00:00:00Z"), "2026-12-05")).toEqual([]); // Saturday
  });

  it.each([
    ["2026-03-06", "2026-03-09", "14:00", "13:00"], // March 8, 2026: EST -> EDT
    ["2026-10-30", "2026-11-02", "13:00", "14:00"], // November 1, 2026: EDT -> EST
    ["2027-03-12", "2027-03-15", "14:00", "13:00"], // March 14, 2027
    ["2027-11-05", "2027-11-08", "13:00", "14:00"], // November 7, 2027
  ])("keeps 9:00 at 9:00 local across the change between %s and %s", (before, after, utcBefore, utcAfter) => {
    const r = rules(weekdays9to12, `${before}T00:00:00Z`);
    const first = (date: string) => candidateSlots(r, date)[0]!;
    expect(new Date(first(before).start).toISOString().slice(11, 16)).toBe(utcBefore);
    expect(new Date(first(after).start).toISOString().slice(11, 16)).toBe(utcAfter);
    expect(wallClock(first(after).start, zone).time).toBe("09:00");
  });

  it("skips a wall time the spring change removes and offers a repeated one once", () => {
    const night: Availability = { ...weekdays9to12, weekly: Array.from({ length: 7 }, () => [{ start: "01:00", end: "03:30" }]) };
    const spring = candidateSlots(rules(night, "2026-03-01T00:00:00Z"), "2026-03-08").map((s) => s.time);
    expect(spring).toContain("01:45");
    expect(spring.some((t) => t.startsWith("02:"))).toBe(false);
    expect(spring).toContain("03:00");
    const autumn = candidateSlots(rules(night, "2026-10-25T00:00:00Z"), "2026-11-01");
    expect(autumn.filter((s) => s.time === "01:30")).toHaveLength(1);
    expect(new Set(autumn.map((s) => s.start)).size).toBe(autumn.length);
  });

  it("replaces a weekday by a date's override, and an empty override is a day off", () => {
    const a: Availability = {
      ...weekdays9to12,
      overrides: [
        { date: "2026-12-02", ranges: [] },
        { date: "2026-12-03", ranges: [{ start: "14:00", end: "14:30" }] },
        { date: "2026-12-05", ranges: [{ start: "10:00", end: "10:15" }] },
      ],
    };
    const r = rules(a, "2026-12-01T00:00:00Z");
    expect(candidateSlots(r, "2026-12-02")).toEqual([]);
    expect(candidateSlots(r, "2026-12-03").map((s) => s.time)).toEqual(["14:00", "14:15"]);
    expect(candidateSlots(r, "2026-12-05").map((s) => s.time)).toEqual(["10:00"]);
  });

  it("offers no time on any day of a range of days off, whatever its weekday's or date's hours", () => {
    // "No calls Dec 24 – Jan 2": Thursday the 24th and Friday the 25th were bookable when the break was typed in the announcement only.
    const a: Availability = {
      ...weekdays9to12,
      daysOff: [{ first: "2026-12-24", last: "2027-01-02", note: "Winter break" }],
      overrides: [{ date: "2027-01-02", ranges: [{ start: "10:00", end: "11:00" }] }],
    };
    const r = rules(a, "2026-12-01T00:00:00Z");
    const days = [...freeSlotsBetween(r, none, "2026-12-21", "2027-01-08").keys()];
    expect(days).toEqual(["2026-12-21", "2026-12-22", "2026-12-23", "2027-01-04", "2027-01-05", "2027-01-06", "2027-01-07", "2027-01-08"]);
    expect(candidateSlots(r, "2027-01-02")).toEqual([]);
    // A booking is checked against the same rules in its transaction: no time inside the range is a candidate.
    const christmasEveAtTen = candidateSlots(rules(weekdays9to12, "2026-12-01T00:00:00Z"), "2026-12-24").find((s) => s.time === "10:00")!;
    expect(candidateAt(r, christmasEveAtTen.start)).toBeUndefined();
    expect(candidateAt(rules(weekdays9to12, "2026-12-01T00:00:00Z"), christmasEveAtTen.start)).toBeDefined();
  });

  it("applies the minimum notice, 'no same-day calls' and how far ahead", () => {
    // 10:05 in New York on Wednesday, December 2.
    const now = "2026-12-02T15:05:00Z";
    expect(candidateSlots(rules({ ...weekdays9to12, minNoticeHours: 1 }, now), "2026-12-02").map((s) => s.time)).toEqual(["11:15", "11:30", "11:45"]);
    expect(candidateSlots(rules({ ...weekdays9to12, noSameDay: true }, now), "2026-12-02")).toEqual([]);
    expect(candidateSlots(rules({ ...weekdays9to12, noSameDay: true }, now), "2026-12-03")).toHaveLength(12);
    expect(candidateSlots(rules({ ...weekdays9to12, horizonDays: 1 }, now), "2026-12-03")).toHaveLength(12);
    expect(candidateSlots(rules({ ...weekdays9to12, horizonDays: 1 }, now), "2026-12-04")).toEqual([]);
    expect(candidateSlots(rules(weekdays9to12, now), "2026-12-01")).toEqual([]);
  });

  it("holds the call and its buffers in 5-minute cells, so a buffer blocks the neighbouring times", () => {
    const buffered: Availability = { ...weekdays9to12, bufferBeforeMinutes: 5, bufferAfterMinutes: 10 };
    const r = rules(buffered, "2026-12-01T00:00:00Z");
    const ten = candidateSlots(r, "2026-12-02").find((s) => s.time === "10:00")!;
    expect(claimCells(buffered, ten.start)).toHaveLength(6); // 9:55 to 10:25
    const state = { claimed: new Set(claimCells(buffered, ten.start)), counts: new Map<string, number>() };
    const free = freeSlots(r, state, "2026-12-02").map((s) => s.time);
    // 9:45 would hold until 10:10; 10:15 from 10:10; 10:30 from 10:25 is free.
    expect(free).not.toContain("09:45");
    expect(free).not.toContain("10:00");
    expect(free).not.toContain("10:15");
    expect(free).toContain("09:30");
    expect(free).toContain("10:30");
  });

  it("offers nothing on a day or in a month at its cap", () => {
    const r = rules({ ...weekdays9to12, maxPerDay: 2, maxPerMonth: 3 }, "2026-12-01T00:00:00Z");
    const keys = periodKeys("2026-12-02");
    expect(freeSlots(r, { claimed: new Set(), counts: new Map([[keys.day, 2]]) }, "2026-12-02")).toEqual([]);
    expect(freeSlots(r, { claimed: new Set(), counts: new Map([[keys.day, 1]]) }, "2026-12-02")).toHaveLength(12);
    expect(freeSlots(r, { claimed: new Set(), counts: new Map([[keys.month, 3]]) }, "2026-12-31")).toEqual([]);
    expect(freeSlots(r, { claimed: new Set(), counts: new Map([[keys.month, 3]]) }, "2027-01-04")).toHaveLength(12);
  });

  it("lists only days with free times and finds the nearest free times to a taken one", () => {
    const r = rules({ ...weekdays9to12, horizonDays: 10 }, "2026-12-01T00:00:00Z");
    const days = freeSlotsBetween(r, none, "2026-11-20", "2026-12-31");
    expect([...days.keys()]).toEqual(["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10"]); // now is 7 pm on Nov 30 in New York: ten days ahead is Dec 10
    const taken = candidateSlots(r, "2026-12-02").find((s) => s.time === "10:00")!;
    const state = { claimed: new Set(claimCells(r.availability, taken.start)), counts: new Map<string, number>() };
    expect(nearestFree(r, state, taken.start).map((s) => s.time)).toEqual(["09:30", "09:45", "10:15"]); // 9:30 and 10:30 tie: the earlier wins
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("the calls left this month (the home page's notice)", () => {
  // Thursday, December 31, 2026 is the month's last day; Monday to Friday, 9:00 to 12:00, every 15 minutes.
  const capped = (limits: Partial<Availability>): Availability => ({ ...weekdays9to12, maxPerDay: 4, maxPerMonth: 10, ...limits });
  const counts = (entries: Record<string, number>) => ({ claimed: new Set<number>(), counts: new Map(Object.entries(entries)) });
  const left = (availability: Availability, now: string, state: SlotState = none) => callsLeftBetween(rules(availability, now), state, wallClock(at(now), zone).date, "2026-12-31");
  const freeCount = (availability: Availability, now: string, state: SlotState = none) =>
    [...freeSlotsBetween(rules(availability, now), state, wallClock(at(now), zone).date, "2026-12-31").values()].reduce((n, slots) => n + slots.length, 0);

  it("one day left at four calls a day: 4, not the month's cap less its calls (9)", () => {
    const state = counts({ "month:2026-12": 1 });
    expect(left(capped({}), "2026-12-31T13:00:00Z", state)).toBe(4);
    // Two days left: four each, still under the month's 9.
    expect(left(capped({}), "2026-12-30T13:00:00Z", state)).toBe(8);
    // Three days left: the month's cap is the limit.
    expect(left(capped({}), "2026-12-29T13:00:00Z", state)).toBe(9);
  });

  it("counts the calls that fit together, not the times: a buffer makes neighbouring times one call", () => {
    // A 15-minute call and a 30-minute buffer after it: of the 12 times from 9:00 to 11:45, 4 calls fit (9:00, 9:45, 10:30, 11:15).
    const buffered = capped({ bufferAfterMinutes: 30, maxPerDay: 50, maxPerMonth: 500 });
    expect(freeCount(buffered, "2026-12-31T13:00:00Z")).toBe(12);
    expect(left(buffered, "2026-12-31T13:00:00Z")).toBe(4);
    // A call booked at 10:00 (10:00 to 10:45 held) leaves room for 9:00, 10:45 and 11:30: 3 more, of 7 free times.
    const claimed = { claimed: new Set(claimCells(buffered, at("2026-12-31T15:00:00Z"))), counts: new Map([["day:2026-12-31", 1], ["month:2026-12", 1]]) };
    expect(freeCount(buffered, "2026-12-31T13:00:00Z", claimed)).toBe(7);
    expect(left(buffered, "2026-12-31T13:00:00Z", claimed)).toBe(3);
  });

  it("follows the day as it passes: only times still ahead of the notice count, and none once they are gone", () => {
    expect(left(capped({}), "2026-12-31T16:20:00Z")).toBe(2); // 11:20: 11:30 and 11:45
    expect(left(capped({ minNoticeHours: 1 }), "2026-12-31T15:40:00Z")).toBe(1); // 10:40, an hour's notice: 11:45 only
    expect(left(capped({}), "2026-12-31T16:50:00Z")).toBe(0); // 11:50: nothing left this month
  });

  it("is 0 when the days left are off, full or past the window, or booking is paused", () => {
    const dayOff = capped({ overrides: [{ date: "2026-12-31", ranges: [] }] });
    expect(left(dayOff, "2026-12-31T13:00:00Z")).toBe(0);
    expect(left(dayOff, "2026-12-30T13:00:00Z")).toBe(4);
    expect(left(capped({}), "2026-12-31T13:00:00Z", counts({ "day:2026-12-31": 4, "month:2026-12": 7 }))).toBe(0);
    expect(left(capped({}), "2026-12-31T13:00:00Z", counts({ "month:2026-12": 10 }))).toBe(0);
    expect(left(capped({ noSameDay: true }), "2026-12-31T13:00:00Z")).toBe(0);
    expect(left(capped({}), "2026-12-31T13:00:00Z", { ...none, paused: true })).toBe(0);
    // From Saturday the 26th: the weekend adds nothing, Monday the 28th to Thursday the 31st four each.
    expect(left(capped({ maxPerMonth: 500 }), "2026-12-26T13:00:00Z")).toBe(16);
  });

  it("is never more than the free times offered, and is the most calls that fit (checked against every choice on small random days)", () => {
    // A seeded generator, so a failure is the same on every run.
    let seed = 42;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % n;
    };
    for (let round = 0; round < 200; round++) {
      const availability = capped({
        bufferBeforeMinutes: random(4) * 5,
        bufferAfterMinutes: random(7) * 5,
        // At most 8 times a day, so every choice of them can be tried.
        intervalMinutes: [10, 15, 20, 30][random(4)]!,
        maxPerDay: 1 + random(6),
        maxPerMonth: 1 + random(20),
        weekly: [[], ...Array.from({ length: 5 }, () => [{ start: "09:00", end: ["09:45", "10:00", "10:30"][random(3)]! }]), []],
      });
      const now = `2026-12-${String(28 + random(4))}T${String(13 + random(3)).padStart(2, "0")}:${String(random(6) * 10).padStart(2, "0")}:00Z`;
      // Some cells held by calls or the owner's calendars.
      const claimed = new Set<number>();
      for (let i = random(4); i > 0; i--) for (const cell of claimCells(availability, at(`2026-12-${28 + random(4)}T14:00:00Z`) + random(12) * 5 * 60_000)) claimed.add(cell);
      const state: SlotState = { claimed, counts: new Map([["month:2026-12", random(8)]]) };
      const result = left(availability, now, state);
      expect(result).toBeLessThanOrEqual(freeCount(availability, now, state));
      // Every choice of times on each day: the largest set whose cells do not meet, under the caps.
      const days = [...freeSlotsBetween(rules(availability, now), state, wallClock(at(now), zone).date, "2026-12-31").values()];
      const best = (slots: Slot[]) => {
        let most = 0;
        for (let mask = 0; mask < 1 << slots.length; mask++) {
          const chosen = slots.filter((_, i) => mask & (1 << i));
          const cells = chosen.flatMap((slot) => claimCells(availability, slot.start));
          if (new Set(cells).size === cells.length) most = Math.max(most, chosen.length);
        }
        return Math.min(most, availability.maxPerDay);
      };
      const month = Math.max(0, availability.maxPerMonth - (state.counts.get("month:2026-12") ?? 0));
      expect(result).toBe(Math.min(month, days.reduce((n, slots) => n + best(slots), 0)));
      expect(callsThatFit(availability, days[0] ?? [], 0)).toBe(0);
    }
  });
});

describe("an appointment type of its own length (issue 43)", () => {
  const demonstration = { id: "live-demonstration", minutes: 90, countsInCaps: false };

  it("offers only starts whose whole 90 minutes end inside the range, each slot 90 minutes long", () => {
    const slots = candidateSlots({ ...rules(weekdays9to12, "2026-12-01T00:00:00Z"), appointment: demonstration }, "2026-12-02");
    expect(slots.map((s) => s.time)).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00", "10:15", "10:30"]);
    expect(slots.every((s) => s.end - s.start === 90 * 60_000)).toBe(true);
  });

  it("claims its 90 minutes and buffers, and is offered on a day the caps have closed to discovery calls", () => {
    const availability = { ...weekdays9to12, bufferAfterMinutes: 10, maxPerDay: 1 };
    expect(claimCells(availability, at("2026-12-02T14:00:00Z"), 90)).toHaveLength(20); // 90 + 10 minutes in 5-minute cells
    const full = { claimed: new Set(claimCells(availability, at("2026-12-02T16:00:00Z"))), counts: new Map([[periodKeys("2026-12-02").day, 1]]) };
    const r = rules(availability, "2026-12-01T00:00:00Z");
    expect(freeSlots(r, full, "2026-12-02")).toEqual([]);
    // 11:00-11:25 held by the call: only 9:00 and 9:15 end, with their 10-minute buffer, by 11:00.
    expect(freeSlots({ ...r, appointment: demonstration }, full, "2026-12-02").map((s) => s.time)).toEqual(["09:00", "09:15"]);
  });
});
