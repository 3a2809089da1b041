import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/order";
import { SavedMessage, TextInput } from "~/admin/admin-fields";
import { adminHeaders, adminMeta, Notice } from "~/admin/admin-ui";
import { BookingPicker } from "~/booking/booking-picker";
import { Button, buttonClasses } from "~/components/ui/button";
import { ordersAdmin as copy } from "#common/payments/content/admin.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { recordId } from "#server/auth/admin-forms.server";
import { bookingSettings } from "#server/booking/bookings.server";
import { pickerData } from "#server/booking/picker.server";
import { sessionAppointment, sessionAt } from "#server/booking/sessions.server";
import { chosenStart, ownerBookSession, ownerOrderSessions, sessionPosition } from "#server/payments/owner-bookings.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { readForm } from "#server/forms/read-form.server";
import { askRefund, businessDate, dollars, findOwnerOrder, newRefundNonce } from "#server/payments/owner-orders.server";
import { stripeClient } from "#server/payments/stripe.server";
import { StatusBadge, StripeLink } from "./order-parts";

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded && "order" in loaded ? copy.detail.heading(loaded.order.family) : copy.detail.notFound);
export const headers = adminHeaders;

/** The cents in "?refund=" after a refund was asked (the redirect's), or null. */
function askedCents(url: URL): number | null {
  const value = url.searchParams.get("refund") ?? "";
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * One order (issue 43): what was bought, its state, its sessions, its payment in Stripe, and the
 * refund form when it is paid and not all refunded. Its own page rather than a disclosure on the
 * list: on a phone the list stays short to scan, and a refused refund comes back on a page about
 * that one order, with what she typed. Owner only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, "owner");
  const id = recordId(params.id);
  const order = id === null ? null : await findOwnerOrder(context.db, context.config, id);
  if (!order) return data({ notFound: true as const }, { status: 404 });
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const url = new URL(request.url);
  const asked = askedCents(url);
  const family = order.family ?? copy.erased;
  const sessions = order.paidAt === null ? [] : await ownerOrderSessions(context.db, order.id, timeZone);
  // Booking a session for the family (?book=<position>): the picker for its length, her times the business's.
  const bookAt = sessionPosition(url.searchParams.get("book"));
  const toBook = sessions.find((s) => s.position === bookAt && s.bookable) ?? null;
  let booking = null;
  if (toBook) {
    const session = (await sessionAt(context.db, order.id, toBook.position))!;
    const search = new URLSearchParams(url.searchParams);
    search.delete("zone");
    const picker = await pickerData(context.db, { timeZone, now: context.now() }, search, "en-US", { appointment: sessionAppointment(session) });
    booking = { position: toBook.position, name: toBook.name, minutes: toBook.minutes, picker };
  }
  // After a booking (303 back here with ?booked=<position>): what was booked, when.
  const bookedNow = sessions.find((s) => s.position === sessionPosition(url.searchParams.get("booked")) && s.booking);
  return {
    order: {
      id: order.id,
      family,
      email: order.email,
      items: order.items.map((item) => ({ name: item.name, quantity: item.quantity, amount: dollars(item.amount) })),
      total: dollars(order.amountTotal),
      status: order.status,
      statusWords: order.statusWords,
      paid: order.paidAt === null ? null : businessDate(order.paidAt, timeZone),
      ordered: businessDate(order.createdAt, timeZone),
      sessions: sessions.map((session) => ({ ...session, statusWords: copy.sessionStatuses[session.status] ?? session.status })),
      refundFailed: order.refundFailedAt === null ? null : businessDate(order.refundFailedAt, timeZone),
      stripeUrl: order.stripeUrl,
      refundable: order.status === "paid" || order.status === "partly-refunded",
      paidStatus: order.paidAt !== null,
      left: dollars(order.left),
      leftPlain: (order.left / 100).toFixed(2),
    },
    zone: timeZoneName(timeZone),
    stripe: Boolean(context.config.STRIPE_SECRET_KEY),
    // Each rendered form its own: sent twice, it asks Stripe once (the refund's idempotency key).
    nonce: newRefundNonce(),
    asked: asked === null ? null : copy.refund.asked(dollars(asked)),
    booking,
    booked: bookedNow?.booking ? copy.booking.booked(bookedNow.name, family, bookedNow.booking.when) : null,
  };
}

