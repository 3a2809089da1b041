/** Small words of the family resource pages' shared components (education, activities, parenting, community). */
export const learnExtras = {
  /** The name of a card's list of topic badges. */
  topicsFor: (name: string) => `Topics for ${name}`,
  /** The call to action on the cards linking to the other resource pages. */
  visit: "Visit",
};
