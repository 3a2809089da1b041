import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "./database.server";
import { lastDone, stillHolds, takeLease, underLease } from "./leases.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";

// The background jobs' leases on a real database (SQLite, and PostgreSQL with TEST_DB=postgres):
// one holder at a time, the work asked again whether it is still due once the lease is held, a
// run recorded as done only when it finished, and a holder whose lease was taken over told so.

const NOW = Date.parse("2026-03-02T14:00:00Z");
const MINUTE = 60_000;

let t: TestDatabase;
let db: AppDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
  db = t.db;
});
afterEach(() => t.close());

const lease = (holder: string, now = NOW) => ({ name: "job", holder, now, ms: MINUTE });
const row = () => db.selectFrom("job_leases").selectAll().where("name", "=", "job").executeTakeFirst();

describe("underLease", () => {
  it("runs the work while no one else holds the lease, gives it back, and records the run as done when asked", async () => {
    const ran = await underLease(db, lease("a"), async () => true, async () => "swept", { recordDone: true });
    expect(ran).toEqual({ ran: true, value: "swept" });
    expect(await row()).toMatchObject({ holder: "a", until: 0 });
    expect(await lastDone(db, "job")).toBe(NOW);
    // Free again: another holder takes it at once.
    expect(await takeLease(db, "job", "b", NOW + 1, MINUTE)).toBe(true);
  });

  it("does not run while another holds it, until its time is over", async () => {
    expect(await takeLease(db, "job", "b", NOW, MINUTE)).toBe(true);
    let runs = 0;
    const work = async () => ++runs;
    expect(await underLease(db, lease("a", NOW + 30_000), async () => true, work)).toEqual({ ran: false, why: "held" });
    expect(await underLease(db, lease("a", NOW + MINUTE + 1), async () => true, work)).toEqual({ ran: true, value: 1 });
  });

  it("asks, holding the lease, whether the work is still due, and gives the lease back when it is not", async () => {
    let asked: { holder: string | undefined } | null = null;
    const outcome = await underLease(
      db,
      lease("a"),
      async () => {
        asked = { holder: (await row())?.holder };
        return false;
      },
      async () => "ran",
    );
    expect(outcome).toEqual({ ran: false, why: "not-due" });
    expect(asked).toEqual({ holder: "a" });
    expect(await row()).toMatchObject({ until: 0, done_at: null });
  });

  it("gives the lease back without recording a run that failed", async () => {
    await expect(underLease(db, lease("a"), async () => true, async () => Promise.reject(new Error("database gone")), { recordDone: true })).rejects.toThrow("database gone");
    expect(await row()).toMatchObject({ until: 0, done_at: null });
    expect(await lastDone(db, "job")).toBeNull();
  });

  it("of two runners at the same moment, runs the work once", async () => {
    let runs = 0;
    let done = false;
    const runner = (holder: string) =>
      underLease(
        db,
        lease(holder),
        async () => !done,
        async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          done = true;
        },
      );
    const outcomes = await Promise.all([runner("a"), runner("b")]);
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
  });
});

describe("stillHolds", () => {
  it("is true for the holder, and false once another has taken the lease over", async () => {
    expect(await takeLease(db, "job", "a", NOW, MINUTE)).toBe(true);
    expect(await stillHolds(db, "job", "a")).toBe(true);
    expect(await stillHolds(db, "job", "b")).toBe(false);
    // Its time ran out and b took it.
    expect(await takeLease(db, "job", "b", NOW + MINUTE + 1, MINUTE)).toBe(true);
    expect(await stillHolds(db, "job", "a")).toBe(false);
    expect(await stillHolds(db, "job", "b")).toBe(true);
  });
});
