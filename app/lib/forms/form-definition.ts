import type { z } from "zod";
import type { FormId } from "./common";
import { fieldErrorsFrom, type FieldErrors } from "./rules";

/** What a form posts: each field's value, or every value of a field sent more than once (checkboxes). */
export type FormValues = Record<string, string | string[]>;

/** The fields every form carries besides its own (see submissionMetaShape). */
export type SubmissionMeta = { website: string; form_token: string; idempotency_key: string };

/** The visitor-facing texts of one form's outcome (spec section 8). */
export type FormMessages = {
  validationTitle: string;
  validationText: string;
  successTitle: string;
  successText: string;
  errorTitle: string;
  errorFallback: string;
};

/**
 * What a form page's loader renders into the page (server/forms/form-route.server.ts): the form
 * token of the second the copy was made in, and the confirmation on the page a send without
 * JavaScript was redirected to.
 */
export type FormPageData = { formToken: string; confirmation: FormOutcome | null };

/** The server's answer to one submission, for the page (no JavaScript) and the hook (with it). */
export type FormOutcome =
  | {
      ok: true;
      /** The stored row (absent on the confirmation page a send without JavaScript is redirected to). */
      id?: number;
      title: string;
      message: string;
      /** A discovery call booked at a time: the parent's manage link's token (the page without JavaScript goes there). */
      booking?: { token: string; start: number };
    }
  | {
      ok: false;
      /** 409: the discovery call's time was just taken, or its email address already has an upcoming call; 429: too many attempts or bookings. */
      status: 400 | 409 | 413 | 415 | 429;
      title: string;
      message: string;
      /** Keyed by the form's own field names. */
      fieldErrors: FieldErrors;
      /** What the visitor sent, so a page rendered without JavaScript keeps it. Never the trap field. */
      values: FormValues;
      /** Set with a 429: how long the server refuses this form. */
      retryAfterSeconds?: number;
    };

/**
 * One form, described once for the browser and the server: how to check what the visitor filled
 * in (errors keyed by the form's own fields), how to turn it into the spec's payload (section 7)
 * and where the payload's errors belong on the form.
 */
export type FormDefinition = {
  id: FormId;
  /** The page whose action receives the form (a native POST, or the hook's fetcher). */
  action: string;
  messages: FormMessages;
  /** The form's fields and their empty values. */
  fields: Record<string, string | string[]>;
  /** Field-level checks on what was filled in; null when the form may be sent. */
  check(values: FormValues): FieldErrors | null;
  /** The title and text for failed checks, when they are not the form's validation messages. */
  validationMessage?(errors: FieldErrors): { title: string; message: string };
  toPayload(values: FormValues, meta: SubmissionMeta): Record<string, unknown>;
  /** The payload schema the server (and the JSON API) validate against. */
  payloadSchema: z.ZodType;
  /** Payload field -> form field. */
  fieldNames: Record<string, string>;
};

/** A field's single value ("" when absent or sent as a list). */
export function single(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

/** Every value of a field (checkbox groups). */
export function many(values: FormValues, name: string): string[] {
  const value = values[name];
  return value === undefined ? [] : typeof value === "string" ? [value] : value;
}

/** FormData (or URLSearchParams) as FormValues: repeated names become lists, files are ignored. */
export function formValues(data: FormData | URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const [name, value] of data.entries()) {
    if (typeof value !== "string") continue;
    const current = values[name];
    values[name] = current === undefined ? value : typeof current === "string" ? [current, value] : [...current, value];
  }
  return values;
}

/** The meta fields a posted form carries. */
export function metaFrom(values: FormValues): SubmissionMeta {
  return { website: single(values, "website"), form_token: single(values, "form_token"), idempotency_key: single(values, "idempotency_key") };
}

/** Maps the payload's field errors to the form's fields (the first message per field wins). */
export function mapFieldErrors(errors: FieldErrors, names: Record<string, string>): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = names[key];
    if (field && !mapped[field]) mapped[field] = message;
  }
  return mapped;
}

/** A check for forms whose fields map one-to-one onto the payload: the payload schema's errors, moved to the form's fields. */
export function checkThroughPayload(definition: Pick<FormDefinition, "toPayload" | "payloadSchema" | "fieldNames">) {
  return (values: FormValues): FieldErrors | null => {
    // The meta fields are checked by the server; a well-formed key keeps them out of the way here.
    const parsed = definition.payloadSchema.safeParse(
      definition.toPayload(values, { website: "", form_token: "", idempotency_key: "0000000000000000" }),
    );
    if (parsed.success) return null;
    return mapFieldErrors(fieldErrorsFrom(parsed.error), definition.fieldNames);
  };
}

/** A check on a schema keyed by the form's own field names. */
export function checkWithSchema(schema: z.ZodType) {
  return (values: FormValues): FieldErrors | null => {
    const parsed = schema.safeParse(values);
    return parsed.success ? null : fieldErrorsFrom(parsed.error);
  };
}

/** The title and text to show when the form's checks fail. */
export function validationMessage(definition: FormDefinition, errors: FieldErrors): { title: string; message: string } {
  return definition.validationMessage?.(errors) ?? { title: definition.messages.validationTitle, message: definition.messages.validationText };
}
