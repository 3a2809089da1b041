import { copyFileSync, existsSync, mkdirSync, renameSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { migrateToLatest, openDatabase, sqlitePathFromUrl, type AppDatabase } from "./database.server";
import { databaseKind, isPostgresUrl } from "./dialect";

/**
 * `npm run owner -- db backup --to FILE` and `db restore --from FILE`.
 *
 * SQLite: the backup is `VACUUM INTO`, a consistent copy taken while the site keeps running
 * (readers and writers are not stopped), into a file that must not exist yet. Restoring puts a
 * backup in the database's place: stop the site first; the current file is kept beside it.
 *
 * PostgreSQL has its own tools for this, better than anything here: the command prints them.
 */

export type BackupOutcome = { kind: "sqlite"; file: string } | { kind: "postgres"; instructions: string };

/** The URL without its password, for printing (pg_dump reads the password from PGPASSWORD or ~/.pgpass). */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "";
  return parsed.toString();
}

export function postgresBackupInstructions(url: string, file: string): string {
  const target = withoutPassword(url);
  return [
    "This site's database is PostgreSQL: back it up with PostgreSQL's own pg_dump (run it where the database is reachable):",
    "",
    `  pg_dump --format=custom --no-owner --file ${JSON.stringify(file)} ${JSON.stringify(target)}`,
    "",
    "and restore into a new, empty database with:",
    "",
    `  pg_restore --no-owner --dbname ${JSON.stringify(target)} ${JSON.stringify(file)}`,
    "",
    "(Give the password in PGPASSWORD or ~/.pgpass; it is left out of the address above.)",
    "",
    "Then, with DATABASE_URL set to the restored database, erase again everyone erased on request since the dump:",
    "",
    "  npm run owner -- db suppress --from <the address of the database it replaces>",
  ].join("\n");
}

export async function backupDatabase(db: AppDatabase, url: string, file: string): Promise<BackupOutcome> {
  if (databaseKind(db) === "postgres") return { kind: "postgres", instructions: postgresBackupInstructions(url, file) };
  const path = resolve(file);
  if (existsSync(path)) throw new Error(`${path} already exists: a backup never overwrites a file`);
  await sql`vacuum into ${path}`.execute(db);
  return { kind: "sqlite", file: path };
}

/** Throws unless `file` is a SQLite database made by this site (it has the migrations' table) and intact. */
export function checkSqliteBackup(file: string): void {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  let backup: SQLite.Database | undefined;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    const [check] = backup.pragma("quick_check") as { quick_check: string }[];
    if (check?.quick_check !== "ok") throw new Error(`${file} is damaged: ${check?.quick_check ?? "no answer"}`);
    const migrations = backup.prepare("select count(*) as n from sqlite_master where name = 'kysely_migration'").get() as { n: number };
    if (migrations.n !== 1) throw new Error(`${file} is a SQLite file, but not a backup of this site`);
  } catch (error) {
    if (error instanceof Error && /file is not a database|file is encrypted/i.test(error.message)) throw new Error(`${file} is not a SQLite database`);
    throw error;
  } finally {
    backup?.close();
  }
}

/**
 * Puts the backup in the place of the SQLite database DATABASE_URL names (the site must be
 * stopped), keeping the current file, if any, as `<name>.before-restore-<time>`; then migrates
 * it, so an older backup comes up to the current schema. Returns where the old file went.
 */
export async function restoreSqlite(databaseUrl: string, backupFile: string, now: Date = new Date()): Promise<{ path: string; keptAs: string | null }> {
  if (isPostgresUrl(databaseUrl)) {
    throw new Error("This site's database is PostgreSQL: restore a pg_dump backup with pg_restore (see `db backup`)");
  }
  const path = sqlitePathFromUrl(databaseUrl);
  if (path === ":memory:") throw new Error("DATABASE_URL names no file");
  checkSqliteBackup(backupFile);
  let keptAs: string | null = null;
  if (existsSync(path)) {
    keptAs = `${path}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(path, keptAs);
    // A WAL file belongs to the database it sits beside: it goes with it.
    for (const suffix of ["-wal", "-shm"]) if (existsSync(path + suffix)) renameSync(path + suffix, keptAs + suffix);
  }
  mkdirSync(dirname(path), { recursive: true });
  copyFileSync(backupFile, path);
  const db = openDatabase(path);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return { path, keptAs };
}
