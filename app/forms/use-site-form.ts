import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/toaster";
import { localePath } from "#common/content/locale.ts";
import { FORM_RESULT_ID, newIdempotencyKey } from "#common/forms/common.ts";
import { checkForm, formValues, single, validationMessage, type FieldErrors, type FormOnPage, type FormOutcome, type FormPageData } from "#common/forms/form-definition.ts";
import { focusFirstInvalid } from "./form-fields";
import { useAttemptLimit } from "./use-attempt-limit";
import { useFormSession } from "./use-form-session";

export type { FormPageData };

type Options = {
  /** The page's form token, when the page was rendered with one (a dialog has none). */
  page?: FormPageData;
  /** The server's answer to a POST made without JavaScript (the page's action data). */
  pageResult?: FormOutcome;
  /** Whether the form is showing (a closed dialog is not). */
  active?: boolean;
  /** The spec's browser-side anti-bot checks (discovery call): interactions and idle time. */
  antiBot?: boolean;
  /** Values to start with (links may prefill a form). */
  initialValues?: Record<string, string>;
  /** Told of a successful send (a dialog closes when a call was booked: the page goes to it). */
  onSuccess?: (result: Extract<FormOutcome, { ok: true }>) => void;
  /** Told when a send starts and ends (a dialog stays open meanwhile). */
  onSubmittingChange?: (submitting: boolean) => void;
};

/**
 * The one hook behind every form. The form is a real `<form method="post">` to its page's action,
 * so it works before the page hydrates and without JavaScript (the server answers with the page,
 * its messages and the visitor's values). Once hydrated, the same action runs through a fetcher:
 * the attempt limit and the shared checks run first in the browser (loaded at the visitor's first
 * focus, touch or click in the form, or when she sends it before that), the answer comes back as a
 * toast (a booked call: its confirmation page), and a successful send clears the form. Its
 * confirmation also stays above the form (`status`, for FormStatus), in view and focused, until
 * the visitor sends again or closes the dialog it is in: the toast fades, the confirmation does not.
 */
