import { describe, expect, it } from "vitest";
import { createAuthTestDb } from "#tests/auth-db";
import { pageText, signedInAdminAppForFile, type AuthTestDb, type SignedInAdminApp } from "#tests/site-app";
import { readAvailability, saveAvailability } from "./bookings.server";
import { feedToken } from "./calendar-feed.server";
import { bookCall as bookCallAt, DECEMBER_1, tenOn, weekdayMornings } from "#tests/booking";

/**
 * The owner's booking pages through the real app (Hono, the middleware and the React Router
 * build compiled from the sources, tests/site-app.ts), on SQLite and PostgreSQL (TEST_DB=postgres):
 * availability saved and switched off, calls marked, moved and cancelled, the calendar link
 * rotated, each in the audit log, and what an assistant may not do.
 */

// Tuesday, December 1, 2026, 9:00 in New York (the default business zone).
const NOW = DECEMBER_1;

let t: AuthTestDb;
let admin: SignedInAdminApp;
signedInAdminAppForFile(() => createAuthTestDb(), NOW, (db, app) => ((t = db), (admin = app)));

/** The Availability form as a browser posts it: Monday to Friday 9 AM – 12 PM, a day off on December 24. */
const form = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  ...Object.fromEntries([1, 2, 3, 4, 5].flatMap((day) => [[`weekly-${day}-0-start`, "09:00"], [`weekly-${day}-0-end`, "12:00"]])),
  "override-0-date": "2026-12-24",
  bufferBefore: "0",
  bufferAfter: "15",
  minNotice: "2",
  horizon: "40",
  maxPerDay: "3",
  maxPerMonth: "10",
  interval: "15",
  call: "phone",
  videoUrl: "",
  ...overrides,
});

