import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/calls";
import { SavedMessage, TextArea } from "~/components/admin/admin-fields";
import { adminHeaders, adminMeta, Notice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { callsAdmin as copy } from "~/content/admin";
import { formatDay, formatTime, formatWhen } from "~/lib/booking/format";
import { zonedTimeToUtc } from "~/lib/calendar";
import { cn } from "~/lib/cn";
import { hearAboutUsOptions } from "~/lib/forms/common";
import { childAgeOptions } from "~/lib/forms/discovery-call";
import { badForm } from "../../../server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "../../../server/auth/guard.server";
import { bookingById, freeTimes, setCallOutcome } from "../../../server/booking/bookings.server";
import { feedPath, feedToken, rotateFeedToken } from "../../../server/booking/calendar-feed.server";
import { callsBetween, cancelBooking, rescheduleBooking } from "../../../server/booking/changes.server";
import { agendaWeek, callsForm, mondayOf } from "../../../server/booking/owner-admin.server";
import { addDays, wallClock } from "../../../server/booking/slots";
import { readAdminForm } from "../../../server/forms/read-form.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

const TAG = "en-US";

/** "November 23 – 29, 2026". */
function weekRange(monday: string): string {
  const at = (date: string) => new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(TAG, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).formatRange(at(monday), at(addDays(monday, 6)));
}

/** An answer chosen from a list, as the form showed it (the stored value when the list has changed since). */
const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const now = context.now();
  const url = new URL(request.url);
  const week = agendaWeek(url.searchParams.get("week"), timeZone, now);
  const from = zonedTimeToUtc(week.monday, "00:00", timeZone).getTime();
  const to = zonedTimeToUtc(addDays(week.monday, 7), "00:00", timeZone).getTime();
  const rows = await callsBetween(context.db, from, to);
  const calls = rows.map((row) => {
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
  // The free times of the next 14 days, offered to move a call to (only when one can be moved).
  let moveTo: { date: string; day: string; times: { start: number; label: string }[] }[] | null = null;
  if (calls.some((c) => c.changeable)) {
    const free = await freeTimes(context.db, { timeZone, now }, week.today, addDays(week.today, 13));
    moveTo = free
      ? [...free.entries()]
          .filter(([, slots]) => slots.length > 0)
          .map(([date, slots]) => ({ date, day: formatDay(date, TAG), times: slots.map((s) => ({ start: s.start, label: formatTime(s.start, timeZone, TAG) })) }))
      : null;
  }
  const done = url.searchParams.get("done") ?? "";
  const problem = url.searchParams.get("problem") ?? "";
  const feed = user.role === "owner" ? new URL(feedPath(await feedToken(context.db, now)), context.config.business.siteUrl).toString() : null;
  return {
    week: {
      monday: week.monday,
      label: weekRange(week.monday),
      previous: addDays(week.monday, -7),
      next: addDays(week.monday, 7),
      isThisWeek: mondayOf(week.today) === week.monday,
    },
    days: week.days.map((date) => ({ date, label: formatDay(date, TAG), today: date === week.today, calls: calls.filter((c) => c.date === date) })),
    moveTo,
    feed,
    done: Object.hasOwn(copy.done, done) ? done : null,
    problem: Object.hasOwn(copy.problems, problem) ? problem : null,
  };
}

/** Any signed-in person may change a call; only the owner may make a new calendar link. Every change is in the audit log. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readAdminForm(request, callsForm);
  if (!form.ok) badForm();
  const input = form.data;
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const back = (week: string | undefined, flag: string, id?: number) => {
    const query = new URLSearchParams();
    if (week) query.set("week", week);
    query.set(flag.startsWith("problem:") ? "problem" : "done", flag.replace(/^problem:/, ""));
    return redirect(`/admin/calls?${query.toString()}${id ? `#call-${id}` : ""}`);
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
  const result = await rescheduleBooking(context.booking, { id: input.id, sequence: input.sequence, start_at: booking.start_at }, input.start, "owner");
  if (!result.ok) return back(input.week, `problem:${result.reason}`, input.id);
  await audit(
    context,
    user,
    "call.reschedule",
    `booking ${input.id}: ${new Date(Number(booking.start_at)).toISOString()} to ${new Date(Number(result.booking.start_at)).toISOString()}`,
  );
  // The week the call is in now.
  return back(mondayOf(wallClock(Number(result.booking.start_at), timeZone).date), "moved", input.id);
}

const card = "rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5";
const link = "font-semibold text-primary underline underline-offset-4";

export default function CallsPage({ loaderData }: Route.ComponentProps) {
  const { week, days, moveTo, feed, done, problem } = loaderData;
  const total = days.reduce((n, d) => n + d.calls.length, 0);
  return (
    <div className="mx-auto w-full max-w-4xl">
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-4 text-ink-soft">{copy.intro}</p>
      <SavedMessage message={done ? (copy.done[done] ?? null) : null} />
      {problem ? <Notice tone="error">{copy.problems[problem]}</Notice> : null}

      <h2 className="mt-6 text-2xl">{copy.weekOf(week.label)}</h2>
      <nav aria-label={copy.weekNav} className="mt-3">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <li>
            <Link to={`/admin/calls?week=${week.previous}`} className={link}>
              {copy.previous}
            </Link>
          </li>
          {week.isThisWeek ? null : (
            <li>
              <Link to="/admin/calls" className={link}>
                {copy.thisWeek}
              </Link>
            </li>
          )}
          <li>
            <Link to={`/admin/calls?week=${week.next}`} className={link}>
              {copy.next}
            </Link>
          </li>
        </ul>
      </nav>
      {total === 0 ? <p className="mt-4">{copy.emptyWeek}</p> : null}

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
              {day.calls.length === 0 ? (
                <p className="text-ink-soft">{copy.noCalls}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {day.calls.map((call) => (
                    <li key={call.id} id={`call-${call.id}`} className={cn(card, call.status === "cancelled" && "bg-paper-alt")} data-testid="call">
                      <p className="font-semibold">
                        <time dateTime={call.iso}>{call.when}</time> – {call.end}
                      </p>
                      <h4 className={cn("mt-1 break-words text-lg font-semibold", call.status === "cancelled" && "line-through")}>{call.name}</h4>
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
                        <dd className="break-all">
                          <a href={`mailto:${call.email}`} className={link}>
                            {call.email}
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
                        <dt className="font-semibold">{copy.fields.childAge}</dt>
                        <dd>{call.childAge}</dd>
                        <dt className="font-semibold">{copy.fields.concerns}</dt>
                        <dd className="whitespace-pre-line break-words">{call.concerns}</dd>
                        {call.heard ? (
                          <>
                            <dt className="font-semibold">{copy.fields.heard}</dt>
                            <dd className="break-words">{call.heard}</dd>
                          </>
                        ) : null}
                        <dt className="font-semibold">{copy.fields.language}</dt>
                        <dd>{copy.languages[call.language] ?? call.language}</dd>
                        {call.parentZone ? <><dt className="font-semibold">{copy.fields.zone}</dt><dd>{call.parentZone}</dd></> : null}
                      </dl>
                      <p className="mt-3">
                        <Link to={`/admin/inbox/discovery-call/${call.requestId}`} className={link}>
                          {copy.openRequest}
                          <span className="sr-only">: {copy.callFor(call.name)}</span>
                        </Link>
                      </p>
                      <CallActions call={call} week={week.monday} moveTo={moveTo} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </li>
        ))}
      </ol>

      {feed ? (
        <section aria-labelledby="feed-heading" className={cn(card, "mt-10")}>
          <h2 id="feed-heading" className="mb-2 text-2xl">
            {copy.feedTitle}
          </h2>
          <p className="mb-3">{copy.feedIntro}</p>
          <label htmlFor="feed-url" className="font-semibold">
            {copy.feedLabel}
          </label>
          <input
            id="feed-url"
            readOnly
            value={feed}
            aria-describedby="feed-note"
            data-testid="feed-url"
            className="mt-1.5 min-h-12 w-full rounded-xl border-2 border-line bg-paper-alt px-3 font-mono text-sm text-ink"
          />
          <p id="feed-note" className="mt-3">
            {copy.feedNote}
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="rotate-feed" />
            <input type="hidden" name="week" value={week.monday} />
            <Button type="submit" variant="outline" size="sm" aria-describedby="feed-rotate-hint">
              {copy.feedRotate}
            </Button>
            <p id="feed-rotate-hint" className="mt-1 text-sm text-ink-soft">
              {copy.feedRotateHint}
            </p>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

type Call = Route.ComponentProps["loaderData"]["days"][number]["calls"][number];
type MoveTo = Route.ComponentProps["loaderData"]["moveTo"];

function CallActions({ call, week, moveTo }: { call: Call; week: string; moveTo: MoveTo }) {
  const hidden = (
    <>
      <input type="hidden" name="id" value={call.id} />
      <input type="hidden" name="week" value={week} />
    </>
  );
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
              <Button type="submit" size="sm" variant={status === "completed" ? "primary" : "outline"}>
                {labels[status]}
                {who}
              </Button>
            </Form>
          ))
        : null}
      {call.changeable ? (
        <>
          <details className="w-full rounded-xl border border-line px-3 py-2 sm:w-auto">
            <summary className="min-h-11 cursor-pointer content-center font-semibold">
              {copy.rescheduleSummary}
              {who}
            </summary>
            {moveTo && moveTo.length > 0 ? (
              <Form method="post" className="mt-2 flex flex-col gap-3">
                {hidden}
                <input type="hidden" name="intent" value="reschedule" />
                <input type="hidden" name="sequence" value={call.sequence} />
                <label htmlFor={`start-${call.id}`} className="font-semibold">
                  {copy.rescheduleLabel}
                </label>
                <select
                  id={`start-${call.id}`}
                  name="start"
                  required
                  aria-describedby={`start-${call.id}-hint`}
                  className="min-h-12 rounded-xl border-2 border-line bg-surface px-3 text-base text-ink"
                >
                  {moveTo.map((day) => (
                    <optgroup key={day.date} label={day.day}>
                      {day.times.map((t) => (
                        <option key={t.start} value={t.start}>
                          {day.day}, {t.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <p id={`start-${call.id}-hint`} className="text-sm text-ink-soft">
                  {copy.rescheduleHint}
                </p>
                <div>
                  <Button type="submit" size="sm">
                    {copy.rescheduleConfirm}
                    {who}
                  </Button>
                </div>
              </Form>
            ) : (
              <p className="mt-2">{moveTo ? copy.rescheduleNone : copy.problems["not-open"]}</p>
            )}
          </details>
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
                <Button type="submit" size="sm">
                  {copy.cancelConfirm}
                  {who}
                </Button>
              </div>
            </Form>
          </details>
        </>
      ) : null}
    </div>
  );
}
