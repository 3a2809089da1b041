import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { createSiteApp, pageText, postForm } from "#tests/site-app";
import { tenOn, weekdayMornings, DECEMBER_1 } from "#tests/booking";
import { createOrder } from "#server/payments/orders.server";
import { saveAvailability } from "./bookings.server";

/**
 * A bought session's page (/order/<token>/session/<n>, issue 43) through the real app and pages,
 * on SQLite and PostgreSQL (TEST_DB=postgres): its times are offered only to the holder of a paid
 * session; anyone else (another token, an unpaid order) is offered none and can book none.
 */

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await saveAvailability(database.db, weekdayMornings({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minNoticeHours: 2, horizonDays: 30, intervalMinutes: 15 }), DECEMBER_1);
});
afterEach(async () => {
  await database.close();
});

async function order(paid: boolean) {
  const made = await createOrder(database.db, { packageId: "read-together-toolkit", children: 1, strategySession: false }, { name: "Maya Parent", email: "maya@example.org" }, "en", DECEMBER_1);
  if (!made.ok) throw new Error(made.error);
  if (paid) await database.db.updateTable("orders").set({ status: "paid", paid_at: DECEMBER_1, checkout_session_id: "cs_1", payment_intent_id: "pi_1" }).where("id", "=", made.order.id).execute();
  return made.token;
}

const bookings = () => database.db.selectFrom("bookings").selectAll().execute();

describe("a bought session's page", () => {
  it("offers a paid session's times for its length, in days and times, and books the one she confirms", async () => {
    const token = await order(true);
    const app = await createSiteApp(database.db, () => DECEMBER_1);
    const page = await app.request(`/order/${token}/session/0?month=2026-12&date=2026-12-02`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Choose a time: Live demonstration");
    // 9:00 to 12:00 with a 90-minute session: the last start is 10:30.
    expect(html).toContain(`slot=${tenOn(2, -60)}`);
    expect(html).toContain(`slot=${tenOn(2, 30)}`);
    expect(html).not.toContain(`slot=${tenOn(2, 45)}`);
    expect(await pageText(await app.request(`/order/${token}/session/0?date=2026-12-02&slot=${tenOn(2, 30)}`))).toContain("Book this time?");
    const booked = await postForm(app, `/order/${token}/session/0`, { slot: String(tenOn(2, 30)), zone: "America/Chicago" });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toBe(`/order/${token}/session/0?booked#result`);
    expect((await bookings()).map((b) => [Number(b.start_at), Number(b.end_at) - Number(b.start_at), b.parent_time_zone])).toEqual([[tenOn(2, 30), 90 * 60_000, "America/Chicago"]]);
    const after = await pageText(await app.request(`/order/${token}/session/0?booked`));
    expect(after).toContain("Your session is booked!");
    expect(after).toContain("Central Time");
    // Booked: the same post again books nothing more (the page is now the session's, which needs its sequence).
    expect((await postForm(app, `/order/${token}/session/0`, { slot: String(tenOn(3)) })).status).toBe(409);
    expect(await bookings()).toHaveLength(1);
    expect(await pageText(await app.request(`/order/${token}`))).toContain("Booked:");

    // Cancelled from its page (more than 24 hours before): the page says so, and offers its times again.
    const cancel = await postForm(app, `/order/${token}/session/0`, { intent: "cancel", sequence: "0" });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe(`/order/${token}/session/0?cancelled#result`);
    const again = await app.request(`/order/${token}/session/0?cancelled`);
    const text = await pageText(again);
    expect(text).toContain("Your session is cancelled.");
    expect(text).toContain("It is yours to book again");
    expect(await (await app.request(`/order/${token}/session/0?month=2026-12&date=2026-12-02`)).text()).toContain(`slot=${tenOn(2, 30)}`);
  });

  it("offers no time, and books nothing, for an order not paid; another token or session is the 404", async () => {
    const token = await order(false);
    const app = await createSiteApp(database.db, () => DECEMBER_1);
    const page = await app.request(`/order/${token}/session/0?month=2026-12&date=2026-12-02`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.replace(/&#x27;/g, "'")).toContain("can't be booked from here");
    expect(html).not.toContain("slot=");
    expect((await postForm(app, `/order/${token}/session/0`, { slot: String(tenOn(2)) })).status).toBe(409);
    expect(await bookings()).toEqual([]);
    expect((await app.request(`/order/${"x".repeat(32)}/session/0`)).status).toBe(404);
    expect((await app.request(`/order/${token}/session/7`)).status).toBe(404);
    expect((await app.request(`/order/${token}/session/abc`)).status).toBe(404);
  });
});
