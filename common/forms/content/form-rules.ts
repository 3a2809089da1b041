/**
 * The forms' field checks, as the visitor reads them under a field (common/forms/limits.ts and
 * rules.ts). The browser and the server show the same words: the server checks a Spanish page's
 * form with the Spanish twin of this module (common/forms/registry.ts).
 */

/** The spec's shared validation messages (section 5), word for word. */
export const validationMessages = {
  required: "This field is required",
  minLength: (n: number) => `Must be at least ${n} characters`,
  maxLength: (n: number) => `Must be no more than ${n} characters`,
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  pattern: "Invalid format",
};

/** Checks of single fields beyond the shared ones (the feedback form's ratings and choices, fixed fields). */
export const fieldMessages = {
  /** A rating outside 1 to 5. */
  ratingRange: "Choose a rating from 1 to 5",
  /** A yes-or-no field (a checkbox) sent as something else. */
  trueOrFalse: "Must be true or false",
  /** A choice that is not one of the listed options. */
  listedOption: "Choose from the listed options",
  /** The same option chosen twice. */
  optionOnce: "Each option can be chosen once",
  /** A field that must be left empty. */
  mustBeEmpty: "Must be empty",
};
