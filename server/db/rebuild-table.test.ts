import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.server";
import { rebuildSqliteTable, replaceOnce, type MigrationDb } from "./rebuild-table";

// The SQLite table rebuild every migration uses when ALTER TABLE cannot make a change (a CHECK, a
// type, a key), on a file opened as the server opens it (foreign keys on). SQLite only: PostgreSQL
// alters its tables in place. Its use on the real tables: open-lists-migration.test.ts.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function sqliteFile(): Promise<MigrationDb> {
  const dir = mkdtempSync(join(tmpdir(), "kindred-rebuild-"));
  const db = openDatabase(join(dir, "site.db")) as unknown as MigrationDb;
  cleanups.push(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  await sql`create table parents (id integer primary key autoincrement, name text not null check (length(name) < 20), size text default 'small' not null check (size in ('small', 'large')))`.execute(db);
  await sql`create unique index parents_name_idx on parents (name) where size = 'large'`.execute(db);
  await sql`create table audit (what text not null)`.execute(db);
  await sql`create trigger parents_audit after insert on parents begin insert into audit (what) values (new.name); end`.execute(db);
  await sql`create table children (id integer primary key, parent_id integer references parents (id) on delete cascade, step_id integer references parents (id) on delete set null)`.execute(db);
  for (const name of ["Ana", "Ben", "Cy"]) await db.insertInto("parents").values({ name }).execute();
  await db.insertInto("children").values({ id: 1, parent_id: 2, step_id: 2 }).execute();
  await db.deleteFrom("parents").where("name", "=", "Cy").execute();
  return db;
}

const foreignKeys = async (db: MigrationDb) => Number((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]!.foreign_keys);
const schema = async (db: MigrationDb) => (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where sql is not null order by name`.execute(db)).rows;
const wider = (definition: string) => replaceOnce(definition, "size in ('small', 'large')", "size in ('small', 'large', 'huge')");

describe("rebuildSqliteTable", () => {
  it("gives a table its new definition, with its rows, ids, indexes, triggers and AUTOINCREMENT counter, and leaves other tables' rows and keys alone", async () => {
    const db = await sqliteFile();
    const before = await schema(db);
    await rebuildSqliteTable(db, "parents", wider);

    expect(await db.selectFrom("parents").selectAll().orderBy("id").execute()).toEqual([
      { id: 1, name: "Ana", size: "small" },
      { id: 2, name: "Ben", size: "small" },
    ]);
    // Dropping the old table with foreign keys on would have deleted the child and nulled its step.
    expect(await db.selectFrom("children").selectAll().execute()).toEqual([{ id: 1, parent_id: 2, step_id: 2 }]);
    const after = await schema(db);
    expect(after.find((o) => o.name === "parents")!.sql).toContain("'huge'");
    expect(after.filter((o) => o.name !== "parents" && o.name !== "sqlite_sequence")).toEqual(before.filter((o) => o.name !== "parents" && o.name !== "sqlite_sequence"));
    expect(await foreignKeys(db)).toBe(1);

    await db.insertInto("parents").values({ name: "Dee", size: "huge" }).execute();
    // Cy (3) was deleted before: its id is not given again.
    expect((await db.selectFrom("parents").select("id").where("name", "=", "Dee").executeTakeFirstOrThrow()).id).toBe(4);
    expect((await db.selectFrom("audit").select("what").execute()).map((row) => row.what)).toEqual(["Ana", "Ben", "Cy", "Dee"]);
    await expect(db.insertInto("parents").values({ name: "Eve", size: "tiny" }).execute()).rejects.toThrow(/CHECK/);
    await expect(db.insertInto("parents").values({ name: "An overly long name for it" }).execute()).rejects.toThrow(/CHECK/);
    // The keys still act: the child goes with its parent.
    await expect(db.insertInto("children").values({ id: 2, parent_id: 99 }).execute()).rejects.toThrow(/FOREIGN KEY/);
    await db.deleteFrom("parents").where("id", "=", 2).execute();
    expect(await db.selectFrom("children").selectAll().execute()).toEqual([]);
  });

  it("changes nothing when the new definition refuses a row, loses a column or cannot be made, and turns foreign keys back on", async () => {
    const db = await sqliteFile();
    const before = await schema(db);
    const rows = await db.selectFrom("parents").selectAll().orderBy("id").execute();
    const narrower = (definition: string) => replaceOnce(definition, "length(name) < 20", "length(name) < 3");
    await expect(rebuildSqliteTable(db, "parents", narrower)).rejects.toThrow(/CHECK/);
    await expect(rebuildSqliteTable(db, "parents", (definition) => replaceOnce(definition, `, size text default 'small' not null check (size in ('small', 'large'))`, ""))).rejects.toThrow(
      /parents.*lacks size/,
    );
    await expect(rebuildSqliteTable(db, "parents", (definition) => definition.replace("CREATE TABLE", "CREATE TEMP TABLE"))).rejects.toThrow(/must begin/);
    await expect(rebuildSqliteTable(db, "nothing", wider)).rejects.toThrow(/no table nothing/);
    expect(await schema(db)).toEqual(before);
    expect(await db.selectFrom("parents").selectAll().orderBy("id").execute()).toEqual(rows);
    expect(await foreignKeys(db)).toBe(1);
  });

  it("refuses to run inside a transaction, where SQLite would keep foreign keys on", async () => {
    const db = await sqliteFile();
    await expect(db.transaction().execute((trx) => rebuildSqliteTable(trx, "parents", wider))).rejects.toThrow(/outside/);
    expect(await foreignKeys(db)).toBe(1);
    expect(await db.selectFrom("children").selectAll().execute()).toEqual([{ id: 1, parent_id: 2, step_id: 2 }]);
  });
});

describe("replaceOnce", () => {
  it("replaces text found exactly once, and throws otherwise", () => {
    expect(replaceOnce("a check (x) b", " check (x)", "")).toBe("a b");
    expect(() => replaceOnce("a b", "check", "")).toThrow(/not in/);
    expect(() => replaceOnce("check check", "check", "")).toThrow(/more than once/);
  });
});
