import type { FormMessages } from "#common/forms/form-definition.ts";

/** What the partnership inquiry says when it is sent: the spec's messages (section 8) word for word. */
export const partnershipMessages: FormMessages = {
  validationTitle: "Validation Error",
  validationText: "Please fix the errors in the form and try again.",
  successTitle: "Inquiry Sent!",
  successText: "Partnership inquiry sent successfully! We'll get back to you within 24-48 hours to discuss your literacy program needs.",
  errorTitle: "Error",
  errorFallback: "Failed to send partnership inquiry. Please try again.",
};

/** The partnership inquiry on /schools. */
export const partnershipFormCopy = {
  formLabel: "Partnership inquiry",
  labels: {
    contact_name: "Your name",
    email: "Work email",
    organization_name: "School or organization",
    phone: "Phone",
    students_count: "Approximate number of students or families",
    message: "Tell us about your community and what you have in mind",
  },
  messagePlaceholder: "For example: we'd love a family reading night this spring for our K-2 families, many of whom speak Spanish at home.",
  messageHint: "10 to 3000 characters.",
  submitting: "Sending Inquiry...",
  submitLabel: "Send Partnership Inquiry",
  responseNote: "We reply to every partnership inquiry within 24-48 hours.",
  studentsCountHint: "For example: about 250 students, or 40 families",
};
