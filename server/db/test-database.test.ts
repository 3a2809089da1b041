import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findPostgresBin, missingPostgresMessage, startTestPostgresFrom } from "./test-postgres-server";

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
});
