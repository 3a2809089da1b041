import type { FormMessages } from "#common/forms/form-definition.ts";

/** What the contact form says when it is sent: the spec's messages (section 8) word for word. */
export const contactMessages: FormMessages = {
  validationTitle: "Validation Error",
  validationText: "Please fix the errors in the form and try again.",
  successTitle: "Message Sent!",
  successText: "Thank you for your message. We'll get back to you within 24 hours.",
  errorTitle: "Error",
  errorFallback: "Failed to send message. Please try again.",
};

/** The contact form on /connect. */
export const contactFormCopy = {
  submitting: "Sending...",
  submitLabel: "Send Message",
  labels: {
    first_name: "First name",
    last_name: "Last name",
    email: "Email",
    phone: "Phone",
    child_age: "Your child's age",
    block: "What can we help with?",
    message: "Your message",
    hear_about_us: "How did you hear about us?",
  },
  placeholders: { child_age: "Choose an age", block: "Choose a topic", hear_about_us: "Choose one" },
  messageHint: "10 to 3000 characters.",
};
