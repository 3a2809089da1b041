import { useEffect, useSyncExternalStore, type ComponentType } from "react";
import { dismissNewsletterOverlay, followPageActivity, newsletterOverlayTimer, sessionStore } from "~/lib/active-timer";
import type { NewsletterOverlayDialogProps } from "./newsletter-overlay-dialog";

// Only the timer lives in the first page's JavaScript. The dialog is a separate chunk, fetched
// at 75 s of active time and ready before it is due, so it appears without a loading step.
let dialogModule: Promise<ComponentType<NewsletterOverlayDialogProps>> | null = null;
let OverlayDialog: ComponentType<NewsletterOverlayDialogProps> | null = null;

function loadDialog() {
  dialogModule ??= import("./newsletter-overlay-dialog").then((module) => (OverlayDialog = module.default));
  // Offline, say: forget the failed attempt so the next call tries again.
  dialogModule.catch(() => (dialogModule = null));
  return dialogModule;
}

/**
 * Where the overlay is in this page load. Kept outside React so that client-side route changes
 * (or a remount) neither restart the 80 seconds nor show it twice; a full page load starts afresh.
 */
type Phase = "idle" | "counting" | "open" | "closed" | "off";
let phase: Phase = "idle";
const listeners = new Set<() => void>();

function setPhase(next: Phase) {
  phase = next;
  for (const listener of listeners) listener();
}

/** The phase as an external store for React: "idle" while the server renders and while hydrating. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const getPhase = () => phase;
const getServerPhase = (): Phase => "idle";

/** When the visitor last typed in a field: the invitation waits for a pause in typing. */
let lastTypedAt = 0;
const TYPING_PAUSE_MS = 10_000;
/** Typing may hold it back a minute at most; another dialog holds it back for as long as it is open. */
const MAX_TYPING_WAIT_MS = 60_000;

function anotherDialogOpen(): boolean {
  // A popover dialog (the header's mobile panel) is always in the page: it counts only while open.
  return document.querySelector('[role="dialog"]:not([popover]:not(:popover-open)), [role="alertdialog"]') !== null;
}

function showWhenCalm(waitedMs = 0) {
  const typing = Date.now() - lastTypedAt < TYPING_PAUSE_MS && waitedMs < MAX_TYPING_WAIT_MS;
  if (anotherDialogOpen() || typing) {
    setTimeout(() => showWhenCalm(waitedMs + 1_000), 1_000);
    return;
  }
  setPhase("open");
}

function start() {
  if (phase !== "idle") return;
  document.addEventListener("input", () => (lastTypedAt = Date.now()), { capture: true, passive: true });
  const timer = newsletterOverlayTimer({
    storage: sessionStore(),
    onPreload: () => void loadDialog().catch(() => {}),
    onDue: () => loadDialog().then(() => showWhenCalm(), () => setPhase("off")),
  });
  if (!timer) {
    setPhase("off");
    return;
  }
  phase = "counting";
  followPageActivity(timer);
}

/** The site-wide newsletter invitation: once per page load, after 80 s of active time. */
export function NewsletterOverlay() {
  const current = useSyncExternalStore(subscribe, getPhase, getServerPhase);
  useEffect(start, []);

  if ((current !== "open" && current !== "closed") || !OverlayDialog) return null;
  return (
    <OverlayDialog
      open={current === "open"}
      onClose={(reason) => {
        // The close icon and "Maybe later" keep it away for the session; subscribing does not.
        if (reason === "dismissed") dismissNewsletterOverlay(sessionStore());
        setPhase("closed");
      }}
    />
  );
}
