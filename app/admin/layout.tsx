import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { AdminNav } from "~/admin/admin-nav";
import { AdminErrorMessage, adminHeaders, adminLinks } from "~/admin/admin-ui";
import { useInPageLinks } from "~/admin/in-page-links";
import { adminCopy } from "#common/content/admin.ts";
import { contentAdmin } from "#common/editing/content/admin.ts";
import { business } from "#common/business.ts";
import { requireAdminPage } from "#server/auth/guard.server";
import { inboxFor } from "#server/inbox/inbox-route.server";
import { paymentsShown } from "#server/payments/owner-orders.server";

const nav = adminCopy.nav;
export const headers = adminHeaders;
export const links = adminLinks;

/** The guard for the page shell. Every child loader and action checks the session too (loaders run in parallel). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const newCount = (await inboxFor(context).countNew()).total;
  // Orders: the owner's, once payments are set up or an order exists.
  const orders = user.role === "owner" && (await paymentsShown(context.db, context.config));
  return { user, newCount, orders };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, newCount, orders } = loaderData;
  useInPageLinks();
  const links = [
    { to: "/admin", label: nav.dashboard, end: true },
    { to: "/admin/inbox", label: nav.inbox, count: newCount },
    { to: "/admin/calls", label: nav.calls },
    ...(orders ? [{ to: "/admin/orders", label: nav.orders }] : []),
    ...(user.role === "owner" ? [{ to: "/admin/availability", label: nav.availability }] : []),
    ...(user.role === "owner" ? [{ to: "/admin/calendars", label: nav.calendars }] : []),
    { to: "/admin/testimonials", label: nav.testimonials },
    { to: "/admin/events", label: nav.events },
    { to: "/admin/content", label: contentAdmin.title },
    { to: "/admin/traffic", label: nav.traffic },
    { to: "/admin/outbox", label: nav.outbox },
    ...(user.role === "owner" ? [{ to: "/admin/privacy", label: nav.privacy }] : []),
    ...(user.role === "owner" ? [{ to: "/admin/users", label: nav.users }] : []),
    { to: "/admin/audit", label: nav.audit },
    { to: "/admin/account", label: nav.account },
  ];
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 pt-3 sm:px-6">
          <p className="font-display text-lg font-semibold">
            {business.name} · {adminCopy.titleSuffix}
          </p>
          <p className="text-sm text-ink-soft">{nav.signedInAs(user.name, adminCopy.roles[user.role] ?? user.role)}</p>
        </div>
        <AdminNav items={links} newCount={newCount} />
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * The back office's own answer to an error below its layout (a 401 or 403 from an action, a missing
 * item, a form it could not use, a failure): a way back in. Kept here, not in root.tsx, so public
 * pages never carry it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-prose px-4 py-20 outline-none sm:px-6">
      <AdminErrorMessage error={error} pathname={pathname} />
    </main>
  );
}
