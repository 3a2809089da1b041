import { X } from "~/components/ui/icons";
import type { MouseEvent } from "react";
import { aboutMenu, bookCallCta, headerCopy, mainTabs, resourcesMenu, type NavLink } from "~/content/navigation";
import { DISCOVERY_LINK_ATTRIBUTE } from "~/booking/discovery-link";
import { cn } from "~/lib/cn";
import { Button } from "./ui/button";
import { SiteLink } from "./site-link";

/** The panel's id: the header's menu button opens it with `popovertarget`. */
export const MOBILE_NAV_ID = "site-nav-panel";

const linkClasses = "flex min-h-11 items-center rounded-xl px-3 font-semibold no-underline hover:bg-paper-alt";

/**
 * With JavaScript a link changes the route without a new page, so the panel closes itself; without
 * it the link loads the new page, where the panel starts closed.
 */
function closePanel(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover();
}

/**
 * Below the lg breakpoint: a right-side panel titled "Navigation" that closes when a link is chosen.
 *
 * It is an HTML popover, in every page's HTML: the menu button opens it (`popovertarget`) and the
 * close button closes it (`popovertargetaction="hide"`) with or without JavaScript, so a tap before
 * the page has hydrated is never lost, and hydrating never closes it (React does not know it is
 * open). The browser also closes it on Escape or a tap outside it, sets the menu button's expanded
 * state, and moves focus into it (`autofocus`) and back to the menu button when it closes. Its
 * slide-in and backdrop are in site.css ("Site header menus").
 */
export function MobileNav({ pathname }: { pathname: string }) {
  const titleId = `${MOBILE_NAV_ID}-title`;
  const link = (item: NavLink, indented = false) => (
    <li key={item.to}>
      <SiteLink
        to={item.to}
        onClick={closePanel}
        aria-current={item.to === pathname ? "page" : undefined}
        className={cn(linkClasses, indented && "pl-7 font-normal", item.to === pathname && "bg-primary-soft")}
      >
        {item.label}
      </SiteLink>
    </li>
  );

  return (
    <div
      id={MOBILE_NAV_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      // Focus moves to the panel when it opens (the browser does this for a popover with
      // autofocus), so a screen reader announces it; it is not a control, so it has no ring.
      // Opening it is the only time it takes focus (see jsx-a11y/no-autofocus in eslint.config.js).
      tabIndex={-1}
      autoFocus
      // A closed popover is display: none (the browser's own style); `open:flex` lays it out only
      // while it is open.
      className="site-nav-panel fixed inset-y-0 right-0 left-auto m-0 h-auto max-h-none w-[min(22rem,88vw)] flex-col overflow-hidden border-0 bg-surface p-0 text-ink shadow-lift outline-none open:flex"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          {headerCopy.panelTitle}
        </h2>
        <button
          type="button"
          popoverTarget={MOBILE_NAV_ID}
          popoverTargetAction="hide"
          aria-label={headerCopy.closeMenu}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-paper-alt"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <nav aria-label={headerCopy.mobileNavLabel} className="flex flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-4">
        <ul className="flex flex-col gap-1">{mainTabs.map((tab) => link(tab))}</ul>
        {[aboutMenu, resourcesMenu].map((group) => (
          <div key={group.label}>
            <h3 className="px-3 pb-1 font-sans text-sm font-bold tracking-wider text-ink-soft uppercase">{group.label}</h3>
            <ul className="flex flex-col gap-1">{group.items.map((item) => link(item, true))}</ul>
          </div>
        ))}
        <Button asChild className="w-full">
          <a href={bookCallCta.to} {...{ [DISCOVERY_LINK_ATTRIBUTE]: "" }}>
            {bookCallCta.label}
          </a>
        </Button>
      </nav>
    </div>
  );
}
