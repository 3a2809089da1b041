/**
 * "Add to calendar" links for a booked call (issue 33): pages of Google Calendar and Outlook.com
 * that open a new event filled in, followed by the parent (the site requests nothing). Times in
 * UTC, so each calendar shows them in its owner's zone.
 */
export type CalendarEvent = {
  title: string;
  details: string;
  /** Where the call happens: the video link, or "Phone call". */
  location: string;
  start: number;
  end: number;
};

/** 20261208T180000Z (Google's `dates`). */
function basicUtc(instant: number): string {
  return new Date(instant).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** 2026-12-08T18:00:00Z (Outlook's `startdt` and `enddt`). */
function extendedUtc(instant: number): string {
  return new Date(instant).toISOString().replace(/\.\d{3}/, "");
}

export function googleCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    subject: event.title,
    startdt: extendedUtc(event.start),
    enddt: extendedUtc(event.end),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}
