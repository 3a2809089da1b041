import type { ReactNode } from "react";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/calls";
import { TextArea } from "~/admin/admin-fields";
import { adminHeaders, adminMeta, EmailAddress } from "~/admin/admin-ui";
import { CopyButton } from "~/admin/copy-button";
import { FocusedMessage } from "~/admin/focus-messages";
import { BookingPicker } from "~/booking/booking-picker";
import { Button, buttonClasses } from "~/components/ui/button";
import { callsAdmin as copy } from "#common/booking/content/admin.ts";
import { daysOffAdmin, upcomingCalls } from "#common/booking/content/admin-week.ts";
import { dayOffOn } from "#common/booking/availability.ts";
import { formatDay, formatTime, formatWhen } from "#common/booking/format.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { zonedTimeToUtc } from "#common/calendar.ts";
import { cn } from "~/lib/cn";
import { hearAboutUsOptions } from "#common/forms/common.ts";
import { childAgeOptions } from "#common/forms/discovery-call.ts";
import { badForm } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { bookingById, readBookingSetup, setCallOutcome } from "#server/booking/bookings.server";
import { feedPath, feedToken, rotateFeedToken } from "#server/booking/calendar-feed.server";
import { callsBetween, cancelBooking, rescheduleBooking } from "#server/booking/changes.server";
import { agendaWeek, callsForm, mondayOf } from "#server/booking/owner-admin.server";
import { pickerData } from "#server/booking/picker.server";
import { addDays, wallClock } from "#server/booking/slots";
import { readAdminForm } from "#server/forms/read-form.server";
import { languageInfo, parseLanguage } from "#common/languages.ts";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

const TAG = "en-US";
/** The Upcoming view lists this many calls at most; week by week shows every one. */
const UPCOMING_MAX = 50;

/** "November 23 – 29, 2026". */
function weekRange(monday: string): string {
  const at = (date: string) => new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(TAG, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).formatRange(at(monday), at(addDays(monday, 6)));
}

