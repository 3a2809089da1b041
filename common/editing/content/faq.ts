import type { PageIntro } from "#common/content/types.ts";

export interface FaqItem {
  /** Stable id for the accordion item and FAQ structured data. */
  id: string;
  question: string;
  /** One or more paragraphs. */
  answer: string[];
}

export const faqPage: PageIntro = {
  eyebrow: "FAQ",
  title: "Your Questions, Answered",
  intro:
    "Wondering whether we’re the right fit for your family? Start here. If your question isn’t answered, we’d love to hear from you.",
};

export const whatWeAreHeading = "What We Are";
export const whatWeAreNotHeading = "What We Are Not";
export const faqQuestionsHeading = "Common Questions";

export const whatWeAre: string[] = [
  "A family literacy coaching service that supports parents and caregivers",
  "Personal book curation matched to your child’s age, interests and your family’s values",
  "Guidance from a licensed ESL educator who welcomes every language and culture",
  "Practical, research-based strategies you can use at home tonight",
  "A partner for schools, libraries and community organizations",
];

export const whatWeAreNot: string[] = [
  "Not homeschooling or a replacement for your child’s school",
  "Not a diagnosis or assessment service for learning differences",
  "Not tutoring or test preparation",
  "Not childcare or a drop-off program",
  "Not a one-size-fits-all program: every plan is built for your family",
];

export interface FaqCta {
  heading: string;
  text: string;
  scheduleLabel: string;
  contactLabel: string;
}

export const faqCta: FaqCta = {
  heading: "Still have questions?",
  text: "Book a free 15-minute discovery call or send us a message. We’re happy to help.",
  scheduleLabel: "Book a free 15-minute call",
  contactLabel: "Contact Us",
};

export const faqItems: FaqItem[] = [
  {
    id: "age-range",
    question: "What ages do you work with?",
    answer: [
      "We support families with children from birth to age twelve. That includes expecting parents who want to start a home library before their baby arrives.",
      "Our advice changes as your child grows: songs and board books for babies, sound play and picture books for preschoolers, encouragement for new readers and great chapter books and graphic novels for older kids. Families with several children of different ages are very welcome.",
    ],
  },
  {
    id: "buying-books",
    question: "Do I have to buy all the books you recommend?",
    answer: [
      "Not at all. Our fee covers our time, expertise and your personalized recommendations. Books are billed separately, and you decide how many to get and where to get them.",
      "Many families borrow some titles from the public library, buy secondhand or add books slowly over birthdays and holidays. Tell us your budget and we’ll plan around it. We never accept requests from authors or publishers to feature their books, so our suggestions are always chosen for your child alone.",
    ],
  },
  {
    id: "strong-readers",
    question: "My child already reads well. Is this still useful for us?",
    answer: [
      "Yes. Strong readers often run out of books that challenge them while still fitting their age and emotional stage. We find books that stretch your child’s thinking without rushing them into content they’re not ready for.",
      "We also help you keep reading a shared family experience: deeper book conversations, read-alouds that stay fun as kids grow and a wider range of voices and genres on the shelf.",
    ],
  },
  {
    id: "reluctant-readers",
    question: "What if my child doesn’t like reading?",
    answer: [
      "You’re not alone, and it’s not a lost cause. Most reluctant readers simply haven’t met the right book yet, or reading has started to feel like a test.",
      "We start with what your child already loves, whether that’s soccer, dinosaurs, jokes or video games, and find books, comics and audiobooks that match. Then we help you bring back the fun with low-pressure routines. If we notice signs that your child may need a specialist, we’ll gently let you know and suggest where to turn.",
    ],
  },
  {
    id: "multilingual-families",
    question: "We speak more than one language at home. Can you help?",
    answer: [
      "Yes, and we love working with multilingual families. Our founder is a licensed ESL educator and is bilingual in English and Spanish.",
      "Research shows that keeping your home language strong supports reading in English too. We recommend bilingual books and books in your home language, and we coach you to read, sing and talk in whichever language feels most natural. Every language your family speaks is a reading language.",
    ],
  },
  {
    id: "school-programs",
    question: "How is this different from my child’s school reading program?",
    answer: [
      "School reading programs teach skills to a whole class, following a set curriculum. That work matters, and we don’t replace it.",
      "We focus on home. We help you build a reading life that fits your family’s values, languages and routines, with books chosen for your child alone. The result supports what your child learns at school while making reading something your family enjoys together.",
    ],
  },
  {
    id: "librarian-or-influencer",
    question: "Why not just ask a librarian or follow a book influencer?",
    answer: [
      "Please do both! Librarians are wonderful and we encourage every family to use their local library. Book lists online can be a great source of ideas too.",
      "What we add is time and personal knowledge of your family. We look at the books you already have, learn about your child’s interests and your values, and build a plan just for you. Then we stay with you through follow-up support, so you’re never left guessing about what to read next.",
    ],
  },
];
