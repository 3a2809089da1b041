import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/order";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { orderCopy as copy } from "~/content/checkout";
import { buildMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";
import { locale, localePath } from "#common/content/locale.ts";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { formatCents } from "#common/payments/checkout.ts";
import { formatWhenBoth } from "#common/booking/format.ts";
import { bookingOfSession, sessionBookable } from "#server/booking/sessions.server";
import { fulfilCheckoutSession, orderByToken, orderLineItems, orderSessions, storeReceiptUrl } from "#server/payments/orders.server";
import { stripeClient } from "#server/payments/stripe.server";

/**
 * /order/<token> (issue 43): a family's package page, where Stripe's success_url brings her back.
 * The token is as secret as a manage link: the page is hers alone (never kept, no-store, noindex,
 * no Referer to other sites; the request log masks it). An order still open is fulfilled here
 * from its own stored Checkout Session, read from Stripe (the query string's session_id is never
 * trusted: the webhook and this page call the same function).
 */

export const handle: PageHandle = { cache: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ matches }) => buildMeta({ matches, title: copy.metaTitle, description: copy.metaTitle, path: "/services", noIndex: true, breadcrumbs: false });

export async function loader({ params, context }: Route.LoaderArgs) {
  let order = await orderByToken(context.db, params.token);
  if (!order) throw data(null, { status: 404 });
  const stripe = stripeClient(context.config);
  if (stripe && order.status === "open" && order.checkout_session_id) {
    try {
      await fulfilCheckoutSession(context.db, stripe, order.checkout_session_id, context.now(), { mailer: context.orderMailer });
      order = (await orderByToken(context.db, params.token))!;
    } catch (error) {
      // Stripe out of reach: the page says the payment is not confirmed yet; the webhook will.
      console.error(`order page: order ${order.id} could not be checked with Stripe: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // The receipt's address, stored when the order was fulfilled; an order paid before it was stored asks Stripe once and keeps it.
  let receiptUrl = order.receipt_url;
  if (stripe && order.status === "paid" && !receiptUrl && order.payment_intent_id) {
    try {
      receiptUrl = await storeReceiptUrl(context.db, stripe, order, context.now());
    } catch (error) {
      console.error(`order page: order ${order.id}'s receipt could not be read from Stripe: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // The sessions she bought, as stored with her order, each with its booking's time when booked (issue 43).
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const now = context.now();

  const sessions = await Promise.all(
    (await orderSessions(context.db, order.id)).map(async (session) => {
      const booking = session.status === "booked" ? await bookingOfSession(context.db, session.id) : null;
      const href = localePath(`/order/${params.token}/session/${session.position}`);
      return {
        position: Number(session.position),
        name: session.name,
        minutes: Number(session.minutes),
        state: booking ? (booking.end_at <= now ? ("done" as const) : ("booked" as const)) : !sessionBookable(order, session) ? ("withdrawn" as const) : ("open" as const),
        when: booking ? formatWhenBoth(booking.start_at, timeZone, booking.parent_time_zone, locale.tag) : null,
        href,
      };
    }),
  );
  return {
    status: order.status,
    lines: orderLineItems(order).map((item) => ({ name: item.name, quantity: item.quantity, amount: item.unitAmount * item.quantity })),
    total: order.amount_total,
    receiptUrl,
    sessions,
  };
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { status, lines, total, receiptUrl, sessions } = loaderData;
  const state = copy.states[status];
  const paid = status === "paid";
  const money = (cents: number) => formatCents(cents, locale.tag);
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={state.title} intro={<p>{state.text}</p>} />
      <Section tone="alt" className="grid max-w-xl gap-8">
        <section aria-labelledby="order-lines-heading" className={cn("rounded-xl border bg-surface px-4 py-4", paid ? "border-primary" : "border-line")}>
          <h2 id="order-lines-heading" className="text-xl">
            {paid ? copy.paidHeading : copy.orderedHeading}
          </h2>
          <dl className="mt-3 grid gap-2">
            {lines.map((line) => (
              <div key={line.name} className="flex items-baseline justify-between gap-3">
                <dt>{copy.quantity(line.name, line.quantity)}</dt>
                <dd>{money(line.amount)}</dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-3 border-t border-line pt-2 text-lg font-semibold">
              <dt>{copy.totalLabel}</dt>
              <dd data-testid="order-total">{money(total)}</dd>
            </div>
          </dl>
          {receiptUrl ? (
            <p className="mt-3">
              <a href={receiptUrl} className="font-semibold text-primary underline" rel="noreferrer">
                {copy.receipt}
              </a>
            </p>
          ) : null}
        </section>
        {paid ? (
          <section aria-labelledby="order-sessions-heading" className="grid gap-3">
            <h2 id="order-sessions-heading" className="text-xl">
              {copy.sessionsHeading}
            </h2>
            <p>{copy.booking}</p>
            <ul className="grid gap-3">
              {sessions.map((session) => (
                <li key={session.position} className="grid gap-2 rounded-xl border border-line bg-surface px-4 py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-semibold">{session.name}</span>
                    <span className="text-ink-soft">{copy.minutes(session.minutes)}</span>
                  </div>
                  {session.state === "open" ? (
                    <Button asChild className="w-full sm:w-auto">
                      <Link to={session.href} aria-label={copy.linkLabel(copy.chooseTime, session.name)}>
                        {copy.chooseTime}
                      </Link>
                    </Button>
                  ) : session.state === "booked" ? (
                    <>
                      <p>{copy.bookedFor(session.when!)}</p>
                      <Link to={session.href} className="inline-flex min-h-11 items-center font-semibold text-primary underline" aria-label={copy.linkLabel(copy.seeOrChange, session.name)}>
                        {copy.seeOrChange}
                      </Link>
                    </>
                  ) : session.state === "done" ? (
                    <p className="text-ink-soft">{copy.done(session.when!)}</p>
                  ) : (
                    <p className="text-ink-soft">{copy.withdrawn}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p>
            <SiteLink to={localePath("/services")} className="font-semibold text-primary underline">
              {copy.servicesLink}
            </SiteLink>
          </p>
        )}
      </Section>
    </>
  );
}
