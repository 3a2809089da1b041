/** The blog page's own words (app/news/news.tsx and its article list); its introduction is in page-intros.ts. */
export const newsPageCopy = {
  subscribeLabel: "Subscribe to the Newsletter",
  listLabel: "Latest articles",
  loadingLabel: "Loading articles",
  /** The spec's message when the articles cannot be loaded (section 8). */
  error: "Failed to load articles. Please try again later.",
  retry: "Try again",
  empty: "No articles found.",
  readMore: "Read on our newsletter",
  topicsLabel: "Topics",
  byline: (author: string) => `By ${author}`,
};
