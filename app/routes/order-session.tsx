import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/order-session";
import { BookingPicker, TIMES_ID } from "~/booking/booking-picker";
import { ManageView } from "~/booking/manage-view";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { buildMeta } from "~/lib/seo";
import { sessionBookingCopy as copy, sessionManage } from "#common/booking/content/sessions.ts";
import { formatWhenBoth } from "#common/booking/format.ts";
import { parentZoneFrom } from "#common/booking/zone-choices.ts";
import { locale, localePath } from "#common/content/locale.ts";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { pickerData } from "#server/booking/picker.server";
import { bookingOfSession, bookSession, sessionAppointment, sessionAt, sessionBookable } from "#server/booking/sessions.server";
import { bookingSettings } from "#server/booking/bookings.server";
import { readForm } from "#server/forms/read-form.server";
import { manageAction, manageData } from "#server/booking/manage-page.server";
import { orderByToken } from "#server/payments/orders.server";

/**
 * /order/<token>/session/<n> (issue 43): one session of a family's package, under her order's
 * secret link. Not booked yet: the same picker as the discovery call, in her zone, with the times
 * free for the session's length; a time leads to "Book this time?", which books it. Booked: the
 * session's page, where she moves or cancels it up to 24 hours before (the manage page's, with
 * the session's words). Only the holder of a paid session is offered its times.
 */

export const handle: PageHandle = { cache: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ matches }) => buildMeta({ matches, title: copy.metaTitle, description: copy.metaTitle, path: "/services", noIndex: true, breadcrumbs: false });

const STEP_ID = "session-step";
const RESULT_ID = "result";

async function find(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const order = await orderByToken(context.db, params.token);
  const position = /^\d{1,2}$/.test(params.position) ? Number(params.position) : -1;
  const session = order ? await sessionAt(context.db, order.id, position) : null;
  if (!order || !session) throw data(null, { status: 404 });
  return { order, session, here: localePath(`/order/${params.token}/session/${position}`), orderHref: localePath(`/order/${params.token}`) };
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { order, session, here, orderHref } = await find(context, params);
  const booking = await bookingOfSession(context.db, session.id);
  if (booking) return { kind: "manage" as const, orderHref, manage: await manageData(context, booking, here, url.searchParams, locale.language) };
  const name = session.name;
  const minutes = Number(session.minutes);
  const refunded = session.status === "withdrawn" || Number(order.amount_refunded) >= Number(order.amount_total);
  // Just cancelled from its page (the 303 after "Yes, cancel"): said above the page, which is the booking step again.
  const cancelled = url.searchParams.has("cancelled") ? (refunded ? copy.refunded : sessionManage(name, minutes).cancelledNow) : null;
  if (!sessionBookable(order, session)) return { kind: "closed" as const, orderHref, name, minutes, refunded, cancelled };
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const search = new URLSearchParams(url.searchParams);
  const slot = search.get("slot") ?? "";
  search.delete("slot");
  const zone = parentZoneFrom(search.get("zone"));
  const picker = await pickerData(context.db, { timeZone, now: context.now() }, search, locale.tag, { firstFreeDay: true, appointment: sessionAppointment(session) });
  const confirm = /^\d{12,14}$/.test(slot)
    ? { slot: Number(slot), when: formatWhenBoth(Number(slot), timeZone, zone, locale.tag), back: `?${search.toString()}#${TIMES_ID}` }
    : null;
  return { kind: "book" as const, orderHref, here, name, minutes, picker, confirm, zone, cancelled };
}

type Notice = { tone: "ok" | "error"; text: string };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { order, session, here } = await find(context, params);
  const booking = await bookingOfSession(context.db, session.id);
  if (booking) return manageAction(context, booking, here, request, locale.language);
  const form = await readForm(request);
  const slot = String(form.get("slot") ?? "");
  if (!/^\d{12,14}$/.test(slot)) return data<Notice>({ tone: "error", text: copy.slotRequired }, { status: 400 });
  const zone = parentZoneFrom(String(form.get("zone") ?? ""));
  const outcome = await bookSession({ ...context.booking, domain: bookingSettings(context.config).domain }, order, session.id, Number(slot), zone);
  if (outcome.ok) return redirect(`${here}?booked#result`, 303);
  return data<Notice>({ tone: "error", text: outcome.reason === "taken" ? copy.taken : copy.notBookable }, { status: 409 });
}

/** What just happened (cancelled) or went wrong (a time taken), focused so a phone shows it and a screen reader reads it. */
function Result({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <div
      id={RESULT_ID}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      role={error ? "alert" : "status"}
      className={
        error
          ? "scroll-mt-24 rounded-xl border border-danger bg-surface px-4 py-3 font-semibold text-danger focus:outline-4 focus:outline-offset-2 focus:outline-ink"
          : "scroll-mt-24 rounded-xl border border-primary bg-primary-soft px-4 py-3 focus:outline-4 focus:outline-offset-2 focus:outline-ink"
      }
    >
      {text}
    </div>
  );
}

export default function OrderSessionPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "manage") {
    return <ManageView loaderData={loaderData.manage} actionData={actionData} backTo={loaderData.orderHref} />;
  }
  const back = (
    <Link to={loaderData.orderHref} className="inline-flex min-h-11 items-center font-semibold underline">
      {copy.backToOrder}
    </Link>
  );
  if (loaderData.kind === "closed") {
    return (
      <>
        <PageHeader title={loaderData.name} />
        <Section className="flex max-w-3xl flex-col gap-4">
          {loaderData.cancelled ? <Result text={loaderData.cancelled} /> : null}
          <p>{loaderData.refunded ? copy.refunded : copy.notBookable}</p>
          <p>{back}</p>
        </Section>
      </>
    );
  }
  const { here, name, minutes, picker, confirm, zone, cancelled } = loaderData;
  return (
    <>
      <PageHeader title={copy.heading(name)} intro={<p>{copy.length(minutes)}</p>} />
      <Section className="flex max-w-3xl flex-col gap-6">
        {actionData ? <Result text={actionData.text} error /> : cancelled ? <Result text={cancelled} /> : null}
        {confirm ? (
          <section aria-labelledby={STEP_ID} className="flex flex-col gap-4">
            {/* The step she came to, focused (as the manage page's steps): without JavaScript by the served autofocus. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <h2 id={STEP_ID} tabIndex={-1} autoFocus className="scroll-mt-24 text-2xl font-semibold focus:outline-none">
              {copy.confirmHeading}
            </h2>
            <dl className="rounded-card border border-line bg-surface p-5">
              <dt className="sr-only">{name}</dt>
              <dd className="text-lg font-semibold">{confirm.when}</dd>
            </dl>
            <Form method="post" action={`${here}${confirm.back.replace(/#.*$/, "")}`} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <input type="hidden" name="slot" value={confirm.slot} />
              <input type="hidden" name="zone" value={zone ?? ""} />
              <Button type="submit" size="lg">
                {copy.confirmSubmit}
              </Button>
              <Link to={confirm.back} className="inline-flex min-h-11 items-center font-semibold underline">
                {copy.otherTime}
              </Link>
            </Form>
          </section>
        ) : picker ? (
          <BookingPicker data={picker} zoneChoice={false} pickHref={(start, query) => `${query}&slot=${start}#${STEP_ID}`} />
        ) : (
          <p>{copy.unavailable}</p>
        )}
        <p>{back}</p>
      </Section>
    </>
  );
}
