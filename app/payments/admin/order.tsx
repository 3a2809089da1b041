import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/order";
import { SavedMessage, TextInput } from "~/admin/admin-fields";
import { adminHeaders, adminMeta, Notice } from "~/admin/admin-ui";
import { buttonClasses } from "~/components/ui/button";
import { ordersAdmin as copy } from "#common/payments/content/admin.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { recordId } from "#server/auth/admin-forms.server";
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
  const asked = askedCents(new URL(request.url));
  return {
    order: {
      id: order.id,
      family: order.family ?? copy.erased,
      email: order.email,
      items: order.items.map((item) => ({ name: item.name, quantity: item.quantity, amount: dollars(item.amount) })),
      total: dollars(order.amountTotal),
      status: order.status,
      statusWords: order.statusWords,
      paid: order.paidAt === null ? null : businessDate(order.paidAt, timeZone),
      ordered: businessDate(order.createdAt, timeZone),
      sessions: order.sessionList.map((session) => ({ name: session.name, minutes: session.minutes, status: copy.sessionStatuses[session.status] ?? session.status })),
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
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const id = recordId(params.id);
  const stripe = stripeClient(context.config);
  if (id === null || !stripe) throw data(copy.detail.notFound, { status: 404 });
  const form = await readForm(request);
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
  const { order, zone, asked, stripe } = loaderData;
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
      <SavedMessage message={asked} />
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
            <ul className="flex flex-col gap-1">
              {order.sessions.map((session, index) => (
                <li key={index}>
                  {session.name}: {session.status}
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
