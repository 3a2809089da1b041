import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { bookingCopy } from "#common/booking/content/booking.ts";
import { locale } from "#common/content/locale.ts";
import { groupTimes, pickerQuery, type PickerData } from "#common/booking/picker.ts";
import { readZoneCookie, withZone, zoneCookie } from "#common/booking/zone-choices.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { monthGrid } from "#common/calendar.ts";
import { cn } from "~/lib/cn";
import { WeekdayHeader } from "~/components/weekday-header";

const copy = bookingCopy.picker;
export const TIMES_ID = "booking-times";


/**
 * The parent's own zone: the one she chose (?zone=, from the server), else, once hydrated, the one
 * she chose on an earlier visit (its cookie) or her browser's (the server cannot know it); she may
 * change it in the choice, which remembers it.
 */
function useVisitorZone(chosen: string | null | undefined) {
  const [zone, setZone] = useState<string | null>(chosen ?? null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const own = readZoneCookie(document.cookie) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Values read once from the browser after hydration; nothing to subscribe to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    if (!chosen && own) setZone(own);
  }, [chosen]);
  const choose = (next: string) => {
    setZone(next);
    document.cookie = zoneCookie(next, location.protocol === "https:");
  };
  return { zone, choose, hydrated };
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
  /**
   * On its own page (/discovery-call): the path the booking form posts to. The months, the days
   * and "Show my times" are then the booking form's own buttons (`intent=navigate`, unchecked):
   * without JavaScript the page comes back at that month and day, in the zone chosen, with every
   * field as typed, and nothing is stored or sent; with JavaScript they load in place.
   */
  formPath?: string;
  /** Kept in the links' query after the month and date (the back office's `week=…&move=…`). */
  extraQuery?: string;
  /** The owner moving a call: her times are the business's, so no parent's zone choice. */
  forOwner?: boolean;
};

/**
 * A discovery call's day and time. Without JavaScript every day with free times is a link
 * (?month=…&date=…) in a month table, and the day's times are radio buttons in a fieldset whose
 * legend names the date and the zone; nothing is chosen for the parent. With JavaScript the same
 * links load in place and focus moves to the times.
 */
