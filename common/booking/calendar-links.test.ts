import { describe, expect, it } from "vitest";
import { googleCalendarLink, outlookCalendarLink } from "./calendar-links";

const event = {
  title: "Discovery call with Sprout & Story",
  details: "Free 15-minute call. Manage: https://example.org/booking/abc",
  location: "https://zoom.us/j/123?pwd=a&b",
  start: Date.UTC(2026, 11, 8, 18, 0),
  end: Date.UTC(2026, 11, 8, 18, 15),
};

describe("add-to-calendar links", () => {
  it("Google Calendar: a TEMPLATE with UTC dates, every field encoded", () => {
    const url = new URL(googleCalendarLink(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261208T180000Z/20261208T181500Z");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("details")).toBe(event.details);
    expect(url.searchParams.get("location")).toBe(event.location);
    expect(googleCalendarLink(event)).not.toContain("&b&");
  });

  it("Outlook.com: compose with ISO UTC start and end", () => {
    const url = new URL(outlookCalendarLink(event));
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/action/compose");
    expect(url.searchParams.get("startdt")).toBe("2026-12-08T18:00:00Z");
    expect(url.searchParams.get("enddt")).toBe("2026-12-08T18:15:00Z");
    expect(url.searchParams.get("subject")).toBe(event.title);
    expect(url.searchParams.get("body")).toBe(event.details);
    expect(url.searchParams.get("location")).toBe(event.location);
  });
});
