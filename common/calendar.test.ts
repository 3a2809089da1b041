import { describe, expect, it } from "vitest";
import {
  calendarWindow,
  daysInMonth,
  isInWindow,
  monthGrid,
  parseYearMonth,
  shiftMonth,
  todayIn,
  zonedTimeToUtc,
} from "./calendar";

describe("month grid", () => {
  it("has 7 columns and rounds weeks up", () => {
    const oct2025 = monthGrid(2025, 10); // starts on a Wednesday, 31 days -> 3 + 31 = 34 cells -> 5 weeks
    expect(oct2025).toHaveLength(5);
    expect(oct2025.every((week) => week.length === 7)).toBe(true);
    expect(oct2025[0]!.slice(0, 4)).toEqual([null, null, null, { date: "2025-10-01", day: 1 }]);
    expect(oct2025[4]![5]).toEqual({ date: "2025-10-31", day: 31 });
    expect(oct2025[4]![6]).toBeNull();
  });

  it("needs only 4 rows for a February that starts on Sunday, and 6 when a long month starts late", () => {
    expect(monthGrid(2015, 2)).toHaveLength(4); // 1 Feb 2015 was a Sunday, 28 days
    expect(monthGrid(2025, 11)).toHaveLength(6); // 1 Nov 2025 was a Saturday, 30 days -> 36 cells
    expect(monthGrid(2026, 8)).toHaveLength(6); // 1 Aug 2026 is a Saturday, 31 days
  });

  it("knows leap years", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(monthGrid(2024, 2).flat().filter(Boolean).at(-1)).toEqual({ date: "2024-02-29", day: 29 });
  });

  it("moves across year edges", () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2025, month: 10 }, -13)).toEqual({ year: 2024, month: 9 });
  });

  it("parses ?month= values strictly", () => {
    expect(parseYearMonth("2025-10")).toEqual({ year: 2025, month: 10 });
    for (const bad of ["2025-13", "2025-1", "25-10", "", null, "2025-10-01", "1900-01"]) expect(parseYearMonth(bad)).toBeNull();
  });
});

describe("time zones", () => {
  it("gives today's date in New York", () => {
    expect(todayIn("America/New_York", new Date("2026-11-22T03:30:00Z"))).toBe("2026-11-21");
    expect(todayIn("America/New_York", new Date("2026-11-22T05:30:00Z"))).toBe("2026-11-22");
  });

  it("gives the date on either side of a daylight-saving change, from a Date or a number", () => {
    // Spring: 8 March 2026 is 23 hours long in New York (EST until 2:00, EDT after).
    expect(todayIn("America/New_York", Date.parse("2026-03-08T04:59:00Z"))).toBe("2026-03-07");
    expect(todayIn("America/New_York", Date.parse("2026-03-08T05:00:00Z"))).toBe("2026-03-08");
    expect(todayIn("America/New_York", Date.parse("2026-03-09T03:59:00Z"))).toBe("2026-03-08");
    expect(todayIn("America/New_York", new Date("2026-03-09T04:00:00Z"))).toBe("2026-03-09");
    // Autumn: 1 November 2026 is 25 hours long (EDT until 2:00, EST after).
    expect(todayIn("America/New_York", Date.parse("2026-11-01T04:00:00Z"))).toBe("2026-11-01");
    expect(todayIn("America/New_York", Date.parse("2026-11-02T04:59:00Z"))).toBe("2026-11-01");
    expect(todayIn("America/New_York", Date.parse("2026-11-02T05:00:00Z"))).toBe("2026-11-02");
  });

  it("finds when a day begins across a daylight-saving change (the traffic report's days)", () => {
    const midnight = (date: string, zone: string) => zonedTimeToUtc(date, "00:00", zone).toISOString();
    expect(midnight("2026-03-08", "America/New_York")).toBe("2026-03-08T05:00:00.000Z");
    expect(midnight("2026-03-09", "America/New_York")).toBe("2026-03-09T04:00:00.000Z");
    expect(midnight("2026-11-01", "America/New_York")).toBe("2026-11-01T04:00:00.000Z");
    expect(midnight("2026-11-02", "America/New_York")).toBe("2026-11-02T05:00:00.000Z");
    expect(midnight("2026-03-29", "Europe/Madrid")).toBe("2026-03-28T23:00:00.000Z");
    // Chile's clocks go from midnight to 1:00 on 6 September 2026: that day begins at 1:00 (-03).
    expect(midnight("2026-09-06", "America/Santiago")).toBe("2026-09-06T04:00:00.000Z");
  });

  it("converts New York wall-clock times to UTC across daylight saving", () => {
    expect(zonedTimeToUtc("2025-10-25", "16:00", "America/New_York").toISOString()).toBe("2025-10-25T20:00:00.000Z");
    expect(zonedTimeToUtc("2025-11-23", "16:00", "America/New_York").toISOString()).toBe("2025-11-23T21:00:00.000Z");
  });

  it("converts wall-clock times of any business zone, the spring gap's too", () => {
    expect(zonedTimeToUtc("2026-12-12", "16:00", "America/Los_Angeles").toISOString()).toBe("2026-12-13T00:00:00.000Z");
    expect(zonedTimeToUtc("2026-07-04", "09:30", "Europe/Madrid").toISOString()).toBe("2026-07-04T07:30:00.000Z");
    expect(zonedTimeToUtc("2026-11-01", "01:30", "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z"); // the first 1:30
    expect(zonedTimeToUtc("2026-03-08", "02:30", "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z"); // 3:30 EDT
  });
});

describe("the calendar's window of months", () => {
  const ym = (value: string) => parseYearMonth(value)!;

  it("runs from the first event's month to a year after the last one's", () => {
    const window = calendarWindow(["2026-03-14", "2026-01-05", "2026-06-30"], "2026-02-10");
    expect(window).toEqual({ first: ym("2026-01"), last: ym("2027-06") });
    expect(isInWindow(ym("2026-01"), window)).toBe(true);
    expect(isInWindow(ym("2027-06"), window)).toBe(true);
    expect(isInWindow(ym("2025-12"), window)).toBe(false);
    expect(isInWindow(ym("2027-07"), window)).toBe(false);
  });

  it("always holds this month, where the calendar opens", () => {
    // Every event long past, but within two years: from the first event to today.
    expect(calendarWindow(["2025-10-25", "2025-11-23"], "2026-12-01")).toEqual({ first: ym("2025-10"), last: ym("2026-12") });
    // Every event still to come: from today to a year after the last.
    expect(calendarWindow(["2027-02-01"], "2026-11-23")).toEqual({ first: ym("2026-11"), last: ym("2028-02") });
    // No events at all: this month alone.
    expect(calendarWindow([], "2026-11-23")).toEqual({ first: ym("2026-11"), last: ym("2026-11") });
  });

  it("never goes more than two years either way of today", () => {
    const window = calendarWindow(["2019-05-01", "2031-01-01"], "2026-11-23");
    expect(window).toEqual({ first: ym("2024-11"), last: ym("2028-11") });
    expect(isInWindow(ym("2024-10"), window)).toBe(false);
    expect(isInWindow(ym("2028-12"), window)).toBe(false);
    // A last event 18 months ahead: a year after it would be beyond two years, so two years it is.
    expect(calendarWindow(["2028-05-10"], "2026-11-23").last).toEqual(ym("2028-11"));
  });

  it("crosses year edges", () => {
    expect(calendarWindow(["2025-12-31"], "2026-01-01")).toEqual({ first: ym("2025-12"), last: ym("2026-12") });
    expect(shiftMonth(ym("2026-01"), -24)).toEqual(ym("2024-01"));
  });
});
