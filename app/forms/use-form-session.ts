import { useCallback, useEffect, useRef, useState } from "react";
import { checkFormActivity, type FormActivity } from "#common/forms/anti-bot.ts";
import type { FormId } from "#common/forms/common.ts";

/** Tokens live 30 minutes on the server; a form left open is given a fresh one well before that. */
const TOKEN_REFRESH_MS = 20 * 60_000;
/** A new token only replaces the old one once it is older than the server's 2-second minimum. */
const TOKEN_SETTLE_MS = 3_000;

/**
 * Tracks what the anti-bot checks need from the moment a form first opens: the time it opened,
 * field interactions and the last one, plus the signed form token the server issues. Closing
 * and reopening a dialog keeps all of it (the visitor's answers are kept too); `restart()`
 * begins a new session after a successful send.
 */
export function useFormSession(form: FormId, active = true, initialToken = "") {
  const activity = useRef<FormActivity>({ honeypot: "", openedAt: 0, interactions: 0, lastInteractionAt: 0 });
  // A page rendered on the server carries a token issued with it; a dialog fetches its own.
  const token = useRef(initialToken);
  const sessionGeneration = useRef(-1);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!active) return;
    // A new session, or a dialog reopened before anything was typed: the form opens now.
    if (sessionGeneration.current !== generation || activity.current.interactions === 0) {
      const first = sessionGeneration.current === -1;
      sessionGeneration.current = generation;
      const now = Date.now();
      activity.current = { honeypot: "", openedAt: now, interactions: 0, lastInteractionAt: now };
      if (!first) token.current = "";
    }
    const controller = new AbortController();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const fetchToken = () =>
      fetch(`/api/form-token?form=${form}`, { signal: controller.signal, cache: "no-store" })
        .then((res) => (res.ok ? (res.json() as Promise<{ token: string }>) : { token: "" }))
        .then((body) => {
          if (!body.token) return;
          if (!token.current) token.current = body.token;
          else timers.push(setTimeout(() => (token.current = body.token), TOKEN_SETTLE_MS));
        })
        .catch(() => {
          // Offline or aborted: the server asks for a refresh if the token is missing.
        });
    if (!token.current) void fetchToken();
    const refresh = setInterval(fetchToken, TOKEN_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(refresh);
      timers.forEach(clearTimeout);
    };
  }, [form, active, generation]);

  const recordInteraction = useCallback(() => {
    activity.current.interactions += 1;
    activity.current.lastInteractionAt = Date.now();
  }, []);

  /** The spec's anti-bot message for the current state (with the trap field's value), or null when all is well. */
  const check = useCallback((honeypot: string) => checkFormActivity({ ...activity.current, honeypot }, Date.now()), []);

  const restart = useCallback(() => setGeneration((g) => g + 1), []);

  return { recordInteraction, check, restart, token: () => token.current };
}
