import { describe, expect, it } from "vitest";
import { eventToIcs, prodIdCompany } from "./ics.server";
import { contentLineProblems, parseIcs } from "#tests/ics";

// The events' .ics, written by ical-generator; read back with ical.js (pure: no database).

const options = { siteUrl: "https://www.kindredpagesreading.com", businessName: "Kindred Pages", now: new Date("2026-11-21T15:00:00Z"), timeZone: "America/New_York" };
const base = {
  id: 7,
  slug: "winter-story-swap",
  title: "Winter Story Swap",
  subtitle: "Bring a book",
  date: "2026-12-12",
  start_time: "10:30",
  end_time: "12:00",
  location: "Online",
  description: "Share a favorite winter book.",
  ticket_link: null,
};

describe("an event's .ics", () => {
  it("keeps the meaning of the hand-written file: UID, DTSTAMP, times in UTC, summary, location, URL", () => {
    const ics = eventToIcs(base, options);
    expect(contentLineProblems(ics)).toEqual([]);
    const { calendar, event } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Kindred Pages//Events//EN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(event.getFirstPropertyValue("uid")).toBe("winter-story-swap@www.kindredpagesreading.com");
    expect(String(event.getFirstPropertyValue("dtstamp"))).toBe("2026-11-21T15:00:00Z");
    // 10:30-12:00 in New York (EST, UTC-5) in December.
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-12-12T15:30:00Z");
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2026-12-12T17:00:00Z");
    expect(event.getFirstPropertyValue("summary")).toBe("Winter Story Swap");
    expect(event.getFirstPropertyValue("description")).toBe("Bring a book\n\nShare a favorite winter book.");
    expect(event.getFirstPropertyValue("location")).toBe("Online");
    expect(event.getFirstPropertyValue("url")).toBe("https://www.kindredpagesreading.com/events");
  });

  it("reads the event's times in the business's zone (BUSINESS_TIME_ZONE)", () => {
    const { event } = parseIcs(eventToIcs(base, { ...options, timeZone: "America/Los_Angeles" }));
    // 10:30-12:00 in Los Angeles (PST, UTC-8) in December.
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-12-12T18:30:00Z");
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2026-12-12T20:00:00Z");
  });

  it("lasts an hour without an end time, and is an all-day entry (DATE values, end exclusive) while its time is to be announced", () => {
    const hour = parseIcs(eventToIcs({ ...base, date: "2026-07-04", end_time: null }, options)).event;
    expect(String(hour.getFirstPropertyValue("dtstart"))).toBe("2026-07-04T14:30:00Z"); // EDT, UTC-4
    expect(String(hour.getFirstPropertyValue("dtend"))).toBe("2026-07-04T15:30:00Z");

    const ics = eventToIcs({ ...base, start_time: null, end_time: null, date: "2026-12-31" }, options);
    expect(contentLineProblems(ics)).toEqual([]);
    expect(ics).toContain("\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    const { event } = parseIcs(ics);
    const start = event.getFirstPropertyValue("dtstart") as unknown as { isDate: boolean; toString(): string };
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2026-12-31");
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2027-01-01");
    expect(event.getFirstPropertyValue("description")).toBe("Bring a book\n\nShare a favorite winter book.\n\nTime to be announced.");
  });

  it("escapes a description with a bare CR, a CRLF, commas, semicolons and backslashes: every line valid, the text read back", () => {
    const description = "Line one\rline two\r\nline three, with commas; semicolons\\ and a backslash\\n (not a newline)";
    const title = "Books, songs; and\\ more";
    const ics = eventToIcs({ ...base, subtitle: "", title, description, location: "Room 1; 2nd floor, Main St." }, options);
    expect(contentLineProblems(ics)).toEqual([]);
    expect(ics).not.toMatch(/\r(?!\n)/); // no bare CR reaches the file
    const { event } = parseIcs(ics);
    expect(event.getFirstPropertyValue("summary")).toBe(title);
    expect(event.getFirstPropertyValue("location")).toBe("Room 1; 2nd floor, Main St.");
    // A bare CR, like CRLF, is a line break, written `\n` (RFC 5545 3.3.11), so it reads back as LF.
    expect(event.getFirstPropertyValue("description")).toBe(description.replace(/\r\n?/g, "\n"));
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const description = "é".repeat(80) + " 📚".repeat(30);
    const ics = eventToIcs({ ...base, subtitle: "", description }, options);
    expect(contentLineProblems(ics)).toEqual([]);
    expect(ics.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);
    expect(parseIcs(ics).event.getFirstPropertyValue("description")).toBe(description);
  });

  it("keeps PRODID an identifier whatever the business is called", () => {
    expect(prodIdCompany("Kindred Pages")).toBe("Kindred Pages");
    expect(prodIdCompany("Books, Songs; & More\\\n")).toBe("Books Songs & More");
    const ics = eventToIcs(base, { ...options, businessName: "Books, Songs; & More" });
    expect(contentLineProblems(ics)).toEqual([]);
    expect(parseIcs(ics).calendar.getFirstPropertyValue("prodid")).toBe("-//Books Songs & More//Events//EN");
  });
});

describe("the test's own line check", () => {
  it("catches what the hand-written writer let through", () => {
    expect(contentLineProblems("BEGIN:VCALENDAR\r\nDESCRIPTION:a\rb\r\nEND:VCALENDAR\r\n")).toEqual([
      'line 2 holds a bare CR or LF: "DESCRIPTION:a\\rb"',
      'a control character in "DESCRIPTION:a\\rb"',
    ]);
    expect(contentLineProblems(`X:${"a".repeat(80)}`)).toHaveLength(2);
  });
});
