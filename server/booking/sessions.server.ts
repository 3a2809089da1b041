import type { Kysely } from "kysely";
import type { AppointmentLength } from "#common/booking/appointment-types.ts";
import type { Database, SubmissionLanguage } from "#server/db/schema";
import type { Order, OrderSession } from "#server/payments/orders.server";
import { bookInTransaction, SlotTaken, type BookingRow } from "./bookings.server";
import { partyOf, type ChangeDeps } from "./changes.server";

/**
 * Booking the sessions a family bought (issue 43). Each bought session is an appointment type of
 * its own (its key, its length as bought, not counted under the discovery calls' daily and monthly
 * caps), booked through the same free times, claims, invites, reminders and manage links as the
 * discovery call. Only the holder of a paid, unbooked session can book it: its page is opened by
 * her order's secret link, and the session is taken (open → booked) with a compare-and-set in the
 * booking's transaction, so a session is never booked twice.
 */

/** A bought session as an appointment type: its length as bought; the caps are the free call's. */
export function sessionAppointment(session: Pick<OrderSession, "session_key" | "minutes">): AppointmentLength {
  return { id: session.session_key, minutes: Number(session.minutes), countsInCaps: false };
}

/** The order's session at `position` (from 0), or null. */
export async function sessionAt(db: Kysely<Database>, orderId: number, position: number): Promise<OrderSession | null> {
  if (!Number.isSafeInteger(position) || position < 0) return null;
  return (await db.selectFrom("order_sessions").selectAll().where("order_id", "=", orderId).where("position", "=", position).executeTakeFirst()) ?? null;
}

/** The booking that holds a session now (not cancelled), if any. */
export async function bookingOfSession(db: Kysely<Database>, sessionId: number): Promise<BookingRow | null> {
  return (
    (await db.selectFrom("bookings").selectAll().where("order_session_id", "=", sessionId).where("status", "!=", "cancelled").orderBy("id", "desc").executeTakeFirst()) ?? null
  );
}

/** Whether a session can be booked now: its order paid and not refunded in full, the session open. */
export function sessionBookable(order: Pick<Order, "status" | "amount_refunded" | "amount_total">, session: Pick<OrderSession, "status">): boolean {
  return order.status === "paid" && Number(order.amount_refunded) < Number(order.amount_total) && session.status === "open";
}

export type SessionBooking = { ok: true; booking: BookingRow; token: string } | { ok: false; reason: "not-bookable" | "taken" };

/**
 * Books `start` for the bought session, with its emails, in one transaction: the session taken
 * from open to booked only while its order is paid and not refunded in full ("not-bookable"
 * otherwise: booked meanwhile, or not paid), then the time checked and claimed as any booking's
 * ("taken": no longer free). Either failure changes nothing.
 */
export async function bookSession(
  deps: ChangeDeps & { domain: string },
  order: Pick<Order, "id" | "language">,
  sessionId: number,
  start: number,
  parentTimeZone: string | null,
): Promise<SessionBooking> {
  const context = deps.context();
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      const session = await trx
        .updateTable("order_sessions")
        .set({ status: "booked", updated_at: context.now })
        .where("id", "=", sessionId)
        .where("order_id", "=", order.id)
        .where("status", "=", "open")
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("orders")
              .select("orders.id")
              .where("orders.id", "=", order.id)
              .where("orders.status", "=", "paid")
              .whereRef("orders.amount_refunded", "<", "orders.amount_total"),
          ),
        )
        .returningAll()
        .executeTakeFirst();
      if (!session) return null;
      const made = await bookInTransaction(
        trx,
        { ...context, domain: deps.domain },
        { orderSessionId: session.id, language: order.language as SubmissionLanguage, parentTimeZone },
        start,
        sessionAppointment(session),
      );
      await deps.mailer?.booked(trx, made.booking, await partyOf(trx, made.booking), made.token, context.now);
      return made;
    });
    if (!result) return { ok: false, reason: "not-bookable" };
    deps.mailer?.afterCommit?.();
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof SlotTaken) return { ok: false, reason: "taken" };
    throw error;
  }
}
