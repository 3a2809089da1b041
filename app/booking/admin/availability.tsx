import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/availability";
import { TextInput } from "~/admin/admin-fields";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { ErrorSummary, FocusedMessage, type SummaryEntry } from "~/admin/focus-messages";
import { Button } from "~/components/ui/button";
import { BookingSwitch } from "~/booking/admin/booking-switch";
import { availabilityAdmin as copy, calendarsAdmin } from "#common/booking/content/admin.ts";
import { availabilityPage, bookingSwitch, daysOffAdmin } from "#common/booking/content/admin-week.ts";
import { dayOffOn, defaultAvailability } from "#common/booking/availability.ts";
import { bookingState } from "#common/booking/setup.ts";
import { usualHoursHint } from "#server/booking/setup";
import { bookingFormAdmin } from "#common/booking/content/admin-booking-form.ts";
import {
  applyEdit,
  availabilityToForm,
  formValuesFrom,
  INTERVAL_CHOICES,
  MAX_DAYS_OFF,
  MAX_RANGES,
  parseAvailabilityForm,
  readEdit,
  timeChoices,
  timeLabel,
  unusualHours,
  type AvailabilityFormErrors,
  type AvailabilityFormValues,
  type FieldProblem,
  type RangePlace,
  type RangeValues,
  type UnusualRange,
} from "#common/booking/availability-form.ts";
import { formatDay, formatTime } from "#common/booking/format.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { badForm } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { freeTimes, readBookingSetup, saveAvailability, setBookingOpen } from "#server/booking/bookings.server";
import { availabilityForm } from "#server/booking/owner-admin.server";
import { bookingSetup } from "#server/booking/setup.server";
import { addDays, wallClock } from "#server/booking/slots";
import { readAdminForm } from "#server/forms/read-form.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

const TAG = "en-US";
const PREVIEW_DAYS = 14;
/** How far the preview looks for its first day with times. */
const PREVIEW_SEARCH_DAYS = 92;
/** Number fields a post may carry beyond the ranges: what a browser sends is far less. */
const MAX_POSTED_FIELDS = 2 * 7 * 12 + 400 * 25 + 3 * MAX_DAYS_OFF + 40;
/** The messages after a save or the switch (`?saved=`): the switch's own are shown in its box. */
const savedMessages: Record<string, string> = { ...copy.saved, dayoff: daysOffAdmin.added };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, "owner");
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const now = context.now();
  const setup = await bookingSetup(context.db, timeZone, now);
  const availability = setup.rules ?? defaultAvailability;
  const today = wallClock(now, timeZone).date;
  // What parents see, or would see once booking is on: the hours as saved (the usual ones before a first save).
  const free = await freeTimes(context.db, { timeZone, now }, today, addDays(today, PREVIEW_SEARCH_DAYS - 1), availability);
  // The 14 days from the first day with times, so the preview never opens on empty days.
  let first = today;
  if (free) {
    for (let i = 0; i < PREVIEW_SEARCH_DAYS; i++) {
      const date = addDays(today, i);
      if ((free.get(date) ?? []).length > 0) {
        first = date;
        break;
      }
    }
  }
  const flag = new URL(request.url).searchParams.get("saved") ?? "";
  return {
    booking: {
      state: bookingState(setup),
      usualHours: usualHoursHint(setup.rules),
      paused: setup.calendars.filter((c) => c.pausing).map((c) => ({ name: c.name, why: c.failing ?? "" })),
      pauseNotEmailed: !context.config.SMTP_URL,
      message: Object.hasOwn(bookingSwitch.switched, flag) ? bookingSwitch.switched[flag]! : null,
    },
    values: availabilityToForm(availability),
    zoneName: timeZoneName(timeZone),
    preview: free
      ? {
          from: first === today ? null : formatDay(first, TAG),
          days: Array.from({ length: PREVIEW_DAYS }, (_, i) => addDays(first, i)).map((date) => ({
            date,
            day: formatDay(date, TAG),
            dayOff: dayOffOn(availability, date) ?? null,
            times: (free.get(date) ?? []).map((slot) => ({ start: slot.start, label: formatTime(slot.start, timeZone, TAG) })),
          })),
        }
      : null,
    saved: Object.hasOwn(savedMessages, flag) ? flag : null,
  };
}

