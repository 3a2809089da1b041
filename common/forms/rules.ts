import { z } from "zod";

// No compiled validators: zod's probe for `new Function` is a Content-Security-Policy violation
// in the browser (the site forbids eval), and the forms are small enough not to need it.
z.config({ jitless: true });

export { limits, messages } from "./limits";
import { limits, messages } from "./limits";

// Letters (any script, with combining marks), spaces, hyphen, apostrophes (straight and curly) and period.
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
// Pragmatic email shape: something@something.tld, no spaces; the max length is checked separately.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * US-style phone numbers: 10 digits, optionally +1/1 first, with the usual separators
 * "(555) 123-4567", "555-123-4567", "555.123.4567", "+1 555 123 4567"; area code and exchange
 * cannot start with 0 or 1 (NANP).
 */
export function isUsPhone(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false;
  if ((value.match(/\+/g) ?? []).length > 1 || (value.includes("+") && !value.startsWith("+"))) return false;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  else if (value.startsWith("+")) return false;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
}

/** Any value that is not a string (or is missing) fails as "required". */
const text = () => z.string({ error: messages.required });

/** A required string, trimmed, between min and max characters. */
export function requiredText(min: number, max: number) {
  return text()
    .trim()
    .min(1, messages.required)
    .min(min, messages.minLength(min))
    .max(max, messages.maxLength(max));
}

/** An optional string: empty (or absent) skips the other checks and becomes "". */
export function optionalText(max: number) {
  return text().trim().max(max, messages.maxLength(max)).optional().default("");
}

export const nameField = (max: number = limits.nameMax) =>
  requiredText(limits.nameMin, max).regex(namePattern, messages.pattern);

export const emailField = () =>
  text()
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(limits.emailMax, messages.maxLength(limits.emailMax))
    .regex(emailPattern, messages.email);

export const optionalPhoneField = () =>
  text()
    .trim()
    .max(limits.phoneMax, messages.maxLength(limits.phoneMax))
    .refine((value) => value === "" || isUsPhone(value), messages.phone)
    .optional()
    .default("");

/** A required choice from a fixed list; anything else reads as "required" to the visitor. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: messages.required });
}

/** An optional choice: "" or absent means none chosen. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.literal(""), z.enum(values)], { error: messages.pattern })
    .optional()
    .default("");
}

/**
 * Fields every submission carries besides its own: the hidden trap field, the signed form
 * token issued when the form opened, and a per-submission idempotency key.
 */
export const submissionMetaShape = () => ({
  website: z.string().max(500).optional().default(""),
  form_token: z.string().max(500).optional().default(""),
  idempotency_key: z
    .string({ error: "Missing idempotency key" })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "Invalid idempotency key"),
});

export { fieldErrorsFrom, type FieldErrors } from "./form-definition";
