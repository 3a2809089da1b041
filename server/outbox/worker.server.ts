import type { AppDatabase } from "../db/database.server";
import { claimDue, markFailedTry, markSent, type OutboxRow } from "./outbox.server";

export type OutboxWorkerOptions = {
  db: AppDatabase;
  /** Sends one row's email; rejects with nodemailer's error (its responseCode tells a 5xx). */
  send: (row: OutboxRow) => Promise<unknown>;
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
    try {
      await this.options.send(row);
    } catch (error) {
      const outcome = await markFailedTry(this.options.db, row, error, { now: this.now(), random: this.options.random });
      // The id and the purpose only: recipients and subjects hold visitors' data.
      this.log(`outbox: email ${row.id} (${row.purpose}) not sent, try ${row.attempts}: ${outcome === "failed" ? "failed" : "will retry"}`);
      return;
    }
    await markSent(this.options.db, row.id, this.now());
  }
}
