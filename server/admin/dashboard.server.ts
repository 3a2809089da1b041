import type { AppDatabase } from "../db/database.server";

/** The four form tables by the kind names used in /admin URLs (FormId in app/lib/forms/common.ts). */
const tables = [
  ["discovery-call", "discovery_call_requests"],
  ["contact", "contact_messages"],
  ["partnership", "partnership_inquiries"],
  ["feedback", "feedback_submissions"],
] as const;

/** How many submissions of each kind are still new (one indexed count per table). */
export async function newSubmissionCounts(db: AppDatabase): Promise<{ kind: (typeof tables)[number][0]; count: number }[]> {
  return Promise.all(
    tables.map(async ([kind, table]) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("status", "=", "new")
        .executeTakeFirstOrThrow();
      return { kind, count: Number(row.count) };
    }),
  );
}

/** What the dashboard says about email: whether SMTP is set up, and how many emails have failed. */
export async function emailHealth(db: AppDatabase, config: { SMTP_URL?: string }): Promise<{ smtpConfigured: boolean; failed: number }> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "failed")
    .executeTakeFirstOrThrow();
  return { smtpConfigured: Boolean(config.SMTP_URL), failed: Number(row.count) };
}
