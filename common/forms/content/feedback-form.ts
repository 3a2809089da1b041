import type { LongTextField, PermissionField, RatingField } from "#common/forms/feedback-fields.ts";

/** A question on the feedback form: its label and, where it helps, a short hint. */
export interface FeedbackQuestion {
  label: string;
  hint?: string;
  placeholder?: string;
}

export type FeedbackTextField = "full_name" | "email_address" | "phone_number" | "session_date" | "children_ages" | LongTextField;

export interface FeedbackSection {
  id: string;
  title: string;
  intro: string;
}

/** The six sections of the Design Your Library feedback form, in order. */
export const feedbackSections = {
  aboutYou: {
    id: "about-you",
    title: "About You",
    intro: "So we know whose kind words these are. Only your name and email are required.",
  },
  overall: {
    id: "overall-experience",
    title: "Your Overall Experience",
    intro: "The big picture first: how did working with us feel for your family?",
  },
  ratings: {
    id: "rating-our-services",
    title: "Rating Our Services",
    intro: "Rate each part of your Design Your Library service. There are no wrong answers.",
  },
  home: {
    id: "changes-at-home",
    title: "Changes at Home",
    intro: "Small shifts count. Tell us what you've noticed since your books arrived.",
  },
  story: {
    id: "your-story",
    title: "Your Story",
    intro: "Your words help other families picture what reading together could look like for them.",
  },
  ahead: {
    id: "looking-ahead",
    title: "Looking Ahead",
    intro: "Help us shape what we offer next.",
  },
} satisfies Record<string, FeedbackSection>;

export const feedbackQuestions: Record<FeedbackTextField, FeedbackQuestion> = {
  full_name: { label: "Full name" },
  email_address: { label: "Email address" },
  phone_number: { label: "Phone number" },
  session_date: { label: "Date of your session", hint: "MM/DD/YYYY, for example 03/14/2025", placeholder: "MM/DD/YYYY" },
  children_ages: { label: "Your children's ages", hint: "For example: 4 and 7" },
  most_valuable_aspect: {
    label: "What was the most valuable part of working with us?",
    placeholder: "For example: the shelf audit, the books themselves, or simply having a plan.",
  },
  diverse_book_collection: {
    label: "How has a more diverse book collection changed your child's reading?",
    hint: "Think of books where your child saw themselves, or met someone new.",
  },
  encouraging_reading_discussions: {
    label: "Have the new books sparked conversations at home? Tell us about one.",
  },
  positive_changes_observed: {
    label: "What other positive changes have you noticed in your child or your family?",
  },
  experience_story: {
    label: "In your own words, what was your experience with us like?",
    hint: "A few sentences is plenty. What was reading like before, and what is it like now?",
  },
  service_improvements: {
    label: "How could we make our services even better for families like yours?",
  },
  additional_services_interest: {
    label: "Are there other services or resources you'd love us to offer?",
    placeholder: "For example: reading coaching sessions, book clubs, or lists in another language.",
  },
  other_comments: { label: "Anything else you'd like to share with us?" },
};

export const ratingQuestions: Record<RatingField, string> = {
  overall_satisfaction: "Overall, how satisfied are you with your Design Your Library experience?",
  quality_deliverables_rating: "The quality of your deliverables: shelf audit, curated book list and follow-up",
  book_selections_rating: "How well the book selections fit your child's age, interests and reading level",
  book_collection_family_values_rating: "How well your new book collection reflects your family's values",
  fiction_recommendations_rating: "Our fiction recommendations",
  ongoing_email_support_rating: "Our ongoing email support",
};

/** What each point on the 1 to 5 scale means, shown once per section and read out with each choice. */
export const ratingScale = [
  { value: 1, meaning: "Poor" },
  { value: 2, meaning: "Fair" },
  { value: 3, meaning: "Good" },
  { value: 4, meaning: "Very good" },
  { value: 5, meaning: "Excellent" },
] as const;

export const readingImprovementsQuestion = {
  label: "Which changes have you noticed since your session?",
  hint: "Choose all that apply.",
};

export const testimonialPermissionLabel = "Yes, you may share my story as a testimonial on your website.";

/** The usage-permissions block: five consent checkboxes, in the spec's order. */
export const usagePermissions = {
  title: "How We May Use Your Feedback",
  intro:
    "Tick only what you're comfortable with. Leave a box empty and we won't use your words that way. You can change your mind at any time by emailing us.",
  labels: {
    permission_use_instructional: "You may use my feedback as a testimonial, including in workshops and teaching materials.",
    permission_share_with_clients: "You may share my family's results with prospective clients, without our last name.",
    permission_share_feedback_social: "You may share my feedback on social media.",
    permission_testimonial_future_stories: "You may feature our story in future case studies.",
    permission_contact_marketing: "You may contact me about using photos of our reading space in marketing materials.",
  } satisfies Record<PermissionField, string>,
};

export const feedbackFormCopy = {
  formLabel: "Client feedback",
  requiredNote: "Fields marked with * are required.",
  requiredMessage: "This field is required",
  submit: "Submit Feedback",
  submitting: "Submitting Feedback...",
  privacyNote: "We use your answers only to improve our service and, where you allow it, as described above.",
  missingTitle: "Missing Required Fields",
  missingText: "Please fill in required fields (Full Name and Email Address).",
  successTitle: "Feedback Submitted",
  successText: "Thank you for your feedback! Your response has been submitted successfully.",
  errorTitle: "Submission Error",
  errorText: "There was an error submitting your feedback. Please try again.",
};

/** What the feedback form says when it is sent: the spec's messages (section 8) word for word. */
export const feedbackMessages = {
  validationTitle: feedbackFormCopy.missingTitle,
  validationText: feedbackFormCopy.missingText,
  successTitle: feedbackFormCopy.successTitle,
  successText: feedbackFormCopy.successText,
  errorTitle: feedbackFormCopy.errorTitle,
  errorFallback: feedbackFormCopy.errorText,
};
