// Kept apart from rules.ts (which builds zod schemas): pages that only need a message or a limit,
// such as the footer's newsletter form on every page, must not pull zod into their JavaScript.
import { validationMessages } from "#common/forms/content/form-rules.ts";

/** The spec's shared validation messages (section 5), in the page's language (common/forms/content/form-rules.ts). */
export const messages = validationMessages;

export const limits = {
  emailMax: 254,
  phoneMax: 20,
  nameMin: 2,
  nameMax: 100,
  messageMin: 10,
  messageMax: 3000,
  organizationMin: 2,
  organizationMax: 200,
  concernsMin: 10,
  concernsMax: 1000,
  /** Free-text answers the spec leaves unbounded still get a ceiling, so one field can't fill the database. */
  freeTextMax: 5000,
  shortTextMax: 200,
} as const;

