import { Hono } from "hono";
import type { ServerConfig } from "../config.server";
import type { AppDatabase } from "../db/database.server";
import { healthRoutes } from "./health.server";

export type ApiDeps = { db: AppDatabase; config: ServerConfig };

/** The JSON API under /api. Each feature mounts its own routes here. */
export function createApi(deps: ApiDeps) {
  const api = new Hono();
  api.route("/health", healthRoutes(deps));
  // Registered last so it only answers paths no feature claimed (a mounted app has no notFound of its own).
  api.all("*", (c) => c.json({ error: "Not found" }, 404));
  api.onError((error, c) => {
    console.error("api error:", error instanceof Error ? error.message : error);
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return api;
}
