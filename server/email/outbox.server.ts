import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from "kysely";
import { isOutboxStatus, OUTBOX_PAGE_SIZE, outboxStatuses, type OutboxStatusName } from "#common/email/outbox.ts";
import type { ContactDetails, Mailbox, MailSettings, ServerConfig } from "#server/config.server";
import { mailSettings } from "#server/config.server";
import { withoutControlCharacters } from "#server/control-characters.server";
import type { AppDatabase } from "#server/db/database.server";
import { databaseKind } from "#server/db/dialect";
import type { Database, OutboxStatus, OutboxTable } from "#server/db/schema";
import type { NewSubmission, SubmissionEmails } from "#server/forms/submissions.server";
import {
  composeOwnerNotification,
  composeVisitorConfirmation,
  newMessageId,
  type ComposedEmail,
  type ComposeSettings,
} from "./compose.server";

/**
 * The outbox: every email the site sends is first a row here, written in the same transaction as
 * what caused it, then sent by the worker (worker.server.ts). This module writes, claims and marks
 * rows, and serves the back office's Outbox page. It keeps no state of its own: several server
 * processes may share one database.
 */

export type OutboxRow = Selectable<OutboxTable>;
// The page's list of statuses must be exactly the schema's (a compile error otherwise).
const sameStatuses: [OutboxStatus, OutboxStatusName] extends [OutboxStatusName, OutboxStatus] ? true : never = true;
void sameStatuses;
export { isOutboxStatus, OUTBOX_PAGE_SIZE, outboxStatuses };

/** Tries before an email is marked failed. */
export const MAX_ATTEMPTS = 10;
const MINUTE = 60_000;
const MAX_DELAY_MS = 6 * 60 * MINUTE;
const DAY_MS = 24 * 60 * MINUTE;
const HOUR_MS = 60 * MINUTE;

/**
 * How long to wait after the `attempts`-th failed try: 1 minute, doubling, never more than 6 hours,
 * with up to 20% jitter either way so emails that failed together do not all retry together.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  const jittered = base * (1 + (random() * 2 - 1) * 0.2);
  return Math.round(Math.min(jittered, MAX_DELAY_MS));
}

/**
 * A refusal that retrying would get again: an SMTP 5xx reply. 503 ("bad sequence of commands") is
 * left out, as nodemailer does: it describes the session, not the message.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code <= 599 && code !== 503;
}

/** One short line for the Outbox page: the SMTP reply or the error, no stack. */
export function describeError(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown; code?: unknown } | null;
  const text = typeof e?.response === "string" && e.response !== "" ? e.response : typeof e?.message === "string" ? e.message : String(error);
  const line = text.replace(/\s+/g, " ").trim();
  return (typeof e?.code === "string" && !line.includes(e.code) ? `${e.code}: ${line}` : line).slice(0, 500);
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The addresses of `to`, each once (compared without case), in their first spelling. An address
 * named twice in OWNER_NOTIFY_EMAIL gets one email, not two.
 */
export function distinctRecipients(to: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of to) {
    const address = raw.trim();
    const key = address.toLowerCase();
    if (address === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(address);
  }
  return out;
}

/**
 * Writes one composed email (and its calendar invite, if any) as waiting rows, due now or at
 * `dueAt` (a reminder): **one row per recipient**, each with its own Message-ID, so each address
 * has its own outcome and retries (an owner address that refuses is retried alone; the others are
 * sent once). Returns the Message-IDs, one per distinct recipient, in the order of `email.to`.
 */
export async function enqueueEmail(trx: Kysely<Database>, email: ComposedEmail, from: Mailbox, now: number, dueAt: number = now): Promise<string[]> {
  if (email.invite && !new RegExp(`^METHOD:${email.invite.method}\r$`, "m").test(email.invite.content)) {
    throw new Error(`enqueueEmail: the invite's METHOD is not ${email.invite.method}`);
  }
  const recipients = distinctRecipients(email.to);
  if (recipients.length === 0) throw new Error("enqueueEmail: the email has no recipient");
  const rows = recipients.map((recipient) => ({
    message_id: newMessageId(from),
    purpose: email.purpose,
    submission_kind: email.submissionKind,
    submission_id: email.submissionId,
    recipients: recipient,
    reply_to: email.replyTo,
    // Every email passes here: no control character a visitor typed (other than tab and line breaks) reaches one.
    subject: withoutControlCharacters(email.subject),
    text_body: withoutControlCharacters(email.text),
    html_body: withoutControlCharacters(email.html),
    ical_method: email.invite?.method ?? null,
    ical_content: email.invite ? withoutControlCharacters(email.invite.content) : null,
    next_attempt_at: iso(dueAt),
    created_at: iso(now),
  }));
  await trx.insertInto("outbox").values(rows).execute();
  return rows.map((row) => row.message_id);
}

