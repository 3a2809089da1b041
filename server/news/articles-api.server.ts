import { Hono } from "hono";
import { articlesErrorMessage } from "#app/lib/articles.ts";
import { parseFeed, type Article } from "./feed-parser.server";

export type ArticlesOptions = {
  feedUrl: string;
  timeoutMs?: number;
  /** How long a good copy is served before the feed is asked again. */
  freshMs?: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
};


/**
 * Where the articles come from: read by GET /api/articles and by the /news page's loader.
 * `generation` (when present) counts the copies fetched so far: the page cache renders /news
 * again when it changes.
 */
export type ArticleSource = (() => Promise<Article[]>) & { generation?: () => number };

/**
 * The newsletter publication's feed, fetched on the server with a timeout, parsed, cached, and
 * served from the last good copy when the feed is down or broken. Rejects only when there is no
 * copy at all.
 */
export function createArticleSource({ feedUrl, timeoutMs = 5_000, freshMs = 10 * 60_000, now = Date.now, fetchImpl = fetch }: ArticlesOptions): ArticleSource {
  let cache: { articles: Article[]; fetchedAt: number } | null = null;
  let inFlight: Promise<Article[]> | null = null;
  // After a failure the feed is left alone for a minute, so visitors don't each wait out the timeout.
  let failedAt = Number.NEGATIVE_INFINITY;
  const retryAfterFailureMs = 60_000;
  let generation = 0;

  async function fetchFeed(): Promise<Article[]> {
    const res = await fetchImpl(feedUrl, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: "application/rss+xml, application/xml;q=0.9, */*;q=0.5", "User-Agent": "KindredPagesSite/1.0 (+feed reader)" },
    });
    if (!res.ok) throw new Error(`feed answered ${res.status}`);
    const xml = await res.text();
    if (xml.length > 5_000_000) throw new Error("feed too large");
    return parseFeed(xml);
  }

  async function articles(): Promise<Article[]> {
    if (cache && now() - cache.fetchedAt < freshMs) return cache.articles;
    if (now() - failedAt < retryAfterFailureMs) {
      if (cache) return cache.articles;
      throw new Error("feed failed moments ago");
    }
    // Visitors arriving together share one fetch.
    inFlight ??= fetchFeed()
      .then((list) => {
        cache = { articles: list, fetchedAt: now() };
        generation++;
        return list;
      })
      .finally(() => {
        inFlight = null;
      });
    try {
      return await inFlight;
    } catch (error) {
      failedAt = now();
      console.warn("news feed unavailable:", error instanceof Error ? error.message : error);
      if (cache) return cache.articles;
      throw error;
    }
  }

  /**
   * The copy's generation. Asked by the page cache instead of the articles, so it also starts
   * the fetch the articles would (in the background: the page in memory is served meanwhile
   * and rendered again once the new copy is in).
   */
  function currentGeneration(): number {
    const fresh = cache && now() - cache.fetchedAt < freshMs;
    if (!fresh && !inFlight && now() - failedAt >= retryAfterFailureMs) articles().catch(() => {});
    return generation;
  }

  return Object.assign(articles, { generation: currentGeneration });
}

/** GET /api/articles: { articles, timeZone } (the business's, for the articles' days) or, when the feed cannot be read, { error }. */
export function articlesApi(articles: ArticleSource, timeZone: string) {
  return new Hono().get("/", async (c) => {
    try {
      const list = await articles();
      c.header("Cache-Control", "public, max-age=300");
      return c.json({ articles: list, timeZone });
    } catch {
      // The spec's call answers { error } in the body; a 200 keeps a feed outage from showing
      // up as a failed request in visitors' consoles. The page shows the error state.
      c.header("Cache-Control", "no-store");
      return c.json({ error: articlesErrorMessage });
    }
  });
}
