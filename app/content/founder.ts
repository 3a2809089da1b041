import { business } from "#common/business.ts";
import type { CtaLink, ImageRef, PageIntro } from "#common/content/types.ts";

export interface FounderEducation {
  degree: string;
  institution: string;
  detail: string;
}

export interface FounderExperience {
  title: string;
  years: string;
  description: string;
  /** An icon name from app/components/icon.tsx (lucide's name, in PascalCase). */
  icon: string;
}

export interface FounderLanguage {
  /** The language's code (structured data's alternateName), the same in every language. */
  code: string;
  language: string;
  detail: string;
}

export interface FounderQuote {
  text: string;
  attribution: string;
}

/** First word of the founder’s name, for friendly copy ("Hi, I’m ..."). */
export const founderFirstName = (name: string): string => name.split(" ")[0] ?? name;

export const founderPage = (name: string): PageIntro => ({
  eyebrow: "Our Founder",
  title: `Meet ${name}`,
  intro:
    "Licensed ESL educator, reading specialist, bilingual mom and lifelong lover of children’s books. Here’s the story behind our work, and the person you’ll meet on your discovery call.",
});

export const founderPortrait = (name: string): ImageRef => ({
  src: "/images/founder.svg",
  alt: `Illustrated portrait of ${name} smiling, holding a picture book in front of a tall, full bookshelf`,
});

export const bioEyebrow = "Her Story";
export const bioHeading = (name: string) => `About ${founderFirstName(name)}`;

export const founderRole = "Founder and Family Literacy Coach";

export const founderBio = (name: string): string[] => [
  `${name} has spent her career helping children fall in love with reading, and helping the grown-ups around them feel confident doing it. She is a licensed ESL (English as a Second Language) educator with a master’s degree in literacy and TESOL.`,
  `For eight years, ${founderFirstName(name)} taught English learners in public elementary schools, working with children whose families spoke more than a dozen languages. She then served as a school reading specialist, supporting teachers and running small reading groups for children who needed a boost.`,
  "Along the way, she noticed something powerful. The children who grew most were not always the ones with the most tutoring. They were the ones whose families read with them at home, in any language, with books they loved. So she began hosting family literacy nights, showing parents simple ways to read and talk about books together.",
  `Bilingual in English and Spanish and a mother of two, ${founderFirstName(name)} knows firsthand how busy family life can be, and how much a ten-minute story at bedtime can mean. She founded ${business.name} to bring the best of what she learned in schools into homes, in a way that honors every family’s values, languages and culture.`,
  "Today she works with families across the United States through virtual coaching and book curation, and partners with schools, libraries and community organizations through The Magic Reading Room program.",
];

export const educationEyebrow = "Training";
export const educationHeading = "Education and Credentials";

export const founderEducation: FounderEducation[] = [
  {
    degree: "M.Ed., Literacy and TESOL",
    institution: "Public university graduate school of education",
    detail:
      "Graduate study in how children learn to read and how to teach reading to multilingual learners, with a focus on family and community literacy.",
  },
  {
    degree: "B.A., Elementary Education",
    institution: "Public state university",
    detail:
      "Undergraduate teacher preparation with a minor in Spanish and student teaching in bilingual classrooms.",
  },
  {
    degree: "State ESL Teaching License",
    institution: "State department of education",
    detail:
      "Licensed to teach English as a Second Language to students from kindergarten through grade twelve.",
  },
  {
    degree: "Reading Specialist Endorsement",
    institution: "State department of education",
    detail:
      "Additional certification in reading instruction, reading support and coaching fellow teachers.",
  },
];

export const experienceEyebrow = "Career";
export const experienceHeading = "Experience";
export const experienceIntro =
  "Fourteen years in public schools and more than a decade of family reading nights, now brought into your home.";

export const founderExperience: FounderExperience[] = [
  {
    title: "Classroom ESL Teacher",
    years: "8 years",
    description:
      "Taught English learners in kindergarten through fifth grade, partnering closely with families from many cultures and language backgrounds.",
    icon: "School",
  },
  {
    title: "School Reading Specialist",
    years: "6 years",
    description:
      "Led small-group reading support, coached classroom teachers and helped build diverse classroom libraries.",
    icon: "BookOpen",
  },
  {
    title: "Family Literacy Workshop Leader",
    years: "10+ years",
    description:
      "Hosted bilingual family reading nights at schools and public libraries, showing parents simple ways to read together at home.",
    icon: "Users",
  },
  {
    title: "Founder and Family Literacy Coach",
    years: "Today",
    description: `Leads ${business.name}, offering virtual coaching, personalized book curation and school partnerships for families with children from birth to twelve.`,
    icon: "Heart",
  },
];

export const philosophyEyebrow = "In Her Words";
export const philosophyHeading = "My Philosophy";

export const founderQuote = (name: string): FounderQuote => ({
  text: "As a licensed ESL educator, I’ve learned that every language a family speaks is a reading language. Children bloom when the stories at home sound like home. My job isn’t to hand you a program. It’s to help you see how much you already give your child, and then add the right books and a few simple habits to make reading the best part of your day.",
  attribution: `${name}, licensed ESL educator`,
});

export const languagesEyebrow = "Coaching In Your Language";
export const languagesHeading = "Languages";
export const languagesIntro =
  "Every language your family speaks is a reading language. Sessions and book lists are available in:";

export const founderLanguages: FounderLanguage[] = [
  { code: "en", language: "English", detail: "Fluent. Coaching and book curation in English" },
  { code: "es", language: "Spanish", detail: "Fluent. Coaching and book curation in Spanish, and bilingual book lists" },
];

/** Used in the page's structured data (Person). */
export const founderPersonDescription = (name: string) => `Licensed ESL educator, former school reading specialist and family literacy coach, bilingual in English and Spanish. ${name} founded ${business.name} to help families raise joyful, confident readers.`;

export interface FounderCta {
  heading: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}

export const founderCta = (name: string): FounderCta => ({
  heading: `Talk with ${founderFirstName(name)}`,
  text: "Book a free 15-minute discovery call to share your family’s story and ask any questions. No commitment required.",
  primary: { label: "Book a free 15-minute call", href: "/discovery-call" },
  secondary: { label: "Explore Our Services", href: "/services" },
});
