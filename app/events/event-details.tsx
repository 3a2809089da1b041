import { CalendarDays, CalendarPlus, Clock, ExternalLink, MapPin, Tag } from "~/components/ui/icons";
import { eventsCopy } from "#common/events/content/events-page.ts";
import { cn } from "~/lib/cn";
import { formatEventDate, type SiteEvent } from "#common/events/event-types.ts";

/** The event's type, date, time and location as a description list. */
export function EventFacts({ event, withType = true, className }: { event: SiteEvent; withType?: boolean; className?: string }) {
  const facts = [
    ...(withType ? [{ icon: Tag, label: eventsCopy.typeLabel, value: event.type }] : []),
    { icon: CalendarDays, label: eventsCopy.dateLabel, value: <time dateTime={event.date}>{formatEventDate(event.date)}</time> },
    { icon: Clock, label: eventsCopy.timeLabel, value: event.time },
    { icon: MapPin, label: eventsCopy.locationLabel, value: event.location },
  ];
  return (
    <dl className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {facts.map(({ icon: ItemIcon, label, value }) => (
        <div key={label}>
          <dt className="flex items-center gap-2 text-sm text-ink-soft">
            <ItemIcon aria-hidden className="size-4 text-primary" />
            {label}
          </dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const actionClasses = {
  dialog: {
    tickets: "min-h-12 gap-2 rounded-full bg-primary px-6 text-on-primary no-underline hover:bg-primary-strong",
    calendar: "min-h-12 gap-2 rounded-full border-2 border-primary px-6 text-primary no-underline hover:bg-primary-soft",
  },
  list: {
    tickets: "min-h-10 gap-1.5 rounded-full bg-primary px-4 text-sm text-on-primary no-underline hover:bg-primary-strong",
    calendar: "min-h-10 gap-1.5 text-primary underline underline-offset-4",
  },
};

/**
 * Get Tickets (when there is a ticket link) and Add to calendar: as buttons in the dialog, and
 * lighter in the list, where the event's title is added to each link's accessible name.
 */
export function EventActions({ event, variant }: { event: SiteEvent; variant: keyof typeof actionClasses }) {
  const suffix = variant === "list" ? <span className="sr-only">: {event.title}</span> : null;
  const classes = actionClasses[variant];
  return (
    <div className="flex flex-wrap items-center gap-3">
      {event.ticketLink ? (
        <a href={event.ticketLink} target="_blank" rel="noopener noreferrer" className={cn("inline-flex items-center font-semibold", classes.tickets)}>
          {eventsCopy.ticketsLabel}
          {suffix}
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">{eventsCopy.newTabNote}</span>
        </a>
      ) : null}
      <a href={`/api/events/${event.id}.ics`} download className={cn("inline-flex items-center font-semibold", classes.calendar)}>
        <CalendarPlus aria-hidden className="size-4" /> {eventsCopy.addToCalendarLabel}
        {suffix}
      </a>
    </div>
  );
}
