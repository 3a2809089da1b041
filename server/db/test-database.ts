import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { inject } from "vitest";
import { openDatabase, type AppDatabase } from "./database.server";
import type { DatabaseKind } from "./dialect";
import { POSTGRES_TEMPLATE } from "./test-database.global-setup";

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
 * template, or of the empty template0), so test files can run in parallel. `close()` removes it.
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
  const url = target.toString();
  const db = openDatabase(url);
  return {
    db,
    url,
    kind: "postgres",
    async close() {
      await db.destroy();
      const admin = openDatabase(adminUrl);
      try {
        await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      } finally {
        await admin.destroy();
      }
    },
  };
}
