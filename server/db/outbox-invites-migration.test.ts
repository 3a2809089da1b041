import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "./database.server";
import { databaseKind } from "./dialect";
import { migrations } from "./migrations";
import { createTestDatabase, type TestDatabase } from "#tests/database";

// Migration 0012_outbox_invites rebuilds the outbox (a wider purpose check, the invite's two
// columns). On SQLite, and on PostgreSQL with TEST_DB=postgres: rows and ids are kept, and the
// next email gets a fresh id after them.

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

const before0012 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0012"));

function row(n: number, overrides: Record<string, unknown> = {}) {
  return {
    message_id: `<m${n}@kindred.test>`,
    purpose: n % 2 ? "owner-notification" : "visitor-confirmation",
    submission_kind: "contact",
    submission_id: n,
    recipients: `r${n}@example.org`,
    reply_to: n === 1 ? "ana@example.org" : null,
    subject: `Subject ${n}, «ñ»`,
    text_body: `Text ${n}\nline`,
    html_body: `<p>${n}</p>`,
    next_attempt_at: "2026-11-21T15:00:00.000Z",
    created_at: "2026-11-21T15:00:00.000Z",
    ...overrides,
  };
}

describe("0012_outbox_invites", () => {
  it("keeps every row and id of the old outbox, and the next email gets a fresh id", async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    const db = database.db;
    await migrateToLatest(db, before0012);
    for (let n = 1; n <= 4; n++) await db.insertInto("outbox").values(row(n) as never).execute();
    // An explicit, larger id (as a copy between databases writes them).
    await db.insertInto("outbox").values({ ...row(7, { status: "sent", attempts: 2, sent_at: "2026-11-21T15:01:00.000Z", purpose: "test" }), id: 7 } as never).execute();
    // Before: a booking purpose is refused by 0008's check.
    await expect(db.insertInto("outbox").values(row(99, { purpose: "booking-parent" } as never) as never).execute()).rejects.toThrow();
    await db.updateTable("outbox").set({ status: "failed", attempts: 10, last_error: "550 no" }).where("id", "=", 2).execute();
    const old = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(old.map((r) => r.id)).toEqual([1, 2, 3, 4, 7]);

    expect(await migrateToLatest(db)).toContain("0012_outbox_invites");

    const now = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(now).toEqual(old.map((r) => ({ ...r, ical_method: null, ical_content: null })));
    const id = (
      await db
        .insertInto("outbox")
        .values(row(8, { purpose: "booking-parent", ical_method: "REQUEST", ical_content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }) as never)
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    expect(id).toBe(8);
    for (const purpose of ["booking-owner", "booking-reminder"]) await db.insertInto("outbox").values(row(Number(id) + 10, { purpose, message_id: `<${purpose}@kindred.test>` }) as never).execute();
    await expect(db.insertInto("outbox").values(row(30, { purpose: "booking-other" }) as never).execute()).rejects.toThrow();

    // The indexes are back under their names; the table is the only outbox (no outbox_next left).
    const indexes =
      databaseKind(db) === "postgres"
        ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'outbox'`.execute(db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'outbox'`.execute(db)).rows;
    expect(indexes.map((i) => i.name)).toEqual(expect.arrayContaining(["outbox_due_idx", "outbox_purpose_recipient_idx", "outbox_purpose_created_idx"]));
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toContain("outbox");
    expect(tables).not.toContain("outbox_next");
  });

  it("migrates an empty outbox, whose first email gets id 1", async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    await migrateToLatest(database.db, before0012);
    await migrateToLatest(database.db);
    const inserted = await database.db.insertInto("outbox").values(row(1) as never).returning("id").executeTakeFirstOrThrow();
    expect(inserted.id).toBe(1);
  });
});

describe("0016_sign_in_devices", () => {
  it("rebuilds the outbox again for the new-sign-in email, keeping every row, invite and id", async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    const db = database.db;
    await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0016")));
    await db.insertInto("outbox").values(row(1) as never).execute();
    await db
      .insertInto("outbox")
      .values({ ...row(5, { purpose: "booking-parent", ical_method: "CANCEL", ical_content: "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n" }), id: 5 } as never)
      .execute();
    await expect(db.insertInto("outbox").values(row(9, { purpose: "sign-in-notice" }) as never).execute()).rejects.toThrow();
    const old = await db.selectFrom("outbox").selectAll().orderBy("id").execute();

    expect(await migrateToLatest(db)).toContain("0016_sign_in_devices");

    expect(await db.selectFrom("outbox").selectAll().orderBy("id").execute()).toEqual(old);
    const next = await db.insertInto("outbox").values(row(9, { purpose: "sign-in-notice", submission_kind: null, submission_id: null }) as never).returning("id").executeTakeFirstOrThrow();
    expect(next.id).toBe(6);
    await expect(db.insertInto("outbox").values(row(10, { purpose: "sign-in-other" }) as never).execute()).rejects.toThrow();
  });
});
