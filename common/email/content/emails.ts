/**
 * The words of every email the site sends (English). The server renders them when an email is
 * written to the outbox (server/email/compose.server.ts); a Spanish module will have the same
 * type. Every value passed in comes from a visitor or the settings and is escaped by the composer,
 * never here.
 */

import type { FormId } from "#common/forms/kinds.ts";

/** Each form of the list (common/forms/kinds.ts) has its emails: the compiler names a new form's. */
export type EmailKind = FormId;

export type VisitorConfirmationCopy = {
  subject: (business: string) => string;
  /** The first paragraph after the greeting: what arrived. */
  received: string;
  /** What happens next, in one or two short sentences. */
  next: string;
  /** The form's name after "through": "the contact form". */
  form: string;
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
    open: string;
    replyHint: (name: string) => string;
    /** A discovery call booked for a time (server/booking/emails.server.ts): a call, never a request. */
    bookedCall: {
      /** "Discovery call booked: Ana P., Wednesday, December 2, 2026, 10:00 AM Eastern Time (7:00 AM Pacific Time for the parent)" */
      subject: (shortName: string, when: string) => string;
      intro: (name: string) => string;
      bookedFor: (when: string) => string;
      /** The parent's own zone, by name, among the answers (in place of the payload's "EST"). */
      parentZone: string;
      /** The owner's video link: a button, and the address in the plain text. */
      join: string;
      joinText: (url: string) => string;
      /** The parent's number when the owner phones: a tel: button, and the number in the plain text. */
      phone: (number: string) => string;
    };
  };
  /**
   * The visitor's confirmation goes to whatever address was typed into a form, so it repeats
   * nothing the sender wrote or chose (no name, organization or words): only which form arrived,
   * when, and what happens next (issue 27).
   */
  visitor: {
    greeting: string;
    kinds: Record<EmailKind, VisitorConfirmationCopy>;
    /** "It came through the contact form on November 21, 2026 at 10:00 AM Eastern Time." */
    receivedAt: (form: string, time: string) => string;
    /** Why the email says no more than that. */
    notRepeated: string;
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
    open: "Open it in the back office",
    replyHint: (name) => `Reply to this email to answer ${name} directly.`,
    bookedCall: {
      subject: (shortName, when) => `Discovery call booked: ${shortName}, ${when}`,
      intro: (name) => `${name} booked a free discovery call through the website.`,
      bookedFor: (when) => `Booked for ${when}.`,
      parentZone: "Their time zone",
      join: "Join the call",
      joinText: (url) => `Join the call: ${url}`,
      phone: (number) => `Call them: ${number}`,
    },
  },
  visitor: {
    greeting: "Hello,",
    kinds: {
      "discovery-call": {
        subject: (business) => `Your free discovery call with ${business}`,
        received: "Thank you for asking for a free 15-minute discovery call. Your request has arrived.",
        next: "We will reply within 24 hours to set a time that suits you.",
        form: "the discovery call form",
      },
      contact: {
        subject: (business) => `We have your message - ${business}`,
        received: "Thank you for your message. It has arrived safely.",
        next: "We will get back to you within 24 hours.",
        form: "the contact form",
      },
      partnership: {
        subject: (business) => `Your partnership inquiry - ${business}`,
        received: "Thank you for thinking of us for your school or organization. Your inquiry has arrived.",
        next: "We will get back to you within 24 to 48 hours to talk about what would help your readers most.",
        form: "the partnership form",
      },
      feedback: {
        subject: (business) => `Thank you for your feedback - ${business}`,
        received: "Thank you for taking the time to tell us how it went. Your feedback has arrived.",
        next: "We read every word. It helps us do better for your family and for others.",
        form: "the feedback form",
      },
    },
    receivedAt: (form, time) => `It came through ${form} on ${time}.`,
    notRepeated: "For your privacy, this email does not repeat what was written in the form.",
    signOff: (business) => `Warmly,\nThe ${business} team`,
    contact: (address) => `Questions in the meantime? Write to ${address}, or simply reply to this email.`,
    why: (business) => `You are receiving this one email because this address was entered in a form on the ${business} website. If that was not you, you can ignore it.`,
  },
  test: {
    subject: (business) => `Test email from the ${business} website`,
    body: (business, time) => `This is a test email from the ${business} website, sent ${time}. If you can read it, email is set up.`,
  },
};
