import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminHeaders, adminMeta, Notice } from "~/admin/admin-ui";
import { adminCopy } from "#common/content/admin.ts";
import { bookingDashboard, calendarsAdmin } from "#common/booking/content/admin.ts";
import { outboxAdmin } from "#common/email/content/admin.ts";
import { formsAdmin } from "#common/forms/content/admin.ts";
import { requireAdminPage } from "#server/auth/guard.server";
import { bookingCounts, emailHealth, pausedCalendars } from "#server/admin/dashboard.server";
import { inboxFor } from "#server/inbox/inbox-route.server";
import { formIds } from "#common/forms/kinds.ts";

const copy = adminCopy.dashboard;
export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const ownerOnly = new URL(request.url).searchParams.get("notice") === "owner-only";
  const [newCounts, email, calls] = await Promise.all([inboxFor(context).countNew(), emailHealth(context.db, context.config), bookingCounts(context.db, context.now())]);
  const paused = await pausedCalendars(context.db, context.now());
  const counts = formIds.map((kind) => ({ kind, count: newCounts[kind] }));
  return { counts, ownerOnly, email, calls, paused };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-6 text-ink-soft">{copy.intro}</p>
      {loaderData.ownerOnly ? <Notice tone="error">{adminCopy.ownerOnlyNotice}</Notice> : null}
      {loaderData.paused.length > 0 ? (
        <Notice tone="error">
          {loaderData.paused.map((calendar) => (
            <p key={calendar.name} data-testid="calendar-paused">
              {calendarsAdmin.dashboardPaused(calendar.name, calendar.why)}
            </p>
          ))}
          <p>
            <Link to="/admin/calendars" className="font-semibold text-ink underline underline-offset-4">
              {calendarsAdmin.dashboardLink}
            </Link>
          </p>
        </Notice>
      ) : null}
      {!loaderData.email.smtpConfigured || loaderData.email.failed > 0 ? (
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
