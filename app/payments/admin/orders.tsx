import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { buttonClasses } from "~/components/ui/button";
import { ordersAdmin as copy } from "#common/payments/content/admin.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { requireAdminPage } from "#server/auth/guard.server";
import { businessDate, dollars, listOwnerOrders } from "#server/payments/owner-orders.server";
import { StatusBadge, StripeLink } from "./order-parts";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

/** The owner's Orders page (issue 43): every order, newest first, as cards (her phone first). Owner only: money and families' details. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, "owner");
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const orders = await listOwnerOrders(context.db, context.config);
  return {
    zone: timeZoneName(timeZone),
    orders: orders.map((order) => ({
      id: order.id,
      family: order.family,
      email: order.email,
      packageName: order.packageName,
      amount: dollars(order.amountTotal),
      status: order.status,
      statusWords: order.statusWords,
      paid: order.paidAt === null ? null : businessDate(order.paidAt, timeZone),
      ordered: businessDate(order.createdAt, timeZone),
      sessions: order.sessions,
      hasSessions: order.sessions.booked + order.sessions.open + order.sessions.withdrawn > 0,
      refundFailed: order.refundFailedAt === null ? null : businessDate(order.refundFailedAt, timeZone),
      stripeUrl: order.stripeUrl,
    })),
  };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, zone } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="font-display text-3xl font-semibold">{copy.title}</h1>
      <p className="mt-1 text-ink-soft">{copy.description}</p>
      {orders.length === 0 ? (
        <p className="mt-6">{copy.empty}</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-soft">
              {copy.count(orders.length)}. {copy.datesIn(zone)}
            </p>
            {/* A download, not a page: a plain link (no client-side navigation). */}
            <a href="/admin/orders.csv" className={buttonClasses("outline", "sm")} download>
              {copy.exportCsv}
            </a>
          </div>
          <ul className="mt-4 flex flex-col gap-3">
            {orders.map((order) => {
              const family = order.family ?? copy.erased;
              return (
                <li key={order.id} className="rounded-2xl border border-line bg-surface p-4" data-testid="order">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="text-lg font-semibold">
                      <Link to={`/admin/orders/${order.id}`} className="break-words text-primary underline">
                        {family}
                      </Link>
                    </p>
                    <StatusBadge status={order.status} words={order.statusWords} />
                  </div>
                  {order.email ? <p className="break-all text-sm text-ink-soft">{order.email}</p> : null}
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                    <dt className="font-semibold">{copy.labels.package}</dt>
                    <dd>{order.packageName}</dd>
                    <dt className="font-semibold">{copy.labels.amount}</dt>
                    <dd>{order.amount}</dd>
                    <dt className="font-semibold">{order.paid ? copy.labels.paid : copy.labels.ordered}</dt>
                    <dd>{order.paid ?? order.ordered}</dd>
                    {order.hasSessions && order.paid ? (
                      <>
                        <dt className="font-semibold">{copy.labels.sessions}</dt>
                        <dd>{copy.sessions(order.sessions.booked, order.sessions.open, order.sessions.withdrawn)}</dd>
                      </>
                    ) : null}
                  </dl>
                  {order.refundFailed ? <p className="mt-3 rounded-xl border-2 border-danger p-3 font-semibold">{copy.refundFailed(order.refundFailed)}</p> : null}
                  <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                    <Link to={`/admin/orders/${order.id}`} className="font-semibold text-primary underline underline-offset-4">
                      {copy.open}
                      <span className="sr-only">{copy.openOf(family)}</span>
                    </Link>
                    {order.stripeUrl ? <StripeLink href={order.stripeUrl} family={family} /> : null}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
