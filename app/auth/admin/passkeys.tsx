import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type FormEvent, type RefObject } from "react";
import { Form } from "react-router";
import { Field, Notice } from "~/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { authAdmin } from "#common/auth/content/admin.ts";
import { browserName } from "#common/auth/browser-name.ts";

/**
 * The browser side of passkeys (server/auth/passkeys.server.ts). Nothing here is in the server's
 * HTML: the controls appear after hydration, and only where the browser has WebAuthn and the
 * page is on the passkeys' origin (config.passkeyOrigin; elsewhere the browser would refuse the
 * relying party). @simplewebauthn/browser is imported when first needed, so it is a chunk of its
 * own that only these back-office pages ever load. Without JavaScript the pages are as before:
 * password and code.
 */

const copy = authAdmin.passkeys;
/** Ask for a new sign-in challenge a little before the one the autofill holds expires (5 minutes). */
const AUTOFILL_REFRESH_MS = 4.5 * 60 * 1000;

const noSubscription = () => () => {};

/** True once hydrated, in a browser with WebAuthn, on the passkeys' origin; false on the server and while hydrating. */
export function usePasskeysAvailable(origin: string): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === "function" && window.location.origin === origin,
    () => false,
  );
}

type OptionsAnswer<T> = { ok: true; options: T } | { ok: false; error: string; message: string };

/** POST /admin/passkeys/options: the options for the browser's prompt, with a new challenge. */
async function fetchOptions<T>(purpose: "sign-in" | "add", fallback: string): Promise<OptionsAnswer<T>> {
  try {
    const response = await fetch("/admin/passkeys/options", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ purpose }),
      credentials: "same-origin",
    });
    const body = (await response.json()) as { options?: T; error?: string; message?: string };
    if (response.ok && body.options) return { ok: true, options: body.options };
    return { ok: false, error: body.error ?? "failed", message: body.message ?? fallback };
  } catch {
    return { ok: false, error: "failed", message: fallback };
  }
}

/** The person closed the prompt, it timed out, or another prompt replaced it. */
function wasCancelled(error: unknown): boolean {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: string } | null)?.code;
  return name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED";
}

/**
 * Signing in with a passkey: the button's prompt, and the browser's autofill of passkeys in the
 * email field (conditional mediation) where the browser offers it. An answer is posted to the
 * sign-in page's action (intent "passkey") through a hidden form of the page (PasskeyAnswerForm),
 * submitted as its other forms are, so the action's redirect or message is handled as theirs are.
 * (A hidden <Form> rather than useSubmit: React Router's shared chunk, which every public page
 * loads, holds only the exports the site uses; a new one would change it for every page.)
 * `restartKey` (the last action's answer) restarts the autofill after a refusal, with a new
 * challenge.
 */
