/**
 * The choices of the contact form's lists (common/forms/contact.ts and common.ts), keyed by the
 * value the form sends (the values are the spec's and never change).
 */
export const contactOptionLabels = {
  /** The child's age, 1 to 12. */
  childAge: (years: number) => (years === 1 ? "1 year old" : `${years} years old`),
  /** The spec leaves these open: the places families most often tell us they found us. */
  hearAboutUs: {
    "search-engine": "Search engine",
    instagram: "Instagram",
    facebook: "Facebook",
    "school-or-library": "My child's school or library",
    "local-parent-group": "Local parent group",
    substack: "Our Substack newsletter",
    event: "A reading event",
    friend: "A friend or family member",
    other: "Other",
  },
  /** The spec's inquiry topics (the contact form's "block", and ?topic= links). */
  inquiryTopics: {
    foundations: "Foundations (ages 3-5)",
    explorers: "Explorers (ages 6-8)",
    adventurers: "Adventurers (ages 9-12)",
    general: "General question",
  },
};
