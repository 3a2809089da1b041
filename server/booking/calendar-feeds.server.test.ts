import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { calendarsAdmin } from "#common/booking/content/admin.ts";
import { defaultAvailability } from "#common/booking/availability.ts";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import { createTestDatabase } from "#tests/database";
import { insertCallRequest } from "#tests/rows";
import { bookInTransaction, freeTimes, saveAvailability, SlotTaken } from "./bookings.server";
import { addFeed, notifyStaleFeeds, readDueFeeds, readFeed, removeFeed, staleFeeds, type FeedSettings } from "./calendar-feeds.server";
import { fixtureText, startCalendarServer, TEST_TLS_CERT, type CalendarServer } from "#tests/calendar-server";

// The owner's own calendars against a real database (SQLite, and PostgreSQL with TEST_DB=postgres)
// and a local HTTPS calendar server: a read stores the busy times every instance reads, a 304 keeps
// them, a calendar unread for over an hour stops every time being offered and tells the owner once,
// the booking's transaction refuses a time that became busy, two instances read a calendar once,
// a read that outlived its lease writes nothing, and a file that takes too long to read is refused
// at its deadline while the same process keeps answering requests.

const zone = "America/New_York";
// Monday, March 2, 2026, 9:00 in New York.
const NOW = Date.parse("2026-03-02T14:00:00Z");
const MINUTE = 60_000;
const context = { timeZone: zone, now: NOW };
/** A New York wall time in March 2026 (EST before the 8th, EDT from it). */
const at = (day: number, time: string) => Date.parse(`2026-03-${String(day).padStart(2, "0")}T${time}:00${day < 8 ? "-05:00" : "-04:00"}`);

let server: CalendarServer;
beforeAll(async () => {
  server = await startCalendarServer();
});
afterAll(() => server.close());

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  server.routes.clear();
  server.hits.length = 0;
});

const settings: FeedSettings = {
  timeZone: zone,
  ownUid: /^booking-[0-9a-f-]{36}@example\.test$/i,
  allowLoopback: true,
  ca: TEST_TLS_CERT,
  mail: { from: { name: "Kindred Pages", address: "hello@example.test" }, to: ["owner@example.test"], siteUrl: "https://example.test" },
};

async function setup(): Promise<AppDatabase> {
  const database = await createTestDatabase();
  cleanups.push(database.close);
  await saveAvailability(database.db, { ...defaultAvailability, minNoticeHours: 0, maxPerDay: 50, maxPerMonth: 500 }, NOW);
  return database.db;
}

/** The times (HH:MM) offered on a March 2026 date at `now`. */
async function offeredOn(db: AppDatabase, day: number, now = NOW): Promise<string[]> {
  const date = `2026-03-${String(day).padStart(2, "0")}`;
  const free = await freeTimes(db, { timeZone: zone, now }, date, date);
  return (free?.get(date) ?? []).map((slot) => slot.time);
}

