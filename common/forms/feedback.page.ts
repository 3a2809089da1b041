import { feedbackMessages } from "#common/forms/content/feedback-form.ts";
import { localePath } from "#common/content/locale.ts";
import { many, single, type FormBasics, type FormValues } from "./form-definition";
import { messages } from "./limits";
import { flagFields, longTextFields, ratingFields } from "./feedback-fields";

// What /feedback needs of the feedback form before the visitor sends it: no zod (its checks are in
// ./feedback.ts, loaded at her first interaction with the form).

/**
 * The spec's five improvement options, and a sixth in their spirit (the source's was garbled).
 * These are the values the form sends and the database keeps, in every language; the words the
 * visitor reads are in common/forms/content/feedback-form-extra.ts.
 */
export const readingImprovementOptions = [
  "Increased reading frequency",
  "Better child engagement with books",
  "Better enjoyment with family values",
  "Increased child interest in reading",
  "More encouraging reading discussions",
  "Growth in vocabulary and language skills",
] as const;

const textFields = ["full_name", "email_address", "phone_number", "session_date", "children_ages", ...longTextFields] as const;

/** The form's fields, named as the payload (the whole feedback object, spec section 3): its empty values. */
const fields: Record<string, string | string[]> = Object.fromEntries([
  ...textFields.map((field) => [field, ""]),
  ...ratingFields.map((field) => [field, ""]),
  ...flagFields.map((field) => [field, ""]),
  ["reading_behavior_improvements", []],
]);

/** The posted form as the payload's types: ratings "1"-"5" (or none) as numbers, ticked boxes as true, the chosen improvements as a list. */
export function toFeedbackPayload(values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of textFields) payload[field] = single(values, field);
  for (const field of ratingFields) {
    const value = single(values, field);
    payload[field] = value === "" ? null : Number(value);
  }
  for (const field of flagFields) payload[field] = single(values, field) !== "";
  payload.reading_behavior_improvements = many(values, "reading_behavior_improvements");
  return payload;
}

export const feedbackBasics: FormBasics = {
  id: "feedback",
  action: localePath("/feedback"),
  messages: feedbackMessages,
  fields,
  toPayload: toFeedbackPayload,
  validationMessage: (errors) =>
    Object.values(errors).every((message) => message === messages.required)
      ? { title: feedbackMessages.validationTitle, message: feedbackMessages.validationText }
      : { title: feedbackMessages.errorTitle, message: feedbackMessages.errorFallback },
};
