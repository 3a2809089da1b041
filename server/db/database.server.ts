import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  Migrator,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  type KyselyPlugin,
  type Migration,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import pg from "pg";
import { isPostgresUrl } from "./dialect";
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
 * Opens the database DATABASE_URL names: `postgres://…` or `postgresql://…` is a PostgreSQL
 * server (see openPostgres); anything else is a SQLite file, as it always was.
 */
export function openDatabase(url: string): AppDatabase {
  return isPostgresUrl(url) ? openPostgres(url) : openSqlite(url);
}

/**
 * Opens the SQLite file (creating its folder), with the settings every connection needs:
 * WAL for concurrent readers, FULL sync so a committed submission survives a power cut,
 * foreign keys, and a busy timeout instead of immediate "database is locked" errors.
 */
function openSqlite(url: string): AppDatabase {
  const path = sqlitePathFromUrl(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** int8 (counts, sums of integers, bigint columns) as a JavaScript number, as SQLite gives it. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`PostgreSQL returned ${text}, beyond JavaScript's safe integers`);
  return value;
}

/**
 * Type parsers for this pool only (pg's global table is left alone): int8 and numeric come back
 * as numbers, not strings. The schema has no timestamp, date or boolean columns (times are ISO
 * text or milliseconds, flags 0/1), so nothing else needs one.
 */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8_OID && format !== "binary") return parseInt8;
    if (oid === NUMERIC_OID && format !== "binary") return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format as "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * PostgreSQL's text cannot hold the character U+0000 (SQLite's can, and a visitor's form may
 * send one: JSON spells it \u0000). Rather than fail the insert, every string value sent to
 * PostgreSQL has it replaced by U+FFFD, the replacement character, so the rest is kept and the
 * owner sees where something was.
 */
class NulCharacters extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === "string" && node.value.includes("\0") ? { ...node, value: withoutNul(node.value) } : node;
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((value) => typeof value === "string" && value.includes("\0"))
      ? { ...node, values: node.values.map((value) => (typeof value === "string" ? withoutNul(value) : value)) }
      : node;
  }
}

export function withoutNul(text: string): string {
  return text.replaceAll("\0", "\uFFFD");
}

const postgresText: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => new NulCharacters().transformNode(args.node),
  transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
};

/**
 * A pool of connections to a PostgreSQL server. Connecting waits at most 5 seconds, so the health
 * check answers 503 rather than hanging while the server is away; an idle connection the server
 * drops is logged and replaced, not thrown into the process.
 */
function openPostgres(url: string): AppDatabase {
  const pool = new pg.Pool({ connectionString: url, types: pgTypes, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on("error", (error) => console.error(`PostgreSQL: an idle connection failed: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [postgresText] });
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
