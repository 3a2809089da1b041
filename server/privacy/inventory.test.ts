import { createHash } from "node:crypto";
import { sql, type Migration } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, type AppDatabase } from "#server/db/database.server";
import { databaseKind } from "#server/db/dialect";
import { migrations, type MigrationDb } from "#server/db/migrations";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { inventoryVersions, notPersonal, personalData, privacyNoticeLastChanged, retentionRules } from "#common/privacy/inventory.ts";

// Runs on SQLite and, in the TEST_DB=postgres run, on PostgreSQL: the inventory must account for
// every text column the migrations create on both.
const opened: TestDatabase[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function migratedDatabase(steps: Record<string, Migration> = migrations) {
  const database = await createTestDatabase({ migrate: false });
  opened.push(database);
  await migrateToLatest(database.db, steps);
  return database.db;
}

type Column = { table: string; column: string; text: boolean };

/** Every column of every table, as the database itself lists it (Kysely's own tables left out). */
async function databaseColumnList(db: AppDatabase): Promise<Column[]> {
  if (databaseKind(db) === "postgres") {
    const rows = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_migration%'
      order by c.table_name, c.ordinal_position`.execute(db);
    return rows.rows.map((row) => ({ table: row.table_name, column: row.column_name, text: /^(text|character)/.test(row.data_type) }));
  }
  const tables = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_migration%'
    order by name`.execute(db);
  const columns: Column[] = [];
  for (const { name: table } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db);
    // SQLite's type affinity: a declared type containing CHAR, CLOB or TEXT stores text.
    for (const row of info.rows) columns.push({ table, column: row.name, text: /char|clob|text/i.test(row.type) });
  }
  return columns;
}

/** What the inventory gets wrong about the database, one line each; empty when it is right. */
async function inventoryProblems(db: AppDatabase): Promise<string[]> {
  const columns = await databaseColumnList(db);
  const exists = new Set(columns.map(({ table, column }) => `${table}.${column}`));
  const personal = new Set(personalData.flatMap((entry) => entry.columns.map((column) => `${entry.table}.${column}`)));
  const marked = new Set(Object.entries(notPersonal).flatMap(([table, cols]) => Object.keys(cols).map((column) => `${table}.${column}`)));
  const problems: string[] = [];
  for (const { table, column, text } of columns) {
    const name = `${table}.${column}`;
    if (text && !personal.has(name) && !marked.has(name)) {
      problems.push(`${name} is a text column that common/privacy/inventory.ts neither lists as personal data nor marks as not personal`);
    }
  }
  for (const name of personal) if (!exists.has(name)) problems.push(`${name} is listed as personal data but no such column exists`);
  for (const name of marked) {
    if (!exists.has(name)) problems.push(`${name} is marked not personal but no such column exists`);
    if (personal.has(name)) problems.push(`${name} is both personal and not personal`);
  }
  return problems;
}

describe("the data inventory", () => {
  it("accounts for every text column of every table, and names only columns that exist", async () => {
    const db = await migratedDatabase();
    expect(await inventoryProblems(db)).toEqual([]);
    // It looked at the real tables.
    expect((await databaseColumnList(db)).filter((column) => column.text).length).toBeGreaterThan(100);
  });

  it("fails, naming it, for a text column a migration adds, and for a column that is gone", async () => {
    const db = await migratedDatabase({
      ...migrations,
      "9001_extra": {
        async up(db: MigrationDb) {
          await db.schema.alterTable("contact_messages").addColumn("school_name", "text").execute();
          await db.schema.createTable("newsletter_signups").addColumn("email", "text", (c) => c.notNull()).addColumn("count", "integer").execute();
          await db.schema.alterTable("events").dropColumn("ticket_link").execute();
          await db.schema.alterTable("contact_messages").dropColumn("hear_about_us").execute();
        },
      },
    });
    expect((await inventoryProblems(db)).sort()).toEqual(
      [
        "contact_messages.school_name is a text column that common/privacy/inventory.ts neither lists as personal data nor marks as not personal",
        "newsletter_signups.email is a text column that common/privacy/inventory.ts neither lists as personal data nor marks as not personal",
        "events.ticket_link is marked not personal but no such column exists",
        "contact_messages.hear_about_us is listed as personal data but no such column exists",
      ].sort(),
    );
  });

  it("gives every entry a unique id, its own columns once, and a known retention rule", () => {
    const ids = personalData.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const columns = personalData.flatMap((entry) => entry.columns.map((column) => `${entry.table}.${column}`));
    expect(new Set(columns).size).toBe(columns.length);
    for (const entry of personalData) {
      expect(Object.keys(retentionRules)).toContain(entry.retention);
      expect(entry.what.length).toBeGreaterThan(3);
      expect(entry.why.length).toBeGreaterThan(3);
    }
  });
});

/** The hash of everything the notice says that comes from the inventory. */
function inventoryHash(): string {
  return createHash("sha256").update(JSON.stringify({ personalData, notPersonal, retentionRules })).digest("hex").slice(0, 16);
}

describe("the notice's last-changed date", () => {
  it("moves with the inventory: a change needs a new line in inventoryVersions with a later date and the new hash", () => {
    const latest = inventoryVersions[inventoryVersions.length - 1]!;
    expect(
      latest.hash,
      `The inventory changed. Add { date: "<today, YYYY-MM-DD>", hash: "${inventoryHash()}" } to the end of inventoryVersions in common/privacy/inventory.ts: it is the notice's new "last changed" date.`,
    ).toBe(inventoryHash());
    expect(privacyNoticeLastChanged).toBe(latest.date);
  });

  it("keeps its history in order: dates valid and increasing, each line a different hash", () => {
    const dates = inventoryVersions.map((line) => line.date);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    expect(new Set(inventoryVersions.map((line) => line.hash)).size).toBe(inventoryVersions.length);
  });
});
