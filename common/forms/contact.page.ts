import { inquiryTopicOptions } from "./common";
import { contactMessages } from "#common/forms/content/contact-form.ts";
import { contactOptionLabels } from "#common/forms/content/contact-options.ts";
import { localePath } from "#common/content/locale.ts";
import { single, type FormBasics, type FormValues } from "./form-definition";

// What /connect needs of the contact form before the visitor sends it: no zod (its checks are in
// ./contact.ts, loaded at her first interaction with the form).

export const contactChildAgeOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: contactOptionLabels.childAge(i + 1),
}));

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

export const contactBlockOptions = inquiryTopicOptions;

export const blockPrefix = "Block Inquiry: ";

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

export const contactBasics: FormBasics = {
  id: "contact",
  action: localePath("/connect"),
  messages: contactMessages,
  fields: { first_name: "", last_name: "", email: "", phone: "", child_age: "", block: "", message: "", hear_about_us: "" },
  toPayload: contactPayload,
  // A payload error (the server's) shows under the field it names; the joined name's under the first name.
  errorField: (field) => (field === "name" ? "first_name" : field),
};
