import type { ClosingCtaCopy, ImageRef, PageIntro } from "#common/content/types.ts";

export type ActivityDifficulty = "Easy" | "Medium" | "Challenging";
/** The difficulty as a key, the same in every language (the badge's colour follows it). */
export type ActivityLevel = "easy" | "medium" | "challenging";

export interface Activity {
  id: string;
  title: string;
  description: string;
  timeRequired: string;
  ageRange: string;
  difficulty: ActivityDifficulty;
  level: ActivityLevel;
  /** Rating out of 5. */
  rating: number;
  category: string;
  materials: string[];
  /** Four to six steps. */
  steps: string[];
}

export type ActivityCategoryId = "indoor" | "outdoor" | "arts" | "sports";

export interface ActivityCategory {
  id: ActivityCategoryId;
  title: string;
  description: string;
  /** An icon name from app/components/icon.tsx (lucide's name, in PascalCase). */
  icon: string;
  /** Four short ideas. */
  ideas: string[];
}

export const activitiesPage: PageIntro = {
  eyebrow: "Family Activities",
  title: "Bring Stories to Life Together",
  intro:
    "Reading doesn’t stop when you close the book. These simple, low-cost activities help your child play with stories, words and ideas, whether you have ten minutes or a whole afternoon.",
};

export const activitiesImage: ImageRef = {
  src: "/images/illustrations/activities.svg",
  alt: "A parent and two children sitting on the floor painting stones and arranging them next to an open picture book",
};

export const featuredActivitiesHeading = "Featured Activities";
export const activityCategoriesHeading = "Activities by Category";
export const tryActivityLabel = "Try This Activity";

export const featuredActivitiesSection = {
  eyebrow: "Family Favorites",
  intro:
    "Our most-loved activities, each tested with real families. Choose Try This Activity for the materials and simple steps.",
};

export const activityCategoriesSection = {
  eyebrow: "Ideas for Any Day",
  intro: "Quick ideas to match your mood, your weather and your child’s energy. No special supplies needed.",
};

/** Labels on a featured activity card and in its step-by-step dialog. */
export const activityLabels = {
  time: "Time",
  age: "Age",
  difficulty: "Difficulty",
  materialsHeading: "What You’ll Need",
  stepsHeading: "Step by Step",
  printLabel: "Print these steps",
  connectLabel: "Get activities made for your family",
  connectHref: "/connect",
};

/** Closing invitation at the bottom of /activities. */
export const activitiesClosing: ClosingCtaCopy = {
  eyebrow: "Made for Your Family",
  heading: "Want Activities Built Around Your Child?",
  text: "Our Read-Together Toolkit includes extension activities chosen for your child’s age, interests and your family’s values, plus a live session to show you how.",
  primary: { label: "Talk with Us", href: "/connect" },
  secondary: { label: "See Our Services", href: "/services" },
};

export const featuredActivities: Activity[] = [
  {
    id: "story-stones",
    title: "Story Stones",
    description:
      "Paint or draw simple pictures on smooth stones, then pull them from a bag one at a time to tell a brand-new story together.",
    timeRequired: "45 minutes",
    ageRange: "Ages 3-8",
    difficulty: "Easy",

    level: "easy",
    rating: 4.9,
    category: "Arts & Crafts",
    materials: [
      "8 to 12 smooth, flat stones",
      "Paint pens, acrylic paint or permanent markers",
      "A small cloth bag or box",
      "A favorite picture book for inspiration",
    ],
    steps: [
      "Read a favorite picture book together and talk about its characters, places and objects.",
      "Wash and dry the stones, then draw one simple picture on each: a character, a place, an animal or an object.",
      "Let the stones dry, then place them in the bag.",
      "Take turns pulling out a stone and adding a sentence to the story using the picture you drew.",
      "Keep going until the bag is empty, then give your story a title.",
      "Ask your child to retell the story at bedtime, or draw a stone picture for tomorrow’s story.",
    ],
  },
  {
    id: "family-book-walk",
    title: "Family Book Walk",
    description:
      "Choose a picture book, then head outside to find things from the story along the way: colors, shapes, animals and more.",
    timeRequired: "30-60 minutes",
    ageRange: "Ages 2-10",
    difficulty: "Easy",

    level: "easy",
    rating: 4.8,
    category: "Outdoor",
    materials: [
      "A picture book about nature, a neighborhood or a journey",
      "A small notebook or clipboard",
      "A pencil or crayons",
      "Comfortable shoes and water",
    ],
    steps: [
      "Read the book together before you leave and make a short list of things to look for.",
      "Take the book along on your walk around the block, a park or a trail.",
      "Check off items as you spot them, and add surprises the book didn’t mention.",
      "Stop halfway to reread a favorite page on a bench or patch of grass.",
      "At home, draw or write about the best thing you found.",
    ],
  },
  {
    id: "make-your-own-picture-book",
    title: "Make-Your-Own Picture Book",
    description:
      "Your child becomes the author and illustrator of a real book about their life, their family or an adventure they dream up.",
    timeRequired: "1-2 hours (over a few days)",
    ageRange: "Ages 5-12",
    difficulty: "Medium",

    level: "medium",
    rating: 4.7,
    category: "Writing & Creativity",
    materials: [
      "6 to 8 sheets of paper, folded in half",
      "Stapler, ribbon or yarn for binding",
      "Crayons, markers or colored pencils",
      "Family photos or magazine cut-outs (optional)",
    ],
    steps: [
      "Look at how a few of your favorite picture books work: a cover, a title, pictures and words on each page.",
      "Help your child choose a topic, such as “My Family,” “Our Weekend” or an invented adventure.",
      "Plan the story by sketching a tiny picture for each page before starting the real pages.",
      "Write the words together. Younger children can tell you the words while you write them down.",
      "Illustrate each page, design a cover and add “by” with your child’s name as the author.",
      "Bind the book and hold a proud family reading, then add it to your bookshelf.",
    ],
  },
];

export const activityCategories: ActivityCategory[] = [
  {
    id: "indoor",
    title: "Indoor Activities",
    description: "Cozy ideas for rainy days, quiet afternoons and winding down before bed.",
    icon: "Home",
    ideas: [
      "Build a blanket fort reading nook with a flashlight",
      "Act out a favorite story with stuffed animals",
      "Cook a recipe from a children’s book",
      "Play a rhyming word game at the table",
    ],
  },
  {
    id: "outdoor",
    title: "Outdoor Activities",
    description: "Take stories outside and find the magic of books in the world around you.",
    icon: "TreePine",
    ideas: [
      "Read under a tree or on a picnic blanket",
      "Go on a letter hunt with signs in your neighborhood",
      "Create a nature journal after reading a science book",
      "Walk to the library and choose books together",
    ],
  },
  {
    id: "arts",
    title: "Arts & Crafts",
    description: "Let your child draw, build and create their way deeper into the books they love.",
    icon: "Palette",
    ideas: [
      "Make puppets of the main characters",
      "Design a new cover for a favorite book",
      "Create a bookmark for each family member",
      "Paint a map of a story’s world",
    ],
  },
  {
    id: "sports",
    title: "Sports & Movement",
    description: "For wiggly readers: get moving while you build words, stories and focus.",
    icon: "Footprints",
    ideas: [
      "Hop to the next page: jump once for every page you read",
      "Play “Simon Says” using action words from a story",
      "Read a sports biography, then try the athlete’s sport",
      "Set up an obstacle course inspired by a story’s journey",
    ],
  },
];
