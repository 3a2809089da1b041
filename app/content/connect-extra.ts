/** The connect page's words that its main copy (connectPage in page-intros.ts) leaves out. */
export const connectExtras = {
  /** The contact card's label before the service area. */
  serviceAreaLabel: "Where we work",
};
