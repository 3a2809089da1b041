/** The research page's words that research-studies.ts leaves to its components and routes. */
export const researchExtras = {
  /** Above an open study's title. */
  summaryEyebrow: "Research summary",
  nextStudy: "Next study",
  /** The landmark of the links at the foot of an open study. */
  moreResearch: "More research",
  /** The page's error screen (anything but an unknown study, which is a 404). */
  errorText: "We’re sorry: this page didn’t load as it should. Please try again in a moment, or go back to the research page.",
  backLink: "Back to the research page",
};
