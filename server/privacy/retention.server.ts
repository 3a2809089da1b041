import { randomUUID } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { sql } from "kysely";
import { DEVICE_COOKIE_MAX_AGE_MS } from "#server/auth/new-sign-in.server";
import { SESSION_IDLE_MS } from "#server/auth/sessions.server";
import { FORGET_AFTER_MS } from "#server/auth/lockout.server";
import type { ServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import { lastDone, underLease } from "#server/db/leases.server";
import { formKinds } from "#server/forms/kinds.server";
import { deleteSubmissions } from "./person.server";
import { formIds } from "#common/forms/kinds.ts";

/**
 * Retention, enforced (issue 27): what the site stores about people is removed once it can no
 * longer matter. One sweep, `runRetention`, does every rule in batches (at most `batchSize` rows per
 * statement, looping until none are left) and logs one line with counts only, never
 * what a row said. It runs once a day, on one instance at a time: a lease row in `job_leases` taken
 * with one atomic compare-and-set and held for the run, which records when the sweep was done
 * (server/db/leases.server.ts).
 *
 * - Submissions: `submissionMonths` after their last status change (`status_changed_at`, else
 *   `received_at`), unless the owner marked one "keep" or a discovery call still has a call ahead.
 *   With each go its notes, its emails in the outbox and, for a discovery call, its bookings
 *   (claims, reminders), in one transaction per batch. A testimonial published from feedback keeps
 *   its published words (the visitor allowed them) but no longer points at the feedback.
 * - Sent emails: `emailBodyDays` after sending, the bodies, invite, recipients, Reply-To and last
 *   error are blanked and the subject becomes the purpose; the status and times stay. Recipients
 *   are blanked rather than hashed: a hash of an email address is easily guessed back.
 * - Failed and cancelled emails: deleted `failedEmailDays` after they were written.
 * - Sessions past their absolute or idle limit; setup links used or expired; sign-in challenges
 *   and passkey (WebAuthn) challenges expired; sign-in attempt counters with no lock in force and no failure for a day; form
 *   attempts and blocks past their window.
 * - The audit log: entries deleted after `auditMonths`; their client address shortened after
 *   `auditAddressDays` (IPv4 to its /24, IPv6 to its /48, anything else removed).
 * - Orders of a package (financial records, issue 43): deleted `orderYears` calendar years after
 *   they were made (`created_at`). The ids of Stripe's events handled (`stripe_events`, no
 *   personal data) after STRIPE_EVENT_DAYS: Stripe retries an event for 3 days and lists events
 *   for 30, so an id that old is never sent again.
 */

export type RetentionSettings = {
  submissionMonths: number;
  emailBodyDays: number;
  failedEmailDays: number;
  auditMonths: number;
  auditAddressDays: number;
  /** Years an order of a package is kept after it was made (RETENTION_ORDER_YEARS). */
  orderYears: number;
  /** The form attempt limit's window (RATE_LIMIT_WINDOW_SECONDS), in ms. */
  formWindowMs: number;
  /** Rows per statement; 500 unless a test says otherwise. */
  batchSize?: number;
};

export function retentionSettings(config: ServerConfig): RetentionSettings {
  return {
    submissionMonths: config.RETENTION_SUBMISSION_MONTHS,
    emailBodyDays: config.RETENTION_EMAIL_BODY_DAYS,
    failedEmailDays: config.RETENTION_FAILED_EMAIL_DAYS,
    auditMonths: config.RETENTION_AUDIT_MONTHS,
    auditAddressDays: config.RETENTION_AUDIT_ADDRESS_DAYS,
    orderYears: config.RETENTION_ORDER_YEARS,
    formWindowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
  };
}

export const RETENTION_JOB = "retention";
/** How long a run may hold the lease: a run that dies mid-way frees it after this. */
export const RETENTION_LEASE_MS = 60 * 60 * 1000;
/** A sweep is due when the last one that finished began this long ago; the schedule looks every RETENTION_CHECK_MS. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const RETENTION_CHECK_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days the id of a Stripe event handled is kept (to handle each once): well past Stripe's 3 days of retries and 30 days of listing events. */
export const STRIPE_EVENT_DAYS = 90;

/** What one run did: rows per table and what happened to them ("deleted", "blanked", "shortened"). */
export type RetentionCounts = Record<string, Partial<Record<"deleted" | "blanked" | "shortened", number>>>;

export type RetentionResult = { ran: true; counts: RetentionCounts } | { ran: false; why: "held"; holder: string | null } | { ran: false; why: "not-due" };

/** The ISO time `months` calendar months before `now` (UTC). */
export function monthsBefore(now: number, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

const daysBefore = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

/** An IPv4 address's /24 ("203.0.113.0/24"), an IPv6 address's /48 ("2001:db8:1::/48"); null for anything else. */
export function shortenAddress(address: string): string | null {
  const text = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  const v4 = mapped ? mapped[1]! : text;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(text)) return null;
  // Expand "::" and a trailing dotted IPv4 into eight groups, then keep the first three.
  let body = text.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    body = body.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = body.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups.slice(0, 3).map((g) => parseInt(g, 16).toString(16)).join(":")}::/48`;
}

/**
 * One retention sweep under the lease: `{ ran: false, why: "held" }` when another runner holds it.
 * With `ifDue` (the schedule), `{ ran: false, why: "not-due" }` when, holding the lease, the last
 * sweep that finished is found to have begun less than RETENTION_INTERVAL_MS ago (another instance
 * may have swept since this one's timer fired); by hand (`npm run owner -- retention run`) it
 * always sweeps.
 * `now` is read once (the rules' cut-offs, and the time recorded as the sweep's); `log` receives
 * one line, the total and the counts by table.
 */
export async function runRetention(
  db: AppDatabase,
  settings: RetentionSettings,
  now: number,
  log: (line: string) => void,
  holder: string = randomUUID(),
  options: { ifDue?: boolean } = {},
): Promise<RetentionResult> {
  const stillDue = async () => {
    if (!options.ifDue) return true;
    const last = await lastDone(db, RETENTION_JOB);
    return last === null || last <= now - RETENTION_INTERVAL_MS;
  };
  const outcome = await underLease(
    db,
    { name: RETENTION_JOB, holder, now, ms: RETENTION_LEASE_MS },
    stillDue,
    async () => {
      const counts = await sweep(db, settings, now);
      log(retentionLine(counts));
      return counts;
    },
    { recordDone: true },
  );
  if (outcome.ran) return { ran: true, counts: outcome.value };
  if (outcome.why === "not-due") return { ran: false, why: "not-due" };
  const current = await db.selectFrom("job_leases").select("holder").where("name", "=", RETENTION_JOB).executeTakeFirst();
  log("retention: another instance is sweeping; skipped");
  return { ran: false, why: "held", holder: current?.holder ?? null };
}

/** The sweep's one log line: its total, then what was done where, counts only ("retention: nothing due" when none). */
export function retentionLine(counts: RetentionCounts): string {
  const parts: string[] = [];
  let total = 0;
  for (const [table, done] of Object.entries(counts)) {
    for (const [what, n] of Object.entries(done)) {
      if (!n) continue;
      total += n;
      parts.push(`${table} ${what} ${n}`);
    }
  }
  return total === 0 ? "retention: nothing due" : `retention: ${total} row${total === 1 ? "" : "s"} (${parts.join(", ")})`;
}

async function sweep(db: AppDatabase, settings: RetentionSettings, now: number): Promise<RetentionCounts> {
  const batch = settings.batchSize ?? 500;
  const counts: RetentionCounts = {};
  const add = (table: string, what: "deleted" | "blanked" | "shortened", n: number) => {
    const entry = (counts[table] ??= {});
    entry[what] = (entry[what] ?? 0) + n;
  };
  /** Runs one batch statement until it touches fewer rows than a batch. */
  const loop = async (table: string, what: "deleted" | "blanked" | "shortened", step: () => Promise<number | bigint | undefined>) => {
    add(table, what, 0);
    for (;;) {
      const n = Number((await step()) ?? 0);
      add(table, what, n);
      if (n < batch) return;
    }
  };

  // Submissions, with their notes, emails and bookings.
  const submissionCutoff = monthsBefore(now, settings.submissionMonths);
  for (const kind of formIds) {
    const { table } = formKinds[kind];
    add(table, "deleted", 0);
    for (;;) {
      let query = db
        .selectFrom(table)
        .select("id")
        .where("keep", "=", 0)
        .where((eb) => eb(eb.fn.coalesce("status_changed_at", "received_at"), "<", submissionCutoff));
      if (kind === "discovery-call") {
        // A call still ahead keeps its request until it is over.
        query = query.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("bookings")
                .select("bookings.id")
                .whereRef("bookings.request_id", "=", sql.ref(`${table}.id`))
                .where("bookings.status", "=", "booked")
                .where("bookings.end_at", ">", now),
            ),
          ),
        );
      }
      const ids = (await query.orderBy("id").limit(batch).execute()).map((r) => r.id);
      if (ids.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const [table, n] of Object.entries(await deleteSubmissions(trx, kind, ids))) add(table, "deleted", n);
      });
      if (ids.length < batch) break;
    }
  }

  // Sent emails: bodies and addresses blanked, the row (status, purpose, times) kept.
  const bodyCutoff = daysBefore(now, settings.emailBodyDays);
  await loop("outbox", "blanked", async () => {
    const due = db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "sent")
      .where("sent_at", "<", bodyCutoff)
      .where("recipients", "<>", "")
      .orderBy("id")
      .limit(batch);
    const result = await db
      .updateTable("outbox")
      .set({
        recipients: "",
        reply_to: null,
        subject: sql<string>`purpose`,
        text_body: "",
        html_body: "",
        ical_method: null,
        ical_content: null,
        last_error: null,
      })
      .where("id", "in", due)
      .executeTakeFirst();
    return result.numUpdatedRows;
  });

  // Failed and cancelled emails.
  const failedCutoff = daysBefore(now, settings.failedEmailDays);
  await loop("outbox", "deleted", async () => {
    const due = db.selectFrom("outbox").select("id").where("status", "in", ["failed", "cancelled"]).where("created_at", "<", failedCutoff).orderBy("id").limit(batch);
    return (await db.deleteFrom("outbox").where("id", "in", due).executeTakeFirst()).numDeletedRows;
  });

  // The back office's sign-in traces.
  await loop("sessions", "deleted", async () => {
    const due = db
      .selectFrom("sessions")
      .select("id")
      .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", now - SESSION_IDLE_MS)]))
      .limit(batch);
    return (await db.deleteFrom("sessions").where("id", "in", due).executeTakeFirst()).numDeletedRows;
  });
  await loop("setup_tokens", "deleted", async () => {
    const due = db
      .selectFrom("setup_tokens")
      .select("token_hash")
      .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", now)]))
      .limit(batch);
    return (await db.deleteFrom("setup_tokens").where("token_hash", "in", due).executeTakeFirst()).numDeletedRows;
  });
  await loop("sign_in_challenges", "deleted", async () => {
    const due = db.selectFrom("sign_in_challenges").select("id").where("expires_at", "<=", now).limit(batch);
    return (await db.deleteFrom("sign_in_challenges").where("id", "in", due).executeTakeFirst()).numDeletedRows;
  });
  // Browsers remembered for the new sign-in email: forgotten with their cookie (a handful of rows:
  // one statement each, not batched); an email's sign-out link once it stops working.
  await loop("sign_in_devices", "deleted", async () => {
    return (await db.deleteFrom("sign_in_devices").where("last_seen_at", "<=", now - DEVICE_COOKIE_MAX_AGE_MS).executeTakeFirst()).numDeletedRows;
  });
  await loop("sign_in_devices", "blanked", async () => {
    const result = await db
      .updateTable("sign_in_devices")
      .set({ sign_out_hash: null, sign_out_until: null })
      .where("sign_out_until", "<=", now)
      .executeTakeFirst();
    return result.numUpdatedRows;
  });
  await loop("webauthn_challenges", "deleted", async () => {
    const due = db.selectFrom("webauthn_challenges").select("id").where("expires_at", "<=", now).limit(batch);
    return (await db.deleteFrom("webauthn_challenges").where("id", "in", due).executeTakeFirst()).numDeletedRows;
  });
  await loop("auth_attempts", "deleted", async () => {
    const due = db
      .selectFrom("auth_attempts")
      .select("key")
      .where("updated_at", "<", now - FORGET_AFTER_MS)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
      .limit(batch);
    return (await db.deleteFrom("auth_attempts").where("key", "in", due).executeTakeFirst()).numDeletedRows;
  });

  // The forms' attempt limit (as server/forms/rate-limit.server.ts forgets them).
  await loop("form_attempts", "deleted", async () => {
    const due = db.selectFrom("form_attempts").select("id").where("at", "<=", now - settings.formWindowMs).limit(batch);
    return (await db.deleteFrom("form_attempts").where("id", "in", due).executeTakeFirst()).numDeletedRows;
  });
  await loop("form_blocks", "deleted", async () => {
    const due = db.selectFrom("form_blocks").select("key").where("blocked_until", "<=", now - settings.formWindowMs).limit(batch);
    return (await db.deleteFrom("form_blocks").where("key", "in", due).executeTakeFirst()).numDeletedRows;
  });

  // The per-client booking counters (server/booking/guard.server.ts): only today's and yesterday's count.
  const clientDayCutoff = new Date(now - 24 * 60 * 60_000).toISOString().slice(0, 10);
  await loop("booking_client_counts", "deleted", async () => {
    const due = db.selectFrom("booking_client_counts").select("key").where("day", "<", clientDayCutoff).limit(batch);
    return (await db.deleteFrom("booking_client_counts").where("key", "in", due).executeTakeFirst()).numDeletedRows;
  });

  // The audit log: old entries go; addresses are shortened first.
  const auditCutoff = monthsBefore(now, settings.auditMonths);
  await loop("audit_log", "deleted", async () => {
    const due = db.selectFrom("audit_log").select("id").where("at", "<", auditCutoff).orderBy("id").limit(batch);
    return (await db.deleteFrom("audit_log").where("id", "in", due).executeTakeFirst()).numDeletedRows;
  });
  const addressCutoff = daysBefore(now, settings.auditAddressDays);
  await loop("audit_log", "shortened", async () => {
    const rows = await db
      .selectFrom("audit_log")
      .select(["id", "address"])
      .where("at", "<", addressCutoff)
      .where("address", "is not", null)
      // Whole addresses; and the IPv6 /64s ("2001:db8:1:2::/64") the log kept before issue 40, as shortened as any other.
      .where((eb) => eb.or([eb("address", "not like", "%/%"), eb("address", "like", "%::/64")]))
      .orderBy("id")
      .limit(batch)
      .execute();
    if (rows.length === 0) return 0;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx.updateTable("audit_log").set({ address: shortenAddress(String(row.address).replace(/\/64$/, "")) }).where("id", "=", row.id).execute();
      }
    });
    return rows.length;
  });

  // Orders: financial records, kept `orderYears` after they were made (times in ms).
  const orderCutoff = Date.parse(monthsBefore(now, settings.orderYears * 12));
  await loop("orders", "deleted", async () => {
    const due = (await db.selectFrom("orders").select("id").where("created_at", "<", orderCutoff).orderBy("id").limit(batch).execute()).map((row) => row.id);
    if (due.length === 0) return 0n;
    return db.transaction().execute(async (trx) => {
      // Their sessions' bookings (long past) go with them; the sessions and links follow the order (on delete cascade).
      const bookings = trx.selectFrom("bookings").innerJoin("order_sessions as s", "s.id", "bookings.order_session_id").select("bookings.id").where("s.order_id", "in", due);
      for (const table of ["booking_reminders", "booking_claims", "booking_links"] as const) await trx.deleteFrom(table).where("booking_id", "in", bookings).execute();
      await trx.deleteFrom("bookings").where("id", "in", bookings).execute();
      return (await trx.deleteFrom("orders").where("id", "in", due).executeTakeFirst()).numDeletedRows;
    });
  });
  await loop("stripe_events", "deleted", async () => {
    const due = db.selectFrom("stripe_events").select("id").where("received_at", "<", now - STRIPE_EVENT_DAYS * DAY_MS).limit(batch);
    return (await db.deleteFrom("stripe_events").where("id", "in", due).executeTakeFirst()).numDeletedRows;
  });

  return counts;
}

/**
 * The daily schedule in a server process: a look now and every hour (an unref'd timer, so it never
 * holds the process open), and a sweep when none has finished in the last 24 hours. Each sweep
 * takes the lease and asks again, holding it, so with several instances one sweeps a day, whichever
 * looks first. Returns a stop function.
 */
export function startRetentionSchedule(options: {
  db: AppDatabase;
  settings: RetentionSettings;
  log?: (line: string) => void;
  now?: () => number;
  intervalMs?: number;
}): () => void {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const holder = randomUUID();
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runRetention(options.db, options.settings, now(), log, holder, { ifDue: true })
      .catch((error: unknown) => log(`retention: the sweep failed: ${error instanceof Error ? error.name : "error"}`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? RETENTION_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
