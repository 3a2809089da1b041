import { useCallback, useEffect, useRef, useState } from "react";
import { AttemptLimiter, blockedMessage, justBlockedMessage, formRateLimit } from "#common/forms/attempt-limiter.ts";

/**
 * The browser's attempt limit: 3 sends a minute, then 5 minutes blocked with a live countdown.
 * `attempt()` returns the message to show when the send must not go ahead.
 */
export function useAttemptLimit() {
  const limiter = useRef(new AttemptLimiter(formRateLimit));
  const [secondsLeft, setSecondsLeft] = useState(0);

  // One interval for the whole countdown (not one per second): it starts when a block starts and
  // stops when the limiter says the block is over.
  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => {
      const left = Math.ceil(limiter.current.blockedFor(Date.now()) / 1000);
      setSecondsLeft(left);
    }, 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const attempt = useCallback((): string | null => {
    const result = limiter.current.attempt(Date.now());
    if (result.allowed) return null;
    setSecondsLeft(Math.ceil(result.retryAfterMs / 1000));
    return result.justBlocked ? justBlockedMessage() : blockedMessage(Math.ceil(result.retryAfterMs / 1000));
  }, []);

  /** Starts the countdown the server asked for (a 429 with Retry-After). */
  const blockFor = useCallback((seconds: number) => {
    if (seconds <= 0) return;
    limiter.current.blockFor(Date.now(), seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  const reset = useCallback(() => {
    limiter.current.reset();
    setSecondsLeft(0);
  }, []);

  return {
    attempt,
    reset,
    blockFor,
    blocked: secondsLeft > 0,
    /** 'Too many attempts. Please wait N seconds before trying again.' while blocked, else null. */
    blockedNotice: secondsLeft > 0 ? blockedMessage(secondsLeft) : null,
  };
}
