import { CalendarPlus, ExternalLink } from "lucide-react";
import { useState } from "react";
import type { Event as EventLd } from "schema-dts";
import type { Route } from "./+types/events";
import { EventDialog } from "~/components/events/event-dialog";
import { formatEventDate, type SiteEvent } from "~/components/events/event-types";
import { MonthCalendar } from "~/components/events/month-calendar";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { pageIntros } from "~/content/page-intros";
import { business } from "~/lib/business";
import { parseYearMonth, SITE_TIME_ZONE, todayIn, zonedTimeToUtc } from "~/lib/calendar";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import { listEvents } from "../../server/events/events.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const today = todayIn(SITE_TIME_ZONE);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const chosen = parseYearMonth(new URL(request.url).searchParams.get("month")) ?? { year, month };
  return { events: await listEvents(context.db), today, month: chosen };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

function eventJsonLd(event: SiteEvent): EventLd {
  const start = event.startTime ? zonedTimeToUtc(event.date, event.startTime).toISOString() : event.date;
  const end = event.startTime && event.endTime ? zonedTimeToUtc(event.date, event.endTime).toISOString() : undefined;
  return {
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: start,
    ...(end ? { endDate: end } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.location, address: { "@type": "PostalAddress", addressCountry: "US" } },
    image: absoluteUrl(event.image),
    organizer: { "@id": absoluteUrl("/#organization") },
    ...(event.ticketLink ? { offers: { "@type": "Offer", url: event.ticketLink } } : {}),
  };
}

export const meta: Route.MetaFunction = ({ data }) => routeMeta("/events", { jsonLd: (data?.events ?? []).map(eventJsonLd) });

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { events, today, month } = loaderData;
  const [open, setOpen] = useState<SiteEvent | null>(null);
  const intro = pageIntros.events;
  const upcoming = events.filter((e) => e.date >= today);
  const past = events.filter((e) => e.date < today).reverse();

  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>}>
        <Button asChild variant="secondary" className="mt-6">
          <a href={business.newsletterUrl} target="_blank" rel="noopener noreferrer">
            Subscribe to Newsletter
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </PageHeader>
      <div className="mx-auto flex max-w-content flex-col gap-12 px-4 pb-20 sm:px-6">
        <section aria-label="Event calendar">
          <MonthCalendar month={month} today={today} events={events} onChoose={setOpen} />
        </section>
        <section aria-labelledby="event-list-heading">
          <h2 id="event-list-heading" className="mb-2 text-3xl">
            All Events
          </h2>
          <p className="mb-6 text-ink-soft">The same events as a list, easy to read on a phone or with a screen reader.</p>
          {[
            { heading: "Upcoming", list: upcoming, empty: "New events are on their way. Subscribe to our newsletter to hear about them first." },
            { heading: "Past events", list: past, empty: "" },
          ].map((group) =>
            group.list.length === 0 && !group.empty ? null : (
              <div key={group.heading} className="mb-8">
                <h3 className="mb-4 text-2xl">{group.heading}</h3>
                {group.list.length === 0 ? <p className="text-ink-soft">{group.empty}</p> : null}
                <ul className="flex flex-col gap-4">
                  {group.list.map((event) => (
                    <li key={event.id} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-soft sm:flex-row">
                      <img src={event.image} alt="" width={800} height={450} loading="lazy" decoding="async" className="aspect-video w-full rounded-xl object-cover sm:w-56" />
                      <div className="flex flex-1 flex-col gap-1">
                        <p className="text-sm font-bold tracking-wider text-coral uppercase">{event.type}</p>
                        <h4 className="text-xl">{event.title}</h4>
                        <p className="text-ink-soft">
                          <time dateTime={event.date}>{formatEventDate(event.date)}</time> · {event.time}
                        </p>
                        <p className="text-ink-soft">{event.location}</p>
                        <div className="mt-2 flex flex-wrap gap-3">
                          <Button variant="outline" size="sm" onClick={() => setOpen(event)}>
                            Details<span className="sr-only">: {event.title}</span>
                          </Button>
                          <a href={`/api/events/${event.id}.ics`} download className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-primary underline underline-offset-4">
                            <CalendarPlus aria-hidden className="size-4" /> Add to calendar<span className="sr-only">: {event.title}</span>
                          </a>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          )}
        </section>
      </div>
      <EventDialog event={open} onClose={() => setOpen(null)} />
    </>
  );
}