export function useSiteForm(form: FormOnPage, options: Options = {}) {
  const { page, pageResult, active = true, antiBot = false, initialValues, onSuccess, onSubmittingChange } = options;
  const fetcher = useFetcher<FormOutcome>();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const limit = useAttemptLimit();
  const session = useFormSession(form.id, active, page?.formToken);
  // Made on the first send and kept for its retries; a page carries none (the same copy serves everyone).
  const idempotencyKey = useRef("");
  const [errors, setErrors] = useState<FieldErrors>(() => (pageResult && !pageResult.ok ? pageResult.fieldErrors : {}));
  // What has been typed so far, so a form that unmounts (a closed dialog) shows it again when reopened.
  const draft = useRef<Record<string, string>>({});
  const submitting = fetcher.state !== "idle";
  const { messages } = form;
  // The form's checks (zod and its schema) start loading at her first interaction with the form.
  const loadChecks = () => void form.definition.load().catch(() => undefined);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }, []);

  // The server's answer to a send made with JavaScript: its field errors are adopted while
  // rendering (once per answer), the toast and the reset happen in an effect.
  const [answer, setAnswer] = useState<FormOutcome | undefined>(undefined);
  // The last send's confirmation, shown above the form until the next send (issue 42); once she
  // sends here, the server's answer to a send without JavaScript (pageResult) is not shown again.
  const [confirmation, setConfirmation] = useState<FormOutcome | undefined>(undefined);
  const [sentHere, setSentHere] = useState(false);
  if (fetcher.state === "idle" && fetcher.data && fetcher.data !== answer) {
    setAnswer(fetcher.data);
    setErrors(fetcher.data.ok ? {} : fetcher.data.fieldErrors);
    setConfirmation(fetcher.data.ok && !fetcher.data.booking ? fetcher.data : undefined);
  }
  // A closed dialog: she has moved on.
  if (!active && confirmation) setConfirmation(undefined);
  const onAnswer = useEffectEvent((result: FormOutcome) => {
    if (result.ok) {
      // A booked call: the parent's own page, a confirmation that stays (issue 33), as without
      // JavaScript; any other send: the toast.
      if (result.booking) void navigate(localePath(`/booking/${result.booking.token}?booked`));
      else {
        toast.success(result.title, { description: result.message });
        // The confirmation above the form, brought into view: the send button may be far below it on a phone.
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${FORM_RESULT_ID}`)?.focus());
      }
      formRef.current?.reset();
      draft.current = {};
      idempotencyKey.current = newIdempotencyKey();
      limit.reset();
      session.restart();
      onSuccess?.(result);
      return;
    }
    if (result.retryAfterSeconds) limit.blockFor(result.retryAfterSeconds);
    toast.error(result.title, { description: result.message });
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  });
  useEffect(() => {
    if (answer) onAnswer(answer);
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const stop = () => event.preventDefault();
    if (submitting) return stop();
    const definition = form.definition.loaded;
    if (!definition) {
      // Sent before the checks have loaded: once they have, the same send again, through this
      // handler (nothing has been counted or shown yet). Not loaded (offline): the failure message.
      stop();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      form.definition.load().then(
        () => {
          if (element.isConnected) element.requestSubmit(submitter instanceof HTMLElement && element.contains(submitter) ? submitter : null);
        },
        () => toast.error(messages.errorTitle, { description: messages.errorFallback }),
      );
      return;
    }
    // A new send: the last one's confirmation goes (its toast, or this send's errors, follow).
    setConfirmation(undefined);
    setSentHere(true);
    // Count the attempt, validate, check the trap field, then send (spec section 4).
    const blocked = limit.attempt();
    if (blocked) {
      stop();
      toast.error(messages.errorTitle, { description: blocked });
      return;
    }
    const values = formValues(new FormData(element));
    const problems = checkForm(definition, values);
    if (problems) {
      stop();
      const shown = validationMessage(definition, problems);
      toast.error(shown.title, { description: shown.message });
      showErrors(problems);
      return;
    }
    if (antiBot) {
      const problem = session.check(single(values, "website"));
      if (problem) {
        stop();
        toast.error(messages.errorTitle, { description: problem });
        return;
      }
    }
    // The fetcher reads the form after this handler: bring its token and key up to date.
    idempotencyKey.current ||= newIdempotencyKey();
    setHidden(element, "idempotency_key", idempotencyKey.current);
    const token = session.token();
    if (token) setHidden(element, "form_token", token);
  };

  // Editing a field clears its error, and counts as an interaction for the anti-bot checks.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const name = target.name;
    if (name === "website") return;
    loadChecks();
    if (target.type !== "checkbox" && target.type !== "radio") draft.current[name] = target.value;
    session.recordInteraction();
    setErrors((current) => (current[name] ? { ...current, [name]: "" } : current));
  };

  /** The value a field starts with: what the visitor sent when the server sent the page back, or a prefill. */
  const defaultValue = (field: string): string => {
    if (pageResult && !pageResult.ok) return single(pageResult.values, field);
    return draft.current[field] ?? initialValues?.[field] ?? "";
  };
  const defaultValues = (field: string): string[] => {
    const value = pageResult && !pageResult.ok ? pageResult.values[field] : undefined;
    return value === undefined ? [] : typeof value === "string" ? [value] : value;
  };

  useEffect(() => onSubmittingChange?.(submitting), [onSubmittingChange, submitting]);

  return {
    Form: fetcher.Form,
    formProps: {
      ref: formRef,
      method: "post" as const,
      action: form.action,
      onSubmit,
      onChange,
      onFocus: loadChecks,
      onPointerDown: loadChecks,
      noValidate: true,
      // A send changes nothing the page's loaders show (the form keeps its own token and key), and
      // reloading them after a failed send could replace the page and the visitor's answers.
      defaultShouldRevalidate: false,
      "aria-busy": submitting || undefined,
    },
    /** Hidden fields the server checks: the trap field, the signed token and the idempotency key (set on send). */
    meta: { formToken: page?.formToken ?? "" },
    errors,
    /** What FormStatus shows above the form: the confirmation of a send made here, else the server's answer to a send without JavaScript. */
    status: sentHere ? confirmation : pageResult,
    submitting,
    blocked: limit.blocked,
    blockedNotice: limit.blockedNotice,
    defaultValue,
    defaultValues,
  };
}

function setHidden(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

export type SiteForm = ReturnType<typeof useSiteForm>;
