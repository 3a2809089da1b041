import { data, type AppLoadContext } from "react-router";
import type { FormId } from "#app/lib/forms/common.ts";
import { formValues, type FormOutcome } from "#app/lib/forms/form-definition.ts";
import { formCatalogue, requestLanguage } from "./catalogue.server";
import { isFormRequest } from "./read-form.server";
import { FEEDBACK_MAX_BODY_BYTES, MAX_BODY_BYTES } from "./submit-route.server";

/** What a page with a form needs in its HTML so the form works before (and without) JavaScript. */
export type FormPageData = { formToken: string; idempotencyKey: string };

/** A fresh signed token (the form opens now) and a fresh idempotency key, rendered into the page. */
export function formPageData(form: FormId, context: AppLoadContext): FormPageData {
  return { formToken: context.formTokens.issue(form, context.now()), idempotencyKey: context.newIdempotencyKey() };
}

/**
 * The action behind every form page: reads the posted form (a native POST without JavaScript, or
 * the hook's fetcher with it) and hands it to the one submission service. The answer is the
 * page again, with the outcome and the status it deserves (201, 400, 413, 415 or 429), in the
 * language of the page it came from (/es/connect, or /es/connect.data from the hook, is Spanish).
 */
export async function formAction(form: FormId, request: Request, context: AppLoadContext) {
  const language = requestLanguage(request);
  const { formDefinitions, formErrors } = formCatalogue(language);
  const definition = formDefinitions[form];
  const fail = (status: 400 | 413 | 415, message: string) =>
    data<FormOutcome>(
      { ok: false, status, title: definition.messages.errorTitle, message, fieldErrors: {}, values: {} },
      // A body cut off unread must not hold up the next request on the same connection.
      { status, headers: status === 413 ? { Connection: "close" } : {} },
    );
  if (!isFormRequest(request)) return fail(415, formErrors.request.wrongType);
  const limit = form === "feedback" ? FEEDBACK_MAX_BODY_BYTES : MAX_BODY_BYTES;
  const body = await readLimited(request, limit);
  if (body === null) return fail(413, formErrors.request.tooLarge);
  let values;
  try {
    values = formValues(await new Response(body, { headers: { "Content-Type": request.headers.get("content-type")! } }).formData());
  } catch {
    return fail(400, formErrors.request.unreadable);
  }
  const outcome = await context.forms.submitForm(form, values, context.clientAddress, language);
  const headers: Record<string, string> = {};
  if (!outcome.ok && outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data(outcome, { status: outcome.ok ? 201 : outcome.status, headers });
}

/** The request body, or null when it is longer than `limit` bytes (read no further than that). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
