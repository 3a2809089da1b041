import type { CtaLink, IconCard, ImageRef, PageIntro } from "#common/content/types.ts";

export const missionPage: PageIntro = {
  eyebrow: "Our Mission",
  title: "Every Family Deserves a Joyful Reading Life",
  intro:
    "We believe the love of reading begins at home, in the laps, languages and traditions of the people who know a child best. Everything we do is built to support those people.",
};

export const missionImage: ImageRef = {
  src: "/images/illustrations/family-values.svg",
  alt: "A family tree whose branches hold open books of many colors, with small hearts floating around it",
};

export const statementsEyebrow = "Why We Exist";
export const statementsHeading = "Our Mission and Vision";

export interface LabeledStatement {
  label: string;
  text: string;
}

export const missionStatement: LabeledStatement = {
  label: "Our Mission",
  text: "To help every family build a joyful reading life at home, with books that reflect their values, honor their languages and cultures, and open windows to the wider world.",
};

export const visionStatement: LabeledStatement = {
  label: "Our Vision",
  text: "A world where every child grows up surrounded by stories, sees themselves in the books they read and shares those books with the people who love them most.",
};

export const missionStoryEyebrow = "How It Started";
export const missionStoryHeading = "Our Story";

export const missionStory: string[] = [
  "In classrooms, we saw the same thing again and again: children thrived as readers when their families felt confident reading with them. Yet many parents had been told, directly or not, that their home language or their own reading habits were a problem.",
  "We started this work to change that story. We help families see the strengths they already have, and we add the books, simple techniques and encouragement that turn reading into a daily joy.",
];

export const guidingPrinciplesEyebrow = "What Guides Us";
export const guidingPrinciplesHeading = "Our Guiding Principles";
export const guidingPrinciplesIntro =
  "Six principles shape every book we choose and every conversation we have with families.";

export const guidingPrinciples: IconCard[] = [
  {
    title: "Family-Centered",
    description:
      "You know your child best. We build on your routines, your strengths and your goals rather than handing you someone else’s plan.",
    icon: "Home",
  },
  {
    title: "Culturally Responsive",
    description:
      "Your languages, traditions and history are assets. We choose books and strategies that honor where your family comes from.",
    icon: "Globe",
  },
  {
    title: "Values-Based",
    description:
      "Books carry messages. We select stories that support the values you want to pass on, from kindness and courage to faith and community.",
    icon: "Heart",
  },
  {
    title: "Personalized",
    description:
      "No two children read the same way. Every recommendation fits your child’s age, interests, languages and personality.",
    icon: "Sparkles",
  },
  {
    title: "Justice-Oriented",
    description:
      "Every child deserves to see themselves in books and to have good books within reach. We work toward fair access for all families.",
    icon: "Scale",
  },
  {
    title: "Joy-Focused",
    description:
      "Reading should feel like a gift, not a chore. When children enjoy books, they keep reading for life.",
    icon: "Smile",
  },
];

export interface MissionCta {
  heading: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}

export const missionCta: MissionCta = {
  heading: "Let’s build your family’s reading life together",
  text: "See how our services put these principles into practice, or reach out to tell us about your family.",
  primary: { label: "Connect With Us", href: "/connect" },
  secondary: { label: "Explore Our Services", href: "/services" },
};
