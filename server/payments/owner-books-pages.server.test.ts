import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSession } from "#server/auth/sessions.server";
import { saveAvailability } from "#server/booking/bookings.server";
import { insertUser } from "#tests/auth-db";
import { bookCall, DECEMBER_1, tenOn, weekdayMornings } from "#tests/booking";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { createSiteApp, pageText, postForm } from "#tests/site-app";
import { createOrder, orderSessions } from "./orders.server";

/**
 * The owner books a family's bought session from the order's page (issue 43), through the real app
 * and the site's pages (compiled from the sources), on SQLite and PostgreSQL (TEST_DB=postgres):
 * the picker for the session's length in the business's zone, the post that books it with the
 * family's emails in the outbox, a time taken meanwhile, an unpaid order, and the guard.
 */

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

// Tuesday, December 1, 2026, 9:00 in New York. Weekdays 9 to 12, two hours' notice, no buffers.
const now = DECEMBER_1;
const availability = weekdayMornings({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minNoticeHours: 2, horizonDays: 40, maxPerDay: 1, maxPerMonth: 20, intervalMinutes: 15 });
/** Thursday, December 3, 9:00 New York time: more than a day ahead (no reminder written at once). */
const NINE_ON_3RD = tenOn(3, -60);
let accounts = 0;

async function backOffice() {
  await saveAvailability(database.db, availability, now);
  const app = await createSiteApp(database.db, () => now, { OWNER_NOTIFY_EMAIL: "owner@kindred.test" });
  const cookie = async (email: string, role: "owner" | "assistant") => `session=${await createSession(database.db, (await insertUser(database.db, email, role)).id, now)}`;
  const owner = await cookie(`owner-${++accounts}@example.com`, "owner");
  const assistant = await cookie(`assistant-${accounts}@example.com`, "assistant");
  return {
    owner,
    assistant,
    get: (path: string, session?: string) => app.request(path, { headers: session ? { Cookie: session } : {}, redirect: "manual" }),
    post: (path: string, fields: Record<string, string>, session?: string, headers: Record<string, string> = {}) =>
      postForm(app, path, fields, { ...(session ? { Cookie: session } : {}), ...headers }),
  };
}

/** A Toolkit order (a 90-minute live demonstration first), paid unless told otherwise. */
async function order({ paid = true } = {}): Promise<number> {
  const made = await createOrder(database.db, { packageId: "read-together-toolkit", children: 1, strategySession: false }, { name: "Maya Parent", email: "maya@example.com" }, "en", now - 3_600_000);
  if (!made.ok) throw new Error(made.error);
  if (paid) {
    const id = made.order.id;
    await database.db.updateTable("orders").set({ status: "paid", paid_at: now - 3_000_000, checkout_session_id: `cs_${id}`, payment_intent_id: `pi_${id}` }).where("id", "=", id).execute();
  }
  return made.order.id;
}

const sessionBookings = () => database.db.selectFrom("bookings").selectAll().where("order_session_id", "is not", null).execute();
const outboxTo = (address: string) => database.db.selectFrom("outbox").select(["purpose", "subject", "text_body"]).where("recipients", "=", address).execute();
/** The order page's sessions as read: from its heading to the Stripe link. */
const sessionsText = async (html: string) => /Sessions that come with it (.*?) See this payment in Stripe/.exec(await pageText(new Response(html)))?.[1] ?? "";
const slotsOf = (html: string) => [...html.matchAll(/name="slot" value="(\d+)"/g)].map((m) => Number(m[1]));

