import { sampleTestimonialCopy, testimonialTitles } from "#common/testimonials/content/testimonial-samples.ts";
import { testimonialsCarousel } from "#common/testimonials/content/testimonials-carousel.ts";

/** Records as the server sends them (spec section 3). */
export type IndividualTestimonialRecord = {
  full_name: string;
  professional_title: string | null;
  experience_story: string;
  profile_image_url: string | null;
  children_ages: string | null;
};

export type OrganizationTestimonialRecord = {
  organization_name: string;
  testimonial_content: string;
  profile_image_url: string | null;
};

/** GET /api/testimonials: each list is null when it could not be read. */
export type TestimonialsResponse = {
  individuals: IndividualTestimonialRecord[] | null;
  organizations: OrganizationTestimonialRecord[] | null;
};

/** What the carousel shows. */
export type Testimonial = {
  name: string;
  title: string;
  content: string;
  imageUrl?: string;
  childAge?: string;
  organization?: string;
  type: "individual" | "organization";
};

/** What the carousel shows: the list (the samples stand in for none), or why it could not be read. */
export type TestimonialsState = { status: "ready"; testimonials: Testimonial[] } | { status: "error"; message: string };

export const TITLE_MAX = 60;

/** How long testimonials stay fresh, on the server and in the browser (spec section 9). */
export const TESTIMONIALS_FRESH_MS = 5 * 60_000;

/** "Maria Elena Lopez" -> "Maria L.": first name and last initial, for privacy. */
export function shortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${words.at(-1)!.charAt(0).toUpperCase()}.`;
}

export function mapIndividual(record: IndividualTestimonialRecord): Testimonial {
  return {
    name: shortName(record.full_name),
    title: record.professional_title?.trim() || testimonialTitles.parent,
    content: record.experience_story,
    imageUrl: record.profile_image_url || undefined,
    childAge: record.children_ages || undefined,
    type: "individual",
  };
}

export function mapOrganization(record: OrganizationTestimonialRecord): Testimonial {
  return {
    name: record.organization_name,
    title: testimonialTitles.organizationPartner,
    content: record.testimonial_content,
    imageUrl: record.profile_image_url || undefined,
    organization: record.organization_name,
    type: "organization",
  };
}

/** Three built-in testimonials, shown when either list fails or there are none at all. */
export const sampleTestimonials: Testimonial[] = [
  { name: "Jasmine R.", ...sampleTestimonialCopy.jasmine, type: "individual" },
  { name: "Marcus T.", ...sampleTestimonialCopy.marcus, type: "individual" },
  {
    name: "Riverside Community Library",
    ...sampleTestimonialCopy.riverside,
    organization: "Riverside Community Library",
    type: "organization",
  },
];

/** Known names with an illustrated avatar, tried when a profile image fails to load. */
export const knownAvatars: Record<string, string> = {
  "Jasmine R.": "/images/testimonials/jasmine-r.svg",
  "Marcus T.": "/images/testimonials/marcus-t.svg",
  "Riverside Community Library": "/images/testimonials/riverside-library.svg",
};

/** Individuals then organizations; the samples when either list failed or both are empty. */
export function combineTestimonials(response: TestimonialsResponse): Testimonial[] {
  if (response.individuals === null || response.organizations === null) return sampleTestimonials;
  const list = [...response.individuals.map(mapIndividual), ...response.organizations.map(mapOrganization)];
  return list.length > 0 ? list : sampleTestimonials;
}

/** The carousel's state from what the server read: null when reading failed outright. */
export function carouselState(response: TestimonialsResponse | null): TestimonialsState {
  return response ? { status: "ready", testimonials: combineTestimonials(response) } : { status: "error", message: testimonialsCarousel.readFailed };
}

/** Titles longer than 60 characters are cut there, plus an ellipsis. */
export function cutTitle(title: string, max = TITLE_MAX): string {
  return title.length > max ? `${title.slice(0, max)}...` : title;
}

/** First letters of the first and last words, or the first two letters of a single word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]!.charAt(0)}${words.at(-1)!.charAt(0)}`.toUpperCase();
}