describe("the Availability page", () => {
  it("is the owner's: an assistant is sent back and refused", async () => {
    const page = await admin.get("/admin/availability", admin.assistant);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin?notice=owner-only");
    expect((await admin.post("/admin/availability", form(), admin.assistant)).status).toBe(403);
    expect(await readAvailability(t.db)).toBeNull();
  });

  it("says booking is off, shows each problem in a summary linking to its field, then saves, previews and turns off", async () => {
    const first = await pageText(await admin.get("/admin/availability", admin.owner));
    expect(first).toContain("Booking is off");
    expect(first).toContain("All times are in Eastern Time.");
    expect(first).not.toContain("America/New_York");

    const refused = await admin.post(
      "/admin/availability",
      form({ "weekly-2-1-start": "11:00", "weekly-2-1-end": "13:00", "override-1-date": "2026-13-01", bufferAfter: "7", call: "video", videoUrl: "http://zoom.us/j/1" }),
      admin.owner,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const words = await pageText(new Response(html));
    expect(words).toContain("There is a problem");
    expect(words).toContain("Tuesday: 11:00 AM – 1:00 PM overlaps other hours that day.");
    expect(words).toContain('"2026-13-01" is not a date.');
    expect(words).toContain("Enter a whole number from 0 to 120 in steps of 5.");
    expect(words).toContain("Paste the whole link of your video call, starting with https://");
    // Each entry of the summary links to its field; the summary takes the focus (autofocus, without JavaScript too).
    expect(html).toMatch(/<div tabindex="-1" autofocus=""[^>]*data-testid="error-summary"/i);
    for (const id of ["weekly-2-1-start", "override-1-date", "bufferAfter", "videoUrl"]) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    // What was chosen is drawn again.
    expect(html).toMatch(/<option value="11:00" selected="">11:00 AM<\/option>/);
    expect(await readAvailability(t.db)).toBeNull();

    // "Add hours" and "Remove" without JavaScript: the form drawn again with the change, nothing saved, everything else kept.
    const added = await admin.post("/admin/availability", form({ edit: "add:weekly-6", bufferAfter: "7" }), admin.owner);
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(addedHtml).toContain('name="weekly-6-0-start"');
    expect(addedHtml).toMatch(/name="bufferAfter"[^>]*value="7"|value="7"[^>]*name="bufferAfter"/);
    const removed = await admin.post("/admin/availability", form({ edit: "remove:weekly-1-0" }), admin.owner);
    expect(await removed.text()).not.toContain('name="weekly-1-0-start"');
    expect(await readAvailability(t.db)).toBeNull();
    expect((await admin.post("/admin/availability", form({ edit: "remove:everything" }), admin.owner)).status).toBe(400);

    // 1:00 AM – 5:00 AM on Mondays: asked first, then saved with the confirmation.
    const early = form({ "weekly-1-0-start": "01:00", "weekly-1-0-end": "05:00" });
    const asked = await admin.post("/admin/availability", early, admin.owner);
    expect(asked.status).toBe(200);
    expect(await pageText(asked)).toContain("You chose 1:00 AM – 5:00 AM on Mondays. Is that right?");
    expect(await readAvailability(t.db)).toBeNull();
    const confirmed = await admin.post("/admin/availability", { ...early, confirm: "hours" }, admin.owner);
    expect(confirmed.headers.get("location")).toBe("/admin/availability?saved=saved");
    expect((await readAvailability(t.db))!.weekly[1]).toEqual([{ start: "01:00", end: "05:00" }]);
    expect((await admin.lastAudit()).detail).toContain("early or late hours confirmed");

    // A video link saved with the hours; saving hours from a form without the choice keeps it.
    await admin.post("/admin/availability", form({ call: "video", videoUrl: "https://zoom.us/j/123456789" }), admin.owner);
    expect((await readAvailability(t.db))!.call).toEqual({ kind: "video", url: "https://zoom.us/j/123456789" });
    const { call: _call, videoUrl: _videoUrl, ...withoutCall } = form();
    expect((await admin.post("/admin/availability", withoutCall, admin.owner)).status).toBe(302);
    expect((await readAvailability(t.db))!.call).toEqual({ kind: "video", url: "https://zoom.us/j/123456789" });

    const saved = await admin.post("/admin/availability", form({ noSameDay: "on" }), admin.owner);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/availability?saved=saved");
    const availability = await readAvailability(t.db);
    expect(availability).toMatchObject({ noSameDay: true, maxPerDay: 3, overrides: [{ date: "2026-12-24", ranges: [] }] });
    expect(availability!.weekly[3]).toEqual([{ start: "09:00", end: "12:00" }]);
    expect((await admin.lastAudit()).action).toBe("availability.save");

    const page = await pageText(await admin.get("/admin/availability?saved=saved", admin.owner));
    expect(page).toContain("Booking is on");
    // No same-day calls: the 14 days shown start on Wednesday, the first day with times.
    expect(page).toContain("From Wednesday, December 2, the first day with free times.");
    expect(page).not.toContain("Tuesday, December 1:");
    expect(page).toContain("Wednesday, December 2: 12 free times");
    expect(page).toContain("Tuesday, December 15: 12 free times");
    expect(page).not.toContain("Wednesday, December 16:");
    expect(page).toContain("Availability saved.");

    const off = await admin.post("/admin/availability", { intent: "off" }, admin.owner);
    expect(off.headers.get("location")).toBe("/admin/availability?saved=off");
    expect(await readAvailability(t.db)).toBeNull();
    expect((await admin.lastAudit()).action).toBe("availability.off");
  });
});

describe("the Calls page", () => {
  const rules = weekdayMornings({ bufferAfterMinutes: 15, minNoticeHours: 2, horizonDays: 40, maxPerDay: 3, maxPerMonth: 10 });
  const bookCall = async (name: string, start: number) =>
    (await bookCallAt(t.db, start, NOW, { parent_name: name, parent_phone: "555-234-5678" })).booking;

  it("shows the week's calls and marks, moves and cancels them, each in the audit log", async () => {
    await saveAvailability(t.db, rules, NOW);
    const ana = await bookCall("Ana Pérez", tenOn(2));
    const ben = await bookCall("Ben Okafor", tenOn(3));

    const page = await pageText(await admin.get("/admin/calls", admin.owner));
    expect(page).toContain("Week of November 30 – December 6, 2026");
    expect(page).toContain("Wednesday, December 2, 2026 at 10:00 AM");
    expect(page).toContain("Ana Pérez");
    expect(page).toContain("Child's age 3-4 years");
    expect(page).toContain("Status: Booked");
    expect(page).toContain("Google, Apple and Outlook Calendar refresh a subscribed calendar only every few hours");
    expect(page).toContain("Times are in Eastern Time.");
    expect(page).not.toContain("America/New_York");
    // A week that is not a real date is this week, never a 500; a day inside a week shows its week.
    for (const week of ["9999-99-99", "2026-02-30", "0000-01-03", "2026-1-5", "x", "2026-11-30%00", "99999-01-01"]) {
      const res = await admin.get(`/admin/calls?week=${week}`, admin.owner);
      expect(res.status, week).toBe(200);
      expect(await pageText(res), week).toContain("Week of November 30 – December 6, 2026");
    }
    expect(await pageText(await admin.get("/admin/calls?week=2026-12-09", admin.owner))).toContain("Week of December 7 – 13, 2026");
    // The other back-office pages read no date from their query: junk dates and weeks change nothing there either.
    for (const path of ["/admin", "/admin/traffic", "/admin/events", "/admin/outbox", "/admin/inbox", "/admin/audit", "/admin/availability", "/admin/testimonials"]) {
      for (const query of ["?week=9999-99-99", "?date=2026-02-30&month=9999-99&day=x&from=-1&to=%00", "?page=9999-99-99"]) {
        expect((await admin.get(`${path}${query}`, admin.owner)).status, `${path}${query}`).toBe(200);
      }
    }
    // Another week: nothing there.
    expect(await pageText(await admin.get("/admin/calls?week=2026-12-07", admin.owner))).toContain("No calls this week.");

    // Moving Ana onto Ben's time: taken.
    const taken = await admin.post("/admin/calls", { intent: "reschedule", id: String(ana.id), sequence: "0", start: String(tenOn(3)), week: "2026-11-30" }, admin.owner);
    expect(taken.headers.get("location")).toBe(`/admin/calls?week=2026-11-30&problem=taken&call=${ana.id}&move=${ana.id}`);
    // The picker stays open with the problem beside the times.
    const again = await pageText(await admin.get(`/admin/calls?week=2026-11-30&problem=taken&call=${ana.id}&move=${ana.id}&month=2026-12&date=2026-12-03`, admin.owner));
    expect(again).toContain("That time was just taken. Please choose another.");
    expect(again).toContain("A new time for the call with Ana Pérez");
    // No time chosen: asked for one, nothing moved.
    const none = await admin.post("/admin/calls", { intent: "reschedule", id: String(ana.id), sequence: "0", week: "2026-11-30" }, admin.owner);
    expect(none.headers.get("location")).toBe(`/admin/calls?week=2026-11-30&problem=no-time&call=${ana.id}&move=${ana.id}`);
    // A page drawn before a change: "changed".
    const stale = await admin.post("/admin/calls", { intent: "reschedule", id: String(ana.id), sequence: "5", start: String(tenOn(4)), week: "2026-11-30" }, admin.owner);
    expect(stale.headers.get("location")).toContain("problem=changed");
    // Moved to the next week: the page follows it there.
    // The parents' picker, its links keeping the week and the call: a month, its free days, a day's times.
    const pickerPage = await admin.get(`/admin/calls?week=2026-11-30&move=${ana.id}&month=2026-12&date=2026-12-08`, admin.owner);
    const pickerHtml = await pickerPage.text();
    expect(pickerHtml).toContain(`href="/admin/calls?month=2026-12&amp;date=2026-12-09&amp;week=2026-11-30&amp;move=${ana.id}#booking-times"`);
    expect(pickerHtml).toContain(`name="slot" value="${tenOn(8)}"`);
    expect(pickerHtml).not.toContain("<optgroup");
    const moved = await admin.post("/admin/calls", { intent: "reschedule", id: String(ana.id), sequence: "0", slot: String(tenOn(8)), week: "2026-11-30" }, admin.owner);
    expect(moved.headers.get("location")).toBe(`/admin/calls?week=2026-12-07&done=moved&call=${ana.id}`);
    // The message is in the moved call's card, and takes the focus.
    const movedPage = await (await admin.get(`/admin/calls?week=2026-12-07&done=moved&call=${ana.id}`, admin.owner)).text();
    expect(movedPage).toMatch(new RegExp(`id="call-${ana.id}"[^]*data-testid="calls-message"[^>]*>The call is moved`));
    const row = await t.db.selectFrom("bookings").selectAll().where("id", "=", ana.id).executeTakeFirstOrThrow();
    expect([Number(row.start_at), Number(row.sequence)]).toEqual([tenOn(8), 1]);
    expect(await admin.lastAudit()).toMatchObject({ action: "call.reschedule", detail: `booking ${ana.id}: 2026-12-02T15:00:00.000Z to 2026-12-08T15:00:00.000Z` });

    const cancelled = await admin.post("/admin/calls", { intent: "cancel", id: String(ben.id), sequence: "0", message: "I am unwell, sorry.", week: "2026-11-30" }, admin.owner);
    expect(cancelled.headers.get("location")).toBe(`/admin/calls?week=2026-11-30&done=cancelled&call=${ben.id}`);
    expect(await admin.lastAudit()).toMatchObject({ action: "call.cancel", detail: `booking ${ben.id}, with a message` });
    const after = await pageText(await admin.get("/admin/calls?week=2026-11-30", admin.owner));
    expect(after).toContain("Status: Cancelled");

    const done = await admin.post("/admin/calls", { intent: "outcome", id: String(ana.id), status: "completed", week: "2026-12-07" }, admin.assistant);
    expect(done.headers.get("location")).toBe(`/admin/calls?week=2026-12-07&done=completed&call=${ana.id}`);
    expect((await t.db.selectFrom("bookings").select("status").where("id", "=", ana.id).executeTakeFirstOrThrow()).status).toBe("completed");
    expect(await admin.lastAudit()).toMatchObject({ action: "call.outcome", detail: `booking ${ana.id}: completed` });
    // A cancelled call has no outcome.
    const refused = await admin.post("/admin/calls", { intent: "outcome", id: String(ben.id), status: "no-show" }, admin.owner);
    expect(refused.headers.get("location")).toContain("problem=changed");
    // A form no page sends.
    expect((await admin.post("/admin/calls", { intent: "outcome", id: "x", status: "completed" }, admin.owner)).status).toBe(400);
  });

  it("lets only the owner see and rotate the calendar link; the old link then answers 404", async () => {
    expect(await pageText(await admin.get("/admin/calls", admin.assistant))).not.toContain("/calendar/");
    expect((await admin.post("/admin/calls", { intent: "rotate-feed" }, admin.assistant)).status).toBe(403);
    const token = await feedToken(t.db, NOW);
    const page = await pageText(await admin.get("/admin/calls", admin.owner));
    expect(page).toContain(`/calendar/${token}.ics`);
    const html = await (await admin.get("/admin/calls", admin.owner)).text();
    expect(html).toMatch(new RegExp(`href="webcal://[^"]+/calendar/${token}\\.ics"`));
    // Replacing it asks first.
    expect(page).toContain("Create a new link… Your calendar apps subscribed to the old link will stop updating.");
    expect((await admin.app.request(`/calendar/${token}.ics`)).status).toBe(200);
    const rotated = await admin.post("/admin/calls", { intent: "rotate-feed", week: "2026-11-30" }, admin.owner);
    expect(rotated.headers.get("location")).toBe("/admin/calls?week=2026-11-30&done=rotated");
    expect((await admin.lastAudit()).action).toBe("calendar-feed.rotate");
    const fresh = await feedToken(t.db, NOW);
    expect(fresh).not.toBe(token);
    expect((await admin.app.request(`/calendar/${token}.ics`)).status).toBe(404);
    const feed = await admin.app.request(`/calendar/${fresh}.ics`);
    expect(feed.headers.get("cache-control")).toBe("no-store");
    expect(await feed.text()).toContain("SUMMARY:Discovery call: Ana Pérez");
  });

  it("counts the calls on the dashboard", async () => {
    // From the test above: Ana's call completed (ahead), Ben's cancelled, both booked today.
    const page = await pageText(await admin.get("/admin", admin.owner));
    expect(page).toContain("0 calls booked ahead");
    expect(page).toContain("2 bookings in the last 30 days");
    expect(page).toContain("1 cancellation in the last 30 days");
    expect(page).toContain("0 no-shows in the last 30 days");
    expect(page).toContain("0 completed calls in the last 30 days");
    // The booked requests are calls, not new requests.
    const html = await (await admin.get("/admin", admin.owner)).text();
    expect(html).toMatch(/data-testid="new-discovery-call">0 new</);
  });

  it("shows a booked request's call in the inbox: its time in Eastern Time, its status, a link to it", async () => {
    const request = await t.db.selectFrom("discovery_call_requests").select("id").where("parent_name", "=", "Ana Pérez").executeTakeFirstOrThrow();
    const booking = await t.db.selectFrom("bookings").select("id").where("request_id", "=", request.id).executeTakeFirstOrThrow();
    const html = await (await admin.get(`/admin/inbox/discovery-call/${request.id}`, admin.owner)).text();
    const words = await pageText(new Response(html));
    expect(words).toContain("The call When Tuesday, December 8, 2026 at 10:00 AM Eastern Time Call Completed");
    expect(words).not.toContain("Best time for a call");
    expect(html).toContain(`href="/admin/calls?week=2026-12-07#call-${booking.id}"`);
    const list = await pageText(await admin.get("/admin/inbox", admin.owner));
    expect(list).toContain("Call: Completed");
    expect(list).toContain("Call: Cancelled");
  });
});
