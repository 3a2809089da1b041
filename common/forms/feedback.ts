import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { submissionMetaShape } from "./common";
import { feedbackMessages } from "#common/forms/content/feedback-form.ts";
import { fieldMessages } from "#common/forms/content/form-rules.ts";
import { localePath } from "#common/content/locale.ts";
import { many, single, type FormDefinition, type FormValues } from "./form-definition";
import { limits, messages, optionalText } from "./rules";
import { flagFields, longTextFields, ratingFields } from "./feedback-fields";

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

/**
 * The payload of POST /api/submit-feedback: the whole feedback object (spec section 3). Only
 * the full name and email address are required, with no format check beyond length.
 */
export const feedbackSchema = lazySchema(() => {
  const rating = z
    .union([z.null(), z.int({ error: fieldMessages.ratingRange }).min(1, fieldMessages.ratingRange).max(5, fieldMessages.ratingRange)])
    .optional()
    .default(null);
  const flag = z.boolean({ error: fieldMessages.trueOrFalse }).optional().default(false);
  const longText = optionalText(limits.freeTextMax);
  return z.strictObject({
    full_name: z.string({ error: messages.required }).trim().min(1, messages.required).max(limits.shortTextMax, messages.maxLength(limits.shortTextMax)),
    email_address: z
      .string({ error: messages.required })
      .trim()
      .toLowerCase()
      .min(1, messages.required)
      .max(limits.emailMax, messages.maxLength(limits.emailMax)),
    phone_number: optionalText(30),
    session_date: optionalText(20),
    children_ages: optionalText(100),
    overall_satisfaction: rating,
    most_valuable_aspect: longText,
    quality_deliverables_rating: rating,
    book_selections_rating: rating,
    book_collection_family_values_rating: rating,
    fiction_recommendations_rating: rating,
    ongoing_email_support_rating: rating,
    reading_behavior_improvements: z
      .array(z.enum(readingImprovementOptions, { error: fieldMessages.listedOption }), { error: fieldMessages.listedOption })
      .max(readingImprovementOptions.length)
      .refine((list) => new Set(list).size === list.length, fieldMessages.optionOnce)
      .optional()
      .default([]),
    diverse_book_collection: longText,
    encouraging_reading_discussions: longText,
    positive_changes_observed: longText,
    experience_story: longText,
    website_testimonial_permission: flag,
    service_improvements: longText,
    additional_services_interest: longText,
    other_comments: longText,
    permission_use_instructional: flag,
    permission_share_with_clients: flag,
    permission_share_feedback_social: flag,
    permission_testimonial_future_stories: flag,
    permission_contact_marketing: flag,
    ...submissionMetaShape(),
  });
});

const textFields = ["full_name", "email_address", "phone_number", "session_date", "children_ages", ...longTextFields] as const;

/** The form's fields, named as the payload (the whole feedback object, spec section 3): its empty values. */
const fields: Record<string, string | string[]> = Object.fromEntries([
  ...textFields.map((field) => [field, ""]),
  ...ratingFields.map((field) => [field, ""]),
  ...flagFields.map((field) => [field, ""]),
  ["reading_behavior_improvements", []],
]);

/** The posted form as the payload's types: ratings "1"-"5" (or none) as numbers, ticked boxes as true, the chosen improvements as a list. */
function toFeedbackPayload(values: FormValues): Record<string, unknown> {
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

/** The client feedback form on /feedback: only the full name and email address are required (spec section 5). */
export const feedbackForm: FormDefinition = {
  id: "feedback",
  action: localePath("/feedback"),
  messages: feedbackMessages,
  fields,
  schema: feedbackSchema,
  // The two required fields first: when one is missing, only that is said.
  check(values) {
    const missing: Record<string, string> = {};
    for (const field of ["full_name", "email_address"]) if (single(values, field).trim() === "") missing[field] = messages.required;
    return Object.keys(missing).length > 0 ? missing : null;
  },
  toPayload: toFeedbackPayload,
  validationMessage: (errors) =>
    Object.values(errors).every((message) => message === messages.required)
      ? { title: feedbackMessages.validationTitle, message: feedbackMessages.validationText }
      : { title: feedbackMessages.errorTitle, message: feedbackMessages.errorFallback },
};
