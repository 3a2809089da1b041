import { describe, expect, it } from "vitest";
import { defaultAvailability, type Availability } from "./availability";
import {
  applyEdit,
  availabilityToForm,
  formValuesFrom,
  parseAvailabilityForm,
  readEdit,
  timeChoices,
  timeLabel,
  unusualHours,
  type AvailabilityFormValues,
} from "./availability-form";

const base = (): AvailabilityFormValues => availabilityToForm(defaultAvailability);
const r = (start: string, end: string) => ({ start, end });

describe("the time selects", () => {
  it("read as a person says a time", () => {
    expect(timeLabel("09:00")).toBe("9:00 AM");
    expect(timeLabel("00:30")).toBe("12:30 AM");
    expect(timeLabel("12:00")).toBe("12:00 PM");
    expect(timeLabel("13:05")).toBe("1:05 PM");
    expect(timeLabel("23:45")).toBe("11:45 PM");
  });
  it("offer every interval from midnight, and keep a saved time off that grid", () => {
    expect(timeChoices(60)).toHaveLength(24);
    expect(timeChoices(15).slice(36, 38)).toEqual(["09:00", "09:15"]);
    expect(timeChoices(30, "09:10").slice(18, 21)).toEqual(["09:00", "09:10", "09:30"]);
    // An unknown interval falls back to 15 minutes; a value that is not a time is not offered.
    expect(timeChoices(7, "25:00")).toHaveLength(96);
  });
});

