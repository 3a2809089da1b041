import { describe, expect, it } from "vitest";
import { contentLineProblems, parseIcs } from "#tests/ics";
import { bookingInvite, parameterSafeName, type InviteInput } from "./invite.server";

// The booking's calendar invite (RFC 5546 iTIP), read back with ical.js.

const input: InviteInput = {
  method: "REQUEST",
  uid: "booking-0b7e6c1a-3f7d-4a51-9a43-2f1c8f0d9e11@kindredpagesreading.com",
  sequence: 0,
  start: new Date("2026-12-03T19:00:00Z"),
  end: new Date("2026-12-03T19:15:00Z"),
  summary: "Discovery call with Kindred Pages",
  description: "Your free 15-minute call.",
  organizer: { name: "Elena Brooks", email: "hello@kindredpagesreading.com" },
  attendee: { name: "Ana Pérez", email: "ana@example.org" },
  url: "https://www.kindredpagesreading.com/booking/manage?token=abc",
  stamp: new Date("2026-11-21T15:00:00Z"),
};

function params(property: { getParameter(name: string): unknown } | null, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, property?.getParameter(name)]));
}

describe("bookingInvite", () => {
  it("REQUEST: METHOD, one VEVENT with UID, SEQUENCE, UTC times, organizer, attendee asked to answer, CONFIRMED", () => {
    const ics = bookingInvite(input);
    expect(contentLineProblems(ics)).toEqual([]);
    const { calendar, event } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(event.getFirstPropertyValue("uid")).toBe(input.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(ics).toContain("\r\nDTSTART:20261203T190000Z\r\nDTEND:20261203T191500Z\r\n");
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-12-03T19:00:00Z");
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2026-12-03T19:15:00Z");
    expect(String(event.getFirstPropertyValue("dtstamp"))).toBe("2026-11-21T15:00:00Z");
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.getFirstPropertyValue("summary")).toBe(input.summary);
    expect(event.getFirstPropertyValue("description")).toBe(input.description);
    expect(event.getFirstPropertyValue("url")).toBe(input.url);

    const organizer = event.getFirstProperty("organizer");
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe("mailto:hello@kindredpagesreading.com");
    expect(organizer?.getParameter("cn")).toBe("Elena Brooks");
    const attendees = event.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:ana@example.org");
    expect(params(attendees[0]!, ["cn", "rsvp", "partstat", "role"])).toEqual({
      cn: "Ana Pérez",
      rsvp: "TRUE",
      partstat: "NEEDS-ACTION",
      role: "REQ-PARTICIPANT",
    });
  });

  it("CANCEL: METHOD:CANCEL, the same UID, the next SEQUENCE, STATUS:CANCELLED", () => {
    const ics = bookingInvite({ ...input, method: "CANCEL", sequence: 2, url: undefined });
    expect(contentLineProblems(ics)).toEqual([]);
    const { calendar, event } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(input.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(2);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstProperty("url")).toBeNull();
    expect(event.getAllProperties("attendee")).toHaveLength(1);
  });

  it("escapes a summary and description with , ; \\ CR LF and Spanish text; every line valid and read back exactly", () => {
    const summary = "Llamada de descubrimiento – ¿mañana?, sí; con \\ barra";
    const description = "Hola, Ana;\rsu llamada gratuita de 15 minutos\r\nes mañana.\nRuta: C:\\libros\\niños " + "¿Qué leemos? ".repeat(12);
    const ics = bookingInvite({ ...input, summary, description, attendee: { name: 'Ana "Anita" Pérez\r\nX-EVIL:1', email: "ana@example.org" } });
    expect(contentLineProblems(ics)).toEqual([]);
    expect(ics).not.toMatch(/\r(?!\n)/);
    expect(ics).not.toMatch(/\r\nX-EVIL/);
    const { event } = parseIcs(ics);
    expect(event.getFirstPropertyValue("summary")).toBe(summary);
    // A bare CR is a line break like CRLF and LF: all are written `\n` and read back as LF.
    expect(event.getFirstPropertyValue("description")).toBe(description.replace(/\r\n?/g, "\n"));
    expect(event.getFirstProperty("attendee")?.getParameter("cn")).toBe("Ana 'Anita' Pérez X-EVIL:1");
  });

  it("refuses what it cannot write faithfully", () => {
    expect(() => bookingInvite({ ...input, end: input.start })).toThrow("end must be after start");
    expect(() => bookingInvite({ ...input, start: new Date("nope") })).toThrow("start is not a valid date");
    expect(() => bookingInvite({ ...input, sequence: -1 })).toThrow("sequence");
    expect(() => bookingInvite({ ...input, uid: "booking-1@x\r\nX-EVIL:1" })).toThrow("uid");
    expect(() => bookingInvite({ ...input, attendee: { name: "A", email: "a;b@example.org" } })).toThrow("attendee's email");
    expect(parameterSafeName('  "Quoted"\\ name\n ')).toBe("'Quoted' name");
  });
});

describe("bookingInvite: how the call happens (issue 33)", () => {
  it("a video link is the LOCATION and the URL", () => {
    const { event } = parseIcs(bookingInvite({ ...input, call: { kind: "video", url: "https://zoom.us/j/123456789?pwd=a,b;c" } }));
    expect(event.getFirstPropertyValue("location")).toBe("https://zoom.us/j/123456789?pwd=a,b;c");
    expect(event.getFirstPropertyValue("url")).toBe("https://zoom.us/j/123456789?pwd=a%2Cb%3Bc");
  });
  it("a phone call's LOCATION is the label in the booking's language; the URL stays the manage link", () => {
    const ics = bookingInvite({ ...input, call: { kind: "phone", label: "Llamada telefónica" } });
    expect(contentLineProblems(ics)).toEqual([]);
    const { event } = parseIcs(ics);
    expect(event.getFirstPropertyValue("location")).toBe("Llamada telefónica");
    expect(event.getFirstPropertyValue("url")).toBe(input.url);
  });
  it("no LOCATION when the caller does not say", () => {
    expect(parseIcs(bookingInvite(input)).event.getFirstProperty("location")).toBeNull();
  });
});
