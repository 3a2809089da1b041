import type { Kysely } from "kysely";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { CallLocation } from "#common/booking/availability.ts";
import { googleCalendarLink, outlookCalendarLink, type CalendarEvent } from "#common/booking/calendar-links.ts";
import { formatWhenBoth } from "#common/booking/format.ts";
import type { Database } from "#server/db/schema";
import { oneLine } from "#server/email/compose.server";
import { prodIdCompany, withFinalLineBreak } from "#server/events/ics.server";
import type * as bookingWords from "#common/booking/content/booking.ts";
import bookingByLanguage from "#common/booking/content/booking.ts?languages";
import { pathInLanguage, type Language } from "#common/languages.ts";
import { bookingByToken, readAvailability, type BookingRow } from "./bookings.server";
import { partyOf } from "./changes.server";
import type * as sessionWords from "#common/booking/content/sessions.ts";
import sessionsByLanguage from "#common/booking/content/sessions.ts?languages";

type EmailWords = { inviteSummary: (business: string) => string; callVideo: (url: string) => string; callPhone: (phone: string) => string; callPhoneNoNumber: string; phoneLocation: string };

/**
 * What the parent's page shows of a booked call (issue 33): its time in her zone beside the
 * business's, how the call happens (the video link, or the number we will phone), and the
 * "Add to calendar" links. The manage link never goes into a third party's link (Google's and
 * Outlook's pages are requested by the parent's browser with everything in their address).
 */
export type CallDetails = {
  when: string;
  /** The owner's setting; `phone` is the number the parent gave ("" when none). */
  call: { kind: "video"; url: string } | { kind: "phone"; phone: string };
  calendar: { google: string; outlook: string };
};

export async function callLocation(db: Kysely<Database>): Promise<CallLocation> {
  return (await readAvailability(db))?.call ?? { kind: "phone" };
}

async function parentPhone(db: Kysely<Database>, booking: BookingRow): Promise<string> {
  // A bought session's order asks no number (issue 43).
  if (booking.request_id === null) return "";
  const row = await db.selectFrom("discovery_call_requests").select("parent_phone").where("id", "=", booking.request_id).executeTakeFirst();
  return oneLine(row?.parent_phone ?? "", 40);
}

function calendarEvent(booking: BookingRow, call: CallDetails["call"], words: EmailWords, businessName: string): CalendarEvent {
  const how = call.kind === "video" ? words.callVideo(call.url) : call.phone ? words.callPhone(call.phone) : words.callPhoneNoNumber;
  return {
    title: words.inviteSummary(businessName),
    details: how,
    location: call.kind === "video" ? call.url : words.phoneLocation,
    start: booking.start_at,
    end: booking.end_at,
  };
}

export async function callDetails(
  db: Kysely<Database>,
  booking: BookingRow,
  settings: { timeZone: string; businessName: string; tag: string; words: EmailWords },
): Promise<CallDetails> {
  const location = await callLocation(db);
  const call: CallDetails["call"] = location.kind === "video" ? location : { kind: "phone", phone: await parentPhone(db, booking) };
  const event = calendarEvent(booking, call, settings.words, settings.businessName);
  return {
    when: formatWhenBoth(booking.start_at, settings.timeZone, booking.parent_time_zone, settings.tag),
    call,
    calendar: { google: googleCalendarLink(event), outlook: outlookCalendarLink(event) },
  };
}

/**
 * The call as an .ics file to download (PUBLISH: an event to add, not an invitation to answer),
 * with the invite's UID, so the invites the emails carry later update the same entry.
 */
export async function callIcs(
  db: Kysely<Database>,
  booking: BookingRow,
  settings: { businessName: string; words: EmailWords; manageUrl: string; now: number },
): Promise<string> {
  const location = await callLocation(db);
  const call: CallDetails["call"] = location.kind === "video" ? location : { kind: "phone", phone: await parentPhone(db, booking) };
  const event = calendarEvent(booking, call, settings.words, settings.businessName);
  const calendar = ical({ prodId: { company: prodIdCompany(settings.businessName), product: "Booking", language: "EN" }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    stamp: new Date(settings.now),
    start: new Date(booking.start_at),
    end: new Date(booking.end_at),
    summary: event.title,
    description: `${event.details}\n\n${settings.manageUrl}`,
    location: event.location,
    status: ICalEventStatus.CONFIRMED,
    url: settings.manageUrl,
  });
  return withFinalLineBreak(calendar.toString());
}

/**
 * GET /booking/<token>/call.ics (and /es/…, each language's): the parent's booked call as a calendar file ("Add to
 * calendar" on her page, issue 33), in the booking page's language. Served ahead of the pages and
 * never kept (the address is a secret); null (the site's 404) for an unknown or cancelled call.
 */
export async function callIcsResponse(
  db: Kysely<Database>,
  token: string,
  settings: { language: Language; siteUrl: string; businessName: string; now: number; head: boolean },
): Promise<Response | null> {
  const booking = await bookingByToken(db, token);
  return bookingIcsResponse(db, booking, `/booking/${token}`, settings);
}

/**
 * A booking's .ics file (the manage link's, or a bought session's under her order's link: `path`,
 * its page): null for none or a cancelled one. A session is named as bought (issue 43).
 */
export async function bookingIcsResponse(
  db: Kysely<Database>,
  booking: BookingRow | null | undefined,
  path: string,
  settings: { language: Language; siteUrl: string; businessName: string; now: number; head: boolean },
): Promise<Response | null> {
  if (!booking || booking.status === "cancelled") return null;
  const session = booking.order_session_id === null ? null : (await partyOf(db, booking)).session;
  const ics = await callIcs(db, booking, {
    businessName: settings.businessName,
    words: session
      ? (sessionsByLanguage as Record<Language, typeof sessionWords>)[settings.language].sessionEmails(session.name, Number(booking.minutes))
      : (bookingByLanguage as Record<Language, typeof bookingWords>)[settings.language].bookingEmails,
    manageUrl: `${settings.siteUrl}${pathInLanguage(path, settings.language)}`,
    now: settings.now,
  });
  return new Response(settings.head ? null : ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${session ? "session" : "discovery-call"}.ics"`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "same-origin",
    },
  });
}
