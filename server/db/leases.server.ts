import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Leases on the work that runs in the background (a row per job in `job_leases`): the retention
 * sweep (`retention`) and each of the owner's calendars (`calendar-feed:<id>`). Several server
 * processes may share one database; a lease makes one of them do a piece of work at a time, and
 * `underLease` makes it do it once: a runner decides that work is due (a list of due calendars,
 * a timer) before it has the lease, so by the time it gets the lease another runner may have
 * done that work and given the lease back. It asks again, holding the lease, and does nothing
 * when the work is no longer due. (The outbox's emails are claimed row by row instead, the due
 * check inside the claim's own UPDATE: server/email/outbox.server.ts, claimDue.)
 */

type Db = Kysely<Database>;

export type Lease = {
  /** The job, e.g. `retention`, `calendar-feed:3`. */
  name: string;
  /** Who takes it: a random name per server process (or per test "instance"). */
  holder: string;
  now: number;
  /** How long it is held at most: a runner that dies mid-way frees it after this. */
  ms: number;
};

/**
 * Takes the named lease for `ms` if it is free (no row, or its time is over): one atomic
 * insert … on conflict do update … where until < now, returning. True when this holder has it.
 */
export async function takeLease(db: Db, name: string, holder: string, now: number, ms: number): Promise<boolean> {
  const row = await db
    .insertInto("job_leases")
    .values({ name, holder, until: now + ms })
    .onConflict((oc) => oc.column("name").doUpdateSet({ holder, until: now + ms }).where("job_leases.until", "<", now))
    .returning("holder")
    .executeTakeFirst();
  return row?.holder === holder;
}

/**
 * Gives the lease back (its time set to 0: free for anyone), if this holder still has it; with
 * `doneAt`, records that its work was done (the time the run started, so a daily job does not drift).
 */
export async function releaseLease(db: Db, name: string, holder: string, doneAt?: number): Promise<void> {
  await db
    .updateTable("job_leases")
    .set(doneAt === undefined ? { until: 0 } : { until: 0, done_at: doneAt })
    .where("name", "=", name)
    .where("holder", "=", holder)
    .execute();
}

/**
 * Whether this holder still has the lease (nobody took it over after its time ran out), checked
 * with a write on the lease's row: inside a transaction it is the first write, so on PostgreSQL
 * the row stays locked (a runner taking the lease over waits for the commit) and SQLite holds its
 * write lock from there. Work writes its result only where this is true.
 */
export async function stillHolds(db: Db, name: string, holder: string): Promise<boolean> {
  const result = await db.updateTable("job_leases").set({ holder }).where("name", "=", name).where("holder", "=", holder).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the named job last finished under its lease (null: never). */
export async function lastDone(db: Db, name: string): Promise<number | null> {
  const row = await db.selectFrom("job_leases").select("done_at").where("name", "=", name).executeTakeFirst();
  return row?.done_at == null ? null : Number(row.done_at);
}

export type LeaseOutcome<T> = { ran: true; value: T } | { ran: false; why: "held" | "not-due" };

/**
 * Runs `work` under the lease, once: `held` when another runner has the lease; else, holding it,
 * `stillDue` is asked again (the work may have been done since it was found due), `not-due` when
 * it says no. The lease is given back at the end, recording the run as done when `work` finished
 * and `recordDone` is set.
 */
export async function underLease<T>(
  db: Db,
  lease: Lease,
  stillDue: () => Promise<boolean>,
  work: () => Promise<T>,
  options: { recordDone?: boolean } = {},
): Promise<LeaseOutcome<T>> {
  if (!(await takeLease(db, lease.name, lease.holder, lease.now, lease.ms))) return { ran: false, why: "held" };
  let done = false;
  try {
    if (!(await stillDue())) return { ran: false, why: "not-due" };
    const value = await work();
    done = true;
    return { ran: true, value };
  } finally {
    await releaseLease(db, lease.name, lease.holder, done && options.recordDone ? lease.now : undefined);
  }
}
