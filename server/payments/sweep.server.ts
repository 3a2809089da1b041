import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import type { AppDatabase } from "#server/db/database.server";
import { underLease } from "#server/db/leases.server";
import { CHECKOUT_MINUTES, fulfilCheckoutSession, type OrderMailer } from "./orders.server";

/**
 * The sweep of orders left open (issue 43): Stripe expires a Checkout Session at its expires_at
 * and sends `checkout.session.expired`, and `checkout.session.completed` when it is paid; an event
 * that never arrives (an endpoint down longer than Stripe's three days of retries, an event not
 * subscribed) would leave the order open for ever. Every few minutes one instance (a lease in
 * job_leases) takes the orders still open whose session's expiry passed more than GRACE_MS ago,
 * oldest first, at most `batch` of them, and asks Stripe about each session:
 *
 * - paid: fulfilCheckoutSession, as the webhook would (with its emails);
 * - expired: the order is `expired`;
 * - still open (Stripe late): `checkout.sessions.expire`, then the order is `expired`;
 * - complete and unpaid (a bank debit settling): left open; its async event settles it.
 *
 * An order whose session was never made (Stripe out of reach at checkout) is `expired` once
 * CHECKOUT_MINUTES and the grace have passed since it was made. Every change is a compare-and-set
 * on `status = 'open'`, so a webhook or another instance at the same moment changes it once. A
 * failure is logged with the order's id and the error's type and code only, and the sweep goes on.
 */

export const ORDER_SWEEP_JOB = "orders-sweep";
/** Stripe's own expiry and its event come first: the sweep waits this long after the session's expiry. */
export const GRACE_MS = 10 * 60_000;
/** How often the schedule looks. */
export const ORDER_SWEEP_INTERVAL_MS = 5 * 60_000;
/** How long a run may hold the lease: a run that dies mid-way frees it after this. */
const LEASE_MS = 5 * 60_000;
const DEFAULT_BATCH = 50;

export type SweepCounts = { fulfilled: number; expired: number; waiting: number; failed: number };

/** The error's kind and Stripe's code: never a message (it may quote what was sent). */
function describe(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return `${error.type}${error.code ? ` ${error.code}` : ""}`;
  return error instanceof Error ? error.name : "error";
}

async function expireOrder(db: AppDatabase, orderId: number, now: number): Promise<boolean> {
  const updated = await db.updateTable("orders").set({ status: "expired", updated_at: now }).where("id", "=", orderId).where("status", "=", "open").executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** One pass over the lapsed open orders (no lease: runOrderSweep takes it). */
export async function sweepOpenOrders(
  db: AppDatabase,
  stripe: Stripe,
  options: { now: number; mailer?: OrderMailer; batch?: number; log?: (line: string) => void },
): Promise<SweepCounts> {
  const { now, mailer } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const counts: SweepCounts = { fulfilled: 0, expired: 0, waiting: 0, failed: 0 };
  const lapsed = await db
    .selectFrom("orders")
    .select(["id", "checkout_session_id"])
    .where("status", "=", "open")
    .where((eb) =>
      eb.or([
        eb("checkout_expires_at", "<", now - GRACE_MS),
        eb.and([eb("checkout_session_id", "is", null), eb("created_at", "<", now - CHECKOUT_MINUTES * 60_000 - GRACE_MS)]),
      ]),
    )
    .orderBy("id")
    .limit(options.batch ?? DEFAULT_BATCH)
    .execute();
  for (const order of lapsed) {
    try {
      if (order.checkout_session_id === null) {
        if (await expireOrder(db, order.id, now)) counts.expired++;
        continue;
      }
      const session = await stripe.checkout.sessions.retrieve(order.checkout_session_id);
      const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
      if (session.status === "complete" && paid) {
        if ((await fulfilCheckoutSession(db, stripe, session.id, now, mailer ? { mailer } : {})) === "fulfilled") counts.fulfilled++;
      } else if (session.status === "complete") {
        counts.waiting++;
      } else {
        // Stripe late: the session is expired first, so she can no longer pay on it once the order says expired.
        if (session.status === "open") await stripe.checkout.sessions.expire(session.id);
        if (await expireOrder(db, order.id, now)) counts.expired++;
      }
    } catch (error) {
      counts.failed++;
      log(`orders sweep: order ${order.id} not settled, tried again next time: ${describe(error)}`);
    }
  }
  return counts;
}

/** One sweep under the lease: null when another instance holds it. */
export async function runOrderSweep(
  db: AppDatabase,
  stripe: Stripe,
  options: { now: number; mailer?: OrderMailer; batch?: number; holder?: string; log?: (line: string) => void },
): Promise<SweepCounts | null> {
  const outcome = await underLease(
    db,
    { name: ORDER_SWEEP_JOB, holder: options.holder ?? randomUUID(), now: options.now, ms: LEASE_MS },
    async () => true,
    () => sweepOpenOrders(db, stripe, options),
  );
  return outcome.ran ? outcome.value : null;
}

/** The schedule in a server process: a look now and every ORDER_SWEEP_INTERVAL_MS (an unref'd timer). Returns a stop function. */
export function startOrderSweepSchedule(options: { db: AppDatabase; stripe: Stripe; mailer: OrderMailer; log?: (line: string) => void; now?: () => number; intervalMs?: number }): () => void {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const holder = randomUUID();
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runOrderSweep(options.db, options.stripe, { now: now(), mailer: options.mailer, holder, log })
      .then((counts) => {
        if (counts && counts.fulfilled + counts.expired + counts.failed > 0)
          log(`orders sweep: ${counts.fulfilled} fulfilled, ${counts.expired} expired, ${counts.waiting} waiting for a bank debit, ${counts.failed} failed`);
      })
      .catch((error: unknown) => log(`orders sweep: failed: ${describe(error)}`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? ORDER_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
