import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { discoveryCall, type AppointmentLength } from "#common/booking/appointment-types.ts";
import { availabilitySchema, CELL_MINUTES, defaultAvailability, type Availability } from "#common/booking/availability.ts";
import type { AppDatabase } from "#server/db/database.server";
import { bumpContentVersion } from "#server/pages/content-versions.server";
import type { BookingStatus, BookingTable, Database, SubmissionLanguage } from "#server/db/schema";
import { calendarBusy } from "./calendar-busy.server";
import { addBusyCells, addDays, callsLeftBetween, candidateAt, cellOf, claimCells, freeSlotsBetween, nearestFree, periodKeys, wallClock, type Slot, type SlotRules, type SlotState } from "./slots";

/**
 * Booking of discovery calls (issue 26): the owner's availability, the free times, and the
 * booking, rescheduling and cancelling of a call. Nothing can be booked twice: each call holds
 * one row per 5-minute cell of its time and buffers in booking_claims (the cell is the primary
 * key), and the day's and month's calls are counters raised only under their caps, all in the
 * transaction that stores the booking. Every rule is checked again in that transaction.
 */

export type BookingRow = Selectable<BookingTable>;
type Db = Kysely<Database>;

/** A time that cannot be had: claimed by another call, over a cap, or no longer offered. Rolls its transaction back. */
export class SlotTaken extends Error {
  constructor() {
    super("That time was just taken");
  }
}

export type BookingContext = { timeZone: string; now: number };

/**
 * The hours as saved and booking's switch (issue 44): the owner's pages show the hours while
 * booking is off too. `rules` is null before her first save (or when the saved document cannot be
 * read: booking stays off rather than guess).
 */
export async function readBookingSetup(db: Db): Promise<{ rules: Availability | null; open: boolean }> {
  const row = await db.selectFrom("booking_availability").select(["rules", "open"]).where("id", "=", 1).executeTakeFirst();
  if (!row) return { rules: null, open: false };
  const parsed = availabilitySchema.safeParse(JSON.parse(row.rules));
  return { rules: parsed.success ? parsed.data : null, open: Number(row.open) === 1 && parsed.success };
}

/** The owner's availability while booking is on, or null (never set, or switched off: the form stays a request). */
export async function readAvailability(db: Db): Promise<Availability | null> {
  const { rules, open } = await readBookingSetup(db);
  return open ? rules : null;
}

/**
 * Saves the hours, leaving the switch as it is. A first save switches booking on unless
 * `openIfNew` is false (the Availability page: she turns it on herself; tests and the benchmark
 * save and book).
 */
export async function saveAvailability(db: Db, availability: Availability, now: number, options: { openIfNew?: boolean } = {}): Promise<void> {
  const rules = JSON.stringify(availabilitySchema.parse(availability));
  const updated_at = new Date(now).toISOString();
  await db
    .insertInto("booking_availability")
    .values({ id: 1, rules, updated_at, open: options.openIfNew === false ? 0 : 1 })
    .onConflict((oc) => oc.column("id").doUpdateSet({ rules, updated_at }))
    .execute();
  await bumpContentVersion(db, "bookings");
}

/**
 * Booking's switch. On: parents pick a time, in the hours saved, or the usual hours
 * (defaultAvailability, which the switch names before she taps it) when none are. Off: the form is
 * a request again; the hours are kept for the next time, and calls booked stay booked.
 */
export async function setBookingOpen(db: Db, open: boolean, now: number): Promise<void> {
  const updated_at = new Date(now).toISOString();
  if (open) {
    await db
      .insertInto("booking_availability")
      .values({ id: 1, rules: JSON.stringify(defaultAvailability), updated_at, open: 1 })
      .onConflict((oc) => oc.column("id").doUpdateSet({ open: 1, updated_at }))
      .execute();
  } else await db.updateTable("booking_availability").set({ open: 0, updated_at }).where("id", "=", 1).execute();
  await bumpContentVersion(db, "bookings");
}

/**
 * Claimed cells and booked counts for the dates from `from` to `to` (business zone). The busy
 * times of the owner's own calendars are claimed cells too, and a calendar unread too long
 * pauses every time (calendar-busy.server.ts).
 */
