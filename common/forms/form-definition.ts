import type { z } from "zod";
import type { FormId } from "./common";

/** Each field's first problem, keyed by the field's name. */
export type FieldErrors = Record<string, string>;

/**
 * The first message for each field, keyed by its top-level name. Here rather than in rules.ts
 * (which builds zod schemas) so that a page's form code reaches no zod until its checks load.
 */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_form");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

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
 * What a page needs of a form to show it and send it: no zod. Its fields are named as the spec's
 * payload (section 7), so what it posts is the payload. The contact form alone composes its
 * payload from its fields (first and last name, the block), and says where the payload's errors
 * belong; the feedback form's payload is its fields typed (ratings as numbers, boxes as true or false).
 */
export type FormBasics = {
  id: FormId;
  /** The page whose action receives the form (a native POST, or the hook's fetcher). */
  action: string;
  messages: FormMessages;
  /** The form's fields and their empty values. */
  fields: Record<string, string | string[]>;
  /** The payload of what was posted, when it is not the fields' values as they are (contact: joined; feedback: typed). */
  toPayload?(values: FormValues): Record<string, unknown>;
  /** The field a payload error shows under, when it is not the field of its name (contact: the name's, under the first name). */
  errorField?(payloadField: string): string;
  /** The title and text for failed checks, when they are not the form's validation messages. */
  validationMessage?(errors: FieldErrors): { title: string; message: string };
};

/**
 * One form, described once for the browser and the server: its basics and its checks. One zod
 * schema checks the payload, in the browser and on the server (and the JSON API).
 */
export type FormDefinition = FormBasics & {
  /** The payload schema (spec section 7): what the server and the JSON API accept. */
  schema: z.ZodType;
  /** The form's own checks, before the payload's (errors keyed by its fields); null: on to the payload's. */
  check?(values: FormValues): FieldErrors | null;
};

/** A form's whole definition, loaded when first asked for and kept: `loaded` is it once the load has ended. */
export type LazyDefinition = { load(): Promise<FormDefinition>; readonly loaded: FormDefinition | undefined };

/**
 * A form as its page holds it: the basics, and the definition with its checks (zod and the form's
 * schema, about 22 KiB of a page's JavaScript, compressed) loaded at the visitor's first
 * interaction with the form rather than with the page: nothing is checked before she sends it.
 */
export type FormOnPage = FormBasics & { definition: LazyDefinition };

/** `import()` of a form's definition, made once (a failed load is tried again at the next call). */
export function lazyDefinition(load: () => Promise<FormDefinition>): LazyDefinition {
  let pending: Promise<FormDefinition> | undefined;
  let loaded: FormDefinition | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (definition) => (loaded = definition),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}

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

/** The payload of a posted form, with its meta fields: its fields' values as posted (a field sent more than once, as a list), unless the form composes it. */
export function payloadOf(definition: FormBasics, values: FormValues, meta: SubmissionMeta): Record<string, unknown> {
  if (definition.toPayload) return { ...definition.toPayload(values), ...meta };
  const payload: Record<string, unknown> = {};
  for (const [field, empty] of Object.entries(definition.fields)) {
    if (values[field] !== undefined) payload[field] = Array.isArray(empty) ? many(values, field) : single(values, field);
  }
  return { ...payload, ...meta };
}

/** Payload errors as the form shows them: under the field each names (or the form's errorField), first message per field, none on a field the form lacks. */
export function formErrorsOf(definition: FormBasics, errors: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = definition.errorField?.(key) ?? key;
    if (field in definition.fields && !placed[field]) placed[field] = message;
  }
  return placed;
}

/** The form's checks on what was filled in, keyed by its fields: its own, then the payload schema's; null when it may be sent. */
export function checkForm(definition: FormDefinition, values: FormValues): FieldErrors | null {
  const own = definition.check?.(values);
  if (own) return own;
  // The meta fields are checked by the server; a well-formed key keeps them out of the way here.
  const parsed = definition.schema.safeParse(payloadOf(definition, values, { website: "", form_token: "", idempotency_key: "0000000000000000" }));
  return parsed.success ? null : formErrorsOf(definition, fieldErrorsFrom(parsed.error));
}

/** The errors of a value checked against a schema keyed by the form's fields; null when none. */
export function schemaErrors(schema: z.ZodType, value: unknown): FieldErrors | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : fieldErrorsFrom(parsed.error);
}

/** The title and text to show when the form's checks fail. */
export function validationMessage(definition: FormBasics, errors: FieldErrors): { title: string; message: string } {
  return definition.validationMessage?.(errors) ?? { title: definition.messages.validationTitle, message: definition.messages.validationText };
}
