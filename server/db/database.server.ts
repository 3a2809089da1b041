import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type Migration } from "kysely";
import { migrations as appMigrations } from "./migrations";
import type { Database } from "./schema";

export type AppDatabase = Kysely<Database>;

/** Accepts `./data/site.db`, `file:./data/site.db` or `sqlite:./data/site.db`. */
export function sqlitePathFromUrl(url: string): string {
  const path = url.replace(/^(sqlite|file):(\/\/)?/, "");
  if (path === "") throw new Error("DATABASE_URL: must name a SQLite file");
  return path === ":memory:" ? path : resolve(path);
}

/**
 * Opens the SQLite file (creating its folder), with the settings every connection needs:
 * WAL for concurrent readers, FULL sync so a committed submission survives a power cut,
 * foreign keys, and a busy timeout instead of immediate "database is locked" errors.
 */
export function openDatabase(url: string): AppDatabase {
  const path = sqlitePathFromUrl(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Applies pending migrations in order; throws with the failing migration's name. */
export async function migrateToLatest(
  db: AppDatabase,
  migrations: Record<string, Migration> = appMigrations,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
