import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkFormActivity, type FormActivity } from "./anti-bot";
import { AttemptLimiter, blockedMessage, justBlockedMessage } from "./attempt-limiter";

describe("anti-bot checks on submit", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const opened = (): FormActivity => ({ honeypot: "", openedAt: Date.now(), interactions: 0, lastInteractionAt: Date.now() });
  const interact = (a: FormActivity, times = 1) => {
    a.interactions += times;
    a.lastInteractionAt = Date.now();
  };

  it("passes a person who took their time", () => {
    const a = opened();
    vi.advanceTimersByTime(20_000);
    interact(a, 5);
    vi.advanceTimersByTime(3_000);
    expect(checkFormActivity(a, Date.now())).toBeNull();
  });

  it("rejects a filled hidden field first", () => {
    const a = { ...opened(), honeypot: "buy now" };
    vi.advanceTimersByTime(60_000);
    expect(checkFormActivity(a, Date.now())).toBe("Submission rejected: Bot activity detected");
  });

  it("asks for a moment when sent under 2 seconds after opening", () => {
    const a = opened();
    interact(a, 3);
    vi.advanceTimersByTime(1_999);
    expect(checkFormActivity(a, Date.now())).toBe("Please take a moment to review your submission");
    vi.advanceTimersByTime(1);
    expect(checkFormActivity(a, Date.now())).toBeNull();
  });

  it("expires the form 30 minutes after opening", () => {
    const a = opened();
    vi.advanceTimersByTime(29 * 60_000);
    interact(a, 3);
    vi.advanceTimersByTime(59_999);
    expect(checkFormActivity(a, Date.now())).toBeNull();
    vi.advanceTimersByTime(1);
    expect(checkFormActivity(a, Date.now())).toBe("Session expired. Please refresh the page and try again");
  });

  it("needs at least 3 field interactions", () => {
    const a = opened();
    interact(a, 2);
    vi.advanceTimersByTime(10_000);
    expect(checkFormActivity(a, Date.now())).toBe("Please complete the form before submitting");
  });

  it("expires after 5 minutes without interaction", () => {
    const a = opened();
    interact(a, 3);
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(checkFormActivity(a, Date.now())).toBeNull();
    vi.advanceTimersByTime(1);
    expect(checkFormActivity(a, Date.now())).toBe("Form session expired. Please refresh and try again");
  });
});

describe("attempt limiter", () => {
  it("allows 3 attempts within 60 seconds and blocks the 4th for 5 minutes", () => {
    const limiter = new AttemptLimiter();
    const t0 = 1_000_000;
    expect(limiter.attempt(t0)).toEqual({ allowed: true });
    expect(limiter.attempt(t0 + 10_000)).toEqual({ allowed: true });
    expect(limiter.attempt(t0 + 20_000)).toEqual({ allowed: true });
    expect(limiter.attempt(t0 + 30_000)).toEqual({ allowed: false, justBlocked: true, retryAfterMs: 300_000 });
    expect(limiter.attempt(t0 + 90_000)).toEqual({ allowed: false, justBlocked: false, retryAfterMs: 240_000 });
    expect(limiter.blockedFor(t0 + 329_999)).toBe(1);
    expect(limiter.attempt(t0 + 330_000)).toEqual({ allowed: true });
  });

  it("forgets attempts older than the window", () => {
    const limiter = new AttemptLimiter();
    limiter.attempt(0);
    limiter.attempt(1_000);
    limiter.attempt(2_000);
    expect(limiter.attempt(60_000)).toEqual({ allowed: true });
    expect(limiter.attempt(61_500)).toEqual({ allowed: true });
  });

  it("starts afresh after a reset (a successful contact send)", () => {
    const limiter = new AttemptLimiter();
    limiter.attempt(0);
    limiter.attempt(1);
    limiter.attempt(2);
    limiter.reset();
    expect(limiter.attempt(3)).toEqual({ allowed: true });
  });

  it("follows a block the server asks for", () => {
    const limiter = new AttemptLimiter();
    limiter.blockFor(1_000, 120_000);
    expect(limiter.attempt(2_000)).toEqual({ allowed: false, justBlocked: false, retryAfterMs: 119_000 });
    expect(limiter.attempt(121_000)).toEqual({ allowed: true });
  });

  it("words the messages as the spec does", () => {
    expect(blockedMessage(42)).toBe("Too many attempts. Please wait 42 seconds before trying again.");
    expect(justBlockedMessage()).toBe("Too many attempts. Please wait 5 minutes before trying again.");
  });
});
