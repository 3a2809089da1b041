import { serve } from "@hono/node-server";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { migrateToLatest, openDatabase } from "#server/db/database.server";
import { loadOrCreateSecret } from "#server/forms/form-token.server";

/**
 * The real server without the React build: the same app, database settings and form-token
 * secret as server/main.ts, for reliability tests that run before (or without) `npm run build`.
 * Reads PORT, HOST, DATABASE_URL, RATE_LIMIT_* and LOG_REQUESTS from the environment, and prints
 * "listening on <port>" once it accepts connections.
 */
async function main() {
  const config = loadServerConfig();
  const db = openDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  const formTokenSecret = await loadOrCreateSecret(db, "form-token");
  const app = createApp({ db, config, formTokenSecret });
  serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`listening on ${info.port}`);
  });
  process.on("SIGTERM", () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
