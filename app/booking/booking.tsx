import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/booking";
import { BookingPicker } from "~/booking/booking-picker";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { bookingCopy, bookingEmails } from "#common/booking/content/booking.ts";
import { locale, localePath } from "#common/content/locale.ts";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { buildMeta } from "~/lib/seo";
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

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const booking = await bookingByToken(context.db, params.token);
  const contactEmail = context.config.business.contactEmail;
  if (!booking) return data({ found: false as const, contactEmail }, { status: 404 });
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const now = context.now();
  const state = booking.status === "cancelled" ? "cancelled" : booking.start_at <= now || booking.status !== "booked" ? "past" : parentMayChange(booking, now) ? "open" : "too-late";
  const search = url.searchParams;
  const rescheduling = state === "open" && (search.has("reschedule") || search.has("month") || search.has("date"));
  // The time in her zone beside ours, how the call happens, and the "Add to calendar" links (issue 33).
  const details = await callDetails(context.db, booking, { timeZone, businessName: context.config.business.name, tag: locale.tag, words: bookingEmails });
  // The reschedule picker shows her own zone's times too (the one stored with the booking).
  const pickerSearch = new URLSearchParams(search);
  if (booking.parent_time_zone && !pickerSearch.has("zone")) pickerSearch.set("zone", booking.parent_time_zone);
  return {
    found: true as const,
    contactEmail,
    state,
    sequence: booking.sequence,
    when: details.when,
    call: details.call,
    calendar: details.calendar,
    icsHref: `${localePath(`/booking/${params.token}`)}/call.ics`,
    notice: search.has("booked") ? "booked" : search.has("moved") ? "moved" : search.has("cancelled") ? "cancelled" : null,
    confirmCancel: state === "open" && search.has("cancel"),
    picker: rescheduling ? await pickerData(context.db, { timeZone, now }, pickerSearch, locale.tag) : null,
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
    return outcome.ok ? redirect(`${here}?cancelled`, 303) : data<Notice>({ tone: "error", text: copy.changed }, { status: 409 });
  }
  const slot = String(form.get("slot") ?? "");
  if (!/^\d{12,14}$/.test(slot)) return data<Notice>({ tone: "error", text: bookingCopy.slotRequired }, { status: 400 });
  const outcome = await rescheduleBooking(context.booking, expected, Number(slot), "parent", params.token);
  if (outcome.ok) return redirect(`${here}?moved`, 303);
  return data<Notice>({ tone: "error", text: outcome.reason === "taken" ? bookingCopy.takenNoneText : copy.changed }, { status: 409 });
}

function Notice({ notice }: { notice: Notice }) {
  return (
    <div role={notice.tone === "ok" ? "status" : "alert"} className={notice.tone === "ok" ? "rounded-xl border border-primary bg-primary-soft px-4 py-3" : "rounded-xl border border-danger bg-surface px-4 py-3 font-semibold text-danger"}>
      {notice.text}
    </div>
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
  const { state, when, notice, sequence, picker, confirmCancel, contactEmail, call, calendar, icsHref } = loaderData;
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
  return (
    <>
      <PageHeader title={notice === "booked" ? bookingCopy.bookedTitle : copy.title} />
      <Section className="flex max-w-3xl flex-col gap-6">
        {shown ? <Notice notice={shown} /> : null}
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
        {picker ? (
          <Form method="post" className="flex flex-col gap-4" preventScrollReset>
            <h2 className="text-xl font-semibold">{copy.reschedule}</h2>
            <input type="hidden" name="sequence" value={sequence} />
            <input type="hidden" name="intent" value="reschedule" />
            <BookingPicker data={picker} />
            <Button type="submit" size="lg">
              {copy.rescheduleSubmit}
            </Button>
          </Form>
        ) : null}
        {state === "open" ? (
          <section aria-labelledby="manage-heading" className="rounded-card border border-line bg-surface p-5">
            <h2 id="manage-heading" className="mb-2 text-xl font-semibold">
              {copy.manageHeading}
            </h2>
            <p className="mb-4 text-ink-soft">{copy.manageNote}</p>
            {confirmCancel ? (
              <Form method="post" className="flex flex-col gap-3">
                <p role="alert">{copy.confirmCancel}</p>
                <input type="hidden" name="sequence" value={sequence} />
                <input type="hidden" name="intent" value="cancel" />
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  <Button type="submit">{copy.confirmCancelButton}</Button>
                  <Button asChild variant="outline">
                    <Link to=".">{copy.keepButton}</Link>
                  </Button>
                </div>
              </Form>
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                {picker ? null : (
                  <Button asChild>
                    <Link to="?reschedule">{copy.reschedule}</Link>
                  </Button>
                )}
                <Button asChild variant="outline">
                  <Link to="?cancel" aria-describedby="cancel-intro">
                    {copy.cancelButton}
                  </Link>
                </Button>
                <p id="cancel-intro" className="text-sm text-ink-soft sm:w-full">
                  {copy.cancelIntro}
                </p>
              </div>
            )}
          </section>
        ) : null}
      </Section>
    </>
  );
}