export type SubmissionMailerDeps = {
  compose: ComposeSettings;
  from: Mailbox;
  limits: { perRecipientPerDay: number; perHour: number };
  /** Called after the submission's transaction committed with new emails: wakes the worker. */
  onQueued?: () => void;
  /** Where a suppressed confirmation is counted (never with the address). */
  log?: (line: string) => void;
};

/**
 * The hook the SubmissionService calls inside its transaction when a submission is new: the
 * owner's notification always, the visitor's confirmation within the abuse limits (counted from
 * this table in the same transaction).
 */
export function createSubmissionMailer(deps: SubmissionMailerDeps): SubmissionEmails {
  const log = deps.log ?? ((line: string) => console.log(line));
  return {
    async stored(trx: Transaction<Database>, submission: NewSubmission, now: number) {
      await enqueueEmail(trx, composeOwnerNotification(submission, deps.compose), deps.from, now);
      const confirmation = composeVisitorConfirmation(submission, deps.compose);
      if (!confirmation) return;
      // SQLite runs one writing transaction at a time; on PostgreSQL the confirmations are counted
      // under one lock, so transactions at the same moment cannot each see room for one more.
      if (databaseKind(trx) === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended('outbox-confirmations', 0))`.execute(trx);
      const refused = await confirmationRefusal(trx, confirmation.to[0]!, deps.limits, now);
      if (refused) {
        log(`outbox: visitor confirmation for ${submission.kind} ${submission.id} not written (${refused} limit reached)`);
        return;
      }
      await enqueueEmail(trx, confirmation, deps.from, now);
    },
    afterCommit() {
      deps.onQueued?.();
    },
  };
}

/** Which confirmation limit a new confirmation to `recipient` would break, or null. */
async function confirmationRefusal(
  trx: Kysely<Database>,
  recipient: string,
  limits: { perRecipientPerDay: number; perHour: number },
  now: number,
): Promise<"per-recipient" | "hourly" | null> {
  const count = async (since: number, to?: string) => {
    let query = trx
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("purpose", "=", "visitor-confirmation")
      .where("created_at", ">", iso(since));
    if (to !== undefined) query = query.where("recipients", "=", to);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  if ((await count(now - DAY_MS, recipient)) >= limits.perRecipientPerDay) return "per-recipient";
  if ((await count(now - HOUR_MS)) >= limits.perHour) return "hourly";
  return null;
}

/** The mailer as the server runs it, from its settings. */
export function submissionMailerFromConfig(config: ServerConfig, onQueued?: () => void, details?: ContactDetails): SubmissionEmails {
  const mail: MailSettings = mailSettings(config, details);
  return createSubmissionMailer({
    compose: composeSettings(config, details),
    from: mail.from,
    limits: { perRecipientPerDay: mail.perRecipientPerDay, perHour: mail.perHour },
    onQueued,
  });
}

/** What the emails are written with, from the server's settings; the contact email as published when each email is written. */
export function composeSettings(config: ServerConfig, details: ContactDetails = { current: () => config.business }): ComposeSettings {
  const mail = mailSettings(config, details);
  return {
    businessName: config.business.name,
    get contactEmail() {
      return details.current().contactEmail;
    },
    siteUrl: config.business.siteUrl,
    timeZone: config.BUSINESS_TIME_ZONE,
    get ownerRecipients() {
      return mail.ownerRecipients;
    },
  };
}


/**
 * Takes up to `limit` due emails for this worker, atomically: waiting ones whose time has come,
 * and ones another worker claimed and never finished (it crashed mid-send; the lease ran out).
 * Each try counts when it starts, so an email that crashes the sender cannot loop for ever.
 */
export async function claimDue(db: AppDatabase, options: { now: number; leaseMs: number; limit: number }): Promise<OutboxRow[]> {
  const now = iso(options.now);
  const due = (w: ExpressionBuilder<Database, "outbox">) =>
    w.or([
      w.and([w("status", "=", "waiting"), w("next_attempt_at", "<=", now)]),
      w.and([w("status", "=", "sending"), w("claimed_until", "<", now)]),
    ]);
  const rows = await db
    .updateTable("outbox")
    .set({ status: "sending", claimed_until: iso(options.now + options.leaseMs), attempts: sql<number>`attempts + 1` })
    .where("id", "in", (eb) => {
      const pick = eb.selectFrom("outbox").select("id").where(due).orderBy("id").limit(options.limit);
      // PostgreSQL: rows another worker is claiming right now are skipped, not waited for.
      return databaseKind(db) === "postgres" ? pick.forUpdate().skipLocked() : pick;
    })
    // Checked again on the row itself: where writers run concurrently (Postgres), a row another
    // worker claimed in the meantime is rechecked against this and left alone.
    .where(due)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * A claim is a row's status "sending" and its try count (`attempts`), raised by each claim: a
 * worker's outcome changes the row only while the claim is still its own. One whose claim ran out
 * and was taken over (its send outlived OUTBOX_CLAIM_SECONDS) changes nothing: the new claim's
 * outcome stands, and its failure cannot put back to waiting an email another worker is sending.
 */
type Claim = Pick<OutboxRow, "id" | "attempts">;

export async function markSent(db: AppDatabase, claim: Claim, now: number): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: iso(now), claimed_until: null, last_error: null })
    .where("id", "=", claim.id)
    .where("status", "=", "sending")
    .where("attempts", "=", claim.attempts)
    .execute();
}

/** What a failed try leaves on a row: failed for good (a 5xx, or the last try), or waiting for the next one. */
function afterFailedTry(attempts: number, error: unknown, options: { now: number; random?: () => number }) {
  const final = isPermanentFailure(error) || attempts >= MAX_ATTEMPTS;
  return {
    status: final ? ("failed" as const) : ("waiting" as const),
    claimed_until: null,
    last_error: describeError(error),
    next_attempt_at: iso(final ? options.now : options.now + retryDelayMs(attempts, options.random)),
  };
}

/** After a failed try: failed for good (a 5xx, or the last try), or waiting for the next one. */
export async function markFailedTry(db: AppDatabase, row: Claim, error: unknown, options: { now: number; random?: () => number }): Promise<"failed" | "waiting"> {
  const next = afterFailedTry(row.attempts, error, options);
  await db.updateTable("outbox").set(next).where("id", "=", row.id).where("status", "=", "sending").where("attempts", "=", row.attempts).execute();
  return next.status;
}

/**
 * A row of several recipients (written before each recipient had its own row) that the mail
 * server took for some and refused for others. The row, whose Message-ID the accepted ones
 * received, becomes their record: sent, its recipients narrowed to them. Each refused address
 * gets a row of its own (the same email, a new Message-ID: it has received nothing), carrying the
 * tries so far and this refusal, waiting for its next try or failed, as if it had always been
 * alone. One transaction; nothing changes if the row is no longer this worker's (its lease ran
 * out and another took it). Returns what became of each refused address.
 */
export async function markPartlySent(
  db: AppDatabase,
  row: OutboxRow,
  accepted: readonly string[],
  refused: readonly { address: string; error: unknown }[],
  options: { now: number; random?: () => number },
): Promise<("failed" | "waiting")[]> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("outbox")
      .set({ status: "sent", sent_at: iso(options.now), claimed_until: null, last_error: null, recipients: accepted.join(", ") })
      .where("id", "=", row.id)
      .where("status", "=", "sending")
      .where("attempts", "=", row.attempts)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return [];
    const domain = /@([^@>]+)>$/.exec(row.message_id)?.[1] ?? "localhost";
    const outcomes: ("failed" | "waiting")[] = [];
    for (const { address, error } of refused) {
      const next = afterFailedTry(row.attempts, error, options);
      await trx
        .insertInto("outbox")
        .values({
          message_id: `<${randomUUID()}@${domain}>`,
          purpose: row.purpose,
          submission_kind: row.submission_kind,
          submission_id: row.submission_id,
          recipients: address,
          reply_to: row.reply_to,
          subject: row.subject,
          text_body: row.text_body,
          html_body: row.html_body,
          ical_method: row.ical_method,
          ical_content: row.ical_content,
          attempts: row.attempts,
          created_at: row.created_at,
          ...next,
        })
        .execute();
      outcomes.push(next.status);
    }
    return outcomes;
  });
}

// ---- The back office ----

export type OutboxCounts = Record<OutboxStatus, number>;

export async function outboxCounts(db: AppDatabase): Promise<OutboxCounts> {
  const rows = await db.selectFrom("outbox").select(["status", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("status").execute();
  const counts: OutboxCounts = { waiting: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 };
  for (const row of rows) if (isOutboxStatus(row.status)) counts[row.status] = Number(row.n);
  return counts;
}

export async function listOutbox(db: AppDatabase, filter: { status?: OutboxStatus | null; page?: number }): Promise<{ rows: OutboxRow[]; total: number }> {
  let query = db.selectFrom("outbox");
  if (filter.status) query = query.where("status", "=", filter.status);
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const page = Math.max(1, filter.page ?? 1);
  const rows = await query
    .selectAll()
    .orderBy("id", "desc")
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE)
    .execute();
  return { rows, total };
}

/** "Retry now": a waiting or failed email is due at once (a failed one gets its tries back). False if it cannot be retried. */
export async function retryNow(db: AppDatabase, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({
      status: "waiting",
      next_attempt_at: iso(now),
      claimed_until: null,
      attempts: sql<number>`case when status = 'failed' then 0 else attempts end`,
    })
    .where("id", "=", id)
    .where("status", "in", ["waiting", "failed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** "Cancel": a waiting or failed email is never sent. False if it cannot be cancelled. */
export async function cancelEmail(db: AppDatabase, id: number): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "cancelled", claimed_until: null })
    .where("id", "=", id)
    .where("status", "in", ["waiting", "failed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
