import { business, type BusinessDetails } from "#common/business.ts";
import { paragraphsOf } from "#common/plain-text.ts";
import type { CtaLink, PageIntro } from "#common/content/types.ts";

export interface TermsSection {
  /** Anchor id for in-page links. */
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** The page renders its own "Last updated" date. */
export const termsPage: PageIntro = {
  eyebrow: "Legal",
  title: "Terms of Service",
  intro:
    "These terms explain how our services work and what we can expect from each other. We’ve kept them as clear as possible. If anything is unclear, please ask before you book.",
};

export const termsLastUpdatedLabel = "Last updated";
export const termsContentsLabel = "On this page";

export interface TermsCta {
  heading: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}

export const termsCta: TermsCta = {
  heading: "Questions about these terms?",
  text: "We’re happy to explain anything before you book. Send us a message and we’ll reply within 24 hours.",
  primary: { label: "Connect With Us", href: "/connect" },
  secondary: { label: "View Our Services", href: "/services" },
};

/** The sections, with the contact email and the payment and refund section (the owner's "terms" block) as published now. */
export const termsSections = (details: Pick<BusinessDetails, "contactEmail">, payment: { text: string }): TermsSection[] => [
  {
    id: "agreement",
    title: "1. Agreement to These Terms",
    paragraphs: [
      `These Terms of Service (“Terms”) apply to all coaching, book curation, workshop and partnership services provided by ${business.name} (“we,” “us” or “our”), and to your use of this website. By booking or paying for a service, you (“you” or “the client”) agree to these Terms.`,
      "If you are booking on behalf of a school, library or other organization, you confirm that you are authorized to accept these Terms for that organization.",
    ],
  },
  {
    id: "services",
    title: "2. Our Services",
    paragraphs: [
      "We provide family literacy coaching, personalized children’s book curation, reading activity resources and family reading programs for schools, libraries and community organizations. Services are delivered virtually unless we agree otherwise in writing.",
      "Unless your package description states a different length, each coaching session is 60 minutes. The specific inclusions, length and price of each package are described on our Services page at the time you book.",
      "Our services are educational. They are not homeschooling, tutoring, childcare, or medical, psychological or educational diagnosis or assessment. We may suggest that you consult a qualified professional, but we do not provide those services ourselves.",
    ],
  },
  {
    id: "book-recommendations",
    title: "3. Book Recommendation Policy",
    paragraphs: [
      "Every book we recommend is chosen independently, based on your child’s needs and your family’s values. We do not accept solicitations from authors or publishers asking us to recommend or feature their books.",
      "Unless a package states otherwise, the cost of books is billed separately from our service fees. You are free to borrow, buy new or buy secondhand any book we recommend. Book availability, prices and editions are set by third parties and may change.",
      "We take great care in our selections, but you know your child best. We encourage you to preview books and decide what is right for your family.",
    ],
  },
  {
    id: "client-responsibilities",
    title: "4. Client Responsibilities",
    paragraphs: ["To help us serve your family well, you agree to:"],
    bullets: [
      "Provide accurate, complete information about your child’s age, interests, languages and any needs relevant to our work",
      "Attend scheduled sessions on time, with a working internet connection and device",
      "Ensure a parent or legal guardian is present whenever a child takes part in a session",
      "Let us know promptly about changes to your contact details or schedule",
      "Pay all fees when due and follow the rescheduling and cancellation terms below",
      "Treat our staff and other participants with courtesy and respect",
    ],
  },
  {
    id: "consultant-responsibilities",
    title: "5. Our Responsibilities",
    paragraphs: ["In providing our services, we agree to:"],
    bullets: [
      "Deliver each service as described in your package with professional care and skill",
      "Base our recommendations on your family’s stated values, languages and goals",
      "Arrive on time and prepared for every scheduled session",
      "Reply to your messages within 24 hours",
      "Protect your family’s personal information as described in the Confidentiality section",
      "Tell you honestly if we believe another professional could better meet your child’s needs",
    ],
  },
  {
    id: "confidentiality",
    title: "6. Confidentiality",
    paragraphs: [
      "We treat everything you share about your child and family as confidential. We use it only to provide and improve your services, and we do not sell or share it with third parties except service providers who help us operate (for example, scheduling and payment tools) and only as needed.",
      "We may disclose information when required by law, or when we believe in good faith that a child’s safety is at risk.",
      "We will never use your name, story, photos or feedback in testimonials or marketing without your separate written permission, which you may withdraw at any time.",
    ],
  },
  {
    id: "service-delivery",
    title: "7. Service Delivery",
    paragraphs: [
      "Sessions take place by video call at the time we agree with you. All times are confirmed in writing by email.",
      "You may reschedule a session by letting us know at least 24 hours before its scheduled start time. Cancellations or no-shows with less than 24 hours’ notice forfeit the full session fee.",
      "Written resources, book lists and activity materials are delivered by email within 3-5 business days after the related session, unless your package states a different timeline.",
      "If we need to reschedule a session, we will give you as much notice as possible and offer a new time at no cost to you.",
    ],
  },
  {
    id: "payment-refunds",
    title: "8. Payment and Refunds",
    paragraphs: paragraphsOf(payment.text),
  },
  {
    id: "liability",
    title: "9. Limitation of Liability",
    paragraphs: [
      "Our services are educational and supportive. Every child develops at their own pace, and we cannot guarantee specific reading outcomes, grades or test results.",
      "To the fullest extent permitted by law, our total liability for any claim relating to our services is limited to the amount you paid us for the services giving rise to the claim. We are not liable for indirect, incidental or consequential damages.",
      "You remain responsible for supervising your child during all activities, including any activities we suggest.",
    ],
  },
  {
    id: "amendments",
    title: "10. Changes to These Terms",
    paragraphs: [
      "We may update these Terms from time to time. When we do, we will post the new version on this page with an updated date. Changes apply to services booked after the update is posted.",
      "If a change materially affects a service you have already booked, we will let you know by email, and you may choose to continue under the previous Terms for that booking.",
    ],
  },
  {
    id: "governing-law",
    title: "11. Governing Law and Dispute Resolution",
    paragraphs: [
      "These Terms are governed by the laws of the State of [State], [Country], without regard to its conflict of law rules.",
      "We’d always prefer to resolve concerns through a direct conversation first. If we cannot resolve a dispute informally, it will be settled by binding arbitration under the rules of the American Arbitration Association, rather than in court, except where the law does not allow this.",
    ],
  },
  {
    id: "contact",
    title: "12. Contact",
    paragraphs: [
      `Questions about these Terms? Email us at ${details.contactEmail} or use the form on our Connect page. We reply within 24 hours.`,
    ],
  },
];
