import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { prodIdCompany, withFinalLineBreak } from "#server/events/ics.server";

/**
 * The calendar invite of a booked discovery call (iTIP, RFC 5546), sent as the `text/calendar`
 * part of the booking's emails (the outbox's `invite`): REQUEST when it is booked or moved,
 * CANCEL when it is called off. Written by ical-generator (escaping, folding, CRLF). The same UID
 * for the booking's whole life and a SEQUENCE raised on every change let the parent's calendar
 * replace or remove the entry it already has.
 */
export type InviteInput = {
  method: "REQUEST" | "CANCEL";
  /** `booking-<uuid>@<domain>`, stable for the booking's life. */
  uid: string;
  /** Stored with the booking; increases on each reschedule or cancel. */
  sequence: number;
  /** Written in UTC (…Z). */
  start: Date;
  end: Date;
  /** Already in the booking's language. */
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The parent's manage link (the URL unless the call has a video link). */
  url?: string;
  /**
   * How the call happens (issue 33, `availability.call`): a video link is the LOCATION and the URL;
   * a phone call's LOCATION is `label` ("Phone call", from bookingEmails.invitePhoneLocation in the
   * booking's language).
   */
  call?: { kind: "video"; url: string } | { kind: "phone"; label: string };
  /** DTSTAMP: the caller's clock, so tests can fix it. */
  stamp: Date;
};

// A plain address: nothing that CAL-ADDRESS (a mailto: URI) or the content line would need escaped.
const plainAddress = /^[^\s@"\\;,:<>()[\]]+@[^\s@"\\;,:<>()[\]]+$/;

/**
 * A name for a CN parameter. A parameter value cannot escape anything (RFC 5545 3.2; ical-generator
 * puts a backslash before `"`, which calendars read as the end of the value), so a double quote
 * becomes a single one, a backslash goes, and line breaks and control characters become spaces.
 */
export function parameterSafeName(name: string): string {
  return name
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/"/g, "'")
    .replace(/\\/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function person(role: string, who: { name: string; email: string }): { name: string; email: string } {
  if (!plainAddress.test(who.email)) throw new Error(`bookingInvite: the ${role}'s email is not a plain address`);
  return { name: parameterSafeName(who.name) || who.email, email: who.email };
}

/** One VCALENDAR with METHOD and one VEVENT: the invite (REQUEST) or its cancellation (CANCEL). */
export function bookingInvite(input: InviteInput): string {
  // ical-generator writes the UID as given: keep it one plain token (`booking-<uuid>@<domain>`).
  if (!/^[A-Za-z0-9._@-]{1,255}$/.test(input.uid)) throw new Error("bookingInvite: uid must be letters, digits, '.', '_', '-' and '@'");
  if (!Number.isSafeInteger(input.sequence) || input.sequence < 0) throw new Error("bookingInvite: sequence must be a whole number, 0 or more");
  for (const [name, date] of [["start", input.start], ["end", input.end], ["stamp", input.stamp]] as const) {
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new Error(`bookingInvite: ${name} is not a valid date`);
  }
  // ical-generator would swap them silently.
  if (input.end.getTime() <= input.start.getTime()) throw new Error("bookingInvite: end must be after start");
  const organizer = person("organizer", input.organizer);
  const attendee = person("attendee", input.attendee);
  const calendar = ical({
    prodId: { company: prodIdCompany(organizer.name), product: "Booking", language: "EN" },
    method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    scale: "GREGORIAN",
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    organizer,
    attendees: [
      {
        name: attendee.name,
        email: attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
    status: input.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    location: input.call ? (input.call.kind === "video" ? input.call.url : input.call.label) : null,
    // ical-generator escapes "," and ";" in URL (a URI, read unescaped): percent-encoded instead, the same address.
    url: input.call?.kind === "video" ? input.call.url.replace(/,/g, "%2C").replace(/;/g, "%3B") : (input.url ?? null),
  });
  return withFinalLineBreak(calendar.toString());
}
