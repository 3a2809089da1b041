import type { AppDatabase } from "#server/db/database.server";
import { claimDue, isPermanentFailure, markFailedTry, markPartlySent, markSent, type OutboxRow } from "./outbox.server";
import { rowRecipients } from "./transport.server";

/**
 * What the mail server said of each recipient of a message it took (nodemailer's `info`): those it
 * accepted and those it refused, with the refusal of each (`recipient` and `responseCode` on it).
 * Absent lists: every recipient was accepted.
 */
export type SendOutcome = {
  accepted?: readonly string[];
  rejected?: readonly string[];
  rejectedErrors?: readonly unknown[];
};

export type OutboxWorkerOptions = {
  db: AppDatabase;
  /**
   * Sends one row's email; rejects with nodemailer's error (its responseCode tells a 5xx), which
   * is also what it does when the server refuses every recipient. Resolves with what the server
   * said of each recipient: a refused one is never counted as sent.
   */
  send: (row: OutboxRow) => Promise<SendOutcome | void>;
  /** How often to look for due emails when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed email is this worker's before another may take it over (OUTBOX_CLAIM_SECONDS). */
  leaseMs?: number;
  /** Emails claimed and sent together. */
  batch?: number;
  now?: () => number;
  random?: () => number;
  log?: (line: string) => void;
};

/**
 * Sends what the outbox holds: claims due emails (atomically, so two workers never take the same
 * one at the same time), sends each, and marks it sent, due again later, or failed. A worker that
 * dies mid-send leaves its claim to expire; the email is then claimed and sent again with the same
 * Message-ID (at least once). All its state is per instance: start one per server process.
 */
export class OutboxWorker {
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** Set by stop(): a drain under way finishes its batch and takes no more. */
  private stopping = false;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batch = options.batch ?? 5;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.nudge();
  }

  /** Look now (a submission has just written emails); if a run is under way, run again after it. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.log(`outbox: worker error: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.nudge();
        } else {
          this.timer = setTimeout(() => this.nudge(), this.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Stops polling and waits for the emails being sent to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends everything due now; resolves with how many emails were tried. */
  async drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await claimDue(this.options.db, { now: this.now(), leaseMs: this.leaseMs, limit: this.batch });
      if (rows.length === 0) return tried;
      tried += rows.length;
      await Promise.all(rows.map((row) => this.sendOne(row)));
      if (this.stopping) return tried;
    }
  }

  private async sendOne(row: OutboxRow): Promise<void> {
    let outcome: SendOutcome | void;
    try {
      outcome = await this.options.send(row);
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    const recipients = rowRecipients(row.recipients);
    const refused = refusedRecipients(recipients, outcome);
    if (refused.length === 0) {
      await markSent(this.options.db, row, this.now());
      return;
    }
    const accepted = recipients.filter((address) => !refused.some((r) => r.address === address));
    if (accepted.length === 0) {
      // Refused for every recipient although the server took the message (possible over LMTP):
      // a failed try, temporary if any refusal was.
      await this.failed(row, refused.find((r) => !isPermanentFailure(r.error))?.error ?? refused[0]!.error);
      return;
    }
    const outcomes = await markPartlySent(this.options.db, row, accepted, refused, { now: this.now(), random: this.options.random });
    this.log(
      `outbox: email ${row.id} (${row.purpose}) sent to ${accepted.length} of ${recipients.length} recipients, try ${row.attempts}; ` +
        `the others have their own emails now: ${outcomes.map((o) => (o === "failed" ? "failed" : "will retry")).join(", ") || "none (no longer this worker's)"}`,
    );
  }

  private async failed(row: OutboxRow, error: unknown): Promise<void> {
    const outcome = await markFailedTry(this.options.db, row, error, { now: this.now(), random: this.options.random });
    // The id and the purpose only: recipients and subjects hold visitors' data.
    this.log(`outbox: email ${row.id} (${row.purpose}) not sent, try ${row.attempts}: ${outcome === "failed" ? "failed" : "will retry"}`);
  }
}

/** An address as the mail server's envelope names it: `Name <a@b>` is `a@b`; compared without case. */
function envelopeAddress(address: string): string {
  return (/<([^<>]*)>\s*$/.exec(address)?.[1] ?? address).trim().toLowerCase();
}

/**
 * The recipients of a row the mail server did not take, each with its refusal: those it names as
 * rejected, and, when it says whom it accepted, any it does not name there (so a row is never
 * counted sent for an address nobody answered for). A refusal without its own error gets a plain
 * one (not permanent: it is retried).
 */
export function refusedRecipients(recipients: readonly string[], outcome: SendOutcome | void): { address: string; error: unknown }[] {
  if (!outcome) return [];
  const set = (list: readonly string[] | undefined) => (Array.isArray(list) ? new Set(list.map((a) => envelopeAddress(String(a)))) : null);
  const rejected = set(outcome.rejected) ?? new Set<string>();
  const accepted = set(outcome.accepted);
  const errors = new Map<string, unknown>();
  for (const error of outcome.rejectedErrors ?? []) {
    const recipient = (error as { recipient?: unknown } | null)?.recipient;
    if (typeof recipient === "string" && !errors.has(envelopeAddress(recipient))) errors.set(envelopeAddress(recipient), error);
  }
  return recipients
    .filter((address) => rejected.has(envelopeAddress(address)) || (accepted !== null && !accepted.has(envelopeAddress(address))))
    .map((address) => ({ address, error: errors.get(envelopeAddress(address)) ?? new Error(`The mail server did not accept the recipient ${address}`) }));
}
