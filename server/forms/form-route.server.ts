import { data, redirect, type AppLoadContext } from "react-router";
import { FORM_RESULT_ID, SENT_PARAM, type FormId } from "#common/forms/common.ts";
import { formValues, single, type FormPageData, type FormValues } from "#common/forms/form-definition.ts";
import { pathInLanguage, requestLanguage } from "#common/languages.ts";
import { formCatalogue } from "./catalogue.server";
import { readForm } from "./read-form.server";

/**
 * What a page with a form needs in its HTML so the form works before (and without) JavaScript:
 * the form token of this second (the same in every copy made in it, see form-token.server.ts),
 * and, on the page a successful send was redirected to (`?sent`), the confirmation. No
 * idempotency key: the hook makes one with JavaScript, and the server derives one without it.
 * Every form page's route declares `query: ["sent"]` and the `form-window` stamp (page-cache-rule.ts).
 */
export function formPageData(form: FormId, request: Request, context: AppLoadContext): FormPageData {
  const sent = new URL(request.url).searchParams.has(SENT_PARAM);
  const { messages } = formCatalogue(requestLanguage(request)).formDefinitions[form];
  return {
    formToken: context.formTokens.issue(form, context.now()),
    confirmation: sent ? { ok: true, title: messages.successTitle, message: messages.successText } : null,
  };
}

/**
 * The action behind every form page: reads the posted form (a native POST without JavaScript, or
 * the hook's fetcher with it) with the one reader, readForm (a body that is not a readable form is
 * a 415 or 400 there; one over the server's limit a 413 before any action), and hands it to the
 * one submission service. A successful send without JavaScript is answered 303 to the page's
 * confirmation (`?sent`); any other answer is the page again, with the outcome and the status it
 * deserves (201, 400 or 429), in the language of the page it came from (/es/connect, or
 * /es/connect.data from the hook, is Spanish).
 */
export async function formAction(form: FormId, request: Request, context: AppLoadContext) {
  const values = formValues(await readForm(request));
  return submitPosted(form, values, request, context);
}

/** The answer to a post that only moves the page: the values to show again. */
export type KeptValues = { kept: FormValues };

/**
 * The action of a form with a booking picker (/discovery-call): as formAction, and one of the
 * form's own buttons that only moves the page (without JavaScript: the picker's months and days,
 * `intent=navigate`; Continue to the details, `intent=continue`) sends nothing, stores nothing
 * and counts no attempt: the page comes back at the button's address with what was typed (the
 * trap field, token and key aside), with `navigateHeaders` (the zone's cookie).
 */
export async function pickerFormAction(
  form: FormId,
  request: Request,
  context: AppLoadContext,
  navigateHeaders: (kept: FormValues, request: Request) => Record<string, string> | undefined,
) {
  const values = formValues(await readForm(request));
  const intent = single(values, "intent");
  if (intent === "navigate" || intent === "continue") {
    const { website: _trap, form_token: _token, idempotency_key: _key, ...kept } = values;
    return data<KeptValues>({ kept }, { headers: navigateHeaders(kept, request) ?? {} });
  }
  return submitPosted(form, values, request, context);
}

async function submitPosted(form: FormId, values: FormValues, request: Request, context: AppLoadContext) {
  const language = requestLanguage(request);
  const outcome = await context.forms.submitForm(form, values, context.clientAddress, language);
  // Sent without JavaScript (no key): Post/Redirect/Get, so a reload or Back cannot send it again.
  if (outcome.ok && single(values, "idempotency_key") === "") {
    // A booked call: its own page, where the parent sees it and can change it (the manage link's page).
    if (outcome.booking) return redirect(`${pathInLanguage(`/booking/${outcome.booking.token}`, language)}?booked`, 303);
    return redirect(`${new URL(request.url).pathname}?${SENT_PARAM}#${FORM_RESULT_ID}`, 303);
  }
  const headers: Record<string, string> = {};
  if (!outcome.ok && outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data(outcome, { status: outcome.ok ? 201 : outcome.status, headers });
}
