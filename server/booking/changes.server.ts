import { timeZoneName } from "#common/time-zone-names.ts";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { AppDatabase } from "#server/db/database.server";
import type { Database, DiscoveryCallRequestTable } from "#server/db/schema";
import {
  cancelInTransaction,
  newManageToken,
  rescheduleInTransaction,
  SlotTaken,
  type BookingContext,
  type BookingRow,
} from "./bookings.server";

/**
 * A booked call changed after it was made, by the parent (from the manage link) or by the owner
 * (from the back office): moved or cancelled in one transaction with the emails it causes, so a
 * change and its emails commit or roll back together.
 */

export type RequestRow = Selectable<DiscoveryCallRequestTable>;
export type ChangedBy = "parent" | "owner";

/**
 * Whom a booking is for (issue 43): the parent of a discovery-call request (her answers), or the
 * family of an order whose bought session it books (the order's name and address, the session's
 * name as bought).
 */
export type BookingParty = {
  parent_name: string;
  parent_email: string;
  /** The number she gave (a discovery call's form asks it); null for a session. */
  parent_phone: string | null;
  /** The discovery call's request; null for a bought session. */
  request: RequestRow | null;
  /** The bought session: its name in the order's language, its order, and its state now (withdrawn: refunded, nothing to book again). */
  session: { name: string; orderId: number; status: string } | null;
};

export function requestParty(request: RequestRow): BookingParty {
  return { parent_name: request.parent_name, parent_email: request.parent_email, parent_phone: request.parent_phone, request, session: null };
}

/** Whom `booking` is for, read in the caller's transaction or database. */
export async function partyOf(db: Kysely<Database>, booking: Pick<BookingRow, "request_id" | "order_session_id">): Promise<BookingParty> {
  if (booking.request_id !== null) {
    return requestParty(await db.selectFrom("discovery_call_requests").selectAll().where("id", "=", booking.request_id).executeTakeFirstOrThrow());
  }
  const row = await db
    .selectFrom("order_sessions as s")
    .innerJoin("orders as o", "o.id", "s.order_id")
    .select(["s.name", "s.status", "o.id", "o.parent_name", "o.parent_email"])
    .where("s.id", "=", booking.order_session_id!)
    .executeTakeFirstOrThrow();
  return { parent_name: row.parent_name, parent_email: row.parent_email, parent_phone: null, request: null, session: { name: row.name, orderId: Number(row.id), status: row.status } };
}

/** The emails of a booking's life, written to the outbox in the change's transaction (server/booking/emails.server.ts). */
export type BookingMailer = {
  /** A new booking: the parent's confirmation with its invite, the owner's copy, the reminders. */
  booked(trx: Transaction<Database>, booking: BookingRow, party: BookingParty, token: string, now: number): Promise<void>;
  /** A moved call: the updated invite (next SEQUENCE) to both; the old reminders cancelled, new ones written. */
  moved(trx: Transaction<Database>, booking: BookingRow, party: BookingParty, token: string, now: number, by: ChangedBy): Promise<void>;
  /** A cancelled call: METHOD:CANCEL to both, with the owner's message if she wrote one; reminders cancelled. */
  cancelled(trx: Transaction<Database>, booking: BookingRow, party: BookingParty, now: number, by: ChangedBy, message: string): Promise<void>;
  /** A second booking with the address of an upcoming call: a new manage link of that call (beside its others) emailed again (server/booking/guard.server.ts). */
  linkAgain?(trx: Transaction<Database>, booking: BookingRow, party: BookingParty, token: string, now: number): Promise<void>;
  /** Wakes the outbox's worker after a commit. */
  afterCommit?(): void;
};

export type ChangeDeps = { db: AppDatabase; context: () => BookingContext; mailer?: BookingMailer };


const isSequence = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export type ChangeOutcome = { ok: true; booking: BookingRow; token: string | null } | { ok: false; reason: "taken" | "changed" };

/**
 * Moves a booked call to `start`. `token` is the manage link's token when the parent moves it; the
 * owner's move gives the booking a new token (hers is never known: only its hash is kept), so the
 * email about the move carries a working link. "changed": the call was moved or cancelled since
 * `expected` was read; "taken": the new time is not free.
 */
