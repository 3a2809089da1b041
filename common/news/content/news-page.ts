/** The blog page's own words (app/news/news.tsx and its article list). */
export const newsPageCopy = {
  intro: {
    eyebrow: "Blog",
    title: "Ideas and Inspiration for Reading Families",
    intro:
      "Fresh articles from our newsletter: book lists, read-aloud tips, family activities and honest reflections on raising readers.",
  },
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
