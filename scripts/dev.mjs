// `npm run dev`: the site's one server (server/main.ts) in development, with no build. Vite, in
// middleware mode, compiles the server's and the app's TypeScript from the sources, serves public/
// and the app's modules, and reloads what changed (its hot reload shares the server's port); the
// Hono app, the database, the load context and the background jobs are production's.
import { createServer } from "node:http";
import { createServer as createViteServer } from "vite";

process.env.NODE_ENV = "development";
const server = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server } },
  // The app answers pages itself: Vite serves no index.html.
  appType: "custom",
});
try {
  /** @type {typeof import("../server/main.ts")} */
  const { main } = await vite.ssrLoadModule("/server/main.ts");
  await main({ vite, server });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await vite.close();
  process.exit(1);
}
