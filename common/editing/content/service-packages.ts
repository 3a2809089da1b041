import type { CtaLink, IconCard, ImageRef, PageIntro, QuestionAnswer } from "#common/content/types.ts";

export type ServicePackageId = "design-your-library" | "read-together-toolkit";

export interface ServicePackage {
  id: ServicePackageId;
  name: string;
  /** Price in US dollars. */
  price: number;
  priceNote?: string;
  popular: boolean;
  tagline: string;
  description: string;
  includes: string[];
  idealFor: string;
  duration: string;
}

export interface ServiceAddOn {
  name: string;
  /** Price in US dollars, shown as "+$250". */
  price: number;
  priceNote?: string;
  description: string;
}

export const servicesPage: PageIntro = {
  eyebrow: "Our Services",
  title: "Simple, Personal Support for Your Family’s Reading Life",
  intro:
    "Whether you need the right books on your shelf or the confidence to make reading time magical, we meet your family where you are. Every service is virtual, personal and built around your values, languages and children.",
};

export const popularBadgeLabel = "Most Popular";
export const packagesEyebrow = "Packages and Pricing";
export const packagesHeading = "Choose Your Package";
export const packagesIntro =
  "Two clear packages, one simple price each. Start with the one that fits your biggest need today. You can always add more later.";
export const includesLabel = "What’s included";
export const idealForLabel = "Ideal for";
export const durationLabel = "Timeline";
export const packageCta: CtaLink = { label: "Get Started", href: "/connect" };
export const serviceAreasEyebrow = "What We Do";
export const serviceAreasHeading = "How We Help Families";
export const serviceAreasIntro =
  "Five kinds of support sit behind every package. Together they help you raise a reader who feels at home in books.";
export const serviceAreasImage: ImageRef = {
  src: "/images/illustrations/coaching-call.svg",
  alt: "A parent on a video call with a smiling coach while their child reads a picture book beside them",
};
export const addOnsEyebrow = "Make It Yours";
export const addOnsHeading = "Add-Ons";
export const addOnsIntro = "Customize either package to fit your family.";
export const serviceFaqEyebrow = "Good to Know";
export const serviceFaqHeading = "Questions About Our Services";

export interface ServicesCta {
  heading: string;
  text: string;
  /** Label of the button that opens the discovery call dialog. */
  discoveryCallLabel: string;
  secondary: CtaLink;
}

export const servicesCta: ServicesCta = {
  heading: "Not sure where to start?",
  text: "Book a free 15-minute discovery call. Tell us about your child and your family, and we’ll suggest the package that fits. No commitment required.",
  discoveryCallLabel: "Book a free 15-minute call",
  secondary: { label: "Connect With Us", href: "/connect" },
};

export const servicePackages: ServicePackage[] = [
  {
    id: "design-your-library",
    name: "Design Your Library",
    price: 500,
    priceNote: "Books billed separately",
    popular: false,
    tagline: "A home library that reflects who you are",
    description:
      "We look at the books you already have, get to know your child and your family’s values, then hand-pick a collection your child will want to read again and again.",
    includes: [
      "A 60-minute shelf audit of the books you already own",
      "A personalized, curated book set chosen for your child",
      "A follow-up consultation to walk through your new collection",
      "Values-aligned selection that reflects your family, culture and languages",
      "Age matching so every book fits your child’s stage and interests",
      "30 days of email support for questions and new ideas",
    ],
    idealFor:
      "Families who want a thoughtful, diverse home library without hours of research.",
    duration: "1-2 weeks",
  },
  {
    id: "read-together-toolkit",
    name: "Read-Together Toolkit",
    price: 650,
    popular: true,
    tagline: "Confidence and joy at reading time",
    description:
      "A hands-on coaching experience that shows you exactly how to turn any book into a rich conversation, with activities and strategies tailored to your child.",
    includes: [
      "A 90-minute live demonstration with you and your child",
      "3 dialogic reading techniques you can use with any book",
      "2 extension activities that bring your favorite stories to life",
      "A laminated reference card to keep next to your reading spot",
      "Tailored strategies for your child’s age, interests and languages",
      "A follow-up check-in to celebrate progress and adjust your plan",
    ],
    idealFor:
      "Parents and caregivers who want practical skills to make reading time engaging, especially with reluctant or wiggly readers.",
    duration: "A 90-minute live session plus a follow-up check-in",
  },
];

