import { z } from "zod";

// No compiled validators: zod's probe for `new Function` breaks the site's Content-Security-Policy (as in common/forms/rules.ts).
z.config({ jitless: true });

// The forms' pragmatic email shape (common/forms/rules.ts): something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The checkout page's form (issue 43): one schema for the browser (checked before the post) and
 * the server (the action), and the pure total both compute from the published prices the loader
 * gives (whole dollars), in cents. The order's total is the server's (priceChoice, stored on it).
 */

export const CHECKOUT_MAX_CHILDREN = 6;
export const CHECKOUT_NAME_MAX = 100;

export type CheckoutMessages = { nameRequired: string; nameTooLong: string; emailInvalid: string; children: string };

/** What the form posts: strings, as a browser sends them (`strategy_session` is "on" when ticked, absent otherwise). */
export function checkoutSchema(messages: CheckoutMessages) {
  return z.object({
    parent_name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(CHECKOUT_NAME_MAX, messages.nameTooLong),
    parent_email: z.string({ error: messages.emailInvalid }).trim().toLowerCase().max(254, messages.emailInvalid).regex(emailPattern, messages.emailInvalid),
    children: z
      .string({ error: messages.children })
      .regex(/^[1-6]$/, messages.children)
      .transform(Number),
    strategy_session: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  });
}

export type CheckoutFields = "parent_name" | "parent_email" | "children" | "strategy_session";

/** The first message for each field the schema refused. */
export function checkoutErrors(error: z.ZodError): Partial<Record<CheckoutFields, string>> {
  const errors: Partial<Record<CheckoutFields, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as CheckoutFields | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The published prices a checkout page needs, whole US dollars. */
export type CheckoutPrices = { package: number; additionalChild: number; strategySession: number };

/** The total in cents: the package, each child after the first, and the strategy session if chosen. The server's priceChoice gives the same. */
export function checkoutTotalCents(prices: CheckoutPrices, children: number, strategySession: boolean): number {
  const cents = (dollars: number) => Math.round(dollars * 100);
  return cents(prices.package) + cents(prices.additionalChild) * Math.max(0, children - 1) + (strategySession ? cents(prices.strategySession) : 0);
}

/** "$1,100.00": cents as US dollars, digits grouped as the page's language does. */
export function formatCents(cents: number, tag: string): string {
  return `$${(cents / 100).toLocaleString(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
