import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { submissionMetaShape } from "./common";
import { feedbackMessages } from "~/content/feedback-form";
import { fieldMessages } from "~/content/form-rules";
import { localePath } from "~/content/locale";
import { checkThroughPayload, many, single, type FormDefinition, type FormValues, type SubmissionMeta } from "./form-definition";
import { limits, messages, optionalText } from "./rules";
import { flagFields, longTextFields, ratingFields } from "./feedback-fields";

/**
 * The spec's five improvement options, and a sixth in their spirit (the source's was garbled).
 * These are the values the form sends and the database keeps, in every language; the words the
 * visitor reads are in app/content/feedback-form-extra.ts.
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

export type FeedbackPayload = z.input<typeof feedbackSchema>;
export type FeedbackSubmission = z.output<typeof feedbackSchema>;

export type FeedbackForm = Omit<
  FeedbackSubmission,
  "website" | "form_token" | "idempotency_key"
>;

export const emptyFeedbackForm: FeedbackForm = {
  full_name: "",
  email_address: "",
  phone_number: "",
  session_date: "",
  children_ages: "",
  overall_satisfaction: null,
  most_valuable_aspect: "",
  quality_deliverables_rating: null,
  book_selections_rating: null,
  book_collection_family_values_rating: null,
  fiction_recommendations_rating: null,
  ongoing_email_support_rating: null,
  reading_behavior_improvements: [],
  diverse_book_collection: "",
  encouraging_reading_discussions: "",
  positive_changes_observed: "",
  experience_story: "",
  website_testimonial_permission: false,
  service_improvements: "",
  additional_services_interest: "",
  other_comments: "",
  permission_use_instructional: false,
  permission_share_with_clients: false,
  permission_share_feedback_social: false,
  permission_testimonial_future_stories: false,
  permission_contact_marketing: false,
};

/** The browser's check before sending: only the two required fields (spec section 5). */
export function missingRequiredFeedback(form: Pick<FeedbackForm, "full_name" | "email_address">): boolean {
  return form.full_name.trim() === "" || form.email_address.trim() === "";
}

const textFields = ["full_name", "email_address", "phone_number", "session_date", "children_ages", ...longTextFields] as const;

/** The posted form as the payload: ratings "1"-"5" (or none), ticked boxes as true, the chosen improvements as a list. */
function toFeedbackPayload(values: FormValues, meta: SubmissionMeta): FeedbackPayload {
  const payload: Record<string, unknown> = { ...meta };
  for (const field of textFields) payload[field] = single(values, field);
  for (const field of ratingFields) {
    const value = single(values, field);
    payload[field] = value === "" ? null : Number(value);
  }
  for (const field of flagFields) payload[field] = single(values, field) !== "";
  payload.reading_behavior_improvements = many(values, "reading_behavior_improvements");
  return payload as FeedbackPayload;
}

const feedbackFieldNames = Object.fromEntries(Object.keys(emptyFeedbackForm).map((field) => [field, field]));
const checkPayload = checkThroughPayload({ toPayload: toFeedbackPayload, payloadSchema: feedbackSchema, fieldNames: feedbackFieldNames });

/** The client feedback form on /feedback: only the full name and email address are required (spec section 5). */
export const feedbackForm: FormDefinition = {
  id: "feedback",
  action: localePath("/feedback"),
  messages: feedbackMessages,
  fields: Object.fromEntries(
    Object.entries(emptyFeedbackForm).map(([field, value]) => [field, Array.isArray(value) ? [] : ""]),
  ) as Record<string, string | string[]>,
  check(values) {
    const form = { full_name: single(values, "full_name"), email_address: single(values, "email_address") };
    if (missingRequiredFeedback(form)) {
      const missing: Record<string, string> = {};
      if (form.full_name.trim() === "") missing.full_name = messages.required;
      if (form.email_address.trim() === "") missing.email_address = messages.required;
      return missing;
    }
    return checkPayload(values);
  },
  validationMessage: (errors) =>
    Object.values(errors).every((message) => message === messages.required)
      ? { title: feedbackMessages.validationTitle, message: feedbackMessages.validationText }
      : { title: feedbackMessages.errorTitle, message: feedbackMessages.errorFallback },
  toPayload: toFeedbackPayload,
  payloadSchema: feedbackSchema,
  fieldNames: feedbackFieldNames,
};
