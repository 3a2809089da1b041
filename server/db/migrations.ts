import type { Kysely, Migration } from "kysely";

/**
 * Migrations in code, applied in key order and recorded by Kysely in `kysely_migration`.
 * Keys are zero-padded so lexical order is creation order. Write them with Kysely's schema
 * builder (not raw SQL) so they also run on Postgres.
 */
export const migrations: Record<string, Migration> = {};

export type AnyDb = Kysely<any>;
