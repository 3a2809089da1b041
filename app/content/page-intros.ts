import type { ImageRef, PageIntro } from "#common/content/types.ts";

export interface PageIntros {
  connect: PageIntro;
  feedback: PageIntro;
  interactiveTools: PageIntro;
  settings: PageIntro;
  notFound: PageIntro;
}

export const pageIntros: PageIntros = {
  connect: {
    eyebrow: "Connect",
    title: "Let’s Talk About Your Family’s Reading Journey",
    intro:
      "Have a question, or ready to get started? Send us a message or book a free 15-minute discovery call. There’s no pressure and no commitment, just a friendly conversation about your child.",
  },
  feedback: {
    eyebrow: "Client Feedback",
    title: "Design Your Library",
    intro:
      "Thank you for letting us be part of your family’s reading life. Your honest feedback helps us improve and helps other families decide if we’re right for them. It takes about ten minutes, and only your name and email are required.",
  },
  interactiveTools: {
    eyebrow: "Family Assessment",
    title: "Find the Right Next Step for Your Family",
    intro:
      "Answer 6 quick questions about your family and your reading routine. In under 3 minutes, you’ll get a personal recommendation for the next step that fits you best. Want to focus on your values? Try the 5-question Family Values Discovery quiz.",
  },
  settings: {
    eyebrow: "Settings",
    title: "Your Family Preferences",
    intro:
      "If you like, tell us a little about your family so the picture on our home page feels more like home. This is completely optional. Your choices are saved only in this browser’s cookies for 1 year, and you can change or clear them at any time.",
  },
  notFound: {
    eyebrow: "Error 404",
    title: "Oops! Page not found",
    intro:
      "It looks like this page wandered off like a book left at a friend’s house. Let’s get you back to somewhere familiar.",
  },
};

/* -------------------------------- /connect ------------------------------- */

export interface QuickStartOption {
  value: "consultation" | "community";
  label: string;
  description: string;
}

export interface ConnectPage {
  contactCard: {
    heading: string;
    emailLabel: string;
    serviceArea: string;
    hoursLabel: string;
    /** The zone is the business's, named from its setting. */
    hours: (zone: string) => string;
  };
  formHeading: string;
  formIntro: string;
  quickStart: {
    heading: string;
    intro: string;
    options: QuickStartOption[];
  };
  responseNote: string;
  image: ImageRef;
}

export const connectPage: ConnectPage = {
  contactCard: {
    heading: "Contact Information",
    emailLabel: "Email",
    serviceArea: "Serving families across the United States, virtually",
    hoursLabel: "Office hours",
    hours: (zone: string) => `Monday-Friday, 9am-5pm ${zone}`,
  },
  formHeading: "Send Us a Message",
  formIntro:
    "Tell us about your child and what you’d like help with. The more you share, the better we can help.",
  quickStart: {
    heading: "Quick Start",
    intro: "Know what you need? Choose an option to jump right in.",
    options: [
      {
        // The call has one name (issue 33): it is a conversation, not an assessment.
        value: "consultation",
        label: "Book a free 15-minute call",
        description:
          "A friendly conversation about your child’s reading, your home routine and your family’s goals, to find the right next step. Not a test or diagnosis.",
      },
      {
        value: "community",
        label: "Join the Reading Community",
        description:
          "Connect with other reading families on our social media page for tips, book ideas and encouragement.",
      },
    ],
  },
  responseNote: "We reply to every message within 24 hours.",
  image: {
    src: "/images/illustrations/coaching-call.svg",
    alt: "A smiling reading coach on a video call, waving hello beside a stack of children’s books",
  },
};

/* ------------------------------- /settings ------------------------------- */

export interface SettingsOption {
  /** The stored cookie value; "" means "prefer not to say" (nothing is stored). */
  value: string;
  label: string;
}

export interface SettingsPageCopy {
  privacyNote: string;
  formHeading: string;
  ethnicityLegend: string;
  ethnicityHint: string;
  ethnicityOptions: SettingsOption[];
  familyTypeLegend: string;
  familyTypeHint: string;
  familyTypeOptions: SettingsOption[];
  saveLabel: string;
  clearLabel: string;
  savingLabel: string;
  savedMessage: string;
  clearedMessage: string;
  homeLinkLabel: string;
  previewHeading: string;
  previewIntro: string;
}

export const settingsPageCopy: SettingsPageCopy = {
  privacyNote:
    "These preferences are used only to choose the picture on our home page. They’re stored in cookies in this browser, aren’t linked to your name or email, and expire after 1 year.",
  formHeading: "Choose what feels like home",
  ethnicityLegend: "Your family’s background",
  ethnicityHint: "Pick the one that fits best, or skip it.",
  ethnicityOptions: [
    { value: "asian", label: "Asian" },
    { value: "latino", label: "Latino or Hispanic" },
    { value: "caucasian", label: "White or Caucasian" },
    { value: "multiracial", label: "Multiracial" },
    { value: "middle-eastern", label: "Middle Eastern" },
    { value: "native-american", label: "Native American or Indigenous" },
    { value: "other", label: "Another background" },
    { value: "", label: "Prefer not to say" },
  ],
  familyTypeLegend: "Your family",
  familyTypeHint: "Every family shape is welcome here.",
  familyTypeOptions: [
    { value: "lesbian", label: "Two moms" },
    { value: "gay", label: "Two dads" },
    { value: "two-parent", label: "Two parents" },
    { value: "single-parent", label: "Single parent" },
    { value: "grandparent-led", label: "Grandparent-led" },
    { value: "blended", label: "Blended family" },
    { value: "foster-adoptive", label: "Foster or adoptive family" },
    { value: "", label: "Prefer not to say" },
  ],
  saveLabel: "Save Preferences",
  clearLabel: "Clear My Preferences",
  savingLabel: "Saving…",
  savedMessage: "Your preferences are saved in this browser.",
  clearedMessage: "Your preferences have been cleared.",
  homeLinkLabel: "See your home page",
  previewHeading: "Your home page picture",
  previewIntro: "A preview of the picture at the top of our home page. It changes as you choose and stays once you save.",
};

/* --------------------------------- 404 ---------------------------------- */

export const notFoundHomeLinkLabel = "Back to Home";

export const notFoundImage: ImageRef = {
  src: "/images/illustrations/library-visit.svg",
  alt: "A child peeking around the end of a tall library shelf, holding a picture book",
};
