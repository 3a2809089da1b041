import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAvailability, type Availability } from "#app/lib/booking/availability.ts";
import { createApp } from "../app.server";
import { createSession } from "../auth/sessions.server";
import { createAuthTestDb, insertUser } from "../auth/test-db";
import { loadServerConfig } from "../config.server";
import { bookInTransaction, readAvailability, saveAvailability } from "./bookings.server";
import { feedToken } from "./calendar-feed.server";

/**
 * The owner's booking pages through the real app (Hono, the middleware and the React Router
 * production build; `npm run build` first), on SQLite and PostgreSQL (TEST_DB=postgres):
 * availability saved and switched off, calls marked, moved and cancelled, the calendar link
 * rotated, each in the audit log, and what an assistant may not do.
 */
const buildPath = join(process.cwd(), process.env.BUILD_DIR ?? "build", "server", "index.js");
const haveBuild = existsSync(buildPath);

// Tuesday, December 1, 2026, 9:00 in New York (the default business zone).
const NOW = Date.parse("2026-12-01T14:00:00Z");
/** 10:00 New York time on a December 2026 day. */
const tenOn = (day: number) => Date.parse(`2026-12-${String(day).padStart(2, "0")}T15:00:00Z`);

let t: Awaited<ReturnType<typeof createAuthTestDb>>;
let app: ReturnType<typeof createApp>;
let ownerCookie: string;
let assistantCookie: string;

beforeAll(async () => {
  t = await createAuthTestDb();
  if (!haveBuild) return;
  const owner = await insertUser(t.db, "owner@example.com");
  const assistant = await insertUser(t.db, "assistant@example.com", "assistant");
  ownerCookie = `session=${await createSession(t.db, owner.id, NOW)}`;
  assistantCookie = `session=${await createSession(t.db, assistant.id, NOW)}`;
  const build = (await import(/* @vite-ignore */ buildPath)) as ServerBuild;
  app = createApp({ db: t.db, config: { ...loadServerConfig({}), LOG_REQUESTS: false }, build, formTokenSecret: "test", now: () => NOW, pageCache: false });
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, cookie: string) => app.request(path, { headers: { Cookie: cookie }, redirect: "manual" });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
const text = async (res: Response) => (await res.text()).replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, " ");
const lastAudit = async () => t.db.selectFrom("audit_log").select(["action", "detail"]).orderBy("id", "desc").executeTakeFirstOrThrow();

const form = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  weekly0: "",
  weekly1: "9:00-12:00",
  weekly2: "9-12",
  weekly3: "9 AM-12 PM",
  weekly4: "9:00-12:00",
  weekly5: "9:00-12:00",
  weekly6: "",
  overrides: "2026-12-24 off",
  bufferBefore: "0",
  bufferAfter: "15",
  minNotice: "2",
  horizon: "40",
  maxPerDay: "3",
  maxPerMonth: "10",
  interval: "15",
  ...overrides,
});

