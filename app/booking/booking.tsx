import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/booking";
import { BookingPicker, RESULT_ID, TIMES_ID } from "~/booking/booking-picker";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { bookingCopy, bookingEmails } from "#common/booking/content/booking.ts";
import { locale, localePath } from "#common/content/locale.ts";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { buildMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";
import { formatWhenBoth } from "#common/booking/format.ts";
import { parentZoneFrom } from "#common/booking/zone-choices.ts";
import { bookingByToken, parentMayChange } from "#server/booking/bookings.server";
import { cancelBooking, rescheduleBooking } from "#server/booking/changes.server";
import { pickerData } from "#server/booking/picker.server";
import { callDetails } from "#server/booking/confirmation.server";
import { readForm } from "#server/forms/read-form.server";

const copy = bookingCopy.manage;

/** A parent's own booking, opened by the secret link in her emails: rendered for each request, never kept. */
export const handle: PageHandle = { cache: false };

// The link is a secret: no copy kept anywhere, and no Referer carrying it to another site ("same-origin":
// "no-referrer" would also make the browser send `Origin: null` with the page's own forms).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({ matches, title: copy.metaTitle, description: copy.title, path: "/discovery-call", noIndex: true, breadcrumbs: false });

type Notice = { tone: "ok" | "error"; text: string };

/** The step the page shows (issue 42): the call, or one change at a time, each opening in view. */
type Step = "move" | "confirm-move" | "cancel" | null;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const booking = await bookingByToken(context.db, params.token);
  const contactEmail = context.config.business.contactEmail;
  if (!booking) return data({ found: false as const, contactEmail }, { status: 404 });
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const now = context.now();
  const state = booking.status === "cancelled" ? "cancelled" : booking.start_at <= now || booking.status !== "booked" ? "past" : parentMayChange(booking, now) ? "open" : "too-late";
  const search = url.searchParams;
  // The time she picked to move to (a link of the move's picker), then the move itself, then cancelling.
  const slot = search.get("slot") ?? "";
  const moveTo = state === "open" && /^\d{12,14}$/.test(slot) ? Number(slot) : null;
  const step: Step =
    state !== "open" ? null : moveTo !== null ? "confirm-move" : search.has("reschedule") || search.has("month") || search.has("date") ? "move" : search.has("cancel") ? "cancel" : null;
  // The time in her zone beside ours, how the call happens, and the "Add to calendar" links (issue 33).
  const details = await callDetails(context.db, booking, { timeZone, businessName: context.config.business.name, tag: locale.tag, words: bookingEmails });
  // The move's picker is in her zone (the one stored with the call, unless the address names one).
  const pickerSearch = new URLSearchParams(search);
  pickerSearch.delete("slot");
  if (booking.parent_time_zone && !pickerSearch.has("zone")) pickerSearch.set("zone", booking.parent_time_zone);
  const zone = parentZoneFrom(pickerSearch.get("zone"));
  const here = localePath(`/booking/${params.token}`);
  return {
    found: true as const,
    contactEmail,
    state,
    step,
    // The step's heading takes the focus when she arrives at it (not while she looks at other days).
    focusStep: step !== null && !(step === "move" && !search.has("reschedule")),
    here,
    sequence: booking.sequence,
    when: details.when,
    call: details.call,
    calendar: details.calendar,
    icsHref: `${here}/call.ics`,
    notice: search.has("booked") ? "booked" : search.has("moved") ? "moved" : search.has("cancelled") ? "cancelled" : null,
    picker: step === "move" ? await pickerData(context.db, { timeZone, now }, pickerSearch, locale.tag, { firstFreeDay: true }) : null,
    moveTo: moveTo === null ? null : { slot: moveTo, when: formatWhenBoth(moveTo, timeZone, zone, locale.tag), back: `?${pickerSearch.toString()}#${TIMES_ID}` },
  };
}

