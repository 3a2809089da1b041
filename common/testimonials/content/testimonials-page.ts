import type { CtaLink, ImageRef, PageIntro } from "#common/content/types.ts";

export interface RatingBlock {
  value: string;
  outOf: number;
  label: string;
  text: string;
}

export interface TestimonialsCta {
  heading: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}

export const testimonialsPage: PageIntro = {
  eyebrow: "Testimonials",
  title: "Stories from Families Like Yours",
  intro:
    "Parents, grandparents, caregivers and partner schools have trusted us with something precious: their children’s reading lives. Their kind words and their children’s new love of books are the reason we do this work.",
};

export const testimonialsImage: ImageRef = {
  src: "/images/illustrations/community.svg",
  alt: "Parents, a grandparent and children of different backgrounds sitting together on a round rug in front of library shelves, sharing picture books",
};

export const ratingEyebrow = "Family Ratings";
export const ratingHeading = "Loved by the Families We Serve";
export const highlightsHeading = "What families notice first";

export interface TestimonialsSlotCopy {
  eyebrow: string;
  heading: string;
  text: string;
  readStories: CtaLink;
  shareStory: CtaLink;
}

/** The "What Families Say" section: an honest pointer to real stories, not invented quotes. */
export const testimonialsSlot: TestimonialsSlotCopy = {
  eyebrow: "In Their Words",
  heading: "What Families Say",
  text: "Families share their stories with us after working together, and publish them here with their permission. If we’ve worked with your family, we’d love to hear how reading time has changed for you.",
  readStories: { label: "See Our Services", href: "/services" },
  shareStory: { label: "Share Your Story", href: "/feedback" },
};

export const ratingBlock: RatingBlock = {
  value: "5.0",
  outOf: 5,
  label: "Average rating",
  text: "Families consistently rate their experience five out of five stars. They tell us reading time feels calmer, their children reach for books on their own and their shelves finally reflect who they are.",
};

export const testimonialsHighlights: string[] = [
  "Children asking for “one more story”",
  "Bookshelves that reflect every family member",
  "Confident parents, in every language",
];

export const testimonialsCta: TestimonialsCta = {
  heading: "Ready to write your family’s reading story?",
  text: "Book a free 15-minute discovery call or explore our services to find the right fit.",
  primary: { label: "Connect With Us", href: "/connect" },
  secondary: { label: "Explore Our Services", href: "/services" },
};
