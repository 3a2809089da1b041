import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { fieldMessages } from "#common/forms/content/form-rules.ts";
import { single, type FormDefinition } from "./form-definition";
import { feedbackBasics, readingImprovementOptions } from "./feedback.page";
import { limits, messages, optionalText, submissionMetaShape } from "./rules";

export { readingImprovementOptions } from "./feedback.page";

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

/** The client feedback form on /feedback: only the full name and email address are required (spec section 5). */
export const feedbackForm: FormDefinition = {
  ...feedbackBasics,
  schema: feedbackSchema,
  // The two required fields first: when one is missing, only that is said.
  check(values) {
    const missing: Record<string, string> = {};
    for (const field of ["full_name", "email_address"]) if (single(values, field).trim() === "") missing[field] = messages.required;
    return Object.keys(missing).length > 0 ? missing : null;
  },
};
