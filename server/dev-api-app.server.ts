import { Hono } from "hono";
import { createApi } from "./api/api.server";
import { loadServerConfig } from "./config.server";
import { migrateToLatest, openDatabase } from "./db/database.server";
import { loadOrCreateSecret } from "./forms/form-token.server";

/** The API as mounted under /api by the dev server (see dev-api.ts). */
export async function createDevApi() {
  const config = loadServerConfig({ ...process.env, NODE_ENV: "development" });
  const db = openDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  const formTokenSecret = await loadOrCreateSecret(db, "form-token");
  return new Hono().route("/api", createApi({ db, config, formTokenSecret }));
}
