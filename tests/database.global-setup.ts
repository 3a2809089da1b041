import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { TestProject } from "vitest/node";
import { migrateToLatest, openDatabase } from "#server/db/database.server";
import { startTestPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test PostgreSQL server's maintenance database (TEST_DB=postgres only). */
    postgresAdminUrl: string;
    /** A migrated SQLite file that each SQLite test database is a copy of (SQLite runs only). */
    sqliteTemplate: string;
  }
}

/** The database every test file creates its own from: migrated once here, copied per test. */
export const POSTGRES_TEMPLATE = "kindred_template";

/**
 * Vitest's global setup. With TEST_DB=postgres it starts a throwaway PostgreSQL server for the
 * run (failing the run, never skipping, when PostgreSQL is not installed), migrates a template
 * database, and stops the server when the run ends. On SQLite runs it migrates a template file
 * once (a test database is then a copy, not 21 migrations each), removed when the run ends.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== "postgres") {
    const dir = mkdtempSync(join(tmpdir(), "kindred-test-template-"));
    const db = openDatabase(join(dir, "template.db"));
    await migrateToLatest(db);
    // Closing the only connection writes the WAL back into the file, so a copy of it is whole.
    await db.destroy();
    project.provide("sqliteTemplate", join(dir, "template.db"));
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const server = await startTestPostgres();
  try {
    const template = new URL(server.adminUrl);
    const admin = openDatabase(server.adminUrl);
    await sql.raw(`create database ${POSTGRES_TEMPLATE}`).execute(admin);
    await admin.destroy();
    template.pathname = `/${POSTGRES_TEMPLATE}`;
    const db = openDatabase(template.toString());
    await migrateToLatest(db);
    await db.destroy();
  } catch (error) {
    await server.stop();
    throw error;
  }
  console.log(`Tests on ${server.version} at ${server.adminUrl}`);
  project.provide("postgresAdminUrl", server.adminUrl);
  return () => server.stop();
}