const calendar = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${events}END:VCALENDAR\r\n`;
const event = (uid: string, start: string, end: string) => `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART:${start}\r\nDTEND:${end}\r\nEND:VEVENT\r\n`;

async function outboxRows(db: AppDatabase) {
  return db.selectFrom("outbox").select(["purpose", "recipients", "subject", "text_body"]).orderBy("id").execute();
}

// Each read starts a worker thread (0.1 to 0.4 s on a busy machine): more than Vitest's 5 s per test under load.
describe("the owner's own calendars", { timeout: 20_000 }, () => {
  it("keeps a calendar's busy times from being offered, and keeps them when it answers 304", async () => {
    const db = await setup();
    expect(await offeredOn(db, 3)).toContain("10:00");
    server.routes.set("/google.ics", { body: fixtureText("google"), etag: '"v1"' });
    const id = await addFeed(db, `${server.origin}/google.ics`, "Work", NOW);
    expect(await readFeed(db, id, settings, NOW)).toBe("read");
    expect(await offeredOn(db, 3)).not.toContain("10:00");
    expect(await offeredOn(db, 6)).toEqual([]);

    expect(await readFeed(db, id, settings, NOW + 5 * MINUTE)).toBe("unchanged");
    expect(server.hits.map((h) => h.ifNoneMatch)).toEqual([null, '"v1"']);
    expect(await offeredOn(db, 3)).not.toContain("10:00");

    // The Tuesday event deleted in her calendar: a new version replaces the busy times whole.
    server.routes.set("/google.ics", { body: calendar(event("x", "20260304T140000Z", "20260304T150000Z")), etag: '"v2"' });
    expect(await readFeed(db, id, settings, NOW + 10 * MINUTE)).toBe("read");
    expect(await offeredOn(db, 3)).toContain("10:00");
    expect(await offeredOn(db, 4)).not.toContain("09:00");

    await removeFeed(db, id);
    expect(await offeredOn(db, 4)).toContain("09:00");
  });

  it("offers no time while a calendar has gone unread for over an hour, says why, and emails the owner once", async () => {
    const db = await setup();
    server.routes.set("/cal.ics", { status: 404 });
    const id = await addFeed(db, `${server.origin}/cal.ics`, "Family", NOW);
    expect(await readFeed(db, id, settings, NOW)).toBe("failed");
    // Within the hour: still offered (nothing known to be busy yet).
    expect(await offeredOn(db, 3, NOW + 59 * MINUTE)).toContain("10:00");
    expect(await notifyStaleFeeds(db, settings, NOW + 59 * MINUTE)).toBe(0);

    const later = NOW + 61 * MINUTE;
    await readDueFeeds(db, settings, later);
    expect(await offeredOn(db, 3, later)).toEqual([]);
    expect(await offeredOn(db, 20, later)).toEqual([]);
    expect(await staleFeeds(db, later)).toEqual([{ name: "Family", why: "The address answered 404 Not Found." }]);
    // Every later retry fails too, and the owner still has one email.
    await readDueFeeds(db, settings, later + 6 * MINUTE);
    await readDueFeeds(db, settings, later + 12 * MINUTE);
    const emails = await outboxRows(db);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ purpose: "owner-notification", recipients: "owner@example.test" });
    expect(emails[0]!.text_body).toContain("“Family” could not be read for an hour, so booking is paused");
    expect(emails[0]!.text_body).toContain("The address answered 404 Not Found.");
    expect(emails[0]!.text_body).not.toContain(server.origin);

    // Read again: times come back, and she is told.
    server.routes.set("/cal.ics", { body: calendar("") });
    expect(await readFeed(db, id, settings, later + 20 * MINUTE)).toBe("read");
    expect(await offeredOn(db, 3, later + 20 * MINUTE)).toContain("10:00");
    expect((await outboxRows(db)).map((e) => e.subject)).toEqual(["Booking is paused: a calendar could not be read", "Booking is open again"]);
  });

  it("refuses, inside the booking's transaction, a time that became busy after the page was drawn", async () => {
    const db = await setup();
    server.routes.set("/cal.ics", { body: calendar(""), etag: '"1"' });
    const id = await addFeed(db, `${server.origin}/cal.ics`, "", NOW);
    await readFeed(db, id, settings, NOW);
    expect(await offeredOn(db, 4)).toContain("09:00");
    // She adds a meeting at 9:15; the calendar is read again before the parent sends the form.
    server.routes.set("/cal.ics", { body: calendar(event("m", "20260304T141500Z", "20260304T144500Z")), etag: '"2"' });
    await readFeed(db, id, settings, NOW + 5 * MINUTE);
    const requestId = await insertCallRequest(db);
    await expect(
      db.transaction().execute((trx) => bookInTransaction(trx, { ...context, now: NOW + 6 * MINUTE, domain: "example.test" }, { id: requestId, language: "en" }, at(4, "09:00"))),
    ).rejects.toBeInstanceOf(SlotTaken);
    expect(await db.selectFrom("bookings").selectAll().execute()).toEqual([]);
    // A time clear of it is booked.
    const booked = await db.transaction().execute((trx) => bookInTransaction(trx, { ...context, now: NOW + 6 * MINUTE, domain: "example.test" }, { id: requestId, language: "en" }, at(4, "10:00")));
    expect(booked.booking.start_at).toBe(at(4, "10:00"));
  });

  it("refuses every booking while booking is paused", async () => {
    const db = await setup();
    server.routes.set("/cal.ics", { hang: true });
    await addFeed(db, `${server.origin}/cal.ics`, "", NOW - 2 * 60 * MINUTE);
    const requestId = await insertCallRequest(db);
    await expect(
      db.transaction().execute((trx) => bookInTransaction(trx, { ...context, domain: "example.test" }, { id: requestId, language: "en" }, at(4, "10:00"))),
    ).rejects.toBeInstanceOf(SlotTaken);
  });

  it("reads a calendar once when two instances are due at the same moment", async () => {
    const db = await setup();
    server.routes.set("/google.ics", { body: fixtureText("google") });
    await addFeed(db, `${server.origin}/google.ics`, "", NOW);
    await Promise.all([readDueFeeds(db, settings, NOW, "instance-a"), readDueFeeds(db, settings, NOW, "instance-b")]);
    expect(server.hits).toHaveLength(1);
    expect(await offeredOn(db, 3)).not.toContain("10:00");
    // Not due again within five minutes; due after.
    await readDueFeeds(db, settings, NOW + 2 * MINUTE, "instance-b");
    expect(server.hits).toHaveLength(1);
    await readDueFeeds(db, settings, NOW + 5 * MINUTE, "instance-b");
    expect(server.hits).toHaveLength(2);
  });
});

describe("a calendar file that takes too long to read", { timeout: 30_000 }, () => {
  let http: ServerType | undefined;
  afterEach(async () => {
    if (http) await new Promise((closed) => http!.close(closed));
    http = undefined;
  });

  /** This test's database served over a real socket by the site's app, as an instance serves it. */
  async function serveApp(db: AppDatabase): Promise<string> {
    const app = createApp({ db, config: { ...loadServerConfig({}), LOG_REQUESTS: false }, formTokenSecret: "test-secret" });
    return new Promise((listening) => {
      http = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => listening(`http://127.0.0.1:${info.port}`));
    });
  }

  it("is refused at its deadline while the instance keeps answering; its last busy times stand, then booking pauses", async () => {
    const db = await setup();
    const origin = await serveApp(db);
    server.routes.set("/cal.ics", { body: fixtureText("google"), etag: '"good"' });
    const id = await addFeed(db, `${server.origin}/cal.ics`, "Work", NOW);
    expect(await readFeed(db, id, settings, NOW)).toBe("read");
    const busyBefore = await db.selectFrom("calendar_busy").select(["start_at", "end_at"]).where("feed_id", "=", id).orderBy("start_at").execute();
    expect(busyBefore.length).toBeGreaterThan(0);

    // Her calendar now holds an event repeating every February 30th: ical.js never ends it.
    server.routes.set("/cal.ics", { body: calendar(`BEGIN:VEVENT\r\nUID:never\r\nDTSTART:20260301T150000Z\r\nDTEND:20260301T160000Z\r\nRRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30\r\nEND:VEVENT\r\n`), etag: '"hostile"' });
    // A first request opens the app's database connection (PostgreSQL's pool) before the read starts.
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    const reading = readFeed(db, id, { ...settings, read: { deadlineMs: 3_000, memoryMb: 256 } }, NOW + 5 * MINUTE);
    // The file has been fetched and is being read. ical.js never finishes it: had the read held
    // this process's thread, neither this request nor the read's deadline would ever be answered.
    while (server.hits.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect(await reading).toBe("failed");
    const feed = await db.selectFrom("calendar_feeds").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(feed).toMatchObject({ error: "too-slow", checked_at: NOW + 5 * MINUTE, read_at: NOW, etag: '"good"' });
    // The last good busy times stand: Tuesday's 10:00 is still not offered.
    expect(await db.selectFrom("calendar_busy").select(["start_at", "end_at"]).where("feed_id", "=", id).orderBy("start_at").execute()).toEqual(busyBefore);
    expect(await offeredOn(db, 3, NOW + 5 * MINUTE)).not.toContain("10:00");
    // An hour after the last good read, booking pauses, and she reads why.
    expect(await staleFeeds(db, NOW + 61 * MINUTE)).toEqual([{ name: "Work", why: calendarsAdmin.problems["too-slow"] }]);
    expect(calendarsAdmin.problems["too-slow"]).toMatch(/^This calendar takes too long to read/);
    expect(await offeredOn(db, 20, NOW + 61 * MINUTE)).toEqual([]);
  });
});