export async function rescheduleBooking(
  deps: ChangeDeps,
  expected: Pick<BookingRow, "id" | "sequence" | "start_at">,
  start: number,
  by: ChangedBy,
  token?: string,
): Promise<ChangeOutcome> {
  // A sequence that no page could have drawn (missing, NaN, negative) is a stale page, whoever sent it.
  if (!isSequence(expected.sequence)) return { ok: false, reason: "changed" };
  const context = deps.context();
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      const moved = await rescheduleInTransaction(trx, context, expected, start);
      if (!moved) return undefined;
      let link = token;
      let booking = moved;
      if (link === undefined) {
        // The owner's move: one new link, in the email about the move; the older ones (the first and
        // any emailed again) end, as they always have.
        const fresh = newManageToken();
        link = fresh.token;
        booking = await trx.updateTable("bookings").set({ manage_token_hash: fresh.hash }).where("id", "=", moved.id).returningAll().executeTakeFirstOrThrow();
        await trx.deleteFrom("booking_links").where("booking_id", "=", moved.id).execute();
      }
      await deps.mailer?.moved(trx, booking, await partyOf(trx, booking), link, context.now, by);
      return { booking, token: link };
    });
    if (!result) return { ok: false, reason: "changed" };
    deps.mailer?.afterCommit?.();
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof SlotTaken) return { ok: false, reason: "taken" };
    throw error;
  }
}

/** Cancels a booked call; "changed" when it was moved or cancelled since `expected` was read. */
export async function cancelBooking(
  deps: ChangeDeps,
  expected: Pick<BookingRow, "id" | "sequence">,
  by: ChangedBy,
  message = "",
): Promise<ChangeOutcome> {
  if (!isSequence(expected.sequence)) return { ok: false, reason: "changed" };
  const context = deps.context();
  const result = await deps.db.transaction().execute(async (trx) => {
    const cancelled = await cancelInTransaction(trx, context, expected);
    if (!cancelled) return undefined;
    await deps.mailer?.cancelled(trx, cancelled, await partyOf(trx, cancelled), context.now, by, message);
    return cancelled;
  });
  if (!result) return { ok: false, reason: "changed" };
  deps.mailer?.afterCommit?.();
  return { ok: true, booking: result, token: null };
}

/**
 * The calls from `from` to `to` (ms; null: no end, the first `limit`), each with its request, for
 * the owner's agenda; with the parent's own zone as people name it ("Pacific Time"), when she gave
 * one (issue 33).
 */
export async function callsBetween(db: AppDatabase, from: number, to: number | null, limit?: number) {
  const rows = await db
    .selectFrom("bookings")
    .leftJoin("discovery_call_requests as r", "r.id", "bookings.request_id")
    // A bought session's booking (issue 43): the family's name and address are her order's.
    .leftJoin("order_sessions as s", "s.id", "bookings.order_session_id")
    .leftJoin("orders as o", "o.id", "s.order_id")
    .select((eb) => [
      "bookings.id",
      "bookings.request_id",
      "bookings.start_at",
      "bookings.end_at",
      "bookings.status",
      "bookings.sequence",
      "bookings.language",
      "bookings.appointment_type",
      "bookings.minutes",
      "bookings.counted",
      eb.fn.coalesce("r.parent_name", "o.parent_name", sql.lit("")).as("parent_name"),
      eb.fn.coalesce("r.parent_email", "o.parent_email", sql.lit("")).as("parent_email"),
      "r.parent_phone",
      eb.fn.coalesce("r.child_age", sql.lit("")).as("child_age"),
      eb.fn.coalesce("r.challenges", sql.lit("")).as("challenges"),
      eb.fn.coalesce("r.hear_about_us", sql.lit("")).as("hear_about_us"),
      "s.name as session_name",
      "bookings.parent_time_zone",
    ])
    .where("bookings.start_at", ">=", from)
    .$if(to !== null, (q) => q.where("bookings.start_at", "<", to!))
    .orderBy("bookings.start_at")
    .orderBy("bookings.id")
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
  return rows.map((row) => ({ ...row, parent_zone_name: row.parent_time_zone ? timeZoneName(row.parent_time_zone) : null }));
}
