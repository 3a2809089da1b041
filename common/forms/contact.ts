import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { inquiryTopicValues } from "./common";
import { blockPrefix, contactBasics, contactChildAgeOptions, contactHearAboutUsOptions } from "./contact.page";
import { schemaErrors, type FormDefinition } from "./form-definition";
import { emailField, isUsPhone, limits, messages, nameField, optionalChoice, requiredChoice, requiredText, submissionMetaShape } from "./rules";

// The contact form's checks: the server's, and the page's once loaded (./contact.page.ts).
export { contactBlockOptions, contactChildAgeOptions, contactHearAboutUsOptions, contactPayload } from "./contact.page";

const contactChildAgeValues = contactChildAgeOptions.map((o) => o.value) as unknown as readonly ["1", ...string[]];
const contactHearAboutUsValues = contactHearAboutUsOptions.map((o) => o.value) as unknown as readonly ["search-engine", ...string[]];

export const requiredPhoneField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(limits.phoneMax, messages.maxLength(limits.phoneMax))
    .refine(isUsPhone, messages.phone);

/** The contact form as the visitor fills it in (spec section 3); the page marks every field but hear_about_us required. */
export const contactFormSchema = lazySchema(() =>
  z.object({
    first_name: nameField(),
    last_name: nameField(),
    email: emailField(),
    phone: requiredPhoneField(),
    child_age: requiredChoice(contactChildAgeValues),
    block: requiredChoice(inquiryTopicValues),
    message: requiredText(limits.messageMin, limits.messageMax),
    hear_about_us: optionalChoice(contactHearAboutUsValues),
  }),
);

/** Longest "Block Inquiry: {block}\nMessage: " header, so the server allows the full 3000-character message. */
const headerAllowance = blockPrefix.length + Math.max(...inquiryTopicValues.map((v) => v.length)) + "\nMessage: ".length;

/** The payload of POST /api/submit-contact (spec section 7). */
export const contactSchema = lazySchema(() =>
  z.strictObject({
    name: nameField(limits.nameMax * 2 + 1),
    email: emailField(),
    phone: requiredPhoneField(),
    child_age: requiredChoice(contactChildAgeValues),
    message: requiredText(limits.messageMin, limits.messageMax + headerAllowance),
    hear_about_us: optionalChoice(contactHearAboutUsValues),
    ...submissionMetaShape(),
  }),
);

/** The contact form on /connect (spec sections 3, 5 and 8). */
export const contactForm: FormDefinition = {
  ...contactBasics,
  schema: contactSchema,
  check: (values) => schemaErrors(contactFormSchema, values),
};
