/**
 * Table types for Kysely. Each feature adds its tables here alongside a migration in
 * migrations.ts. Column types stay portable between SQLite and Postgres: integers, text, real,
 * and ISO-8601 text for timestamps.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
