/**
 * Booking a discovery call (issue 26): the picker on the discovery call form, the outcome
 * messages, and the page a parent's manage link opens. Dates and times are formatted with Intl in
 * this module's language (app/lib/booking/format.ts); these are the words around them.
 */
export const bookingCopy = {
  picker: {
    dayLegend: "1. Choose a day",
    /** The month table's caption: "December 2026, days with free times". */
    caption: (month: string) => `${month}: days with free times are links`,
    previousMonth: "Previous month",
    nextMonth: "Next month",
    /** The accessible name of a day: "Friday, December 4, 5 times available". */
    dayName: (date: string, count: number) =>
      `${date}, ${count === 1 ? "1 time" : `${count} times`} available`,
    noTimesThisMonth: "No free times this month.",
    nextFreeDay: "The next free day is",
    noFreeDays:
      "There are no free times in the coming weeks. Send us a message and we'll find one with you.",
    timesLegend: (date: string) => `2. Choose a time on ${date} (Eastern Time)`,
    timesLegendNoDay: "2. Choose a time",
    chooseDayFirst: "Choose a day above to see its times.",
    /** After a time, where the browser's zone differs: "(3:00 PM your time)". */
    yourTime: (time: string) => `(${time} your time)`,
    zoneNote: "Times are in Eastern Time (ET), where we are.",
    detailsHeading: "3. Tell us about your family",
  },
  submit: "Book My Discovery Call",
  submitting: "Booking...",
  footnote: "Free 15-minute call · You'll get an email with a calendar invite",
  slotRequired: "Please choose a day and a time for your call.",
  takenTitle: "That time was just taken",
  takenText: (times: string) =>
    `Someone booked that time a moment ago. The nearest free times are ${times}. Please choose one.`,
  takenNoneText:
    "Someone booked that time a moment ago. Please choose another day.",
  bookedTitle: "Your call is booked!",
  bookedText: (when: string) =>
    `Your free discovery call is on ${when} (Eastern Time). We've emailed you the details with a calendar invite.`,
  /** Joins the nearest times: "10:15 AM, 10:30 AM or 11:00 AM". */
  or: "or",
  manage: {
    title: "Your discovery call",
    metaTitle: "Your discovery call",
    booked: "Your call is booked.",
    when: "When",
    duration: "15 minutes, by video. We'll send the link before the call.",
    withWho: "Booked for",
    reschedule: "Choose another time",
    rescheduleSubmit: "Move my call to this time",
    moved: (when: string) =>
      `Your call is moved to ${when} (Eastern Time). We've emailed you an updated invite.`,
    cancelHeading: "Cancel the call",
    cancelIntro:
      "If you can't make it, please cancel so another family can have the time.",
    cancelButton: "Cancel my call",
    confirmCancel:
      "Are you sure? Your call will be cancelled and we'll email you to confirm.",
    confirmCancelButton: "Yes, cancel my call",
    keepButton: "No, keep my call",
    cancelled: "This call is cancelled.",
    cancelledNow:
      "Your call is cancelled. We've emailed you to confirm. You're welcome to book again at any time.",
    bookAgain: "Book another call",
    past: "This call has already taken place.",
    tooLate: (email: string) =>
      `The call is less than 24 hours away, so it can no longer be changed here. Please write to us at ${email} and we'll help.`,
    notFound:
      "This link doesn't open a booking. It may have been replaced by a newer email: please use the link in the latest one we sent.",
    changed:
      "This call was changed in the meantime. Here it is as it stands now.",
    unavailable:
      "Booking is paused at the moment. Please write to us and we'll help.",
  },
};

/** The parent's emails about the call (server only): all in the booking's language. `when` is "Friday, December 4, 2026 at 10:00 AM". */
export const bookingEmails = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  bookedSubject: (when: string) => `Your discovery call is booked: ${when} ET`,
  booked: (business: string, when: string) =>
    `Your free 15-minute discovery call with ${business} is booked for ${when} (Eastern Time).`,
  movedSubject: (when: string) => `Your discovery call has moved: ${when} ET`,
  moved: (when: string) =>
    `Your discovery call is now on ${when} (Eastern Time).`,
  movedByUs: (when: string) =>
    `We had to move your discovery call. It is now on ${when} (Eastern Time). We're sorry for the change; if the new time doesn't suit you, choose another with the link below.`,
  cancelledSubject: (when: string) =>
    `Your discovery call on ${when} is cancelled`,
  cancelled: (when: string) =>
    `Your discovery call on ${when} (Eastern Time) is cancelled.`,
  cancelledByUs: (when: string) =>
    `We're sorry: we had to cancel your discovery call on ${when} (Eastern Time).`,
  ourNote: "A note from us:",
  bookAgain: (link: string) => `You're welcome to book another time: ${link}`,
  reminderSubject: (hours: number, when: string) =>
    `Reminder: your discovery call is ${hours === 1 ? "in 1 hour" : `in ${hours} hours`} (${when} ET)`,
  reminder: (when: string) =>
    `A reminder that your free discovery call is on ${when} (Eastern Time).`,
  videoLink: "We'll send you the video link before the call.",
  invite: "The calendar invite in this email adds the call to your calendar.",
  manage: (link: string) =>
    `To choose another time or cancel (up to 24 hours before the call): ${link}`,
  manageLabel: "Reschedule or cancel",
  contact: (address: string) =>
    `Questions? Write to ${address}, or simply reply to this email.`,
  signOff: (business: string) => `Warmly,\nThe ${business} team`,
  why: (business: string) =>
    `You are receiving this email because a discovery call was booked with this address on the ${business} website.`,
  /** The invite's title and text in the parent's calendar. */
  /** The invite's LOCATION when the owner phones the parent (server/booking/invite.server.ts). */
  invitePhoneLocation: "Phone call",
  inviteSummary: (business: string) => `Discovery call with ${business}`,
  inviteDescription: (link: string) =>
    `Free 15-minute discovery call. We'll send the video link before the call. To reschedule or cancel: ${link}`,
};
