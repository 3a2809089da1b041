import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { DISCOVERY_LINK_ATTRIBUTE } from "./discovery-link";

type DiscoveryDialogApi = {
  /** Opens the dialog; focus returns to `opener` (the link or button used) when it closes. */
  openDialog: (opener?: HTMLElement | null) => void;
};

const DiscoveryDialogContext = createContext<DiscoveryDialogApi | null>(null);

// The dialog and its form load only when someone asks for them, keeping first-page JavaScript
// small. If the code cannot be fetched (offline, or a redeploy replaced it), one retry, then a
// small dialog that still offers the visitor a way to reach us.
const DiscoveryCallDialog = lazy(() =>
  import("./discovery-call-dialog")
    .catch(() => new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => import("./discovery-call-dialog")))
    .catch(() => import("./discovery-call-unavailable")),
);

/** Provides one discovery call dialog for the whole site; any page can open it. */
export function DiscoveryDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setRequested(true);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ openDialog }), [openDialog]);
  useEffect(() => {
    // Capture: before a router link's own click handler, which would navigate.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(`a[${DISCOVERY_LINK_ATTRIBUTE}]`);
      // On the booking page itself the link is the page's own (the form is there).
      if (!link || new URL((link as HTMLAnchorElement).href).pathname === window.location.pathname) return;
      event.preventDefault();
      // A link in the mobile menu: the menu closes, focus returns to its button when the dialog closes.
      const panel = link.closest<HTMLElement>("[popover]");
      panel?.hidePopover();
      openDialog(panel ? document.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`) : link);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [openDialog]);
  return (
    <DiscoveryDialogContext.Provider value={api}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <DiscoveryCallDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </DiscoveryDialogContext.Provider>
  );
}

export function useDiscoveryDialog(): DiscoveryDialogApi {
  const api = useContext(DiscoveryDialogContext);
  if (!api) throw new Error("useDiscoveryDialog must be used inside DiscoveryDialogProvider");
  return api;
}
