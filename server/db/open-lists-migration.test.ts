import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "./database.server";
import { databaseKind } from "./dialect";
import { migrations, type MigrationDb } from "./migrations";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { bookingRow, insertCallRequest, insertContact, insertFeedback, insertPartnership } from "#tests/rows";

// Migration 0025_open_lists, on SQLite and (TEST_DB=postgres) on PostgreSQL: the CHECKs naming the
// forms and the languages are gone; every row, id, index, key and other check is as it was.

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

const changed = ["submission_notes", "outbox", "discovery_call_requests", "contact_messages", "partnership_inquiries", "feedback_submissions", "bookings"];
const children = ["individual_testimonials", "booking_claims", "booking_links", "booking_address_holds", "booking_reminders"];

async function indexes(db: MigrationDb): Promise<string[]> {
  const rows =
    databaseKind(db) === "postgres"
      ? (await sql<{ text: string }>`select indexdef as text from pg_indexes where schemaname = current_schema() order by indexname`.execute(db)).rows
      : (await sql<{ text: string }>`select name || ' ' || coalesce(sql, '') as text from sqlite_master where type = 'index' order by name`.execute(db)).rows;
  return rows.map((row) => row.text);
}

async function everyRow(db: MigrationDb) {
  return Object.fromEntries(
    await Promise.all([...changed, ...children].map(async (table) => [table, await db.selectFrom(table).selectAll().orderBy(sql.raw("1")).execute()] as const)),
  );
}

const outboxRow = (n: number, extra: Record<string, unknown> = {}) => ({
  message_id: `<m${n}@kindred.test>`,
  purpose: "visitor-confirmation",
  submission_kind: "contact",
  submission_id: 1,
  recipients: "ana@example.org",
  subject: `Subject ${n}`,
  text_body: "Text",
  html_body: "<p>Text</p>",
  next_attempt_at: "2026-12-01T14:00:00.000Z",
  created_at: "2026-12-01T14:00:00.000Z",
  ...extra,
});
const note = (kind: string, submissionId: number) => ({ kind, submission_id: submissionId, author_name: "Elena", body: "Called back.", created_at: "2026-12-02T10:00:00.000Z" });
const booking = (requestId: number, n: number, extra: Record<string, unknown> = {}) => bookingRow(requestId, n, { language: "es", ...extra });

