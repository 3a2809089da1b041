import { getRequestListener } from "@hono/node-server";
import type { Plugin } from "vite";

/**
 * In `npm run dev`, Vite serves the pages; this plugin answers /api/* with the same Hono API
 * the production server uses, loaded through Vite so edits apply without a restart.
 */
export function apiDevMiddleware(): Plugin {
  return {
    name: "kindred-api-dev",
    configureServer(server) {
      let ready: Promise<ReturnType<typeof getRequestListener>> | undefined;
      const load = async () => {
        const { createDevApi } = (await server.ssrLoadModule("/server/dev-api-app.server.ts")) as typeof import("./dev-api-app.server");
        const app = await createDevApi();
        return getRequestListener(app.fetch);
      };
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith("/api/")) return next();
        ready ??= load();
        ready.then((listener) => listener(req, res)).catch(next);
      });
    },
  };
}
