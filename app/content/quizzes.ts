import type {
  AnswerValueOf,
  FamilyValuesBucket,
  ParentReadinessBucket,
  QuizType,
  familyValuesRules,
  parentReadinessRules,
} from "~/lib/quiz/scoring";
import type { CtaLink, ImageRef } from "#common/content/types.ts";
import type { ServicePackageId } from "#common/editing/content/service-packages.ts";

/**
 * Copy for the two quizzes on /interactive-tools (SPEC sections 4 and 9).
 * Every answer's `value` is one of the spec's value keys; its points live in ~/lib/quiz/scoring.
 */

export interface QuizAnswerOption<V extends string = string> {
  value: V;
  label: string;
}

export interface QuizQuestion<V extends string = string> {
  question: string;
  answers: readonly QuizAnswerOption<V>[];
}

/** One question per scoring rule, in the same order; answer values must be that rule's keys. */
type QuestionsFor<R extends readonly object[]> = { readonly [I in keyof R]: QuizQuestion<AnswerValueOf<R[I]>> };

export interface QuizDefinition {
  type: QuizType;
  title: string;
  summary: string;
  /** Short facts on the selection card, e.g. "6 questions". */
  facts: string[];
  /** The selection card's start control: names the quiz, so the two controls differ. */
  startLabel: string;
  image: ImageRef;
  questions: readonly QuizQuestion[];
}

export interface QuizResultCopy {
  title: string;
  description: string;
  /** The service the spec maps this bucket to (SPEC section 4, Result mapping). */
  serviceName: string;
  benefits: [string, string, string, string];
  link: CtaLink;
  /** The package this result recommends, when it is one (its link goes to it): shown with the price the owner publishes. */
  package?: ServicePackageId;
}

/* ----------------------------- Parent-Readiness ---------------------------- */

export const parentReadinessQuestions: QuestionsFor<typeof parentReadinessRules> = [
  {
    question: "How do you feel when choosing books for your child?",
    answers: [
      { value: "overwhelmed", label: "I feel overwhelmed by all the choices" },
      { value: "values", label: "I want books that reflect our family’s values" },
      { value: "quality", label: "I mostly look for quality writing and art" },
      { value: "representation", label: "I want my child to see themselves and others in books" },
    ],
  },
  {
    question: "How important is it that your child’s books reflect your family’s culture, languages and values?",
    answers: [
      { value: "essential", label: "Essential: it’s at the heart of what we read" },
      { value: "very-important", label: "Very important to us" },
      { value: "somewhat", label: "Somewhat important" },
      { value: "unsure", label: "I’m not sure yet. I haven’t thought about it much" },
    ],
  },
  {
    question: "What does reading time with your child look like right now?",
    answers: [
      { value: "struggle", label: "It’s a struggle. My child resists or loses interest quickly" },
      { value: "questions", label: "It’s nice, but I’m never sure what to ask or talk about" },
      { value: "engaged", label: "My child is engaged and we both enjoy it" },
      { value: "basic", label: "We read the words, but it doesn’t go much deeper" },
    ],
  },
  {
    question: "Where do most of your child’s books come from?",
    answers: [
      { value: "random", label: "Whatever we happen to find at the store or library" },
      { value: "bestsellers", label: "Bestseller lists and popular picks" },
      { value: "social", label: "Social media or other parents’ recommendations" },
      { value: "expert", label: "Trusted lists from librarians, teachers or reviewers" },
    ],
  },
  {
    question: "Which sounds most like the way you pick books today?",
    answers: [
      { value: "quick", label: "I grab something quickly and hope for the best" },
      { value: "hit-miss", label: "It’s hit or miss: some books land, many don’t" },
      { value: "overthink", label: "I overthink it and second-guess my choices" },
      { value: "systematic", label: "I have a system that works well for us" },
    ],
  },
  {
    question: "What kind of support would help your family most right now?",
    answers: [
      { value: "curation", label: "Someone to choose the right books for us" },
      { value: "guidance", label: "Guidance on how to read together in a deeper way" },
      { value: "strategy", label: "A clear strategy so I can choose great books myself" },
      { value: "consultation", label: "A one-on-one conversation about my child’s needs" },
    ],
  },
];

