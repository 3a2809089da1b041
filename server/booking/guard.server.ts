import { createHash, createHmac } from "node:crypto";
import type { Transaction } from "kysely";
import type { AppDatabase } from "#server/db/database.server";
import type { Database } from "#server/db/schema";
import { deliverableAddress } from "#server/email/compose.server";
import { normalizeAddress } from "#server/privacy/person.server";
import { newManageToken, type BookingRow } from "./bookings.server";
import { partyOf, type BookingParty } from "./changes.server";

/**
 * The booking's limits against abuse (issue 33):
 *
 * - One upcoming call per email address. A booking holds its address (booking_address_holds: the
 *   address's SHA-256, trimmed and lower-cased as everywhere else, server/privacy/person.server.ts)
 *   while it is booked and ahead. The hold is taken last, once the time was found free and the
 *   client under its cap (server/booking/submission-hook.server.ts), so an impossible or taken
 *   time gets the same answer whoever's address it carries. A second booking with that address
 *   books nothing; the address gets a manage link of its call again instead, at most once an hour:
 *   a new token added beside the ones it has (booking_links; only hashes are kept, so the old ones
 *   cannot be sent again), never in their place, so whoever types her address ends none of her
 *   links; at most LINKS_AGAIN_MAX per booking. Two bookings at once with one address: the hold's
 *   primary key lets one insert win; taking over a stale hold (its call cancelled, over or marked)
 *   is a compare-and-set on the booking it names.
 * - At most `cap` bookings per client address and day (UTC): a counter keyed by an HMAC of the day
 *   and the address (never the address), raised with a compare-and-set under the cap, and swept
 *   by the retention sweep (server/privacy/retention.server.ts) once the day is over.
 */

/** A booking refused because its email address already has an upcoming call (`bookingId`). Rolls its transaction back. */
export class AddressHasCall extends Error {
  constructor(readonly bookingId: number) {
    super("This email address already has an upcoming call");
  }
}

/** A booking refused because its client address booked `cap` calls today. Rolls its transaction back. */
export class ClientOverCap extends Error {
  constructor() {
    super("Too many bookings from this client address today");
  }
}

/** At most one "link again" email an hour per address. */
export const LINK_AGAIN_MS = 60 * 60_000;

/**
 * At most this many links emailed again per booking (until the owner's move replaces them all).
 * Each went to the address itself, so by then its mailbox holds this many working links and the
 * first: no more are written, and none ends.
 */
export const LINKS_AGAIN_MAX = 5;

/** The key an email address holds a call under: its SHA-256 (hex), trimmed and in lower case. */
export function addressKey(email: string): string {
  return createHash("sha256").update(normalizeAddress(email)).digest("hex");
}

type Trx = Transaction<Database>;

/** The booking holding this address, if it is booked and still ahead. */
async function upcomingHolder(trx: Trx | AppDatabase, key: string, now: number): Promise<{ booking_id: number } | undefined> {
  return trx
    .selectFrom("booking_address_holds as h")
    .innerJoin("bookings as b", "b.id", "h.booking_id")
    .select("h.booking_id")
    .where("h.address_hash", "=", key)
    .where("b.status", "=", "booked")
    .where("b.start_at", ">", now)
    .executeTakeFirst();
}

/**
 * The new booking takes its address, in the booking's transaction: inserted when no booking held
 * it, or taken over from one whose call is no longer upcoming (compare-and-set on that booking).
 * Throws AddressHasCall when another booking has it, one committed a moment ago included.
 */
