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
  type EmailLink,
  type HtmlParagraph,
} from "#server/email/compose.server";
import { emailCopy } from "#common/email/content/emails.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { composeSettings, enqueueEmail } from "#server/email/outbox.server";
import { parentMayChange, readAvailability, type BookingRow } from "./bookings.server";
import type * as sessionWords from "#common/booking/content/sessions.ts";
import sessionsByLanguage from "#common/booking/content/sessions.ts?languages";
import { newOrderLink } from "#server/payments/orders.server";
import type { BookingMailer, BookingParty, ChangedBy } from "./changes.server";
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
const sessionCopies = sessionsByLanguage as Record<Language, typeof sessionWords>;
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

/** An email is read a while after it is sent: one that leaves less than this of the parent's window offers no change. */
const READING_MS = 3_600_000;

/**
 * Whether an email sent at `at` may offer the parent to move or cancel the call: the terms' 24
 * hours before the call (parentMayChange), with an hour left to read it. The 24-hour reminder
 * arrives as the window closes and the 2-hour one after it: neither offers what the page would
 * refuse (issue 42).
 */
export function offersChanges(booking: Pick<BookingRow, "status" | "start_at">, at: number): boolean {
  return parentMayChange(booking, at + READING_MS);
}

/** A phone number as a tel: address: its digits, with the US country code when it has ten (the forms take US-style numbers). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+") || (digits.length === 11 && digits.startsWith("1"))) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

const linkStyle = "color:#0f5f55;font-weight:bold";
/** Stands for a value inside a sentence of the words, to be replaced by its link in the HTML part. */
const MARK = "\uE000";

