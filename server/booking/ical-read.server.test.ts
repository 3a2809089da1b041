import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { describe, expect, it } from "vitest";
import { busyIntervals, type BusyOptions } from "./ical-busy";
import { CalendarRefused, readBusyIntervals, type ReadLimits } from "./ical-read.server";

// Hostile calendar files, read as the server reads them: in a worker thread with a deadline and a
// memory limit (ical-read.server.ts). Each is read or refused within its deadline, never on the
// test's thread. Production's deadline is 20 s; here a file that never ends gets 2.5 s, so the
// corpus costs seconds, and one expected to be read gets 10 s, so a busy machine cannot turn it
// into a refusal (it ends in one to three seconds). (A request answered while such a read runs:
// calendar-feeds.server.test.ts, on both databases.)

const zone = "America/New_York";
// Monday, March 2, 2026, 9:00 in New York.
const NOW = Date.parse("2026-03-02T14:00:00Z");
const DAY = 86_400_000;
const window: BusyOptions = { timeZone: zone, from: NOW - DAY, to: NOW + 67 * DAY };
const limits: ReadLimits = { deadlineMs: 2_500, memoryMb: 256 };
/** For a file that is read in the end. */
const toRead: Partial<ReadLimits> = { deadlineMs: 10_000 };

const calendar = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${body}END:VCALENDAR\r\n`;
const event = (uid: string, start: string, end: string, extra = "") => `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART:${start}\r\nDTEND:${end}\r\n${extra}END:VEVENT\r\n`;
/** A series at 15:00-16:00 UTC from Sunday, March 1, 2026, repeating by `rule`. */
const series = (rule: string, start = "20260301T150000Z", end = "20260301T160000Z") => calendar(event("series", start, end, `RRULE:${rule}\r\n`));
/** YYYYMMDD of the day `n` days after March 1, 2026. */
const day = (n: number) => new Date(Date.UTC(2026, 2, 1 + n)).toISOString().slice(0, 10).replaceAll("-", "");

type Outcome = { busy: number } | { refused: string };

/**
 * Reads the file in its worker; the outcome and how long it took, measured on this thread. A file
 * is read or refused within its deadline by construction: the deadline is a timer on this thread,
 * started with the worker, and whichever of it and the worker's answer comes first decides (a read
 * that took longer is "too-slow"). How long this thread takes to notice either is the machine's
 * speed, so no test bounds it from above.
 */
async function read(text: string, options: Partial<ReadLimits> = {}): Promise<{ outcome: Outcome; ms: number }> {
  const started = performance.now();
  try {
    const busy = await readBusyIntervals(text, window, { ...limits, ...options });
    return { outcome: { busy: busy.length }, ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof CalendarRefused)) throw error;
    return { outcome: { refused: error.problem }, ms: performance.now() - started };
  }
}

describe("a hostile calendar file", { timeout: 20_000 }, () => {
  it("whose rule never matches (every February 30th) is refused as too slow at its deadline", async () => {
    // ical.js's DAILY rule searches for ever inside one call of its iterator (on the server's
    // thread this stopped every answer for about 140 s, and took gigabytes).
    const result = await read(series("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"));
    expect(result.outcome).toEqual({ refused: "too-slow" });
    expect(result.ms).toBeGreaterThanOrEqual(limits.deadlineMs - 50);
  });

  it("whose BYSETPOS points past the set is read (its first occurrence only) or refused in time", async () => {
    const monthly = await read(series("FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=20"), toRead);
    expect(monthly.outcome).toEqual({ busy: 1 });
    // ical.js searches for years before giving this one up (about 3 s here, under 2.5 s on a faster
    // machine) and then yields nothing, not even DTSTART, which this rule does not match (RFC 5545
    // leaves such a set undefined). What matters is that it ends in time, one way or the other.
    const yearly = await read(series("FREQ=YEARLY;BYMONTH=2;BYDAY=MO;BYSETPOS=6"));
    expect([{ busy: 0 }, { busy: 1 }, { refused: "too-slow" }]).toContainEqual(yearly.outcome);
  });

  it("asking for a fifth Monday in February, or in short months, is read in time", async () => {
    // None falls in the window (March to May 2026); ical.js reads a MONTHLY rule's BYMONTH loosely
    // and may give March 30th, the fifth Monday of March.
    for (const rule of ["FREQ=MONTHLY;BYMONTH=2;BYDAY=5MO", "FREQ=YEARLY;BYMONTH=2;BYDAY=5MO", "FREQ=MONTHLY;BYMONTH=2,4,6,9,11;BYDAY=5MO"]) {
      const result = await read(series(rule), toRead);
      expect(result.outcome, rule).toHaveProperty("busy");
      expect((result.outcome as { busy: number }).busy, rule).toBeLessThanOrEqual(1);
    }
  });

  it("repeating every second without end is refused (too many occurrences, or its deadline)", async () => {
    const result = await read(series("FREQ=SECONDLY", "20260301T150000Z", "20260301T150001Z"));
    expect([{ refused: "too-large" }, { refused: "too-slow" }]).toContainEqual(result.outcome);
  });

  it("counting ten million is read: only the occurrences up to the window's end are expanded", async () => {
    const result = await read(series("FREQ=DAILY;COUNT=10000000"), toRead);
    // A day ago to 67 days ahead: every day's hour, none joined to the next.
    expect(result.outcome).toEqual({ busy: 68 });
  });

  it("with ten thousand events is read whole", async () => {
    // 28 days from Monday, March 2, each with events on 8 hours: 224 distinct half hours.
    const events = Array.from({ length: 10_000 }, (_, i) => {
      const date = day(1 + (i % 28));
      const hour = String(10 + (Math.floor(i / 28) % 8));
      return event(`e${i}`, `${date}T${hour}0000Z`, `${date}T${hour}3000Z`);
    });
    const result = await read(calendar(events.join("")), toRead);
    expect(result.outcome).toEqual({ busy: 224 });
  });

  it("with a deep chain of RECURRENCE-ID overrides of one series is read whole", async () => {
    // A daily series, each of 3,000 days moved an hour later by an override that also claims the
    // rest of the series (RANGE=THISANDFUTURE), and 3,000 more overrides naming the moved times,
    // which match no occurrence of the series and change nothing.
    const thisAndFuture = Array.from({ length: 3_000 }, (_, i) => event("series", `${day(i)}T160000Z`, `${day(i)}T170000Z`, `RECURRENCE-ID;RANGE=THISANDFUTURE:${day(i)}T150000Z\r\n`));
    const ofMoved = Array.from({ length: 3_000 }, (_, i) => event("series", `${day(i)}T170000Z`, `${day(i)}T180000Z`, `RECURRENCE-ID:${day(i)}T160000Z\r\n`));
    const text = calendar(event("series", "20260301T150000Z", "20260301T160000Z", "RRULE:FREQ=DAILY\r\n") + thisAndFuture.join("") + ofMoved.join(""));
    const result = await read(text, toRead);
    // Every day of the window busy from 16:00 to 17:00 UTC: 68 hours.
    expect(result.outcome).toEqual({ busy: 68 });
  });

  it("that needs more memory than the thread's limit is refused as such, where a small one is read", async () => {
    // 16 MB: ical.js and one event fit; ten thousand events (about 50 MB of heap) do not.
    const events = Array.from({ length: 10_000 }, (_, i) => event(`e${i}`, "20260303T150000Z", "20260303T160000Z"));
    const small = await read(calendar(events[0]!), { ...toRead, memoryMb: 16 });
    expect(small.outcome).toEqual({ busy: 1 });
    const large = await read(calendar(events.join("")), { ...toRead, memoryMb: 16 });
    expect(large.outcome).toEqual({ refused: "too-much-memory" });
  });
});

describe("the reading thread", () => {
  const google = readFileSync(new URL("./fixtures/google.ics", import.meta.url), "utf8");

  it("answers what the file's own thread would, and refuses what is not a calendar", async () => {
    expect(await readBusyIntervals(google, window, { ...limits, ...toRead })).toEqual(busyIntervals(google, window));
    await expect(readBusyIntervals("<html>Sign in</html>", window, { ...limits, ...toRead })).rejects.toEqual(new CalendarRefused("not-calendar"));
  });

  it("starts from the TypeScript sources when Vite loads the server, as `npm run dev` does", { timeout: 30_000 }, async () => {
    // scripts/dev.mjs: Vite in middleware mode loads server/main.ts and what it imports.
    const vite = await createServer({ root: fileURLToPath(new URL("../..", import.meta.url)), server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "silent" });
    try {
      const loaded = (await vite.ssrLoadModule("/server/booking/ical-read.server.ts")) as typeof import("./ical-read.server");
      // The thread starts from the sources (types stripped): on a busy machine that alone took 2.5 s.
      expect(await loaded.readBusyIntervals(google, window, { ...limits, ...toRead })).toEqual(busyIntervals(google, window));
    } finally {
      await vite.close();
    }
  });
});
