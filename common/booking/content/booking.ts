/**
 * Booking a discovery call (issue 26): the picker on the discovery call form, the outcome
 * messages, and the page a parent's manage link opens. Dates and times are formatted with Intl in
 * this module's language (common/booking/format.ts); these are the words around them.
 */
export const bookingCopy = {
  picker: {
    dayLegend: "1. Choose a day",
    /** The month table's caption: "December 2026: choose a day with free times". */
    caption: (month: string) => `${month}: choose a day with free times`,
    previousMonth: "Previous month",
    nextMonth: "Next month",
    /** The accessible name of a day: "Friday, December 4, 5 times available". */
    dayName: (date: string, count: number) =>
      `${date}, ${count === 1 ? "1 time" : `${count} times`} available`,
    noTimesThisMonth: "No free times this month.",
    nextFreeDay: "The next free day is",
    noFreeDays:
      "There are no free times in the coming weeks. Send us a message and we'll find one with you.",
    /** The zone is the business's, named from its setting: "Eastern Time". */
    timesLegend: (date: string, zone: string) => `2. Choose a time on ${date} (${zone})`,
    timesLegendNoDay: "2. Choose a time",
    chooseDayFirst: "Choose a day above to see its times.",
    /** After a time, where the browser's zone differs: "(3:00 PM your time)". */
    yourTime: (time: string) => `(${time} your time)`,
    zoneNote: (zone: string) => `Times are in ${zone}, where we are.`,
    /** Without JavaScript: the parent's zone, chosen (and remembered) to show her own times. */
    zoneLabel: "Your time zone",
    zoneHint: "We'll show the times in your zone too.",
    zoneShow: "Show my times",
    morning: "Morning",
    afternoon: "Afternoon",
    evening: "Evening",
    /** Once a time is chosen, above the details: "Your call: Friday, December 4, 10:00 AM · Change". */
    chosen: "Your call:",
    change: "Change",
    changeLabel: "Change the time",
    detailsHeading: "3. Tell us about your family",
    /** Without JavaScript, under the times: the next step (the details), with the time chosen. */
    continue: "Continue",
  },
  submit: "Book My Discovery Call",
  submitting: "Booking...",
  footnote: "Free 15-minute call · You'll get an email with a calendar invite",
  slotRequired: "Please choose a day and a time for your call.",
  phoneRequired: "Please enter the phone number we should call you on.",
  takenTitle: "That time was just taken",
  takenText: (times: string) =>
    `Someone booked that time a moment ago. The nearest free times are ${times}. Please choose one.`,
  takenNoneText:
    "Someone booked that time a moment ago. Please choose another day.",
  bookedTitle: "Your call is booked!",
  bookedText: (when: string) =>
    `Your free 15-minute call is on ${when}. We've emailed you the details with a calendar invite.`,
  /** Joins the nearest times: "10:15 AM, 10:30 AM or 11:00 AM". */
  or: "or",
  zoneInvalid: "Please choose your time zone from the list.",
  manage: {
    title: "Your discovery call",
    metaTitle: "Your discovery call",
    booked: "Your call is booked.",
    when: "When",
    duration: "15 minutes, free.",
    how: "How",
    callVideo: "By video. Join with this link:",
    callPhone: (phone: string) => `We will phone you at ${phone}.`,
    callPhoneNoNumber: "We will phone you. Please reply to our email with the best number to reach you.",
    addToCalendar: "Add to calendar",
    icsLink: "Apple Calendar or other (.ics)",
    googleLink: "Google Calendar",
    outlookLink: "Outlook.com",
    opensNewTab: "(opens in a new tab)",
    manageHeading: "Need to change it?",
    manageNote: "This page's address is in your email: use it to move or cancel the call up to 24 hours before.",
    withWho: "Booked for",
    reschedule: "Choose another time",
    rescheduleSubmit: "Move my call to this time",
    moved: (when: string) =>
      `Your call is moved to ${when}. We've emailed you an updated invite.`,
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
  /** `firstName` is "" when the name's first word does not read as a name (server/email/compose.server.ts greetingName). */
  greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,"),
  bookedSubject: (when: string) => `Your discovery call is booked: ${when}`,
  booked: (business: string, when: string) =>
    `Your free 15-minute discovery call with ${business} is booked for ${when}.`,
  movedSubject: (when: string) => `Your discovery call has moved: ${when}`,
  moved: (when: string) =>
    `Your discovery call is now on ${when}.`,
  /** What she may do next follows (choose another time, or, under 24 hours before, reply): not promised here. */
  movedByUs: (when: string) =>
    `We had to move your discovery call. It is now on ${when}. We're sorry for the change.`,
  cancelledSubject: (when: string) =>
    `Your discovery call on ${when} is cancelled`,
  cancelled: (when: string) =>
    `Your discovery call on ${when} is cancelled.`,
  cancelledByUs: (when: string) =>
    `We're sorry: we had to cancel your discovery call on ${when}.`,
  ourNote: "A note from us:",
  bookAgain: (link: string) => `You're welcome to book another time: ${link}`,
  reminderSubject: (hours: number, when: string) =>
    `Reminder: your discovery call is ${hours === 1 ? "in 1 hour" : `in ${hours} hours`} (${when})`,
  reminder: (when: string) =>
    `A reminder that your free discovery call is on ${when}.`,
  /** How the call happens (the owner's setting): a video link, or a phone call. */
  callVideo: (url: string) => `The call is by video. Join with this link: ${url}`,
  callPhone: (phone: string) => `We will phone you at ${phone}.`,
  callPhoneNoNumber: "We will phone you. Please reply to this email with the best number to reach you.",
  /** In the HTML part, the video link is the button below (joinLabel), not an address in the sentence. */
  callVideoIntro: "The call is by video.",
  joinLabel: "Join the call",
  invite: "The calendar invite in this email adds the call to your calendar.",
  manage: (link: string) =>
    `To choose another time or cancel (up to 24 hours before the call): ${link}`,
  manageIntro: "To choose another time or cancel (up to 24 hours before the call):",
  manageLabel: "Reschedule or cancel",
  /** Sent when the call is less than 24 hours (and an hour's reading) away: moving and cancelling are no longer offered. */
  changesClosed:
    "The call is less than 24 hours away, so it can no longer be moved or cancelled online. If you can't make it, please reply to this email and let us know.",
  /** Then the link only shows the call: its time, how it happens, "Add to calendar". */
  view: (link: string) => `Your call's page: ${link}`,
  viewLabel: "See your call",
  contact: (address: string) =>
    `Questions? Write to ${address}, or simply reply to this email.`,
  signOff: (business: string) => `Warmly,\nThe ${business} team`,
  why: (business: string) =>
    `You are receiving this email because a discovery call was booked with this address on the ${business} website.`,
  /** The invite's title and text in the parent's calendar. */
  /** The invite's LOCATION when the owner phones the parent (server/booking/invite.server.ts). */
  invitePhoneLocation: "Phone call",
  inviteSummary: (business: string) => `Discovery call with ${business}`,
  /** `linkLine` is `manage(link)`, or `view(link)` once the call can no longer be changed. */
  inviteDescription: (when: string, how: string, linkLine: string) =>
    `Free 15-minute discovery call, ${when}. ${how} ${linkLine}`,
  /** Where the call happens, for a calendar's location field. */
  phoneLocation: "Phone call",
};
