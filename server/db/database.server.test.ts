import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Migration } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, sqlitePathFromUrl, type AppDatabase } from "./database.server";
import type { MigrationDb } from "./migrations";

const dirs: string[] = [];
const dbs: AppDatabase[] = [];
function tempDbUrl() {
  const dir = mkdtempSync(join(tmpdir(), "kindred-db-"));
  dirs.push(dir);
  return join(dir, "nested", "site.db");
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const testMigrations: Record<string, Migration> = {
  "0001_notes": {
    up: (db: MigrationDb) => db.schema.createTable("note").addColumn("id", "integer", (c) => c.primaryKey()).addColumn("body", "text").execute(),
  },
  "0002_note_status": {
    up: (db: MigrationDb) => db.schema.alterTable("note").addColumn("status", "text", (c) => c.notNull().defaultTo("new")).execute(),
  },
};

describe("database", () => {
  it("reads file paths from DATABASE_URL forms", () => {
    expect(sqlitePathFromUrl("file:/tmp/a.db")).toBe("/tmp/a.db");
    expect(sqlitePathFromUrl("sqlite:///tmp/a.db")).toBe("/tmp/a.db");
    expect(sqlitePathFromUrl(":memory:")).toBe(":memory:");
  });

  it("creates the file and its folder, with WAL, FULL sync, foreign keys and a busy timeout", async () => {
    const db = openDatabase(tempDbUrl());
    dbs.push(db);
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("synchronous")).toBe(2); // FULL
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("busy_timeout")).toBe(5000);
  });

  it("applies migrations in order once and records them", async () => {
    const url = tempDbUrl();
    const db = openDatabase(url);
    dbs.push(db);
    expect(await migrateToLatest(db, testMigrations)).toEqual(["0001_notes", "0002_note_status"]);
    await db.insertInto("note" as never).values({ body: "hello" } as never).execute();
    const rows = await sql<{ status: string }>`select status from note`.execute(db);
    expect(rows.rows).toEqual([{ status: "new" }]);

    // A restart applies nothing new and keeps the data.
    const again = openDatabase(url);
    dbs.push(again);
    expect(await migrateToLatest(again, testMigrations)).toEqual([]);
    const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(again);
    expect(recorded.rows.map((r) => r.name)).toEqual(["0001_notes", "0002_note_status"]);
  });

  it("names the migration that fails", async () => {
    const db = openDatabase(tempDbUrl());
    dbs.push(db);
    const broken: Record<string, Migration> = {
      "0001_broken": { up: (db: MigrationDb) => sql`create tabel nope`.execute(db).then(() => undefined) },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow("0001_broken");
  });

  it("migrates the application's own migrations on a fresh file", async () => {
    const db = openDatabase(tempDbUrl());
    dbs.push(db);
    await expect(migrateToLatest(db)).resolves.toBeInstanceOf(Array);
  });
});