/** The posted sequence: a whole number as the page writes it, or null (missing, empty, a file, anything else). */
function sequenceOf(value: FormDataEntryValue | null): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Cancel (after the confirmation step) or move the call; each answer is the page again, or 303 to it. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const booking = await bookingByToken(context.db, params.token);
  if (!booking) return data<Notice>({ tone: "error", text: copy.notFound }, { status: 404 });
  // A body that is not a readable form (JSON, garbage, multipart without a boundary) is a 415 or 400.
  const form = await readForm(request);
  // The page's own form always sends the sequence it was drawn with: none, or any other, is a stale page.
  const sequence = sequenceOf(form.get("sequence"));
  const here = localePath(`/booking/${params.token}`);
  if (!parentMayChange(booking, context.now()) || sequence === null || sequence !== booking.sequence) {
    return data<Notice>({ tone: "error", text: copy.changed }, { status: 409 });
  }
  const expected = { id: booking.id, sequence, start_at: booking.start_at };
  if (form.get("intent") === "cancel") {
    const outcome = await cancelBooking(context.booking, expected, "parent");
    return outcome.ok ? redirect(`${here}?cancelled#${RESULT_ID}`, 303) : data<Notice>({ tone: "error", text: copy.changed }, { status: 409 });
  }
  const slot = String(form.get("slot") ?? "");
  if (!/^\d{12,14}$/.test(slot)) return data<Notice>({ tone: "error", text: bookingCopy.slotRequired }, { status: 400 });
  const outcome = await rescheduleBooking(context.booking, expected, Number(slot), "parent", params.token);
  if (outcome.ok) return redirect(`${here}?moved#${RESULT_ID}`, 303);
  return data<Notice>({ tone: "error", text: outcome.reason === "taken" ? bookingCopy.takenNoneText : copy.changed }, { status: 409 });
}

const STEP_ID = "change";

/**
 * What the page is about once it is drawn: a step's heading or the result of a change (issue 42),
 * focused so a phone shows it and a screen reader reads it. Without JavaScript the served
 * `autofocus` does it; with it, mounting does (React focuses only form controls by itself).
 */
function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

function Notice({ notice }: { notice: Notice }) {
  const ref = useFocusOnMount<HTMLDivElement>(true);
  return (
    <div
      ref={ref}
      id={RESULT_ID}
      tabIndex={-1}
      // The result of what she just did: moving there is the point (as an error summary receives focus).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      role={notice.tone === "ok" ? "status" : "alert"}
      className={cn(
        "scroll-mt-24 rounded-xl border px-4 py-3 focus:outline-4 focus:outline-offset-2 focus:outline-ink",
        notice.tone === "ok" ? "border-primary bg-primary-soft" : "border-danger bg-surface font-semibold text-danger",
      )}
    >
      {notice.text}
    </div>
  );
}

