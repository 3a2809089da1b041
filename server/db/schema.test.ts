import { readFileSync } from "node:fs";
import { sql, type Migration } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, type AppDatabase } from "./database.server";
import { databaseKind, idColumn } from "./dialect";
import { migrations, type MigrationDb } from "./migrations";
import { databaseColumns } from "./schema";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/database";

// Runs on SQLite and, in the TEST_DB=postgres run, on PostgreSQL: the same types must describe
// what the same migrations create on both.
const opened: TestDatabase[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function migratedDatabase(steps: Record<string, Migration>) {
  const database = await createTestDatabase({ migrate: false });
  opened.push(database);
  await migrateToLatest(database.db, steps);
  return database.db;
}

type ColumnInfo = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };
type ColumnFacts = { type: string; nullable: boolean; filledIn: boolean };
type DescribedDatabase = Record<string, Record<string, ColumnFacts>>;

/** Every table and column the migrations created: SQL type, nullability, filled in when left out. */
async function describeDatabase(db: AppDatabase): Promise<DescribedDatabase> {
  return databaseKind(db) === "postgres" ? describePostgres(db) : describeSqlite(db);
}

async function describeSqlite(db: AppDatabase): Promise<DescribedDatabase> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_migration%'
    order by name`.execute(db);
  const described: DescribedDatabase = {};
  for (const { name: table } of tables.rows) {
    const columns = await sql<ColumnInfo>`select * from pragma_table_info(${table})`.execute(db);
    described[table] = Object.fromEntries(
      columns.rows.map((column) => {
        // An integer primary key is SQLite's row id: never null, filled in when left out. Other
        // primary keys are taken as not null, as Postgres and the SQL standard make them; SQLite
        // alone lets them hold NULL (https://sqlite.org/lang_createtable.html#the_primary_key).
        const rowId = column.pk === 1 && column.type.toLowerCase() === "integer";
        const nullable = column.notnull === 0 && column.pk === 0;
        const filledIn = rowId || column.dflt_value !== null;
        return [column.name, { type: column.type.toLowerCase(), nullable, filledIn }];
      }),
    );
  }
  return described;
}

/**
 * The same facts from PostgreSQL's information_schema. Its `integer` and `bigint` (the columns of
 * milliseconds, see epochMsType) are both a JavaScript number, "integer" in the types; an identity
 * column is filled in as a default is.
 */
async function describePostgres(db: AppDatabase): Promise<DescribedDatabase> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null; is_identity: string }>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_migration%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const described: DescribedDatabase = {};
  for (const column of columns.rows) {
    const type = column.data_type === "bigint" ? "integer" : column.data_type;
    (described[column.table_name] ??= {})[column.column_name] = {
      type,
      nullable: column.is_nullable === "YES",
      filledIn: column.column_default !== null || column.is_identity === "YES",
    };
  }
  return described;
}

/**
 * The differences between the types' description and the database, one line each; empty when
 * they agree. A column the types call `generated` must be filled in by the database (a default
 * or the row id); a column with a default may still be required by the types.
 */
async function schemaDifferences(db: AppDatabase): Promise<string[]> {
  const actual = await describeDatabase(db);
  const expected: Record<string, Record<string, string>> = databaseColumns;
  const problems: string[] = [];
  for (const table of Object.keys(expected)) {
    if (!actual[table]) problems.push(`table ${table} is in the types but no migration creates it`);
  }
  for (const [table, columns] of Object.entries(actual)) {
    const typed = expected[table];
    if (!typed) {
      problems.push(`table ${table} is created by a migration but missing from the types`);
      continue;
    }
    for (const name of Object.keys(typed)) {
      if (!columns[name]) problems.push(`${table}.${name} is in the types but not in the database`);
    }
    for (const [name, column] of Object.entries(columns)) {
      const description = typed[name];
      if (!description) {
        problems.push(`${table}.${name} is in the database but missing from the types`);
        continue;
      }
      const generated = description.startsWith("generated ");
      const nullable = description.endsWith(" | null");
      const type = description.replace(/^generated /, "").replace(/ \| null$/, "");
      if (type !== column.type) problems.push(`${table}.${name} is ${column.type} in the database, ${type} in the types`);
      if (nullable !== column.nullable) {
        problems.push(`${table}.${name} is ${column.nullable ? "nullable" : "not null"} in the database, ${nullable ? "nullable" : "not null"} in the types`);
      }
      if (generated && !column.filledIn) problems.push(`${table}.${name} is generated in the types but the database has no default for it`);
    }
  }
  return problems;
}

describe("schema types", () => {
  it("match every table and column the migrations create", async () => {
    const db = await migratedDatabase(migrations);
    expect(await schemaDifferences(db)).toEqual([]);
    // The comparison saw the real tables, not an empty database.
    expect(Object.keys(await describeDatabase(db)).sort()).toEqual(Object.keys(databaseColumns).sort());
  });

  it("notice a column a migration adds that the types lack, and one a migration drops", async () => {
    const db = await migratedDatabase({
      ...migrations,
      "9001_extra": {
        async up(db: MigrationDb) {
          await db.schema.alterTable("events").addColumn("capacity", "integer").execute();
          await db.schema.alterTable("events").dropColumn("ticket_link").execute();
        },
      },
    });
    expect(await schemaDifferences(db)).toEqual([
      "events.ticket_link is in the types but not in the database",
      "events.capacity is in the database but missing from the types",
    ]);
  });

  it("notice a new table, a changed type, nullability and a missing default", async () => {
    const db = await migratedDatabase({
      ...migrations,
      "9001_changes": {
        async up(db: MigrationDb) {
          await db.schema.createTable("newsletter_signups").addColumn("email", "text", (c) => c.notNull()).execute();
          await db.schema.dropTable("app_secrets").execute();
          // name as integer, value nullable, created_at with no change; status of a fresh table without its default.
          await db.schema
            .createTable("app_secrets")
            .addColumn("name", "integer", (c) => c.primaryKey())
            .addColumn("value", "text")
            .addColumn("created_at", "text", (c) => c.notNull())
            .execute();
          await db.schema.dropTable("organization_testimonials").execute();
          await db.schema
            .createTable("organization_testimonials")
            .addColumn("id", "integer", idColumn(db))
            .addColumn("organization_name", "text", (c) => c.notNull())
            .addColumn("testimonial_content", "text", (c) => c.notNull())
            .addColumn("profile_image_url", "text")
            .addColumn("status", "text", (c) => c.notNull())
            .addColumn("created_at", "text", (c) => c.notNull())
            .execute();
        },
      },
    });
    expect((await schemaDifferences(db)).sort()).toEqual(
      [
        "table newsletter_signups is created by a migration but missing from the types",
        "app_secrets.name is integer in the database, text in the types",
        "app_secrets.value is nullable in the database, not null in the types",
        "organization_testimonials.status is generated in the types but the database has no default for it",
      ].sort(),
    );
  });

  it.skipIf(testDatabaseKind !== "sqlite")("are created on SQLite by exactly the SQL the first seven migrations always wrote (SQLite only: its schema text)", async () => {
    // Existing SQLite files were made by this SQL; the portable helpers (idColumn, epochMsType)
    // must not change a byte of it. The fixture is sqlite_master as migrations 0001-0007 left it
    // before PostgreSQL support; objects added by later migrations are not in it, and a later
    // ALTER TABLE rewrites a table's SQL (0011 adds the submissions' language), so they are left out.
    const shipped = JSON.parse(readFileSync(new URL("./fixtures/sqlite-schema-0001-0007.json", import.meta.url), "utf8")) as { type: string; name: string; sql: string | null }[];
    const db = await migratedDatabase(Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0008")));
    const actual = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master`.execute(db);
    const byName = new Map(actual.rows.map((row) => [`${row.type} ${row.name}`, row]));
    for (const object of shipped) expect(byName.get(`${object.type} ${object.name}`), `${object.type} ${object.name}`).toEqual(object);
    expect(shipped.length).toBe(30);
  });

  it.skipIf(testDatabaseKind !== "postgres")("hold a time in milliseconds and give counts back as numbers (PostgreSQL only: SQLite's integer is always 64-bit)", async () => {
    const db = await migratedDatabase(migrations);
    const { id } = await db
      .insertInto("users")
      .values({ email: "a@b.org", name: "A", role: "owner", password_hash: "x", totp_secret: null, totp_last_step: null, created_at: "2026-01-01T00:00:00.000Z", removed_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(id).toBe(1);
    const now = Date.UTC(2100, 0, 1);
    await db.insertInto("sessions").values({ id: "s", user_id: id, created_at: now, last_seen_at: now, expires_at: now }).execute();
    const session = await db.selectFrom("sessions").selectAll().executeTakeFirstOrThrow();
    expect(session).toEqual({ id: "s", user_id: 1, created_at: now, last_seen_at: now, expires_at: now });
    const { n } = await db.selectFrom("sessions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });
});
