import { AttemptLimiter, type AttemptResult, type RateLimitConfig } from "#app/lib/forms/attempt-limiter.ts";

/**
 * One attempt limiter per client address and form, held in this process's memory. Idle entries
 * are swept as new ones arrive so the map cannot grow without bound.
 */
export class RateLimitStore {
  private readonly limiters = new Map<string, AttemptLimiter>();
  private lastSweep = 0;

  constructor(private readonly config: RateLimitConfig, private readonly maxEntries = 50_000) {}

  attempt(key: string, now: number): AttemptResult {
    this.sweep(now);
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = new AttemptLimiter(this.config);
      this.limiters.set(key, limiter);
    }
    return limiter.attempt(now);
  }

  get size() {
    return this.limiters.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.config.windowMs && this.limiters.size < this.maxEntries) return;
    this.lastSweep = now;
    for (const [key, limiter] of this.limiters) if (limiter.isIdle(now)) this.limiters.delete(key);
    // A flood of addresses must not grow the map (or the sweep) without bound: drop the oldest.
    for (const key of this.limiters.keys()) {
      if (this.limiters.size < this.maxEntries) break;
      this.limiters.delete(key);
    }
  }
}
