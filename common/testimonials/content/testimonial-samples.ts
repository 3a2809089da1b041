/**
 * The testimonials carousel's words that are not its controls (common/testimonials/testimonials.ts): the titles
 * given to testimonials that have none, and the three built-in samples shown when the testimonials
 * cannot be read or there are none yet (the people's names and pictures stay in the library).
 */
export const testimonialTitles = {
  /** An individual's title when they gave none. */
  parent: "Parent",
  /** Every organization's title. */
  organizationPartner: "Organization Partner",
};

export const sampleTestimonialCopy = {
  jasmine: {
    title: "Parent",
    content:
      "Our curated shelf finally looks like our family. My daughter asks for 'one more story' every night now, and we read in both English and Spanish without it feeling like homework.",
    childAge: "4 and 7",
  },
  marcus: {
    title: "Parent",
    content:
      "The Read-Together Toolkit gave me simple questions to ask while we read. My son went from rushing through books to stopping to talk about the pictures. Bedtime is our favorite part of the day again.",
    childAge: "6",
  },
  riverside: {
    title: "Organization Partner",
    content:
      "The Magic Reading Room brought families into our library who had never been before. Parents left with practical ideas and children left with books they were excited to read.",
  },
};
