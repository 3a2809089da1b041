import { ExternalLink } from "~/components/ui/icons";
import { useRef, useState } from "react";
import { data, isRouteErrorResponse } from "react-router";
import type { Event as EventLd } from "schema-dts";
import type { Route } from "./+types/events";
import { EventActions, EventFacts } from "~/events/event-details";
import { EventDialog } from "~/events/event-dialog";
import { eventAnchor, type SiteEvent } from "#common/events/event-types.ts";
import { MonthCalendar } from "~/events/month-calendar";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { pageIntros } from "~/content/page-intros";
import { eventsCopy } from "#common/events/content/events-page.ts";
import { errorPage, notFoundPage } from "~/content/layout";
import { localePath } from "#common/content/locale.ts";
import { useBusiness } from "#common/business.ts";
import {
  calendarWindow,
  formatYearMonth,
  isInWindow,
  monthOf,
  parseYearMonth,
  todayIn,
  zonedTimeToUtc,
} from "#common/calendar.ts";
import { absoluteUrl, buildMeta, routeMeta } from "~/lib/seo";
import { listEvents } from "#server/events/events.server";
import type { PageHandle } from "#common/page-cache-rule.ts";

/** What the server's page cache keeps this page by (docs/caching.md): the month asked for, the events, and today (the calendar marks it and opens on its month). */
export const handle: PageHandle = { cache: { query: ["month"], stamps: ["day", "events"] } };

/**
 * /events opens on this month; ?month=YYYY-MM shows another, within the window of months that
 * can hold something (see calendarWindow). Any other month, or a malformed one, is a 404, so a
 * crawler following the previous and next links stops at the edges.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const today = todayIn(timeZone, new Date(context.now()));
  const events = await listEvents(context.db);
  const bounds = calendarWindow(
    events.map((event) => event.date),
    today,
  );
  const requested = new URL(request.url).searchParams.get("month");
  let month = monthOf(today);
  if (requested !== null) {
    const chosen = parseYearMonth(requested);
    if (!chosen || !isInWindow(chosen, bounds)) throw data(null, { status: 404 });
    month = chosen;
  }
  const prefix = `${formatYearMonth(month)}-`;
  // A month of its own with nothing in it is not worth a search result (/events itself always is).
  const noIndex = requested !== null && !events.some((event) => event.date.startsWith(prefix));
  return { events, today, month, bounds, noIndex, timeZone };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

/** An event as schema.org JSON-LD; its times are wall-clock times in the business's zone. */
function eventJsonLd(event: SiteEvent, timeZone: string): EventLd {
  const start = event.startTime ? zonedTimeToUtc(event.date, event.startTime, timeZone).toISOString() : event.date;
  const end = event.startTime && event.endTime ? zonedTimeToUtc(event.date, event.endTime, timeZone).toISOString() : undefined;
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

export const meta: Route.MetaFunction = ({ data: loaded, error, location, matches }) => {
  // A month outside the calendar's window is answered by this route's error boundary.
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return buildMeta({
      matches,
      title: notFound ? pageIntros.notFound.title : errorPage.heading,
      description: notFoundPage.description,
      path: location.pathname,
      noIndex: true,
      breadcrumbs: false,
    });
  }
  return routeMeta("/events", { matches, jsonLd: (loaded?.events ?? []).map((event) => eventJsonLd(event, loaded!.timeZone)), noIndex: loaded?.noIndex ?? false });
};

/** One event with every detail the dialog shows, the target of its calendar entry's link. */
function EventEntry({ event }: { event: SiteEvent }) {
  const titleId = `${eventAnchor(event)}-title`;
  return (
    <li
      id={eventAnchor(event)}
      className="scroll-mt-28 rounded-card border border-line bg-surface p-5 shadow-soft target:ring-3 target:ring-primary"
    >
      <article aria-labelledby={titleId} className="flex flex-col gap-5 sm:flex-row">
        <img
          src={event.image}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full self-start rounded-xl object-cover sm:w-56"
        />
        <div className="flex flex-1 flex-col gap-3">
          <div>
            <p className="text-sm font-bold tracking-wider text-coral uppercase">{event.type}</p>
            <h4 id={titleId} className="text-xl">
              {event.title}
            </h4>
            {event.subtitle ? <p className="mt-1 text-ink-soft">{event.subtitle}</p> : null}
          </div>
          <EventFacts event={event} withType={false} className="sm:grid-cols-3" />
          <p className="max-w-prose text-ink-soft">{event.description}</p>
          <EventActions event={event} variant="list" />
        </div>
      </article>
    </li>
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const details = useBusiness();
  const { events, today, month, bounds } = loaderData;
  const [open, setOpen] = useState<SiteEvent | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const intro = eventsCopy.intro;
  const upcoming = events.filter((e) => e.date >= today);
  const past = events.filter((e) => e.date < today).reverse();

  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>}>
        <Button asChild variant="secondary" className="mt-6">
          <a href={details.newsletterUrl} target="_blank" rel="noopener noreferrer">
            {eventsCopy.newsletterLabel}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{eventsCopy.newTabNote}</span>
          </a>
        </Button>
      </PageHeader>
      <div className="mx-auto flex max-w-content flex-col gap-12 px-4 pb-20 sm:px-6">
        <section aria-label={eventsCopy.calendarLabel}>
          <MonthCalendar
            month={month}
            bounds={bounds}
            today={today}
            events={events}
            onChoose={(event, entry) => {
              opener.current = entry;
              setOpen(event);
            }}
          />
        </section>
        <section aria-labelledby="event-list-heading">
          <h2 id="event-list-heading" className="mb-2 text-3xl">
            {eventsCopy.listHeading}
          </h2>
          <p className="mb-6 text-ink-soft">{eventsCopy.listIntro}</p>
          {[
            { heading: eventsCopy.upcomingHeading, list: upcoming, empty: eventsCopy.upcomingEmpty },
            { heading: eventsCopy.pastHeading, list: past, empty: "" },
          ].map((group) =>
            group.list.length === 0 && !group.empty ? null : (
              <div key={group.heading} className="mb-8">
                <h3 className="mb-4 text-2xl">{group.heading}</h3>
                {group.list.length === 0 ? <p className="text-ink-soft">{group.empty}</p> : null}
                <ul className="flex flex-col gap-4">
                  {group.list.map((event) => (
                    <EventEntry key={event.id} event={event} />
                  ))}
                </ul>
              </div>
            ),
          )}
        </section>
      </div>
      <EventDialog event={open} onClose={() => setOpen(null)} returnFocusTo={() => opener.current} />
    </>
  );
}

/** A month outside the calendar's window: the site's 404 page (status 404, kept out of search results). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="mx-auto max-w-prose px-4 py-20 text-center sm:px-6">
      <h1 className="mb-4 text-4xl">{errorPage.heading}</h1>
      <p className="text-ink-soft">{eventsCopy.errorText}</p>
      <p className="mt-6">
        <a href={localePath("/events")} className="font-semibold text-primary underline underline-offset-4">
          {eventsCopy.backLink}
        </a>
      </p>
    </section>
  );
}
