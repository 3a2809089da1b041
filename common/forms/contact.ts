import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { inquiryTopicOptions, inquiryTopicValues, submissionMetaShape } from "./common";
import { contactMessages } from "#common/forms/content/contact-form.ts";
import { contactOptionLabels } from "#common/forms/content/contact-options.ts";
import { localePath } from "#common/content/locale.ts";
import { schemaErrors, single, type FormDefinition, type FormValues } from "./form-definition";
import { emailField, isUsPhone, limits, messages, nameField, optionalChoice, requiredChoice, requiredText } from "./rules";

export const contactChildAgeOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: contactOptionLabels.childAge(i + 1),
}));
const contactChildAgeValues = contactChildAgeOptions.map((o) => o.value) as unknown as readonly ["1", ...string[]];

/** The spec leaves these options open: the places families most often tell us they found us. */
const hearAboutUsLabels = contactOptionLabels.hearAboutUs;
export const contactHearAboutUsOptions = [
  { value: "search-engine", label: hearAboutUsLabels["search-engine"] },
  { value: "instagram", label: hearAboutUsLabels.instagram },
  { value: "facebook", label: hearAboutUsLabels.facebook },
  { value: "school-or-library", label: hearAboutUsLabels["school-or-library"] },
  { value: "local-parent-group", label: hearAboutUsLabels["local-parent-group"] },
  { value: "substack", label: hearAboutUsLabels.substack },
  { value: "event", label: hearAboutUsLabels.event },
  { value: "friend", label: hearAboutUsLabels.friend },
  { value: "other", label: hearAboutUsLabels.other },
] as const;
const contactHearAboutUsValues = contactHearAboutUsOptions.map((o) => o.value) as unknown as readonly ["search-engine", ...string[]];

export const contactBlockOptions = inquiryTopicOptions;

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

const blockPrefix = "Block Inquiry: ";
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

/**
 * The site's one translation between a form and its payload (spec section 7): the first and last
 * name joined, the block and the message as "Block Inquiry: {block}\nMessage: {message}"; the
 * other fields are the payload's own.
 */
export function contactPayload(values: FormValues): Record<string, unknown> {
  const field = (name: string) => single(values, name).trim();
  return {
    name: `${field("first_name")} ${field("last_name")}`,
    email: field("email"),
    phone: field("phone"),
    child_age: single(values, "child_age"),
    message: `${blockPrefix}${single(values, "block")}\nMessage: ${field("message")}`,
    hear_about_us: single(values, "hear_about_us"),
  };
}

/** The contact form on /connect (spec sections 3, 5 and 8). */
export const contactForm: FormDefinition = {
  id: "contact",
  action: localePath("/connect"),
  messages: contactMessages,
  fields: { first_name: "", last_name: "", email: "", phone: "", child_age: "", block: "", message: "", hear_about_us: "" },
  schema: contactSchema,
  check: (values) => schemaErrors(contactFormSchema, values),
  toPayload: contactPayload,
  // A payload error (the server's) shows under the field it names; the joined name's under the first name.
  errorField: (field) => (field === "name" ? "first_name" : field),
};