/** An answer chosen from a list, as the form showed it (the stored value when the list has changed since). */
const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/**
 * Calls opens on "Upcoming" (issue 44): her calls from the start of today on, in order, grouped by
 * day, with her days off in their place; "Week by week" (`?view=week`, or `?week=` any date of a
 * week) shows one week, day by day.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const now = context.now();
  const url = new URL(request.url);
  const byWeek = url.searchParams.has("week") || url.searchParams.get("view") === "week";
  const week = agendaWeek(url.searchParams.get("week"), timeZone, now);
  const from = byWeek ? zonedTimeToUtc(week.monday, "00:00", timeZone).getTime() : zonedTimeToUtc(week.today, "00:00", timeZone).getTime();
  const to = byWeek ? zonedTimeToUtc(addDays(week.monday, 7), "00:00", timeZone).getTime() : null;
  const [rows, { rules }] = await Promise.all([callsBetween(context.db, from, to, byWeek ? undefined : UPCOMING_MAX + 1), readBookingSetup(context.db)]);
  const more = !byWeek && rows.length > UPCOMING_MAX;
  const calls = rows.slice(0, UPCOMING_MAX).map((row) => {
    const start = Number(row.start_at);
    return {
      id: row.id,
      requestId: row.request_id,
      date: wallClock(start, timeZone).date,
      iso: new Date(start).toISOString(),
      when: formatWhen(start, timeZone, TAG),
      end: formatTime(Number(row.end_at), timeZone, TAG),
      status: row.status,
      sequence: Number(row.sequence),
      language: row.language,
      parentZone: row.parent_zone_name,
      name: row.parent_name,
      /** A bought session's name (issue 43); null for a discovery call. */
      session: row.session_name,
      appointment: { id: row.appointment_type, minutes: Number(row.minutes), countsInCaps: Number(row.counted) === 1 },
      email: row.parent_email,
      phone: row.parent_phone,
      childAge: labelOf(childAgeOptions, row.child_age),
      concerns: row.challenges,
      heard: labelOf(hearAboutUsOptions, row.hear_about_us),
      /** Cancel and move: a booked call still ahead. */
      changeable: row.status === "booked" && start > now,
      /** Completed or no-show: once the call has begun (or to undo one). */
      outcome: row.status !== "cancelled" && (row.status !== "booked" || start <= now + 15 * 60_000),
    };
  });
  // Moving a call (?move=<id>): the parents' month-and-times picker (?month=…&date=…), or null while booking is off.
  const idParam = (name: string) => {
    const value = url.searchParams.get(name) ?? "";
    return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  };
  const moving = calls.find((c) => c.id === idParam("move") && c.changeable) ?? null;
  const picker = moving ? await pickerData(context.db, { timeZone, now }, url.searchParams, TAG, { appointment: moving.appointment }) : null;
  const done = url.searchParams.get("done") ?? "";
  const problem = url.searchParams.get("problem") ?? "";
  const feedUrl = user.role === "owner" ? new URL(feedPath(await feedToken(context.db, now)), context.config.business.siteUrl) : null;
  const dayOff = (date: string) => {
    const off = rules ? dayOffOn(rules, date) : undefined;
    return off ? { note: off.note } : null;
  };
  // Upcoming: each day with calls, and each stretch of days off not over yet, in date order.
  const daysWithCalls = [...new Set(calls.map((c) => c.date))];
  const upcoming = byWeek
    ? null
    : [
        ...daysWithCalls.map((date) => ({ kind: "day" as const, key: date, date, label: formatDay(date, TAG), today: date === week.today, calls: calls.filter((c) => c.date === date) })),
        ...(rules?.daysOff ?? [])
          .filter((off) => off.last >= week.today && (!more || off.first <= daysWithCalls.at(-1)!))
          .map((off) => ({ kind: "off" as const, key: `off-${off.first}-${off.last}`, date: off.first < week.today ? week.today : off.first, label: daysOffAdmin.range(formatDay(off.first, TAG), formatDay(off.last, TAG)), note: off.note })),
      ].sort((a, b) => a.date.localeCompare(b.date) || (a.kind === "off" ? -1 : 1));
  return {
    zoneName: timeZoneName(timeZone),
    view: byWeek ? ("week" as const) : ("upcoming" as const),
    upcoming,
    more: more ? UPCOMING_MAX : null,
    week: {
      monday: week.monday,
      label: weekRange(week.monday),
      previous: addDays(week.monday, -7),
      next: addDays(week.monday, 7),
      isThisWeek: mondayOf(week.today) === week.monday,
    },
    days: byWeek ? week.days.map((date) => ({ date, label: formatDay(date, TAG), today: date === week.today, dayOff: dayOff(date), calls: calls.filter((c) => c.date === date) })) : [],
    moving: moving ? { id: moving.id, picker } : null,
    feed: feedUrl ? { url: feedUrl.toString(), webcal: `webcal://${feedUrl.host}${feedUrl.pathname}` } : null,
    done: Object.hasOwn(copy.done, done) ? done : null,
    problem: Object.hasOwn(copy.problems, problem) ? problem : null,
    /** The call the message is about: shown in its card. */
    about: idParam("call"),
  };
}

