import type { KeyboardEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { useAfterHydration } from "./use-after-hydration";

export type LinkTab = { id: string; label: string; href: string };

/** The ids tying a tab to its panel. */
export function tabIds(prefix: string, id: string) {
  return { tab: `${prefix}-tab-${id}`, panel: `${prefix}-panel-${id}` };
}

type TabListProps = {
  label: string;
  idPrefix: string;
  tabs: LinkTab[];
  selected: string;
  /** Replace the history entry rather than add one (switching tabs of one list). */
  replace?: boolean;
  className?: string;
};

/**
 * Tabs that are links (the ARIA tabs pattern on `<a role="tab">`): each tab has its own URL,
 * which the server renders with that tab selected, so they work before and without JavaScript.
 * Once hydrated, the tabs take one stop in the Tab order (the selected one) and the arrow keys,
 * Home and End move between them and select the one they reach, as the pattern describes. The
 * served HTML leaves every tab in the Tab order, so a keyboard reaches each of them without
 * JavaScript too.
 */
export function LinkTabList({ label, idPrefix, tabs, selected, replace = false, className }: TabListProps) {
  const navigate = useNavigate();
  const hydrated = useAfterHydration(true, false);

  // On each tab rather than the tablist: the tabs take focus, the list itself is not a stop.
  const onKeyDown = (current: number, event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === " ") {
      // Links follow on Enter only; Space selects a tab too.
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = moves[event.key];
    if (index === undefined) return;
    event.preventDefault();
    const target = tabs[index]!;
    document.getElementById(tabIds(idPrefix, target.id).tab)?.focus();
    // Where tabs replace the history entry, the tab reached is always asked for: a key pressed
    // before the last tab's page is drawn must not be weighed against the tab still shown (back to
    // it looked like "nothing to do", and left the focus on a tab not selected). On a study's page
    // (tabs that push an entry), a key that stays on the selected tab keeps the study open.
    if (replace || target.id !== selected) void navigate(target.href, { replace, preventScrollReset: true });
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cn("inline-flex flex-wrap gap-1 rounded-full border border-line bg-surface p-1", className)}
    >
      {tabs.map((tab, index) => {
        const ids = tabIds(idPrefix, tab.id);
        const isSelected = tab.id === selected;
        return (
          <Link
            key={tab.id}
            to={tab.href}
            replace={replace}
            preventScrollReset
            role="tab"
            id={ids.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={hydrated ? (isSelected ? 0 : -1) : undefined}
            onKeyDown={(event) => onKeyDown(index, event)}
            className={cn(
              "inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold text-ink-soft no-underline hover:text-ink",
              "aria-selected:bg-primary aria-selected:text-on-primary",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idPrefix: string; id: string; selected: string; className?: string; children: ReactNode };

/** A tab's panel: always in the HTML (for crawlers and find-in-page), hidden unless selected. */
export function LinkTabPanel({ idPrefix, id, selected, className, children }: TabPanelProps) {
  const ids = tabIds(idPrefix, id);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0} hidden={id !== selected} className={className}>
      {children}
    </div>
  );
}
