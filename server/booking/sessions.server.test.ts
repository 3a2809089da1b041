import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/database";
import { startBookingService, tenOn, weekdayMornings, zone } from "#tests/booking";
import { parseIcs } from "#tests/ics";
import { createOrder, orderSessions, type Order } from "#server/payments/orders.server";
import type { AppDatabase } from "#server/db/database.server";
import { cancelBooking } from "./changes.server";
import { bookSession, bookingOfSession, sessionAt } from "./sessions.server";
import { callsBetween } from "./changes.server";

// Booking the sessions a family bought (issue 43), on SQLite and PostgreSQL (TEST_DB=postgres),
// with the emails through the real outbox to a real SMTP server: a paid session is booked once,
// for its own length, outside the discovery calls' caps; an unpaid or refunded order books nothing.

const NOV_30 = Date.parse("2026-11-30T14:00:00Z");
const OWNER = "owner@kindred.test";
// One call a day at most: a session must not count against it.
const availability = weekdayMornings({ bufferBeforeMinutes: 0, bufferAfterMinutes: 15, minNoticeHours: 2, horizonDays: 40, maxPerDay: 1, maxPerMonth: 20, intervalMinutes: 15 });

async function setup() {
  const t = await startBookingService(await createTestDatabase(), { availability, start: NOV_30, env: { OWNER_NOTIFY_EMAIL: OWNER } });
  const made = await createOrder(t.db, { packageId: "read-together-toolkit", children: 2, strategySession: true }, { name: "Maya Parent", email: "maya@example.org" }, "en", NOV_30);
  if (!made.ok) throw new Error(made.error);
  const deps = { ...t.deps, domain: "kindred.test" };
  return { ...t, order: made.order, deps };
}

async function pay(db: AppDatabase, order: Order) {
  await db.updateTable("orders").set({ status: "paid", paid_at: NOV_30, checkout_session_id: `cs_${order.id}`, payment_intent_id: `pi_${order.id}` }).where("id", "=", order.id).execute();
}