/** Any signed-in person may change a call; only the owner may make a new calendar link. Every change is in the audit log. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readAdminForm(request, callsForm);
  if (!form.ok) badForm();
  const input = form.data;
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const back = (week: string | undefined, flag: string, id?: number, move = false) => {
    const query = new URLSearchParams();
    if (week) query.set("week", week);
    query.set(flag.startsWith("problem:") ? "problem" : "done", flag.replace(/^problem:/, ""));
    if (id) query.set("call", String(id));
    // A time just taken, or none chosen: the picker stays open with fresh times.
    if (id && move) query.set("move", String(id));
    // No #fragment: the message, in the call's card or by the calendar link, takes the focus and so comes into view (a fragment would stop autofocus).
    return redirect(`/admin/calls?${query.toString()}`);
  };
  if (input.intent === "rotate-feed") {
    await requireAdminAction(request, context, "owner");
    await rotateFeedToken(context.db, context.now());
    await audit(context, user, "calendar-feed.rotate");
    return back(input.week, "rotated");
  }
  const booking = await bookingById(context.db, input.id);
  if (!booking) return back(input.week, "problem:not-found");
  if (input.intent === "outcome") {
    if (!(await setCallOutcome(context.db, input.id, input.status, context.now()))) return back(input.week, "problem:changed", input.id);
    await audit(context, user, "call.outcome", `booking ${input.id}: ${input.status}`);
    return back(input.week, input.status, input.id);
  }
  if (input.intent === "cancel") {
    const result = await cancelBooking(context.booking, { id: input.id, sequence: input.sequence }, "owner", input.message.trim());
    if (!result.ok) return back(input.week, `problem:${result.reason}`, input.id);
    await audit(context, user, "call.cancel", `booking ${input.id}${input.message.trim() ? ", with a message" : ""}`);
    return back(input.week, "cancelled", input.id);
  }
  const start = input.slot ?? input.start;
  if (start === undefined) return back(input.week, "problem:no-time", input.id, true);
  const result = await rescheduleBooking(context.booking, { id: input.id, sequence: input.sequence, start_at: booking.start_at }, start, "owner");
  if (!result.ok) return back(input.week, `problem:${result.reason}`, input.id, result.reason === "taken");
  await audit(
    context,
    user,
    "call.reschedule",
    `booking ${input.id}: ${new Date(Number(booking.start_at)).toISOString()} to ${new Date(Number(result.booking.start_at)).toISOString()}`,
  );
  // The week the call is in now, or Upcoming when she moved it from there.
  return back(input.week === undefined ? undefined : mondayOf(wallClock(Number(result.booking.start_at), timeZone).date), "moved", input.id);
}

const card = "rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5";
const link = "inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4";
/** The two views, as tabs: at least 44 px tall. */
const tab = (current: boolean) =>
  cn("inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold", current ? "border-primary bg-primary text-on-primary" : "border-primary text-primary underline underline-offset-4");

