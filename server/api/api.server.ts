import { Hono } from "hono";
import type { ServerConfig } from "../config.server";
import type { AppDatabase } from "../db/database.server";
import { FormTokens } from "../forms/form-token.server";
import { formsApi } from "../forms/forms-api.server";
import { RateLimitStore } from "../forms/rate-limit.server";
import { articlesApi, createArticleSource, type ArticleSource } from "../news/articles-api.server";
import { eventsApi } from "../events/events.server";
import { testimonialsApi } from "../testimonials/testimonials-api.server";
import { healthRoutes } from "./health.server";

export type ApiDeps = {
  db: AppDatabase;
  config: ServerConfig;
  formTokenSecret: string;
  now?: () => number;
  /** The newsletter feed, shared with the /news page; made from the config when absent. */
  articles?: ArticleSource;
};

/** The JSON API under /api. Each feature mounts its own routes here. */
export function createApi(deps: ApiDeps) {
  const api = new Hono();
  api.route("/health", healthRoutes(deps));
  const { config } = deps;
  const rateLimitConfig = {
    maxAttempts: config.RATE_LIMIT_MAX_ATTEMPTS,
    windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    blockMs: config.RATE_LIMIT_BLOCK_SECONDS * 1000,
  };
  api.route("/articles", articlesApi(deps.articles ?? createArticleSource({ feedUrl: config.business.newsletterFeedUrl, now: deps.now })));
  api.route("/testimonials", testimonialsApi(deps.db, deps.now));
  api.route("/events", eventsApi(deps.db, config.business, deps.now));
  api.route(
    "/",
    formsApi(deps.db, {
      rateLimits: new RateLimitStore(rateLimitConfig),
      rateLimitConfig,
      tokens: new FormTokens(deps.formTokenSecret),
      trustProxy: config.TRUST_PROXY,
      now: deps.now,
    }),
  );
  // Registered last so it only answers paths no feature claimed (a mounted app has no notFound of its own).
  api.all("*", (c) => c.json({ error: "Not found" }, 404));
  api.onError((error, c) => {
    console.error("api error:", error instanceof Error ? error.message : error);
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return api;
}