export const parentReadinessResults: Record<ParentReadinessBucket, QuizResultCopy> = {
  curated: {
    title: "A Hand-Picked Library Is Your Best Next Step",
    description:
      "You care deeply about what your child reads, and finding the right books is the hard part. Let us do the searching for you. We’ll build a personal collection that reflects your family’s values and languages and fits your child’s age and interests.",
    serviceName: "Design-Your-Library",
    benefits: [
      "A 60-minute audit of the books you already have",
      "A personal book set chosen just for your child",
      "Every book selected to reflect your family’s values",
      "30 days of email support after your library arrives",
    ],
    link: { label: "See Design Your Library", href: "/services#design-your-library" },
    package: "design-your-library",
  },
  guided: {
    title: "You’re Ready to Make Reading Time Richer",
    description:
      "You already read with your child. What would help most is knowing how to turn reading time into real conversation and connection. The toolkit shows you simple, proven ways to do that with the books you have.",
    serviceName: "Read-Together Toolkit",
    benefits: [
      "A 90-minute live demonstration with your child’s books",
      "3 dialogic reading techniques you can use tonight",
      "2 extension activities that bring stories to life",
      "A laminated reference card and a follow-up check-in",
    ],
    link: { label: "See the Read-Together Toolkit", href: "/services#read-together-toolkit" },
    package: "read-together-toolkit",
  },
  independent: {
    title: "You’re a Confident Book Chooser",
    description:
      "You have a good eye and a reading routine that works. A focused consultation can sharpen your approach, so you can keep choosing wonderful books on your own with even more confidence.",
    serviceName: "Book Selection Consultation",
    benefits: [
      "A one-on-one session about your child’s reading life",
      "Our three-tier method for judging any children’s book",
      "Ideas for books that are mirrors, windows and doors",
      "Trusted sources to keep your shelves fresh",
    ],
    link: { label: "See How We Choose Books", href: "/book-selection" },
  },
};

/* ------------------------------ Family Values ------------------------------ */

export const familyValuesQuestions: QuestionsFor<typeof familyValuesRules> = [
  {
    question: "What matters most to you about the books your child reads?",
    answers: [
      { value: "diversity", label: "Seeing many cultures, languages and kinds of families" },
      { value: "education", label: "Building skills and a love of learning" },
      { value: "values", label: "Reflecting the values we teach at home" },
    ],
  },
  {
    question: "How would you most like to discover new books?",
    answers: [
      { value: "expert", label: "Hand-picked suggestions from an expert" },
      { value: "community", label: "Swapping ideas with other families" },
      { value: "browse", label: "Browsing lists and guides on my own time" },
      { value: "child-led", label: "Following my child’s lead and interests" },
    ],
  },
  {
    question: "Which sounds more like reading in your home right now?",
    answers: [
      { value: "daily", label: "We read most days and want to make it even richer" },
      { value: "struggling", label: "We’re struggling to make reading a regular habit" },
    ],
  },
  {
    question: "What kind of support would you value most?",
    answers: [
      { value: "curation", label: "A book collection chosen for my family" },
      { value: "guidance", label: "Coaching on how to read and talk about books together" },
      { value: "resources", label: "Guides, book lists and activities I can use anytime" },
      { value: "community", label: "Events and groups with other reading families" },
    ],
  },
  {
    question: "Which sounds more like your child as a reader?",
    answers: [
      { value: "particular", label: "Particular: they know what they like and skip the rest" },
      { value: "reluctant", label: "Reluctant: they would rather do almost anything else" },
    ],
  },
];

export const familyValuesResults: Record<FamilyValuesBucket, QuizResultCopy> = {
  curation: {
    title: "Your Family’s Values Belong on Your Shelves",
    description:
      "You know what matters to your family, and you want your child’s books to say it too. We’ll hand-pick a collection that reflects your values, cultures and languages, matched to your child’s age and interests.",
    serviceName: "Design-Your-Library Service",
    benefits: [
      "A personal collection built around your family’s values",
      "Books matched to your child’s age and interests",
      "Stories where your child sees themselves and others",
      "30 days of email support as you settle in",
    ],
    link: { label: "See Design Your Library", href: "/services#design-your-library" },
    package: "design-your-library",
  },
  coaching: {
    title: "Coaching Can Bring Reading Time to Life",
    description:
      "Reading together matters to you, but it doesn’t always go the way you hope. Friendly, practical coaching helps you turn everyday reading into time your child looks forward to.",
    serviceName: "Read-Together Coaching",
    benefits: [
      "Live, virtual coaching built around your child",
      "Simple ways to talk about stories together",
      "Ideas for particular and reluctant readers",
      "A follow-up check-in to see how it’s going",
    ],
    link: { label: "See the Read-Together Toolkit", href: "/services#read-together-toolkit" },
    package: "read-together-toolkit",
  },
  community: {
    title: "You’ll Thrive Among Other Reading Families",
    description:
      "You love sharing ideas and learning alongside others. Our events and parent groups connect you with families who celebrate books, languages and cultures, just like you do.",
    serviceName: "Community Programs",
    benefits: [
      "Story-filled events that celebrate many cultures",
      "Parent groups for swapping book ideas and tips",
      "New books and authors to discover together",
      "Friendly support from families on the same path",
    ],
    link: { label: "Explore Community Programs", href: "/community" },
  },
  resources: {
    title: "Free Resources Fit Your Family’s Style",
    description:
      "You like to explore at your own pace. Our guides, book ideas and activities for every age let you choose what fits your family, whenever you have a quiet moment.",
    serviceName: "Resource Library Access",
    benefits: [
      "Reading guides for every age from 0 to 12",
      "Book ideas that reflect every kind of family",
      "Easy activities that bring stories to life",
      "Weekly tips in our free newsletter",
    ],
    link: { label: "Browse Educational Resources", href: "/education" },
  },
};

