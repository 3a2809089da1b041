import { sql, type Kysely } from "kysely";

/** What a migration sees: any table, any column, values of unknown type (see migrations.ts). */
export type MigrationDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Gives a SQLite table a new definition: what SQLite's ALTER TABLE cannot change in place (a
 * column's CHECK, type, NOT NULL, default, a foreign key, a table constraint) is changed by
 * rebuilding the table, SQLite's own procedure (https://www.sqlite.org/lang_altertable.html#otheralter):
 *
 * 1. foreign keys off on this connection (so dropping the old table deletes nothing and sets no
 *    other table's key to null), then one transaction;
 * 2. the new table created from `change(definition)`, where `definition` is the table's current
 *    CREATE TABLE statement as SQLite keeps it (`replaceOnce` below makes an exact change);
 * 3. every row copied with every column, ids included (a column the old table lacks gets its
 *    default; dropping a column is ALTER TABLE … DROP COLUMN's job, so every old column must be in
 *    the new definition);
 * 4. the old table dropped, the new one renamed to its name (other tables' foreign keys name the
 *    table, so they reach the new one), its indexes and triggers made again from their own SQL,
 *    and AUTOINCREMENT's counter kept (an id is never given twice, even after deletions);
 * 5. `foreign_key_check` and `integrity_check` on the table: any problem rolls it all back, and
 *    the old table stays as it was; then commit, and foreign keys back on.
 *
 * SQLite only: PostgreSQL changes all of these in place (`alter table … drop constraint`, `alter
 * column … type`), which a migration writes for it beside the call. Must run outside a transaction
 * (SQLite ignores the foreign-keys switch inside one): Kysely runs SQLite's migrations outside one.
 */
export async function rebuildSqliteTable(db: MigrationDb, table: string, change: (definition: string) => string): Promise<void> {
  const foreignKeys = Number((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys ?? 0) === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    const now = Number((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys ?? 0);
    if (now !== 0) throw new Error(`rebuildSqliteTable(${table}): foreign keys cannot be turned off inside a transaction; run it outside one`);
    await db.transaction().execute(async (trx) => {
      const objects = (await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(trx)).rows;
      const current = objects.find((object) => object.type === "table")?.sql;
      if (!current) throw new Error(`rebuildSqliteTable: no table ${table}`);
      const name = table.replace(/[^\w]/g, "\\$&");
      const head = new RegExp(`^CREATE TABLE\\s+(?:"${name}"|${name})\\s*\\(`, "i");
      const next = `${table}_next`;
      const definition = change(current);
      const found = head.exec(definition);
      if (!found) throw new Error(`rebuildSqliteTable(${table}): the new definition must begin CREATE TABLE "${table}" (`);
      await sql.raw(`CREATE TABLE "${next}" (${definition.slice(found[0].length)}`).execute(trx);

      const columnsOf = async (name: string) => (await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(trx)).rows.map((column) => column.name);
      const [before, after] = [await columnsOf(table), await columnsOf(next)];
      const lost = before.filter((column) => !after.includes(column));
      if (lost.length > 0) throw new Error(`rebuildSqliteTable(${table}): the new definition lacks ${lost.join(", ")} (drop a column with ALTER TABLE … DROP COLUMN)`);
      const columns = before.map((column) => sql.ref(column));
      await sql`insert into ${sql.table(next)} (${sql.join(columns)}) select ${sql.join(columns)} from ${sql.table(table)}`.execute(trx);

      const hasSequence = (await sql`select 1 from sqlite_master where name = 'sqlite_sequence'`.execute(trx)).rows.length > 0;
      const counter = hasSequence ? (await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(trx)).rows[0]?.seq : undefined;
      await sql`drop table ${sql.table(table)}`.execute(trx);
      await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(trx);
      for (const object of objects) {
        if ((object.type === "index" || object.type === "trigger") && object.sql) await sql.raw(object.sql).execute(trx);
      }
      if (counter !== undefined) {
        const updated = await sql`update sqlite_sequence set seq = max(seq, ${counter}) where name = ${table}`.execute(trx);
        if (Number(updated.numAffectedRows ?? 0) === 0) await sql`insert into sqlite_sequence (name, seq) values (${table}, ${counter})`.execute(trx);
      }

      const broken = (await sql`select * from pragma_foreign_key_check`.execute(trx)).rows;
      if (broken.length > 0) throw new Error(`rebuildSqliteTable(${table}): ${broken.length} row(s) break a foreign key afterwards: ${JSON.stringify(broken.slice(0, 3))}`);
      const integrity = (await sql.raw<{ integrity_check: string }>(`pragma integrity_check("${table}")`).execute(trx)).rows.map((row) => row.integrity_check);
      if (integrity.join() !== "ok") throw new Error(`rebuildSqliteTable(${table}): integrity check: ${integrity.slice(0, 3).join("; ")}`);
    });
  } finally {
    if (foreignKeys) await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** `text` with `from` replaced by `to`, where `from` occurs exactly once (a changed definition must change what was meant). */
export function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`replaceOnce: ${JSON.stringify(from)} is ${at < 0 ? "not in" : "more than once in"} ${JSON.stringify(text.slice(0, 80))}…`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/**
 * PostgreSQL: drops every CHECK constraint on `column` of `table` alone, whatever its name (a
 * column CHECK is named by PostgreSQL, and a table rebuilt by an early migration kept its first
 * name: outbox_next_…). Checks naming other columns too are left.
 */
export async function dropPostgresColumnChecks(db: MigrationDb, table: string, column: string): Promise<string[]> {
  const names = (
    await sql<{ name: string }>`
      select con.conname as name from pg_constraint con
      join pg_attribute att on att.attrelid = con.conrelid and att.attname = ${column}
      where con.conrelid = to_regclass(${table}) and con.contype = 'c' and con.conkey = array[att.attnum]`.execute(db)
  ).rows.map((row) => row.name);
  for (const name of names) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
  return names;
}
