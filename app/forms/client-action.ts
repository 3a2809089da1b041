import type { FormBasics, FormOutcome } from "#common/forms/form-definition.ts";

/**
 * A form page's clientAction: with JavaScript the hook's fetcher posts to the page's server action
 * through here, so a failed request (offline, a dropped connection) becomes the spec's failure
 * message instead of the page's error screen. The visitor's answers stay in the form, and sending
 * again is safe: the idempotency key is unchanged, so the server stores it at most once.
 */
export function clientFormAction(definition: FormBasics) {
  return async ({ serverAction }: { serverAction: <T>() => Promise<T> }): Promise<FormOutcome> => {
    try {
      return await serverAction<FormOutcome>();
    } catch {
      const { errorTitle, errorFallback } = definition.messages;
      return { ok: false, status: 400, title: errorTitle, message: errorFallback, fieldErrors: {}, values: {} };
    }
  };
}
