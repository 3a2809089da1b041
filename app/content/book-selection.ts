import type { CtaLink, ImageRef, PageIntro } from "#common/content/types.ts";

export interface SelectionTier {
  tier: 1 | 2 | 3;
  title: string;
  subtitle: string;
  description: string;
  /** Four criteria every book must meet at this tier. */
  criteria: string[];
  /** An icon name from app/components/icon.tsx (lucide's name, in PascalCase). */
  icon: string;
}

export interface FrameworkCard {
  title: "Mirrors" | "Windows" | "Sliding Glass Doors";
  description: string;
  example: string;
  /** An icon name from app/components/icon.tsx (lucide's name, in PascalCase). */
  icon: string;
}

export interface BookFramework {
  eyebrow: string;
  heading: string;
  credit: string;
  intro: string;
  cards: FrameworkCard[];
  closing: string;
  image: ImageRef;
}

export const bookSelectionPage: PageIntro = {
  eyebrow: "Our Methodology",
  title: "How We Choose Every Book",
  intro:
    "Thousands of children’s books are published every year. We read widely so you don’t have to. Every book we recommend passes a careful, three-tier review built around your child and your family’s values.",
};

export const tiersEyebrow = "Our Process";
export const tiersHeading = "Our Three-Tier Evaluation";
export const tiersIntro =
  "A book only reaches your family after it has passed all three tiers. Here’s what we look for at each step.";

export const selectionTiers: SelectionTier[] = [
  {
    tier: 1,
    title: "Tier 1: Initial Assessment",
    subtitle: "Is this a good book for this child?",
    description:
      "We start with the basics: quality, age fit and your child’s interests. Only books that are well written, well illustrated and right for your child’s stage move forward.",
    criteria: [
      "Age-appropriate language, length and themes",
      "Strong writing and engaging illustrations",
      "Matches your child’s interests and reading level",
      "Accurate, up-to-date information in nonfiction",
    ],
    icon: "BookOpen",
  },
  {
    tier: 2,
    title: "Tier 2: Values & Representation Review",
    subtitle: "Does this book honor your family and others?",
    description:
      "Next, we look closely at who is in the story and how they’re shown. We check that each book aligns with the values you’ve shared with us and represents people with dignity.",
    criteria: [
      "Aligns with the values your family shared with us",
      "Characters from many backgrounds, shown with depth and respect",
      "Free of stereotypes and harmful portrayals",
      "Authentic voices, including own-voices authors and illustrators",
    ],
    icon: "Scale",
  },
  {
    tier: 3,
    title: "Tier 3: Impact & Engagement Analysis",
    subtitle: "Will this book spark joy and conversation?",
    description:
      "Finally, we think about how the book will live in your home. Will your child want to reread it? Will it open meaningful conversations? Does it balance the collection as a whole?",
    criteria: [
      "Invites rereading, questions and family conversation",
      "Supports language growth, including bilingual options",
      "Balances mirrors, windows and sliding glass doors in the collection",
      "Connects to activities that extend the story beyond the page",
    ],
    icon: "Sparkles",
  },
];

export const bookFramework: BookFramework = {
  eyebrow: "Our Framework",
  heading: "Mirrors, Windows and Sliding Glass Doors",
  credit:
    "Based on the work of Dr. Rudine Sims Bishop, from her 1990 essay “Mirrors, Windows, and Sliding Glass Doors.”",
  intro:
    "Children need books that reflect their own lives and books that open up the lives of others. We use this framework to make sure every collection we build offers both.",
  cards: [
    {
      title: "Mirrors",
      description:
        "Books in which your child sees themselves: their family, skin, hair, language, traditions and everyday experiences.",
      example:
        "A story about a grandmother cooking a family recipe that smells just like your own kitchen on a holiday.",
      icon: "Smile",
    },
    {
      title: "Windows",
      description:
        "Books that let your child look into lives, places and cultures that are different from their own.",
      example:
        "A picture book about a child’s first day at school in a faraway city, or a family celebrating a holiday you don’t.",
      icon: "Globe",
    },
    {
      title: "Sliding Glass Doors",
      description:
        "Books so vivid that your child steps inside the story and experiences it from someone else’s point of view.",
      example:
        "A chapter book that lets your child walk in a character’s shoes, feel what they feel and come back changed.",
      icon: "Footprints",
    },
  ],
  closing:
    "A balanced home library gives your child both: the confidence of being seen and the curiosity to understand others.",
  image: {
    src: "/images/illustrations/mirrors-windows-doors.svg",
    alt: "A child smiling back from an oval mirror, a window looking out on green hills and an open sliding glass door leading into a garden",
  },
};

export const familiesReceiveEyebrow = "Design Your Library";
export const familiesReceiveHeading = "What Your Family Receives";
export const familiesReceiveIntro =
  "When you choose Design Your Library, our selection process turns into something you can hold.";

export const familiesReceive: string[] = [
  "A personalized book list chosen for your child’s age, interests and your family’s values",
  "A short note on each book explaining why we chose it",
  "A balance of mirror, window and sliding glass door books",
  "Bilingual and home-language titles when your family wants them",
  "Conversation starters to use as you read together",
  "Tips for finding each book at your library or buying it new or secondhand",
];

export const bookSelectionImage: ImageRef = {
  src: "/images/illustrations/bookshelf.svg",
  alt: "A colorful bookshelf filled with picture books, some facing out, with a small plant on the top shelf",
};

export const independenceNote =
  "Our recommendations are never for sale. We don’t accept requests from authors or publishers to feature their books.";

export interface BookSelectionCta {
  heading: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}

export const bookSelectionCta: BookSelectionCta = {
  heading: "Ready for books chosen just for your child?",
  text: "See what’s included in Design Your Library, or tell us about your family and we’ll suggest where to start.",
  primary: { label: "View Our Services", href: "/services" },
  secondary: { label: "Connect With Us", href: "/connect" },
};
