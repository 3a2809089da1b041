import type { CtaLink, IconCard, ImageRef, NumberedStep } from "#common/content/types.ts";

/* ------------------------------------------------------------------ */
/* Types                                                               */
/* ------------------------------------------------------------------ */

export interface HomeHero {
  eyebrow: string;
  headline: string;
  subheadline: string;
  secondaryCta: CtaLink;
  /* The hero picture and its alt text vary with the visitor's preferences: see app/lib/hero.ts. */
}

export interface HomeSection {
  eyebrow: string;
  heading: string;
  intro: string;
}

export interface BuildOnValuesSection extends HomeSection {
  cards: IconCard[];
  image: ImageRef;
}

export interface VideoCaption {
  title: string;
  caption: string;
}

export interface ScienceSection extends HomeSection {
  /** Two captions, in the same order as the two embedded videos. */
  videos: VideoCaption[];
  /** Said under each video's title when the videos speak another language than the page (empty in English). */
  videoLanguage: string;
  link: CtaLink;
  image: ImageRef;
}

export interface MissionVisionSection {
  eyebrow: string;
  heading: string;
  missionLabel: string;
  mission: string;
  visionLabel: string;
  vision: string;
  coreValuesHeading: string;
  coreValues: IconCard[];
  link: CtaLink;
}

export interface ServicesTeaser extends HomeSection {
  cta: CtaLink;
}

export interface QuizPromo extends HomeSection {
  facts: string[];
  button: CtaLink;
  image: ImageRef;
}

export interface AgeGroup {
  ages: "0-2" | "3-5" | "6-8" | "9-12";
  title: string;
  description: string;
}

export interface ComparisonRow {
  aspect: "Focus" | "Goal" | "Setting" | "Book selection" | "Parent role";
  coaching: string;
  tutoring: string;
}

export interface WhatIsCoachingSection {
  eyebrow: string;
  heading: string;
  definition: string;
  image: ImageRef;
  inclusionsHeading: string;
  inclusions: string[];
  ageGroupsHeading: string;
  ageGroups: AgeGroup[];
  howToHeading: string;
  /** Also used as the HowTo structured-data description. */
  howToIntro: string;
  /** Also used as the HowTo structured-data name. */
  howToName: string;
  /** ISO 8601 duration for HowTo structured data. */
  howToTotalTime: string;
  steps: NumberedStep[];
  credentialsHeading: string;
  credentialsIntro: string;
  credentials: string[];
  comparisonHeading: string;
  comparisonIntro: string;
  comparisonColumns: { aspect: string; coaching: string; tutoring: string };
  comparison: ComparisonRow[];
  cta: {
    heading: string;
    text: string;
    primary: CtaLink;
    secondary: CtaLink;
    notes: string[];
  };
}

export interface TestimonialsSection extends HomeSection {
  link: CtaLink;
}

export interface NewsletterSection extends HomeSection {
  benefits: string[];
  buttonLabel: string;
  newTabNote: string;
}

export interface FaqBlock extends HomeSection {
  isHeading: string;
  isNotHeading: string;
  scheduleLabel: string;
  contact: CtaLink;
  moreLink: CtaLink;
}

export interface ClosingCta {
  heading: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
  urgencyNotice: string;
}

export interface HomeStat {
  value: string;
  label: string;
  icon: string;
}

/* ------------------------------------------------------------------ */
/* Content, in the order the sections appear on the home page          */
/* ------------------------------------------------------------------ */

export const homeHero: HomeHero = {
  eyebrow: "Family Reading Coaching for Ages 0-12",
  headline: "Raise a Reader Who Loves Books, at Home, Your Way",
  subheadline:
    "Hand-picked books that reflect your family and simple coaching that makes reading time the best part of the day. Guided by a licensed ESL educator, for every kind of family.",
  secondaryCta: { label: "Learn More", href: "/services" },
};

export const buildOnValues: BuildOnValuesSection = {
  eyebrow: "Your Family, Your Story",
  heading: "Build on Your Values",
  intro:
    "You already know what matters most in your home. We help you find books and reading habits that celebrate your traditions, your languages and the kind of people you hope your children will become.",
  image: {
    src: "/images/illustrations/family-values.svg",
    alt: "A grandmother, parent and child choosing books together from a colorful shelf at home",
  },
  cards: [
    {
      title: "Stories That Reflect You",
      description:
        "Books where your child sees their own family, skin, hair, faith and traditions celebrated.",
      icon: "Heart",
    },
    {
      title: "Every Language Welcome",
      description:
        "English, your home language or both. Every language your family speaks is a reading language.",
      icon: "Languages",
    },
    {
      title: "Kindness and Courage",
      description:
        "Stories that spark conversations about empathy, fairness, honesty and standing up for others.",
      icon: "HandHeart",
    },
    {
      title: "Windows to the World",
      description:
        "Books that open your child’s eyes to people, places and ways of life beyond your front door.",
      icon: "Globe",
    },
  ],
};

