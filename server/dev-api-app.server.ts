import { Hono } from "hono";
import { createApi } from "./api/api.server";
import { loadServerConfig } from "./config.server";
import { migrateToLatest, openDatabase } from "./db/database.server";

/** The API as mounted under /api by the dev server (see dev-api.ts). */
export async function createDevApi() {
  const config = loadServerConfig({ ...process.env, NODE_ENV: "development" });
  const db = openDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  return new Hono().route("/api", createApi({ db, config }));
}
