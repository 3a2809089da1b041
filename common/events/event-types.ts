import { locale } from "#common/content/locale.ts";

/** An event as the page receives it from the loader (see server/events/events.server.ts). */
export type SiteEvent = {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  date: string;
  time: string;
  startTime: string | null;
  endTime: string | null;
  location: string;
  description: string;
  type: string;
  image: string;
  ticketLink: string | null;
};

/** The back office's event form as it was sent, as text (server/events/manage-events.server.ts checks it). */
export type EventFormValues = {
  title: string;
  subtitle: string;
  type: string;
  date: string;
  start: string;
  end: string;
  timeTba: boolean;
  location: string;
  description: string;
  ticketLink: string;
  image: string;
};

const longDate = new Intl.DateTimeFormat(locale.tag, { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Saturday, October 25, 2025" (in the page's language) for a YYYY-MM-DD date (a calendar date, so read in UTC). */
export function formatEventDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** The id of the event's entry in the page's list of events, which the calendar links to. */
export function eventAnchor(event: Pick<SiteEvent, "id">): string {
  return `event-${event.id}`;
}
