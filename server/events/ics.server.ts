import ical, { ICalCalendarMethod } from "ical-generator";
import { zonedTimeToUtc } from "#common/calendar.ts";
import { withoutControlCharacters } from "#server/control-characters.server";
import type { EventTable } from "#server/db/schema";

type EventRow = Pick<EventTable, "slug" | "title" | "subtitle" | "date" | "start_time" | "end_time" | "location" | "description" | "ticket_link"> & { id: number };

/** Midnight UTC of a `YYYY-MM-DD` date, plus `days`: an all-day entry's DATE value. */
function utcDate(date: string, days = 0): Date {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

/**
 * The company part of PRODID, an identifier rather than text anyone reads: the business's name
 * without the characters TEXT would have to escape (ical-generator writes PRODID as given).
 */
export function prodIdCompany(name: string): string {
  return name.replace(/[\\;,\p{Cc}]/gu, "").trim() || "Site";
}

/**
 * The last step of every .ics the site writes (events, booking invites, the owner's calendar feed):
 * control characters other than tab and the CRLF line breaks removed (a NUL or a vertical tab
 * typed into a form makes a calendar app refuse the whole file), and the file ended with CRLF:
 * RFC 5545 3.1 ends every content line with one, END:VCALENDAR included, and ical-generator
 * leaves the last one off.
 */
export function withFinalLineBreak(ics: string): string {
  const clean = withoutControlCharacters(ics);
  return clean.endsWith("\r\n") ? clean : `${clean}\r\n`;
}

/**
 * One event as an iCalendar file, written by ical-generator (escaping, folding at 75 octets, CRLF).
 * Times are stored as wall-clock time in the business's zone (`timeZone`) and written in UTC; an event whose time is still to
 * be announced is an all-day entry (DTEND the next day, exclusive).
 */
export function eventToIcs(event: EventRow, options: { siteUrl: string; businessName: string; now: Date; timeZone: string }): string {
  const host = new URL(options.siteUrl).host;
  const calendar = ical({
    prodId: { company: prodIdCompany(options.businessName), product: "Events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
  });
  const details = [event.subtitle, event.description, event.start_time ? "" : "Time to be announced."].filter(Boolean).join("\n\n");
  const common = {
    id: `${event.slug}@${host}`,
    stamp: options.now,
    summary: event.title,
    description: details,
    location: event.location || null,
    url: new URL("/events", options.siteUrl).toString(),
  };
  if (event.start_time) {
    const start = zonedTimeToUtc(event.date, event.start_time, options.timeZone);
    const end = event.end_time ? zonedTimeToUtc(event.date, event.end_time, options.timeZone) : new Date(start.getTime() + 60 * 60_000);
    calendar.createEvent({ ...common, start, end });
  } else {
    calendar.createEvent({ ...common, allDay: true, start: utcDate(event.date), end: utcDate(event.date, 1) });
  }
  return withFinalLineBreak(calendar.toString());
}