export default function CallsPage({ loaderData }: Route.ComponentProps) {
  const { view, upcoming, more, week, days, moving, feed, done, problem, about, zoneName } = loaderData;
  const shown = upcoming ? upcoming.flatMap((entry) => (entry.kind === "day" ? entry.calls : [])) : days.flatMap((d) => d.calls);
  const aboutShown = about !== null && shown.some((c) => c.id === about);
  // The answer to what she just did, where she did it (in the call's card, by the calendar link), or at the top; it takes the focus.
  const message = done ? copy.done[done] : problem ? copy.problems[problem] : null;
  const answer = message ? (
    <FocusedMessage tone={problem ? "error" : "success"} signal={`${done ?? ""}${problem ?? ""}${about ?? ""}`} testId="calls-message">
      {message}
    </FocusedMessage>
  ) : null;
  const where = !answer ? null : aboutShown ? "call" : done === "rotated" && feed ? "feed" : "top";
  const callCard = (call: Call) => (
    <CallCard key={call.id} call={call} week={view === "week" ? week.monday : null} moving={moving?.id === call.id ? moving : null} error={moving?.id === call.id && problem ? copy.problems[problem] : undefined}>
      {where === "call" && about === call.id ? answer : null}
    </CallCard>
  );
  return (
    <div className="mx-auto w-full max-w-4xl">
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-4 text-ink-soft">{copy.intro(zoneName)}</p>
      <nav aria-label={upcomingCalls.views}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/admin/calls" aria-current={view === "upcoming" ? "page" : undefined} className={tab(view === "upcoming")}>
              {upcomingCalls.upcoming}
            </Link>
          </li>
          <li>
            <Link to="/admin/calls?view=week" aria-current={view === "week" ? "page" : undefined} className={tab(view === "week")}>
              {upcomingCalls.week}
            </Link>
          </li>
        </ul>
      </nav>
      {where === "top" ? answer : null}

      {upcoming ? (
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="mt-6 text-2xl">
            {upcomingCalls.title}
          </h2>
          {upcoming.every((entry) => entry.kind === "off") ? <p className="mt-4">{upcomingCalls.none}</p> : null}
          <ol className="mt-4 flex flex-col gap-6" data-testid="upcoming">
            {upcoming.map((entry) =>
              entry.kind === "off" ? (
                <li key={entry.key} className="rounded-card border-2 border-dashed border-line bg-paper-alt p-3 font-semibold" data-testid="upcoming-days-off">
                  {upcomingCalls.daysOff(entry.label, entry.note)}
                </li>
              ) : (
                <li key={entry.key}>
                  <section aria-labelledby={`day-${entry.date}`} className={cn(entry.today && "rounded-card border-2 border-primary bg-primary-soft/40 p-3 sm:p-4")}>
                    <h3 id={`day-${entry.date}`} className="mb-2 text-xl">
                      {entry.label}
                      {entry.today ? <span className="ml-2 rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-on-primary">{copy.today}</span> : null}
                    </h3>
                    <ul className="flex flex-col gap-3">{entry.calls.map(callCard)}</ul>
                  </section>
                </li>
              ),
            )}
          </ol>
          {more ? <p className="mt-4">{upcomingCalls.more(more)}</p> : null}
        </section>
      ) : (
        <>
          <h2 className="mt-6 text-2xl">{copy.weekOf(week.label)}</h2>
          <nav aria-label={copy.weekNav} className="mt-3">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to={`/admin/calls?week=${week.previous}`} className={buttonClasses("outline", "md")}>
                  {copy.previous}
                </Link>
              </li>
              {week.isThisWeek ? null : (
                <li>
                  <Link to="/admin/calls?view=week" className={buttonClasses("outline", "md")}>
                    {copy.thisWeek}
                  </Link>
                </li>
              )}
              <li>
                <Link to={`/admin/calls?week=${week.next}`} className={buttonClasses("outline", "md")}>
                  {copy.next}
                </Link>
              </li>
            </ul>
          </nav>
          {shown.length === 0 ? <p className="mt-4">{copy.emptyWeek}</p> : null}

          <ol className="mt-6 flex flex-col gap-6">
            {days.map((day) => (
              <li key={day.date}>
                <section
                  aria-labelledby={`day-${day.date}`}
                  className={cn(day.today && "rounded-card border-2 border-primary bg-primary-soft/40 p-3 sm:p-4")}
                  id={day.today ? "today" : undefined}
                >
                  <h3 id={`day-${day.date}`} className="mb-2 text-xl">
                    {day.label}
                    {day.today ? <span className="ml-2 rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-on-primary">{copy.today}</span> : null}
                  </h3>
                  {day.dayOff ? (
                    <p className="mb-2 font-semibold" data-testid="week-day-off">
                      {upcomingCalls.dayOff(day.dayOff.note)}
                    </p>
                  ) : null}
                  {day.calls.length === 0 ? day.dayOff ? null : <p className="text-ink-soft">{copy.noCalls}</p> : <ul className="flex flex-col gap-3">{day.calls.map(callCard)}</ul>}
                </section>
              </li>
            ))}
          </ol>
        </>
      )}

      {feed ? (
        <section aria-labelledby="feed-heading" className={cn(card, "mt-10")}>
          <h2 id="feed-heading" className="mb-2 scroll-mt-24 text-2xl">
            {copy.feedTitle}
          </h2>
          {where === "feed" ? answer : null}
          <p className="mb-3">{copy.feedIntro}</p>
          <p className="font-semibold">{copy.feedLabel}</p>
          {/* In full, never cut off: a long press selects it on a phone. */}
          <p data-testid="feed-url" className="mt-1.5 rounded-xl border-2 border-line bg-paper-alt px-3 py-2 font-mono text-sm break-all text-ink">
            {feed.url}
          </p>
          <div className="mt-3 flex flex-wrap items-start gap-3">
            <CopyButton text={feed.url} label={copy.feedCopy} copied={copy.feedCopied} failed={copy.feedCopyFailed} />
            <a href={feed.webcal} className={buttonClasses("primary", "md")} aria-describedby="feed-subscribe-hint">
              {copy.feedSubscribe}
            </a>
          </div>
          <p id="feed-subscribe-hint" className="mt-2 text-sm text-ink-soft">
            {copy.feedSubscribeHint}
          </p>
          <p id="feed-note" className="mt-3">
            {copy.feedNote}
          </p>
          {/* Asked first: a new link stops every subscription to the old one. */}
          <details className="mt-4 rounded-xl border border-danger px-3 py-2">
            <summary className="min-h-11 cursor-pointer content-center font-semibold">{copy.feedRotate}</summary>
            <Form method="post" className="mt-2 flex flex-col gap-3">
              <input type="hidden" name="intent" value="rotate-feed" />
              {view === "week" ? <input type="hidden" name="week" value={week.monday} /> : null}
              <p id="feed-rotate-warning">{copy.feedRotateWarning}</p>
              <div>
                <Button type="submit" variant="outline" aria-describedby="feed-rotate-warning">
                  {copy.feedRotateConfirm}
                </Button>
              </div>
            </Form>
          </details>
        </section>
      ) : null}
    </div>
  );
}

