import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ActiveTimer,
  dismissNewsletterOverlay,
  followPageActivity,
  isNewsletterOverlayDismissed,
  newsletterOverlayTimer,
} from "./active-timer";

/** A stand-in for document and window: visibility and focus we control, real events. */
function fakePage() {
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState; focused: boolean; hasFocus: () => boolean };
  doc.visibilityState = "visible";
  doc.focused = true;
  doc.hasFocus = () => doc.focused;
  const win = new EventTarget();
  return {
    doc,
    win,
    hide() {
      doc.visibilityState = "hidden";
      doc.dispatchEvent(new Event("visibilitychange"));
    },
    show() {
      doc.visibilityState = "visible";
      doc.dispatchEvent(new Event("visibilitychange"));
    },
    blur() {
      doc.focused = false;
      win.dispatchEvent(new Event("blur"));
    },
    focus() {
      doc.focused = true;
      win.dispatchEvent(new Event("focus"));
    },
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("ActiveTimer", () => {
  it("fires once when the active time reaches the milestone", () => {
    const run = vi.fn();
    const timer = new ActiveTimer([{ afterMs: 80_000, run }]);
    timer.setActive(true);
    vi.advanceTimersByTime(79_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    timer.setActive(false);
    timer.setActive(true);
    vi.advanceTimersByTime(500_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(timer.finished).toBe(true);
  });

  it("counts only the time it is active, across several active stretches", () => {
    const run = vi.fn();
    const timer = new ActiveTimer([{ afterMs: 80_000, run }]);
    timer.setActive(true);
    vi.advanceTimersByTime(50_000);
    timer.setActive(false);
    vi.advanceTimersByTime(600_000);
    expect(run).not.toHaveBeenCalled();
    expect(timer.elapsed()).toBe(50_000);
    timer.setActive(true);
    vi.advanceTimersByTime(29_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("fires milestones in order and never after stop()", () => {
    const calls: string[] = [];
    const timer = new ActiveTimer([
      { afterMs: 80_000, run: () => calls.push("show") },
      { afterMs: 75_000, run: () => calls.push("preload") },
    ]);
    timer.setActive(true);
    vi.advanceTimersByTime(76_000);
    expect(calls).toEqual(["preload"]);
    timer.stop();
    vi.advanceTimersByTime(100_000);
    expect(calls).toEqual(["preload"]);
  });
});

describe("followPageActivity", () => {
  it("counts only while the page is visible and focused", () => {
    const page = fakePage();
    const run = vi.fn();
    const timer = new ActiveTimer([{ afterMs: 80_000, run }]);
    const stop = followPageActivity(timer, page.doc as unknown as Document, page.win as unknown as Window);
    expect(timer.active).toBe(true);

    vi.advanceTimersByTime(30_000);
    page.hide();
    vi.advanceTimersByTime(120_000); // a hidden tab: not counted
    page.show();
    vi.advanceTimersByTime(20_000);
    page.blur();
    vi.advanceTimersByTime(120_000); // another window in front: not counted
    page.show(); // visible again, but still not focused
    vi.advanceTimersByTime(60_000);
    expect(timer.elapsed()).toBe(50_000);
    expect(run).not.toHaveBeenCalled();

    page.focus();
    vi.advanceTimersByTime(29_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
  });

  it("does not start counting on a page that opens in the background", () => {
    const page = fakePage();
    page.doc.visibilityState = "hidden";
    const run = vi.fn();
    const timer = new ActiveTimer([{ afterMs: 80_000, run }]);
    followPageActivity(timer, page.doc as unknown as Document, page.win as unknown as Window);
    vi.advanceTimersByTime(200_000);
    expect(run).not.toHaveBeenCalled();
    page.show();
    vi.advanceTimersByTime(80_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("stops listening when asked", () => {
    const page = fakePage();
    const timer = new ActiveTimer([{ afterMs: 80_000, run: () => {} }]);
    const stop = followPageActivity(timer, page.doc as unknown as Document, page.win as unknown as Window);
    stop();
    page.hide();
    expect(timer.active).toBe(true);
  });
});

describe("newsletterOverlayTimer", () => {
  it("preloads at 75 s and shows at 80 s of active time, once", () => {
    const storage = memoryStorage();
    const onPreload = vi.fn();
    const onDue = vi.fn();
    const timer = newsletterOverlayTimer({ storage, onPreload, onDue })!;
    timer.setActive(true);
    vi.advanceTimersByTime(75_000);
    expect(onPreload).toHaveBeenCalledTimes(1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500_000);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("does not start when the overlay was dismissed earlier in the session", () => {
    const storage = memoryStorage();
    dismissNewsletterOverlay(storage);
    expect(storage.items.get("newsletter-overlay-dismissed")).toBe("true");
    expect(isNewsletterOverlayDismissed(storage)).toBe(true);
    expect(newsletterOverlayTimer({ storage, onPreload: vi.fn(), onDue: vi.fn() })).toBeNull();
  });

  it("does not fire when dismissed while the timer runs", () => {
    const storage = memoryStorage();
    const onDue = vi.fn();
    const timer = newsletterOverlayTimer({ storage, onPreload: () => {}, onDue })!;
    timer.setActive(true);
    vi.advanceTimersByTime(40_000);
    dismissNewsletterOverlay(storage);
    vi.advanceTimersByTime(100_000);
    expect(onDue).not.toHaveBeenCalled();
  });

  it("still works where storage throws", () => {
    const storage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => dismissNewsletterOverlay(storage)).not.toThrow();
    const onDue = vi.fn();
    newsletterOverlayTimer({ storage, onPreload: () => {}, onDue })!.setActive(true);
    vi.advanceTimersByTime(80_000);
    expect(onDue).toHaveBeenCalledTimes(1);
  });
});
