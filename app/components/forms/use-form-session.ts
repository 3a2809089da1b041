import { useCallback, useEffect, useRef, useState } from "react";
import { checkFormActivity, type FormActivity } from "~/lib/forms/anti-bot";
import type { FormId } from "~/lib/forms/common";

/**
 * Tracks what the anti-bot checks need from the moment a form opens: the time it opened, field
 * interactions and the last one, plus the signed form token the server issues. `restart()`
 * begins a new session (after a successful send, or when a dialog reopens).
 */
export function useFormSession(form: FormId, active = true) {
  const activity = useRef<FormActivity>({ honeypot: "", openedAt: 0, interactions: 0, lastInteractionAt: 0 });
  const token = useRef("");
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!active) return;
    const now = Date.now();
    activity.current = { honeypot: "", openedAt: now, interactions: 0, lastInteractionAt: now };
    token.current = "";
    const controller = new AbortController();
    fetch(`/api/form-token?form=${form}`, { signal: controller.signal, cache: "no-store" })
      .then((res) => (res.ok ? (res.json() as Promise<{ token: string }>) : { token: "" }))
      .then((body) => {
        token.current = body.token;
      })
      .catch(() => {
        // Offline or aborted: the server will ask for a refresh if the token is missing.
      });
    return () => controller.abort();
  }, [form, active, generation]);

  const recordInteraction = useCallback(() => {
    activity.current.interactions += 1;
    activity.current.lastInteractionAt = Date.now();
  }, []);

  const setHoneypot = useCallback((value: string) => {
    activity.current.honeypot = value;
  }, []);

  /** The spec's anti-bot message for the current state, or null when all is well. */
  const check = useCallback(() => checkFormActivity(activity.current, Date.now()), []);

  const restart = useCallback(() => setGeneration((g) => g + 1), []);

  return { recordInteraction, setHoneypot, check, restart, token: () => token.current, honeypot: () => activity.current.honeypot };
}
