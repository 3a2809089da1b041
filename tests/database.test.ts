import { readdirSync, readFileSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "./database";
import { findPostgresBin, missingPostgresMessage, startTestPostgresFrom } from "./postgres-server";

describe("the test databases", () => {
  it("finds Debian's PostgreSQL programs, or none, and then a PostgreSQL run fails with a message instead of skipping", async () => {
    expect(findPostgresBin({ PATH: "/nowhere" }, "/nowhere/postgresql")).toBeUndefined();
    await expect(startTestPostgresFrom(undefined)).rejects.toThrow(missingPostgresMessage);
    expect(missingPostgresMessage).toContain("apt-get install postgresql");
  });

  it("leave no database test on SQLite alone: a test file that opens a database also uses createTestDatabase (or says why it is SQLite only)", () => {
    const files = readdirSync("server", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".test.ts"));
    const alone = files.filter((file) => {
      const text = readFileSync(`server/${file}`, "utf8");
      const opens = /\bopenDatabase\(|\bmigrateToLatest\(/.test(text);
      const both = /\b(createTestDatabase|createTestApp|createAuthTestDb)\(/.test(text);
      return opens && !both && !/SQLite only:/.test(text);
    });
    expect(alone).toEqual([]);
  });

  it("gives each test the migrated template as it is, also when a closed database is reused on PostgreSQL; one whose tables a test changed is not reused", async () => {
    type Db = Awaited<ReturnType<typeof createTestDatabase>>["db"];
    const read = async (db: Db) => ({
      slugs: (await db.selectFrom("events").select("slug").orderBy("id").execute()).map((row) => row.slug),
      messages: Number((await db.selectFrom("contact_messages").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
    });
    const addEvent = (db: Db, slug: string) =>
      sql`insert into events (slug, title, date, time_label, location, description, type, image, created_at) values (${slug}, 'An event', '2026-12-01', 'Time TBA', 'Here', 'Words.', 'Workshop', '/x.svg', '2026-11-27')`.execute(db);

    const first = await createTestDatabase();
    const template = await read(first.db);
    expect(template).toEqual({ slugs: [expect.any(String), expect.any(String)], messages: 0 });
    // A test removes the sample events and adds its own, then closes.
    await first.db.deleteFrom("events").execute();
    await addEvent(first.db, "mine");
    await first.close();

    const second = await createTestDatabase();
    if (testDatabaseKind === "postgres") expect(second.url).toBe(first.url);
    expect(await read(second.db)).toEqual(template);
    // Ids go on from the template's, as on a fresh copy.
    await addEvent(second.db, "next");
    expect((await second.db.selectFrom("events").select("id").where("slug", "=", "next").executeTakeFirstOrThrow()).id).toBe(3);
    // A test changes a table: its database is removed, never handed on.
    await sql`alter table events add column extra text`.execute(second.db);
    await second.close();

    const third = await createTestDatabase();
    try {
      expect(third.url).not.toBe(second.url);
      expect(await read(third.db)).toEqual(template);
      await expect(sql`select extra from events`.execute(third.db)).rejects.toThrow();
    } finally {
      await third.close();
    }
  });
});