describe("the owner books a family's session", () => {
  it("from the order's page: the picker for its 90 minutes, a post that books it and emails the family, then its time on the page", async () => {
    const id = await order();
    const office = await backOffice();
    const page = await office.get(`/admin/orders/${id}`, office.owner);
    const html = await page.text();
    expect(await sessionsText(html)).toMatch(/^Live demonstration: Not booked yet Book a time for Maya Parent \(Live demonstration\) Follow-up check-in: Not booked yet Book a time/);
    expect(html).toContain(`href="/admin/orders/${id}?book=0#book-0"`);
    expect(slotsOf(html)).toEqual([]);

    const picker = await office.get(`/admin/orders/${id}?book=0&month=2026-12&date=2026-12-03`, office.owner);
    expect(picker.status).toBe(200);
    const pickerHtml = await picker.text();
    const text = await pageText(new Response(pickerHtml));
    expect(text).toContain("Book Live demonstration for Maya Parent 90 minutes.");
    // 9:00 to 10:30 in 15-minute steps: a 90-minute session ends by noon (10:45 would not).
    expect(slotsOf(pickerHtml)).toEqual([0, 15, 30, 45, 60, 75, 90].map((m) => NINE_ON_3RD + m * 60_000));
    // Without JavaScript the form posts to the page as it is, so a refusal comes back with the same picker.
    expect(pickerHtml).toContain(`action="/admin/orders/${id}?book=0&amp;month=2026-12&amp;date=2026-12-03" method="post"`);
    expect(pickerHtml).toContain('name="intent" value="book"');
    // The day links keep the session asked for: without JavaScript, a full load of the picker at that day.
    expect(pickerHtml).toContain(`href="/admin/orders/${id}?month=2026-12&amp;date=2026-12-04&amp;book=0#booking-times"`);
    expect(pickerHtml).not.toContain('name="parent_time_zone"');

    const sent = await office.post(`/admin/orders/${id}?book=0&month=2026-12&date=2026-12-03`, { intent: "book", position: "0", slot: String(NINE_ON_3RD) }, office.owner);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/admin/orders/${id}?booked=0`);

    const [booking, ...more] = await sessionBookings();
    expect(more).toEqual([]);
    expect(Number(booking!.start_at)).toBe(NINE_ON_3RD);
    expect(Number(booking!.end_at) - Number(booking!.start_at)).toBe(90 * 60_000);
    expect(booking!.status).toBe("booked");
    expect((await orderSessions(database.db, id)).map((s) => s.status)).toEqual(["booked", "open"]);
    // Her confirmation (her reminders are written with it, to be sent before the session).
    const family = (await outboxTo("maya@example.com")).filter((e) => e.purpose === "booking-parent");
    expect(family).toHaveLength(1);
    expect(family[0]!.text_body).toContain("Your 90-minute session with Kindred Pages, Live demonstration, is booked for Thursday, December 3, 2026, 9:00 AM Eastern Time.");
    expect(family[0]!.text_body).toMatch(/To choose another time or cancel \(up to 24 hours before the session\): https:\/\/www\.kindredpagesreading\.com\/booking\/[\w-]{20,}/);
    expect((await outboxTo("owner@kindred.test")).map((e) => e.purpose)).toEqual(["booking-owner"]);
    const audit = await database.db.selectFrom("audit_log").select(["action", "detail"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: "order.session-book", detail: `order ${id}, session 0: booking ${booking!.id} at 2026-12-03T14:00:00.000Z` });

    const after = await (await office.get(`/admin/orders/${id}?booked=0`, office.owner)).text();
    const afterText = await pageText(new Response(after));
    expect(afterText).toContain("Booked Live demonstration for Maya Parent on Thursday, December 3, 2026 at 9:00 AM. They have been emailed.");
    expect(await sessionsText(after)).toMatch(/^Live demonstration: Booked Booked for Thursday, December 3, 2026 at 9:00 AM See it in Calls \(Live demonstration\) Follow-up check-in: Not booked yet/);
    expect(after).toContain(`href="/admin/calls?week=2026-11-30#call-${booking!.id}"`);
    // Booked: no picker for it any more, even asked for.
    expect(slotsOf(await (await office.get(`/admin/orders/${id}?book=0&date=2026-12-03`, office.owner)).text())).toEqual([]);
  });

  it("refuses a time taken meanwhile (409, the picker again) and no time (400), storing nothing", async () => {
    const id = await order();
    const office = await backOffice();
    // A parent books the discovery call at 9:00 while the owner's picker is open.
    await bookCall(database.db, NINE_ON_3RD, now);
    const path = `/admin/orders/${id}?book=0&month=2026-12&date=2026-12-03`;
    const taken = await office.post(path, { intent: "book", position: "0", slot: String(NINE_ON_3RD) }, office.owner);
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(await pageText(new Response(html))).toContain("That time was just taken. Please choose another.");
    // The picker again, with fresh times: 9:00 gone, a later one offered.
    expect(slotsOf(html)).not.toContain(NINE_ON_3RD);
    expect(slotsOf(html)).toContain(NINE_ON_3RD + 15 * 60_000);

    const none = await office.post(path, { intent: "book", position: "0" }, office.owner);
    expect(none.status).toBe(400);
    expect(await pageText(none)).toContain("Choose a day, then a time, before booking.");

    expect(await sessionBookings()).toEqual([]);
    expect((await orderSessions(database.db, id)).map((s) => s.status)).toEqual(["open", "open"]);
    expect(await outboxTo("maya@example.com")).toEqual([]);
  });

  it("offers no picker for an unpaid order's session and refuses its post (409); a withdrawn session offers none either", async () => {
    const unpaid = await order({ paid: false });
    const office = await backOffice();
    const html = await (await office.get(`/admin/orders/${unpaid}?book=0&date=2026-12-03`, office.owner)).text();
    expect(html).not.toContain("Book a time for");
    expect(slotsOf(html)).toEqual([]);
    const refused = await office.post(`/admin/orders/${unpaid}`, { intent: "book", position: "0", slot: String(NINE_ON_3RD) }, office.owner);
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain("This session can no longer be booked");

    // Refunded in full: its open sessions withdrawn.
    const refunded = await order();
    await database.db.updateTable("orders").set({ amount_refunded: 65_000 }).where("id", "=", refunded).execute();
    await database.db.updateTable("order_sessions").set({ status: "withdrawn" }).where("order_id", "=", refunded).execute();
    const withdrawn = await (await office.get(`/admin/orders/${refunded}?book=0&date=2026-12-03`, office.owner)).text();
    expect(await sessionsText(withdrawn)).toBe("Live demonstration: Withdrawn (refunded) Follow-up check-in: Withdrawn (refunded)");
    expect(withdrawn).not.toContain("Book a time for");
    expect(slotsOf(withdrawn)).toEqual([]);
    expect((await office.post(`/admin/orders/${refunded}`, { intent: "book", position: "0", slot: String(NINE_ON_3RD) }, office.owner)).status).toBe(409);
    // A session the order does not have.
    expect((await office.post(`/admin/orders/${refunded}`, { intent: "book", position: "7", slot: String(NINE_ON_3RD) }, office.owner)).status).toBe(404);

    expect(await sessionBookings()).toEqual([]);
    expect(await outboxTo("maya@example.com")).toEqual([]);
  });

  it("is the owner's alone, behind the guard and the same-origin check", async () => {
    const id = await order();
    const office = await backOffice();
    const book = { intent: "book", position: "0", slot: String(NINE_ON_3RD) };
    expect((await office.get(`/admin/orders/${id}?book=0`, office.assistant)).headers.get("location")).toBe("/admin?notice=owner-only");
    expect((await office.post(`/admin/orders/${id}`, book)).status).toBe(401);
    expect((await office.post(`/admin/orders/${id}`, book, office.assistant)).status).toBe(403);
    expect((await office.post(`/admin/orders/${id}`, book, office.owner, { Origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await office.post(`/admin/orders/${id}`, book, office.owner, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await sessionBookings()).toEqual([]);
    expect((await orderSessions(database.db, id)).map((s) => s.status)).toEqual(["open", "open"]);
    expect(await outboxTo("maya@example.com")).toEqual([]);
  });
});