export const scienceSection: ScienceSection = {
  eyebrow: "Backed by Research",
  heading: "The Science Behind Reading to Your Child",
  videoLanguage: "",
  intro:
    "Every time you read together, your child’s brain builds connections for language, imagination and understanding. And your child feels safe, loved and close to you. These short videos explain why those cozy minutes matter so much.",
  videos: [
    {
      title: "The Science of Early Childhood Development",
      caption:
        "In the first years of life, your child’s brain builds connections faster than at any other time. See how everyday experiences, like stories and conversation, lay the foundation for learning.",
    },
    {
      title: "Serve and Return: How Everyday Moments Build a Child's Brain",
      caption:
        "When your child points, babbles or asks a question and you respond, that back-and-forth shapes the growing brain. Shared reading is full of these moments.",
    },
  ],
  link: { label: "Explore the Research", href: "/research" },
  image: {
    src: "/images/illustrations/brain-science.svg",
    alt: "A parent reading to a small child, with a glowing illustrated brain and floating letters above them",
  },
};

export const missionVision: MissionVisionSection = {
  eyebrow: "Why We Do This",
  heading: "Our Mission and Vision",
  missionLabel: "Our Mission",
  mission:
    "To help every family build a joyful reading life at home, with books that reflect their values, honor their languages and cultures, and open windows to the wider world.",
  visionLabel: "Our Vision",
  vision:
    "A world where every child grows up surrounded by stories, sees themselves in the books they read and shares those books with the people who love them most.",
  coreValuesHeading: "Our Core Values",
  coreValues: [
    {
      title: "Family First",
      description: "Parents and caregivers are a child’s first teachers. We support you, never replace you.",
      icon: "Home",
    },
    {
      title: "Every Culture Counts",
      description: "We celebrate all languages, cultures and family shapes, with respect and care.",
      icon: "Globe",
    },
    {
      title: "Joy in Reading",
      description: "Reading should feel like a treat, not a chore. Fun comes first.",
      icon: "Smile",
    },
    {
      title: "Grounded in Research",
      description: "Our advice rests on what’s known about how children learn language and literacy.",
      icon: "Brain",
    },
    {
      title: "Access for All",
      description: "Great books and good guidance should reach every child, in every community.",
      icon: "Scale",
    },
  ],
  link: { label: "Read Our Full Mission", href: "/mission" },
};

export const servicesTeaser: ServicesTeaser = {
  eyebrow: "How We Help",
  heading: "Services Designed Around Your Family",
  intro:
    "From a home library that reflects who you are to coaching that makes reading time easy, every service is personal, virtual and built on your family’s values.",
  cta: { label: "See Packages and Pricing", href: "/services" },
};

export const quizPromo: QuizPromo = {
  eyebrow: "Free Family Quiz",
  heading: "Not Sure Where to Start?",
  intro:
    "Answer 6 quick questions about your family and your reading routine. In under 3 minutes, you’ll get a personal recommendation for the next step that fits you best.",
  facts: ["6 questions", "Under 3 minutes", "Instant, personal results"],
  button: { label: "Take the Quiz Now", href: "/interactive-tools" },
  image: {
    src: "/images/illustrations/quiz.svg",
    alt: "A parent holding a phone with a friendly quiz on screen while a child reads nearby",
  },
};

