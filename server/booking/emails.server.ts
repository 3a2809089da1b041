import type { BusinessSource } from "#server/editing/details.server";
import type { Kysely, Transaction } from "kysely";
import type * as bookingWords from "#common/booking/content/booking.ts";
import bookingByLanguage from "#common/booking/content/booking.ts?languages";
import type * as guardWords from "#common/booking/content/booking-guard.ts";
import guardByLanguage from "#common/booking/content/booking-guard.ts?languages";
import { formatWhenBoth, formatTimeInZone } from "#common/booking/format.ts";
import type { CallLocation } from "#common/booking/availability.ts";
import { defaultLanguage, languageInfo, parseLanguage, pathInLanguage, type Language } from "#common/languages.ts";
import { mailSettings, type Mailbox, type ServerConfig } from "#server/config.server";
import type { Database } from "#server/db/schema";
import {
  composeOwnerNotification,
  deliverableAddress,
  escapeHtml,
  greetingName,
  paragraphsHtml,
  oneLine,
  type ComposedEmail,
  type ComposeSettings,
} from "#server/email/compose.server";
import { composeSettings, enqueueEmail } from "#server/email/outbox.server";
import { readAvailability, type BookingRow } from "./bookings.server";
import type { BookingMailer, ChangedBy, RequestRow } from "./changes.server";
import { bookingInvite } from "./invite.server";

/**
 * The emails of a booked call, written to the outbox in the transaction of what caused them: to the
 * parent in the booking's language, each with the calendar invite (REQUEST when booked or moved,
 * CANCEL when called off, the booking's UID and SEQUENCE) and the manage link; to the owner in
 * English with the same invite; and the reminders, written when the call is booked or moved with
 * the time they are due, and cancelled with it. A reminder is written once per booking, kind and
 * sequence (booking_reminders), and not at all when the call is nearer than its lead time.
 */

const copies = Object.fromEntries(Object.entries(bookingByLanguage as Record<Language, typeof bookingWords>).map(([code, words]) => [code, words.bookingEmails])) as Record<Language, typeof bookingWords.bookingEmails>;
const guardCopies = Object.fromEntries(Object.entries(guardByLanguage as Record<Language, typeof guardWords>).map(([code, words]) => [code, words.bookingGuardEmails])) as Record<Language, typeof guardWords.bookingGuardEmails>;
/** The owner's copies are in the back office's language, English: the list's default. */
const ownerLanguage = defaultLanguage;

export type BookingMailerDeps = {
  compose: ComposeSettings;
  from: Mailbox;
  /** Hours before the call a reminder is due (BOOKING_REMINDER_HOURS, default 24 and 2). */
  reminderHours: readonly number[];
  onQueued?: () => void;
};

const p = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