export function BookingPicker({ data, error, defaultSlot, navigate, formPath, extraQuery, forOwner = false }: Props) {
  const { zone: parentZone, choose: setZone, hydrated } = useVisitorZone(data.parentZone);
  const routerNavigate = useNavigate();
  const visitorZone = parentZone && parentZone !== data.timeZone ? parentZone : null;
  const businessZoneName = timeZoneName(data.timeZone, locale.language);
  // The server's list (the same text on both sides of hydration), with the zone shown added if missing.
  const choices = withZone(data.zoneChoices ?? [], parentZone, locale.language);
  const carried = data.parentZone ?? null;
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
  /** A month or a day: a link, or on its page a button of the booking form that looks the same. */
  const control = (query: string, hash: string, props: { className: string; "aria-label"?: string; "aria-current"?: "date" }, children: ReactNode) =>
    formPath ? (
      <button
        type="submit"
        name="intent"
        value="navigate"
        formAction={`${formPath}${query}${hash}`}
        formMethod="post"
        formNoValidate
        onClick={(event) => {
          // With JavaScript: loaded in place, as the links do (the form keeps what was typed).
          event.preventDefault();
          chosenByClick.current = true;
          void routerNavigate(`${query}${hash}`, { preventScrollReset: true });
        }}
        {...props}
        className={cn("cursor-pointer", props.className)}
      >
        {children}
      </button>
    ) : (
      <Link {...link(query, hash)} {...props}>
        {children}
      </Link>
    );
  const q = (month: string, date?: string) => pickerQuery(month, date, carried);
  const [year, month] = data.month.split("-").map(Number) as [number, number];
  const localTime = visitorZone ? new Intl.DateTimeFormat(locale.tag, { hour: "numeric", minute: "2-digit", timeZone: visitorZone }) : null;
  const navClasses = "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface hover:bg-paper-alt";

  return (
    <div className="flex flex-col gap-6 sm:col-span-2">
      <section aria-labelledby="booking-days-heading" className="rounded-card border border-line bg-surface p-4 sm:p-5">
        <h2 id="booking-days-heading" className="mb-1 text-lg font-semibold">
          {copy.dayLegend}
        </h2>
        <p className="mb-3 text-sm text-ink-soft">{copy.zoneNote(businessZoneName)}</p>
        {forOwner ? null : (
          <div className="mb-4 flex flex-wrap items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
              {copy.zoneLabel}
              <select
                name={formPath ? "zone" : undefined}
                value={parentZone ?? data.timeZone}
                onChange={(event) => setZone(event.currentTarget.value)}
                aria-describedby="booking-zone-hint"
                className="min-h-11 w-full rounded-xl border border-line bg-surface px-3 font-normal"
              >
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
            {formPath ? (
              <button
                type="submit"
                name="intent"
                value="navigate"
                formAction={`${formPath}${pickerQuery(data.month, data.selected?.date)}`}
                formMethod="post"
                formNoValidate
                hidden={hydrated}
                className="min-h-11 rounded-full border border-primary px-4 font-semibold text-primary hover:bg-primary-soft"
              >
                {copy.zoneShow}
              </button>
            ) : null}
            <p id="booking-zone-hint" className="w-full text-sm text-ink-soft">
              {copy.zoneHint}
            </p>
          </div>
        )}
        {forOwner ? null : <input type="hidden" name="parent_time_zone" value={parentZone ?? ""} />}
        <div className="mb-2 flex items-center justify-between gap-4">
          {data.previous ? (
            control(q(data.previous), "", { className: navClasses, "aria-label": copy.previousMonth }, <ChevronLeft aria-hidden className="size-5" />)
          ) : (
            <span className="size-11 shrink-0" />
          )}
          <p className="text-lg font-semibold" aria-hidden>
            {data.monthLabel}
          </p>
          {data.next ? (
            control(q(data.next), "", { className: navClasses, "aria-label": copy.nextMonth }, <ChevronRight aria-hidden className="size-5" />)
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
                        control(
                          q(data.month, cell.date),
                          `#${TIMES_ID}`,
                          {
                            "aria-label": copy.dayName(free.label, free.count),
                            "aria-current": chosen ? "date" : undefined,
                            className: cn(
                              "inline-flex size-11 items-center justify-center rounded-full font-semibold no-underline",
                              chosen ? "bg-primary text-on-primary" : "bg-primary-soft text-ink hover:bg-primary hover:text-on-primary",
                            ),
                          },
                          cell.day,
                        )
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
                {control(
                  q(data.nextFree.date.slice(0, 7), data.nextFree.date),
                  `#${TIMES_ID}`,
                  { className: "font-semibold" },
                  data.nextFree.label,
                )}
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
          {data.selected ? copy.timesLegend(data.selected.label, businessZoneName) : copy.timesLegendNoDay}
        </legend>
        {error ? (
          <p id={`${TIMES_ID}-error`} className="mb-2 text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
        {data.selected && data.selected.times.length > 0 ? (
          <div className="flex flex-col gap-4">
            {groupTimes(data.selected.times, data.timeZone).map((group) => (
              <div key={group.part} role="group" aria-labelledby={`${TIMES_ID}-${group.part}`}>
                <h3 id={`${TIMES_ID}-${group.part}`} className="mb-2 text-sm font-semibold text-ink-soft">
                  {copy[group.part]}
                </h3>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {group.times.map((time) => (
                    <label
                      key={time.start}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={String(time.start)}
                        defaultChecked={defaultSlot === String(time.start)}
                        aria-invalid={error && time.start === data.selected!.times[0]!.start ? true : undefined}
                        className="size-5 accent-primary"
                      />
                      <span>
                        {/* The time's name says its day too: "Friday, December 4, 10:00 AM". */}
                        <span className="sr-only">{`${data.selected!.label}, `}</span>
                        <span className="font-semibold">{time.label}</span>
                        {/* Room kept for the parent's own time, so adding it after hydration moves nothing. */}
                        <span className="block min-h-4 text-xs leading-4 text-ink-soft">
                          {localTime ? ` ${copy.yourTime(localTime.format(time.start))}` : null}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        ) : (
          <p className="text-ink-soft">{copy.chooseDayFirst}</p>
        )}
      </fieldset>
    </div>
  );
}
