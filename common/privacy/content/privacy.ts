// The privacy notice's words (/privacy). What each form collects, why and for how long is not
// written here: common/privacy/privacy-notice.ts builds it from the data inventory
// (common/privacy/inventory.ts), whose plain words are the English ones below (`dataWords`).
import { business, type BusinessDetails } from "#common/business.ts";
import { personalData, requestAnswerDays, retentionRules, type PersonalDataId, type RetentionKey } from "#common/privacy/inventory.ts";
import type { CtaLink, PageIntro } from "#common/content/types.ts";

export const privacyPage: PageIntro = {
  eyebrow: "Your privacy",
  title: "How we care for your information",
  intro:
    "You trust us with details about your family. This page says, in plain words, what we keep, why, who sees it, for how long, and how to have it deleted.",
};

export const privacyLastChangedLabel = "Last changed";
export const privacyContentsLabel = "On this page";

/** What the inventory's entries say, by entry: the English words are the inventory's own. */
export const dataWords = /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ personalData.map((entry) => [entry.id, { what: entry.what, why: entry.why }])) as Record<
  PersonalDataId,
  { what: string; why: string }
>;

/** The two headings over what is kept: by form, then everything else. */
export const dataHeadings = {
  forms: { id: "what-forms-keep", title: "What each form keeps, and why" },
  others: { id: "what-else", title: "What else we keep" },
};

/** The labels of one kept item on the page. */
export const itemLabels = { why: "Why", kept: "How long we keep it" };

/** One sentence per retention rule, given the rule's numbers from the inventory. */
export const retentionWords: { [Key in RetentionKey]: (rule: (typeof retentionRules)[Key]) => string } = {
  submissions: (rule) => `${rule.months} months after we last worked on it, unless we agreed to keep it longer; then it is deleted.`,
  bookings: () => "As long as the call request it belongs to.",
  notes: () => "As long as the message or request they are about.",
  "email-bodies": (rule) => `An email's words, who it went to and its subject are deleted ${rule.days} days after it was sent; only its kind and whether it arrived stay.`,
  "failed-emails": (rule) => `An email that could not be delivered is deleted after ${rule.days} days.`,
  sessions: () => "Deleted once it has expired or been used.",
  attempts: () => "Deleted once the waiting time is over, usually within minutes.",
  audit: (rule) => `${rule.months} months; network addresses in it are shortened after ${rule.addressDays} days.`,
  accounts: () => "Until the owner removes the account.",
  testimonials: () => "While it is published, or until you ask us to take it down.",
  orders: (rule) => `${rule.years} years after the order, as the business's accounts must be kept.`,
};

/** Where data comes from, as the page's sections name them (the sections for other sources follow the forms). */
export const formSections = [
  {
    id: "discovery-call",
    title: "The free discovery call",
    intro: "When you book a free 15-minute call, we keep:",
  },
  {
    id: "contact",
    title: "The contact form",
    intro: "When you send us a message, we keep:",
  },
  {
    id: "partnership",
    title: "The partnership inquiry (schools, libraries and nonprofits)",
    intro: "When you ask about a program for your organization, we keep:",
  },
  {
    id: "feedback",
    title: "The feedback form",
    intro: "When you share feedback after working with us, we keep:",
  },
];

export const otherSections = [
  {
    id: "orders",
    title: "Ordering a package",
    intro:
      "When you order a package, you pay on the page of Stripe, our payment provider: Stripe receives your name, email address and card details to take the payment, and keeps them under its own privacy policy (stripe.com/privacy). We never see your card number. We keep:",
  },
  {
    id: "emails",
    title: "Emails and calendar invites",
    intro:
      "When you send a form, we email you a short confirmation and tell the owner. When you book a call, you get a calendar invite and reminders. The site writes each email before sending it, so we keep:",
  },
  {
    id: "notes",
    title: "Our notes",
    intro: "The owner and her assistants may write short notes on your message or call, such as “called back on Tuesday”. We keep:",
  },
  {
    id: "testimonials",
    title: "Testimonials",
    intro: "Only when you allow it on the feedback form, and only after the owner approves it, we may publish:",
  },
  {
    id: "security",
    title: "Keeping the forms safe",
    intro: "To stop spam and password guessing, we keep for a short time:",
  },
  {
    id: "back-office",
    title: "Our own team",
    intro: "For the owner and her assistants, who sign in to read your messages, we keep:",
  },
];

