import { bookingCopy, bookingEmails } from "./booking.ts";

/**
 * The words of a bought session's booking (issue 43): the same page and emails as the discovery
 * call's (common/booking/content/booking.ts), with the session named as the family bought it
 * ("Live demonstration", 90 minutes) instead of the free call. Cancelling or moving follows the
 * terms: up to 24 hours before; later, the session counts as used.
 */

/** The emails of a session's booking: the discovery call's, with the session's name and length. */
export function sessionEmails(name: string, minutes: number): typeof bookingEmails {
  return {
    ...bookingEmails,
    bookedSubject: (when) => `Your session is booked: ${name}, ${when}`,
    booked: (business, when) => `Your ${minutes}-minute session with ${business}, ${name}, is booked for ${when}.`,
    movedSubject: (when) => `Your session has moved: ${name}, ${when}`,
    moved: (when) => `Your session, ${name}, is now on ${when}.`,
    movedByUs: (when) => `We had to move your session, ${name}. It is now on ${when}. We're sorry for the change.`,
    cancelledSubject: (when) => `Your session on ${when} is cancelled`,
    cancelled: (when) => `Your session, ${name}, on ${when} is cancelled.`,
    cancelledByUs: (when) => `We're sorry: we had to cancel your session, ${name}, on ${when}.`,
    bookAgain: (link) => `The session is yours to book again, at another time, from your package page: ${link}`,
    reminderSubject: (hours, when) => `Reminder: your session is ${hours === 1 ? "in 1 hour" : `in ${hours} hours`} (${when})`,
    reminder: (when) => `A reminder that your session, ${name}, is on ${when}.`,
    callVideo: (url) => `The session is by video. Join with this link: ${url}`,
    callVideoIntro: "The session is by video.",
    joinLabel: "Join the session",
    invite: "The calendar invite in this email adds the session to your calendar.",
    manage: (link) => `To choose another time or cancel (up to 24 hours before the session): ${link}`,
    manageIntro: "To choose another time or cancel (up to 24 hours before the session):",
    changesClosed:
      "The session is less than 24 hours away, so it can no longer be moved or cancelled online, and it counts as used under our terms. If something has come up, please reply to this email.",
    view: (link) => `Your session's page: ${link}`,
    viewLabel: "See your session",
    why: (business) => `You are receiving this email because a session of a package bought with this address was booked on the ${business} website.`,
    inviteSummary: (business) => `${name} with ${business}`,
    inviteDescription: (when, how, linkLine) => `${name}, ${minutes} minutes, ${when}. ${how} ${linkLine}`,
  };
}

/** The page of a booked session: the manage page's words, with the session's. */
export function sessionManage(name: string, minutes: number): typeof bookingCopy.manage {
  return {
    ...bookingCopy.manage,
    title: name,
    metaTitle: "Your session",
    booked: "Your session is booked.",
    duration: `${minutes} minutes, part of your package.`,
    manageNote: "Move or cancel the session here up to 24 hours before it. Cancelled in time, it is yours to book again.",
    nowOn: (when) => `Your session is now on ${when}.`,
    confirmMoveHeading: "Move your session?",
    backToCall: "Back to your session",
    rescheduleSubmit: "Move my session to this time",
    moved: (when) => `Your session is moved to ${when}. We've emailed you an updated invite.`,
    cancelHeading: "Cancel the session",
    cancelIntro: "Cancelled at least 24 hours before, the session is yours to book again at another time.",
    cancelButton: "Cancel my session",
    confirmCancel: "Are you sure? Your session will be cancelled and we'll email you to confirm. You can book it again from your package page.",
    confirmCancelButton: "Yes, cancel my session",
    keepButton: "No, keep my session",
    cancelled: "This session is cancelled.",
    cancelledNow: "Your session is cancelled. We've emailed you to confirm. It is yours to book again from your package page.",
    bookAgain: "Back to your package",
    past: "This session has already taken place.",
    tooLate: (email) =>
      `The session is less than 24 hours away, so it can no longer be changed here, and under our terms it counts as used. If something has come up, please write to us at ${email}.`,
    changed: "This session was changed in the meantime. Here it is as it stands now.",
  };
}

/** The page where a family books one of her sessions (/order/<token>/session/<n>). */
export const sessionBookingCopy = {
  metaTitle: "Choose a time for your session",
  heading: (name: string) => `Choose a time: ${name}`,
  length: (minutes: number) => `${minutes} minutes, part of your package.`,
  confirmHeading: "Book this time?",
  confirmSubmit: "Book my session",
  otherTime: "Choose another time",
  backToOrder: "Back to your package",
  bookedTitle: "Your session is booked!",
  bookedText: (when: string) => `Your session is on ${when}. We've emailed you the details with a calendar invite.`,
  notBookable: "This session can't be booked from here: it is booked already, or your package is not paid.",
  unavailable: "Booking is paused at the moment. Please write to us and we'll find a time together.",
  taken: "That time was just taken. Please choose another.",
  slotRequired: "Please choose a time.",
  refunded: "This session was refunded, so it can no longer be booked. To talk about it, reply to our last email.",
};
