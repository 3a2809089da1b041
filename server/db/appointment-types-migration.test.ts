import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "./database.server";
import { migrations, type MigrationDb } from "./migrations";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { bookingRow as booking, insertCallRequest } from "#tests/rows";

// Migration 0027_appointment_types, on SQLite and (TEST_DB=postgres) on PostgreSQL: every call
// booked before it is a discovery call of 15 minutes, counted by the caps; a booking of another
// type keeps its own.

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});


describe("0027_appointment_types", () => {
  it("makes every call booked before it a counted 15-minute discovery call, and stores another type's own", async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    const app = database.db;
    const db = app as unknown as MigrationDb;
    await migrateToLatest(app, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0027")));
    const request = await insertCallRequest(app);
    await db.insertInto("bookings").values(booking(request, 1)).execute();
    await db.insertInto("bookings").values(booking(request, 2, { status: "cancelled" })).execute();

    expect(await migrateToLatest(app, Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= "0027_appointment_types")))).toEqual(["0027_appointment_types"]);

    const rows = await db.selectFrom("bookings").select(["uid", "appointment_type", "minutes", "counted", "status"]).orderBy("uid").execute();
    expect(rows.map((row) => ({ ...row, minutes: Number(row.minutes), counted: Number(row.counted) }))).toEqual([
      { uid: "call-1@kindred.test", appointment_type: "discovery-call", minutes: 15, counted: 1, status: "booked" },
      { uid: "call-2@kindred.test", appointment_type: "discovery-call", minutes: 15, counted: 1, status: "cancelled" },
    ]);
    await db.insertInto("bookings").values(booking(request, 3, { appointment_type: "live-demonstration", minutes: 90, counted: 0 })).execute();
    const session = await db.selectFrom("bookings").select(["appointment_type", "minutes", "counted"]).where("uid", "=", "call-3@kindred.test").executeTakeFirstOrThrow();
    expect({ ...session, minutes: Number(session.minutes), counted: Number(session.counted) }).toEqual({ appointment_type: "live-demonstration", minutes: 90, counted: 0 });
    await expect(db.insertInto("bookings").values(booking(request, 4, { appointment_type: null })).execute()).rejects.toThrow(/NOT NULL|not-null|null value/i);
  });
});

describe("0029_order_sessions", () => {
  it("keeps every booking as it was, and then a booking belongs to a request or a bought session, exactly one", async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    const app = database.db;
    const db = app as unknown as MigrationDb;
    await migrateToLatest(app, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0029")));
    const request = await insertCallRequest(app);
    await db.insertInto("bookings").values(booking(request, 1)).execute();
    const before = await db.selectFrom("bookings").selectAll().execute();

    expect(await migrateToLatest(app, Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= "0029_order_sessions")))).toEqual(["0029_order_sessions"]);

    // The call booked before: every column as it was, and no session.
    expect(await db.selectFrom("bookings").selectAll().execute()).toEqual(before.map((row) => ({ ...row, order_session_id: null })));
    const now = 1_800_000_000_000;
    const order = await db
      .insertInto("orders")
      .values({ token_hash: "h", package_id: "read-together-toolkit", children: 1, strategy_session: 0, line_items: "[]", amount_total: 65000, currency: "usd", parent_name: "Maya", parent_email: "maya@example.org", language: "en", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const session = await db
      .insertInto("order_sessions")
      .values({ order_id: order.id, position: 0, session_key: "live-demonstration", name: "Live demonstration", minutes: 90, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A session's booking has no request; one with both, or neither, is refused.
    await db.insertInto("bookings").values({ ...booking(request, 2), request_id: null, order_session_id: session.id }).execute();
    await expect(db.insertInto("bookings").values({ ...booking(request, 3), order_session_id: session.id }).execute()).rejects.toThrow(/check|constraint/i);
    await expect(db.insertInto("bookings").values({ ...booking(request, 4), request_id: null }).execute()).rejects.toThrow(/check|constraint/i);
    // A session's place in its order is one.
    await expect(db.insertInto("order_sessions").values({ order_id: order.id, position: 0, session_key: "x", name: "x", minutes: 30, updated_at: now }).execute()).rejects.toThrow(/unique|duplicate/i);
  });
});

describe("0031_one_booking_per_session", () => {
  it("refuses a second booking holding one session; a cancelled one does not hold it, and calls are not concerned", async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const db = database.db as unknown as MigrationDb;
    const now = 1_800_000_000_000;
    const order = await db
      .insertInto("orders")
      .values({ token_hash: "h", package_id: "read-together-toolkit", children: 1, strategy_session: 0, line_items: "[]", amount_total: 65000, currency: "usd", parent_name: "Maya", parent_email: "maya@example.org", language: "en", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const session = await db.insertInto("order_sessions").values({ order_id: order.id, position: 0, session_key: "live-demonstration", name: "Live demonstration", minutes: 90, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    const request = await insertCallRequest(database.db);
    const held = (n: number, status = "booked") => ({ ...booking(request, n, { status }), request_id: null, order_session_id: session.id });
    await db.insertInto("bookings").values(held(1, "cancelled")).execute();
    await db.insertInto("bookings").values(held(2)).execute();
    await expect(db.insertInto("bookings").values(held(3)).execute()).rejects.toThrow(/unique|duplicate/i);
    await db.insertInto("bookings").values([booking(request, 4), booking(request, 5)]).execute();
  });
});
