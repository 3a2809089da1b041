import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { inject } from "vitest";
import { openDatabase, type AppDatabase } from "#server/db/database.server";
import type { DatabaseKind } from "#server/db/dialect";
import { POSTGRES_TEMPLATE } from "./database.global-setup";

/**
 * The database the tests of this run use: SQLite unless the run was started with
 * TEST_DB=postgres (scripts/test.sh runs the database-facing files once each way).
 */
export const testDatabaseKind: DatabaseKind = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

export type TestDatabase = {
  db: AppDatabase;
  /** What DATABASE_URL would be to reach it (a second connection, a child process). */
  url: string;
  kind: DatabaseKind;
  close(): Promise<void>;
};

/**
 * A fresh database of this run's kind, migrated unless `migrate: false`: a SQLite file in a
 * temporary folder, or a new database on the run's PostgreSQL server (a copy of the migrated
 * template, or of the empty template0), so test files can run in parallel. `close()` removes it;
 * on PostgreSQL a migrated one is emptied back to the template's rows instead, for the file's next
 * test (see `spare`).
 * A test file that uses this (or createTestApp / createAuthTestDb, which do) runs on both.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  if (testDatabaseKind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "kindred-test-db-"));
    const url = join(dir, "site.db");
    // A copy of the run's migrated template (test-database.global-setup.ts), or an empty file.
    if (migrate) copyFileSync(inject("sqliteTemplate"), url);
    const db = openDatabase(url);
    // Used once now: Kysely's destroy() closes only a connection it has started, so close() closes the file.
    await sql`select 1`.execute(db);
    return {
      db,
      url,
      kind: "sqlite",
      async close() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (migrate) {
    // A database an earlier test of this file closed, emptied back to the template's rows.
    const url = spare.pop();
    if (url) return postgresTestDatabase(url, true);
  }
  const adminUrl = inject("postgresAdminUrl");
  const name = `kindred_test_${randomBytes(6).toString("hex")}`;
  const admin = openDatabase(adminUrl);
  try {
    // A file copy of the small template, not its every page through the WAL (PostgreSQL 15's
    // default): about a third of the time per test database. Older servers copy files anyway.
    const version = Number((await sql<{ v: string }>`show server_version_num`.execute(admin)).rows[0]!.v);
    await sql.raw(`create database ${name} template ${migrate ? POSTGRES_TEMPLATE : "template0"}${version >= 150000 ? " strategy file_copy" : ""}`).execute(admin);
  } finally {
    await admin.destroy();
  }
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const fresh = postgresTestDatabase(target.toString(), migrate);
  // The first fresh copy is read before any test writes to it.
  if (migrate) await (templateState ??= readTemplateState(fresh.db));
  return fresh;
}

/**
 * PostgreSQL databases closed by this file's tests, emptied back to the migrated template's rows:
 * the next test takes one instead of a new copy (a copy is about 0.4 s, emptying a few
 * milliseconds; a file of 48 tests spent 28 s making databases). One whose tables a test changed
 * is dropped instead.
 */
const spare: string[] = [];

/** The migrated template as a fresh copy has it: its tables' shape, the rows migrations seed, its sequences. */
type TemplateState = { shape: string; reset: string };
let templateState: Promise<TemplateState> | undefined;

/** The shape of a database's tables and indexes, to tell whether a test changed them. */
async function shapeOf(db: AppDatabase): Promise<string> {
  const { rows } = await sql<{ shape: string }>`
    select (select string_agg(table_name || '.' || column_name || ' ' || data_type || ' ' || coalesce(column_default, ''), ',' order by table_name, ordinal_position)
              from information_schema.columns where table_schema = 'public')
        || '|' || (select coalesce(string_agg(indexdef, ',' order by indexname), '') from pg_indexes where schemaname = 'public') as shape`.execute(db);
  return rows[0]!.shape;
}

/** Read once from a fresh copy: the SQL that empties a used copy back to it (seeded rows and sequences included). */
async function readTemplateState(db: AppDatabase): Promise<TemplateState> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const tables = (await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`.execute(db)).rows.map((r) => r.name);
  const statements = ["set session_replication_role = replica"];
  statements.push(...tables.map((table) => `delete from ${quote(table)}`));
  for (const table of tables) {
    const { rows } = await sql.raw<{ rows: unknown }>(`select json_agg(t) as rows from ${quote(table)} t`).execute(db);
    const seeded = rows[0]?.rows;
    if (seeded) statements.push(`insert into ${quote(table)} overriding system value select * from json_populate_recordset(null::${quote(table)}, ${literal(JSON.stringify(seeded))})`);
  }
  const sequences = (await sql<{ name: string; last: string | null; start: string }>`select sequencename as name, last_value::text as last, start_value::text as start from pg_sequences where schemaname = 'public'`.execute(db)).rows;
  for (const { name, last, start } of sequences) statements.push(`select setval(${literal(quote(name))}, ${last ?? start}, ${last === null ? "false" : "true"})`);
  statements.push("set session_replication_role = default");
  return { shape: await shapeOf(db), reset: statements.join(";\n") };
}

function postgresTestDatabase(url: string, reusable: boolean): TestDatabase {
  const db = openDatabase(url);
  return {
    db,
    url,
    kind: "postgres",
    async close() {
      await db.destroy();
      const state = reusable ? templateState : undefined;
      if (state) {
        const used = openDatabase(url);
        try {
          // A child server the test started may still hold a connection.
          await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(used);
          const { shape, reset } = await state;
          if ((await shapeOf(used)) === shape) {
            await sql.raw(reset).execute(used);
            spare.push(url);
            return;
          }
        } finally {
          await used.destroy();
        }
      }
      const adminUrl = inject("postgresAdminUrl");
      const name = new URL(url).pathname.slice(1);
      const admin = openDatabase(adminUrl);
      try {
        await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      } finally {
        await admin.destroy();
      }
    },
  };
}