export async function slotState(db: Db, from: string, to: string, now: number = Date.now()): Promise<SlotState> {
  // A day's calls lie within a day of its UTC midnight, whatever the zone.
  const fromMs = Date.parse(`${addDays(from, -1)}T00:00:00Z`);
  const toMs = Date.parse(`${addDays(to, 2)}T00:00:00Z`);
  const fromCell = cellOf(fromMs);
  const toCell = cellOf(toMs);
  const calendars = await calendarBusy(db, fromMs, toMs, now);
  const claims = await db.selectFrom("booking_claims").select("cell").where("cell", ">=", fromCell).where("cell", "<", toCell).execute();
  const counts = await db
    .selectFrom("booking_counts")
    .select(["period", "count"])
    .where((eb) =>
      eb.or([
        eb.and([eb("period", ">=", `day:${from}`), eb("period", "<=", `day:${to}`)]),
        eb.and([eb("period", ">=", `month:${from.slice(0, 7)}`), eb("period", "<=", `month:${to.slice(0, 7)}`)]),
      ]),
    )
    .execute();
  return {
    claimed: addBusyCells(new Set(claims.map((c) => Number(c.cell))), calendars.busy),
    counts: new Map(counts.map((c) => [c.period, Number(c.count)])),
    paused: calendars.paused,
  };
}

export function slotRules(availability: Availability, context: BookingContext, appointment: AppointmentLength = discoveryCall): SlotRules {
  return { availability, timeZone: context.timeZone, now: context.now, appointment };
}

/** A booking's own type, as stored with it: its length and whether it counted under the caps when booked. */
export function appointmentOf(booking: Pick<BookingRow, "appointment_type" | "minutes" | "counted">): AppointmentLength {
  return { id: booking.appointment_type, minutes: Number(booking.minutes), countsInCaps: Number(booking.counted) === 1 };
}

/**
 * The free times per date from `from` to `to`, or null when booking is not open; with
 * `availability`, the times those rules would offer whether booking is on or off (the owner's
 * preview).
 */
export async function freeTimes(db: Db, context: BookingContext, from: string, to: string, availability?: Availability): Promise<Map<string, Slot[]> | null> {
  const rules = availability ?? (await readAvailability(db));
  if (!rules) return null;
  return freeSlotsBetween(slotRules(rules, context), await slotState(db, from, to, context.now), from, to);
}

/** Up to three free times nearest to one just taken. */
export async function nearestFreeTimes(db: Db, context: BookingContext, start: number): Promise<Slot[]> {
  const availability = await readAvailability(db);
  if (!availability) return [];
  const { date } = wallClock(start, context.timeZone);
  return nearestFree(slotRules(availability, context), await slotState(db, addDays(date, -8), addDays(date, 8), context.now), start);
}

/**
 * Calls the owner can still take this month (the home page's "Only N spots left this month"): the
 * month's cap less its calls, never more than fit in the free times still offered this month
 * (callsLeftBetween), so 0 when none is; null while booking is off. It changes as times pass their
 * notice, not only with bookings: the home page is kept under the `free-times` stamp for that.
 */
export async function callsLeftThisMonth(db: Db, context: BookingContext): Promise<number | null> {
  const availability = await readAvailability(db);
  if (!availability) return null;
  const today = wallClock(context.now, context.timeZone).date;
  const monthEnd = addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 7);
  const last = addDays(`${monthEnd}-01`, -1);
  return callsLeftBetween(slotRules(availability, context), await slotState(db, today, last, context.now), today, last);
}

/**
 * The `free-times` page stamp (docs/caching.md): which 5-minute step the clock is in. A time is
 * offered while the clock is at most its start less the notice, a moment on the 5-minute grid
 * (times are on the interval's grid, the notice whole hours), and a step here ends on such a moment
 * (`ceil`): within one step the same times are offered, so a page kept under this stamp (the home
 * page's count of calls left) never shows one that has closed, and is made again at most every 5
 * minutes. (A calendar going unread too long pauses booking at any moment: seen within the step.)
 */
