import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { AttemptResult, RateLimitConfig } from "#common/forms/attempt-limiter.ts";
import type { AppDatabase } from "#server/db/database.server";
import { databaseKind } from "#server/db/dialect";

/**
 * The forms' attempt limit, kept in the database so that every instance of the server counts
 * the same attempts: more than `maxAttempts` within `windowMs` from one client blocks that form
 * for `blockMs`, and when the block ends the count starts afresh (the same rule as the browser's
 * AttemptLimiter in common/forms/attempt-limiter.ts, which the pages apply before sending).
 *
 * Each attempt is one transaction that records it, then counts: on SQLite the write comes first
 * so the transaction holds the database's write lock from its first statement; on PostgreSQL an
 * advisory lock on the key does the same for that client. Attempts arriving together on several
 * instances are therefore counted one after another, and exactly the first `maxAttempts` pass.
 * Keys are a SHA-256 of the form and the address: no address is stored, and rows are swept once
 * they no longer count.
 */
export class RateLimitStore {
  constructor(
    private readonly db: AppDatabase,
    private readonly config: RateLimitConfig,
  ) {}

  async attempt(key: string, now: number): Promise<AttemptResult> {
    const id = createHash("sha256").update(key).digest("base64url");
    const { windowMs, blockMs, maxAttempts } = this.config;
    const verdict = await this.db.transaction().execute(async (trx): Promise<AttemptResult> => {
      if (databaseKind(trx) === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended(${id}, 0))`.execute(trx);
      const mine = await trx.insertInto("form_attempts").values({ key: id, at: now }).returning("id").executeTakeFirstOrThrow();
      const block = await trx.selectFrom("form_blocks").select("blocked_until").where("key", "=", id).executeTakeFirst();
      if (block && block.blocked_until > now) {
        // Refused attempts do not count toward the next window.
        await trx.deleteFrom("form_attempts").where("id", "=", mine.id).execute();
        return { allowed: false, justBlocked: false, retryAfterMs: block.blocked_until - now };
      }
      const { n } = await trx
        .selectFrom("form_attempts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("key", "=", id)
        .where("at", ">", now - windowMs)
        // Only attempts since the last block ended: after a block the count starts afresh.
        .where("at", ">=", block?.blocked_until ?? 0)
        .executeTakeFirstOrThrow();
      if (Number(n) <= maxAttempts) return { allowed: true };
      await trx
        .insertInto("form_blocks")
        .values({ key: id, blocked_until: now + blockMs })
        .onConflict((oc) => oc.column("key").doUpdateSet({ blocked_until: now + blockMs }))
        .execute();
      return { allowed: false, justBlocked: true, retryAfterMs: blockMs };
    });
    // What no longer counts for anyone: attempts out of the window, blocks over for a window's length.
    await this.db.deleteFrom("form_attempts").where("at", "<=", now - windowMs).execute();
    await this.db.deleteFrom("form_blocks").where("blocked_until", "<=", now - windowMs).execute();
    return verdict;
  }
}
