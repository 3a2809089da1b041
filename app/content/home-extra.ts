/** The home page's small words that home.ts leaves to its section components. */
export const homeExtras = {
  /** After the hero's second button (its label is the spec's), for screen readers and crawlers. */
  servicesLinkNote: "about our services",
  /** Under the testimonials section's average rating. */
  ratingCaption: "Average rating from our families",
  /** The badge of an age group in "What is Family Reading Coaching?". */
  ageGroup: (ages: string) => `Ages ${ages}`,
  /** Before a step's title, for screen readers (the number is shown in a circle). */
  step: (step: number) => `Step ${step}: `,
  /** The caption of the coaching-versus-tutoring table, for screen readers. */
  comparisonCaption: (coaching: string, tutoring: string) => `${coaching} compared with ${tutoring.toLowerCase()}`,
};