export function createBookingMailer(deps: BookingMailerDeps): BookingMailer {
  const { compose, from } = deps;
  const languageOf = (booking: BookingRow): Language => parseLanguage(booking.language);
  const manageUrl = (booking: BookingRow, token: string) => `${compose.siteUrl}${pathInLanguage(`/booking/${token}`, languageOf(booking))}`;
  const bookUrl = (booking: BookingRow) => `${compose.siteUrl}${pathInLanguage("/discovery-call", languageOf(booking))}`;
  /** The call's time in the parent's zone beside the business's (issue 33), named as people say them. */
  const when = (booking: BookingRow, language: Language = languageOf(booking)) =>
    formatWhenBoth(booking.start_at, compose.timeZone, booking.parent_time_zone, languageInfo(language).tag);
  /** The owner's: her own zone first, and the parent's time when it differs. */
  const ownerWhen = (booking: BookingRow) => {
    const ours = formatWhenBoth(booking.start_at, compose.timeZone, null, "en-US");
    const zone = booking.parent_time_zone;
    const theirs = zone && zone !== compose.timeZone ? formatTimeInZone(booking.start_at, zone, "en-US") : null;
    return theirs && !ours.endsWith(theirs) ? `${ours} (${theirs} for the parent)` : ours;
  };
  /** How the call happens, in the parent's words: the video link, or the number we will phone. */
  const howLine = (call: CallLocation, request: RequestRow, language: Language) => {
    const words = copies[language];
    if (call.kind === "video") return words.callVideo(call.url);
    const phone = oneLine(request.parent_phone ?? "", 40);
    return phone ? words.callPhone(phone) : words.callPhoneNoNumber;
  };
  const callOf = async (trx: Kysely<Database>): Promise<CallLocation> => (await readAvailability(trx))?.call ?? { kind: "phone" };

  function invite(booking: BookingRow, request: RequestRow, method: "REQUEST" | "CANCEL", audience: "parent" | "owner", link: string | null, now: number, how = "", call: CallLocation | null = null) {
    const words = copies[audience === "parent" ? languageOf(booking) : ownerLanguage];
    const parentEmail = deliverableAddress(request.parent_email);
    return {
      method,
      content: bookingInvite({
        method,
        uid: booking.uid,
        sequence: booking.sequence,
        start: new Date(booking.start_at),
        end: new Date(booking.end_at),
        summary: audience === "parent" ? words.inviteSummary(compose.businessName) : `Discovery call: ${oneLine(request.parent_name, 100)}`,
        description: audience === "parent" && link ? words.inviteDescription(when(booking), how, link) : `${compose.siteUrl}/admin/calls`,
        organizer: { name: compose.businessName, email: compose.contactEmail },
        // Nobody has verified the address: the first word of the name only, as the greeting (none: the address).
        attendee: { name: greetingName(request.parent_name), email: parentEmail ?? compose.contactEmail },
        ...(audience === "parent" && link ? { url: link } : {}),
        // How the call happens: the video link (LOCATION and URL) or a phone call (LOCATION).
        ...(call ? { call: call.kind === "video" ? { kind: "video" as const, url: call.url } : { kind: "phone" as const, label: words.invitePhoneLocation } } : {}),
        stamp: new Date(now),
      }),
    };
  }

  /**
   * The parent's email: greeting, what happened, the manage link (unless cancelled), contact,
   * sign-off. The manage link is a button in the HTML part (a long address would widen the message
   * past a phone's screen) and the address itself in the plain-text part.
   */
  function parentEmail(booking: BookingRow, request: RequestRow, subject: string, lines: string[], link: { href: string; label: string } | null, method: "REQUEST" | "CANCEL", now: number, purpose: ComposedEmail["purpose"] = "booking-parent", how = "", call: CallLocation | null = null): ComposedEmail | null {
    const to = deliverableAddress(request.parent_email);
    if (!to) return null;
    const language = languageOf(booking);
    const words = copies[language];
    const head = [words.greeting(greetingName(request.parent_name)), ...lines];
    const tail = [words.contact(compose.contactEmail), words.signOff(compose.businessName), words.why(compose.businessName)];
    const text = [...head, ...(link ? [words.manage(link.href)] : []), ...tail].join("\n\n");
    const htmlParagraphs = [...head, ...(link ? [words.manageIntro] : []), ...tail];
    return {
      purpose,
      submissionKind: "discovery-call",
      submissionId: request.id,
      to: [to],
      replyTo: compose.contactEmail,
      subject: oneLine(subject, 200),
      text,
      html: paragraphsHtml(subject, languageInfo(language).tag, htmlParagraphs, link ? { ...link, after: head.length + 1, button: true } : undefined),
      invite: invite(booking, request, method, "parent", link?.href ?? null, now, how, call),
    };
  }

  function ownerEmail(booking: BookingRow, request: RequestRow, subject: string, lines: string[], method: "REQUEST" | "CANCEL", now: number, call: CallLocation | null = null): ComposedEmail {
    const link = `${compose.siteUrl}/admin/calls`;
    return {
      purpose: "booking-owner",
      submissionKind: "discovery-call",
      submissionId: request.id,
      to: compose.ownerRecipients,
      replyTo: deliverableAddress(request.parent_email),
      subject: oneLine(subject, 200),
      text: [...lines, `Open your calls: ${link}`].join("\n\n"),
      html: paragraphsHtml(subject, "en-US", lines, { href: link, label: "Open your calls" }),
      invite: invite(booking, request, method, "owner", null, now, "", call),
    };
  }

  async function writeReminders(trx: Transaction<Database>, booking: BookingRow, request: RequestRow, token: string, now: number, how: string) {
    const words = copies[languageOf(booking)];
    for (const hours of deps.reminderHours) {
      const due = booking.start_at - hours * 3_600_000;
      if (due <= now) continue; // booked inside the reminder's lead time
      const link = manageUrl(booking, token);
      const email = parentEmail(
        booking,
        request,
        words.reminderSubject(hours, when(booking)),
        [words.reminder(when(booking)), how],
        { href: link, label: words.manageLabel },
        "REQUEST",
        now,
        "booking-reminder",
        how,
      );
      if (!email) return;
      const kind = `${hours}h`;
      const taken = await trx
        .selectFrom("booking_reminders")
        .select("message_id")
        .where("booking_id", "=", booking.id)
        .where("kind", "=", kind)
        .where("sequence", "=", booking.sequence)
        .executeTakeFirst();
      if (taken) continue;
      // The parent's email has one recipient, so one row and one Message-ID (what cancelReminders finds).
      const [messageId] = await enqueueEmail(trx, email, from, now, due);
      await trx.insertInto("booking_reminders").values({ booking_id: booking.id, kind, sequence: booking.sequence, message_id: messageId! }).execute();
    }
  }

  /** Reminders not yet sent for an earlier time of this call: cancelled in the outbox. */
  async function cancelReminders(trx: Kysely<Database>, booking: BookingRow) {
    await trx
      .updateTable("outbox")
      .set({ status: "cancelled" })
      .where("status", "=", "waiting")
      .where("message_id", "in", (eb) => eb.selectFrom("booking_reminders").select("message_id").where("booking_id", "=", booking.id))
      .execute();
  }

  async function write(trx: Kysely<Database>, emails: readonly (ComposedEmail | null)[], now: number) {
    for (const email of emails) if (email) await enqueueEmail(trx, email, from, now);
  }

  return {
    async booked(trx, booking, request, token, now) {
      const words = copies[languageOf(booking)];
      const link = manageUrl(booking, token);
      const owner = composeOwnerNotification(
        { kind: "discovery-call", id: request.id, row: request, receivedAt: request.received_at, language: languageOf(booking) },
        compose,
      );
      const call = await callOf(trx);
      const how = howLine(call, request, languageOf(booking));
      const booked = `Booked for ${ownerWhen(booking)}.`;
      await write(
        trx,
        [
          {
            ...owner,
            purpose: "booking-owner",
            subject: oneLine(`${owner.subject}: ${ownerWhen(booking)}`, 200),
            text: `${booked}\n\n${owner.text}`,
            html: owner.html.replace('<div style="max-width:600px;margin:0 auto">', `<div style="max-width:600px;margin:0 auto">\n${p(`<strong>${escapeHtml(booked)}</strong>`)}`),
            invite: invite(booking, request, "REQUEST", "owner", null, now, "", call),
          },
          parentEmail(
            booking,
            request,
            words.bookedSubject(when(booking)),
            [words.booked(compose.businessName, when(booking)), how, words.invite],
            { href: link, label: words.manageLabel },
            "REQUEST",
            now,
            "booking-parent",
            how,
            call,
          ),
        ],
        now,
      );
      await writeReminders(trx, booking, request, token, now, how);
    },
    async moved(trx, booking, request, token, now, by: ChangedBy) {
      const words = copies[languageOf(booking)];
      const call = await callOf(trx);
      const how = howLine(call, request, languageOf(booking));
      const link = manageUrl(booking, token);
      await cancelReminders(trx, booking);
      await write(
        trx,
        [
          parentEmail(
            booking,
            request,
            words.movedSubject(when(booking)),
            [by === "owner" ? words.movedByUs(when(booking)) : words.moved(when(booking)), how, words.invite],
            { href: link, label: words.manageLabel },
            "REQUEST",
            now,
            "booking-parent",
            how,
            call,
          ),
          ownerEmail(
            booking,
            request,
            `Discovery call moved: ${oneLine(request.parent_name, 80)}, ${ownerWhen(booking)}`,
            [`${by === "owner" ? "You moved" : `${oneLine(request.parent_name, 80)} moved`} the discovery call to ${ownerWhen(booking)}.`],
            "REQUEST",
            now,
            call,
          ),
        ],
        now,
      );
      await writeReminders(trx, booking, request, token, now, how);
    },
    async cancelled(trx, booking, request, now, by: ChangedBy, message: string) {
      const words = copies[languageOf(booking)];
      await cancelReminders(trx, booking);
      const note = oneLine(message, 1000) === "" ? [] : [`${words.ourNote}\n${message.trim().slice(0, 1000)}`];
      await write(
        trx,
        [
          parentEmail(
            booking,
            request,
            words.cancelledSubject(when(booking)),
            [by === "owner" ? words.cancelledByUs(when(booking)) : words.cancelled(when(booking)), ...note, words.bookAgain(bookUrl(booking))],
            null,
            "CANCEL",
            now,
          ),
          ownerEmail(
            booking,
            request,
            `Discovery call cancelled: ${oneLine(request.parent_name, 80)}, ${ownerWhen(booking)}`,
            [`${by === "owner" ? "You cancelled" : `${oneLine(request.parent_name, 80)} cancelled`} the discovery call on ${ownerWhen(booking)}.`],
            "CANCEL",
            now,
          ),
        ],
        now,
      );
    },
    async linkAgain(trx, booking, request, token, now) {
      const words = copies[languageOf(booking)];
      const guard = guardCopies[languageOf(booking)];
      const link = manageUrl(booking, token);
      const call = await callOf(trx);
      await write(trx, [parentEmail(booking, request, guard.linkAgainSubject, [guard.linkAgain(when(booking)), guard.linkAgainIgnore], { href: link, label: words.manageLabel }, "REQUEST", now, "booking-parent", "", call)], now);
    },
    afterCommit() {
      deps.onQueued?.();
    },
  };
}

/** The booking's emails as the server runs them, from its settings. */
export function bookingMailerFromConfig(config: ServerConfig, onQueued?: () => void, details?: BusinessSource): BookingMailer {
  return createBookingMailer({ compose: composeSettings(config, details), from: mailSettings(config, details).from, reminderHours: config.BOOKING_REMINDER_HOURS, onQueued });
}
