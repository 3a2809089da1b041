import type { CtaLink, ImageRef, PageIntro } from "./types";

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
  alt: "Several families of different backgrounds gathered on a lawn, reading and laughing together",
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
