import { rateLimitMessages } from "#common/forms/content/form-errors.ts";

/** The spec's attempt limit for the discovery, contact and partnership forms (section 9). */
export const formRateLimit = { maxAttempts: 3, windowMs: 60_000, blockMs: 300_000 } as const;

export type RateLimitConfig = { maxAttempts: number; windowMs: number; blockMs: number };

export type AttemptResult =
  | { allowed: true }
  | { allowed: false; justBlocked: boolean; retryAfterMs: number };

/** The spec's message while blocked, in the page's language (common/forms/content/form-errors.ts). */
export function blockedMessage(seconds: number): string {
  return rateLimitMessages.blocked(seconds);
}

/** How long a block lasts, in whole minutes, as the messages say it. */
export function blockMinutes(config: RateLimitConfig = formRateLimit): number {
  return Math.round(config.blockMs / 60_000);
}

export function justBlockedMessage(config: RateLimitConfig = formRateLimit): string {
  return rateLimitMessages.justBlocked(blockMinutes(config));
}

/**
 * Counts attempts in a sliding window. More than `maxAttempts` within `windowMs` blocks for
 * `blockMs`; when the block expires the counter starts afresh. Pure: callers pass the time.
 */
export class AttemptLimiter {
  private attempts: number[] = [];
  private blockedUntil = 0;

  constructor(private readonly config: RateLimitConfig = formRateLimit) {}

  attempt(now: number): AttemptResult {
    if (now < this.blockedUntil) return { allowed: false, justBlocked: false, retryAfterMs: this.blockedUntil - now };
    if (this.blockedUntil !== 0) this.reset();
    this.attempts = this.attempts.filter((at) => now - at < this.config.windowMs);
    this.attempts.push(now);
    if (this.attempts.length > this.config.maxAttempts) {
      this.blockedUntil = now + this.config.blockMs;
      this.attempts = [];
      return { allowed: false, justBlocked: true, retryAfterMs: this.config.blockMs };
    }
    return { allowed: true };
  }

  /** Blocks until `now + ms` (when the server says it is refusing this form for that long). */
  blockFor(now: number, ms: number) {
    this.attempts = [];
    this.blockedUntil = Math.max(this.blockedUntil, now + ms);
  }

  /** Milliseconds left in the current block, or 0. */
  blockedFor(now: number): number {
    return Math.max(0, this.blockedUntil - now);
  }

  /** True when nothing recent is remembered, so a store of limiters can forget this one. */
  isIdle(now: number): boolean {
    return now >= this.blockedUntil && this.attempts.every((at) => now - at >= this.config.windowMs);
  }

  reset() {
    this.attempts = [];
    this.blockedUntil = 0;
  }
}
