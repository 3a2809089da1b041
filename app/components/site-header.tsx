import { CalendarHeart, ChevronDown, Menu } from "~/components/ui/icons";
import { useEffect, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { aboutMenu, bookCallCta, headerCopy, mainTabs, resourcesMenu, tagline, type NavGroup } from "~/content/navigation";
import { DISCOVERY_LINK_ATTRIBUTE } from "~/booking/discovery-link";
import { cn } from "~/lib/cn";
import { Button } from "./ui/button";
import { Logo } from "./logo";
import { MobileNav, MOBILE_NAV_ID } from "./mobile-nav";
import { SiteLink } from "./site-link";
import { LanguageSwitch } from "./language-switch";

/** Header shadow strengthens once the page has scrolled more than this many pixels. */
export const HEADER_SHADOW_THRESHOLD = 50;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

const tabClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-[0.9375rem] font-semibold whitespace-nowrap no-underline transition-colors hover:bg-paper-alt xl:px-3 xl:text-base";
const activeClasses = "bg-primary-soft text-ink";
const menuItemClasses =
  "flex items-center rounded-xl px-3 py-2.5 text-base no-underline hover:bg-primary-soft focus-visible:bg-primary-soft";

/** The `name` shared by the About and Resources menus: the browser keeps at most one of them open. */
const MENU_GROUP = "site-nav-menu";

/** With JavaScript a link changes the route without a new page, so its menu closes itself. */
function closeMenu(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest("details")?.removeAttribute("open");
}

/**
 * The About and Resources menus: a `<details>` whose `<summary>` opens a list of links under it.
 * The browser opens and closes it (click, Enter, Space) before and without JavaScript, and closes
 * the other menu when one opens (`name`). React never sets `open`, so hydrating cannot close a menu
 * opened before it; useMenuDismissal adds the rest.
 */
function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  // Sub-pages (a study under /research) count as part of their section.
  const active = group.items.some((item) => item.to === pathname || pathname.startsWith(`${item.to}/`));
  return (
    <details name={MENU_GROUP} className="group/menu relative">
      <summary
        data-active={active || undefined}
        className={cn(tabClasses, "cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden", active && activeClasses)}
      >
        {group.label}
        {active ? <span className="sr-only"> {headerCopy.currentSection}</span> : null}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open/menu:rotate-180" />
      </summary>
      <ul className="site-nav-menu absolute top-full left-0 z-50 mt-2 flex min-w-56 flex-col rounded-2xl border border-line bg-surface p-2 text-ink shadow-lift">
        {group.items.map((item) => (
          <li key={item.to}>
            <SiteLink
              to={item.to}
              onClick={closeMenu}
              aria-current={item.to === pathname ? "page" : undefined}
              className={cn(menuItemClasses, item.to === pathname && "font-semibold text-primary")}
            >
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What the menus do once JavaScript runs, on top of what the browser does alone: an open About or
 * Resources menu closes on a click or focus outside it and on Escape (focus goes back to its
 * summary), and the mobile panel closes when focus leaves it (it would sit behind the backdrop).
 * Listeners on the document that read the page as it is, not React state, so a menu opened before
 * the header hydrated is treated like any other.
 */
function useMenuDismissal() {
  useEffect(() => {
    const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(`details[name="${MENU_GROUP}"][open]`);
    const closeMenusOutside = (event: Event) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      closeMenusOutside(event);
      const panel = document.getElementById(MOBILE_NAV_ID);
      if (panel?.matches(":popover-open") && !panel.contains(event.target as Node)) panel.hidePopover();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const menu of openMenus()) {
        const hadFocus = menu.contains(document.activeElement);
        menu.open = false;
        if (hadFocus) menu.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", closeMenusOutside);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", closeMenusOutside);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD);
  useMenuDismissal();

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 border-b border-line/70 bg-paper/95 backdrop-blur transition-shadow duration-300",
        scrolled ? "shadow-lift" : "shadow-[0_1px_2px_rgb(31_42_68_/_0.05)]",
      )}
    >
      <div className="mx-auto flex max-w-content items-center justify-between gap-3 px-4 py-3 sm:px-6 xl:gap-4">
        <div className="flex shrink-0 flex-col">
          <Logo />
          {/* Under the name, so the full menu still fits beside it at the lg breakpoint. */}
          <p className="-mt-1 hidden max-w-[13rem] pl-[54px] text-xs leading-snug text-ink-soft md:block xl:max-w-none xl:whitespace-nowrap">{tagline}</p>
        </div>

        <nav aria-label={headerCopy.mainNavLabel} className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {mainTabs.map((tab) => (
            <SiteLink
              key={tab.to}
              to={tab.to}
              aria-current={tab.to === pathname ? "page" : undefined}
              className={cn(tabClasses, tab.to === pathname && activeClasses)}
            >
              {tab.label}
            </SiteLink>
          ))}
          <NavDropdown group={aboutMenu} pathname={pathname} />
          <NavDropdown group={resourcesMenu} pathname={pathname} />
          <LanguageSwitch compact className="rounded-full px-2 text-sm hover:bg-paper-alt xl:px-2.5" />
          {/* A plain link to the booking page; once hydrated it opens the booking dialog (DiscoveryDialogProvider). */}
          {/* Beside the full menu there is room for a calendar and the name's first word ("Book", "Reserve"); its name is the label. */}
          <Button asChild size="md" className="ml-1 px-4 text-[0.9375rem] whitespace-nowrap xl:ml-2 xl:px-6 xl:text-base">
            <a href={bookCallCta.to} aria-label={bookCallCta.label} {...{ [DISCOVERY_LINK_ATTRIBUTE]: "" }}>
              <CalendarHeart aria-hidden className="size-5" />
              {bookCallCta.short}
            </a>
          </Button>
        </nav>

        <div className="flex items-center gap-1 lg:hidden">
          {/* On a phone a 44 px calendar button (the name is read out); from 640 px the words show. */}
          <Button asChild size="sm" className="size-11 p-0 sm:size-auto sm:min-h-10 sm:px-4">
            <a href={bookCallCta.to} {...{ [DISCOVERY_LINK_ATTRIBUTE]: "" }}>
              <CalendarHeart aria-hidden className="size-5 sm:hidden" />
              <span className="sr-only sm:not-sr-only">{bookCallCta.label}</span>
            </a>
          </Button>
          {/* "ES"/"EN" (named "Español"/"English"), as in the desktop bar: the booking button needs the room. */}
          <LanguageSwitch compact className="rounded-full px-2.5 text-sm hover:bg-paper-alt" />
          <Button variant="ghost" size="icon" aria-label={headerCopy.openMenu} popoverTarget={MOBILE_NAV_ID}>
            <Menu aria-hidden className="size-6" />
          </Button>
        </div>
        {/* Right after its button, so it comes next in reading and Tab order. */}
        <MobileNav pathname={pathname} />
      </div>
    </header>
  );
}
