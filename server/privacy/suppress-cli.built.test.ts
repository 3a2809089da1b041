import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "#server/db/database.server";
import { insertUser } from "#tests/auth-db";
import { defaultDocument, publish } from "#server/editing/site-content.server";
import { addressHash } from "./person.server";

// `npm run owner -- db suppress --from …` as the owner runs it after a restore made without
// `db restore` (PostgreSQL's pg_restore into a new database): the BUILT command line against two
// database files, the restored one (an old copy, the person still in it) and the one it replaces.
// SQLite only: the command's steps (carrySuppression, applySuppression) are tested on both
// databases in person.server.test.ts; this one tests the command line around them, with files.

const root = fileURLToPath(new URL("../..", import.meta.url));
const cli = join(root, process.env.BUILD_DIR ?? "build", "node", "owner.js");
const work = mkdtempSync(join(tmpdir(), "kindred-suppress-cli-"));

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`The built owner command line is missing (${cli}). Run \`npm run build\` before this test.`);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(args: string[], databaseUrl: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: "" } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function database(name: string, people: string[], erased: string[]) {
  const path = join(work, name);
  const db = openDatabase(path);
  await migrateToLatest(db);
  for (const [i, email] of people.entries()) {
    await db
      .insertInto("contact_messages")
      .values({ status: "new", received_at: "2026-11-01T12:00:00.000Z", idempotency_key: `${name}-${i}`, name: "A Parent", email, phone: "", child_age: 5, message: "Hello there", hear_about_us: "" })
      .execute();
  }
  for (const email of erased) await db.insertInto("erased_addresses").values({ address_hash: addressHash(email), erased_at: "2026-11-20T12:00:00.000Z" }).execute();
  await db.destroy();
  return path;
}

describe("npm run owner -- db suppress", () => {
  it("carries the replaced database's erased list into the restored one and erases those people again", async () => {
    const replaced = await database("replaced.db", ["maria@example.org"], ["ana@example.org"]);
    const restored = await database("restored.db", ["ana@example.org", "maria@example.org"], []);
    const result = await run(["db", "suppress", "--from", replaced], restored);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Erased addresses carried over from the replaced database: 1.");
    expect(result.stdout).toContain("People erased on request, erased again: 1 (1 forms");
    const db = openDatabase(restored);
    try {
      expect((await db.selectFrom("contact_messages").select("email").execute()).map((row) => row.email)).toEqual(["maria@example.org"]);
      expect(await db.selectFrom("erased_addresses").select("address_hash").execute()).toEqual([{ address_hash: addressHash("ana@example.org") }]);
    } finally {
      await db.destroy();
    }
    // Again: nothing left to do.
    expect((await run(["db", "suppress"], restored)).stdout).toContain("erased again: 0 (0 forms");
  }, 30_000);
});

describe("npm run owner -- person", () => {
  it("refuses every contact address the owner has published, the former one as the current one (export, find, erase)", async () => {
    const FORMER = "hello@kindred-reading.example";
    const CURRENT = "elena@kindred-new.example";
    const path = await database("published.db", ["ana@example.org"], []);
    const db = openDatabase(path);
    try {
      const owner = await insertUser(db, "elena@example.com", "owner");
      const actor = { user: { id: owner.id, email: owner.email, name: "Elena", role: "owner" as const }, address: null, now: Date.now() };
      await publish(db, "business", { ...structuredClone(defaultDocument("business")), contactEmail: FORMER }, actor);
      // Ana's confirmation replied to the former address; the owner's notification went to it.
      const at = "2026-11-01T12:00:00.000Z";
      const row = { submission_kind: "contact" as const, submission_id: 1, subject: "Your message", text_body: "", html_body: "", next_attempt_at: at, created_at: at };
      await db
        .insertInto("outbox")
        .values([
          { ...row, message_id: "<c1@kindred.test>", purpose: "visitor-confirmation", recipients: "ana@example.org", reply_to: FORMER },
          { ...row, message_id: "<n1@kindred.test>", purpose: "owner-notification", recipients: FORMER, reply_to: "ana@example.org" },
        ])
        .execute();
      await publish(db, "business", { ...structuredClone(defaultDocument("business")), contactEmail: CURRENT }, actor);
    } finally {
      await db.destroy();
    }
    const refusals: string[] = [];
    for (const address of [FORMER, CURRENT]) {
      for (const args of [["person", "export", address], ["person", "find", address.toUpperCase()], ["person", "erase", address, "--yes"]]) {
        const refused = await run(args, path);
        expect(refused.code, args.join(" ")).not.toBe(0);
        expect(refused.stdout, args.join(" ")).toBe("");
        expect(refused.stderr, args.join(" ")).toContain(`${address} is one of the business’s own addresses`);
        refusals.push(refused.stderr.split(address).join("<address>"));
      }
    }
    // The same answer for the former address as for the current one.
    expect(refusals.slice(0, 3)).toEqual(refusals.slice(3));
    const after = openDatabase(path);
    try {
      expect(await after.selectFrom("outbox").select("id").execute()).toHaveLength(2);
      expect(await after.selectFrom("erased_addresses").select("address_hash").execute()).toEqual([]);
    } finally {
      await after.destroy();
    }
    // A parent's address is still found.
    const found = await run(["person", "find", "ana@example.org"], path);
    expect(found.code).toBe(0);
    expect(found.stdout).toContain("contact 1: received 2026-11-01");
  }, 60_000);
});
