import { describe, expect, it } from "vitest";
import { defaultAvailability } from "./availability";
import { availabilityToForm, formValuesFrom, parseAvailabilityForm, parseRanges, parseTime, type AvailabilityFormValues } from "./availability-form";

const base = (): AvailabilityFormValues => availabilityToForm(defaultAvailability);

describe("parseTime", () => {
  it("reads 24-hour and am/pm times", () => {
    expect(parseTime("9")).toBe("09:00");
    expect(parseTime("9:30")).toBe("09:30");
    expect(parseTime("13:05")).toBe("13:05");
    expect(parseTime("9 AM")).toBe("09:00");
    expect(parseTime("12 PM")).toBe("12:00");
    expect(parseTime("12 a.m.")).toBe("00:00");
    expect(parseTime("1:30pm")).toBe("13:30");
  });
  it("refuses what is not a time", () => {
    for (const text of ["", "24:00", "9:60", "13 PM", "0 AM", "noon", "9:5"]) expect(parseTime(text)).toBeNull();
  });
});

describe("parseRanges", () => {
  it("reads several ranges in any order and any common form", () => {
    expect(parseRanges("13:00-17:00, 9-12")).toEqual({ ok: true, ranges: [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }] });
    expect(parseRanges("9:00 AM-12 PM; 1 PM – 5 PM")).toEqual({ ok: true, ranges: [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }] });
    expect(parseRanges("9 to 10")).toEqual({ ok: true, ranges: [{ start: "09:00", end: "10:00" }] });
    expect(parseRanges("  ")).toEqual({ ok: true, ranges: [] });
  });
  it("names what is wrong", () => {
    expect(parseRanges("9-12, soon")).toMatchObject({ ok: false, problem: "unreadable", text: "soon" });
    expect(parseRanges("9-5")).toMatchObject({ ok: false, problem: "end-before-start", text: "9-5" });
    expect(parseRanges("9:00-9:10")).toMatchObject({ ok: false, problem: "too-short" });
    expect(parseRanges("9-9:15")).toEqual({ ok: true, ranges: [{ start: "09:00", end: "09:15" }] });
    expect(parseRanges("9-12, 11-13")).toMatchObject({ ok: false, problem: "overlap" });
    // Touching ranges do not overlap.
    expect(parseRanges("9-12, 12-13").ok).toBe(true);
  });
});

describe("parseAvailabilityForm", () => {
  it("round-trips the defaults", () => {
    expect(parseAvailabilityForm(base())).toEqual({ ok: true, availability: defaultAvailability });
  });

  it("reads overrides, numbers and the checkbox", () => {
    const values = {
      ...base(),
      overrides: "2026-12-26 10:00-12:00, 14:00-15:00\n\n2026-12-24 off\r\n2027-01-01 closed",
      bufferBefore: "5",
      bufferAfter: "10",
      minNotice: "0",
      noSameDay: true,
      horizon: "30",
      maxPerDay: "2",
      maxPerMonth: "8",
      interval: "30",
    };
    const result = parseAvailabilityForm(values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.availability.overrides).toEqual([
      { date: "2026-12-24", ranges: [] },
      { date: "2026-12-26", ranges: [{ start: "10:00", end: "12:00" }, { start: "14:00", end: "15:00" }] },
      { date: "2027-01-01", ranges: [] },
    ]);
    expect(result.availability).toMatchObject({ bufferBeforeMinutes: 5, bufferAfterMinutes: 10, minNoticeHours: 0, noSameDay: true, horizonDays: 30, maxPerDay: 2, maxPerMonth: 8, intervalMinutes: 30 });
    // And back: the form shows what was saved.
    expect(parseAvailabilityForm(availabilityToForm(result.availability))).toEqual(result);
  });

  it("puts each problem under its field, an override's with its line", () => {
    const values = { ...base(), overrides: "2026-12-24 off\n2026-02-30 off" };
    values.weekly[2] = "9-12, 11-14";
    expect(parseAvailabilityForm(values)).toEqual({
      ok: false,
      errors: { weekly2: { code: "overlap" }, overrides: { code: "override-date", line: 2, text: "2026-02-30" } },
    });
    expect(parseAvailabilityForm({ ...base(), overrides: "2026-12-24 off\n2026-12-24 9-10" })).toMatchObject({
      errors: { overrides: { code: "override-duplicate", line: 2 } },
    });
    expect(parseAvailabilityForm({ ...base(), overrides: "2026-12-24\n" })).toMatchObject({ errors: { overrides: { code: "override-ranges", line: 1, problem: "unreadable" } } });
    expect(parseAvailabilityForm({ ...base(), overrides: "\n\n2026-12-24 9-9:05" })).toMatchObject({ errors: { overrides: { code: "override-ranges", line: 3, problem: "too-short" } } });
  });

  it("checks the numbers and the interval", () => {
    const result = parseAvailabilityForm({ ...base(), bufferBefore: "7", bufferAfter: "-5", minNotice: "x", horizon: "0", maxPerDay: "", maxPerMonth: "3001", interval: "25" });
    expect(result).toEqual({
      ok: false,
      errors: {
        bufferBefore: { code: "number", min: 0, max: 120, step: 5 },
        bufferAfter: { code: "number", min: 0, max: 120, step: 5 },
        minNotice: { code: "number", min: 0, max: 336 },
        horizon: { code: "number", min: 1, max: 365 },
        maxPerDay: { code: "number", min: 1, max: 96 },
        maxPerMonth: { code: "number", min: 1, max: 3000 },
        interval: { code: "interval" },
      },
    });
  });
});

describe("formValuesFrom", () => {
  it("reads the posted fields, the checkbox by its presence", () => {
    const values = formValuesFrom({ weekly1: "9-12", overrides: "2026-12-24 off", noSameDay: "on", interval: "15" });
    expect(values.weekly).toEqual(["", "9-12", "", "", "", "", ""]);
    expect(values.noSameDay).toBe(true);
    expect(formValuesFrom({}).noSameDay).toBe(false);
    // A field sent twice is a list: read as empty, so it is refused, never half-read.
    expect(formValuesFrom({ horizon: ["1", "2"] }).horizon).toBe("");
  });
});
