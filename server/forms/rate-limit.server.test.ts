import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "#server/db/database.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { RateLimitStore } from "./rate-limit.server";

// The forms' attempt limit lives in the database, so that several instances of the server count
// the same attempts. Two stores on two connections to one database stand for two instances.

const config = { maxAttempts: 3, windowMs: 60_000, blockMs: 300_000 };
const T0 = Date.UTC(2026, 10, 23, 15, 0, 0);

let t: TestDatabase;
let second: AppDatabase;

beforeEach(async () => {
  t = await createTestDatabase();
  // SQLite only: better-sqlite3 is synchronous, so two connections in one process would wait on
  // each other's lock while blocking the thread; there one connection serves both stores (two
  // server processes on one file are tested in server/reliability). PostgreSQL gets a second pool.
  second = t.kind === "postgres" ? openDatabase(t.url) : t.db;
});

afterEach(async () => {
  if (second !== t.db) await second.destroy();
  await t.close();
});

describe("the forms' attempt limit, shared by every instance", () => {
  it("refuses the fourth attempt in a minute, whichever instance gets it, for 5 minutes", async () => {
    const one = new RateLimitStore(t.db, config);
    const two = new RateLimitStore(second, config);
    expect(await one.attempt("contact:203.0.113.1", T0)).toEqual({ allowed: true });
    expect(await two.attempt("contact:203.0.113.1", T0 + 10_000)).toEqual({ allowed: true });
    expect(await one.attempt("contact:203.0.113.1", T0 + 20_000)).toEqual({ allowed: true });
    expect(await two.attempt("contact:203.0.113.1", T0 + 30_000)).toEqual({ allowed: false, justBlocked: true, retryAfterMs: 300_000 });
    expect(await one.attempt("contact:203.0.113.1", T0 + 90_000)).toEqual({ allowed: false, justBlocked: false, retryAfterMs: 240_000 });
    // Another address, another form: not affected.
    expect(await one.attempt("contact:203.0.113.2", T0 + 90_000)).toEqual({ allowed: true });
    expect(await two.attempt("partnership:203.0.113.1", T0 + 90_000)).toEqual({ allowed: true });
    // After the block, the count starts afresh.
    expect(await two.attempt("contact:203.0.113.1", T0 + 330_000)).toEqual({ allowed: true });
  });

  it("counts attempts in a sliding minute", async () => {
    const store = new RateLimitStore(t.db, config);
    for (const at of [0, 1_000, 2_000]) expect(await store.attempt("feedback:a", T0 + at)).toEqual({ allowed: true });
    expect(await store.attempt("feedback:a", T0 + 60_000)).toEqual({ allowed: true });
    expect(await store.attempt("feedback:a", T0 + 60_500)).toMatchObject({ allowed: false, justBlocked: true });
  });

  it("lets no more than 3 of a burst through across two instances, and blocks once", async () => {
    const stores = [new RateLimitStore(t.db, config), new RateLimitStore(second, config)];
    const verdicts = await Promise.all(Array.from({ length: 10 }, (_, i) => stores[i % 2]!.attempt("contact:198.51.100.9", T0)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    expect(verdicts.filter((v) => !v.allowed && v.justBlocked).length).toBeGreaterThanOrEqual(1);
    expect(await stores[0]!.attempt("contact:198.51.100.9", T0 + 1_000)).toMatchObject({ allowed: false, justBlocked: false });
  });

  it("stores no address, and nothing once the window and the block are over", async () => {
    const store = new RateLimitStore(t.db, config);
    for (let i = 0; i < 4; i++) await store.attempt("contact:203.0.113.77", T0);
    const rows = JSON.stringify([await t.db.selectFrom("form_attempts").selectAll().execute(), await t.db.selectFrom("form_blocks").selectAll().execute()]);
    expect(rows).not.toContain("203.0.113.77");
    await store.attempt("contact:192.0.2.1", T0 + 400_000);
    for (let i = 0; i < 4; i++) await store.attempt("contact:192.0.2.2", T0 + 401_000);
    // The attempts and the block from T0 are gone; only the latest client's remain.
    expect(await t.db.selectFrom("form_attempts").select("key").where("at", "<", T0 + 400_000).execute()).toEqual([]);
    expect((await t.db.selectFrom("form_blocks").select("key").execute()).length).toBe(1);
  });
});
