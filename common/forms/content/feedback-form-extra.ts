/**
 * The feedback form's words that its main module (feedback-form.ts) leaves to the component:
 * the sections' numbering for screen readers, the rating scale's title, and the improvement
 * choices as the visitor reads them (keyed by the value the form sends, common/forms/feedback.ts).
 */
export const feedbackFormExtras = {
  /** Before a numbered section's title, for screen readers. */
  sectionOf: (step: number, total: number) => `Section ${step} of ${total}: `,
  ratingScaleTitle: "Rating scale:",
  improvementLabels: {
    "Increased reading frequency": "Increased reading frequency",
    "Better child engagement with books": "Better child engagement with books",
    "Better enjoyment with family values": "Better enjoyment with family values",
    "Increased child interest in reading": "Increased child interest in reading",
    "More encouraging reading discussions": "More encouraging reading discussions",
    "Growth in vocabulary and language skills": "Growth in vocabulary and language skills",
  },
};
