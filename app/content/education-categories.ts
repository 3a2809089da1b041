import type { ClosingCtaCopy, ImageRef, PageIntro } from "#common/content/types.ts";

export interface EducationHighlight {
  title: string;
  description: string;
}

export interface EducationCategory {
  title: string;
  description: string;
  /** Breadcrumb-known path for this category. */
  path: string;
  topics: string[];
  resourceCount: number;
  ageLabel: string;
  /** An icon name from app/components/icon.tsx (lucide's name, in PascalCase). */
  icon: string;
  /** Shown when the visitor chooses "Explore". */
  highlights: EducationHighlight[];
  /** Value for /connect?topic=... (foundations, explorers, adventurers or general). */
  connectTopic: "foundations" | "explorers" | "adventurers" | "general";
  /** Label for the link to /connect?topic=... shown under the highlights. */
  connectLabel: string;
}

export const educationPage: PageIntro = {
  eyebrow: "Educational Resources",
  title: "Reading Support for Every Age and Stage",
  intro:
    "Children grow as readers in their own way and at their own pace. Choose your child’s age or a special focus to find practical ideas, book tips and activities you can start this week.",
};

export const educationImage: ImageRef = {
  src: "/images/illustrations/education.svg",
  alt: "Children of different ages reading at a library table: a toddler with a board book, a young reader sounding out words and an older child with a chapter book",
};

export const educationExploreLabel = "Explore";
export const educationHighlightsHeading = "Ideas to try this week";

export const educationCategoriesSection = {
  eyebrow: "By Age and Focus",
  title: "Find the Right Starting Point",
  intro:
    "Pick the card that fits your child today. Choose Explore for three ideas you can try at home, and reach out if you’d like help making a plan.",
};
export const educationResourcesLabel = "resources";

