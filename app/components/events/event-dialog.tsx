import { CalendarDays, CalendarPlus, Clock, ExternalLink, MapPin, Tag } from "lucide-react";
import type { SiteEvent } from "./event-types";
import { Dialog, DialogContent } from "../ui/dialog";
import { formatEventDate } from "./event-types";

/** The event's details: title, image, type, subtitle, description, date, time, location, tickets. */
export function EventDialog({ event, onClose }: { event: SiteEvent | null; onClose: () => void }) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event ? (
        <DialogContent title={event.title} description={event.subtitle || undefined} className="max-w-2xl">
          <img src={event.image} alt="" width={800} height={450} className="mb-5 aspect-video w-full rounded-xl object-cover" />
          <dl className="mb-5 grid gap-3 sm:grid-cols-2">
            {[
              { icon: Tag, label: "Type", value: event.type },
              { icon: CalendarDays, label: "Date", value: <time dateTime={event.date}>{formatEventDate(event.date)}</time> },
              { icon: Clock, label: "Time", value: event.time },
              { icon: MapPin, label: "Location", value: event.location },
            ].map(({ icon: ItemIcon, label, value }) => (
              <div key={label}>
                <dt className="flex items-center gap-2 text-sm text-ink-soft">
                  <ItemIcon aria-hidden className="size-4 text-primary" />
                  {label}
                </dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mb-6 text-ink-soft">{event.description}</p>
          <div className="flex flex-wrap gap-3">
            {event.ticketLink ? (
              <a
                href={event.ticketLink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-12 items-center gap-2 rounded-full bg-primary px-6 font-semibold text-on-primary no-underline hover:bg-primary-strong"
              >
                Get Tickets <ExternalLink aria-hidden className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
            <a
              href={`/api/events/${event.id}.ics`}
              download
              className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-primary px-6 font-semibold text-primary no-underline hover:bg-primary-soft"
            >
              <CalendarPlus aria-hidden className="size-4" /> Add to calendar
            </a>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
