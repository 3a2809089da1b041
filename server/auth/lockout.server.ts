import { signInAddressKey } from "#server/client-address.server";
import type { AppDatabase } from "#server/db/database.server";

/**
 * Attempt limits for sign-in: 5 failures lock a key for 15 minutes, and each further lock doubles
 * the pause (30 min, 1 h … up to 16 h). Failures and lock counts are forgotten after a day without
 * a failure. Each step is one atomic statement on the shared database, so concurrent requests (or
 * several server processes) cannot slip past it.
 *
 * An attempt is charged before its password or code is checked, and refunded when it turns out
 * right: of many attempts sent at once, only as many as the limit allows are ever checked.
 *
 * Which keys count (see accounts.server.ts): the password step counts per account *and* address
 * (one address guessing one account) and per address (one address trying many accounts). A
 * stranger who types the owner's email with wrong passwords pauses only their own address, never
 * the owner. The code step, which only someone with the right password reaches, also counts per
 * account from every address, so a stolen password cannot be followed by a spread-out guess at
 * the six digits.
 *
 * "Address" here is the client-address.server.ts signInAddressKey(): IPv4 itself, IPv6 its /64,
 * narrower than the /56 the other limits count, so a neighbour in the same /56 (a carrier's next
 * phone, another home of a /60 ISP) cannot pause the owner's sign-in (decision 6).
 */
export const MAX_FAILURES = 5;
export const BASE_LOCK_MS = 15 * 60 * 1000;
const MAX_DOUBLINGS = 6;
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${signInAddressKey(address)}`;
export const accountAddressKey = (email: string, address: string) => `account-address:${email.trim().toLowerCase()}|${signInAddressKey(address)}`;

export function lockDuration(previousLockouts: number): number {
  return BASE_LOCK_MS * 2 ** Math.min(previousLockouts, MAX_DOUBLINGS);
}

export type Charge = { allowed: true } | { allowed: false; retryAt: number };

/**
 * Counts one attempt for a key before it is checked. Refused when the key is locked, or when as
 * many attempts as the limit allows are already under way (they may yet lock it).
 */
export async function chargeAttempt(db: AppDatabase, key: string, now: number, maxFailures = MAX_FAILURES): Promise<Charge> {
  const row = await db
    .insertInto("auth_attempts")
    .values({ key, failures: 1, lockouts: 0, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => {
        const locked = eb("auth_attempts.locked_until", ">", now);
        const forgotten = eb("auth_attempts.updated_at", "<", now - FORGET_AFTER_MS);
        return {
          failures: eb.case().when(locked).then(eb.ref("auth_attempts.failures")).when(forgotten).then(1).else(eb("auth_attempts.failures", "+", 1)).end(),
          lockouts: eb.case().when(locked).then(eb.ref("auth_attempts.lockouts")).when(forgotten).then(0).else(eb.ref("auth_attempts.lockouts")).end(),
          updated_at: now,
        };
      }),
    )
    .returning(["failures", "lockouts", "locked_until"])
    .executeTakeFirstOrThrow();
  if (row.locked_until !== null && row.locked_until > now) return { allowed: false, retryAt: row.locked_until };
  if (row.failures > maxFailures) {
    // Not checked, so not counted: the attempts under way decide whether the key locks.
    await refundAttempt(db, key);
    return { allowed: false, retryAt: now + lockDuration(row.lockouts) };
  }
  return { allowed: true };
}

/** The attempt was right: it does not count. */
export async function refundAttempt(db: AppDatabase, key: string): Promise<void> {
  await db
    .updateTable("auth_attempts")
    .set((eb) => ({ failures: eb.case().when("failures", ">", 0).then(eb("failures", "-", 1)).else(0).end() }))
    .where("key", "=", key)
    .execute();
}

export type FailureResult = {
  failures: number;
  locked: null | { until: number; durationMs: number; lockouts: number };
};

/** The charged attempt was wrong: locks the key when it has reached the limit (exactly once per limit reached). */
export async function settleFailure(db: AppDatabase, key: string, now: number, maxFailures = MAX_FAILURES): Promise<FailureResult> {
  const row = await db.selectFrom("auth_attempts").select(["failures", "lockouts"]).where("key", "=", key).executeTakeFirst();
  if (!row) return { failures: 0, locked: null };
  if (row.failures < maxFailures) return { failures: row.failures, locked: null };
  return lockOnce(db, key, row, now, maxFailures);
}

async function lockOnce(db: AppDatabase, key: string, row: { failures: number; lockouts: number }, now: number, maxFailures: number): Promise<FailureResult> {
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

/** Forgets keys with no failure for a day and no lock in force, so guessed emails do not pile up. */
export async function sweepAttempts(db: AppDatabase, now: number): Promise<void> {
  await db
    .deleteFrom("auth_attempts")
    .where("updated_at", "<", now - FORGET_AFTER_MS)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .execute();
}
