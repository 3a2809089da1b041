/**
 * The feedback form's field names by kind: what the form sends, the API takes and the database
 * keeps, in every language. The copy (common/forms/content/feedback-form.ts) words each one; the form's
 * rules (feedback.ts) read them.
 */
export const ratingFields = [
  "overall_satisfaction",
  "quality_deliverables_rating",
  "book_selections_rating",
  "book_collection_family_values_rating",
  "fiction_recommendations_rating",
  "ongoing_email_support_rating",
] as const;
export type RatingField = (typeof ratingFields)[number];

export const permissionFields = [
  "permission_use_instructional",
  "permission_share_with_clients",
  "permission_share_feedback_social",
  "permission_testimonial_future_stories",
  "permission_contact_marketing",
] as const;
export type PermissionField = (typeof permissionFields)[number];

/** The yes/no answers: the testimonial permission and the others (stored as 1 or 0). */
export const flagFields = ["website_testimonial_permission", ...permissionFields] as const;

export const longTextFields = [
  "most_valuable_aspect",
  "diverse_book_collection",
  "encouraging_reading_discussions",
  "positive_changes_observed",
  "experience_story",
  "service_improvements",
  "additional_services_interest",
  "other_comments",
] as const;
export type LongTextField = (typeof longTextFields)[number];