describe("a lease means once", { timeout: 20_000 }, () => {
  it("a reader that found a calendar due before another instance read it does not read it again", async () => {
    const db = await setup();
    server.routes.set("/google.ics", { body: fixtureText("google") });
    const id = await addFeed(db, `${server.origin}/google.ics`, "", NOW);
    // Instance A lists the calendar as due, then reads it and gives the lease back...
    await readDueFeeds(db, settings, NOW, "instance-a");
    expect(server.hits).toHaveLength(1);
    // ...while instance B, which listed it as due at the same moment, only now gets the lease.
    expect(await readFeed(db, id, settings, NOW, "instance-b", { ifDue: true })).toBe("not-due");
    expect(server.hits).toHaveLength(1);
    // Asked by the owner ("Read now"), it is read whatever the time.
    expect(await readFeed(db, id, settings, NOW, "instance-b")).toBe("read");
    expect(server.hits).toHaveLength(2);
  });

  it("a read that outlived its lease, taken over by another instance, writes nothing", async () => {
    const db = await setup();
    // A good read whose parse takes a moment (ten thousand events)...
    const many = Array.from({ length: 10_000 }, (_, i) => event(`e${i}`, "20260303T150000Z", "20260303T160000Z")).join("");
    server.routes.set("/cal.ics", { body: calendar(many), etag: '"1"' });
    const id = await addFeed(db, `${server.origin}/cal.ics`, "", NOW);
    const reading = readFeed(db, id, settings, NOW, "instance-a");
    // ...during which its lease is taken over (as if its two minutes had run out).
    while (server.hits.length < 1) await new Promise((resolve) => setTimeout(resolve, 2));
    await db.updateTable("job_leases").set({ holder: "instance-b" }).where("name", "=", `calendar-feed:${id}`).execute();
    expect(await reading).toBe("busy");
    expect(await db.selectFrom("calendar_busy").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("calendar_feeds").select(["checked_at", "read_at", "etag"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ checked_at: null, read_at: null, etag: null });

    // A failed read likewise records nothing once its lease is another's.
    server.routes.set("/cal.ics", { hang: true });
    await db.updateTable("job_leases").set({ holder: "instance-a", until: 0 }).where("name", "=", `calendar-feed:${id}`).execute();
    const failing = readFeed(db, id, { ...settings, timeoutMs: 300 }, NOW, "instance-a");
    while (server.hits.length < 2) await new Promise((resolve) => setTimeout(resolve, 2));
    await db.updateTable("job_leases").set({ holder: "instance-b" }).where("name", "=", `calendar-feed:${id}`).execute();
    expect(await failing).toBe("busy");
    expect(await db.selectFrom("calendar_feeds").select(["checked_at", "error"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ checked_at: null, error: null });
  });
});
