// Spanish copy of ../testimonial-samples.ts.
import type * as en from "#common/testimonials/content/testimonial-samples.ts";
import type { Translation } from "#common/content/translation.ts";

export const testimonialTitles: Translation<typeof en.testimonialTitles> = {
  // review: "Parent" as a title under a name, for any parent: "Madre o padre de familia"
  parent: "Madre o padre de familia",
  organizationPartner: "Organización aliada",
};

export const sampleTestimonialCopy: Translation<typeof en.sampleTestimonialCopy> = {
  jasmine: {
    title: "Madre de familia",
    // review: quote kept in English, in the words the person said (translation brief); these are built-in samples, so translate them if the Spanish pages should show them in Spanish
    content:
      "Our curated shelf finally looks like our family. My daughter asks for 'one more story' every night now, and we read in both English and Spanish without it feeling like homework.",
    childAge: "4 y 7",
  },
  marcus: {
    title: "Padre de familia",
    // review: quote kept in English (see above)
    content:
      "The Read-Together Toolkit gave me simple questions to ask while we read. My son went from rushing through books to stopping to talk about the pictures. Bedtime is our favorite part of the day again.",
    childAge: "6",
  },
  riverside: {
    title: "Organización aliada",
    // review: quote kept in English (see above)
    content:
      "The Magic Reading Room brought families into our library who had never been before. Parents left with practical ideas and children left with books they were excited to read.",
  },
};
