import type { FormStorage } from "./storage";
import { flagFields, ratingFields } from "./feedback-fields";

/** How a feedback submission is stored (the form is ./feedback.ts); plain data, as ./discovery-call.storage.ts says why. */
export const feedbackStorage = {
  table: "feedback_submissions",
  columns: { name: "full_name", email: "email_address", phone: "phone_number", text: "experience_story" },
  search: ["full_name", "email_address", "phone_number", "most_valuable_aspect", "positive_changes_observed", "experience_story", "service_improvements", "other_comments"],
  flags: flagFields,
  lists: ["reading_behavior_improvements"],
  requireToken: false,
  inventory: [
    { id: "feedback.name", columns: ["full_name"], what: "Your name", why: "To know whose feedback it is, and to credit you if you allow a testimonial" },
    { id: "feedback.email", columns: ["email_address"], what: "Your email address", why: "To thank you and to ask before we use your words" },
    { id: "feedback.phone", columns: ["phone_number"], what: "Your phone number, if you give it", why: "To reach you about your feedback if you prefer a call" },
    { id: "feedback.session", columns: ["session_date", "children_ages"], what: "When your session was and your children’s ages", why: "To match your feedback to the service you had" },
    {
      id: "feedback.ratings",
      columns: ratingFields,
      what: "Your ratings of our service",
      why: "To improve our service",
    },
    {
      id: "feedback.answers",
      columns: ["most_valuable_aspect", "reading_behavior_improvements", "diverse_book_collection", "encouraging_reading_discussions", "positive_changes_observed", "experience_story", "service_improvements", "additional_services_interest", "other_comments"],
      what: "Your answers and your story about your family’s reading",
      why: "To improve our service and, only if you allow it, to share your words",
    },
    { id: "feedback.permissions", columns: flagFields, what: "Which uses of your words you allow", why: "So we use your words only as you said we may" },
  ],
} as const satisfies FormStorage;
