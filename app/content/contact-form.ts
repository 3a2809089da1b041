import type { FormMessages } from "~/lib/forms/form-definition";

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
