import type { AppDatabase } from "#server/db/database.server";

/** What the dashboard says about email: whether SMTP is set up, and how many emails have failed. */
export async function emailHealth(db: AppDatabase, config: { SMTP_URL?: string }): Promise<{ smtpConfigured: boolean; failed: number }> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "failed")
    .executeTakeFirstOrThrow();
  return { smtpConfigured: Boolean(config.SMTP_URL), failed: Number(row.count) };
}

/** What the dashboard says about calls: booked ahead, and bookings, cancellations, completed calls and no-shows in the last 30 days. */
export async function bookingCounts(db: AppDatabase, now: number): Promise<{ upcoming: number; booked30: number; cancelled30: number; completed30: number; noShows30: number }> {
  const since = now - 30 * 24 * 60 * 60_000;
  const sinceIso = new Date(since).toISOString();
  const count = async (build: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => Number((await build(base()).executeTakeFirstOrThrow()).count);
  const base = () => db.selectFrom("bookings").select((eb) => eb.fn.countAll<number>().as("count"));
  const [upcoming, booked30, cancelled30, completed30, noShows30] = await Promise.all([
    count((q) => q.where("status", "=", "booked").where("start_at", ">=", now)),
    count((q) => q.where("created_at", ">=", sinceIso)),
    count((q) => q.where("status", "=", "cancelled").where("updated_at", ">=", sinceIso)),
    count((q) => q.where("status", "=", "completed").where("start_at", ">=", since).where("start_at", "<", now)),
    count((q) => q.where("status", "=", "no-show").where("start_at", ">=", since).where("start_at", "<", now)),
  ]);
  return { upcoming, booked30, cancelled30, completed30, noShows30 };
}
