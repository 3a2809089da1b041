import { describe, expect, it } from "vitest";
import { createAuthTestDb } from "#tests/auth-db";
import { pageText, signedInAdminAppForFile, type AuthTestDb, type SignedInAdminApp } from "#tests/site-app";
import { readAvailability, readBookingSetup, saveAvailability, setBookingOpen } from "./bookings.server";
import { feedToken } from "./calendar-feed.server";
import { bookCall as bookCallAt, DECEMBER_1, tenOn, weekdayMornings } from "#tests/booking";

/**
 * The owner's booking pages through the real app (Hono, the middleware and the React Router
 * build compiled from the sources, tests/site-app.ts), on SQLite and PostgreSQL (TEST_DB=postgres):
 * availability saved, days off added, booking switched on and off (on Availability and the
 * dashboard), calls listed as Upcoming and by week, marked, moved and cancelled, the calendar link
 * rotated, each in the audit log, and what an assistant may not do.
 */

// Tuesday, December 1, 2026, 9:00 in New York (the default business zone).
const NOW = DECEMBER_1;

let t: AuthTestDb;
let admin: SignedInAdminApp;
signedInAdminAppForFile(() => createAuthTestDb(), NOW, (db, app) => ((t = db), (admin = app)));

/** The Availability form as a browser posts it: Monday to Friday 9 AM – 12 PM, days off from December 24 to January 2. */
const form = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  ...Object.fromEntries([1, 2, 3, 4, 5].flatMap((day) => [[`weekly-${day}-0-start`, "09:00"], [`weekly-${day}-0-end`, "12:00"]])),
  "dayoff-0-first": "2026-12-24",
  "dayoff-0-last": "2027-01-02",
  "dayoff-0-note": "Winter break",
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

  it("says booking is off, shows each problem in a summary linking to its field, then saves, turns on, previews and turns off", async () => {
    const first = await pageText(await admin.get("/admin/availability", admin.owner));
    expect(first).toContain("Booking is off");
    // The switch is at the top, before the form, naming the hours it would offer.
    expect(first).toContain("Booking is off: the discovery call form asks parents for a request, and you agree a time by email. Turn booking on Parents will book in the usual hours until you set yours");
    expect(first.indexOf("Turn booking on")).toBeLessThan(first.indexOf("Weekly hours"));
    expect(first).toContain("All times are in Eastern Time.");
    expect(first).not.toContain("America/New_York");

    const refused = await admin.post(
      "/admin/availability",
      form({ "weekly-2-1-start": "11:00", "weekly-2-1-end": "13:00", "override-0-date": "2026-13-01", "dayoff-1-first": "2027-02-10", "dayoff-1-last": "2027-02-01", bufferAfter: "7", call: "video", videoUrl: "http://zoom.us/j/1" }),
      admin.owner,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const words = await pageText(new Response(html));
    expect(words).toContain("There is a problem");
    expect(words).toContain("Tuesday: 11:00 AM – 1:00 PM overlaps other hours that day.");
    expect(words).toContain('"2026-13-01" is not a date.');
    expect(words).toContain("The last day off, Monday, February 1, is before the first, Wednesday, February 10.");
    expect(words).toContain("Enter a whole number from 0 to 120 in steps of 5.");
    expect(words).toContain("Paste the whole link of your video call, starting with https://");
    // Each entry of the summary links to its field; the summary takes the focus (autofocus, without JavaScript too).
    expect(html).toMatch(/<div tabindex="-1" autofocus=""[^>]*data-testid="error-summary"/i);
    for (const id of ["weekly-2-1-start", "override-0-date", "dayoff-1-last", "bufferAfter", "videoUrl"]) {
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
    // Saved, and booking stays off until she turns it on.
    expect(confirmed.headers.get("location")).toBe("/admin/availability?saved=saved-off");
    expect((await admin.lastAudit()).detail).toContain("early or late hours confirmed");
    expect(await readAvailability(t.db)).toBeNull();
    expect((await readBookingSetup(t.db)).rules!.weekly[1]).toEqual([{ start: "01:00", end: "05:00" }]);
    expect(await pageText(await admin.get("/admin/availability?saved=saved-off", admin.owner))).toContain("Availability saved. Booking is off: turn it on at the top of this page when you are ready.");
    const on = await admin.post("/admin/availability", { intent: "on" }, admin.owner);
    expect(on.headers.get("location")).toBe("/admin/availability?saved=on");
    expect((await admin.lastAudit()).action).toBe("availability.on");
    expect((await readAvailability(t.db))!.weekly[1]).toEqual([{ start: "01:00", end: "05:00" }]);
    expect(await pageText(await admin.get("/admin/availability?saved=on", admin.owner))).toContain("Booking is on. Parents can pick a free time now.");

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
    expect(availability).toMatchObject({ noSameDay: true, maxPerDay: 3, overrides: [], daysOff: [{ first: "2026-12-24", last: "2027-01-02", note: "Winter break" }] });
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
    // The days off in the form, with their note.
    expect(page).toMatch(/Days off.*First day off.*Last day off.*Note \(optional\)/);
    const formHtml = await (await admin.get("/admin/availability", admin.owner)).text();
    expect(formHtml).toMatch(/id="dayoff-0-last"[^>]*value="2027-01-02"|value="2027-01-02"[^>]*id="dayoff-0-last"/);
    expect(formHtml).toMatch(/id="dayoff-0-note"[^>]*value="Winter break"|value="Winter break"[^>]*id="dayoff-0-note"/);

    // "Add days off" without JavaScript: a new empty row, nothing saved.
    const addedRow = await admin.post("/admin/availability", form({ edit: "add-dayoff" }), admin.owner);
    expect(await addedRow.text()).toContain('name="dayoff-1-first"');

    const off = await admin.post("/admin/availability", { intent: "off" }, admin.owner);
    expect(off.headers.get("location")).toBe("/admin/availability?saved=off");
    expect(await readAvailability(t.db)).toBeNull();
    expect((await admin.lastAudit()).action).toBe("availability.off");
    // Her hours are kept for the next time.
    expect((await readBookingSetup(t.db)).rules).toMatchObject({ maxPerDay: 3, daysOff: [{ first: "2026-12-24" }] });
    expect(await pageText(await admin.get("/admin/availability?saved=off", admin.owner))).toContain("Booking is off. Parents send a request again; calls already booked stay booked.");
  });

  it("adds days off from the announcement's offer to the saved hours, or shows the problem in the form", async () => {
    const added = await admin.post("/admin/availability", { intent: "add-day-off", first: "2027-02-15", last: "2027-02-19", note: "Half term" }, admin.owner);
    expect(added.headers.get("location")).toBe("/admin/availability?saved=dayoff");
    expect((await readBookingSetup(t.db)).rules!.daysOff).toEqual([
      { first: "2026-12-24", last: "2027-01-02", note: "Winter break" },
      { first: "2027-02-15", last: "2027-02-19", note: "Half term" },
    ]);
    expect(await admin.lastAudit()).toMatchObject({ action: "availability.days-off", detail: "2027-02-15 to 2027-02-19" });
    const refused = await admin.post("/admin/availability", { intent: "add-day-off", first: "2027-03-10", last: "2027-03-01", note: "" }, admin.owner);
    expect(refused.status).toBe(400);
    const words = await pageText(refused);
    expect(words).toContain("The last day off, Monday, March 1, is before the first, Wednesday, March 10.");
    expect((await readBookingSetup(t.db)).rules!.daysOff).toHaveLength(2);
    expect((await admin.post("/admin/availability", { intent: "add-day-off", first: "2027-03-10", last: "2027-03-11", note: "" }, admin.assistant)).status).toBe(403);
  });

  it("the dashboard's switch turns booking on and off, for the owner only, and its checklist says what is missing", async () => {
    const page = await pageText(await admin.get("/admin", admin.owner));
    expect(page).toContain("Booking is off");
    expect(page).toContain("Set up booking: 2 of 5 done");
    expect(page).toContain("Email sending : To do Not set up: parents' confirmations and reminders, and your notices, wait in the outbox.");
    expect(page).toContain("Your calendar : To do Not connected");
    expect(page).toContain("Your hours : Done Monday to Friday: 9:00 AM – 12:00 PM.");
    expect((await admin.post("/admin", { intent: "on" }, admin.assistant)).status).toBe(403);
    // An assistant sees the state, not the switch or the checklist.
    const theirs = await pageText(await admin.get("/admin", admin.assistant));
    expect(theirs).toContain("Booking is off");
    expect(theirs).not.toContain("Turn booking on");
    expect(theirs).not.toContain("Set up booking");

    const on = await admin.post("/admin?index", { intent: "on" }, admin.owner);
    expect(on.headers.get("location")).toBe("/admin?booking=on");
    expect(await admin.lastAudit()).toMatchObject({ action: "availability.on", detail: "from the dashboard" });
    expect(await readAvailability(t.db)).toMatchObject({ maxPerDay: 3 });
    const after = await pageText(await admin.get("/admin?booking=on", admin.owner));
    expect(after).toContain("Booking is on. Parents can pick a free time now.");
    expect(after).toContain("Turn booking off");
    expect(after).toContain("Set up booking: 3 of 5 done");
    const off = await admin.post("/admin?index", { intent: "off" }, admin.owner);
    expect(off.headers.get("location")).toBe("/admin?booking=off");
    expect(await readAvailability(t.db)).toBeNull();
    expect((await admin.post("/admin?index", { intent: "maybe" }, admin.owner)).status).toBe(400);
  });
});