type ActionAnswer = { values: AvailabilityFormValues; errors?: AvailabilityFormErrors; confirm?: UnusualRange[]; edited?: true };

/**
 * Owner only: save the availability (the switch stays as it is), apply an add/remove button, turn
 * booking on or off, or add days off to what is saved (the announcement's offer). Saves, days off
 * added and the switch are in the audit log.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const form = await readAdminForm(request, availabilityForm);
  if (!form.ok) {
    if (form.fieldErrors.intent || form.fieldErrors.edit || form.fieldErrors.confirm || form.fieldErrors.noSameDay || form.fieldErrors.requireChildAge || form.fieldErrors.requireQuestion) badForm();
    // A field too long for its box, or sent twice: shown at that field with the rest of what was sent.
    if (Object.keys(form.values).length > MAX_POSTED_FIELDS) badForm();
    const values = formValuesFrom(form.values);
    const errors: AvailabilityFormErrors = {};
    for (const name of Object.keys(form.fieldErrors)) errors[name] = { code: "too-long" };
    return data<ActionAnswer>({ values, errors }, { status: 400 });
  }
  if (form.data.intent === "off" || form.data.intent === "on") {
    await setBookingOpen(context.db, form.data.intent === "on", context.now());
    await audit(context, user, `availability.${form.data.intent}`);
    return redirect(`/admin/availability?saved=${form.data.intent}`);
  }
  if (form.data.intent === "add-day-off") {
    // The saved hours with this day off added, checked as the whole form is: a problem is shown
    // in the form, with the day off in its place and nothing saved.
    const { first, last, note } = form.data;
    const setup = await readBookingSetup(context.db);
    const current = availabilityToForm(setup.rules ?? defaultAvailability);
    const values = { ...current, daysOff: [...current.daysOff, { first, last, note }] };
    const parsed = parseAvailabilityForm(values, setup.rules?.call);
    if (!parsed.ok) return data<ActionAnswer>({ values, errors: parsed.errors }, { status: 400 });
    await saveAvailability(context.db, parsed.availability, context.now(), { openIfNew: false });
    const added = parsed.availability.daysOff.find((d) => d.first === first.trim());
    await audit(context, user, "availability.days-off", added ? `${added.first} to ${added.last}` : undefined);
    return redirect("/admin/availability?saved=dayoff");
  }
  if (Object.keys(form.data).length > MAX_POSTED_FIELDS) badForm();
  const values = formValuesFrom(form.data);
  if (form.data.edit !== undefined) {
    const edit = readEdit(form.data.edit);
    if (!edit) badForm();
    return data<ActionAnswer>({ values: applyEdit(values, edit), edited: true });
  }
  const saved = await readBookingSetup(context.db);
  const parsed = parseAvailabilityForm(values, saved.rules?.call);
  if (!parsed.ok) return data<ActionAnswer>({ values, errors: parsed.errors }, { status: 400 });
  const unusual = unusualHours(parsed.availability);
  if (unusual.length > 0 && form.data.confirm !== "hours") return data<ActionAnswer>({ values, confirm: unusual });
  await saveAvailability(context.db, parsed.availability, context.now(), { openIfNew: false });
  const a = parsed.availability;
  await audit(
    context,
    user,
    "availability.save",
    `interval ${a.intervalMinutes} min, notice ${a.minNoticeHours} h${a.noSameDay ? ", no same day" : ""}, ${a.horizonDays} days ahead, ${a.maxPerDay}/day, ${a.maxPerMonth}/month, ${a.overrides.length} date overrides, ${a.daysOff.length} days off, call by ${a.call.kind}, ${bookingFormAdmin.audit(a.requires.childAge, a.requires.question)}${unusual.length > 0 ? ", early or late hours confirmed" : ""}`,
  );
  return redirect(`/admin/availability?saved=${saved.open ? "saved" : "saved-off"}`);
}

/** "Mondays" or "Thursday, December 24": where a range is, in a sentence. */
function placeName(place: RangePlace, plural = true): string {
  if ("day" in place) return plural ? copy.everyWeekday[place.day]! : copy.weekdays[place.day]!;
  return place.date ? formatDay(place.date, TAG) : copy.overrideDate;
}

const rangeText = (start: string, end: string) => `${timeLabel(start)} – ${timeLabel(end)}`;
/** "Thursday, December 24 – Saturday, January 2". */
const dayRange = (first: string, last: string) => daysOffAdmin.range(formatDay(first, TAG), formatDay(last, TAG));