export function freeTimesStamp(now: () => number): () => string {
  const step = CELL_MINUTES * 60_000;
  return () => `t${Math.ceil(now() / step)}`;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Raises the day's and month's counters under their caps (compare-and-set), or throws SlotTaken. */
async function countCall(trx: Transaction<Database>, availability: Availability, date: string): Promise<void> {
  const keys = periodKeys(date);
  for (const [period, cap] of [
    [keys.day, availability.maxPerDay],
    [keys.month, availability.maxPerMonth],
  ] as const) {
    await trx.insertInto("booking_counts").values({ period, count: 0 }).onConflict((oc) => oc.column("period").doNothing()).execute();
    const raised = await trx
      .updateTable("booking_counts")
      .set((eb) => ({ count: eb("count", "+", 1) }))
      .where("period", "=", period)
      .where("count", "<", cap)
      .executeTakeFirst();
    if (Number(raised.numUpdatedRows) !== 1) throw new SlotTaken();
  }
}

/** Lowers the day's and month's counters of a call on `date` (a cancel, a move, an erasure). */
export async function uncountCall(trx: Transaction<Database>, date: string): Promise<void> {
  const keys = periodKeys(date);
  await trx
    .updateTable("booking_counts")
    .set((eb) => ({ count: eb("count", "-", 1) }))
    .where("period", "in", [keys.day, keys.month])
    .where("count", ">", 0)
    .execute();
}

/** Claims every cell of the appointment and its buffers; a cell already held means the time is taken. */
async function claim(trx: Transaction<Database>, availability: Availability, bookingId: number, start: number, minutes: number): Promise<void> {
  const cells = claimCells(availability, start, minutes);
  const inserted = await trx
    .insertInto("booking_claims")
    .values(cells.map((cell) => ({ cell, booking_id: bookingId })))
    .onConflict((oc) => oc.column("cell").doNothing())
    .returning("cell")
    .execute();
  if (inserted.length !== cells.length) throw new SlotTaken();
}

/** The rules, read and applied inside the transaction: the time must still be offered. */
async function offeredSlot(trx: Transaction<Database>, context: BookingContext, start: number, appointment: AppointmentLength): Promise<{ availability: Availability; slot: Slot }> {
  const availability = await readAvailability(trx);
  const slot = availability ? candidateAt(slotRules(availability, context, appointment), start) : undefined;
  if (!availability || !slot) throw new SlotTaken();
  // Busy in one of her own calendars (read since the page was drawn), or booking paused.
  const cells = claimCells(availability, slot.start, appointment.minutes);
  const cellMs = CELL_MINUTES * 60_000;
  const calendars = await calendarBusy(trx, cells[0]! * cellMs, (cells.at(-1)! + 1) * cellMs, context.now);
  if (calendars.paused || calendars.busy.length > 0) throw new SlotTaken();
  return { availability, slot };
}

export type NewBooking = { booking: BookingRow; token: string };

/** What a booking is for: a discovery-call request (`id`), or a bought session (`orderSessionId`, issue 43). */
export type BookingHolder = ({ id: number } | { orderSessionId: number }) & { language: SubmissionLanguage; parentTimeZone?: string | null };

/**
 * Books `start` for a stored request, in the caller's transaction (the request's, with its
 * emails): the time checked against the rules for the appointment's length, counted under the caps
 * when its type is, and its cells claimed. Throws SlotTaken, which rolls the whole transaction back.
 */
export async function bookInTransaction(
  trx: Transaction<Database>,
  context: BookingContext & { domain: string },
  request: BookingHolder,
  start: number,
  appointment: AppointmentLength = discoveryCall,
): Promise<NewBooking> {
  const { availability, slot } = await offeredSlot(trx, context, start, appointment);
  if (appointment.countsInCaps) await countCall(trx, availability, slot.date);
  const { token, hash } = newManageToken();
  const at = new Date(context.now).toISOString();
  const booking = await trx
    .insertInto("bookings")
    .values({
      request_id: "id" in request ? request.id : null,
      order_session_id: "orderSessionId" in request ? request.orderSessionId : null,
      uid: `booking-${randomUUID()}@${context.domain}`,
      start_at: slot.start,
      end_at: slot.end,
      manage_token_hash: hash,
      language: request.language,
      parent_time_zone: request.parentTimeZone ?? null,
      appointment_type: appointment.id,
      minutes: appointment.minutes,
      counted: appointment.countsInCaps ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await claim(trx, availability, booking.id, slot.start, appointment.minutes);
  await bumpContentVersion(trx, "bookings");
  return { booking, token };
}

/**
 * The booking a manage link's token opens, if any: the booking's first token (booked, or given by
 * the owner's move) or one of the links emailed again (booking_links, server/booking/guard.server.ts).
 */
export async function bookingByToken(db: Db, token: string): Promise<BookingRow | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const hash = hashToken(token);
  return db
    .selectFrom("bookings")
    .selectAll()
    .where((eb) => eb.or([eb("manage_token_hash", "=", hash), eb("id", "in", eb.selectFrom("booking_links").select("booking_id").where("token_hash", "=", hash))]))
    .executeTakeFirst();
}

export async function bookingById(db: Db, id: number): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Moves a booked call to `start` in the caller's transaction: its claims and counts released and
 * taken again at the new time (SlotTaken rolls everything back), its sequence raised. Returns the
 * row after the move, or undefined when the call is no longer booked (cancelled, or moved by
 * someone else since `expected` was read).
 */
export async function rescheduleInTransaction(
  trx: Transaction<Database>,
  context: BookingContext,
  expected: Pick<BookingRow, "id" | "sequence" | "start_at">,
  start: number,
): Promise<BookingRow | undefined> {
  const moved = await trx
    .updateTable("bookings")
    .set((eb) => ({ sequence: eb("sequence", "+", 1), updated_at: new Date(context.now).toISOString() }))
    .where("id", "=", expected.id)
    .where("status", "=", "booked")
    .where("sequence", "=", expected.sequence)
    .returningAll()
    .executeTakeFirst();
  if (!moved) return undefined;
  const appointment = appointmentOf(moved);
  await trx.deleteFrom("booking_claims").where("booking_id", "=", moved.id).execute();
  if (appointment.countsInCaps) await uncountCall(trx, wallClock(moved.start_at, context.timeZone).date);
  const { availability, slot } = await offeredSlot(trx, context, start, appointment);
  if (appointment.countsInCaps) await countCall(trx, availability, slot.date);
  await claim(trx, availability, moved.id, slot.start, appointment.minutes);
  await bumpContentVersion(trx, "bookings");
  return trx
    .updateTable("bookings")
    .set({ start_at: slot.start, end_at: slot.end })
    .where("id", "=", moved.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Cancels a booked call in the caller's transaction: claims and counts released, sequence raised. */
export async function cancelInTransaction(
  trx: Transaction<Database>,
  context: BookingContext,
  expected: Pick<BookingRow, "id" | "sequence">,
): Promise<BookingRow | undefined> {
  const cancelled = await trx
    .updateTable("bookings")
    .set((eb) => ({ status: "cancelled" as BookingStatus, sequence: eb("sequence", "+", 1), updated_at: new Date(context.now).toISOString() }))
    .where("id", "=", expected.id)
    .where("status", "=", "booked")
    .where("sequence", "=", expected.sequence)
    .returningAll()
    .executeTakeFirst();
  if (!cancelled) return undefined;
  await trx.deleteFrom("booking_claims").where("booking_id", "=", cancelled.id).execute();
  // A bought session cancelled (at least 24 hours before, or by the owner) is the family's to book
  // again; withdrawn instead when its order was refunded in full meanwhile (issue 43).
  if (cancelled.order_session_id !== null) {
    const order = await trx
      .selectFrom("order_sessions as s")
      .innerJoin("orders as o", "o.id", "s.order_id")
      .select(["o.amount_refunded", "o.amount_total"])
      .where("s.id", "=", cancelled.order_session_id)
      .executeTakeFirstOrThrow();
    const status = Number(order.amount_refunded) >= Number(order.amount_total) ? "withdrawn" : "open";
    await trx.updateTable("order_sessions").set({ status, updated_at: context.now }).where("id", "=", cancelled.order_session_id).where("status", "=", "booked").execute();
  }
  if (appointmentOf(cancelled).countsInCaps) await uncountCall(trx, wallClock(cancelled.start_at, context.timeZone).date);
  await bumpContentVersion(trx, "bookings");
  return cancelled;
}

/** The owner marks a past or present call completed or a no-show (its time stays held). */
export async function setCallOutcome(db: AppDatabase, id: number, status: "completed" | "no-show" | "booked", now: number): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ status, updated_at: new Date(now).toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["booked", "completed", "no-show"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The parent may change a call up to this long before it (the terms' rule). */
export const CHANGE_CUTOFF_MS = 24 * 60 * 60_000;

export function parentMayChange(booking: Pick<BookingRow, "status" | "start_at">, now: number): boolean {
  return booking.status === "booked" && booking.start_at - now >= CHANGE_CUTOFF_MS;
}

/**
 * What booking needs from the configuration: the business's zone, the domain of the invites' UIDs,
 * and the limits against abuse (server/booking/guard.server.ts).
 */
export function bookingSettings(config: {
  BUSINESS_TIME_ZONE: string;
  business: { siteUrl: string; contactEmail?: string };
  BOOKING_MAX_PER_CLIENT_PER_DAY?: number;
  CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY?: number;
}): { timeZone: string; domain: string; maxPerClientPerDay?: number; emailsPerAddressPerDay?: number; contactEmail?: string } {
  return {
    timeZone: config.BUSINESS_TIME_ZONE,
    domain: new URL(config.business.siteUrl).hostname,
    maxPerClientPerDay: config.BOOKING_MAX_PER_CLIENT_PER_DAY,
    emailsPerAddressPerDay: config.CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY,
    contactEmail: config.business.contactEmail,
  };
}
