/** Something to do once the active time reaches `afterMs`. */
export type Milestone = { afterMs: number; run: () => void };

/**
 * A stopwatch that runs only while it is told the page is active (visible and focused) and
 * fires each milestone once when the active total reaches it. Time spent inactive never counts,
 * so a tab left in the background does not "use up" the delay. Pure apart from setTimeout:
 * callers report activity with `setActive`.
 */
export class ActiveTimer {
  private accumulated = 0;
  private activeSince: number | null = null;
  private timeout: ReturnType<typeof setTimeout> | undefined;
  private pending: Milestone[];

  constructor(milestones: Milestone[], private readonly now: () => number = () => Date.now()) {
    this.pending = [...milestones].sort((a, b) => a.afterMs - b.afterMs);
  }

  /** Active milliseconds counted so far. */
  elapsed(): number {
    return this.accumulated + (this.activeSince === null ? 0 : this.now() - this.activeSince);
  }

  get active(): boolean {
    return this.activeSince !== null;
  }

  /** True once every milestone has fired (or the timer was stopped). */
  get finished(): boolean {
    return this.pending.length === 0;
  }

  setActive(active: boolean) {
    if (active === this.active || this.finished) return;
    if (active) {
      this.activeSince = this.now();
      this.schedule();
    } else {
      this.accumulated = this.elapsed();
      this.activeSince = null;
      this.clear();
    }
  }

  /** Stops counting for good; no milestone fires after this. */
  stop() {
    this.setActive(false);
    this.pending = [];
  }

  private schedule() {
    this.clear();
    const next = this.pending[0];
    if (!next || !this.active) return;
    this.timeout = setTimeout(() => this.tick(), Math.max(0, next.afterMs - this.elapsed()));
  }

  private tick() {
    this.timeout = undefined;
    const elapsed = this.elapsed();
    while (this.pending[0] && this.pending[0].afterMs <= elapsed) this.pending.shift()!.run();
    if (this.finished) this.setActive(false);
    else this.schedule();
  }

  private clear() {
    if (this.timeout !== undefined) clearTimeout(this.timeout);
    this.timeout = undefined;
  }
}

type ActivityDocument = Pick<Document, "visibilityState" | "hasFocus" | "addEventListener" | "removeEventListener">;
type ActivityWindow = Pick<Window, "addEventListener" | "removeEventListener">;

/** The page counts as active while its tab is visible and the window has focus. */
export function isPageActive(doc: Pick<Document, "visibilityState" | "hasFocus">): boolean {
  return doc.visibilityState === "visible" && doc.hasFocus();
}

/**
 * Keeps a timer's activity in step with the page: visibility changes, window focus and blur.
 * Returns a function that stops listening.
 */
export function followPageActivity(timer: ActiveTimer, doc: ActivityDocument = document, win: ActivityWindow = window): () => void {
  const update = () => timer.setActive(isPageActive(doc));
  doc.addEventListener("visibilitychange", update);
  win.addEventListener("focus", update);
  win.addEventListener("blur", update);
  win.addEventListener("pageshow", update);
  win.addEventListener("pagehide", update);
  update();
  return () => {
    doc.removeEventListener("visibilitychange", update);
    win.removeEventListener("focus", update);
    win.removeEventListener("blur", update);
    win.removeEventListener("pageshow", update);
    win.removeEventListener("pagehide", update);
  };
}

/** The newsletter overlay's rules (spec sections 4 and 9). */
export const newsletterOverlayTiming = {
  /** Shown after this much active time, once per page load. */
  delayMs: 80_000,
  /** Its code starts loading a little earlier, so it can appear on time. */
  preloadMs: 75_000,
  dismissedKey: "newsletter-overlay-dismissed",
} as const;

type SessionStore = Pick<Storage, "getItem" | "setItem">;

/** sessionStorage, or undefined where the browser refuses it (privacy modes, sandboxed frames). */
export function sessionStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function isNewsletterOverlayDismissed(storage: SessionStore | undefined): boolean {
  try {
    return storage?.getItem(newsletterOverlayTiming.dismissedKey) != null;
  } catch {
    return false;
  }
}

export function dismissNewsletterOverlay(storage: SessionStore | undefined) {
  try {
    storage?.setItem(newsletterOverlayTiming.dismissedKey, "true");
  } catch {
    // Storage refused: the overlay still closes; it just may come back on the next page load.
  }
}

/**
 * The overlay's timer: preloads its code at 75 s and asks for it to be shown at 80 s of active
 * time, unless the visitor dismissed it earlier in this session. Returns null when dismissed.
 */
export function newsletterOverlayTimer(options: {
  storage: SessionStore | undefined;
  onPreload: () => void;
  onDue: () => void;
  now?: () => number;
}): ActiveTimer | null {
  const { storage, onPreload, onDue, now } = options;
  if (isNewsletterOverlayDismissed(storage)) return null;
  return new ActiveTimer(
    [
      { afterMs: newsletterOverlayTiming.preloadMs, run: onPreload },
      { afterMs: newsletterOverlayTiming.delayMs, run: () => !isNewsletterOverlayDismissed(storage) && onDue() },
    ],
    now,
  );
}
