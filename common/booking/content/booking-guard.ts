/**
 * The booking's limits, as a parent meets them (issue 33, "Abuse"): one upcoming call per email
 * address, a few bookings per connection a day. Never the existing call's time: whoever typed the
 * address may not be the parent who booked it.
 */
export const bookingGuardCopy = {
  addressHasCallTitle: "You already have a call booked",
  addressHasCallText:
    "A discovery call is already booked for this email address, so we didn't book another. We've emailed the link to see, move or cancel it to that address.",
  clientOverCapTitle: "Too many bookings today",
  clientOverCapText: (email: string) =>
    `Several calls were booked from this connection today, so we can't book another one now. Please try again tomorrow, or write to us at ${email}.`,
};

/** The email with the manage link of a call already booked (server only), in the booking's language. */
export const bookingGuardEmails = {
  linkAgainSubject: "The link to your discovery call",
  linkAgain: (when: string) =>
    `Someone (probably you) tried to book another discovery call with this email address. You already have one, on ${when}, so nothing new was booked.`,
  linkAgainIgnore: "If it wasn't you, you can ignore this email: your call stays as it is.",
};
