import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Migration } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type AppDatabase } from "./database.server";
import { migrations, type MigrationDb } from "./migrations";
import { databaseColumns } from "./schema";

const dirs: string[] = [];
const dbs: AppDatabase[] = [];

afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function migratedDatabase(steps: Record<string, Migration>) {
  const dir = mkdtempSync(join(tmpdir(), "kindred-schema-"));
  dirs.push(dir);
  const db = openDatabase(join(dir, "site.db"));
  dbs.push(db);
  await migrateToLatest(db, steps);
  return db;
}

type ColumnInfo = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };
type ColumnFacts = { type: string; nullable: boolean; filledIn: boolean };

/** Every table and column the migrations created: SQL type, nullability, filled in when left out. */
async function describeDatabase(db: AppDatabase): Promise<Record<string, Record<string, ColumnFacts>>> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_migration%'
    order by name`.execute(db);
  const described: Record<string, Record<string, ColumnFacts>> = {};
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
            .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
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
});
