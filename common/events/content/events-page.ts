/** The events page's words (app/events/). */
export const eventsCopy = {
  intro: {
    eyebrow: "Events",
    title: "Upcoming Family Reading Events",
    intro:
      "Join us for story-filled gatherings that celebrate books, languages and cultures. Choose an event on the calendar to see the details.",
  },
  newsletterLabel: "Subscribe to Newsletter",
  newTabNote: "(opens in a new tab)",
  calendarLabel: "Event calendar",
  previousMonthLabel: "Previous month",
  nextMonthLabel: "Next month",
  listHeading: "All Events",
  listIntro: "Every event in full, easy to read on a phone or with a screen reader.",
  upcomingHeading: "Upcoming",
  upcomingEmpty: "New events are on their way. Subscribe to our newsletter to hear about them first.",
  pastHeading: "Past events",
  typeLabel: "Type",
  dateLabel: "Date",
  timeLabel: "Time",
  locationLabel: "Location",
  ticketsLabel: "Get Tickets",
  addToCalendarLabel: "Add to calendar",
  closeLabel: "Close",
  /** After today's date in the calendar, for screen readers. */
  today: "(today)",
  /** The page's error screen (anything but a month outside the calendar, which is a 404). */
  errorText: "We’re sorry: this page didn’t load as it should. Please try again in a moment, or go back to the events page.",
  backLink: "Back to the events page",
};
