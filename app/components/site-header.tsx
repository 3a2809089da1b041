import { ChevronDown, Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { aboutMenu, connectCta, mainTabs, resourcesMenu, tagline, type NavGroup } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Button } from "./ui/button";
import { MenuButton, menuItemClasses } from "./ui/menu-button";
import { Logo } from "./logo";
import { SiteLink } from "./site-link";

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
  "inline-flex min-h-11 items-center gap-1 rounded-full px-2.5 font-semibold whitespace-nowrap no-underline transition-colors hover:bg-paper-alt xl:px-4";
const activeClasses = "bg-primary-soft text-ink";

function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  // Sub-pages (a study under /research) count as part of their section.
  const active = group.items.some((item) => item.to === pathname || pathname.startsWith(`${item.to}/`));
  return (
    <MenuButton
      triggerClassName={cn(tabClasses, "group", active && activeClasses)}
      triggerProps={{ "data-active": active || undefined }}
      label={
        <>
          {group.label}
          {active ? <span className="sr-only"> (current section)</span> : null}
          <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
        </>
      }
    >
      {(close) =>
        group.items.map((item) => (
          <SiteLink
            key={item.to}
            to={item.to}
            role="menuitem"
            tabIndex={-1}
            onClick={close}
            aria-current={item.to === pathname ? "page" : undefined}
            className={cn(menuItemClasses, "no-underline", item.to === pathname && "font-semibold text-primary")}
          >
            {item.label}
          </SiteLink>
        ))
      }
    </MenuButton>
  );
}

// The panel (and the dialog code it needs) loads the first time it is opened.
const MobileNav = lazy(() => import("./mobile-nav").then((module) => ({ default: module.MobileNav })));

export function SiteHeader() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 border-b border-line/70 bg-paper/95 backdrop-blur transition-shadow duration-300",
        scrolled ? "shadow-lift" : "shadow-[0_1px_2px_rgb(31_42_68_/_0.05)]",
      )}
    >
      <div className="mx-auto flex max-w-content items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div className="flex shrink-0 flex-col">
          <Logo />
          {/* Under the name, so the full menu still fits beside it at the lg breakpoint. */}
          <p className="-mt-1 hidden max-w-[13rem] pl-[54px] text-xs leading-snug text-ink-soft md:block xl:max-w-none xl:whitespace-nowrap">{tagline}</p>
        </div>

        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex xl:gap-1">
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
          <Button asChild size="md" className="ml-1 px-5 whitespace-nowrap xl:ml-2 xl:px-6">
            <SiteLink to={connectCta.to}>{connectCta.label}</SiteLink>
          </Button>
        </nav>

        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Open navigation menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden className="size-6" />
        </Button>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} pathname={pathname} />
        </Suspense>
      ) : null}
    </header>
  );
}
