import { Hono } from "hono";
import { articlesErrorMessage } from "#common/news/articles.ts";
import { fetchOwnerAddress, OUTBOUND_MAX_BYTES } from "#server/net/fetch.server";
import { parseFeed, type Article } from "./feed-parser.server";

export type ArticlesOptions = {
  /** The feed's address, or what gives it now (the owner may change it: the copy of another address is dropped). */
  feedUrl: string | (() => string);
  /** Tests only (config.OUTBOUND_ALLOW_LOOPBACK): the feed may be on this machine. */
  allowLoopback?: boolean;
  /** Tests only: the certificate of the tests' local HTTPS server. */
  ca?: string;
  timeoutMs?: number;
  /** The most the feed may be, on the wire and once decompressed. */
  maxBytes?: number;
  /** How long a good copy is served before the feed is asked again. */
  freshMs?: number;
  now?: () => number;
};

/**
 * Where the articles come from: read by GET /api/articles and by the /news page's loader.
 * `generation` (when present) counts the copies fetched so far: the page cache renders /news
 * again when it changes.
 */
export type ArticleSource = (() => Promise<Article[]>) & { generation?: () => number };

/**
 * The newsletter publication's feed, fetched on the server through the one fetcher of the owner's
 * addresses (server/net/fetch.server.ts: https only, public addresses only, every redirect checked
 * again, a deadline, 5 MB at most on the wire and once decompressed), parsed, cached, and served
 * from the last good copy when the feed is down or broken. Rejects only when there is no copy at all.
 */
export function createArticleSource({ feedUrl, allowLoopback = false, ca, timeoutMs = 5_000, maxBytes = OUTBOUND_MAX_BYTES, freshMs = 10 * 60_000, now = Date.now }: ArticlesOptions): ArticleSource {
  let cache: { articles: Article[]; fetchedAt: number } | null = null;
  let inFlight: Promise<Article[]> | null = null;
  // After a failure the feed is left alone for a minute, so visitors don't each wait out the timeout.
  let failedAt = Number.NEGATIVE_INFINITY;
  const retryAfterFailureMs = 60_000;
  let generation = 0;
  const feedUrlNow = typeof feedUrl === "function" ? feedUrl : () => feedUrl;
  let copyOf = feedUrlNow();
  /** The owner gave another address: what was read from the old one is dropped, and the new one asked at once. */
  function followAddress() {
    const url = feedUrlNow();
    if (url === copyOf) return;
    copyOf = url;
    cache = null;
    failedAt = Number.NEGATIVE_INFINITY;
    generation++;
  }

  async function fetchFeed(): Promise<Article[]> {
    // Its errors carry a problem code only ("outbound request: timeout"), never the address.
    const answer = await fetchOwnerAddress(copyOf, {
      allowLoopback,
      ca,
      timeoutMs,
      maxBytes,
      accept: "application/rss+xml, application/xml;q=0.9, */*;q=0.5",
      userAgent: "KindredPagesSite/1.0 (+feed reader)",
    });
    if (answer.kind !== "changed") throw new Error("feed answered 304 unasked");
    return parseFeed(answer.body);
  }

  async function articles(): Promise<Article[]> {
    followAddress();
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
    followAddress();
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
