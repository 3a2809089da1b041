import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { bookingCopy } from "~/content/booking";
import { locale } from "~/content/locale";
import { pickerQuery, type PickerData } from "~/lib/booking/picker";
import { monthGrid } from "~/lib/calendar";
import { cn } from "~/lib/cn";
import { WeekdayHeader } from "~/components/weekday-header";

const copy = bookingCopy.picker;
export const TIMES_ID = "booking-times";


/** The browser's own zone, once hydrated (the server cannot know it): null while it is the business's. */
function useVisitorZone(businessZone: string): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // A value read once from the browser after hydration; nothing to subscribe to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (own && own !== businessZone) setZone(own);
  }, [businessZone]);
  return zone;
}

type Props = {
  data: PickerData;
  /** The error to show with the times (none chosen, or just taken). */
  error?: string;
  /** The time to show chosen (the visitor's, sent back by the server). */
  defaultSlot?: string;
  /**
   * Where the picker is not its page's (the dialog): loads another month or day in place. Absent:
   * the links navigate the page (a full load without JavaScript).
   */
  navigate?: (query: string) => void;
  /** Kept in the links' query after the month and date (the back office's `week=…&move=…`). */
  extraQuery?: string;
};

/**
 * A discovery call's day and time. Without JavaScript every day with free times is a link
 * (?month=…&date=…) in a month table, and the day's times are radio buttons in a fieldset whose
 * legend names the date and the zone; nothing is chosen for the parent. With JavaScript the same
 * links load in place and focus moves to the times.
 */
export function BookingPicker({ data, error, defaultSlot, navigate, extraQuery }: Props) {
  const visitorZone = useVisitorZone(data.timeZone);
  const timesRef = useRef<HTMLLegendElement>(null);
  const lastSelected = useRef(data.selected?.date ?? null);
  const chosenByClick = useRef(false);
  useEffect(() => {
    const date = data.selected?.date ?? null;
    if (date !== lastSelected.current && chosenByClick.current) timesRef.current?.focus();
    lastSelected.current = date;
    chosenByClick.current = false;
  }, [data.selected?.date]);

  const go = (query: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    chosenByClick.current = true;
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(query);
  };
  const link = (query: string, hash = "") => ({ to: `${query}${extraQuery ? `&${extraQuery}` : ""}${hash}`, preventScrollReset: true, onClick: go(query) });
  const [year, month] = data.month.split("-").map(Number) as [number, number];
  const localTime = visitorZone ? new Intl.DateTimeFormat(locale.tag, { hour: "numeric", minute: "2-digit", timeZone: visitorZone }) : null;
  const navClasses = "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface hover:bg-paper-alt";

  return (
    <div className="flex flex-col gap-6 sm:col-span-2">
      <section aria-labelledby="booking-days-heading" className="rounded-card border border-line bg-surface p-4 sm:p-5">
        <h2 id="booking-days-heading" className="mb-1 text-lg font-semibold">
          {copy.dayLegend}
        </h2>
        <p className="mb-3 text-sm text-ink-soft">{copy.zoneNote}</p>
        <div className="mb-2 flex items-center justify-between gap-4">
          {data.previous ? (
            <Link {...link(pickerQuery(data.previous))} className={navClasses} aria-label={copy.previousMonth}>
              <ChevronLeft aria-hidden className="size-5" />
            </Link>
          ) : (
            <span className="size-11 shrink-0" />
          )}
          <p className="text-lg font-semibold" aria-hidden>
            {data.monthLabel}
          </p>
          {data.next ? (
            <Link {...link(pickerQuery(data.next))} className={navClasses} aria-label={copy.nextMonth}>
              <ChevronRight aria-hidden className="size-5" />
            </Link>
          ) : (
            <span className="size-11 shrink-0" />
          )}
        </div>
        <table className="w-full table-fixed border-collapse text-center">
          <caption className="sr-only">{copy.caption(data.monthLabel)}</caption>
          <WeekdayHeader />
          <tbody>
            {monthGrid(year, month).map((week, w) => (
              <tr key={w}>
                {week.map((cell, d) => {
                  if (!cell) return <td key={d} />;
                  const free = data.days[cell.date];
                  const chosen = data.selected?.date === cell.date;
                  return (
                    <td key={d} className="p-0.5">
                      {free ? (
                        <Link
                          {...link(pickerQuery(data.month, cell.date), `#${TIMES_ID}`)}
                          aria-label={copy.dayName(free.label, free.count)}
                          aria-current={chosen ? "date" : undefined}
                          className={cn(
                            "inline-flex size-11 items-center justify-center rounded-full font-semibold no-underline",
                            chosen ? "bg-primary text-on-primary" : "bg-primary-soft text-ink hover:bg-primary hover:text-on-primary",
                          )}
                        >
                          {cell.day}
                        </Link>
                      ) : (
                        <span className="inline-flex size-11 items-center justify-center text-ink-soft">{cell.day}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {Object.keys(data.days).length === 0 ? (
          <p className="mt-3">
            {data.nextFree ? (
              <>
                {copy.noTimesThisMonth} {copy.nextFreeDay}{" "}
                <Link {...link(pickerQuery(data.nextFree.date.slice(0, 7), data.nextFree.date), `#${TIMES_ID}`)} className="font-semibold">
                  {data.nextFree.label}
                </Link>
                .
              </>
            ) : (
              copy.noFreeDays
            )}
          </p>
        ) : null}
      </section>

      <fieldset
        id={TIMES_ID}
        className="scroll-mt-24 rounded-card border border-line bg-surface p-4 sm:p-5"
        aria-describedby={error ? `${TIMES_ID}-error` : undefined}
      >
        <legend ref={timesRef} tabIndex={-1} className="px-1 text-lg font-semibold">
          {data.selected ? copy.timesLegend(data.selected.label) : copy.timesLegendNoDay}
        </legend>
        {error ? (
          <p id={`${TIMES_ID}-error`} className="mb-2 text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
        {data.selected && data.selected.times.length > 0 ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {data.selected.times.map((time, i) => (
              <label
                key={time.start}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="slot"
                  value={String(time.start)}
                  defaultChecked={defaultSlot === String(time.start)}
                  aria-invalid={error && i === 0 ? true : undefined}
                  className="size-5 accent-primary"
                />
                <span>
                  {/* The time's name says its day too: "Friday, December 4, 10:00 AM". */}
                  <span className="sr-only">{`${data.selected!.label}, `}</span>
                  <span className="font-semibold">{time.label}</span>
                  {localTime ? <span className="block text-xs text-ink-soft">{` ${copy.yourTime(localTime.format(time.start))}`}</span> : null}
                </span>
              </label>
            ))}
          </div>
        ) : (
          <p className="text-ink-soft">{copy.chooseDayFirst}</p>
        )}
      </fieldset>
    </div>
  );
}
