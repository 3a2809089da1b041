import type { ClosingCtaCopy, IconCard, ImageRef, PageIntro } from "#common/content/types.ts";

export interface ParentGroup {
  name: string;
  type: string;
  members: number;
  meetingFrequency: string;
  location: string;
  nextMeeting: string;
  /** Rating out of 5. */
  rating: number;
  tags: string[];
  about: string;
}

export interface LocalService {
  name: string;
  type: string;
  specialty: string;
  /** Rating out of 5. */
  rating: number;
  /** "Virtual" or a distance such as "2.5 miles". */
  distance: string;
  /** Shown as "Accepting new patients". */
  acceptingNew: boolean;
  insurance: string[];
  /** How to reach this kind of partner (never a phone number). */
  contact: string;
}

export const communityPage: PageIntro = {
  eyebrow: "Community",
  title: "You Don’t Have to Do This Alone",
  intro:
    "Raising a reader is easier with company. Meet other families who love books, find trusted professionals when your child needs extra support, and know where to turn when life gets hard.",
};

export const communityImage: ImageRef = {
  src: "/images/illustrations/community.svg",
  alt: "Several families of different backgrounds gathered on a lawn, reading and laughing together",
};

export const supportCategoriesHeading = "Ways We Support Families";
export const parentGroupsHeading = "Parent Groups";
export const localServicesHeading = "Professional Services";
export const joinGroupLabel = "Join Group";
export const contactServiceLabel = "Contact Service";
export const acceptingNewLabel = "Accepting new patients";
export const notAcceptingNewLabel = "Waitlist only";
export const membersLabel = "members";
export const nextMeetingLabel = "Next meeting";
export const meetsLabel = "Meets";
export const locationLabel = "Where";
export const distanceLabel = "Distance";
export const insuranceLabel = "Payment";
export const howToReachLabel = "How to reach them";

export const supportCategoriesSection = {
  eyebrow: "How We Help",
  intro: "Whether you want company, expert support or help right now, here’s where to start.",
};

export const parentGroupsSection = {
  eyebrow: "Find Your People",
  intro:
    "Small, friendly groups of parents and caregivers who love books. Choose Join Group and we’ll send you the details for the next meeting.",
};

export const localServicesSection = {
  eyebrow: "Trusted Referrals",
  intro:
    "Sometimes a child needs more than reading time at home. We know caring professionals and can introduce you personally.",
};

/** Subject lines the /connect form prefills from ?subject=. */
export function joinGroupSubject(groupName: string): string {
  return `Join group: ${groupName}`;
}
export function contactServiceSubject(serviceName: string): string {
  return `Introduction to: ${serviceName}`;
}

/** Closing invitation at the bottom of /community. */
export const communityClosing: ClosingCtaCopy = {
  eyebrow: "We’re Here for You",
  heading: "Tell Us What Your Family Needs",
  text: "Looking for a group in your language, a specialist near you or just someone to talk to about reading? Send us a note and we’ll point you in the right direction.",
  primary: { label: "Talk with Us", href: "/connect" },
  secondary: { label: "Explore Parenting Support", href: "/parenting" },
};

export const supportCategories: IconCard[] = [
  {
    title: "Parent Groups",
    description:
      "Friendly, small groups where parents and caregivers swap book ideas, share wins and talk through challenges together.",
    icon: "Users",
  },
  {
    title: "Professional Services",
    description:
      "When your child may need more than reading time at home, we help you connect with speech, occupational and family therapists.",
    icon: "HandHeart",
  },
  {
    title: "Help in Hard Moments",
    description:
      "In an emergency, call 911. For a mental health crisis, call or text 988. To find local food, housing or childcare help, dial 211.",
    icon: "Phone",
  },
];

export const parentGroups: ParentGroup[] = [
  {
    name: "Bilingual Storytime Families",
    type: "Multilingual families",
    members: 48,
    meetingFrequency: "Every other week",
    location: "Online",
    nextMeeting: "Saturday, 10:00 AM",
    rating: 4.9,
    tags: ["Bilingual books", "Home languages", "Ages 0-8"],
    about:
      "For families raising children in more than one language. We share favorite bilingual books, songs and tips for keeping home languages strong alongside English.",
  },
  {
    name: "Dads’ Read-Aloud Club",
    type: "Dads and father figures",
    members: 36,
    meetingFrequency: "Monthly",
    location: "Public library meeting room (hosted by partner libraries)",
    nextMeeting: "Thursday, 6:30 PM",
    rating: 4.8,
    tags: ["Read-aloud tips", "Book swaps", "All ages"],
    about:
      "A relaxed, welcoming group for dads, granddads, uncles and any father figure who wants to read more with the kids in their life. Bring a book and your questions.",
  },
  {
    name: "Parents of Reluctant Readers",
    type: "Support circle",
    members: 52,
    meetingFrequency: "Weekly",
    location: "Online",
    nextMeeting: "Tuesday, 8:00 PM",
    rating: 5.0,
    tags: ["Reluctant readers", "Motivation", "Ages 6-12"],
    about:
      "If bedtime reading has become a battle, you’re in the right place. We share what’s working, swap high-interest book ideas and cheer each other on.",
  },
];

export const localServices: LocalService[] = [
  {
    name: "Pediatric Speech-Language Therapist",
    type: "Speech-language pathology",
    specialty: "Late talkers, speech sounds and language development in bilingual children",
    rating: 4.9,
    distance: "Virtual",
    acceptingNew: true,
    insurance: ["Many major insurance plans", "Self-pay"],
    contact: "Ask us for a warm introduction",
  },
  {
    name: "Children’s Occupational Therapist",
    type: "Occupational therapy",
    specialty: "Attention, sensory needs, handwriting and fine motor skills",
    rating: 4.8,
    distance: "3.2 miles",
    acceptingNew: true,
    insurance: ["Many major insurance plans", "Medicaid (varies by state)", "Self-pay"],
    contact: "Ask us for a warm introduction",
  },
  {
    name: "Family Counselor",
    type: "Licensed family therapy",
    specialty: "Family transitions, big feelings, anxiety and parent-child connection",
    rating: 4.9,
    distance: "Virtual",
    acceptingNew: false,
    insurance: ["Self-pay", "Sliding-scale fees available"],
    contact: "Ask us for a warm introduction",
  },
];

export const communityDisclaimer =
  "These listings are examples of the kinds of groups and professionals we refer families to. We don’t provide therapy or diagnosis ourselves. Tell us what your family needs and we’ll make a personal introduction to a trusted partner near you or online.";