export const educationCategories: EducationCategory[] = [
  {
    title: "Babies and Toddlers",
    description:
      "Build language and closeness from the very first months with songs, board books and lots of talking.",
    path: "/education/ages-0-2",
    topics: ["Board books", "Lullabies and rhymes", "Talking and naming", "Bedtime routines"],
    resourceCount: 45,
    ageLabel: "Ages 0-2",
    icon: "Baby",
    highlights: [
      {
        title: "Talk, sing, repeat",
        description:
          "Babies learn language by hearing it. Narrate your day, sing the same songs often and answer every coo and babble as if it were a conversation.",
      },
      {
        title: "Books are for touching",
        description:
          "Chewing, patting and flapping pages is how little ones explore. Choose sturdy board books with faces, bright photos and textures to feel.",
      },
      {
        title: "Short and sweet",
        description:
          "A single page or two is a perfect reading session at this age. Stop when your child wriggles away and try again later.",
      },
    ],
    connectTopic: "general",
    connectLabel: "Ask about reading with your baby or toddler",
  },
  {
    title: "Preschool Foundations",
    description:
      "Grow a love of stories, sounds and letters through play, rhyme and reading aloud together every day.",
    path: "/education/ages-3-5",
    topics: ["Rhyming and sounds", "Letter play", "Picture book talk", "Print in everyday life"],
    resourceCount: 67,
    ageLabel: "Ages 3-5",
    icon: "Puzzle",
    highlights: [
      {
        title: "Play with sounds",
        description:
          "Rhyming games, silly songs and clapping out syllables help children hear the sounds inside words, a key step before reading.",
      },
      {
        title: "Let your child tell the story",
        description:
          "Pause and ask open questions about the pictures. When your child does the talking, vocabulary and confidence grow quickly.",
      },
      {
        title: "Point out print everywhere",
        description:
          "Signs, cereal boxes and name tags are all reading. Notice letters together, especially the ones in your child’s name.",
      },
    ],
    connectTopic: "foundations",
    connectLabel: "Ask about preschool reading foundations",
  },
  {
    title: "Early Readers",
    description:
      "Support your child as they start reading on their own, while keeping read-aloud time warm and fun.",
    path: "/education/ages-6-8",
    topics: ["Phonics at home", "Early chapter books", "Reading stamina", "Building confidence"],
    resourceCount: 89,
    ageLabel: "Ages 6-8",
    icon: "BookOpen",
    highlights: [
      {
        title: "Keep reading aloud",
        description:
          "Your child can understand far harder books than they can read alone. Reading aloud keeps big ideas and rich words coming.",
      },
      {
        title: "Take turns",
        description:
          "Try “you read a page, I read a page.” It shares the effort, keeps the story moving and lets your child hear fluent reading.",
      },
      {
        title: "Praise the effort",
        description:
          "Notice when your child tries a tricky word or rereads to fix a mistake. Effort-focused praise builds lasting confidence.",
      },
    ],
    connectTopic: "explorers",
    connectLabel: "Ask about supporting your early reader",
  },
  {
    title: "Growing Independent Readers",
    description:
      "Help older children find books they love, read more deeply and keep talking about stories with you.",
    path: "/education/ages-9-12",
    topics: ["Chapter books and series", "Graphic novels", "Book talk", "Reading identity"],
    resourceCount: 73,
    ageLabel: "Ages 9-12",
    icon: "Compass",
    highlights: [
      {
        title: "Follow their interests",
        description:
          "Sports, animals, mysteries, gaming or history: the right topic can turn a reluctant reader into an eager one.",
      },
      {
        title: "Graphic novels count",
        description:
          "Comics and graphic novels build vocabulary, inference and stamina. They’re real reading and a great bridge to longer books.",
      },
      {
        title: "Read the same book",
        description:
          "Reading a book your child is reading gives you something to talk about and shows that reading matters to you too.",
      },
    ],
    connectTopic: "adventurers",
    connectLabel: "Ask about keeping your older reader engaged",
  },
  {
    title: "Learning Differences and Special Needs",
    description:
      "Gentle, flexible ideas for reading with children who learn differently, including audio, visual and sensory-friendly approaches.",
    path: "/education/special-needs",
    topics: ["Audiobooks", "Sensory-friendly reading", "Visual supports", "Working with specialists"],
    resourceCount: 34,
    ageLabel: "All ages",
    icon: "HandHeart",
    highlights: [
      {
        title: "Many ways into a story",
        description:
          "Audiobooks, read-along books, picture-rich texts and acting out stories all build a love of books. Choose what works for your child.",
      },
      {
        title: "Make the space comfortable",
        description:
          "A quiet corner, soft lighting, a wobble cushion or something to fidget with can help your child settle into reading time.",
      },
      {
        title: "Team up with specialists",
        description:
          "We don’t diagnose or assess. We happily work alongside your child’s teachers and therapists so home reading supports their goals.",
      },
    ],
    connectTopic: "general",
    connectLabel: "Ask about reading with a child who learns differently",
  },
  {
    title: "STEM Through Stories",
    description:
      "Spark curiosity about science, math and how things work with great nonfiction, hands-on experiments and story-based problem solving.",
    path: "/education/stem",
    topics: ["Nonfiction picture books", "Nature and science", "Math in stories", "Build and tinker"],
    resourceCount: 56,
    ageLabel: "Ages 3-12",
    icon: "Lightbulb",
    highlights: [
      {
        title: "Read, then try it",
        description:
          "Pair a book about bridges, plants or weather with a simple experiment at home. Reading becomes a doorway to discovery.",
      },
      {
        title: "Nonfiction is for everyone",
        description:
          "Many children, especially curious fact-collectors, prefer true books. Mixing nonfiction into your routine keeps them reading.",
      },
      {
        title: "Meet real scientists",
        description:
          "Biographies of scientists, engineers and inventors from many backgrounds help every child imagine a future in STEM.",
      },
    ],
    connectTopic: "general",
    connectLabel: "Ask about STEM book ideas for your child",
  },
];

/** Closing invitation at the bottom of /education. */
export const educationClosing: ClosingCtaCopy = {
  eyebrow: "Not Sure Where to Begin?",
  heading: "Let’s Find What Fits Your Family",
  text: "Take our short quiz to see which kind of support suits you best, or tell us about your child and we’ll suggest a few first steps. It’s free and there’s no commitment.",
  primary: { label: "Take the Family Quiz", href: "/interactive-tools" },
  secondary: { label: "Talk with Us", href: "/connect" },
};

export interface FamilyResourceLink {
  href: "/education" | "/activities" | "/parenting" | "/community";
  title: string;
  description: string;
  /** An icon name from app/components/icon.tsx (lucide's name, in PascalCase). */
  icon: string;
}

/** "More for families" links shown at the foot of the four family resource pages. */
export const familyResourcesEyebrow = "Keep Exploring";
export const familyResourcesHeading = "More for Families";
export const familyResourceLinks: FamilyResourceLink[] = [
  {
    href: "/education",
    title: "Reading by Age and Stage",
    description: "Practical reading ideas from babyhood to the tween years, plus special needs and STEM.",
    icon: "BookOpen",
  },
  {
    href: "/activities",
    title: "Family Activities",
    description: "Story stones, book walks and homemade picture books, with step-by-step instructions.",
    icon: "Palette",
  },
  {
    href: "/parenting",
    title: "Parenting Support",
    description: "Gentle ideas for discipline, confidence and the everyday moments every family faces.",
    icon: "Heart",
  },
  {
    href: "/community",
    title: "Community",
    description: "Parent groups to join and trusted professionals we can introduce you to.",
    icon: "Users",
  },
];
