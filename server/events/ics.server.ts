import { zonedTimeToUtc } from "#app/lib/calendar.ts";
import type { EventTable } from "../db/schema";

type EventRow = Pick<EventTable, "slug" | "title" | "subtitle" | "date" | "start_time" | "end_time" | "location" | "description" | "ticket_link"> & { id: number };

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (UTF-8), continuing lines with a leading space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10).replace(/-/g, "");
}

/**
 * One event as an iCalendar file. Times are stored as New York wall-clock time and written in
 * UTC; an event whose time is still to be announced is an all-day entry.
 */
export function eventToIcs(event: EventRow, options: { siteUrl: string; businessName: string; now: Date }): string {
  const host = new URL(options.siteUrl).host;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.businessName)}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.slug}@${host}`,
    `DTSTAMP:${utcStamp(options.now)}`,
  ];
  if (event.start_time) {
    const start = zonedTimeToUtc(event.date, event.start_time);
    const end = event.end_time ? zonedTimeToUtc(event.date, event.end_time) : new Date(start.getTime() + 60 * 60_000);
    lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${event.date.replace(/-/g, "")}`, `DTEND;VALUE=DATE:${nextDay(event.date)}`);
  }
  const details = [event.subtitle, event.description, event.start_time ? "" : "Time to be announced."].filter(Boolean).join("\n\n");
  lines.push(
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(details)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${new URL("/events", options.siteUrl).toString()}`,
    "END:VEVENT",
    "END:VCALENDAR",
  );
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
