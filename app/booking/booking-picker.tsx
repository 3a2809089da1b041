import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { bookingCopy } from "#common/booking/content/booking.ts";
import { locale } from "#common/content/locale.ts";
import { groupTimes, pickerQuery, type PickerData, type PickerTime } from "#common/booking/picker.ts";
import { parentZoneFrom, readZoneCookie, withZone, zoneCookie } from "#common/booking/zone-choices.ts";
import { monthGrid } from "#common/calendar.ts";
import { cn } from "~/lib/cn";
import { WeekdayHeader } from "~/components/weekday-header";

const copy = bookingCopy.picker;
import { TIMES_ID } from "#common/booking/picker-ids.ts";
export { RESULT_ID, TIMES_ID } from "#common/booking/picker-ids.ts";

/** The zone this browser is in, or the one she chose on an earlier visit (its cookie): what the server cannot know. */
function ownZone(): string | null {
  return readZoneCookie(document.cookie) ?? parentZoneFrom(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** A time's lines: hers, large; ours, small, when our clock reads otherwise (the button's height is the same either way, so nothing moves). */
function TimeLabel({ day, time, businessZoneName }: { day: string; time: PickerTime; businessZoneName: string }) {
  return (
    <span>
      {/* The time's name says its day too: "Friday, December 4, 7:00 AM (10:00 AM Eastern Time)". */}
      <span className="sr-only">{`${day}, `}</span>
      <span className="block text-lg leading-6 font-semibold">{time.label}</span>
      {time.business ? <span className="block text-xs leading-4 text-ink-soft">{` ${copy.ourTime(time.business, businessZoneName)}`}</span> : null}
    </span>
  );
}

type Props = {
  data: PickerData;
  /** The error to show with the times (none chosen, or just taken). */
  error?: string;
  /** The time to show chosen (the visitor's, kept by the server or the form). */
  chosenSlot?: string;
  /**
   * Where the picker is not its page's (the dialog): loads another month, day or zone in place.
   * Absent: the links navigate the page (a full load without JavaScript).
   */
  navigate?: (query: string) => void;
  /**
   * On its own page (/discovery-call): the path the booking form posts to. The months, the days,
   * the times and "Show my times" are then the booking form's own buttons: without JavaScript the
   * page comes back at that month and day (a time: at the details), in the zone chosen, with every
   * field as typed, and nothing is stored or sent; with JavaScript they act in place.
   */
  formPath?: string;
  /** A time chosen (the booking form's next step), with JavaScript; on the page its button posts without. */
  onPick?: (start: number) => void;
  /** The manage page: each time is a link to the step that confirms it (`query` is the day's). */
  pickHref?: (start: number, query: string) => string;
  /** Kept in the links' query after the month and date (the back office's `week=…&move=…`). */
  extraQuery?: string;
  /** The owner moving a call: her times are the business's, chosen with radio buttons, and no parent's zone. */
  forOwner?: boolean;
  /** The zone choice (the booking form's; the manage page shows the call's zone, stored with it). */
  zoneChoice?: boolean;
};

/**
 * A discovery call's day and time, in the parent's zone first (issue 42): the days her calendar
 * shows, her time large and ours small beside it, Morning, Afternoon and Evening as her clock reads
 * them. The server draws them in the zone the address names (`zone=`); without one (her first
 * visit, the page being the same for everyone) it draws ours, and once hydrated the picker asks
 * for hers (the one she chose before, else her browser's) in place. Without JavaScript every day
 * with free times is a link or a button in a month table, and the zone is a choice. Each time is a
 * button (a link on the manage page) that moves on to the next step; the owner's are radio buttons.
 */
export function BookingPicker({ data, error, chosenSlot, navigate, formPath, onPick, pickHref, extraQuery, forOwner = false, zoneChoice = true }: Props) {
  const routerNavigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const dataZone = data.parentZone ?? data.timeZone;
  // The zone shown in the choice: the data's, or one just chosen while its times load.
  const [pending, setPending] = useState<{ zone: string; over: string } | null>(null);
  const shownZone = pending && pending.over === dataZone ? pending.zone : dataZone;
  const timesRef = useRef<HTMLLegendElement>(null);
  const lastSelected = useRef(data.selected?.date ?? null);
  const chosenByClick = useRef(false);
  const q = (month: string, date?: string, zone: string | null | undefined = data.parentZone) => pickerQuery(month, date, zone);

  /** The picker at another query, in place: the dialog loads it; a page navigates (without a new history entry for her zone). */
  const goTo = (query: string, replace = false) => {
    if (navigate) navigate(query);
    else void routerNavigate(`${query}${extraQuery ? `&${extraQuery}` : ""}`, { preventScrollReset: true, replace });
  };

  const choose = (zone: string) => {
    setPending({ zone, over: dataZone });
    document.cookie = zoneCookie(zone, location.protocol === "https:");
    goTo(q(data.month, data.selected?.date, zone));
  };

  // A zone she chose before the page hydrated (a slow phone) is in the select, not in the state:
  // read at hydration, before any render could put the drawn one back, and then loaded as her choice.
  const zoneRef = useRef<HTMLSelectElement>(null);
  const zoneBeforeHydration = useRef<string | null>(null);
  useLayoutEffect(() => {
    const picked = zoneRef.current?.value;
    if (picked && picked !== dataZone) zoneBeforeHydration.current = picked;
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Read once from the browser after hydration; nothing to subscribe to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    if (zoneBeforeHydration.current) {
      choose(zoneBeforeHydration.current);
      zoneBeforeHydration.current = null;
      return;
    }
    if (forOwner || data.parentZone) return;
    // Her first visit: the times in her zone (the one she chose before, else her browser's). Each
    // step in a task of its own, after the hydration's commit and effects: reading her zone (the
    // browser's time zone, a few milliseconds) and the router's navigation (matching, the loading
    // state, the request) joined them in one long task on a phone (docs/performance.md).
    let timer = setTimeout(() => {
      const own = ownZone();
      if (!own || own === data.timeZone) return;
      timer = setTimeout(() => {
        setPending({ zone: own, over: dataZone });
        goTo(q(data.month, data.selected?.date, own), true);
      });
    });
    return () => clearTimeout(timer);
    // Once per picker shown without a zone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.parentZone]);

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
  const [year, month] = data.month.split("-").map(Number) as [number, number];
  const navClasses = "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface hover:bg-paper-alt";
  const selected = data.selected;
  const dayQuery = selected ? q(data.month, selected.date) : q(data.month);
  const zoneName = data.zoneName ?? "";
  const businessZoneName = data.businessZoneName ?? "";
  // Tall enough for ours on two lines: the same height with one time or two.
  const timeClasses = "flex min-h-[4.25rem] w-full cursor-pointer items-center rounded-xl border border-line px-3 py-1.5 text-left no-underline text-ink hover:border-primary";
  const chosenClasses = "border-primary bg-primary-soft ring-2 ring-primary";

  /** One time: the owner's radio button; else a button (a link on the manage page) that moves on. */
  const timeControl = (time: PickerTime) => {
    const label = <TimeLabel day={selected!.label} time={time} businessZoneName={businessZoneName} />;
    const chosen = chosenSlot === String(time.start);
    if (forOwner) {
      return (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
          <input
            type="radio"
            name="slot"
            value={String(time.start)}
            defaultChecked={chosen}
            aria-invalid={error && time.start === selected!.times[0]!.start ? true : undefined}
            className="size-5 accent-primary"
          />
          {label}
        </label>
      );
    }
    if (pickHref) {
      return (
        <Link to={pickHref(time.start, dayQuery)} aria-current={chosen ? "time" : undefined} className={cn(timeClasses, chosen && chosenClasses)}>
          {label}
        </Link>
      );
    }
    return (
      <button
        type={formPath ? "submit" : "button"}
        name={formPath ? "pick" : undefined}
        value={formPath ? String(time.start) : undefined}
        formAction={formPath ? `${formPath}${dayQuery}#booking-details` : undefined}
        formMethod={formPath ? "post" : undefined}
        formNoValidate={formPath ? true : undefined}
        aria-current={chosen ? "time" : undefined}
        onClick={(event) => {
          if (!onPick) return;
          event.preventDefault();
          onPick(time.start);
        }}
        className={cn(timeClasses, chosen && chosenClasses)}
      >
        {label}
      </button>
    );
  };

  const choices = withZone(data.zoneChoices ?? [], shownZone, locale.language);
  const showZoneChoice = !forOwner && zoneChoice && (formPath !== undefined || navigate !== undefined);

  return (
    <div className="flex flex-col gap-6 sm:col-span-2">
      <section aria-labelledby="booking-days-heading" className="rounded-card border border-line bg-surface p-4 sm:p-5">
        <h2 id="booking-days-heading" className="mb-1 text-lg font-semibold">
          {copy.dayLegend}
        </h2>
        {showZoneChoice ? (
          <div className="mb-4 flex flex-wrap items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
              {copy.zoneLabel}
              <select
                ref={zoneRef}
                name={formPath ? "zone" : undefined}
                value={shownZone}
                onChange={(event) => choose(event.currentTarget.value)}
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
                formAction={`${formPath}${q(data.month, selected?.date, null)}`}
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
        ) : (
          <p className="mb-3 text-sm text-ink-soft">{forOwner ? copy.zoneNote(businessZoneName) : copy.zoneNoteYours(zoneName)}</p>
        )}
        {forOwner ? null : <input type="hidden" name="parent_time_zone" value={data.parentZone ?? ""} />}
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
                  const isChosen = selected?.date === cell.date;
                  return (
                    <td key={d} className="p-0.5">
                      {free ? (
                        control(
                          q(data.month, cell.date),
                          `#${TIMES_ID}`,
                          {
                            "aria-label": copy.dayName(free.label, free.count),
                            "aria-current": isChosen ? "date" : undefined,
                            className: cn(
                              "inline-flex size-11 items-center justify-center rounded-full font-semibold no-underline",
                              isChosen ? "bg-primary text-on-primary" : "bg-primary-soft text-ink hover:bg-primary hover:text-on-primary",
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
          {selected ? copy.timesLegend(selected.label, forOwner ? businessZoneName : zoneName) : copy.timesLegendNoDay}
        </legend>
        {error ? (
          <p id={`${TIMES_ID}-error`} className="mb-2 text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
        {selected && selected.times.length > 0 ? (
          <div className="flex flex-col gap-4">
            {groupTimes(selected.times, forOwner ? data.timeZone : dataZone).map((group) => (
              <div key={group.part} role="group" aria-labelledby={`${TIMES_ID}-${group.part}`}>
                <h3 id={`${TIMES_ID}-${group.part}`} className="mb-2 text-sm font-semibold text-ink-soft">
                  {copy[group.part]}
                </h3>
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {group.times.map((time) => (
                    <li key={time.start} className="flex">
                      {timeControl(time)}
                    </li>
                  ))}
                </ul>
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
