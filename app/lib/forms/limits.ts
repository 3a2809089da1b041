// Kept apart from rules.ts (which builds zod schemas): pages that only need a message or a limit,
// such as the footer's newsletter form on every page, must not pull zod into their JavaScript.

/** The spec's shared validation messages (section 5), word for word. */
export const messages = {
  required: "This field is required",
  minLength: (n: number) => `Must be at least ${n} characters`,
  maxLength: (n: number) => `Must be no more than ${n} characters`,
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  pattern: "Invalid format",
} as const;

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