export function usePasskeySignIn(origin: string, restartKey: unknown, enabled: boolean) {
  const available = usePasskeysAvailable(origin) && enabled;
  const form = useRef<HTMLFormElement>(null);
  const [autofill, setAutofill] = useState(false);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  // A new answer from the action replaces the button's last message.
  const [answered, setAnswered] = useState(restartKey);
  if (answered !== restartKey) {
    setAnswered(restartKey);
    setState((current) => ({ ...current, error: null }));
  }

  const post = (answer: unknown) => {
    const target = form.current;
    if (!target) return;
    (target.elements.namedItem("response") as HTMLInputElement).value = JSON.stringify(answer);
    target.requestSubmit();
  };
  const send = useEffectEvent(post);

  useEffect(() => {
    if (!available) return;
    let live = true;
    const check = window.PublicKeyCredential.isConditionalMediationAvailable?.bind(window.PublicKeyCredential);
    if (!check) return;
    check()
      .then((yes) => {
        if (live) setAutofill(yes);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [available]);

  useEffect(() => {
    if (!autofill || !available) return;
    let stopped = false;
    // A fresh challenge before this one expires, for an autofill left waiting.
    const refresh = setTimeout(() => setRound((n) => n + 1), AUTOFILL_REFRESH_MS);
    void (async () => {
      const options = await fetchOptions<PublicKeyCredentialRequestOptionsJSON>("sign-in", copy.signInErrors.failed!);
      if (stopped || !options.ok) return;
      const { startAuthentication } = await import("@simplewebauthn/browser");
      if (stopped) return;
      try {
        const answer = await startAuthentication({ optionsJSON: options.options, useBrowserAutofill: true });
        if (!stopped) send(answer);
      } catch {
        // Cancelled by the button's prompt, a refresh or leaving the page; or refused: the password form stays.
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(refresh);
      void import("@simplewebauthn/browser").then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, [autofill, available, round, restartKey]);

  async function signIn() {
    setState({ busy: true, error: null });
    let error: string | null = null;
    try {
      const options = await fetchOptions<PublicKeyCredentialRequestOptionsJSON>("sign-in", copy.signInErrors.failed!);
      if (!options.ok) {
        error = options.message;
        return;
      }
      const { startAuthentication } = await import("@simplewebauthn/browser");
      post(await startAuthentication({ optionsJSON: options.options }));
    } catch (caught) {
      error = wasCancelled(caught) ? copy.signInErrors.cancelled! : copy.signInErrors.failed!;
    } finally {
      setState({ busy: false, error });
      // The button's prompt replaced the autofill's: offer it again unless this one is signing in.
      if (error) setRound((n) => n + 1);
    }
  }

  return { available, autofill: autofill && available, busy: state.busy, error: state.error, signIn, form };
}

/** The sign-in page's hidden form that carries a passkey's answer to its action. */
export function PasskeyAnswerForm({ form }: { form: RefObject<HTMLFormElement | null> }) {
  return (
    <Form method="post" ref={form} hidden>
      <input type="hidden" name="intent" value="passkey" />
      <input type="hidden" name="response" defaultValue="" />
    </Form>
  );
}

/** The button under the sign-in form, shown only where passkeys work. */
export function PasskeySignInButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <div className="mt-6 flex flex-col gap-4" data-testid="passkey-sign-in">
      <p className="flex items-center gap-3 text-ink-soft" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {copy.or}
        <span className="h-px flex-1 bg-line" />
      </p>
      <Button type="button" variant="outline" onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
        {busy ? copy.signInWorking : copy.signIn}
      </Button>
    </div>
  );
}

/**
 * Adding a passkey on the Account page: a name (a suggestion from the browser's name), then the
 * browser's prompt; its answer is posted to the page's action (intent "add-passkey"). `fresh`:
 * the session began less than 10 minutes ago; otherwise, or when the server says so, it offers
 * to sign in again instead (signing out, then back to this page).
 */
export function AddPasskey({ origin, fresh }: { origin: string; fresh: boolean }) {
  const available = usePasskeysAvailable(origin);
  const [state, setState] = useState<{ busy: boolean; error: string | null; stale: boolean }>({ busy: false, error: null, stale: false });
  if (!available) return null;
  const stale = state.stale || !fresh;

  /**
   * The form is the page's own <Form> (intent "add-passkey"): the first submit is held here while
   * the browser's prompt runs; with its answer in the hidden field, the form is submitted again and
   * goes on to the action as any form of the page does.
   */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const response = form.elements.namedItem("response") as HTMLInputElement;
    if (response.value) return;
    event.preventDefault();
    void add(form, response);
  }

  async function add(form: HTMLFormElement, response: HTMLInputElement) {
    setState({ busy: true, error: null, stale: false });
    let error: string | null = null;
    let nowStale = false;
    try {
      const options = await fetchOptions<PublicKeyCredentialCreationOptionsJSON>("add", copy.errors.failed!);
      if (!options.ok) {
        nowStale = options.error === "stale";
        error = nowStale ? null : options.message;
        return;
      }
      const { startRegistration } = await import("@simplewebauthn/browser");
      response.value = JSON.stringify(await startRegistration({ optionsJSON: options.options }));
      form.requestSubmit();
      // The field is emptied for the next passkey once this one has been sent.
      response.value = "";
    } catch (caught) {
      const code = (caught as { code?: string } | null)?.code;
      error =
        code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" ? copy.errors["already-here"]! : wasCancelled(caught) ? copy.errors.cancelled! : copy.errors.failed!;
    } finally {
      setState({ busy: false, error, stale: nowStale });
    }
  }

  return (
    <section aria-labelledby="add-passkey-heading" className="mt-6 rounded-card border border-line bg-surface p-5" data-testid="add-passkey">
      <h3 id="add-passkey-heading" className="mb-1 text-xl">
        {copy.addTitle}
      </h3>
      {stale ? (
        <>
          <p className="mb-4">{copy.stale}</p>
          <Form method="post" action={`/admin/sign-out?next=${encodeURIComponent("/admin/account")}`}>
            <Button type="submit">{copy.signInAgain}</Button>
          </Form>
        </>
      ) : (
        <>
          <p className="mb-4 text-ink-soft">{copy.addIntro}</p>
          {state.error ? <Notice tone="error">{state.error}</Notice> : null}
          <Form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="add-passkey" />
            <input type="hidden" name="response" defaultValue="" />
            <Field
              label={copy.name}
              name="name"
              hint={copy.nameHint}
              maxLength={60}
              autoComplete="off"
              defaultValue={browserName(navigator.userAgent)}
            />
            <Button type="submit" disabled={state.busy} aria-busy={state.busy || undefined}>
              {state.busy ? copy.adding : copy.add}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
