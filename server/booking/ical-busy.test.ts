import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultAvailability } from "#common/booking/availability.ts";
import { busyIntervals, CalendarTooLarge, mergeIntervals } from "./ical-busy";
import { readBusyIntervals } from "./ical-read.server";
import { addBusyCells, freeSlotsBetween, type SlotRules } from "./slots";
import { ianaZone } from "./windows-zones";

// The owner's own calendars, as Google, iCloud and Outlook write them (fixtures/*.ics, each with a
// weekly event, one occurrence removed by EXDATE, one moved by RECURRENCE-ID, one cancelled, an
// all-day day off and a free event), read in the business's zone, New York, over the week the
// clocks change (Sunday, March 8, 2026) and the weeks around it, each through the worker thread the
// server reads them in (ical-read.server.ts). What a parent is offered is the slot engine's answer
// with those busy times claimed.

const zone = "America/New_York";
// Monday, March 2, 2026, 9:00 in New York.
const NOW = Date.parse("2026-03-02T14:00:00Z");
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.ics`, import.meta.url), "utf8");
const ownUid = /^booking-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@example\.test$/i;
const rules: SlotRules = { availability: { ...defaultAvailability, minNoticeHours: 0, maxPerDay: 50, maxPerMonth: 500 }, timeZone: zone, now: NOW };

/**
 * The times offered on each date (HH:MM, New York) with a calendar's busy times claimed, read in
 * the worker thread as the server reads them (and the same as on this thread).
 */
async function offered(name: string): Promise<Map<string, string[]>> {
  const options = { timeZone: zone, from: NOW - 86_400_000, to: NOW + 70 * 86_400_000, ownUid };
  const busy = await readBusyIntervals(fixture(name), options);
  expect(busy).toEqual(busyIntervals(fixture(name), options));
  const free = freeSlotsBetween(rules, { claimed: addBusyCells(new Set(), busy), counts: new Map() }, "2026-03-02", "2026-04-30");
  return new Map([...free].map(([date, slots]) => [date, slots.map((s) => s.time)]));
}

/** Whether `time` on `date` is offered (the day's first and last slots are 9:00 and 16:45). */
const has = (times: Map<string, string[]>, date: string, time: string) => (times.get(date) ?? []).includes(time);

describe("busy times of a Google calendar", () => {
  let times: Map<string, string[]>;
  beforeAll(async () => {
    times = await offered("google");
  });

  it("keeps the weekly event busy on both sides of the clock change, at the same wall time", () => {
    // Tuesdays 10:00-11:00: a call and its 15 minutes after must end by 10:00 or start at 11:00.
    for (const date of ["2026-03-03", "2026-03-10", "2026-04-07"]) {
      expect(has(times, date, "10:00")).toBe(false);
      expect(has(times, date, "10:30")).toBe(false);
      expect(has(times, date, "11:00")).toBe(true);
    }
  });

  it("offers the occurrence removed by EXDATE, the one moved away and the cancelled one; the moved one is busy at its new time", () => {
    expect(has(times, "2026-03-17", "10:00")).toBe(true);
    expect(has(times, "2026-03-24", "10:00")).toBe(true);
    expect(has(times, "2026-03-31", "10:00")).toBe(true);
    expect(has(times, "2026-03-25", "14:00")).toBe(false);
    expect(has(times, "2026-03-25", "15:00")).toBe(true);
  });

  it("takes the whole all-day day off, ignores a free event and the site's own call", () => {
    expect(times.has("2026-03-06")).toBe(false);
    expect(has(times, "2026-03-05", "09:00")).toBe(true);
    expect(has(times, "2026-03-04", "13:00")).toBe(true);
  });

  it("reads a UTC time after the clock change in the new offset (19:00Z is 15:00 EDT)", () => {
    expect(has(times, "2026-03-09", "14:30")).toBe(true);
    expect(has(times, "2026-03-09", "15:00")).toBe(false);
    expect(has(times, "2026-03-09", "15:45")).toBe(false);
    expect(has(times, "2026-03-09", "16:00")).toBe(true);
  });
});

describe("busy times of an iCloud calendar (Los Angeles times)", () => {
  let times: Map<string, string[]>;
  beforeAll(async () => {
    times = await offered("icloud");
  });

  it("places 7:00 Pacific at 10:00 Eastern every Thursday, across the change, its 15 minutes of travel before it busy too", () => {
    for (const date of ["2026-03-05", "2026-03-12", "2026-04-09"]) {
      expect(has(times, date, "09:15")).toBe(true);
      expect(has(times, date, "09:30")).toBe(false);
      expect(has(times, date, "10:00")).toBe(false);
      expect(has(times, date, "11:00")).toBe(true);
    }
  });

  it("frees the EXDATE and cancelled occurrences and moves the overridden one to 11:00 Pacific", () => {
    expect(has(times, "2026-03-19", "10:00")).toBe(true);
    expect(has(times, "2026-04-02", "10:00")).toBe(true);
    expect(has(times, "2026-03-26", "10:00")).toBe(true);
    expect(has(times, "2026-03-26", "14:00")).toBe(false);
  });

  it("takes both days of a two-day event, and ignores a free one", () => {
    expect(times.has("2026-03-09")).toBe(false);
    expect(times.has("2026-03-10")).toBe(false);
    expect(times.has("2026-03-11")).toBe(true);
    expect(has(times, "2026-03-13", "09:00")).toBe(true);
  });
});

describe("busy times of an Outlook calendar (Windows zone names)", () => {
  let times: Map<string, string[]>;
  beforeAll(async () => {
    times = await offered("outlook");
  });

  it("reads 'Romance Standard Time' as Paris: 15:00 there is 9:00, then 10:00 while only the US has changed, then 9:00 again", () => {
    expect(has(times, "2026-03-02", "09:00")).toBe(false);
    expect(has(times, "2026-03-02", "10:00")).toBe(true);
    expect(has(times, "2026-03-09", "09:00")).toBe(true);
    expect(has(times, "2026-03-09", "10:00")).toBe(false);
    expect(has(times, "2026-03-30", "09:00")).toBe(false);
    expect(has(times, "2026-03-30", "10:00")).toBe(true);
  });

  it("frees the EXDATE and cancelled Mondays and moves the overridden one to 19:00 Paris (14:00 Eastern)", () => {
    expect(has(times, "2026-03-16", "10:00")).toBe(true);
    expect(has(times, "2026-04-06", "09:00")).toBe(true);
    expect(has(times, "2026-03-23", "10:00")).toBe(true);
    expect(has(times, "2026-03-23", "14:00")).toBe(false);
  });

  it("takes an all-day out-of-office (free by TRANSP, busy by Outlook's own status), ignores a free event, reads 'Eastern Standard Time'", () => {
    expect(times.has("2026-03-20")).toBe(false);
    expect(has(times, "2026-03-04", "09:00")).toBe(true);
    expect(has(times, "2026-03-12", "16:00")).toBe(false);
    expect(has(times, "2026-03-12", "15:45")).toBe(false);
    expect(has(times, "2026-03-12", "15:30")).toBe(true);
  });
});

describe("reading a calendar file", () => {
  const calendar = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${body}END:VCALENDAR\r\n`;
  const window = { timeZone: zone, from: NOW, to: NOW + 30 * 86_400_000 };

  it("reads a floating time in the business's zone", () => {
    const busy = busyIntervals(calendar("BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260303T130000\r\nDTEND:20260303T140000\r\nEND:VEVENT\r\n"), window);
    expect(busy).toEqual([{ start: Date.parse("2026-03-03T18:00:00Z"), end: Date.parse("2026-03-03T19:00:00Z") }]);
  });

  it("falls back to the file's VTIMEZONE for a zone name it does not know", () => {
    const text = calendar(
      "BEGIN:VTIMEZONE\r\nTZID:My Zone\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0300\r\nTZOFFSETTO:+0300\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n" +
        "BEGIN:VEVENT\r\nUID:b\r\nDTSTART;TZID=My Zone:20260303T120000\r\nDTEND;TZID=My Zone:20260303T130000\r\nEND:VEVENT\r\n",
    );
    expect(busyIntervals(text, window)).toEqual([{ start: Date.parse("2026-03-03T09:00:00Z"), end: Date.parse("2026-03-03T10:00:00Z") }]);
  });

  it("keeps only what lies in the window, and a cancelled series not at all", () => {
    const text = calendar(
      "BEGIN:VEVENT\r\nUID:c\r\nDTSTART:20250101T150000Z\r\nDTEND:20250101T160000Z\r\nEND:VEVENT\r\n" +
        "BEGIN:VEVENT\r\nUID:d\r\nSTATUS:CANCELLED\r\nRRULE:FREQ=DAILY\r\nDTSTART:20260301T150000Z\r\nDTEND:20260301T160000Z\r\nEND:VEVENT\r\n",
    );
    expect(busyIntervals(text, window)).toEqual([]);
  });

  it("refuses what is not a calendar", () => {
    expect(() => busyIntervals("<html>Sign in</html>", window)).toThrow();
    expect(() => busyIntervals("BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n", window)).toThrow();
  });

  it("merges overlapping and touching busy times", () => {
    expect(mergeIntervals([{ start: 5, end: 8 }, { start: 1, end: 3 }, { start: 3, end: 4 }, { start: 6, end: 7 }])).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 8 },
    ]);
  });
});

describe("Windows and other zone names", () => {
  it.each([
    ["Eastern Standard Time", "America/New_York"],
    ["Pacific Standard Time", "America/Los_Angeles"],
    ["Romance Standard Time", "Europe/Paris"],
    ["America/Chicago", "America/Chicago"],
    ["(UTC-05:00) Eastern Time (US & Canada)", "America/New_York"],
    ["/mozilla.org/20050126_1/Europe/Berlin", "Europe/Berlin"],
  ])("%s is %s", (name, iana) => {
    expect(ianaZone(name)).toBe(iana);
  });

  it("knows no zone for a made-up name", () => {
    expect(ianaZone("Mars Standard Time")).toBeNull();
  });
});

describe("a calendar too large to expand", () => {
  it("is refused whole rather than read in part", () => {
    const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:m\r\nRRULE:FREQ=MINUTELY\r\nDTSTART:20200101T000000Z\r\nDTEND:20200101T000100Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(() => busyIntervals(text, { timeZone: zone, from: NOW, to: NOW + 86_400_000 })).toThrow(CalendarTooLarge);
  });
});