export const whatIsCoaching: WhatIsCoachingSection = {
  eyebrow: "Family Reading Coaching",
  heading: "What is Family Reading Coaching?",
  definition:
    "Family reading coaching is personal guidance for parents and caregivers that helps them build a joyful, lasting reading life at home. Instead of drilling skills with your child, a coach works with you: choosing books that fit your child and your values, showing you simple ways to talk about stories, and helping reading become a warm part of your family’s everyday routine.",
  image: {
    src: "/images/illustrations/coaching-call.svg",
    alt: "A parent on a video call with a friendly reading coach, a stack of picture books on the table",
  },
  inclusionsHeading: "What coaching includes",
  inclusions: [
    "A friendly look at your current books and reading routine",
    "Book recommendations matched to your child’s age, interests and your family’s values",
    "Simple read-aloud and conversation techniques you can use with any book",
    "Activities that bring stories to life beyond the page",
    "Support for reading in English, your home language or both",
    "Follow-up support as your child grows",
  ],
  ageGroupsHeading: "Support for every stage",
  ageGroups: [
    {
      ages: "0-2",
      title: "Babies and Toddlers",
      description: "Songs, rhymes, board books and lots of talk to build early language and closeness.",
    },
    {
      ages: "3-5",
      title: "Preschool Foundations",
      description: "Picture books, sound play and letter fun that prepare your child to read.",
    },
    {
      ages: "6-8",
      title: "Early Readers",
      description: "Encouragement and strategies as your child begins reading on their own.",
    },
    {
      ages: "9-12",
      title: "Independent Readers",
      description: "Finding books they love, reading deeply and keeping family book talk alive.",
    },
  ],
  howToHeading: "How to build a love of reading at home in four steps",
  howToName: "How to Build a Love of Reading at Home",
  howToIntro:
    "You don’t need special training or a big budget. These four steps work for any family, in any language, with children from birth to twelve.",
  howToTotalTime: "P7D",
  steps: [
    {
      step: 1,
      title: "Create a reading spot",
      description:
        "Choose a cozy corner with good light and a low shelf or basket of books your child can reach without help. Keep it inviting and within sight every day.",
    },
    {
      step: 2,
      title: "Choose books that fit your child",
      description:
        "Pick books that match your child’s age and interests, including stories that reflect your family and stories about people different from you. Let your child choose some, too.",
    },
    {
      step: 3,
      title: "Read together every day",
      description:
        "Set aside a few minutes at the same time each day, such as bedtime or breakfast. A short, happy routine you keep is better than a long one you skip.",
    },
    {
      step: 4,
      title: "Talk about the story",
      description:
        "Pause to ask open questions like “What do you think will happen?” or “How would you feel?” Listen to your child’s answers and connect the story to your own family’s life.",
    },
  ],
  credentialsHeading: "Guided by real expertise",
  credentialsIntro:
    "Our coaching is led by a licensed educator with years of classroom and family literacy experience.",
  credentials: [
    "Licensed ESL (English as a Second Language) educator",
    "M.Ed. in Literacy and TESOL",
    "Former classroom ESL teacher and school reading specialist",
    "Bilingual in English and Spanish",
    "Years of leading family literacy workshops for parents",
  ],
  comparisonHeading: "Coaching vs. tutoring",
  comparisonIntro:
    "Tutoring and coaching can both help children. They simply do different jobs.",
  comparisonColumns: {
    aspect: "Aspect",
    coaching: "Family Reading Coaching",
    tutoring: "Traditional Tutoring",
  },
  comparison: [
    {
      aspect: "Focus",
      coaching: "The whole family’s reading life and the parent-child connection",
      tutoring: "A child’s specific academic skills",
    },
    {
      aspect: "Goal",
      coaching: "A lifelong love of reading, built at home",
      tutoring: "Catching up or improving grades and test scores",
    },
    {
      aspect: "Setting",
      coaching: "Your home and your everyday routines, supported virtually",
      tutoring: "Sessions at a tutoring center, school or online",
    },
    {
      aspect: "Book selection",
      coaching: "Hand-picked books that reflect your values, languages and culture",
      tutoring: "Worksheets, leveled readers or school materials",
    },
    {
      aspect: "Parent role",
      coaching: "You’re at the center, with the skills and confidence to lead",
      tutoring: "Usually on the sidelines while a tutor works with your child",
    },
  ],
  cta: {
    heading: "Ready to see if coaching is right for your family?",
    text: "Book a friendly discovery call to talk about your child and your goals, or take our short quiz to get a personal recommendation.",
    primary: { label: "Book a free 15-minute call", href: "/discovery-call" },
    secondary: { label: "Take the Family Quiz", href: "/interactive-tools" },
    notes: ["Free 15-minute consultation", "No commitment required"],
  },
};

export const testimonialsSection: TestimonialsSection = {
  eyebrow: "Family Stories",
  heading: "What Families Are Saying",
  intro:
    "Parents, grandparents and partner schools share how reading at home has changed for them.",
  link: { label: "See Why Families Rate Us 5.0", href: "/testimonials" },
};

export const newsletterSection: NewsletterSection = {
  eyebrow: "Free Newsletter",
  heading: "Reading Ideas in Your Inbox",
  intro:
    "Join hundreds of parents who get simple, practical ideas for raising readers. Short, friendly and easy to use the same evening.",
  benefits: ["Weekly tips", "Book recommendations", "Family activities", "Parent insights"],
  buttonLabel: "Subscribe to the Newsletter",
  newTabNote: "Opens our newsletter page in a new tab.",
};

export const faqBlock: FaqBlock = {
  eyebrow: "Good to Know",
  heading: "Frequently Asked Questions",
  intro:
    "Here’s a clear picture of what we do, and what we don’t, so you can decide if we’re the right fit for your family.",
  isHeading: "What We Are",
  isNotHeading: "What We Are Not",
  scheduleLabel: "Book a free 15-minute call",
  contact: { label: "Contact Us", href: "/connect" },
  moreLink: { label: "See All Questions", href: "/faq" },
};

export const closingCta: ClosingCta = {
  heading: "Your Family’s Reading Adventure Starts Here",
  text: "Take the first step toward cozy, confident reading time at home. We’ll listen, answer your questions and suggest a next step that fits your family.",
  primary: { label: "Book a free 15-minute call", href: "/discovery-call" },
  secondary: { label: "Take Our Quiz First", href: "/interactive-tools" },
  urgencyNotice: "Limited time: Book your discovery call this month",
};

export const homeStats: HomeStat[] = [
  { value: "500+", label: "Books curated for families", icon: "BookOpen" },
  { value: "40%", label: "Increase in reading engagement", icon: "Sparkles" },
  { value: "5.0", label: "Average rating", icon: "Star" },
];

export const joinFamiliesLine = "Join 500+ families";

/** The home page's notice of calls left this month (here, not with the booking's words, so the home page loads no booking chunk). */
export const bookingSpotsLeft = (count: number) =>
  count === 1
    ? "Only 1 spot left this month"
    : `Only ${count} spots left this month`;

