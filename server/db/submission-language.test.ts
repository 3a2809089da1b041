import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "./database.server";
import { migrations, type MigrationDb } from "./migrations";
import { createTestDatabase, type TestDatabase } from "#tests/database";

// Migration 0011 (issue 17) on SQLite and, in the TEST_DB=postgres run, on PostgreSQL: every
// submission table gains a language, 'en' or 'es', not null; the rows already there are English.

const opened: TestDatabase[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

const tables = {
  discovery_call_requests: {
    parent_name: "Dana Lee",
    parent_email: "dana@example.com",
    parent_phone: "",
    child_name: "",
    child_age: "2-3years",
    challenges: "Bedtime reading",
    preferred_time: "",
    timezone: "EST",
    hear_about_us: "",
  },
  contact_messages: { name: "Ana Pérez", email: "ana@example.org", phone: "555-234-5678", child_age: 7, message: "Hello there", hear_about_us: "" },
  partnership_inquiries: { contact_name: "Priya Shah", email: "priya@example.org", phone: "", organization_name: "Oak School", students_count: "", message: "Hello there" },
  feedback_submissions: {
    full_name: "Maya Johnson",
    email_address: "maya@example.org",
    phone_number: "",
    session_date: "",
    children_ages: "",
    most_valuable_aspect: "",
    reading_behavior_improvements: "[]",
    diverse_book_collection: "",
    encouraging_reading_discussions: "",
    positive_changes_observed: "",
    experience_story: "",
    service_improvements: "",
    additional_services_interest: "",
    other_comments: "",
  },
} as const;

let serial = 0;
const row = (table: keyof typeof tables, extra: Record<string, unknown> = {}) => ({
  ...tables[table],
  received_at: "2026-11-01T12:00:00.000Z",
  idempotency_key: `language-test-${(serial++).toString().padStart(6, "0")}`,
  ...extra,
});

describe("migration 0011_submission_language", () => {
  it("gives every stored submission the language 'en', and takes 'es' but nothing else", async () => {
    const database = await createTestDatabase({ migrate: false });
    opened.push(database);
    const db = database.db as unknown as MigrationDb;
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0011"));
    // The next migration is 0011 (later ones, e.g. 0012_outbox_invites, run after it).
    expect(Object.keys(migrations).filter((name) => !(name in before))[0]).toBe("0011_submission_language");
    await migrateToLatest(database.db, before);
    for (const table of Object.keys(tables) as (keyof typeof tables)[]) await db.insertInto(table).values(row(table)).execute();

    // Up to 0011 only: 0025_open_lists drops the language CHECK (the list in code is the check).
    expect(await migrateToLatest(database.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0012")))).toEqual(["0011_submission_language"]);
    for (const table of Object.keys(tables) as (keyof typeof tables)[]) {
      expect((await db.selectFrom(table).select("language").execute()).map((r) => r.language), table).toEqual(["en"]);
      // Left out: English. Given: kept.
      await db.insertInto(table).values(row(table)).execute();
      await db.insertInto(table).values(row(table, { language: "es" })).execute();
      expect((await db.selectFrom(table).select("language").orderBy("id").execute()).map((r) => r.language), table).toEqual(["en", "en", "es"]);
      await expect(db.insertInto(table).values(row(table, { language: "fr" })).execute(), `${table} fr`).rejects.toThrow(/CHECK|check constraint/);
      await expect(db.insertInto(table).values(row(table, { language: null })).execute(), `${table} null`).rejects.toThrow(/NOT NULL|not-null|null value/i);
    }
  });
});