/** A refused booking (409, 400): the page again with fresh times, with JavaScript too (React Router keeps the old ones after a 4xx by default). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult && typeof actionResult === "object" && "bookingError" in actionResult ? true : defaultShouldRevalidate;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const id = recordId(params.id);
  if (id === null) throw data(copy.detail.notFound, { status: 404 });
  const form = await readForm(request);
  if (form.get("intent") === "book") {
    const position = sessionPosition(form.get("position"));
    const booked = await ownerBookSession({ ...context.booking, domain: bookingSettings(context.config).domain }, id, position, chosenStart(form.get("slot")));
    if (booked.ok) {
      await audit(context, user, "order.session-book", `order ${id}, session ${position}: booking ${booked.bookingId} at ${new Date(booked.start).toISOString()}`);
      return redirect(`/admin/orders/${id}?booked=${position}`, 303);
    }
    if (booked.status === 404) throw data(copy.detail.notFound, { status: 404 });
    const errors = { "no-time": copy.booking.errors.noTime, taken: copy.booking.errors.taken, "not-bookable": copy.booking.errors.notBookable } as const;
    return data({ bookingError: errors[booked.reason], position }, { status: booked.status });
  }
  const stripe = stripeClient(context.config);
  if (!stripe) throw data(copy.detail.notFound, { status: 404 });
  const outcome = await askRefund(context.db, stripe, id, { amount: form.get("amount"), confirm: form.get("confirm"), nonce: form.get("nonce") });
  if (outcome.ok) {
    await audit(context, user, "order.refund", `order ${id}: ${dollars(outcome.cents)} asked of Stripe`);
    return redirect(`/admin/orders/${id}?refund=${outcome.cents}`, 303);
  }
  if (outcome.status === 404) throw data(copy.detail.notFound, { status: 404 });
  if (outcome.status === 502) return data({ unreachable: true as const }, { status: 502 });
  return data({ errors: outcome.errors, amount: outcome.amount, freshNonce: outcome.freshNonce ? newRefundNonce() : null }, { status: 400 });
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if ("notFound" in loaderData) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="font-display text-3xl font-semibold">{copy.detail.notFound}</h1>
        <p className="mt-4">
          <Link to="/admin/orders" className="font-semibold text-primary underline">
            {copy.detail.back}
          </Link>
        </p>
      </div>
    );
  }
  const { order, zone, asked, stripe, booking, booked } = loaderData;
  const bookingError = actionData && "bookingError" in actionData ? actionData.bookingError : undefined;
  const refused = actionData && "errors" in actionData ? actionData : null;
  const unreachable = actionData && "unreachable" in actionData;
  const nonce = refused?.freshNonce ?? loaderData.nonce;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <p>
        <Link to="/admin/orders" className="font-semibold text-primary underline">
          {copy.detail.back}
        </Link>
      </p>
      <h1 className="mt-4 break-words font-display text-3xl font-semibold">{copy.detail.heading(order.family)}</h1>
      <SavedMessage message={asked ?? booked} />
      {bookingError && !booking ? (
        <Notice tone="error">
          <p>{bookingError}</p>
        </Notice>
      ) : null}
      {unreachable ? (
        <Notice tone="error">
          <h2 className="font-semibold">{copy.refund.unreachable.title}</h2>
          <p>{copy.refund.unreachable.body}</p>
        </Notice>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
        <StatusBadge status={order.status} words={order.statusWords} />
        {order.email ? <p className="break-all">{order.email}</p> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{order.paid ? copy.labels.paid : copy.labels.ordered}</dt>
          <dd>{order.paid ?? order.ordered}</dd>
        </dl>
        <p className="text-sm text-ink-soft">{copy.datesIn(zone)}</p>
        <h2 className="text-xl font-semibold">{copy.labels.items}</h2>
        <table className="w-full">
          <tbody>
            {order.items.map((item) => (
              <tr key={item.name} className="border-b border-line align-top">
                <td className="py-1 pr-2">{item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name}</td>
                <td className="whitespace-nowrap py-1 text-right">{item.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1 pr-2 text-left">
                {copy.detail.total}
              </th>
              <td className="whitespace-nowrap py-1 text-right font-semibold" data-testid="order-total">
                {order.total}
              </td>
            </tr>
          </tfoot>
        </table>
        {order.sessions.length > 0 && order.paidStatus ? (
          <>
            <h2 className="text-xl font-semibold">{copy.detail.sessionsHeading}</h2>
            <ul className="flex flex-col gap-3" data-testid="order-sessions">
              {order.sessions.map((session) => (
                <li key={session.position} className="flex flex-col gap-1 border-b border-line pb-3">
                  <p>
                    <span className="font-semibold">{`${session.name}:`}</span> {session.statusWords}
                  </p>
                  {session.booking ? (
                    <p>
                      <time dateTime={session.booking.iso}>{copy.booking.bookedAt(session.booking.when)}</time>{" "}
                      <Link to={session.booking.callsHref} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
                        {copy.booking.seeInCalls}
                        <span className="sr-only">{copy.booking.seeInCallsOf(session.name)}</span>
                      </Link>
                    </p>
                  ) : session.bookable && booking?.position !== session.position ? (
                    <p>
                      <Link to={`?book=${session.position}#book-${session.position}`} className={buttonClasses("outline", "md")}>
                        {copy.booking.bookFor(order.family)}
                        <span className="sr-only">{copy.booking.bookForOf(session.name)}</span>
                      </Link>
                    </p>
                  ) : null}
                  {booking && booking.position === session.position ? (
                    <BookSession order={order} booking={booking} error={bookingError} />
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {order.refundFailed ? <p className="rounded-xl border-2 border-danger p-3 font-semibold">{copy.refundFailed(order.refundFailed)}</p> : null}
        {order.stripeUrl ? (
          <p>
            <StripeLink href={order.stripeUrl} family={order.family} />
          </p>
        ) : null}
      </div>

      {order.paidStatus ? (
        <section aria-labelledby="refund-heading" className="mt-8">
          <h2 id="refund-heading" className="font-display text-2xl font-semibold">
            {copy.refund.heading}
          </h2>
          {!stripe ? (
            <p className="mt-3">{copy.refund.noStripe}</p>
          ) : order.refundable ? (
            <Form method="post" className="mt-3 flex flex-col gap-4" key={nonce}>
              <p>{copy.refund.intro}</p>
              {refused ? (
                <Notice tone="error">
                  <h3 className="font-semibold">{copy.refund.errorsHeading}</h3>
                  {refused.errors.form ? <p>{refused.errors.form}</p> : null}
                  {refused.errors.amount ? <p>{refused.errors.amount}</p> : null}
                  {refused.errors.confirm ? <p>{refused.errors.confirm}</p> : null}
                </Notice>
              ) : null}
              <input type="hidden" name="nonce" value={nonce} />
              <TextInput
                id="refund-amount"
                name="amount"
                label={copy.refund.amount}
                hint={copy.refund.amountHint(order.left)}
                error={refused?.errors.amount}
                defaultValue={refused ? refused.amount : order.leftPlain}
                inputMode="decimal"
                autoComplete="off"
                maxLength={40}
              />
              <div className="flex flex-col gap-1.5">
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    className="mt-1 size-5"
                    aria-invalid={refused?.errors.confirm ? true : undefined}
                    aria-describedby={refused?.errors.confirm ? "refund-confirm-error" : undefined}
                  />
                  <span>{copy.refund.confirmLabel}</span>
                </label>
                {refused?.errors.confirm ? (
                  <p id="refund-confirm-error" className="text-sm font-semibold text-danger">
                    {refused.errors.confirm}
                  </p>
                ) : null}
              </div>
              <p>
                <button type="submit" className={buttonClasses("primary", "md")} disabled={navigation.state === "submitting"}>
                  {copy.refund.submit}
                </button>
              </p>
            </Form>
          ) : (
            <p className="mt-3">{copy.refund.nothingLeft}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { order: unknown }>;

/**
 * Booking a session for the family: the picker for its length, her times the business's, chosen
 * with radio buttons; the day links load the page again with `book=` kept (without JavaScript a
 * full load), and "Book this time" posts the chosen time.
 */
function BookSession({ order, booking, error }: { order: Loaded["order"]; booking: NonNullable<Loaded["booking"]>; error?: string }) {
  const id = `book-${booking.position}`;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-2 scroll-mt-24 rounded-xl border border-line p-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {copy.booking.heading(booking.name, order.family)}
      </h3>
      <p className="mb-3 text-sm text-ink-soft">{copy.booking.length(booking.minutes)}</p>
      {booking.picker ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="book" />
          <input type="hidden" name="position" value={booking.position} />
          <BookingPicker data={booking.picker} error={error} extraQuery={`book=${booking.position}`} forOwner />
          <p id={`${id}-hint`} className="text-sm text-ink-soft">
            {copy.booking.hint}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" aria-describedby={`${id}-hint`}>
              {copy.booking.submit}
              <span className="sr-only">{copy.booking.submitOf(order.family)}</span>
            </Button>
            <Link to={`/admin/orders/${order.id}`} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
              {copy.booking.keep}
            </Link>
          </div>
        </Form>
      ) : (
        <p>{copy.booking.unavailable}</p>
      )}
    </section>
  );
}
