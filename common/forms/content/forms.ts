// Texts every form shares. Each form's own copy and messages live in its own module
// (discovery-call.ts, contact-form.ts, partnership-form.ts, feedback-form.ts), so a page ships only its form's words.

/** Texts the forms share. */
export const formCopy = {
  /** Shown on a page sent without JavaScript, above the form, when the server found problems. */
  problemsHeading: "Please check the form",
  honeypotLabel: "Leave this field empty",
  optional: "(optional)",
  phoneHint: "US number, for example (555) 234-5678",
  /** Next to each form's submit button: the privacy notice's section for that form. */
  privacyLink: { label: "How we use this", to: "/privacy" },
};