/** How the call happens, in the parent's words: the plain text's sentence, the HTML's (the number a tel: link), and the video link for the "Join the call" button. */
type How = { text: string; html: HtmlParagraph; join: string | null };

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
  /** The words of this booking's emails: the discovery call's, or a bought session's with its name and length (issue 43). */
  const wordsOf = (booking: BookingRow, party: BookingParty, language: Language = languageOf(booking)) =>
    party.session ? sessionCopies[language].sessionEmails(party.session.name, Number(booking.minutes)) : copies[language];
  /** What the owner's emails call it. */
  const ownerWhat = (party: BookingParty) => (party.session ? `Session (${oneLine(party.session.name, 60)})` : "Discovery call");
  const phoneOf = (party: BookingParty) => oneLine(party.parent_phone ?? "", 40);
  /** How the call happens: the video link (a "Join the call" button in the HTML), or the number we will phone. */
  const howOf = (call: CallLocation, booking: BookingRow, request: BookingParty, language: Language): How => {
    const words = wordsOf(booking, request, language);
    if (call.kind === "video") return { text: words.callVideo(call.url), html: { html: escapeHtml(words.callVideoIntro) }, join: call.url };
    const phone = phoneOf(request);
    if (!phone) return { text: words.callPhoneNoNumber, html: { html: escapeHtml(words.callPhoneNoNumber) }, join: null };
    const number = `<a href="${escapeHtml(telHref(phone))}" style="${linkStyle}">${escapeHtml(phone)}</a>`;
    return { text: words.callPhone(phone), html: { html: escapeHtml(words.callPhone(MARK)).replace(MARK, number) }, join: null };
  };
  const callOf = async (trx: Kysely<Database>): Promise<CallLocation> => (await readAvailability(trx))?.call ?? { kind: "phone" };

  type InviteOptions = { method: "REQUEST" | "CANCEL"; audience: "parent" | "owner"; now: number; call?: CallLocation | null; how?: string; link?: { href: string; line: string } | null };
  function invite(booking: BookingRow, request: BookingParty, { method, audience, now, call = null, how = "", link = null }: InviteOptions) {
    const words = wordsOf(booking, request, audience === "parent" ? languageOf(booking) : ownerLanguage);
    const parentEmail = deliverableAddress(request.parent_email);
    return {
      method,
      content: bookingInvite({
        method,
        uid: booking.uid,
        sequence: booking.sequence,
        start: new Date(booking.start_at),
        end: new Date(booking.end_at),
        summary: audience === "parent" ? words.inviteSummary(compose.businessName) : `${ownerWhat(request)}: ${oneLine(request.parent_name, 100)}`,
        description: audience === "parent" && link ? words.inviteDescription(when(booking), how, link.line) : `${compose.siteUrl}/admin/calls`,
        organizer: { name: compose.businessName, email: compose.contactEmail },
        // Nobody has verified the address: the first word of the name only, as the greeting (none: the address).
        attendee: { name: greetingName(request.parent_name), email: parentEmail ?? compose.contactEmail },
        ...(audience === "parent" && link ? { url: link.href } : {}),
        // How the call happens: the video link (LOCATION and URL) or a phone call (LOCATION).
        ...(call ? { call: call.kind === "video" ? { kind: "video" as const, url: call.url } : { kind: "phone" as const, label: words.invitePhoneLocation } } : {}),
        stamp: new Date(now),
      }),
    };
  }

  type ParentEmailOptions = {
    subject: string;
    /** What happened, after the greeting. */
    lines: readonly string[];
    /** How the call happens, after those lines (the "Join the call" button under it); none for a cancelled call. */
    how?: How | null;
    /** Lines after it (the calendar invite's). */
    after?: readonly string[];
    /** The manage page (none for a cancelled call). */
    manage?: string | null;
    /** When the email is due: it offers moving and cancelling only if that is still allowed when she reads it. */
    at: number;
    method: "REQUEST" | "CANCEL";
    now: number;
    purpose?: ComposedEmail["purpose"];
    call?: CallLocation | null;
  };

  /**
   * The parent's email: greeting, what happened, how the call happens ("Join the call" for a
   * video call), the manage link (unless cancelled), contact, sign-off. While she may still move
   * or cancel, the link offers it (a button in the HTML part: a long address would widen the
   * message past a phone's screen; the address itself in the plain text); closer to the call the
   * email says it can no longer be changed online and the link only shows the call.
   */
  function parentEmail(booking: BookingRow, request: BookingParty, options: ParentEmailOptions): ComposedEmail | null {
    const { subject, lines, how = null, after = [], manage = null, at, method, now, purpose = "booking-parent", call = null } = options;
    const to = deliverableAddress(request.parent_email);
    if (!to) return null;
    const language = languageOf(booking);
    const words = wordsOf(booking, request, language);
    const open = offersChanges(booking, at);
    const head = [words.greeting(greetingName(request.parent_name)), ...lines];
    const tail = [words.contact(compose.contactEmail), words.signOff(compose.businessName), words.why(compose.businessName)];
    const linkText = manage ? (open ? [words.manage(manage)] : [words.changesClosed, words.view(manage)]) : [];
    const text = [...head, ...(how ? [how.text] : []), ...after, ...linkText, ...tail].join("\n\n");
    const linkIntro = manage ? [open ? words.manageIntro : words.changesClosed] : [];
    const html: (string | HtmlParagraph)[] = [...head, ...(how ? [how.html] : []), ...after, ...linkIntro, ...tail];
    const links: EmailLink[] = [];
    if (how?.join) links.push({ href: how.join, label: words.joinLabel, after: head.length + 1, button: true });
    if (manage) {
      const afterIntro = head.length + (how ? 1 : 0) + after.length + 1;
      links.push(open ? { href: manage, label: words.manageLabel, after: afterIntro, button: how?.join ? "outline" : true } : { href: manage, label: words.viewLabel, after: afterIntro });
    }
    return {
      purpose,
      submissionKind: request.request ? "discovery-call" : null,
      submissionId: request.request?.id ?? null,
      to: [to],
      replyTo: compose.contactEmail,
      subject: oneLine(subject, 200),
      text,
      html: paragraphsHtml(subject, languageInfo(language).tag, html, links),
      invite: invite(booking, request, { method, audience: "parent", now, call, how: how?.text ?? "", link: manage ? { href: manage, line: open ? words.manage(manage) : words.view(manage) } : null }),
    };
  }

  function ownerEmail(booking: BookingRow, request: BookingParty, subject: string, lines: string[], method: "REQUEST" | "CANCEL", now: number, call: CallLocation | null = null): ComposedEmail {
    const link = `${compose.siteUrl}/admin/calls`;
    return {
      purpose: "booking-owner",
      submissionKind: request.request ? "discovery-call" : null,
      submissionId: request.request?.id ?? null,
      to: compose.ownerRecipients,
      replyTo: deliverableAddress(request.parent_email),
      subject: oneLine(subject, 200),
      text: [...lines, `Open your calls: ${link}`].join("\n\n"),
      html: paragraphsHtml(subject, "en-US", lines, { href: link, label: "Open your calls" }),
      invite: invite(booking, request, { method, audience: "owner", now, call }),
    };
  }

  /**
   * The owner's notification of a booked call: a booked call (never a "request"), its time in her
   * zone with the parent's beside it, a button to join it (her video link) or to phone the parent,
   * the parent's zone by name among the answers (the payload's `timezone` is always "EST" and is
   * not listed), and only what the form asked and the parent answered.
   */
  function ownerNotification(booking: BookingRow, party: BookingParty, call: CallLocation, now: number): ComposedEmail {
    const request = party.request;
    if (!request) {
      // A bought session: who, which session, when (no form answers to list).
      const name = oneLine(party.parent_name, 80);
      return ownerEmail(
        booking,
        party,
        `Session booked: ${name}, ${oneLine(party.session!.name, 60)}, ${ownerWhen(booking)}`,
        [`${name} booked ${oneLine(party.session!.name, 60)} (${Number(booking.minutes)} minutes) for ${ownerWhen(booking)}.`],
        "REQUEST",
        now,
        call,
      );
    }
    const words = emailCopy.owner.bookedCall;
    const phone = phoneOf(party);
    const action =
      call.kind === "video"
        ? { href: call.url, label: words.join, text: words.joinText(call.url) }
        : phone
          ? { href: telHref(phone), label: words.phone(phone), text: words.phone(phone) }
          : undefined;
    const zone = booking.parent_time_zone;
    const email = composeOwnerNotification(
      { kind: "discovery-call", id: request.id, row: request, receivedAt: request.received_at, language: languageOf(booking) },
      compose,
      emailCopy,
      {
        subject: (short) => words.subject(short, ownerWhen(booking)),
        intro: words.intro,
        lead: [words.bookedFor(ownerWhen(booking))],
        ...(action ? { action } : {}),
        answers: zone ? [{ label: words.parentZone, value: timeZoneName(zone) }] : [],
      },
    );
    return { ...email, purpose: "booking-owner", invite: invite(booking, party, { method: "REQUEST", audience: "owner", now, call }) };
  }

  async function writeReminders(trx: Transaction<Database>, booking: BookingRow, request: BookingParty, token: string, now: number, how: How, call: CallLocation) {
    const words = wordsOf(booking, request);
    for (const hours of deps.reminderHours) {
      const due = booking.start_at - hours * 3_600_000;
      if (due <= now) continue; // booked inside the reminder's lead time
      // Moving and cancelling are offered only while they are still allowed when it arrives (parentEmail).
      const email = parentEmail(booking, request, {
        subject: words.reminderSubject(hours, when(booking)),
        lines: [words.reminder(when(booking))],
        how,
        manage: manageUrl(booking, token),
        at: due,
        method: "REQUEST",
        now,
        purpose: "booking-reminder",
        call,
      });
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
      const words = wordsOf(booking, request);
      const call = await callOf(trx);
      const how = howOf(call, booking, request, languageOf(booking));
      await write(
        trx,
        [
          ownerNotification(booking, request, call, now),
          parentEmail(booking, request, {
            subject: words.bookedSubject(when(booking)),
            lines: [words.booked(compose.businessName, when(booking))],
            how,
            after: [words.invite],
            manage: manageUrl(booking, token),
            at: now,
            method: "REQUEST",
            now,
            call,
          }),
        ],
        now,
      );
      await writeReminders(trx, booking, request, token, now, how, call);
    },
    async moved(trx, booking, request, token, now, by: ChangedBy) {
      const words = wordsOf(booking, request);
      const call = await callOf(trx);
      const how = howOf(call, booking, request, languageOf(booking));
      await cancelReminders(trx, booking);
      await write(
        trx,
        [
          parentEmail(booking, request, {
            subject: words.movedSubject(when(booking)),
            lines: [by === "owner" ? words.movedByUs(when(booking)) : words.moved(when(booking))],
            how,
            after: [words.invite],
            manage: manageUrl(booking, token),
            at: now,
            method: "REQUEST",
            now,
            call,
          }),
          ownerEmail(
            booking,
            request,
            `${ownerWhat(request)} moved: ${oneLine(request.parent_name, 80)}, ${ownerWhen(booking)}`,
            [`${by === "owner" ? "You moved" : `${oneLine(request.parent_name, 80)} moved`} the ${ownerWhat(request).toLowerCase()} to ${ownerWhen(booking)}.`],
            "REQUEST",
            now,
            call,
          ),
        ],
        now,
      );
      await writeReminders(trx, booking, request, token, now, how, call);
    },
    async cancelled(trx, booking, request, now, by: ChangedBy, message: string) {
      const words = wordsOf(booking, request);
      // A session is booked again from her package page: a new link to it (only hashes are kept);
      // one withdrawn (its order refunded in full) has nothing to book again.
      const again = request.session
        ? request.session.status === "withdrawn"
          ? null
          : `${compose.siteUrl}${pathInLanguage(`/order/${await newOrderLink(trx, request.session.orderId, now)}`, languageOf(booking))}`
        : bookUrl(booking);
      await cancelReminders(trx, booking);
      const note = oneLine(message, 1000) === "" ? [] : [`${words.ourNote}\n${message.trim().slice(0, 1000)}`];
      await write(
        trx,
        [
          parentEmail(booking, request, {
            subject: words.cancelledSubject(when(booking)),
            lines: [by === "owner" ? words.cancelledByUs(when(booking)) : words.cancelled(when(booking)), ...note, ...(again ? [words.bookAgain(again)] : [])],
            at: now,
            method: "CANCEL",
            now,
          }),
          ownerEmail(
            booking,
            request,
            `${ownerWhat(request)} cancelled: ${oneLine(request.parent_name, 80)}, ${ownerWhen(booking)}`,
            [`${by === "owner" ? "You cancelled" : `${oneLine(request.parent_name, 80)} cancelled`} the ${ownerWhat(request).toLowerCase()} on ${ownerWhen(booking)}.`],
            "CANCEL",
            now,
          ),
        ],
        now,
      );
    },
    async linkAgain(trx, booking, request, token, now) {
      const guard = guardCopies[languageOf(booking)];
      const call = await callOf(trx);
      await write(
        trx,
        [
          parentEmail(booking, request, {
            subject: guard.linkAgainSubject,
            lines: [guard.linkAgain(when(booking)), guard.linkAgainIgnore],
            manage: manageUrl(booking, token),
            at: now,
            method: "REQUEST",
            now,
            call,
          }),
        ],
        now,
      );
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
