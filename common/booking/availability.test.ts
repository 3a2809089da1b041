import { describe, expect, it } from "vitest";
import { availabilitySchema, dayOffOn, defaultAvailability } from "./availability";

// Days off as ranges (issue 44), and the documents saved before them, whose days off were dates
// with no hours, one date at a time.

const legacy = (overrides: { date: string; ranges: { start: string; end: string }[] }[]) => {
  const { daysOff: _none, ...rest } = defaultAvailability;
  return { ...rest, overrides };
};

describe("a saved availability", () => {
  it("reads the dates with no hours of an older document as days off, each run of days as one range", () => {
    const read = availabilitySchema.parse(
      legacy([
        { date: "2026-12-26", ranges: [] },
        { date: "2026-12-24", ranges: [] },
        { date: "2026-12-25", ranges: [] },
        { date: "2026-12-28", ranges: [{ start: "10:00", end: "11:00" }] },
        { date: "2026-12-31", ranges: [] },
        { date: "2027-01-01", ranges: [] },
        { date: "2027-01-05", ranges: [] },
      ]),
    );
    expect(read.daysOff).toEqual([
      { first: "2026-12-24", last: "2026-12-26", note: "" },
      { first: "2026-12-31", last: "2027-01-01", note: "" },
      { first: "2027-01-05", last: "2027-01-05", note: "" },
    ]);
    // Dates with hours stay dates with hours.
    expect(read.overrides).toEqual([{ date: "2026-12-28", ranges: [{ start: "10:00", end: "11:00" }] }]);
    // Read again after a save: the same.
    expect(availabilitySchema.parse(JSON.parse(JSON.stringify(read)))).toEqual(read);
  });

  it("reads an older document without days off as having none", () => {
    expect(availabilitySchema.parse(legacy([])).daysOff).toEqual([]);
  });

  it("refuses a day off whose last day is before its first, or is not a date", () => {
    expect(availabilitySchema.safeParse({ ...defaultAvailability, daysOff: [{ first: "2026-12-24", last: "2026-12-23" }] }).success).toBe(false);
    expect(availabilitySchema.safeParse({ ...defaultAvailability, daysOff: [{ first: "2026-12-24", last: "Jan 2" }] }).success).toBe(false);
    expect(availabilitySchema.parse({ ...defaultAvailability, daysOff: [{ first: "2026-12-24", last: "2026-12-24" }] }).daysOff).toEqual([{ first: "2026-12-24", last: "2026-12-24", note: "" }]);
  });

  it("finds the day off a date is in: its first and last days included", () => {
    const rules = { daysOff: [{ first: "2026-12-24", last: "2027-01-02", note: "Winter break" }] };
    expect(dayOffOn(rules, "2026-12-23")).toBeUndefined();
    expect(dayOffOn(rules, "2026-12-24")?.note).toBe("Winter break");
    expect(dayOffOn(rules, "2026-12-31")).toBeDefined();
    expect(dayOffOn(rules, "2027-01-02")).toBeDefined();
    expect(dayOffOn(rules, "2027-01-03")).toBeUndefined();
  });
});