export async function holdAddress(trx: Trx, email: string, bookingId: number, now: number): Promise<void> {
  const key = addressKey(email);
  const inserted = await trx
    .insertInto("booking_address_holds")
    .values({ address_hash: key, booking_id: bookingId, link_sent_at: now })
    .onConflict((oc) => oc.column("address_hash").doNothing())
    .returning("booking_id")
    .executeTakeFirst();
  if (inserted) return;
  const holder = await upcomingHolder(trx, key, now);
  if (holder) throw new AddressHasCall(Number(holder.booking_id));
  const current = await trx.selectFrom("booking_address_holds").select("booking_id").where("address_hash", "=", key).executeTakeFirst();
  if (!current) throw new AddressHasCall(bookingId); // erased in between: a retry books cleanly
  const taken = await trx
    .updateTable("booking_address_holds")
    .set({ booking_id: bookingId, link_sent_at: now })
    .where("address_hash", "=", key)
    .where("booking_id", "=", current.booking_id)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) {
    // Another booking took it over first: it is the upcoming one.
    const winner = await trx.selectFrom("booking_address_holds").select("booking_id").where("address_hash", "=", key).executeTakeFirst();
    throw new AddressHasCall(Number(winner?.booking_id ?? bookingId));
  }
}

/** The UTC day of `now`, as the per-client counters are kept. */
const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * Counts one booking for `client` today, in the booking's transaction, or throws ClientOverCap
 * when it already has `cap`. The key is an HMAC (with the server's secret) of the day and the
 * address: nothing stored names the address, and one day's key says nothing about the next's.
 */
export async function countClientBooking(trx: Trx, secret: string, client: string, cap: number, now: number): Promise<void> {
  const day = utcDay(now);
  const key = createHmac("sha256", secret).update(`booking-client\n${day}\n${client}`).digest("base64url");
  await trx.insertInto("booking_client_counts").values({ key, day, count: 0 }).onConflict((oc) => oc.column("key").doNothing()).execute();
  const raised = await trx
    .updateTable("booking_client_counts")
    .set((eb) => ({ count: eb("count", "+", 1) }))
    .where("key", "=", key)
    .where("count", "<", cap)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) !== 1) throw new ClientOverCap();
}

/** Writes the "link again" email of a booking, with its new token, in the caller's transaction. */
export type LinkAgainMailer = (trx: Trx, booking: BookingRow, party: BookingParty, token: string, now: number) => Promise<void>;

/**
 * Emails a manage link of `bookingId` to its address again, at most once an hour (the hold's
 * `link_sent_at`, raised with a compare-and-set, so two refusals at once send one email). Only
 * hashes of tokens are kept, so the email carries a new token, added to booking_links beside the
 * booking's others: every link the parent already has keeps working. Not written when the address
 * already had `perDay` parent emails about calls in 24 hours (CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY),
 * nor once the booking has LINKS_AGAIN_MAX links emailed again. Returns whether it was written.
 */
export async function emailLinkAgain(db: AppDatabase, bookingId: number, now: number, mailer: LinkAgainMailer, perDay: number): Promise<boolean> {
  const sent = await db.transaction().execute(async (trx) => {
    const booking = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).where("status", "=", "booked").where("start_at", ">", now).executeTakeFirst();
    if (!booking) return false;
    const request = await partyOf(trx, booking);
    const to = deliverableAddress(request.parent_email);
    if (!to) return false;
    // And no more parent emails about calls to this address in 24 hours than a visitor's confirmations.
    const { n } = await trx
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("purpose", "=", "booking-parent")
      .where("recipients", "=", to)
      .where("created_at", ">", new Date(now - 24 * 60 * 60_000).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(n) >= perDay) return false;
    const links = await trx.selectFrom("booking_links").select((eb) => eb.fn.countAll<number>().as("n")).where("booking_id", "=", booking.id).executeTakeFirstOrThrow();
    if (Number(links.n) >= LINKS_AGAIN_MAX) return false;
    const due = await trx
      .updateTable("booking_address_holds")
      .set({ link_sent_at: now })
      .where("address_hash", "=", addressKey(request.parent_email))
      .where("booking_id", "=", booking.id)
      .where("link_sent_at", "<=", now - LINK_AGAIN_MS)
      .executeTakeFirst();
    if (Number(due.numUpdatedRows) !== 1) return false;
    const fresh = newManageToken();
    await trx.insertInto("booking_links").values({ token_hash: fresh.hash, booking_id: booking.id, created_at: now }).execute();
    await mailer(trx, booking, request, fresh.token, now);
    return true;
  });
  return sent;
}