/** A step's heading: the place the page opens at, focused. */
function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <h2
      ref={ref}
      id={STEP_ID}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focus}
      className="scroll-mt-24 text-2xl font-semibold focus:outline-none"
    >
      {children}
    </h2>
  );
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <>
        <PageHeader title={copy.title} />
        <Section className="max-w-3xl">
          <p>{copy.notFound}</p>
          <p className="mt-4">
            <a href={`mailto:${loaderData.contactEmail}`}>{loaderData.contactEmail}</a>
          </p>
        </Section>
      </>
    );
  }
  const { state, step, focusStep, here, when, notice, sequence, picker, moveTo, contactEmail, call, calendar, icsHref } = loaderData;
  const shown: Notice | null =
    actionData ??
    (notice === "booked"
      ? { tone: "ok", text: bookingCopy.bookedText(when) }
      : notice === "moved"
        ? { tone: "ok", text: copy.moved(when) }
        : notice === "cancelled"
          ? { tone: "ok", text: copy.cancelledNow }
          : null);
  const upcoming = state === "open" || state === "too-late";
  const calendarLink = "w-full sm:w-auto";
  const backLink = (
    <Link to={here} className="inline-flex min-h-11 items-center font-semibold underline">
      {copy.backToCall}
    </Link>
  );
  return (
    <>
      <PageHeader title={notice === "booked" ? bookingCopy.bookedTitle : copy.title} />
      <Section className="flex max-w-3xl flex-col gap-6">
        {shown ? <Notice key={`${notice}-${actionData?.text ?? ""}`} notice={shown} /> : null}
        {step === "move" ? (
          // Moving, a step of its own (issue 42): her call as it is, then the days and times; a time leads to its confirmation.
          <section aria-labelledby={STEP_ID} className="flex flex-col gap-4">
            <StepHeading focus={focusStep}>{copy.reschedule}</StepHeading>
            <p>{copy.nowOn(when)}</p>
            {picker ? (
              <BookingPicker data={picker} zoneChoice={false} pickHref={(start, query) => `${query}&slot=${start}#${STEP_ID}`} />
            ) : (
              <p>{copy.unavailable}</p>
            )}
            <p>{backLink}</p>
          </section>
        ) : step === "confirm-move" && moveTo ? (
          <section aria-labelledby={STEP_ID} className="flex flex-col gap-4">
            <StepHeading focus={focusStep}>{copy.confirmMoveHeading}</StepHeading>
            <dl className="rounded-card border border-line bg-surface p-5">
              <dt className="text-sm font-semibold text-ink-soft">{copy.moveFrom}</dt>
              <dd className="mb-3">{when}</dd>
              <dt className="text-sm font-semibold text-ink-soft">{copy.moveTo}</dt>
              <dd className="text-lg font-semibold">{moveTo.when}</dd>
            </dl>
            {/* Posted to the day's picker: a time taken meanwhile comes back with the day's times. */}
            <Form method="post" action={`${here}${moveTo.back.replace(/#.*$/, "")}`} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <input type="hidden" name="sequence" value={sequence} />
              <input type="hidden" name="intent" value="reschedule" />
              <input type="hidden" name="slot" value={moveTo.slot} />
              <Button type="submit" size="lg">
                {copy.rescheduleSubmit}
              </Button>
              <Link to={moveTo.back} className="inline-flex min-h-11 items-center font-semibold underline">
                {copy.reschedule}
              </Link>
            </Form>
          </section>
        ) : step === "cancel" ? (
          // Cancelling, a step of its own (issue 42): the call named, then "Are you sure?".
          <section aria-labelledby={STEP_ID} className="flex flex-col gap-4">
            <StepHeading focus={focusStep}>{copy.cancelHeading}</StepHeading>
            <p className="text-lg font-semibold">{when}</p>
            <Form method="post" action={here} className="flex flex-col gap-3">
              <p>{copy.confirmCancel}</p>
              <input type="hidden" name="sequence" value={sequence} />
              <input type="hidden" name="intent" value="cancel" />
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button type="submit">{copy.confirmCancelButton}</Button>
                <Button asChild variant="outline">
                  <Link to={here}>{copy.keepButton}</Link>
                </Button>
              </div>
            </Form>
          </section>
        ) : (
          <>
            <dl className="rounded-card border border-line bg-surface p-5">
              <dt className="text-sm font-semibold text-ink-soft">{copy.when}</dt>
              <dd className="mb-3 text-lg font-semibold">{state === "cancelled" ? <s>{when}</s> : when}</dd>
              <dd className={upcoming ? "mb-3" : undefined}>{state === "cancelled" ? copy.cancelled : state === "past" ? copy.past : copy.duration}</dd>
              {upcoming ? (
                <>
                  <dt className="text-sm font-semibold text-ink-soft">{copy.how}</dt>
                  {call.kind === "video" ? (
                    <dd>
                      {copy.callVideo}{" "}
                      <a href={call.url} className="font-semibold break-all" rel="noopener noreferrer">
                        {call.url}
                      </a>
                    </dd>
                  ) : (
                    <dd>{call.phone ? copy.callPhone(call.phone) : copy.callPhoneNoNumber}</dd>
                  )}
                </>
              ) : null}
            </dl>
            {upcoming ? (
              <section aria-labelledby="calendar-heading" className="rounded-card border border-line bg-surface p-5">
                <h2 id="calendar-heading" className="mb-3 text-xl font-semibold">
                  {copy.addToCalendar}
                </h2>
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  <Button asChild variant="outline" className={calendarLink}>
                    <a href={icsHref} download="discovery-call.ics">
                      {copy.icsLink}
                    </a>
                  </Button>
                  <Button asChild variant="outline" className={calendarLink}>
                    <a href={calendar.google} target="_blank" rel="noopener noreferrer">
                      {copy.googleLink}
                      <span className="sr-only"> {copy.opensNewTab}</span>
                    </a>
                  </Button>
                  <Button asChild variant="outline" className={calendarLink}>
                    <a href={calendar.outlook} target="_blank" rel="noopener noreferrer">
                      {copy.outlookLink}
                      <span className="sr-only"> {copy.opensNewTab}</span>
                    </a>
                  </Button>
                </div>
              </section>
            ) : null}
            {state === "too-late" ? <p>{copy.tooLate(contactEmail)}</p> : null}
            {state === "cancelled" ? (
              <p>
                <Button asChild>
                  <Link to={localePath("/discovery-call")}>{copy.bookAgain}</Link>
                </Button>
              </p>
            ) : null}
            {state === "open" ? (
              <section aria-labelledby="manage-heading" className="rounded-card border border-line bg-surface p-5">
                <h2 id="manage-heading" className="mb-2 text-xl font-semibold">
                  {copy.manageHeading}
                </h2>
                <p className="mb-4 text-ink-soft">{copy.manageNote}</p>
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  <Button asChild>
                    <Link to={`?reschedule#${STEP_ID}`} preventScrollReset>
                      {copy.reschedule}
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={`?cancel#${STEP_ID}`} preventScrollReset aria-describedby="cancel-intro">
                      {copy.cancelButton}
                    </Link>
                  </Button>
                  <p id="cancel-intro" className="text-sm text-ink-soft sm:w-full">
                    {copy.cancelIntro}
                  </p>
                </div>
              </section>
            ) : null}
          </>
        )}
      </Section>
    </>
  );
}
