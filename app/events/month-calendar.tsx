import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { eventsCopy } from "#common/events/content/events-page.ts";
import { locale } from "#common/content/locale.ts";
import { formatYearMonth, isInWindow, monthGrid, shiftMonth, type MonthWindow, type YearMonth } from "#common/calendar.ts";
import { cn } from "~/lib/cn";
import { WeekdayHeader } from "~/components/weekday-header";
import { eventAnchor, type SiteEvent } from "#common/events/event-types.ts";

const monthName = new Intl.DateTimeFormat(locale.tag, { month: "long", year: "numeric", timeZone: "UTC" });


type Props = {
  month: YearMonth;
  /** The months there are pages for (see calendarWindow): no link leads outside it. */
  bounds: MonthWindow;
  today: string;
  events: SiteEvent[];
  onChoose: (event: SiteEvent, entry: HTMLElement) => void;
};

/** A plain click (not a middle click, nor one opening a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The month as a grid of 7 columns (a real table, so screen readers can move by row and
 * column). Previous and next are links (?month=YYYY-MM), so they work before scripts load and
 * each month can be shared; at the edges of the window there is no link. Each event is a link to
 * its details in the page's list of events; with JavaScript a click opens them in a dialog.
 */
export function MonthCalendar({ month, bounds, today, events, onChoose }: Props) {
  const label = monthName.format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const byDate = new Map<string, SiteEvent[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const navClasses = "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface hover:bg-paper-alt";
  // Keeps the month's name centred where a link is left out.
  const edge = <span className="size-11 shrink-0" />;

  return (
    <div className="rounded-card border border-line bg-surface p-4 shadow-soft sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-4">
        {isInWindow(prev, bounds) ? (
          <Link to={`?month=${formatYearMonth(prev)}`} preventScrollReset className={navClasses} aria-label={eventsCopy.previousMonthLabel}>
            <ChevronLeft aria-hidden className="size-5" />
          </Link>
        ) : (
          edge
        )}
        <h2 id="calendar-heading" className="text-2xl" aria-live="polite">
          {label}
        </h2>
        {isInWindow(next, bounds) ? (
          <Link to={`?month=${formatYearMonth(next)}`} preventScrollReset className={navClasses} aria-label={eventsCopy.nextMonthLabel}>
            <ChevronRight aria-hidden className="size-5" />
          </Link>
        ) : (
          edge
        )}
      </div>
      <table className="w-full table-fixed border-collapse" aria-labelledby="calendar-heading">
        <WeekdayHeader />
        <tbody>
          {monthGrid(month.year, month.month).map((week, w) => (
            <tr key={w}>
              {week.map((cell, d) => {
                if (!cell) return <td key={d} className="h-20 border border-line/60 bg-paper-alt/50 sm:h-28" />;
                const dayEvents = byDate.get(cell.date) ?? [];
                const isToday = cell.date === today;
                return (
                  <td key={d} className={cn("h-20 border border-line/60 p-1 align-top sm:h-28 sm:p-2", isToday && "bg-marigold-soft")}>
                    <span
                      aria-current={isToday ? "date" : undefined}
                      className={cn(
                        "inline-flex size-7 items-center justify-center rounded-full text-sm",
                        isToday && "bg-primary font-bold text-on-primary",
                      )}
                    >
                      {cell.day}
                      {isToday ? <span className="sr-only">{` ${eventsCopy.today}`}</span> : null}
                    </span>
                    <ul className="mt-1 flex flex-col gap-1">
                      {dayEvents.map((event) => (
                        <li key={event.id}>
                          <a
                            href={`#${eventAnchor(event)}`}
                            onClick={(click) => {
                              if (!isPlainClick(click)) return;
                              click.preventDefault();
                              onChoose(event, click.currentTarget);
                            }}
                            className="block w-full truncate rounded-md bg-primary px-1.5 py-1 text-left text-xs font-semibold text-on-primary no-underline hover:bg-primary-strong sm:text-sm"
                          >
                            {event.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