/** A problem of the form in words. */
function problemText(problem: FieldProblem): string {
  const errors = copy.errors;
  switch (problem.code) {
    case "unreadable":
      return errors.unreadable(placeName(problem.place, false));
    case "end-before-start":
    case "too-short":
    case "overlap":
      return errors[problem.code](placeName(problem.place, false), rangeText(problem.start ?? "00:00", problem.end ?? "00:00"));
    case "date-missing":
      return errors["date-missing"]();
    case "date-unreal":
      return errors["date-unreal"](problem.text ?? "");
    case "date-duplicate":
      return errors["date-duplicate"](formatDay(problem.text, TAG));
    case "day-off-order":
      return daysOffAdmin.errors["day-off-order"](formatDay(problem.first, TAG), formatDay(problem.last, TAG));
    case "in-days-off":
      return daysOffAdmin.errors["in-days-off"](formatDay(problem.date, TAG), dayRange(problem.first, problem.last));
    case "note-too-long":
      return daysOffAdmin.errors["note-too-long"](problem.max);
    case "number":
      return errors.number(problem);
    case "interval":
      return errors.interval();
    case "video-url":
      return errors["video-url"]();
    case "too-many":
      return errors["too-many"]();
    case "too-long":
      return errors["too-long"]();
  }
}

const fieldset = "flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-5";
const legend = "px-1 font-display text-2xl";
const selectClass = "min-h-12 rounded-xl border-2 border-line bg-surface px-2 text-base text-ink aria-invalid:border-danger";

