import { data } from "react-router";
import type { z } from "zod";
import { formValues, type FormValues } from "#common/forms/form-definition.ts";
import { fieldErrorsFrom, type FieldErrors } from "#common/forms/rules.ts";
import { requestLanguage } from "#common/languages.ts";
import { formCatalogue } from "./catalogue.server";

/** A form as a browser posts one: URL-encoded or multipart. */
const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The one reader of every page's posted form, public and back office (the form pages' actions,
 * settings, quizzes, the newsletter, a booked call's page, every back-office action). Anything
 * that is not a readable form is answered with a 4xx through the route's error boundary, never a
 * 5xx, in the language of the page it was posted to (common/forms/content/form-errors.ts and its Spanish
 * twin). The body's size is capped for every page POST by the server, the one limit (413,
 * app.server.ts), before any action reads it.
 */
export async function readForm(request: Request): Promise<FormData> {
  const messages = formCatalogue(requestLanguage(request)).formErrors.request;
  if (!formTypes.test(request.headers.get("content-type") ?? "")) throw data(messages.wrongType, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(messages.unreadable, { status: 400 });
  }
}

/** What the back office's one form reader gives an action: the schema's output, or each field's first error and what was sent. */
export type AdminFormRead<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; values: FormValues };

/**
 * The back office's one way to read a form, the public forms' pieces put together: readForm (a
 * 415 or 400 for a body that is not a readable form), the posted fields as FormValues (a field
 * sent twice becomes a list, files are ignored) and a zod schema keyed by the form's own field
 * names (errors worded by the shared rules, common/forms/rules.ts). `values` is what was sent,
 * for the page to show again beside the errors: an action echoes only the fields its page shows,
 * never a password or a code.
 */
export async function readAdminForm<S extends z.ZodType>(request: Request, schema: S): Promise<AdminFormRead<z.output<S>>> {
  const values = formValues(await readForm(request));
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: fieldErrorsFrom(parsed.error), values };
}

