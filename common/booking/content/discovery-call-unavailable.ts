/**
 * The small dialog shown only when the discovery call form's code could not be loaded
 * (app/booking/discovery-call-unavailable.tsx): a module of its own, so that
 * fallback needs nothing from the form's chunk.
 */
export const discoveryCallUnavailable = {
  title: "Book a free 15-minute call",
  description: "The booking form didn't load. Please check your connection and reload the page.",
  /** "You can also write to us at {email} or use the form on our {Connect page}." */
  writeToUs: "You can also write to us at",
  orUseForm: "or use the form on our",
  connectLink: "Connect page",
  end: ".",
  /** The subject of the email the address opens. */
  emailSubject: "Discovery call",
};
