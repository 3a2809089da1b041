import { Link, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminHeaders, adminMeta, Notice } from "~/admin/admin-ui";
import { BookingSwitch, SetupChecklist } from "~/booking/admin/booking-switch";
import { adminCopy } from "#common/content/admin.ts";
import { bookingDashboard } from "#common/booking/content/admin.ts";
import { outboxAdmin } from "#common/email/content/admin.ts";
import { formsAdmin } from "#common/forms/content/admin.ts";
import { bookingSwitch } from "#common/booking/content/admin-week.ts";
import { bookingState } from "#common/booking/setup.ts";
import { checklist, usualHoursHint } from "#server/booking/setup";
import { badForm } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { bookingCounts, emailHealth } from "#server/admin/dashboard.server";
import { setBookingOpen } from "#server/booking/bookings.server";
import { bookingSwitchForm } from "#server/booking/owner-admin.server";
import { bookingSetup } from "#server/booking/setup.server";
import { readAdminForm } from "#server/forms/read-form.server";
import { inboxFor } from "#server/inbox/inbox-route.server";
import { formIds } from "#common/forms/kinds.ts";
import { ordersAdmin } from "#common/payments/content/admin.ts";
import { dollars, monthRevenue, paymentsShown } from "#server/payments/owner-orders.server";

const copy = adminCopy.dashboard;
export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const url = new URL(request.url);
  const ownerOnly = url.searchParams.get("notice") === "owner-only";
  const now = context.now();
  const [newCounts, email, calls, setup, payments] = await Promise.all([
    inboxFor(context).countNew(),
    emailHealth(context.db, context.config),
    bookingCounts(context.db, now),
    bookingSetup(context.db, context.config.BUSINESS_TIME_ZONE, now),
    // The owner's revenue of the month, once payments are set up or an order exists.
    user.role === "owner" ? paymentsShown(context.db, context.config) : false,
  ]);
  const revenue = payments ? await monthRevenue(context.db, context.config.BUSINESS_TIME_ZONE, now) : null;
  const counts = formIds.map((kind) => ({ kind, count: newCounts[kind] }));
  const input = { ...setup, email: { configured: email.smtpConfigured, failed: email.failed } };
  const switched = url.searchParams.get("booking") ?? "";
  return {
    counts,
    ownerOnly,
    email,
    calls,
    revenue: revenue && { amount: dollars(revenue.cents), detail: ordersAdmin.dashboard.detail(revenue.orders, revenue.month) },
    owner: user.role === "owner",
    booking: {
      state: bookingState(input),
      // The owner's: what booking still needs, each step linking to where she does it.
      checklist: user.role === "owner" ? checklist(input) : null,
      usualHours: usualHoursHint(setup.rules),
      paused: setup.calendars.filter((c) => c.pausing).map((c) => ({ name: c.name, why: c.failing ?? "" })),
      message: Object.hasOwn(bookingSwitch.switched, switched) ? bookingSwitch.switched[switched]! : null,
    },
  };
}

/** The owner's booking switch: on or off, in the audit log, back to the dashboard saying so. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const form = await readAdminForm(request, bookingSwitchForm);
  if (!form.ok) badForm();
  await setBookingOpen(context.db, form.data.intent === "on", context.now());
  await audit(context, user, `availability.${form.data.intent}`, "from the dashboard");
  return redirect(`/admin?booking=${form.data.intent}`);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-6 text-ink-soft">{copy.intro}</p>
      {loaderData.ownerOnly ? <Notice tone="error">{adminCopy.ownerOnlyNotice}</Notice> : null}
      <BookingSwitch
        state={loaderData.booking.state}
        owner={loaderData.owner}
        usualHours={loaderData.booking.usualHours}
        paused={loaderData.booking.paused}
        pauseNotEmailed={!loaderData.email.smtpConfigured}
        message={loaderData.booking.message}
      >
        {loaderData.booking.checklist ? <SetupChecklist items={loaderData.booking.checklist} /> : null}
      </BookingSwitch>
      {/* The owner reads email's state in the checklist above. */}
      {!loaderData.owner && (!loaderData.email.smtpConfigured || loaderData.email.failed > 0) ? (
        <Notice tone="error">
          {loaderData.email.failed > 0 ? <p>{outboxAdmin.dashboard.failed(loaderData.email.failed)}</p> : null}
          {loaderData.email.smtpConfigured ? null : <p>{outboxAdmin.dashboard.smtpMissing}</p>}
          <p>
            <Link to="/admin/outbox" className="font-semibold text-ink underline underline-offset-4">
              {outboxAdmin.dashboard.open}
            </Link>
          </p>
        </Notice>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {/* Money first: the owner's revenue of the month, once payments are set up or an order exists. */}
        {loaderData.revenue ? (
          <li className="rounded-card border border-line bg-surface p-5 shadow-soft">
            <h2 className="text-xl">{ordersAdmin.dashboard.title}</h2>
            <p className="my-2 text-3xl font-semibold" data-testid="revenue-month">
              {loaderData.revenue.amount}
            </p>
            <p className="mb-2">{loaderData.revenue.detail}</p>
            <Link to="/admin/orders" className="font-semibold text-primary underline underline-offset-4">
              {ordersAdmin.dashboard.open}
            </Link>
          </li>
        ) : null}
        {loaderData.counts.map(({ kind, count }) => (
          <li key={kind} className="rounded-card border border-line bg-surface p-5 shadow-soft">
            <h2 className="text-xl">{formsAdmin.kinds[kind].counted}</h2>
            <p className="my-2 text-3xl font-semibold" data-testid={`new-${kind}`}>
              {copy.newLabel(count)}
            </p>
            <Link to={`/admin/inbox?kind=${kind}&status=new`} className="font-semibold text-primary underline underline-offset-4">
              {copy.openInbox}
              <span className="sr-only">: {formsAdmin.kinds[kind].counted}</span>
            </Link>
          </li>
        ))}
        <li className="rounded-card border border-line bg-surface p-5 shadow-soft">
          <h2 className="text-xl">{bookingDashboard.title}</h2>
          <p className="my-2 text-3xl font-semibold" data-testid="calls-upcoming">
            {bookingDashboard.upcoming(loaderData.calls.upcoming)}
          </p>
          <ul className="mb-2 flex flex-col gap-1">
            <li data-testid="calls-booked-30">{bookingDashboard.booked30(loaderData.calls.booked30)}</li>
            <li data-testid="calls-cancelled-30">{bookingDashboard.cancelled30(loaderData.calls.cancelled30)}</li>
            <li data-testid="calls-completed-30">{bookingDashboard.completed30(loaderData.calls.completed30)}</li>
            <li data-testid="calls-no-shows-30">{bookingDashboard.noShows30(loaderData.calls.noShows30)}</li>
          </ul>
          <Link to="/admin/calls" className="font-semibold text-primary underline underline-offset-4">
            {bookingDashboard.open}
          </Link>
        </li>
      </ul>
    </>
  );
}
