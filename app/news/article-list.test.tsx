import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Article } from "#common/news/articles.ts";
import { ArticleList } from "./article-list";

// An article's day is the business's (BUSINESS_TIME_ZONE, sent by the server), never a zone
// written into the code: 8 PM UTC on November 15 is already November 16 in Auckland.
const article: Article = { title: "T", description: "", link: "https://example.com/p/t", pubDate: "2026-11-15T20:00:00.000Z", author: "", categories: [], imageUrl: null };

describe("ArticleList's dates", () => {
  it("are the day where the business is", () => {
    expect(renderToStaticMarkup(<ArticleList initial={[article]} timeZone="Pacific/Auckland" />)).toContain(">November 16, 2026</time>");
    expect(renderToStaticMarkup(<ArticleList initial={[article]} timeZone="America/Los_Angeles" />)).toContain(">November 15, 2026</time>");
  });
});
