/**
 * The words of every email the site sends (English). The server renders them when an email is
 * written to the outbox (server/outbox/compose.server.ts); a Spanish module will have the same
 * type. Every value passed in comes from a visitor or the settings and is escaped by the composer,
 * never here.
 */

export type EmailKind = "discovery-call" | "contact" | "partnership" | "feedback";

export type VisitorConfirmationCopy = {
  subject: (business: string) => string;
  /** The first paragraph after the greeting: what arrived. */
  received: string;
  /** What happens next, in one or two short sentences. */
  next: (details: { preferredTime: string | null }) => string;
};

export type EmailCopy = {
  owner: {
    /** "New discovery call request from Ana P." */
    subject: (kind: EmailKind, shortName: string) => string;
    kindNames: Record<EmailKind, string>;
    /** What the visitor did, after their name: "Ana Pérez asked for a discovery call…". */
    didWhat: Record<EmailKind, string>;
    intro: (kind: EmailKind, name: string) => string;
    received: (time: string, zone: string) => string;
    fieldsHeading: string;
    blank: string;
    open: string;
    replyHint: (name: string) => string;
  };
  visitor: {
    greeting: (name: string) => string;
    kinds: Record<EmailKind, VisitorConfirmationCopy>;
    youSentHeading: string;
    /** Labels of the short summary of what they sent. */
    summary: { preferredTime: string; organization: string; message: string; noPreference: string };
    signOff: (business: string) => string;
    contact: (address: string) => string;
    why: (business: string) => string;
  };
  test: {
    subject: (business: string) => string;
    body: (business: string, time: string) => string;
  };
};

export const emailCopy: EmailCopy = {
  owner: {
    subject: (kind, shortName) => `New ${emailCopy.owner.kindNames[kind]} from ${shortName}`,
    kindNames: {
      "discovery-call": "discovery call request",
      contact: "message",
      partnership: "partnership inquiry",
      feedback: "feedback",
    },
    didWhat: {
      "discovery-call": "asked for a free discovery call",
      contact: "sent a message",
      partnership: "sent a partnership inquiry",
      feedback: "left feedback",
    },
    intro: (kind, name) => `${name} ${emailCopy.owner.didWhat[kind]} through the website.`,
    received: (time, zone) => `Received ${time} (${zone}).`,
    fieldsHeading: "What they sent",
    blank: "(left blank)",
    open: "Open it in the back office",
    replyHint: (name) => `Reply to this email to answer ${name} directly.`,
  },
  visitor: {
    greeting: (name) => `Hello ${name},`,
    kinds: {
      "discovery-call": {
        subject: (business) => `Your free discovery call with ${business}`,
        received: "Thank you for asking for a free 15-minute discovery call. Your request has arrived.",
        next: ({ preferredTime }) =>
          preferredTime
            ? `We will reply within 24 hours to set a time that suits you: you asked for ${preferredTime}.`
            : "We will reply within 24 hours to set a time that suits you.",
      },
      contact: {
        subject: (business) => `We have your message - ${business}`,
        received: "Thank you for your message. It has arrived safely.",
        next: () => "We will get back to you within 24 hours.",
      },
      partnership: {
        subject: (business) => `Your partnership inquiry - ${business}`,
        received: "Thank you for thinking of us for your school or organization. Your inquiry has arrived.",
        next: () => "We will get back to you within 24 to 48 hours to talk about what would help your readers most.",
      },
      feedback: {
        subject: (business) => `Thank you for your feedback - ${business}`,
        received: "Thank you for taking the time to tell us how it went. Your feedback has arrived.",
        next: () => "We read every word. It helps us do better for your family and for others.",
      },
    },
    youSentHeading: "What you sent",
    summary: { preferredTime: "Preferred time", organization: "Organization", message: "Your words", noPreference: "No preference" },
    signOff: (business) => `Warmly,\nThe ${business} team`,
    contact: (address) => `Questions in the meantime? Write to ${address}, or simply reply to this email.`,
    why: (business) => `You are receiving this one email because this address was entered in a form on the ${business} website. If that was not you, you can ignore it.`,
  },
  test: {
    subject: (business) => `Test email from the ${business} website`,
    body: (business, time) => `This is a test email from the ${business} website, sent ${time}. If you can read it, email is set up.`,
  },
};
