import { describe, expect, it, vi } from "vitest";
import type { Article } from "#common/news/articles.ts";
import { loader } from "./news";

const article: Article = { title: "T", description: "D", link: "https://example.com/p/t", pubDate: "", author: "", categories: [], imageUrl: null };
const config = { BUSINESS_TIME_ZONE: "America/Chicago" };
const run = (articles?: () => Promise<Article[]>) => loader({ context: articles ? { articles, config } : undefined } as unknown as Parameters<typeof loader>[0]);

describe("/news loader", () => {
  it("puts the feed's articles in the page", async () => {
    await expect(run(async () => [article])).resolves.toEqual({ initial: [article], timeZone: "America/Chicago" });
  });

  it("renders the error state when the feed cannot be read at all", async () => {
    await expect(run(() => Promise.reject(new Error("down")))).resolves.toEqual({ initial: "error", timeZone: "America/Chicago" });
  });

  it("sends the page without articles after 2.5 s, for the browser to fetch them", async () => {
    vi.useFakeTimers();
    try {
      const answer = run(() => new Promise<Article[]>(() => {}));
      await vi.advanceTimersByTimeAsync(2_499);
      let settled = false;
      void answer.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ initial: null, timeZone: "America/Chicago" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves the fetching to the browser where the server has no feed (the dev server)", async () => {
    await expect(run()).resolves.toEqual({ initial: null });
  });
});
