/** The events page's words that its main copy (eventsCopy in page-intros.ts) leaves out. */
export const eventsPageExtras = {
  /** After today's date in the calendar, for screen readers. */
  today: "(today)",
  /** The page's error screen (anything but a month outside the calendar, which is a 404). */
  errorText: "We’re sorry: this page didn’t load as it should. Please try again in a moment, or go back to the events page.",
  backLink: "Back to the events page",
};
