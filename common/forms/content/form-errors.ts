// What the server answers when it cannot take a form as sent: the request itself (wrong type, too
// large, unreadable), the anti-bot checks it repeats, and the attempt limit. The server answers in
// the language of the page the form came from (server/forms/catalogue.server.ts); each form's own
// titles and texts (success, validation) live in its module (contact-form.ts and the others).

/** The request could not be read as a form. */
export const requestMessages = {
  /** 415: not a form a browser posts (URL-encoded or multipart). */
  wrongType: "Please send the form from its page.",
  /** 400: a form body that could not be parsed. */
  unreadable: "The form data could not be read. Please refresh the page and try again.",
  /** 413: over the form's size limit. */
  tooLarge: "This submission is too large. Please shorten your message and try again.",
};

/**
 * The spec's anti-bot messages (section 8), word for word: the trap field, and the signed form
 * token's age (issued when the form opened) and signature. Same keys as antiBotMessages in
 * common/forms/anti-bot.ts, which the browser shows.
 */
export const antiBotMessages = {
  bot: "Submission rejected: Bot activity detected",
  tooFast: "Please take a moment to review your submission",
  sessionExpired: "Session expired. Please refresh the page and try again",
  tooFewInteractions: "Please complete the form before submitting",
  idle: "Form session expired. Please refresh and try again",
};

/** The attempt limit's answers (429), word for word as the browser's own limiter shows them. */
export const rateLimitMessages = {
  /** Still blocked: the seconds left. */
  blocked: (seconds: number) => `Too many attempts. Please wait ${seconds} seconds before trying again.`,
  /** The attempt that started the block: the block's length. */
  justBlocked: (minutes: number) => `Too many attempts. Please wait ${minutes} minutes before trying again.`,
};
