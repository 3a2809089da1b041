import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EventActions, EventFacts } from "./event-details";
import type { SiteEvent } from "#common/events/event-types.ts";

const event: SiteEvent = {
  id: 7,
  slug: "story-picnic",
  title: "Story Picnic",
  subtitle: "Books on blankets",
  date: "2026-06-13",
  time: "10:00 AM - 12:00 PM",
  startTime: "10:00",
  endTime: "12:00",
  location: "Riverside Park",
  description: "Bring a blanket.",
  type: "Family Event",
  image: "/images/events/picnic.svg",
  ticketLink: "https://tickets.example/story-picnic",
};

describe("an event's details", () => {
  it("give its date, time and location, and its type unless the list shows it above", () => {
    const facts = renderToStaticMarkup(<EventFacts event={event} />);
    for (const text of ["Family Event", "Saturday, June 13, 2026", "10:00 AM - 12:00 PM", "Riverside Park"]) expect(facts).toContain(text);
    expect(facts).toContain('<time dateTime="2026-06-13">');
    expect(renderToStaticMarkup(<EventFacts event={event} withType={false} />)).not.toContain("Family Event");
  });

  it("link to the tickets in a new tab when there are tickets, and always to the calendar file", () => {
    for (const variant of ["dialog", "list"] as const) {
      const markup = renderToStaticMarkup(<EventActions event={event} variant={variant} />);
      expect(markup).toMatch(/<a href="https:\/\/tickets\.example\/story-picnic" target="_blank" rel="noopener noreferrer"[^>]*>Get Tickets/);
      expect(markup).toContain("(opens in a new tab)");
      expect(markup).toMatch(/<a href="\/api\/events\/7\.ics" download=""/);
    }
    const none = renderToStaticMarkup(<EventActions event={{ ...event, ticketLink: null }} variant="list" />);
    expect(none).not.toContain("Get Tickets");
    expect(none).toContain("Add to calendar");
  });

  it("name the event in the list's links, where they repeat", () => {
    const list = renderToStaticMarkup(<EventActions event={event} variant="list" />);
    expect(list.match(/<span class="sr-only">: Story Picnic<\/span>/g)).toHaveLength(2);
    expect(renderToStaticMarkup(<EventActions event={event} variant="dialog" />)).not.toContain(": Story Picnic");
  });
});