/* ------------------------------- The quizzes ------------------------------- */

export const quizzes: Record<QuizType, QuizDefinition> = {
  "parent-readiness": {
    type: "parent-readiness",
    title: "Parent-Readiness Quiz",
    summary:
      "Find out which kind of support fits where you are today: hand-picked books, coaching for reading time, or a plan for choosing books yourself.",
    facts: ["6 questions", "Under 3 minutes"],
    startLabel: "Start the Parent-Readiness Quiz",
    // Decorative next to the quiz title and summary, so the alt text is empty.
    image: { src: "/images/illustrations/quiz.svg", alt: "" },
    questions: parentReadinessQuestions,
  },
  "family-values": {
    type: "family-values",
    title: "Family Values Discovery",
    summary:
      "Discover how your family’s values can shape your child’s reading life, and which of our programs suits your family best.",
    facts: ["5 questions", "Under 3 minutes"],
    startLabel: "Start the Family Values Discovery Quiz",
    image: { src: "/images/illustrations/family-values.svg", alt: "" },
    questions: familyValuesQuestions,
  },
};

/** Order of the cards on the selection screen. */
export const quizOrder: QuizType[] = ["parent-readiness", "family-values"];

/** Interface texts for the quiz screens. */
export const quizCopy = {
  selection: {
    eyebrow: "Choose Your Quiz",
    title: "Two Short Quizzes, One Clear Next Step",
    intro: "There are no right or wrong answers. Choose the answer that sounds most like your family today.",
  },
  // True both ways: with JavaScript the answers are scored in the browser; without it they are
  // posted, scored and forgotten (the server neither stores nor logs them).
  privacyNote: "We use your answers only to show your recommendation. We never save them or share them.",
  questionOf: (number: number, total: number) => `Question ${number} of ${total}`,
  /** A quiz's own page: every question in one form (how the quiz works without JavaScript). */
  form: {
    eyebrow: "Family Assessment",
    title: (total: number) => `Answer ${total} Short Questions`,
    intro:
      "Choose one answer for each question, then select See My Recommendation. There are no right or wrong answers: choose what sounds most like your family today.",
    submit: "See My Recommendation",
    submitting: "Finding Your Recommendation…",
    chooseDifferent: "Choose Different Quiz",
    errorTitle: "Please answer every question",
    errorIntro: "These questions still need an answer:",
    missingAnswer: (number: number) => `Choose an answer to question ${number}.`,
    errorLink: (number: number, question: string) => `Question ${number}: ${question}`,
  },
  question: {
    progressLabel: "Quiz progress",
    stepsLabel: "Questions",
    back: "Previous Question",
    chooseDifferent: "Choose Different Quiz",
    currentAnswer: "your current answer",
  },
  result: {
    eyebrow: "Your Recommendation",
    serviceLabel: "Recommended for you",
    /** After the package's published price: "$500 for the Design Your Library package". */
    priceFor: (name: string) => `for the ${name} package`,
    benefitsTitle: "What You’ll Get",
    resources: "Get Free Resources",
    consultation: "Book a free 15-minute call",
    retake: "Retake Quiz",
    nextStepsNote:
      "What’s next? Start with our free resources, or talk it through with us in a free 15-minute discovery call with no commitment.",
  },
  reset: {
    title: "Reset Quiz?",
    description: "This clears your answers and your recommendation so you can start fresh.",
    keep: "Keep Current Results",
    confirm: "Yes, Start Over",
  },
} as const;
