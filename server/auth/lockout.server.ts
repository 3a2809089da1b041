import type { AppDatabase } from "../db/database.server";

/**
 * Attempt limits for sign-in, per account and per address: 5 failures lock the key for 15
 * minutes, and each further lock doubles the pause (30 min, 1 h … up to 16 h). Failures and lock
 * counts are forgotten after a day without a failure. Each step is one atomic statement on the
 * shared database, so concurrent requests (or several server processes) cannot slip past it.
 */
export const MAX_FAILURES = 5;
export const BASE_LOCK_MS = 15 * 60 * 1000;
const MAX_DOUBLINGS = 6;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

export function lockDuration(previousLockouts: number): number {
  return BASE_LOCK_MS * 2 ** Math.min(previousLockouts, MAX_DOUBLINGS);
}

/** The latest time until which any of the keys is locked, or null if none is locked now. */
export async function lockedUntil(db: AppDatabase, keys: string[], now: number): Promise<number | null> {
  const rows = await db
    .selectFrom("auth_attempts")
    .select("locked_until")
    .where("key", "in", keys)
    .where("locked_until", ">", now)
    .execute();
  return rows.reduce<number | null>((latest, row) => Math.max(latest ?? 0, row.locked_until ?? 0), null);
}

export type FailureResult = {
  failures: number;
  locked: null | { until: number; durationMs: number; lockouts: number };
};

/** Counts one failure for a key; when it reaches the limit, locks the key (exactly once per limit reached). */
export async function recordFailure(db: AppDatabase, key: string, now: number, maxFailures = MAX_FAILURES): Promise<FailureResult> {
  const row = await db
    .insertInto("auth_attempts")
    .values({
      key,
      failures: 1,
      lockouts: 0,
      locked_until: null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when("auth_attempts.updated_at", "<", now - FORGET_AFTER_MS)
          .then(1)
          .else(eb("auth_attempts.failures", "+", 1))
          .end(),
        lockouts: eb
          .case()
          .when("auth_attempts.updated_at", "<", now - FORGET_AFTER_MS)
          .then(0)
          .else(eb.ref("auth_attempts.lockouts"))
          .end(),
        updated_at: now,
      })),
    )
    .returning(["failures", "lockouts"])
    .executeTakeFirstOrThrow();
  if (row.failures < maxFailures) return { failures: row.failures, locked: null };
  // Compare-and-set on the lock count: of two requests that both saw the fifth failure, one locks.
  const durationMs = lockDuration(row.lockouts);
  const until = now + durationMs;
  const locked = await db
    .updateTable("auth_attempts")
    .set({
      failures: 0,
      lockouts: row.lockouts + 1,
      locked_until: until,
      updated_at: now,
    })
    .where("key", "=", key)
    .where("lockouts", "=", row.lockouts)
    .where("failures", ">=", maxFailures)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return { failures: row.failures, locked: null };
  return {
    failures: row.failures,
    locked: { until, durationMs, lockouts: row.lockouts + 1 },
  };
}

/** After a successful sign-in: the failure count starts again (the lock count is kept, so repeated locks still grow). */
export async function clearFailures(db: AppDatabase, key: string): Promise<void> {
  await db.updateTable("auth_attempts").set({ failures: 0 }).where("key", "=", key).execute();
}
