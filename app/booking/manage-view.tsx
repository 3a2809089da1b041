import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { BookingPicker, RESULT_ID } from "~/booking/booking-picker";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { bookingCopy } from "#common/booking/content/booking.ts";
import { sessionBookingCopy, sessionManage } from "#common/booking/content/sessions.ts";
import { localePath } from "#common/content/locale.ts";
import { cn } from "~/lib/cn";
import type { ManageNotice as Notice, ManagePageData } from "#common/booking/manage-page.ts";

const manageCopy = bookingCopy.manage;

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

type ManageData = ManagePageData;

/** The page of a booking (the manage link's, or a bought session's), drawn from manageData. */
export function ManageView({
  loaderData,
  actionData,
  backTo,
}: {
  loaderData: ManageData | { found: false; contactEmail: string };
  actionData?: Notice;
  /** A bought session's page: her package page, where a cancelled session is booked again. */
  backTo?: string;
}) {
  if (!loaderData.found) {
    return (
      <>
        <PageHeader title={manageCopy.title} />
        <Section className="max-w-3xl">
          <p>{manageCopy.notFound}</p>
          <p className="mt-4">
            <a href={`mailto:${loaderData.contactEmail}`}>{loaderData.contactEmail}</a>
          </p>
        </Section>
      </>
    );
  }
  const { state, step, focusStep, here, when, notice, sequence, picker, moveTo, contactEmail, call, calendar, icsHref, session } = loaderData;
  const copy = session ? sessionManage(session.name, session.minutes) : manageCopy;
  const shown: Notice | null =
    actionData ??
    (notice === "booked"
      ? { tone: "ok", text: session ? sessionBookingCopy.bookedText(when) : bookingCopy.bookedText(when) }
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
      <PageHeader title={notice === "booked" ? (session ? sessionBookingCopy.bookedTitle : bookingCopy.bookedTitle) : copy.title} />
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
                    <a href={icsHref} download={session ? "session.ics" : "discovery-call.ics"}>
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
            {state === "cancelled" && !(session && !backTo) ? (
              <p>
                <Button asChild>
                  <Link to={backTo ?? localePath("/discovery-call")}>{copy.bookAgain}</Link>
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
            {backTo && state !== "cancelled" ? (
              <p>
                <Link to={backTo} className="inline-flex min-h-11 items-center font-semibold underline">
                  {sessionBookingCopy.backToOrder}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </Section>
    </>
  );
}