/** The ranges of one day or date: a From and a To select each, a Remove button each, and Add hours. */
function Ranges({
  prefix,
  anchor,
  place,
  ranges,
  interval,
  errors,
  onChange,
  onEdit,
}: {
  prefix: string;
  /** Where the page opens again after the button without JavaScript. */
  anchor: string;
  place: string;
  ranges: RangeValues[];
  interval: number;
  errors: AvailabilityFormErrors;
  onChange: (index: number, end: "start" | "end", value: string) => void;
  onEdit: (event: MouseEvent<HTMLButtonElement>, edit: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {ranges.length === 0 ? <p className="text-ink-soft">{copy.closed}</p> : null}
      {ranges.map((range, i) => {
        const id = `${prefix}-${i}`;
        const problems = (["start", "end"] as const).map((end) => ({ end, problem: errors[`${id}-${end}`] })).filter((p) => p.problem);
        return (
          <div key={id} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              {(["start", "end"] as const).map((end) => {
                const fieldId = `${id}-${end}`;
                const problem = errors[fieldId];
                return (
                  <label key={end} className="flex items-center gap-2">
                    <span aria-hidden="true" className="font-semibold">
                      {end === "start" ? copy.from : copy.to}
                    </span>
                    <select
                      id={fieldId}
                      name={fieldId}
                      value={range[end]}
                      onChange={(e) => onChange(i, end, e.target.value)}
                      aria-label={copy.rangeLabel(place, i + 1, end === "start" ? "from" : "to")}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${fieldId}-error` : undefined}
                      className={selectClass}
                    >
                      {/* Midnight starts a day, never ends one (it would end before it starts). */}
                      {timeChoices(interval, range[end])
                        .filter((t) => end === "start" || t !== "00:00" || range.end === "00:00")
                        .map((t) => (
                          <option key={t} value={t}>
                            {timeLabel(t)}
                          </option>
                        ))}
                    </select>
                  </label>
                );
              })}
              <Button
                type="submit"
                name="edit"
                value={`remove:${id}`}
                formAction={`/admin/availability#${anchor}`}
                variant="ghost"
                size="sm"
                className="min-h-11 underline"
                aria-label={copy.removeHours(place, i + 1)}
                onClick={(e) => onEdit(e, `remove:${id}`)}
              >
                {copy.remove}
              </Button>
            </div>
            {problems.map(({ end, problem }) => (
              <p key={end} id={`${id}-${end}-error`} className="text-sm font-semibold text-danger">
                {problemText(problem!)}
              </p>
            ))}
          </div>
        );
      })}
      {ranges.length < MAX_RANGES ? (
        <div>
          <Button
            type="submit"
            name="edit"
            value={`add:${prefix}`}
            formAction={`/admin/availability#${anchor}`}
            variant="outline"
            size="sm"
            className="min-h-11"
            id={`${prefix}-add`}
            aria-label={copy.addHoursFor(place)}
            onClick={(e) => onEdit(e, `add:${prefix}`)}
          >
            {copy.addHours}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export default function AvailabilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, zoneName, preview, saved } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const drawn: AvailabilityFormValues = answer?.values ?? loaderData.values;
  const errors: AvailabilityFormErrors = answer?.errors ?? {};
  const confirm = answer?.confirm ?? null;
  // The ranges and dates as she edits them: drawn by the server, changed at once by the buttons with JavaScript.
  const [values, setValues] = useState(drawn);
  const [from, setFrom] = useState(drawn);
  if (from !== drawn) {
    setFrom(drawn);
    setValues(drawn);
  }
  const formRef = useRef<HTMLFormElement>(null);
  // A time or date she chose on a slow phone before the page hydrated is in the form, not yet in
  // the state: hydration leaves the fields as they are, but the next render would put them back
  // to what was drawn. So, once hydrated and before any other render, the state is read from the form.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    setValues(formValuesFrom(Object.fromEntries(new FormData(formRef.current))));
  }, []);
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfter.current) document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [values]);
  const interval = Number(values.interval) || 15;

  function onEdit(event: MouseEvent<HTMLButtonElement>, intent: string) {
    const edit = readEdit(intent);
    if (!edit) return;
    event.preventDefault();
    setValues((current) => {
      const next = applyEdit(current, edit);
      if (edit.kind === "add-range") focusAfter.current = `weekly-${edit.day}-${next.weekly[edit.day]!.length - 1}-start`;
      else if (edit.kind === "remove-range") focusAfter.current = `weekly-${edit.day}-add`;
      else if (edit.kind === "add-date") focusAfter.current = `override-${next.overrides.length - 1}-date`;
      else if (edit.kind === "add-override-range") focusAfter.current = `override-${edit.override}-${next.overrides[edit.override]!.ranges.length - 1}-start`;
      else if (edit.kind === "remove-override-range") focusAfter.current = `override-${edit.override}-add`;
      else if (edit.kind === "add-day-off") focusAfter.current = `dayoff-${next.daysOff.length - 1}-first`;
      else if (edit.kind === "remove-day-off") focusAfter.current = "add-dayoff";
      else focusAfter.current = "add-date";
      return next;
    });
  }
  const setRange = (list: "weekly" | "override", k: number) => (index: number, end: "start" | "end", value: string) =>
    setValues((current) => {
      if (list === "weekly") {
        const weekly = current.weekly.map((ranges, day) => (day === k ? ranges.map((r, i) => (i === index ? { ...r, [end]: value } : r)) : ranges));
        return { ...current, weekly };
      }
      const overrides = current.overrides.map((o, j) => (j === k ? { ...o, ranges: o.ranges.map((r, i) => (i === index ? { ...r, [end]: value } : r)) } : o));
      return { ...current, overrides };
    });
  const setDate = (k: number, date: string) => setValues((current) => ({ ...current, overrides: current.overrides.map((o, j) => (j === k ? { ...o, date } : o)) }));
  const setDayOff = (k: number, field: "first" | "last" | "note", value: string) =>
    setValues((current) => ({ ...current, daysOff: current.daysOff.map((d, j) => (j === k ? { ...d, [field]: value } : d)) }));

  const summary: SummaryEntry[] = Object.entries(errors).flatMap(([id, problem]) => (problem ? [{ id, text: problemText(problem) }] : []));
  const error = (name: string) => (errors[name] ? problemText(errors[name]) : undefined);
  const savedMessage = saved && !answer ? (savedMessages[saved] ?? null) : null;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      {savedMessage ? (
        <FocusedMessage signal={saved} testId="saved-message">
          {savedMessage}
        </FocusedMessage>
      ) : null}
      <ErrorSummary title={copy.errorSummary} entries={summary} signal={summary.length > 0 ? answer : null} />
      <p className="text-ink-soft">{copy.intro}</p>
      <p className="mb-4 text-ink-soft">{copy.zone(zoneName)}</p>
      <BookingSwitch state={booking.state} owner usualHours={booking.usualHours} paused={booking.paused} pauseNotEmailed={booking.pauseNotEmailed} message={answer ? null : booking.message} />
      <nav aria-labelledby="jump-title" className="mb-4">
        <h2 id="jump-title" className="text-lg font-semibold">
          {availabilityPage.jump}
        </h2>
        <ul className="flex flex-wrap gap-x-4">
          {(
            [
              ["weekly-hours", copy.weeklyLegend],
              ["days-off", daysOffAdmin.legend],
              ["overrides", copy.overrides],
              ["call", copy.callLegend],
              ["asks", bookingFormAdmin.legend],
              ["rules", copy.rulesLegend],
              ["preview-heading", copy.previewTitle],
            ] as const
          ).map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-4">
        <a href="/admin/calendars" className="inline-flex min-h-11 items-center font-semibold underline">
          {calendarsAdmin.availabilityLink}
        </a>
      </p>

      {/* Remounted after a save so the fields show what was stored. */}
      <Form method="post" ref={formRef} className="flex flex-col gap-6" noValidate key={JSON.stringify(loaderData.values)}>
        <input type="hidden" name="intent" value="save" />
        {/* Enter in a field saves (the form's first submit button), never adds or removes hours. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {copy.save}
        </button>
        {confirm ? (
          <FocusedMessage tone="error" signal={answer} testId="confirm-hours">
            <h2 className="mb-2 text-xl">{copy.confirmTitle}</h2>
            <ul className="mb-4 flex flex-col gap-1">
              {confirm.map((r) => (
                <li key={`${"day" in r ? r.day : r.date}-${r.start}`}>{copy.confirmRange(rangeText(r.start, r.end), placeName(r))}</li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="confirm" value="hours">
                {copy.confirmYes}
              </Button>
              <a href={`#${"day" in confirm[0]! ? `weekly-${confirm[0]!.day}` : "overrides"}`} className="inline-flex min-h-12 items-center px-2 font-semibold underline">
                {copy.confirmNo}
              </a>
            </div>
          </FocusedMessage>
        ) : null}

        <fieldset className={fieldset} id="weekly-hours">
          <legend className={legend}>{copy.weeklyLegend}</legend>
          <p id="weekly-hint" className="text-sm text-ink-soft">
            {copy.weeklyHint}
          </p>
          {/* Monday first, as a week is read. */}
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <section key={day} id={`weekly-${day}`} aria-labelledby={`weekly-${day}-title`} className="scroll-mt-24 border-t border-line pt-3">
              <h3 id={`weekly-${day}-title`} className="mb-2 text-lg font-semibold">
                {copy.weekdays[day]}
              </h3>
              <Ranges
                prefix={`weekly-${day}`}
                anchor={`weekly-${day}`}
                place={copy.weekdays[day]!}
                ranges={values.weekly[day] ?? []}
                interval={interval}
                errors={errors}
                onChange={setRange("weekly", day)}
                onEdit={onEdit}
              />
            </section>
          ))}
        </fieldset>

        <fieldset className={fieldset} id="days-off">
          <legend className={legend}>{daysOffAdmin.legend}</legend>
          <p className="text-sm text-ink-soft">{daysOffAdmin.hint}</p>
          {values.daysOff.length === 0 ? <p>{daysOffAdmin.none}</p> : null}
          {values.daysOff.map((d, k) => {
            const id = `dayoff-${k}`;
            const name = d.first ? dayRange(d.first, d.last && d.last >= d.first ? d.last : d.first) : daysOffAdmin.unnamed(k + 1);
            return (
              <section key={id} aria-label={name} className="flex scroll-mt-24 flex-col gap-3 border-t border-line pt-3" data-testid="day-off">
                <div className="grid gap-3 sm:grid-cols-2">
                  {(["first", "last"] as const).map((field) => {
                    const fieldId = `${id}-${field}`;
                    const problem = error(fieldId);
                    return (
                      <div key={field} className="flex flex-col gap-1.5">
                        <label htmlFor={fieldId} className="font-semibold">
                          {daysOffAdmin[field]}
                        </label>
                        <input
                          id={fieldId}
                          name={fieldId}
                          type="date"
                          value={d[field]}
                          min={field === "last" && d.first ? d.first : undefined}
                          onChange={(e) => setDayOff(k, field, e.target.value)}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? `${fieldId}-error` : undefined}
                          className={`${selectClass} px-3`}
                        />
                        {problem ? (
                          <p id={`${fieldId}-error`} className="text-sm font-semibold text-danger">
                            {problem}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
                <TextInput
                  id={`${id}-note`}
                  name={`${id}-note`}
                  label={daysOffAdmin.note}
                  hint={daysOffAdmin.noteHint}
                  value={d.note}
                  onChange={(e) => setDayOff(k, "note", e.target.value)}
                  maxLength={200}
                  error={error(`${id}-note`)}
                />
                <div>
                  <Button
                    type="submit"
                    name="edit"
                    value={`remove:${id}`}
                    formAction="/admin/availability#days-off"
                    variant="ghost"
                    size="sm"
                    className="min-h-11 underline"
                    aria-label={daysOffAdmin.removeFor(d.first ? name : "")}
                    onClick={(e) => onEdit(e, `remove:${id}`)}
                  >
                    {daysOffAdmin.remove}
                  </Button>
                </div>
              </section>
            );
          })}
          {values.daysOff.length < MAX_DAYS_OFF ? (
            <div>
              <Button type="submit" name="edit" value="add-dayoff" formAction="/admin/availability#days-off" variant="outline" id="add-dayoff" onClick={(e) => onEdit(e, "add-dayoff")}>
                {daysOffAdmin.add}
              </Button>
            </div>
          ) : null}
        </fieldset>

        <fieldset className={fieldset} id="overrides">
          <legend className={legend}>{copy.overrides}</legend>
          <p className="text-sm text-ink-soft">{copy.overridesHint}</p>
          {values.overrides.map((o, k) => {
            const id = `override-${k}`;
            const dateError = error(`${id}-date`);
            const place = o.date ? formatDay(o.date, TAG) : `${copy.overrideDate} ${k + 1}`;
            return (
              <section key={id} aria-label={place} className="scroll-mt-24 flex flex-col gap-3 border-t border-line pt-3">
                <div className="flex flex-wrap items-end gap-3">
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor={`${id}-date`} className="font-semibold">
                      {copy.overrideDate}
                    </label>
                    <input
                      id={`${id}-date`}
                      name={`${id}-date`}
                      type="date"
                      value={o.date}
                      onChange={(e) => setDate(k, e.target.value)}
                      aria-invalid={dateError ? true : undefined}
                      aria-describedby={dateError ? `${id}-date-error` : undefined}
                      className={`${selectClass} px-3`}
                    />
                  </div>
                  <Button
                    type="submit"
                    name="edit"
                    value={`remove:${id}`}
                    formAction="/admin/availability#overrides"
                    variant="ghost"
                    size="sm"
                    className="min-h-11 underline"
                    aria-label={copy.removeDateFor(o.date ? formatDay(o.date, TAG) : "")}
                    onClick={(e) => onEdit(e, `remove:${id}`)}
                  >
                    {copy.removeDate}
                  </Button>
                </div>
                {dateError ? (
                  <p id={`${id}-date-error`} className="text-sm font-semibold text-danger">
                    {dateError}
                  </p>
                ) : null}
                {o.ranges.length === 0 ? <p className="font-semibold">{copy.overrideNoHours}</p> : null}
                <Ranges prefix={id} anchor="overrides" place={place} ranges={o.ranges} interval={interval} errors={errors} onChange={setRange("override", k)} onEdit={onEdit} />
              </section>
            );
          })}
          <div>
            <Button type="submit" name="edit" value="add-date" formAction="/admin/availability#overrides" variant="outline" id="add-date" onClick={(e) => onEdit(e, "add-date")}>
              {copy.addDate}
            </Button>
          </div>
        </fieldset>

        <fieldset className={`group ${fieldset}`} id="call">
          <legend className={legend}>{copy.callLegend}</legend>
          <p className="text-sm text-ink-soft">{copy.callHint}</p>
          {(["phone", "video"] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 font-semibold">
              <input
                type="radio"
                name="call"
                value={kind}
                id={`call-${kind}`}
                defaultChecked={(values.call || "phone") === kind}
                className="size-6 accent-primary"
              />
              {kind === "phone" ? copy.callPhone : copy.callVideo}
            </label>
          ))}
          <TextInput
            id="videoUrl"
            name="videoUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            label={copy.videoUrl}
            hint={copy.videoUrlHint}
            defaultValue={values.videoUrl}
            error={error("videoUrl")}
            // Only with a video call (CSS, so without JavaScript too).
            className="group-has-[#call-phone:checked]:hidden"
          />
        </fieldset>

        <fieldset className={fieldset} id="asks">
          <legend className={legend}>{bookingFormAdmin.legend}</legend>
          <p className="text-sm text-ink-soft">{bookingFormAdmin.hint}</p>
          {(["requireChildAge", "requireQuestion"] as const).map((name) => (
            <div key={name} className="flex min-h-11 items-center gap-3">
              <input id={name} name={name} type="checkbox" defaultChecked={values[name]} className="size-6 accent-primary" />
              <label htmlFor={name} className="font-semibold">
                {bookingFormAdmin[name]}
              </label>
            </div>
          ))}
        </fieldset>

        <fieldset className={fieldset} id="rules">
          <legend className={legend}>{copy.rulesLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput id="bufferBefore" name="bufferBefore" label={copy.bufferBefore} hint={copy.bufferHint} inputMode="numeric" defaultValue={values.bufferBefore} error={error("bufferBefore")} />
            <TextInput id="bufferAfter" name="bufferAfter" label={copy.bufferAfter} hint={copy.bufferHint} inputMode="numeric" defaultValue={values.bufferAfter} error={error("bufferAfter")} />
            <TextInput id="minNotice" name="minNotice" label={copy.minNotice} hint={copy.minNoticeHint} inputMode="numeric" defaultValue={values.minNotice} error={error("minNotice")} />
            <TextInput id="horizon" name="horizon" label={copy.horizon} inputMode="numeric" defaultValue={values.horizon} error={error("horizon")} />
            <TextInput id="maxPerDay" name="maxPerDay" label={copy.maxPerDay} inputMode="numeric" defaultValue={values.maxPerDay} error={error("maxPerDay")} />
            <TextInput id="maxPerMonth" name="maxPerMonth" label={copy.maxPerMonth} inputMode="numeric" defaultValue={values.maxPerMonth} error={error("maxPerMonth")} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="interval" className="font-semibold">
                {copy.interval}
              </label>
              <p id="interval-hint" className="text-sm text-ink-soft">
                {copy.intervalHint}
              </p>
              <select
                id="interval"
                name="interval"
                defaultValue={values.interval}
                aria-invalid={errors.interval ? true : undefined}
                aria-describedby={errors.interval ? "interval-hint interval-error" : "interval-hint"}
                className={`${selectClass} px-3`}
              >
                {INTERVAL_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {copy.intervalOption(n)}
                  </option>
                ))}
              </select>
              {errors.interval ? (
                <p id="interval-error" className="text-sm font-semibold text-danger">
                  {error("interval")}
                </p>
              ) : null}
            </div>
            <div className="flex min-h-12 items-center gap-3 self-end">
              <input id="noSameDay" name="noSameDay" type="checkbox" defaultChecked={values.noSameDay} className="size-6 accent-primary" />
              <label htmlFor="noSameDay" className="font-semibold">
                {copy.noSameDay}
              </label>
            </div>
          </div>
        </fieldset>
        {/* Always in reach on a phone: the form is several screens long. */}
        <div className="sticky bottom-0 z-10 border-t border-line bg-surface py-3">
          <Button type="submit">{copy.save}</Button>
        </div>
      </Form>

      <section aria-labelledby="preview-heading" className="mt-10">
        <h2 id="preview-heading" className="mb-3 text-2xl">
          {copy.previewTitle}
        </h2>
        {booking.state === "off" ? <p className="mb-3 text-ink-soft">{availabilityPage.previewOff}</p> : null}
        {!preview ? null : preview.days.every((d) => d.times.length === 0) ? (
          <p>{copy.previewNone}</p>
        ) : (
          <>
            {preview.from ? <p className="mb-3 text-ink-soft">{copy.previewFrom(preview.from)}</p> : null}
            <ul className="flex flex-col gap-3" data-testid="availability-preview">
              {preview.days.map((d) => (
                <li key={d.date} className="rounded-xl border border-line bg-surface p-4">
                  <h3 className="font-semibold">{d.dayOff ? daysOffAdmin.previewDay(d.day, d.dayOff.note) : copy.previewDay(d.day, d.times.length)}</h3>
                  {d.times.length > 0 ? (
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {d.times.map((t) => (
                        <li key={t.start} className="rounded-full bg-paper-alt px-3 py-1 text-sm">
                          {t.label}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