describe.skipIf(!haveBuild)("the Availability page (needs `npm run build`)", () => {
  it("is the owner's: an assistant is sent back and refused", async () => {
    const page = await get("/admin/availability", assistantCookie);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin?notice=owner-only");
    expect((await post("/admin/availability", form(), assistantCookie)).status).toBe(403);
    expect(await readAvailability(t.db)).toBeNull();
  });

  it("says booking is off, shows each problem under its field, then saves, previews and turns off", async () => {
    expect(await text(await get("/admin/availability", ownerCookie))).toContain("Booking is off");

    const refused = await post("/admin/availability", form({ weekly2: "9-12, 11-13", overrides: "2026-12-24 off\n2026-13-01 off", bufferAfter: "7" }), ownerCookie);
    expect(refused.status).toBe(400);
    const words = await text(refused);
    expect(words).toContain("Two ranges overlap.");
    expect(words).toContain('Line 2: "2026-13-01" is not a date.');
    expect(words).toContain("Enter a whole number from 0 to 120 in steps of 5.");
    expect(await readAvailability(t.db)).toBeNull();

    const saved = await post("/admin/availability", form({ noSameDay: "on" }), ownerCookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/availability?saved=saved");
    const availability = await readAvailability(t.db);
    expect(availability).toMatchObject({ noSameDay: true, maxPerDay: 3, overrides: [{ date: "2026-12-24", ranges: [] }] });
    expect(availability!.weekly[3]).toEqual([{ start: "09:00", end: "12:00" }]);
    expect((await lastAudit()).action).toBe("availability.save");

    const page = await text(await get("/admin/availability?saved=saved", ownerCookie));
    expect(page).toContain("Booking is on");
    // No same-day calls: Wednesday is the first day with times.
    expect(page).toContain("Tuesday, December 1: 0 free times");
    expect(page).toContain("Wednesday, December 2: 12 free times");

    const off = await post("/admin/availability", { intent: "off" }, ownerCookie);
    expect(off.headers.get("location")).toBe("/admin/availability?saved=off");
    expect(await readAvailability(t.db)).toBeNull();
    expect((await lastAudit()).action).toBe("availability.off");
  });
});

describe.skipIf(!haveBuild)("the Calls page (needs `npm run build`)", () => {
  const rules: Availability = {
    ...defaultAvailability,
    weekly: [[], ...Array.from({ length: 5 }, () => [{ start: "09:00", end: "12:00" }]), []],
    bufferAfterMinutes: 15,
    minNoticeHours: 2,
    horizonDays: 40,
    maxPerDay: 3,
    maxPerMonth: 10,
  };
  let n = 0;
  async function bookCall(name: string, start: number) {
    const request = await t.db
      .insertInto("discovery_call_requests")
      .values({
        received_at: new Date(NOW).toISOString(),
        idempotency_key: `calls-page-${n++}`,
        parent_name: name,
        parent_email: "ana@example.org",
        parent_phone: "555-234-5678",
        child_name: "",
        child_age: "3-4years",
        challenges: "Bedtime reading has become a struggle.",
        preferred_time: "",
        timezone: "EST",
        hear_about_us: "",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { booking } = await t.db
      .transaction()
      .execute((trx) => bookInTransaction(trx, { timeZone: "America/New_York", now: NOW, domain: "kindred.test" }, { id: request.id, language: "en" }, start));
    return booking;
  }

  it("shows the week's calls and marks, moves and cancels them, each in the audit log", async () => {
    await saveAvailability(t.db, rules, NOW);
    const ana = await bookCall("Ana Pérez", tenOn(2));
    const ben = await bookCall("Ben Okafor", tenOn(3));

    const page = await text(await get("/admin/calls", ownerCookie));
    expect(page).toContain("Week of November 30 – December 6, 2026");
    expect(page).toContain("Wednesday, December 2, 2026 at 10:00 AM");
    expect(page).toContain("Ana Pérez");
    expect(page).toContain("Child's age 3-4 years");
    expect(page).toContain("Status: Booked");
    expect(page).toContain("Google, Apple and Outlook Calendar refresh a subscribed calendar only every few hours");
    // Another week: nothing there.
    expect(await text(await get("/admin/calls?week=2026-12-07", ownerCookie))).toContain("No calls this week.");

    // Moving Ana onto Ben's time: taken.
    const taken = await post("/admin/calls", { intent: "reschedule", id: String(ana.id), sequence: "0", start: String(tenOn(3)), week: "2026-11-30" }, ownerCookie);
    expect(taken.headers.get("location")).toBe(`/admin/calls?week=2026-11-30&problem=taken#call-${ana.id}`);
    // A page drawn before a change: "changed".
    const stale = await post("/admin/calls", { intent: "reschedule", id: String(ana.id), sequence: "5", start: String(tenOn(4)), week: "2026-11-30" }, ownerCookie);
    expect(stale.headers.get("location")).toContain("problem=changed");
    // Moved to the next week: the page follows it there.
    const moved = await post("/admin/calls", { intent: "reschedule", id: String(ana.id), sequence: "0", start: String(tenOn(8)), week: "2026-11-30" }, ownerCookie);
    expect(moved.headers.get("location")).toBe(`/admin/calls?week=2026-12-07&done=moved#call-${ana.id}`);
    const row = await t.db.selectFrom("bookings").selectAll().where("id", "=", ana.id).executeTakeFirstOrThrow();
    expect([Number(row.start_at), Number(row.sequence)]).toEqual([tenOn(8), 1]);
    expect(await lastAudit()).toMatchObject({ action: "call.reschedule", detail: `booking ${ana.id}: 2026-12-02T15:00:00.000Z to 2026-12-08T15:00:00.000Z` });

    const cancelled = await post("/admin/calls", { intent: "cancel", id: String(ben.id), sequence: "0", message: "I am unwell, sorry.", week: "2026-11-30" }, ownerCookie);
    expect(cancelled.headers.get("location")).toBe(`/admin/calls?week=2026-11-30&done=cancelled#call-${ben.id}`);
    expect(await lastAudit()).toMatchObject({ action: "call.cancel", detail: `booking ${ben.id}, with a message` });
    const after = await text(await get("/admin/calls?week=2026-11-30", ownerCookie));
    expect(after).toContain("Status: Cancelled");

    const done = await post("/admin/calls", { intent: "outcome", id: String(ana.id), status: "completed", week: "2026-12-07" }, assistantCookie);
    expect(done.headers.get("location")).toBe(`/admin/calls?week=2026-12-07&done=completed#call-${ana.id}`);
    expect((await t.db.selectFrom("bookings").select("status").where("id", "=", ana.id).executeTakeFirstOrThrow()).status).toBe("completed");
    expect(await lastAudit()).toMatchObject({ action: "call.outcome", detail: `booking ${ana.id}: completed` });
    // A cancelled call has no outcome.
    const refused = await post("/admin/calls", { intent: "outcome", id: String(ben.id), status: "no-show" }, ownerCookie);
    expect(refused.headers.get("location")).toContain("problem=changed");
    // A form no page sends.
    expect((await post("/admin/calls", { intent: "outcome", id: "x", status: "completed" }, ownerCookie)).status).toBe(400);
  });

  it("lets only the owner see and rotate the calendar link; the old link then answers 404", async () => {
    expect(await text(await get("/admin/calls", assistantCookie))).not.toContain("/calendar/");
    expect((await post("/admin/calls", { intent: "rotate-feed" }, assistantCookie)).status).toBe(403);
    const token = await feedToken(t.db, NOW);
    expect(await text(await get("/admin/calls", ownerCookie))).toContain(`/calendar/${token}.ics`);
    expect((await app.request(`/calendar/${token}.ics`)).status).toBe(200);
    const rotated = await post("/admin/calls", { intent: "rotate-feed", week: "2026-11-30" }, ownerCookie);
    expect(rotated.headers.get("location")).toBe("/admin/calls?week=2026-11-30&done=rotated");
    expect((await lastAudit()).action).toBe("calendar-feed.rotate");
    const fresh = await feedToken(t.db, NOW);
    expect(fresh).not.toBe(token);
    expect((await app.request(`/calendar/${token}.ics`)).status).toBe(404);
    const feed = await app.request(`/calendar/${fresh}.ics`);
    expect(feed.headers.get("cache-control")).toBe("no-store");
    expect(await feed.text()).toContain("SUMMARY:Discovery call: Ana Pérez");
  });

  it("counts the calls on the dashboard", async () => {
    // From the test above: Ana's call completed (ahead), Ben's cancelled, both booked today.
    const page = await text(await get("/admin", ownerCookie));
    expect(page).toContain("0 calls booked ahead");
    expect(page).toContain("2 bookings in the last 30 days");
    expect(page).toContain("1 cancellation in the last 30 days");
    expect(page).toContain("0 no-shows in the last 30 days");
  });
});
