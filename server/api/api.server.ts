import { Hono } from "hono";
import type { ServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import { formsApi } from "#server/forms/forms-api.server";
import type { SubmissionService } from "#server/forms/submissions.server";
import type { FormTokens } from "#server/forms/form-token.server";
import { articlesApi, type ArticleSource } from "#server/news/articles-api.server";
import { eventsApi } from "#server/events/events.server";
import { testimonialsApi } from "#server/testimonials/testimonials-api.server";
import { pickerApi } from "#server/booking/picker.server";
import { healthRoutes } from "./health.server";

export type ApiDeps = {
  db: AppDatabase;
  config: ServerConfig;
  now?: () => number;
  /** The newsletter feed, shared with the /news page (its address as the owner published it). */
  articles: ArticleSource;
  /** The submission service the pages' actions use too. */
  forms: { service: SubmissionService; tokens: FormTokens };
};

/** The JSON API under /api. Each feature mounts its own routes here. */
export function createApi(deps: ApiDeps) {
  const api = new Hono();
  api.route("/health", healthRoutes(deps));
  const { config } = deps;
  api.route("/articles", articlesApi(deps.articles, config.BUSINESS_TIME_ZONE));
  api.route("/testimonials", testimonialsApi(deps.db, deps.now));
  api.route("/events", eventsApi(deps.db, config.business, config.BUSINESS_TIME_ZONE, deps.now));
  api.route("/booking", pickerApi(deps.db, config.BUSINESS_TIME_ZONE, deps.now));
  api.route("/", formsApi(deps.forms.service, { tokens: deps.forms.tokens, trustProxy: config.TRUST_PROXY, now: deps.now }));
  // Registered last so it only answers paths no feature claimed (a mounted app has no notFound of its own).
  api.all("*", (c) => c.json({ error: "Not found" }, 404));
  api.onError((error, c) => {
    console.error("api error:", error instanceof Error ? error.message : error);
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return api;
}
