import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { DISCOVERY_LINK_ATTRIBUTE } from "./discovery-link";

// The dialog and its form load only when someone asks for them, keeping first-page JavaScript
// small. If the code cannot be fetched (offline, or a redeploy replaced it), one retry, then a
// small dialog that still offers the visitor a way to reach us.
const DiscoveryCallDialog = lazy(() =>
  import("./discovery-call-dialog")
    .catch(() => new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => import("./discovery-call-dialog")))
    .catch(() => import("./discovery-call-unavailable")),
);

/**
 * Provides one discovery call dialog for the whole site; any page can open it with a plain link to
 * /discovery-call marked `data-discovery-call` (DiscoveryCallButton, the header's, the menu's and
 * the hero's booking links, any SiteLink there): once hydrated, a plain click on one opens the
 * dialog, and focus returns to it (or to the menu button, for the mobile menu's) when it closes.
 * Before hydration and without JavaScript the link leads to the booking page.
 */
export function DiscoveryDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Capture: before a router link's own click handler, which would navigate.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(`a[${DISCOVERY_LINK_ATTRIBUTE}]`);
      if (!link) return;
      event.preventDefault();
      // A link in the mobile menu: the menu closes, and focus will return to its button.
      const panel = link.closest<HTMLElement>("[popover]");
      panel?.hidePopover();
      opener.current = panel ? document.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`) : link;
      setRequested(true);
      setOpen(true);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return (
    <>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <DiscoveryCallDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
