import type { FormMessages } from "#common/forms/form-definition.ts";

/** What the discovery call form says when it is sent: the spec's messages (section 8) word for word. */
export const discoveryCallMessages: FormMessages = {
  validationTitle: "Validation Error",
  validationText: "Please fix the errors in the form and try again.",
  successTitle: "Request Sent!",
  successText: "Your discovery call request has been submitted. We'll contact you shortly via email!",
  errorTitle: "Error",
  errorFallback: "Failed to submit request. Please try again.",
};

/** The discovery call form (the dialog and its page). */
export const discoveryCallCopy = {
  eyebrow: "Free · 15 minutes",
  title: "Book a free 15-minute call",
  description: "A relaxed 15-minute call about your child and your family's reading life. Free, and no commitment required.",
  pageIntro:
    "Tell us a little about your child and what you'd like to talk about. We'll reply by email to find a time that suits your family.",
  /** Once the owner has set her hours, the parent books a time herself (issue 33). */
  pageIntroBooking: "Choose a time that suits you, then tell us a little about your child. The time is yours at once.",
  submit: "Request My Discovery Call",
  submitting: "Sending Request...",
  footnote: "Free 15-minute call · We reply by email",
  labels: {
    parent_name: "Your name",
    parent_email: "Email",
    parent_phone: "Phone",
    child_age: "Your child's age",
    preferred_time: "Best time for a call",
    hear_about_us: "How did you hear about us?",
    challenges: "What would you like to talk about?",
  },
  placeholders: {
    child_age: "Choose an age",
    preferred_time: "Any time",
    hear_about_us: "Choose one",
    challenges: "For example: bedtime reading has become a struggle, or we're looking for books in two languages.",
  },
  loadingTimes: "Loading the free times…",
  concernsHint: "10 to 1000 characters.",
  /** The question when the owner does not require it (issue 42). */
  concernsHintOptional: "Up to 1000 characters.",
};
