import { sql, type Kysely } from "kysely";
import { migrateToLatest, type AppDatabase } from "./database.server";
import { databaseKind } from "./dialect";

/**
 * `npm run owner -- db copy --from ./data/site.db --to postgres://…`: moves a site from SQLite to
 * PostgreSQL. Both are migrated to the current schema first (as starting the site would), then
 * every table is copied whole, parents before children, each in one transaction, with its ids;
 * then each identity sequence is moved past the largest id, so the next row gets max + 1.
 *
 * It refuses a target that holds any row before it is migrated: a copy only ever goes into a new,
 * empty database, never merges. (The migrations themselves seed two sample events; those are
 * replaced by the source's events.)
 */

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
export type CopyResult = { table: string; rows: number }[];

/** PostgreSQL sends at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

async function appTables(db: AnyDb): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((t) => t.name).filter((name) => !name.startsWith("kysely_migration"));
}

async function rowCount(db: AnyDb, table: string): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The tables of a PostgreSQL database, each after the tables its foreign keys point to. */
async function dependencyOrder(db: AnyDb, tables: string[]): Promise<string[]> {
  const edges = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges.rows) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle: ${[...path, table].join(" -> ")}`);
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

export async function copySqliteToPostgres(source: AppDatabase, target: AppDatabase, log: (line: string) => void = () => {}): Promise<CopyResult> {
  if (databaseKind(source) !== "sqlite") throw new Error("--from must be a SQLite file");
  if (databaseKind(target) !== "postgres") throw new Error("--to must be a postgres:// URL");
  const from = source as unknown as AnyDb;
  const to = target as unknown as AnyDb;

  // Refuse before touching anything: a table with rows (the site already ran on it, or an earlier copy).
  const existing = await appTables(to);
  const filled: string[] = [];
  for (const table of existing) {
    const n = await rowCount(to, table);
    if (n > 0) filled.push(`${table} (${n} rows)`);
  }
  if (filled.length > 0) {
    throw new Error(`The target database is not empty: ${filled.join(", ")}. Copy into a new, empty database (createdb), before the site has started on it.`);
  }

  await migrateToLatest(source);
  await migrateToLatest(target);
  const targetTables = await appTables(to);
  const sourceTables = new Set(await appTables(from));
  const missing = targetTables.filter((t) => !sourceTables.has(t));
  if (missing.length > 0) throw new Error(`The SQLite file has no table ${missing.join(", ")}`);
  const columnsOf = new Map((await to.introspection.getTables()).map((t) => [t.name, t.columns.map((c) => c.name)]));

  const result: CopyResult = [];
  for (const table of await dependencyOrder(to, targetTables)) {
    const columns = columnsOf.get(table)!;
    const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
    const copied = await to.transaction().execute(async (trx) => {
      // Only rows the migrations seeded can be here (the target was empty before them).
      await trx.deleteFrom(table).execute();
      let done = 0;
      for (;;) {
        // rowid: SQLite's own order of insertion, for every table (with or without an integer id).
        const rows = await from
          .selectFrom(table)
          .select(columns as never[])
          .orderBy(sql`rowid`)
          .limit(batch)
          .offset(done)
          .execute();
        if (rows.length === 0) break;
        await trx.insertInto(table).values(rows).execute();
        done += rows.length;
        if (rows.length < batch) break;
      }
      return done;
    });
    result.push({ table, rows: copied });
    log(`${table}: ${copied} rows`);
  }

  // Identity columns: the next id is one more than the largest copied (or 1 for an empty table).
  const identities = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(to);
  for (const { table_name, column_name } of identities.rows) {
    await sql`select setval(pg_get_serial_sequence(${sql.lit(`"${table_name}"`)}, ${sql.lit(column_name)}), coalesce(max(${sql.ref(column_name)}), 0) + 1, false) from ${sql.table(table_name)}`.execute(to);
  }
  return result;
}