describe("the Calls page", () => {
  const rules = weekdayMornings({ bufferAfterMinutes: 15, minNoticeHours: 2, horizonDays: 40, maxPerDay: 3, maxPerMonth: 10 });
  const bookCall = async (name: string, start: number) =>
    (await bookCallAt(t.db, start, NOW, { parent_name: name, parent_phone: "555-234-5678" })).booking;

  it("shows the calls ahead and the week's, and marks, moves and cancels them, each in the audit log", async () => {
    await saveAvailability(t.db, { ...rules, daysOff: [{ first: "2026-12-04", last: "2026-12-04", note: "Dentist" }] }, NOW);
    await setBookingOpen(t.db, true, NOW);
    const ana = await bookCall("Ana Pérez", tenOn(2));
    const ben = await bookCall("Ben Okafor", tenOn(3));

    // Calls opens on what is next: today's and later calls in order, with the days off among them.
    const upcoming = await pageText(await admin.get("/admin/calls", admin.owner));
    expect(upcoming).toContain("Upcoming calls");
    expect(upcoming).not.toContain("Week of");
    expect(upcoming).toMatch(/Wednesday, December 2 Wednesday, December 2, 2026 at 10:00 AM – 10:15 AM Ana Pérez Status: Booked .* Thursday, December 3 Thursday, December 3, 2026 at 10:00 AM – 10:15 AM Ben Okafor .* Days off: Friday, December 4 \(Dentist\)/);
    // The week one tap away, the day off in its place.
    const upcomingHtml = await (await admin.get("/admin/calls", admin.owner)).text();
    expect(upcomingHtml).toMatch(/<a aria-current="page"[^>]*href="\/admin\/calls"[^>]*>Upcoming<\/a>|<a[^>]*href="\/admin\/calls"[^>]*aria-current="page"[^>]*>Upcoming<\/a>/);
    expect(upcomingHtml).toContain('href="/admin/calls?view=week"');
    const page = await pageText(await admin.get("/admin/calls?view=week", admin.owner));
    expect(page).toContain("Week of November 30 – December 6, 2026");
    expect(page).toContain("Friday, December 4 Day off: Dentist");
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
    // From Upcoming, the picker's links stay in Upcoming.
    const fromUpcoming = await (await admin.get(`/admin/calls?move=${ana.id}&month=2026-12&date=2026-12-08`, admin.owner)).text();
    expect(fromUpcoming).toContain(`href="/admin/calls?month=2026-12&amp;date=2026-12-09&amp;move=${ana.id}#booking-times"`);
    const moved = await admin.post("/admin/calls", { intent: "reschedule", id: String(ana.id), sequence: "0", slot: String(tenOn(8)), week: "2026-11-30" }, admin.owner);
    expect(moved.headers.get("location")).toBe(`/admin/calls?week=2026-12-07&done=moved&call=${ana.id}`);
    // The message is in the moved call's card, and takes the focus.
    const movedPage = await (await admin.get(`/admin/calls?week=2026-12-07&done=moved&call=${ana.id}`, admin.owner)).text();
    expect(movedPage).toMatch(new RegExp(`id="call-${ana.id}"[^]*data-testid="calls-message"[^>]*>The call is moved`));
    const row = await t.db.selectFrom("bookings").selectAll().where("id", "=", ana.id).executeTakeFirstOrThrow();
    expect([Number(row.start_at), Number(row.sequence)]).toEqual([tenOn(8), 1]);
    expect(await admin.lastAudit()).toMatchObject({ action: "call.reschedule", detail: `booking ${ana.id}: 2026-12-02T15:00:00.000Z to 2026-12-08T15:00:00.000Z` });

    // Cancelled from Upcoming: the answer is in Upcoming, in the call's card.
    const cancelled = await admin.post("/admin/calls", { intent: "cancel", id: String(ben.id), sequence: "0", message: "I am unwell, sorry." }, admin.owner);
    expect(cancelled.headers.get("location")).toBe(`/admin/calls?done=cancelled&call=${ben.id}`);
    const cancelledPage = await (await admin.get(`/admin/calls?done=cancelled&call=${ben.id}`, admin.owner)).text();
    expect(cancelledPage).toMatch(new RegExp(`id="call-${ben.id}"[^]*data-testid="calls-message"[^>]*>The call is cancelled`));
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