describe("parseAvailabilityForm", () => {
  it("round-trips the defaults, sorting each day's ranges", () => {
    expect(parseAvailabilityForm(base())).toEqual({ ok: true, availability: defaultAvailability });
    const values = base();
    values.weekly[1] = [r("13:00", "17:00"), r("09:00", "12:00")];
    expect(parseAvailabilityForm(values)).toEqual({ ok: true, availability: defaultAvailability });
  });

  it("reads overrides (a date left with no hours is a day off), numbers and the checkbox", () => {
    const values: AvailabilityFormValues = {
      ...base(),
      overrides: [
        { date: "2026-12-26", ranges: [r("10:00", "12:00"), r("14:00", "15:00")] },
        { date: " 2026-12-24 ", ranges: [] },
        { date: "2027-01-01", ranges: [] },
      ],
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
    expect(result.availability.overrides).toEqual([{ date: "2026-12-26", ranges: [r("10:00", "12:00"), r("14:00", "15:00")] }]);
    // The dates left with no hours are days off, each its own range.
    expect(result.availability.daysOff).toEqual([
      { first: "2026-12-24", last: "2026-12-24", note: "" },
      { first: "2027-01-01", last: "2027-01-01", note: "" },
    ]);
    expect(result.availability).toMatchObject({ bufferBeforeMinutes: 5, bufferAfterMinutes: 10, minNoticeHours: 0, noSameDay: true, horizonDays: 30, maxPerDay: 2, maxPerMonth: 8, intervalMinutes: 30 });
    // And back: the form shows what was saved.
    expect(parseAvailabilityForm(availabilityToForm(result.availability))).toEqual(result);
  });

  it("puts each range's problem at the field to change, naming the day and the hours", () => {
    const values = base();
    values.weekly[1] = [r("09:00", "05:00")];
    values.weekly[2] = [r("09:00", "12:00"), r("11:00", "14:00")];
    values.weekly[3] = [r("09:00", "09:10")];
    values.weekly[4] = [r("09:00", "09:15"), r("09:15", "10:00")];
    values.weekly[5] = [r("9 AM", "12:00")];
    values.weekly[6] = [r("09:00", "")];
    expect(parseAvailabilityForm(values)).toEqual({
      ok: false,
      errors: {
        "weekly-1-0-end": { code: "end-before-start", place: { day: 1 }, start: "09:00", end: "05:00" },
        "weekly-2-1-start": { code: "overlap", place: { day: 2 }, start: "11:00", end: "14:00" },
        "weekly-3-0-end": { code: "too-short", place: { day: 3 }, start: "09:00", end: "09:10" },
        "weekly-5-0-start": { code: "unreadable", place: { day: 5 } },
        "weekly-6-0-end": { code: "unreadable", place: { day: 6 } },
      },
    });
    // A 15-minute range holds one call; touching ranges do not overlap (Thursday above has no error).
  });

  it("checks every date: missing, not a real day, twice, and its ranges", () => {
    const values: AvailabilityFormValues = {
      ...base(),
      overrides: [
        { date: "2026-12-24", ranges: [] },
        { date: "2026-02-30", ranges: [] },
        { date: "", ranges: [] },
        { date: "2026-12-24", ranges: [r("09:00", "10:00")] },
        { date: "2026-12-28", ranges: [r("09:00", "09:05")] },
      ],
    };
    expect(parseAvailabilityForm(values)).toEqual({
      ok: false,
      errors: {
        "override-1-date": { code: "date-unreal", text: "2026-02-30" },
        "override-2-date": { code: "date-missing" },
        "override-3-date": { code: "date-duplicate", text: "2026-12-24" },
        "override-4-0-end": { code: "too-short", place: { date: "2026-12-28" }, start: "09:00", end: "09:05" },
      },
    });
    const many = { ...base(), overrides: Array.from({ length: 401 }, (_, i) => ({ date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10), ranges: [] })) };
    expect(parseAvailabilityForm(many)).toMatchObject({ ok: false, errors: { "override-0-date": { code: "too-many" } } });
  });

  it("reads days off as ranges: the last day empty for one day, sorted, each with its note", () => {
    const values: AvailabilityFormValues = {
      ...base(),
      daysOff: [
        { first: "2027-02-15", last: "", note: "" },
        { first: " 2026-12-24 ", last: "2027-01-02", note: "  Winter break " },
      ],
    };
    const result = parseAvailabilityForm(values);
    expect(result).toMatchObject({
      ok: true,
      availability: {
        daysOff: [
          { first: "2026-12-24", last: "2027-01-02", note: "Winter break" },
          { first: "2027-02-15", last: "2027-02-15", note: "" },
        ],
      },
    });
    // And back: the form shows what was saved, and saves it again unchanged.
    if (result.ok) expect(parseAvailabilityForm(availabilityToForm(result.availability))).toEqual(result);
  });

  it("puts each day off's problem at its field: no first day, not a date, the last before the first, a long note", () => {
    const values: AvailabilityFormValues = {
      ...base(),
      daysOff: [
        { first: "", last: "2026-12-24", note: "" },
        { first: "2026-02-30", last: "", note: "" },
        { first: "2026-12-24", last: "2026-12-20", note: "" },
        { first: "2026-12-24", last: "tomorrow", note: "" },
        { first: "2026-12-24", last: "", note: "x".repeat(201) },
      ],
    };
    expect(parseAvailabilityForm(values)).toEqual({
      ok: false,
      errors: {
        "dayoff-0-first": { code: "date-missing" },
        "dayoff-1-first": { code: "date-unreal", text: "2026-02-30" },
        "dayoff-2-last": { code: "day-off-order", first: "2026-12-24", last: "2026-12-20" },
        "dayoff-3-last": { code: "date-unreal", text: "tomorrow" },
        "dayoff-4-note": { code: "note-too-long", max: 200 },
      },
    });
    const many = { ...base(), daysOff: Array.from({ length: 401 }, () => ({ first: "2027-01-01", last: "", note: "" })) };
    expect(parseAvailabilityForm(many)).toMatchObject({ ok: false, errors: { "dayoff-0-first": { code: "too-many" } } });
  });

  it("refuses other hours on a date inside days off (they would never be offered), but not a date left with none", () => {
    const values: AvailabilityFormValues = {
      ...base(),
      daysOff: [{ first: "2026-12-24", last: "2027-01-02", note: "" }],
      overrides: [
        { date: "2026-12-31", ranges: [r("10:00", "11:00")] },
        { date: "2027-01-03", ranges: [r("10:00", "11:00")] },
        { date: "2026-12-26", ranges: [] },
      ],
    };
    expect(parseAvailabilityForm(values)).toEqual({ ok: false, errors: { "override-0-date": { code: "in-days-off", date: "2026-12-31", first: "2026-12-24", last: "2027-01-02" } } });
    values.overrides.shift();
    expect(parseAvailabilityForm(values)).toMatchObject({ ok: true, availability: { overrides: [{ date: "2027-01-03" }] } });
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

  it("reads how the call happens: a phone call, or an https video link", () => {
    const video = parseAvailabilityForm({ ...base(), call: "video", videoUrl: "  https://meet.google.com/abc-defg-hij " });
    expect(video).toMatchObject({ ok: true, availability: { call: { kind: "video", url: "https://meet.google.com/abc-defg-hij" } } });
    expect(parseAvailabilityForm({ ...base(), call: "phone", videoUrl: "https://zoom.us/j/1" })).toMatchObject({ ok: true, availability: { call: { kind: "phone" } } });
    for (const url of ["", "zoom.us/j/123", "http://zoom.us/j/123", "javascript:alert(1)", "https://", `https://zoom.us/${"a".repeat(500)}`]) {
      expect(parseAvailabilityForm({ ...base(), call: "video", videoUrl: url })).toEqual({ ok: false, errors: { videoUrl: { code: "video-url" } } });
    }
    expect(parseAvailabilityForm({ ...base(), call: "fax" })).toMatchObject({ ok: false, errors: { call: { code: "video-url" } } });
  });

  it("keeps the saved video link when hours are saved from a form that does not carry it", () => {
    const saved = { kind: "video", url: "https://whereby.com/kindred" } as const;
    const values = { ...base(), call: "", videoUrl: "" };
    values.weekly[1] = [r("10:00", "11:00")];
    const result = parseAvailabilityForm(values, saved);
    expect(result).toMatchObject({ ok: true, availability: { call: saved, weekly: expect.arrayContaining([[r("10:00", "11:00")]]) } });
    // And a form drawn from a saved video link posts it back as it was.
    const withVideo: Availability = { ...defaultAvailability, call: saved };
    expect(parseAvailabilityForm(availabilityToForm(withVideo))).toEqual({ ok: true, availability: withVideo });
  });
});

describe("unusualHours: hours before 7 AM or after 9 PM are asked about", () => {
  it("finds 1:00-5:00 AM on Mondays and a late evening on a date, not 7 AM – 9 PM", () => {
    const availability: Availability = {
      ...defaultAvailability,
      weekly: [[], [r("01:00", "05:00")], [r("07:00", "21:00")], [r("06:45", "08:00")], [], [], []],
      overrides: [{ date: "2026-12-24", ranges: [r("20:00", "21:15")] }, { date: "2026-12-25", ranges: [] }],
    };
    expect(unusualHours(availability)).toEqual([
      { day: 1, start: "01:00", end: "05:00" },
      { day: 3, start: "06:45", end: "08:00" },
      { date: "2026-12-24", start: "20:00", end: "21:15" },
    ]);
    expect(unusualHours(defaultAvailability)).toEqual([]);
  });
});

describe("the add and remove buttons", () => {
  it("read only the edits the page sends", () => {
    expect(readEdit("add:weekly-1")).toEqual({ kind: "add-range", day: 1 });
    expect(readEdit("remove:weekly-0-2")).toEqual({ kind: "remove-range", day: 0, index: 2 });
    expect(readEdit("add-date")).toEqual({ kind: "add-date" });
    expect(readEdit("add:override-3")).toEqual({ kind: "add-override-range", override: 3 });
    expect(readEdit("remove:override-3-1")).toEqual({ kind: "remove-override-range", override: 3, index: 1 });
    expect(readEdit("remove:override-3")).toEqual({ kind: "remove-date", override: 3 });
    expect(readEdit("add-dayoff")).toEqual({ kind: "add-day-off" });
    expect(readEdit("remove:dayoff-2")).toEqual({ kind: "remove-day-off", index: 2 });
    for (const text of ["", "save", "add:weekly-7", "remove:weekly-1", "add:override-x", "add:weekly-1 ", "remove:dayoff-", "remove:dayoff-1-0", "add:dayoff-1"]) expect(readEdit(text)).toBeNull();
  });

  it("add a range an hour after the day's last, or 9 to 12 on an empty day; remove one; keep everything else", () => {
    const values = { ...base(), bufferAfter: "typed, not saved", overrides: [{ date: "2026-12-24", ranges: [] }] };
    const added = applyEdit(values, { kind: "add-range", day: 1 });
    expect(added.weekly[1]).toEqual([r("09:00", "12:00"), r("13:00", "17:00"), r("18:00", "19:00")]);
    expect(added.bufferAfter).toBe("typed, not saved");
    expect(values.weekly[1]).toHaveLength(2);
    expect(applyEdit(values, { kind: "add-range", day: 0 }).weekly[0]).toEqual([r("09:00", "12:00")]);
    expect(applyEdit(values, { kind: "remove-range", day: 1, index: 0 }).weekly[1]).toEqual([r("13:00", "17:00")]);
    // A date with other hours starts with hours (days off have their own list).
    const dated = applyEdit(values, { kind: "add-date" });
    expect(dated.overrides).toEqual([{ date: "2026-12-24", ranges: [] }, { date: "", ranges: [r("09:00", "12:00")] }]);
    const hours = applyEdit(dated, { kind: "add-override-range", override: 0 });
    expect(hours.overrides[0]).toEqual({ date: "2026-12-24", ranges: [r("09:00", "12:00")] });
    expect(applyEdit(hours, { kind: "remove-override-range", override: 0, index: 0 }).overrides[0]!.ranges).toEqual([]);
    expect(applyEdit(hours, { kind: "remove-date", override: 0 }).overrides).toEqual([{ date: "", ranges: [r("09:00", "12:00")] }]);
    // Out of range: nothing changes.
    expect(applyEdit(values, { kind: "add-override-range", override: 9 }).overrides).toEqual(values.overrides);
  });

  it("add an empty row of days off at the end, and remove one, keeping the rest as typed", () => {
    const values = { ...base(), bufferAfter: "9", daysOff: [{ first: "2026-12-24", last: "2027-01-02", note: "Winter break" }] };
    const added = applyEdit(values, { kind: "add-day-off" });
    expect(added.daysOff).toEqual([{ first: "2026-12-24", last: "2027-01-02", note: "Winter break" }, { first: "", last: "", note: "" }]);
    expect(added.bufferAfter).toBe("9");
    expect(values.daysOff).toHaveLength(1);
    expect(applyEdit(added, { kind: "remove-day-off", index: 0 }).daysOff).toEqual([{ first: "", last: "", note: "" }]);
    expect(applyEdit(added, { kind: "remove-day-off", index: 7 }).daysOff).toEqual(added.daysOff);
  });

  it("add at most 12 ranges a day", () => {
    const values = base();
    values.weekly[2] = Array.from({ length: 12 }, () => r("09:00", "10:00"));
    expect(applyEdit(values, { kind: "add-range", day: 2 }).weekly[2]).toHaveLength(12);
  });
});

describe("formValuesFrom", () => {
  it("reads the posted fields, the ranges by their names, the checkbox by its presence", () => {
    const values = formValuesFrom({
      "weekly-1-1-start": "13:00",
      "weekly-1-0-start": "09:00",
      "weekly-1-0-end": "12:00",
      "weekly-1-1-end": "17:00",
      "override-0-date": "2026-12-24",
      "override-1-date": "2026-12-26",
      "override-1-0-start": "10:00",
      "override-1-0-end": "11:00",
      "weekly-9-0-start": "09:00",
      noSameDay: "on",
      interval: "15",
      call: "video",
      videoUrl: "https://zoom.us/j/1",
    });
    expect(values.weekly).toEqual([[], [r("09:00", "12:00"), r("13:00", "17:00")], [], [], [], [], []]);
    expect(values.overrides).toEqual([{ date: "2026-12-24", ranges: [] }, { date: "2026-12-26", ranges: [r("10:00", "11:00")] }]);
    // Days off by their row: a first, a last and a note each; beyond 400 rows, ignored.
    const off = formValuesFrom({ "dayoff-1-first": "2027-02-01", "dayoff-0-note": "Winter break", "dayoff-0-first": "2026-12-24", "dayoff-0-last": "2027-01-02", "dayoff-400-first": "2027-03-01" });
    expect(off.daysOff).toEqual([
      { first: "2026-12-24", last: "2027-01-02", note: "Winter break" },
      { first: "2027-02-01", last: "", note: "" },
    ]);
    expect(values).toMatchObject({ noSameDay: true, call: "video", videoUrl: "https://zoom.us/j/1" });
    expect(formValuesFrom({}).noSameDay).toBe(false);
    expect(formValuesFrom({}).call).toBe("");
    // A field sent twice is a list: read as empty, so it is refused, never half-read.
    expect(formValuesFrom({ horizon: ["1", "2"] }).horizon).toBe("");
    expect(formValuesFrom({ "weekly-1-0-start": ["09:00", "10:00"], "weekly-1-0-end": "12:00" }).weekly[1]).toEqual([r("", "12:00")]);
    // Indices with gaps (a hand-made post) leave no holes; beyond 12 ranges a day, ignored.
    expect(formValuesFrom({ "weekly-2-5-start": "09:00", "weekly-2-5-end": "10:00", "weekly-2-12-start": "11:00" }).weekly[2]).toEqual([r("09:00", "10:00")]);
  });
});
