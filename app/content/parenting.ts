import type { ClosingCtaCopy, ImageRef, PageIntro } from "#common/content/types.ts";

export type ParentingTopicId = "discipline" | "communication" | "confidence" | "challenges";

export interface ParentingTopic {
  id: ParentingTopicId;
  title: string;
  description: string;
  /** An icon name from app/components/icon.tsx (lucide's name, in PascalCase). */
  icon: string;
  /** Three short points. */
  points: string[];
}

export interface ExpertTip {
  title: string;
  body: string;
  /** An icon name from app/components/icon.tsx (lucide's name, in PascalCase). */
  icon: string;
}

export interface CommonChallenge {
  title: string;
  description: string;
  /** Three things to try. */
  tryThis: string[];
}

export const parentingPage: PageIntro = {
  eyebrow: "Parenting Support",
  title: "Everyday Parenting, One Story at a Time",
  intro:
    "Books can help with so much more than reading. They open conversations about feelings, friendships and big changes. Here you’ll find gentle, practical ideas for the moments every family faces.",
};

export const parentingImage: ImageRef = {
  src: "/images/illustrations/bedtime-story.svg",
  alt: "A parent and child snuggled in bed under a warm lamp, sharing a bedtime story",
};

export const expertTipsHeading = "Tips from Our Coaching Sessions";
export const parentingTopicsHeading = "Explore Parenting Topics";
export const commonChallengesHeading = "Common Challenges, Real Solutions";
export const tryThisLabel = "Try this";

export const expertTipsSection = {
  eyebrow: "From Real Families",
  intro: "Three ideas we share in almost every coaching session, because they make the biggest difference.",
};

export const parentingTopicsSection = {
  eyebrow: "Topics",
  intro: "Stories give you a gentle way into big conversations. Here’s how to use them for four everyday parenting goals.",
};

export const commonChallengesSection = {
  eyebrow: "You’re Not Alone",
  intro: "Every family hits these bumps. Here’s what we tell the parents we coach.",
};

/** Closing invitation at the bottom of /parenting. */
export const parentingClosing: ClosingCtaCopy = {
  eyebrow: "Support That Fits",
  heading: "Want Ideas Made for Your Family?",
  text: "Every child and every home is different. Tell us what’s happening at reading time and we’ll help you find an approach that feels right for you.",
  primary: { label: "Talk with Us", href: "/connect" },
  secondary: { label: "Take the Family Quiz", href: "/interactive-tools" },
};

export const expertTips: ExpertTip[] = [
  {
    title: "Follow your child’s lead",
    body: "Let your child choose the book, turn the pages and decide when to stop. When children feel in charge of reading time, they want more of it.",
    icon: "Compass",
  },
  {
    title: "Connection before correction",
    body: "If your child stumbles on a word, give them a moment, then offer help kindly. Keep the mood warm. A relaxed reader learns faster than a worried one.",
    icon: "Heart",
  },
  {
    title: "Talk more than you read",
    body: "The conversation around a book matters as much as the words in it. Ask “What do you notice?” and “How do you think she feels?” then really listen.",
    icon: "MessageCircle",
  },
];

export const parentingTopics: ParentingTopic[] = [
  {
    id: "discipline",
    title: "Gentle Discipline",
    description: "Use stories to talk about choices, feelings and consequences without lectures.",
    icon: "Scale",
    points: [
      "Read books where characters make mistakes and fix them.",
      "Ask, “What could he do differently next time?”",
      "Refer back to a shared story when a similar moment happens at home.",
    ],
  },
  {
    id: "communication",
    title: "Open Communication",
    description: "Build the habit of talking and listening that keeps your child coming to you.",
    icon: "MessageCircle",
    points: [
      "Use a character’s feelings to start a conversation about your child’s.",
      "Welcome questions, even the tricky ones, with curiosity.",
      "Share stories from your own childhood, in any language.",
    ],
  },
  {
    id: "confidence",
    title: "Building Confidence",
    description: "Help your child believe in themselves as a reader and as a person.",
    icon: "Star",
    points: [
      "Praise effort and strategies, not just getting it right.",
      "Reread easy favorites. Success feels good and builds fluency.",
      "Let your child read to a younger sibling, pet or stuffed animal.",
    ],
  },
  {
    id: "challenges",
    title: "Life’s Big Challenges",
    description: "Find the right books for new siblings, moves, loss, divorce and other big changes.",
    icon: "Shield",
    points: [
      "Choose a book that matches your child’s situation and read it together.",
      "Pause often and let your child say how the story makes them feel.",
      "Reach out to a counselor if worries last or grow. Books support, but don’t replace, professional help.",
    ],
  },
];

export const commonChallenges: CommonChallenge[] = [
  {
    title: "My child won’t sit still for a story",
    description:
      "That’s completely normal, especially for young children. Moving while listening is how many kids pay attention.",
    tryThis: [
      "Let your child stand, bounce or play with something quietly while you read.",
      "Choose short, interactive books with flaps, rhymes or sounds to make.",
      "Read a little at a time, several times a day, instead of one long session.",
    ],
  },
  {
    title: "My child wants the same book every night",
    description:
      "Repetition is a sign of love and learning. Each reread builds vocabulary, memory and confidence.",
    tryThis: [
      "Enjoy it. Let your child fill in words and finish sentences.",
      "Offer a second book that’s similar, such as one by the same author or on the same topic.",
      "Ask a new question each time: “What do you notice today that we missed before?”",
    ],
  },
  {
    title: "My child says reading is boring",
    description:
      "Usually it means the right book hasn’t come along yet, or reading has started to feel like work.",
    tryThis: [
      "Follow their passions: sports, animals, jokes, gaming, cooking or space.",
      "Offer graphic novels, magazines and audiobooks. They all count.",
      "Keep some reading time completely free of questions and quizzes.",
    ],
  },
  {
    title: "We just don’t have time",
    description:
      "Busy families can still be reading families. A few minutes, woven into what you already do, is enough to start.",
    tryThis: [
      "Attach reading to an existing habit, like breakfast or bath time.",
      "Keep a book in the car, your bag and the bathroom.",
      "Listen to audiobooks together on the way to school or activities.",
    ],
  },
];
