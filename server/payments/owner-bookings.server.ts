import type { AppDatabase } from "#server/db/database.server";
import { formatWhen } from "#common/booking/format.ts";
import type { ChangeDeps } from "#server/booking/changes.server";
import { mondayOf } from "#server/booking/owner-admin.server";
import { bookSession, sessionAt, sessionBookable } from "#server/booking/sessions.server";
import { wallClock } from "#server/booking/slots";
import { orderById, orderSessions } from "./orders.server";

/**
 * The owner books a bought session for the family herself (issue 43), from the order's page in
 * the back office: a coach who just agreed a time with a parent on the phone. The same
 * `bookSession` as the family's own page (the session taken open → booked while the order is paid,
 * the time checked and claimed as any booking's, the family's confirmation with the invite and
 * her session's page link, the owner's copy), with the times in the business's zone.
 */

const TAG = "en-US";

/** A session of the order as her page lists it: its state, and its time and place on Calls once booked. */
export type OwnerSession = {
  position: number;
  name: string;
  minutes: number;
  status: string;
  bookable: boolean;
  booking: { id: number; iso: string; when: string; callsHref: string } | null;
};

/** Where a booking is on Calls: its week, its card. */
export function callsHref(bookingId: number, start: number, timeZone: string): string {
  return `/admin/calls?week=${mondayOf(wallClock(start, timeZone).date)}#call-${bookingId}`;
}

/** The order's sessions, in order, each with the booking that holds it now (not cancelled), times in `timeZone`. */
export async function ownerOrderSessions(db: AppDatabase, orderId: number, timeZone: string): Promise<OwnerSession[]> {
  const order = await orderById(db, orderId);
  if (!order) return [];
  const sessions = await orderSessions(db, order.id);
  const ids = sessions.map((s) => s.id);
  const bookings =
    ids.length === 0
      ? []
      : await db
          .selectFrom("bookings")
          .select(["id", "order_session_id", "start_at"])
          .where("order_session_id", "in", ids)
          .where("status", "!=", "cancelled")
          .orderBy("id", "desc")
          .execute();
  return sessions.map((session) => {
    const held = bookings.find((b) => Number(b.order_session_id) === Number(session.id));
    const start = held ? Number(held.start_at) : 0;
    return {
      position: Number(session.position),
      name: session.name,
      minutes: Number(session.minutes),
      status: session.status,
      bookable: !held && sessionBookable(order, session),
      booking: held ? { id: Number(held.id), iso: new Date(start).toISOString(), when: formatWhen(start, timeZone, TAG), callsHref: callsHref(Number(held.id), start, timeZone) } : null,
    };
  });
}

/** A session's position as the page's query or form sends it ("0" to "99"), or null. */
export function sessionPosition(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/** A chosen time as the picker's radio buttons send it (ms since 1970), or null. */
export function chosenStart(value: unknown): number | null {
  return typeof value === "string" && /^\d{12,14}$/.test(value) ? Number(value) : null;
}

export type OwnerBooking =
  | { ok: true; bookingId: number; start: number; session: string }
  | { ok: false; status: 400; reason: "no-time" }
  | { ok: false; status: 404; reason: "not-found" }
  | { ok: false; status: 409; reason: "taken" | "not-bookable" };

/**
 * Books `start` for the order's session at `position`, as the family's own page does, with the
 * family's time zone unknown (null: her emails read the business's times with its zone's name).
 * Nothing is stored unless it all succeeds.
 */
export async function ownerBookSession(
  deps: ChangeDeps & { domain: string },
  orderId: number,
  position: number | null,
  start: number | null,
): Promise<OwnerBooking> {
  const order = await orderById(deps.db, orderId);
  const session = order && position !== null ? await sessionAt(deps.db, order.id, position) : null;
  if (!order || !session) return { ok: false, status: 404, reason: "not-found" };
  if (!sessionBookable(order, session)) return { ok: false, status: 409, reason: "not-bookable" };
  if (start === null) return { ok: false, status: 400, reason: "no-time" };
  const outcome = await bookSession(deps, order, session.id, start, null);
  if (!outcome.ok) return { ok: false, status: 409, reason: outcome.reason };
  return { ok: true, bookingId: Number(outcome.booking.id), start: Number(outcome.booking.start_at), session: session.name };
}
