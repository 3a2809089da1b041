/** The partnerships page's words that schools.ts leaves out: screen-reader notes, the email line and the structured data's. */
export const schoolsExtras = {
  /** Before a step's title, for screen readers (the number is shown in a circle). */
  step: (step: number) => `Step ${step}: `,
  /** Under the partnership form, before the email address. */
  preferEmail: "Prefer email? Write to us at",
  /** The Magic Reading Room's kind of service (JSON-LD). */
  serviceType: "Family literacy event for schools, libraries and community organizations",
  /** Where the service is offered (JSON-LD). */
  areaServed: "United States",
};
