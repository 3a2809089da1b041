import { data } from "react-router";
import { z } from "zod";
import { adminCopy } from "#common/content/admin.ts";
import { messages, requiredText } from "#common/forms/rules.ts";
import { outboxStatuses } from "#common/email/outbox.ts";
import { authenticationResponseSchema, PASSKEY_NAME_MAX, registrationResponseSchema } from "./passkeys.server";
import { MAX_PASSWORD_LENGTH } from "./passwords.server";

/**
 * The back office's forms as its actions read them (readAdminForm in
 * server/forms/read-form.server.ts): the fields every form shares, and the schemas of the forms
 * whose feature modules have none of their own (sign-in, setup, account, users, outbox). The
 * inbox, testimonials and events forms live beside their features and use the same fields.
 * Checks that need the database (a taken email, a right password) stay in the services.
 */

/** A text field as posted, untouched ("" when left out); a field sent twice is refused. */
export const postedText = (max?: number) => {
  const text = z.string({ error: messages.required });
  return (max === undefined ? text : text.max(max, messages.maxLength(max))).default("");
};

/** The largest id the databases' integer id columns hold (PostgreSQL's `integer`): a larger one is an error there, not a miss. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id as the back office sends it (a path segment, a hidden field): a positive integer the id columns can hold, or null. */
export function recordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}

/** A record's id as a form field (see recordId). */
export const recordIdField = () =>
  z.string({ error: messages.required }).transform((value, ctx) => {
    const id = recordId(value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message: messages.pattern });
      return z.NEVER;
    }
    return id;
  });

/**
 * A form that no page of the back office sends (no intent, an unknown one, a hidden field
 * changed): a 400 with a way back, through the back office's error screen.
 */
export function badForm(): never {
  throw data(adminCopy.errors.badForm, { status: 400 });
}

/** The longest answer from a browser's passkey prompt a form carries (as JSON text; a real one is 1-3 KB). */
const PASSKEY_ANSWER_MAX = 64 * 1024;

/**
 * A field holding a passkey prompt's answer as JSON text (what @simplewebauthn/browser returns,
 * stringified): text that is not JSON, or JSON of another shape, is a field error, so the
 * action answers 400 with a message, never a 5xx.
 */
function passkeyAnswer<S extends z.ZodType>(schema: S) {
  return z
    .string({ error: messages.required })
    .max(PASSKEY_ANSWER_MAX, messages.maxLength(PASSKEY_ANSWER_MAX))
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: messages.pattern });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** The longest code either sign-in step or setup reads (a 6-digit code, a recovery code with its dashes). */
const CODE_MAX = 64;

/** Sign-in: the password step, then the code step (a 6-digit code or a recovery code). */
export const signInForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("password"),
    email: requiredText(1, 254),
    // Not trimmed: a password is checked as typed. No account has a longer one (passwords.server.ts).
    password: z.string({ error: messages.required }).min(1, messages.required).max(MAX_PASSWORD_LENGTH, messages.maxLength(MAX_PASSWORD_LENGTH)),
  }),
  z.object({ intent: z.literal("code"), code: requiredText(1, CODE_MAX) }),
  // A passkey's answer (only with JavaScript): a whole sign-in.
  z.object({ intent: z.literal("passkey"), response: passkeyAnswer(authenticationResponseSchema) }),
]);

/**
 * Setup by link: the details (their checks, worded by code, are startSetup's: the command line
 * shares them), then the first code from the authenticator (a wrong or empty one is completeSetup's).
 */
export const setupForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("details"),
    name: postedText(1000),
    email: postedText(1000),
    password: postedText(1000),
    confirm: postedText(1000),
  }),
  z.object({ intent: z.literal("confirm"), code: postedText(CODE_MAX) }),
]);

/**
 * Account: sign out everywhere (the same form as the new sign-in email's link, which needs no session); add a passkey (its name, which may be left empty, and the
 * browser's answer; only with JavaScript), rename or remove one (plain forms).
 */
export const accountForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sign-out-everywhere") }),
  z.object({ intent: z.literal("add-passkey"), name: postedText(PASSKEY_NAME_MAX), response: passkeyAnswer(registrationResponseSchema) }),
  z.object({ intent: z.literal("rename-passkey"), passkeyId: recordIdField(), name: requiredText(1, PASSKEY_NAME_MAX) }),
  z.object({ intent: z.literal("remove-passkey"), passkeyId: recordIdField() }),
]);

/** The passkey options endpoint's JSON body (app/auth/admin/passkey-options.ts). */
export const passkeyOptionsRequest = z.object({ purpose: z.enum(["sign-in", "add"]) });

/** Users (owner only): invite an assistant by email (checked by inviteUser), reset or remove someone. */
export const usersForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: postedText(1000) }),
  z.object({ intent: z.enum(["reset", "remove"]), userId: recordIdField() }),
]);

/** Outbox: retry or cancel one email; `status` is the list's filter, kept on the way back. */
export const outboxForm = z.object({
  intent: z.enum(["retry", "cancel"]),
  id: recordIdField(),
  status: z.enum(outboxStatuses).optional().catch(undefined),
});
