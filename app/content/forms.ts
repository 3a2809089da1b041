import type { FormMessages } from "~/lib/forms/form-definition";
import { feedbackFormCopy } from "./feedback-form";

/**
 * What each form says when it is sent: the spec's messages (section 8) word for word. The server
 * answers with these (on the page without JavaScript, in toasts with it).
 */
export const formMessages = {
  "discovery-call": {
    validationTitle: "Validation Error",
    validationText: "Please fix the errors in the form and try again.",
    successTitle: "Request Sent!",
    successText: "Your discovery call request has been submitted. We'll contact you shortly via email!",
    errorTitle: "Error",
    errorFallback: "Failed to submit request. Please try again.",
  },
  contact: {
    validationTitle: "Validation Error",
    validationText: "Please fix the errors in the form and try again.",
    successTitle: "Message Sent!",
    successText: "Thank you for your message. We'll get back to you within 24 hours.",
    errorTitle: "Error",
    errorFallback: "Failed to send message. Please try again.",
  },
  partnership: {
    validationTitle: "Validation Error",
    validationText: "Please fix the errors in the form and try again.",
    successTitle: "Inquiry Sent!",
    successText: "Partnership inquiry sent successfully! We'll get back to you within 24-48 hours to discuss your literacy program needs.",
    errorTitle: "Error",
    errorFallback: "Failed to send partnership inquiry. Please try again.",
  },
  feedback: {
    validationTitle: feedbackFormCopy.missingTitle,
    validationText: feedbackFormCopy.missingText,
    successTitle: feedbackFormCopy.successTitle,
    successText: feedbackFormCopy.successText,
    errorTitle: feedbackFormCopy.errorTitle,
    errorFallback: feedbackFormCopy.errorText,
  },
} as const satisfies Record<string, FormMessages>;

/** Texts the forms share. */
export const formCopy = {
  /** Shown on a page sent without JavaScript, above the form, when the server found problems. */
  problemsHeading: "Please check the form",
  honeypotLabel: "Leave this field empty",
  optional: "(optional)",
  phoneHint: "US number, for example (555) 234-5678",
};

/** The discovery call form (the dialog and its page). */
export const discoveryCallCopy = {
  eyebrow: "Free · 15 minutes",
  title: "Book Your Free Discovery Call",
  description: "A relaxed 15-minute video call about your child and your family's reading life. Free, and no commitment required.",
  pageIntro:
    "Tell us a little about your child and what you'd like to talk about. We'll reply by email to find a time that suits your family.",
  submit: "Request My Discovery Call",
  submitting: "Sending Request...",
  footnote: "Free 15-minute call · Times in Eastern Time (EST) · We reply by email",
  labels: {
    parentName: "Your name",
    email: "Email",
    phone: "Phone",
    childAge: "Your child's age",
    preferredTime: "Best time for a call",
    hearAboutUs: "How did you hear about us?",
    specificConcerns: "What would you like to talk about?",
  },
  placeholders: {
    childAge: "Choose an age",
    preferredTime: "Any time",
    hearAboutUs: "Choose one",
    specificConcerns: "For example: bedtime reading has become a struggle, or we're looking for books in two languages.",
  },
  concernsHint: "10 to 1000 characters.",
};

/** The contact form on /connect. */
export const contactFormCopy = {
  submitting: "Sending...",
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    childAge: "Your child's age",
    block: "What can we help with?",
    message: "Your message",
    hearAboutUs: "How did you hear about us?",
  },
  placeholders: { childAge: "Choose an age", block: "Choose a topic", hearAboutUs: "Choose one" },
  messageHint: "10 to 3000 characters.",
};

/** The partnership inquiry on /schools. */
export const partnershipFormCopy = {
  formLabel: "Partnership inquiry",
  labels: {
    name: "Your name",
    email: "Work email",
    organization: "School or organization",
    phone: "Phone",
    students_count: "Approximate number of students or families",
    message: "Tell us about your community and what you have in mind",
  },
  messagePlaceholder: "For example: we'd love a family reading night this spring for our K-2 families, many of whom speak Spanish at home.",
  messageHint: "10 to 3000 characters.",
  submitting: "Sending Inquiry...",
};
