import { Form, NavLink, useLocation } from "react-router";
import { ChevronDown, Menu as MenuIcon } from "~/components/ui/icons";
import { adminCopy } from "#common/content/admin.ts";
import { cn } from "~/lib/cn";

const nav = adminCopy.nav;

/** One section of the back office's navigation (app/admin/layout.tsx lists them). */
export type AdminNavItem = { to: string; label: string; end?: boolean; count?: number };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-full px-4 font-semibold no-underline",
    isActive ? "bg-primary text-on-primary" : "text-ink hover:bg-paper-alt",
  );

/** The section a page belongs to: the item whose path is the page's or a folder above it (the dashboard only itself). */
export function currentSection(items: readonly AdminNavItem[], pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return items
    .filter((item) => path === item.to || (!item.end && path.startsWith(`${item.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

function NewBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-marigold px-1.5 text-sm font-bold text-[#1f2a44]">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/** The sections as a list: a column in the phone's menu, a wrapping row on wide screens. Sign out is its last item. */
function NavList({ items, className }: { items: readonly AdminNavItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={linkClass}>
            {item.label}
            {item.count ? <NewBadge count={item.count} label={nav.newSuffix} /> : null}
          </NavLink>
        </li>
      ))}
      <li>
        <Form method="post" action="/admin/sign-out">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-primary underline underline-offset-4 hover:bg-paper-alt"
          >
            {nav.signOut}
          </button>
        </Form>
      </li>
    </ul>
  );
}

/**
 * The back office's navigation. Phones and tablets: one menu button naming the section she is in,
 * the list opening under it (a <details>: no JavaScript needed). It starts
 * closed on every page (the key makes a new one when the page changes). Wide screens: the whole
 * list in a row. The current section's link has aria-current="page" (NavLink).
 */
export function AdminNav({ items, newCount }: { items: readonly AdminNavItem[]; newCount: number }) {
  const { pathname } = useLocation();
  const current = currentSection(items, pathname);
  return (
    <nav aria-label={nav.label} className="mx-auto max-w-6xl px-4 py-2 sm:px-6 lg:px-4">
      <details key={pathname} className="group lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-xl border-2 border-line px-4 font-semibold hover:bg-paper-alt [&::-webkit-details-marker]:hidden">
          <MenuIcon aria-hidden="true" className="size-5 shrink-0" />
          <span className="shrink-0">
            {nav.menu}
            {current?.to !== "/admin/inbox" && newCount ? <NewBadge count={newCount} label={nav.newInInbox} /> : null}
          </span>
          {current ? (
            <span className="ml-auto truncate">
              <span className="sr-only">{nav.currentSeparator}</span>
              {current.label}
            </span>
          ) : null}
          <ChevronDown aria-hidden="true" className={cn("size-5 shrink-0 transition-transform group-open:rotate-180", !current && "ml-auto")} />
        </summary>
        <NavList items={items} className="mt-2 mb-2 flex flex-col gap-1" />
      </details>
      <NavList items={items} className="hidden flex-wrap items-center gap-1 lg:flex" />
    </nav>
  );
}