/**
 * The sessions that come with each package (issue 43): each is an appointment type of its own
 * (common/booking/appointment-types.ts), booked with the picker once the package is paid. The
 * owner edits their names and lengths with her packages; the lengths are the same in every
 * language (the Spanish module repeats them).
 */
export interface PackageSession {
  id: string;
  name: string;
  /** From 15 to 240, in steps of 5. */
  minutes: number;
}

export const packageSessions: Record<ServicePackageId, PackageSession[]> = {
  "design-your-library": [
    { id: "shelf-audit", name: "Shelf audit", minutes: 60 },
    { id: "follow-up-consultation", name: "Follow-up consultation", minutes: 30 },
  ],
  "read-together-toolkit": [
    { id: "live-demonstration", name: "Live demonstration", minutes: 90 },
    { id: "follow-up-check-in", name: "Follow-up check-in", minutes: 30 },
  ],
};

/** The session the strategy add-on adds to either package. */
export const strategySession: PackageSession = { id: "strategy-session", name: "1:1 strategy session", minutes: 90 };

export const addOns: ServiceAddOn[] = [
  {
    name: "1:1 Virtual Strategy Session",
    price: 250,
    description:
      "A single 90-minute one-on-one video session to tackle a specific goal, such as bilingual reading, a reluctant reader or a new sibling. Add it to either package.",
  },
  {
    name: "Additional Child",
    price: 200,
    priceNote: "per additional child",
    description:
      "Extend your package to include a sibling, with book choices and strategies matched to their own age and interests.",
  },
];

export const serviceAreas: IconCard[] = [
  {
    title: "Parent Empowerment",
    description:
      "You are your child’s first and most important teacher. We give you simple tools and the confidence to use them.",
    icon: "Sparkles",
  },
  {
    title: "Curated Book Selection",
    description:
      "Hand-picked books that match your child’s age, interests and your family’s values, so every book earns its place on the shelf.",
    icon: "BookOpen",
  },
  {
    title: "Print-Rich Home Advocacy",
    description:
      "Practical ideas for making books and words part of every room, from a reading nook to labels in the kitchen.",
    icon: "Home",
  },
  {
    title: "Family-Centered Literacy Coaching",
    description:
      "Coaching for the grown-ups, built around your routines, so reading together feels natural and joyful.",
    icon: "Users",
  },
  {
    title: "Multilingual and Multicultural Resources",
    description:
      "Books and strategies that honor every language your family speaks and every culture you celebrate.",
    icon: "Languages",
  },
];

/** The questions about the services; the prices they name are the ones the owner published, formatted ("$500"). */
export const serviceFaq = (prices: { library: string; additionalChild: string }): QuestionAnswer[] => [
  {
    question: "How long does each service take?",
    answer:
      "Design-Your-Library takes 1-2 weeks, from your shelf audit to the delivery of your personalized book list. The Strategy Session is a single 90-minute session. The Read-Together Toolkit centers on one 90-minute live demonstration, followed by a check-in a few weeks later.",
  },
  {
    question: "Are the books included in the Design Your Library price?",
    answer:
      `No. The ${prices.library} covers our time, expertise and your personalized selection. Books are billed separately, and we’re happy to work with any budget. Many families borrow some titles from the library, buy secondhand or add books over time.`,
  },
  {
    question: "Do you work with families outside my city?",
    answer:
      "Yes. All our services are virtual, so we work with families across the United States. All you need is a phone, tablet or computer with a camera.",
  },
  {
    question: "I have more than one child. How does that work?",
    answer:
      `Each package includes one child. You can add a sibling for ${prices.additionalChild} per additional child, and we’ll match books and strategies to each child’s age and interests.`,
  },
  {
    question: "Which package should I choose?",
    answer:
      "If your biggest need is the right books, start with Design Your Library. If you have books but reading time feels hard, the Read-Together Toolkit is a great fit. Not sure? Take our short quiz or book a free 15-minute discovery call and we’ll help you decide.",
  },
  {
    question: "Can you help if we speak more than one language at home?",
    answer:
      "Absolutely. Our founder is a licensed ESL educator. We include bilingual books and books in your home language, and we coach you to read in whichever language feels most natural.",
  },
];
