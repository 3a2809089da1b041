import { formatWhenBoth, formatWhenInZone, joinOr } from "#common/booking/format.ts";
import { parentZoneFrom } from "#common/booking/zone-choices.ts";
import { single } from "#common/forms/form-definition.ts";
import type { FieldErrors } from "#common/forms/rules.ts";
import type { AppDatabase } from "#server/db/database.server";
import { formCatalogue, type Language } from "#server/forms/catalogue.server";
import type { Refusal, SubmissionHook } from "#server/forms/submissions.server";
import type { EraseHook } from "#server/privacy/person.server";
import { bookInTransaction, bookingSettings, nearestFreeTimes, readAvailability, SlotTaken, uncountCall } from "./bookings.server";
import { requestParty, type BookingMailer, type RequestRow } from "./changes.server";
import { AddressHasCall, ClientOverCap, countClientBooking, emailLinkAgain, holdAddress } from "./guard.server";
import { wallClock } from "./slots";

/**
 * The discovery call's booking (issues 26 and 33), plugged into the submission service: once the
 * owner has set her availability, a discovery call sent from a page must name a free time (and a
 * phone number when she phones); a request sent with a time is booked in the request's own
 * transaction, under the limits (one upcoming call per email address, a few bookings per client a
 * day), and gets the booking's emails instead of the request's. A time taken a moment before, an
 * address with a call, a client over its cap: nothing is stored, and the visitor is told why.
 */
export function discoveryCallBooking(deps: {
  db: AppDatabase;
  settings: ReturnType<typeof bookingSettings>;
  mailer: BookingMailer;
  /** Keys the per-client counters (the form-token secret). */
  keySecret: string;
  now: () => number;
}): SubmissionHook {
  const { db, settings, mailer } = deps;
  const words = (language: Language) => formCatalogue(language);
  return {
    async check(values, language): Promise<FieldErrors | null> {
      const availability = await readAvailability(db);
      if (availability === null) return null;
      const { booking, discoveryCallRequired } = words(language);
      // A time; the number to call when she phones ("I will phone you", issue 33); what she requires (issue 42).
      const errors: FieldErrors = { ...discoveryCallRequired(values, { phone: availability.call.kind === "phone", ...availability.requires }, booking.phoneRequired) };
      if (single(values, "slot") === "") errors.slot = booking.slotRequired;
      return Object.keys(errors).length > 0 ? errors : null;
    },

    // The child's age and the question (issue 42): the spec's rule while booking is off (a request
    // with no time), else what the owner requires (neither, by default); the page's form and the
    // JSON API alike.
    async checkPayload(payload, language): Promise<FieldErrors | null> {
      const availability = await readAvailability(db);
      const { discoveryCallRequired, SPEC_ASKS, booking } = words(language);
      const asks = availability ? { phone: false, ...availability.requires } : SPEC_ASKS;
      return discoveryCallRequired(payload, asks, booking.phoneRequired);
    },

    async stored(trx, { id, row, extra, language, clientAddress, now }) {
      if (!extra.slot) return undefined;
      // In the order that reveals nothing about an address (issue 40). The time first: an
      // impossible or taken one is "just taken", the same answer whoever's address the form
      // carries. Then the client's cap for the day (its answer names no address either). Only then
      // the address: "already booked" is said only to a booking for a real, free time. Each
      // refusal rolls the whole transaction back, the request included.
      const email = String(row.parent_email ?? "");
      const parentTimeZone = typeof extra.parent_time_zone === "string" && extra.parent_time_zone !== "" ? extra.parent_time_zone : null;
      const { booking, token } = await bookInTransaction(trx, { timeZone: settings.timeZone, domain: settings.domain, now }, { id, language, parentTimeZone }, Number(extra.slot));
      if (clientAddress !== undefined && settings.maxPerClientPerDay !== undefined) {
        await countClientBooking(trx, deps.keySecret, clientAddress, settings.maxPerClientPerDay, now);
      }
      await holdAddress(trx, email, booking.id, now);
      await mailer.booked(trx, booking, requestParty({ ...row, id } as RequestRow), token, now);
      const { booking: text, formLanguage } = words(language);
      const start = Number(booking.start_at);
      const when = formatWhenBoth(start, settings.timeZone, parentTimeZone, formLanguage.tag);
      return { emailed: true, outcome: { title: text.bookedTitle, message: text.bookedText(when), booking: { token, start } } };
    },

    async refusal(error, language, extra): Promise<Refusal | undefined> {
      const now = deps.now();
      if (error instanceof AddressHasCall) {
        // Nothing stored; a manage link of the call is emailed to the address again (at most once an
        // hour, beside the links it has), and the call's time is never shown on the page.
        if (mailer.linkAgain && (await emailLinkAgain(db, error.bookingId, now, mailer.linkAgain.bind(mailer), settings.emailsPerAddressPerDay ?? 3))) mailer.afterCommit?.();
        const guard = words(language).bookingGuard;
        return { ok: false, status: 409, title: guard.addressHasCallTitle, error: guard.addressHasCallText, fieldErrors: {} };
      }
      if (error instanceof ClientOverCap) {
        const guard = words(language).bookingGuard;
        return { ok: false, status: 429, title: guard.clientOverCapTitle, error: guard.clientOverCapText(settings.contactEmail ?? ""), fieldErrors: {} };
      }
      if (error instanceof SlotTaken) {
        // "That time was just taken", with the nearest free times.
        const { booking: text, formLanguage } = words(language);
        const near = await nearestFreeTimes(db, { timeZone: settings.timeZone, now }, Number(extra.slot));
        // In her zone, named (issue 42): the times she would pick from.
        const zone = parentZoneFrom(typeof extra.parent_time_zone === "string" ? extra.parent_time_zone : null) ?? settings.timeZone;
        const times = near.map((slot) => formatWhenInZone(slot.start, zone, formLanguage.tag));
        return {
          ok: false,
          status: 409,
          title: text.takenTitle,
          error: times.length > 0 ? text.takenText(joinOr(times, text.or)) : text.takenNoneText,
          fieldErrors: { slot: text.takenTitle },
        };
      }
      return undefined;
    },
  };
}

/** Erasing a person's discovery calls (server/privacy/person.server.ts): a booked call still ahead frees its day's and month's count, as a cancel does. */
export function freeErasedCalls(timeZone: string): EraseHook {
  return async (trx, ids, now) => {
    const ahead = await trx.selectFrom("bookings").select("start_at").where("request_id", "in", ids).where("status", "=", "booked").where("end_at", ">", now).where("counted", "=", 1).execute();
    for (const booking of ahead) await uncountCall(trx, wallClock(Number(booking.start_at), timeZone).date);
  };
}
