import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { inquiryTopicOptions, inquiryTopicValues, submissionMetaShape } from "./common";
import { contactMessages } from "~/content/contact-form";
import { contactOptionLabels } from "~/content/contact-options";
import { localePath } from "~/content/locale";
import { checkWithSchema, single, type FormDefinition, type FormValues } from "./form-definition";
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

/** The contact form as the visitor fills it in; the page marks every field but hearAboutUs required. */
export const contactFormSchema = lazySchema(() =>
  z.object({
    firstName: nameField(),
    lastName: nameField(),
    email: emailField(),
    phone: requiredPhoneField(),
    childAge: requiredChoice(contactChildAgeValues),
    block: requiredChoice(inquiryTopicValues),
    message: requiredText(limits.messageMin, limits.messageMax),
    hearAboutUs: optionalChoice(contactHearAboutUsValues),
  }),
);

export type ContactForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  childAge: string;
  block: string;
  message: string;
  hearAboutUs: string;
};

export const emptyContactForm: ContactForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  childAge: "",
  block: "",
  message: "",
  hearAboutUs: "",
};

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

export type ContactPayload = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

export function contactMessage(block: string, message: string): string {
  return `${blockPrefix}${block}\nMessage: ${message.trim()}`;
}

export function toContactPayload(
  form: ContactForm,
  meta: { website: string; form_token: string; idempotency_key: string },
): ContactPayload {
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    email: form.email.trim().toLowerCase(),
    phone: form.phone.trim(),
    child_age: form.childAge,
    message: contactMessage(form.block, form.message),
    hear_about_us: form.hearAboutUs,
    ...meta,
  };
}

/** Server field -> form field, for errors the server finds. */
export const contactFieldNames: Record<string, keyof ContactForm> = {
  name: "firstName",
  email: "email",
  phone: "phone",
  child_age: "childAge",
  message: "message",
  hear_about_us: "hearAboutUs",
};

function contactFormFrom(values: FormValues): ContactForm {
  const form = { ...emptyContactForm };
  for (const field of Object.keys(form) as (keyof ContactForm)[]) form[field] = single(values, field);
  return form;
}

/** The contact form on /connect (spec sections 3, 5 and 8). */
export const contactForm: FormDefinition = {
  id: "contact",
  action: localePath("/connect"),
  messages: contactMessages,
  fields: emptyContactForm,
  check: checkWithSchema(contactFormSchema),
  toPayload: (values, meta) => toContactPayload(contactFormFrom(values), meta),
  payloadSchema: contactSchema,
  fieldNames: contactFieldNames,
};
