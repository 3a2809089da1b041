/**
 * Small shared shapes used by several content modules.
 * Content only: no React, no runtime logic.
 */

/** A link rendered as a button or text link. `href` is a site path such as "/connect". */
export interface CtaLink {
  label: string;
  href: string;
}

/** A card with an icon name from app/components/icon.tsx (for example "BookOpen"). */
export interface IconCard {
  title: string;
  description: string;
  icon: string;
}

/** An illustration under /images/ with its alt text. */
export interface ImageRef {
  src: string;
  alt: string;
}

/** Eyebrow label, page heading and short introduction shown at the top of a page. */
export interface PageIntro {
  eyebrow: string;
  title: string;
  intro: string;
}

/** A simple question and answer pair. */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** A numbered step, used for "how it works" lists and HowTo structured data. */
export interface NumberedStep {
  step: number;
  title: string;
  description: string;
}

/** The invitation that closes a page: a heading, a sentence and one or two next steps. */
export interface ClosingCtaCopy {
  eyebrow?: string;
  heading: string;
  text: string;
  primary?: CtaLink;
  secondary?: CtaLink;
}