export const newsletterSection = {
  id: "newsletter",
  title: "The newsletter",
  paragraphs: (newsletterHost: string) => [
    `The newsletter sign-up on this site does not store your email address. When you click “Subscribe”, your browser opens our newsletter platform’s page (${newsletterHost}) with your address filled in, and you subscribe there. The platform’s own privacy policy applies to what you give it.`,
  ],
};

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
  /** Paragraphs after the bullets. */
  after?: string[];
}

/** The sections that follow what each form collects. */
/** The sections, with the business details as published now. */
export const privacySections = (details: BusinessDetails): PrivacySection[] => [
  {
    id: "where",
    title: "Where it is kept",
    paragraphs: [
      `Everything you send is stored in ${business.name}’s own database, on the server that runs this website. We do not copy it into other tools, mailing lists or advertising services, and we never sell it or share it for advertising.`,
      "Emails travel through our email provider to reach you, like any email.",
      "When you pay for a package, Stripe, our payment provider, receives what it needs to take the payment (see “Ordering a package” above).",
    ],
  },
  {
    id: "who",
    title: "Who sees it",
    paragraphs: [
      `${details.founderName}, who owns ${business.name}, and the assistants she adds to the back office. Each of them signs in with a password and a one-time code. Nobody else can read your messages.`,
      "If the owner connects her own calendar app to the site’s private calendar feed, booked calls (a parent’s name, the child’s age range and what you would like help with) appear in her calendar.",
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    paragraphs: [
      "This site has no trackers, no advertising and no analytics cookies. We count visits to each page without cookies and without keeping anything about you: just the page, the day and the website a visit came from.",
      "There are only three kinds of cookies:",
    ],
    bullets: [
      "Your family preferences, only if you choose them on the “Personalize This Site” page: they pick the home page’s picture, stay in your browser for a year, and are never stored on our server.",
      "Your time zone, only if you pick one when you book a discovery call: it shows you the free times in your zone when you come back, and stays in your browser for a year.",
      "The back office’s cookies, for the owner and her assistants only: one keeps them signed in, and one remembers a browser they signed in from, so that a sign-in from a new browser is announced to them by email.",
    ],
    after: ["The quizzes keep your result in this browser tab only, so a reload shows it again; it is never sent to us."],
  },
  {
    id: "third-parties",
    title: "Other companies",
    paragraphs: [
      "Pages on this site load nothing from other companies, with three exceptions that only happen when you click:",
    ],
    bullets: [
      `Subscribing to the newsletter opens our newsletter platform (${new URL(details.newsletterUrl).host}).`,
      "A research video plays from YouTube’s privacy-enhanced player (youtube-nocookie.com) only after you press play; until then you see a picture from our own site.",
      "Paying for a package takes you to Stripe’s payment page (checkout.stripe.com).",
    ],
  },
  {
    id: "children",
    title: "Children",
    paragraphs: [
      "Our forms are for parents, caregivers and educators. We do not collect information from children, and children should not fill in the forms.",
      "A parent may tell us a child’s first name and age, so we can prepare for a call. We use it only for that.",
    ],
  },
  {
    id: "your-rights",
    title: "Seeing or deleting your information",
    paragraphs: [
      `You can ask us at any time what we hold about you, for a copy of it, or to delete it. Write to ${details.contactEmail} from the address you used. We answer within ${requestAnswerDays} days, and usually much sooner.`,
      "When we delete your information, we delete your messages, calls, emails and notes. A booked time may stay in our calendar without your name, so that no one else is booked into it by mistake.",
      "An order stays in the business’s accounts for as long as they must be kept (what was bought, for how much, when, and its references at Stripe), without your name, email address or the link to its page. What Stripe keeps is deleted under its own policy.",
    ],
  },
  {
    id: "changes",
    title: "Changes to this page",
    paragraphs: ["When what we keep changes, this page changes with it, and the date at the top moves."],
  },
];

export const privacyCta: { heading: string; text: (contactEmail: string) => string; primary: CtaLink; secondary: CtaLink } = {
  heading: "Questions about your information?",
  text: (contactEmail) => `Write to us at ${contactEmail}. A real person reads every message.`,
  primary: { label: "Connect With Us", href: "/connect" },
  secondary: { label: "Terms of Service", href: "/terms-of-service" },
};