describe("a bought session", () => {
  it("is stored with the order as bought: the Toolkit's two sessions, then the strategy session", async () => {
    const t = await setup();
    expect((await orderSessions(t.db, t.order.id)).map((s) => [s.position, s.session_key, s.name, Number(s.minutes), s.status])).toEqual([
      [0, "live-demonstration", "Live demonstration", 90, "open"],
      [1, "follow-up-check-in", "Follow-up check-in", 30, "open"],
      [2, "strategy-session", "1:1 strategy session", 90, "open"],
    ]);
  });

  it("cannot be booked before the order is paid: nothing is stored", async () => {
    const t = await setup();
    const session = (await sessionAt(t.db, t.order.id, 0))!;
    expect(await bookSession(t.deps, t.order, session.id, tenOn(2), null)).toEqual({ ok: false, reason: "not-bookable" });
    expect(await t.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
    expect((await sessionAt(t.db, t.order.id, 0))!.status).toBe("open");
  });

  it("is booked once, for its 90 minutes, beside the day's one discovery call (not counted by the caps), with emails naming it", async () => {
    const t = await setup();
    await pay(t.db, t.order);
    // The day's one discovery call, at 11:15.
    const call = await t.book(tenOn(2, 75));
    expect(call.ok && call.booking !== undefined).toBe(true);
    const session = (await sessionAt(t.db, t.order.id, 0))!;
    // 10:15 would run into the call; 9:00 is free for 90 minutes and the buffer.
    expect(await bookSession(t.deps, t.order, session.id, tenOn(2, 15), "America/Los_Angeles")).toEqual({ ok: false, reason: "taken" });
    expect((await sessionAt(t.db, t.order.id, 0))!.status).toBe("open");
    const booked = await bookSession(t.deps, t.order, session.id, tenOn(2, -60), "America/Los_Angeles");
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    expect(Number(booked.booking.end_at) - Number(booked.booking.start_at)).toBe(90 * 60_000);
    expect([booked.booking.appointment_type, Number(booked.booking.counted), booked.booking.request_id]).toEqual(["live-demonstration", 0, null]);
    expect((await sessionAt(t.db, t.order.id, 0))!.status).toBe("booked");
    // The same session again: refused, whatever the time.
    expect(await bookSession(t.deps, t.order, session.id, tenOn(3), null)).toEqual({ ok: false, reason: "not-bookable" });
    // The owner's agenda names the family and the session.
    const calls = await callsBetween(t.db, NOV_30, null);
    expect(calls.map((c) => c.session_name)).toEqual(["Live demonstration", null]);
    expect(calls[0]!.parent_name).toBe("Maya Parent");

    await t.worker.drain();
    const parent = t.smtp.to("maya@example.org");
    expect(parent).toHaveLength(1);
    expect(parent[0]!.parsed.subject).toContain("Your session is booked: Live demonstration");
    expect(parent[0]!.parsed.text).toContain("Your 90-minute session with");
    expect(parent[0]!.parsed.text).toContain("Pacific Time");
    const invite = parseIcs(parent[0]!.parsed.attachments.find((a) => a.contentType === "text/calendar")!.content.toString("utf8")).event;
    expect(String(invite.getFirstPropertyValue("summary"))).toContain("Live demonstration");
    const owner = t.smtp.to(OWNER).filter((mail) => mail.parsed.subject?.startsWith("Session booked"));
    expect(owner).toHaveLength(1);
    expect(owner[0]!.parsed.subject).toContain("Maya Parent, Live demonstration");
  });

  it("cancelled in time is hers to book again, and the cancellation emails her package page's link; after a full refund it is withdrawn instead", async () => {
    const t = await setup();
    await pay(t.db, t.order);
    const session = (await sessionAt(t.db, t.order.id, 2))!;
    const booked = await bookSession(t.deps, t.order, session.id, tenOn(3), null);
    if (!booked.ok) throw new Error(booked.reason);
    expect((await cancelBooking(t.deps, booked.booking, "parent")).ok).toBe(true);
    expect((await sessionAt(t.db, t.order.id, 2))!.status).toBe("open");
    expect(await bookingOfSession(t.db, session.id)).toBeNull();
    await t.worker.drain();
    const cancelled = t.smtp.to("maya@example.org").find((mail) => mail.parsed.subject?.includes("is cancelled"))!;
    const link = /\/order\/([A-Za-z0-9_-]{20,64})/.exec(cancelled.parsed.text ?? "")?.[1];
    expect(link).toBeDefined();

    // Booked again, then the order is refunded in full and the owner cancels: withdrawn.
    const again = await bookSession(t.deps, t.order, session.id, tenOn(4), null);
    if (!again.ok) throw new Error(again.reason);
    await t.db.updateTable("orders").set({ amount_refunded: t.order.amount_total }).where("id", "=", t.order.id).execute();
    expect((await cancelBooking(t.deps, again.booking, "owner")).ok).toBe(true);
    expect((await sessionAt(t.db, t.order.id, 2))!.status).toBe("withdrawn");
    // Her email says it is cancelled, and promises nothing to book again.
    await t.worker.drain();
    const withdrawn = t.smtp.to("maya@example.org").filter((mail) => mail.parsed.subject?.includes("is cancelled")).at(-1)!;
    expect(withdrawn.parsed.text).toContain("we had to cancel your session");
    expect(withdrawn.parsed.text).not.toContain("book again");
    expect(withdrawn.parsed.text).not.toMatch(/\/order\//);
    // And an open session of a refunded order books nothing.
    const other = (await sessionAt(t.db, t.order.id, 1))!;
    expect(await bookSession(t.deps, { id: t.order.id, language: "en" }, other.id, tenOn(7), null)).toEqual({ ok: false, reason: "not-bookable" });
  });

  it("books in its own zone's days: the session's claims cover its length and buffer, so no call can overlap it", async () => {
    const t = await setup();
    await pay(t.db, t.order);
    const session = (await sessionAt(t.db, t.order.id, 0))!;
    const booked = await bookSession(t.deps, t.order, session.id, tenOn(2), null);
    expect(booked.ok).toBe(true);
    // A discovery call inside the session's 90 minutes or its 15-minute buffer is taken.
    for (const minutes of [30, 75, 90]) expect((await t.book(tenOn(2, minutes))).ok).toBe(false);
    expect((await t.book(tenOn(2, 105))).ok).toBe(true);
    expect(zone).toBe("America/New_York");
  });
});