describe("0025_open_lists", () => {
  it("drops the forms' and languages' CHECKs and keeps every row, id, index, key and other check", async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    const app = database.db;
    const db = app as unknown as MigrationDb;
    await migrateToLatest(app, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0025")));

    const contact = [await insertContact(app), await insertContact(app, { language: "es" }), await insertContact(app)];
    // The newest message erased: its id is never given again (SQLite's AUTOINCREMENT counter is kept).
    await db.deleteFrom("contact_messages").where("id", "=", contact[2]!).execute();
    const request = await insertCallRequest(app, { language: "es" });
    await insertPartnership(app);
    const feedback = await insertFeedback(app, { overall_satisfaction: 5 });
    await db.insertInto("individual_testimonials").values({ feedback_id: feedback, full_name: "Maya J.", experience_story: "Lovely.", created_at: "2026-12-03T09:00:00.000Z" }).execute();
    const { id: call } = await db.insertInto("bookings").values(booking(request, 1)).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("booking_claims").values({ cell: 5_986_000, booking_id: call }).execute();
    await db.insertInto("booking_links").values({ token_hash: "link-1", booking_id: call, created_at: 1 }).execute();
    await db.insertInto("booking_address_holds").values({ address_hash: "ana-hash", booking_id: call, link_sent_at: 1 }).execute();
    await db.insertInto("booking_reminders").values({ booking_id: call, kind: "24h", sequence: 0, message_id: "<r1@kindred.test>" }).execute();
    await db.insertInto("submission_notes").values(note("contact", contact[0]!)).execute();
    await db.insertInto("outbox").values(outboxRow(1)).execute();
    const { id: sent } = await db.insertInto("outbox").values(outboxRow(7, { status: "sent", sent_at: "2026-12-01T14:01:00.000Z" })).returning("id").executeTakeFirstOrThrow();

    // Before: a form or a language the lists do not name is refused by the database itself.
    await expect(db.insertInto("submission_notes").values(note("waitlist", 1)).execute()).rejects.toThrow(/CHECK|check constraint/);
    await expect(db.insertInto("outbox").values(outboxRow(2, { submission_kind: "waitlist" })).execute()).rejects.toThrow(/CHECK|check constraint/);
    await expect(insertContact(app, { language: "fr" as never })).rejects.toThrow(/CHECK|check constraint/);

    const rowsBefore = await everyRow(db);
    const indexesBefore = await indexes(db);

    expect(await migrateToLatest(app, Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= "0025_open_lists")))).toEqual(["0025_open_lists"]);

    expect(await everyRow(db)).toEqual(rowsBefore);
    expect(await indexes(db)).toEqual(indexesBefore);
    // The testimonial still names its feedback (dropping the old table set nothing to null), and the call its request.
    expect((await db.selectFrom("individual_testimonials").select("feedback_id").executeTakeFirstOrThrow()).feedback_id).toBe(feedback);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables.filter((name) => name.endsWith("_next"))).toEqual([]);

    // The next ids come after the kept ones: the contact message's after the erased one.
    expect(await insertContact(app)).toBeGreaterThan(contact[2]!);
    expect((await db.insertInto("outbox").values(outboxRow(8)).returning("id").executeTakeFirstOrThrow()).id).toBeGreaterThan(Number(sent));

    // After: any form id and language code; the lists in code are the check.
    await db.insertInto("submission_notes").values(note("waitlist", 1)).execute();
    await db.insertInto("outbox").values(outboxRow(2, { submission_kind: "waitlist" })).execute();
    for (const table of ["discovery_call_requests", "contact_messages", "partnership_inquiries", "feedback_submissions"] as const) {
      const insert = { discovery_call_requests: insertCallRequest, contact_messages: insertContact, partnership_inquiries: insertPartnership, feedback_submissions: insertFeedback }[table];
      await insert(app, { language: "fr" as never });
      // Left out: still the default, and still never null.
      await expect(insert(app, { language: null as never }), table).rejects.toThrow(/NOT NULL|not-null|null value/i);
    }
    const { id: french } = await db.insertInto("bookings").values(booking(request, 2, { language: "fr" })).returning("id").executeTakeFirstOrThrow();
    expect(Number(french)).toBeGreaterThan(Number(call));

    // Every other check and key still holds.
    await expect(db.insertInto("bookings").values(booking(request, 3, { status: "maybe" })).execute()).rejects.toThrow(/CHECK|check constraint/);
    await expect(db.insertInto("bookings").values(booking(999_999, 4)).execute()).rejects.toThrow(/FOREIGN KEY|foreign key/);
    await expect(db.insertInto("bookings").values(booking(request, 1, { uid: "other@kindred.test" })).execute()).rejects.toThrow(/UNIQUE|unique/);
    await expect(insertFeedback(app, { overall_satisfaction: 9 })).rejects.toThrow(/CHECK|check constraint/);
    const { idempotency_key } = await db.selectFrom("contact_messages").select("idempotency_key").where("id", "=", contact[0]!).executeTakeFirstOrThrow();
    await expect(insertContact(app, { idempotency_key } as never)).rejects.toThrow(/UNIQUE|unique/);
    await expect(db.insertInto("outbox").values(outboxRow(10, { purpose: "newsletter" })).execute()).rejects.toThrow(/CHECK|check constraint/);
    await expect(db.insertInto("outbox").values(outboxRow(11, { ical_method: "REQUEST" })).execute()).rejects.toThrow(/CHECK|check constraint/);
    // And the foreign keys act as before: erasing the feedback unlinks its testimonial.
    await db.deleteFrom("feedback_submissions").where("id", "=", feedback).execute();
    expect((await db.selectFrom("individual_testimonials").select("feedback_id").executeTakeFirstOrThrow()).feedback_id).toBeNull();
  });

  it("migrates empty tables", async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    expect(await migrateToLatest(database.db)).toContain("0025_open_lists");
    expect(await insertContact(database.db)).toBe(1);
  });
});