type Call = Route.ComponentProps["loaderData"]["days"][number]["calls"][number];
type Moving = Route.ComponentProps["loaderData"]["moving"];

/** One call: its time, the parent, its status, the intake answers and what she can do with it. `week` is the week view's Monday, null in Upcoming. */
function CallCard({ call, week, moving, error, children }: { call: Call; week: string | null; moving: Moving; error?: string; children?: ReactNode }) {
  return (
    <li id={`call-${call.id}`} className={cn(card, call.status === "cancelled" && "bg-paper-alt")} data-testid="call">
      <p className="font-semibold">
        <time dateTime={call.iso}>{call.when}</time> – {call.end}
      </p>
      <h4 className={cn("mt-1 break-words text-lg font-semibold", call.status === "cancelled" && "line-through")}>{call.name}</h4>
      {call.session ? <p className="break-words">{copy.sessionOf(call.session)}</p> : null}
      <p className="mt-1">
        <span
          className={cn(
            "inline-block rounded-full px-2.5 py-0.5 text-sm font-bold",
            call.status === "cancelled" ? "bg-coral-soft text-ink" : call.status === "booked" ? "bg-primary-soft text-ink" : "bg-paper-alt text-ink",
          )}
        >
          {`${copy.fields.status}: ${copy.statuses[call.status] ?? call.status}`}
        </span>
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{copy.fields.email}</dt>
        <dd>
          <a href={`mailto:${call.email}`} className={link}>
            <EmailAddress address={call.email} />
          </a>
        </dd>
        {call.phone ? (
          <>
            <dt className="font-semibold">{copy.fields.phone}</dt>
            <dd>
              <a href={`tel:${call.phone.replace(/[^\d+]/g, "")}`} className={link}>
                {call.phone}
              </a>
            </dd>
          </>
        ) : null}
        {call.session ? null : (
          <>
            <dt className="font-semibold">{copy.fields.childAge}</dt>
            <dd>{call.childAge}</dd>
            <dt className="font-semibold">{copy.fields.concerns}</dt>
            <dd className="whitespace-pre-line break-words">{call.concerns}</dd>
          </>
        )}
        {call.heard ? (
          <>
            <dt className="font-semibold">{copy.fields.heard}</dt>
            <dd className="break-words">{call.heard}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{copy.fields.language}</dt>
        <dd>{languageInfo(parseLanguage(call.language)).name}</dd>
        {call.parentZone ? (
          <>
            <dt className="font-semibold">{copy.fields.zone}</dt>
            <dd>{call.parentZone}</dd>
          </>
        ) : null}
      </dl>
      {call.requestId !== null ? (
        <p className="mt-1">
          <Link to={`/admin/inbox/discovery-call/${call.requestId}`} className={link}>
            {copy.openRequest}
            <span className="sr-only">: {copy.callFor(call.name)}</span>
          </Link>
        </p>
      ) : null}
      {children}
      <CallActions call={call} week={week} moving={moving} error={error} />
    </li>
  );
}

function CallActions({ call, week, moving, error }: { call: Call; week: string | null; moving: Moving; error?: string }) {
  const hidden = (
    <>
      <input type="hidden" name="id" value={call.id} />
      {week ? <input type="hidden" name="week" value={week} /> : null}
    </>
  );
  // The page she is on: a week, or Upcoming.
  const here = week ? `/admin/calls?week=${week}&` : "/admin/calls?";
  const who = <span className="sr-only">: {copy.callFor(call.name)}</span>;
  const outcomes = call.status === "booked" ? (["completed", "no-show"] as const) : (["booked"] as const);
  const labels = { completed: copy.markCompleted, "no-show": copy.markNoShow, booked: copy.markBooked };
  if (!call.outcome && !call.changeable) return null;
  return (
    <div className="mt-4 flex flex-wrap items-start gap-3">
      {call.outcome
        ? outcomes.map((status) => (
            <Form method="post" key={status}>
              {hidden}
              <input type="hidden" name="intent" value="outcome" />
              <input type="hidden" name="status" value={status} />
              <Button type="submit" variant={status === "completed" ? "primary" : "outline"}>
                {labels[status]}
                {who}
              </Button>
            </Form>
          ))
        : null}
      {call.changeable && !moving ? (
        <Link to={`${here}move=${call.id}#move-${call.id}`} className={buttonClasses("outline", "md")}>
          {copy.rescheduleSummary}
          {who}
        </Link>
      ) : null}
      {moving ? (
        <section id={`move-${call.id}`} aria-labelledby={`move-${call.id}-title`} className="w-full scroll-mt-24 rounded-xl border border-line p-3">
          <h5 id={`move-${call.id}-title`} className="mb-3 text-lg font-semibold">
            {copy.rescheduleTitle(call.name)}
          </h5>
          {moving.picker ? (
            <Form method="post" className="flex flex-col gap-4">
              {hidden}
              <input type="hidden" name="intent" value="reschedule" />
              <input type="hidden" name="sequence" value={call.sequence} />
              <BookingPicker data={moving.picker} error={error} extraQuery={`${week ? `week=${week}&` : ""}move=${call.id}`} forOwner />
              <p id={`move-${call.id}-hint`} className="text-sm text-ink-soft">
                {copy.rescheduleHint}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" aria-describedby={`move-${call.id}-hint`}>
                  {copy.rescheduleConfirm}
                  {who}
                </Button>
                <Link to={`${here.replace(/[?&]$/, "")}#call-${call.id}`} className={link}>
                  {copy.rescheduleKeep}
                </Link>
              </div>
            </Form>
          ) : (
            <p>{copy.problems["not-open"]}</p>
          )}
        </section>
      ) : null}
      {call.changeable ? (
        <details className="w-full rounded-xl border border-danger px-3 py-2 sm:w-auto">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            {copy.cancelSummary}
            {who}
          </summary>
          <Form method="post" className="mt-2 flex flex-col gap-3">
            {hidden}
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="sequence" value={call.sequence} />
            <TextArea id={`message-${call.id}`} name="message" label={copy.cancelMessage} hint={copy.cancelMessageHint} rows={3} maxLength={2000} />
            <div>
              <Button type="submit">
                {copy.cancelConfirm}
                {who}
              </Button>
            </div>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
