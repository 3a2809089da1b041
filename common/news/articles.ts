import { newsPageCopy } from "#common/news/content/news-page.ts";

/** An article from the newsletter publication's feed, as GET /api/articles sends it (spec section 3). */
export type Article = {
  title: string;
  description: string;
  link: string;
  pubDate: string;
  author: string;
  categories: string[];
  imageUrl: string | null;
};

/** The spec's message when the articles cannot be loaded (section 8), in the page's language. */
export const articlesErrorMessage = newsPageCopy.error;
