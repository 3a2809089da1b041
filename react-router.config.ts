import { readFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "./app/routes";
import { allSiteRoutes } from "./app/lib/site-routes";

/**
 * The public pages written to HTML at build: those whose route module declares no `handle.cache`.
 * A page rendered by the server says so in its route module, and only there
 * (app/lib/page-cache-rule.ts); a test holds every route to it (server/pages/page-cache.server.test.ts).
 */
const prerenderedPaths = allSiteRoutes
  .map(({ path }) => path)
  .filter((path) => {
    const file = (matchRoutes(routes as RouteObject[], path)?.at(-1)?.route as { file?: string } | undefined)?.file;
    return file !== undefined && !/^export const handle\b.*\bcache:/m.test(readFileSync(new URL(`app/${file}`, import.meta.url), "utf8"));
  });

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static pages are written to HTML at build; the rest are rendered per request by server/main.ts.
  // The first page carries only its own routes' part of the manifest; the rest comes from
  // /__manifest (one small answer, cached for good with the build's version) for the links the
  // page shows. With every page in two languages the whole manifest doubled (54 routes, 4 KiB of
  // script on every first load), more than a page's links ever need.
  routeDiscovery: { mode: "lazy" },
  prerender: [...prerenderedPaths, "/sitemap.xml", "/robots.txt", "/site.webmanifest"],
  // React Router 8's behaviour, adopted early where it works here (each flag is explained in
  // https://reactrouter.com/7.18.1/upgrading/future); `false` is a decision, not an oversight.
  future: {
    // Not yet: the load context (db, config, nonce, articles) would have to become a
    // RouterContextProvider read with context.get() in every loader and action and in
    // server/app.server.ts; to be done in one change once the form actions have settled.
    v8_middleware: false,
    // Splits clientLoader/clientAction into chunks of their own; only /news has one, and the
    // build's files and sizes stayed the same.
    v8_splitRouteModules: true,
    // The Vite Environment API build (React Router 8 requires it); same output.
    v8_viteEnvironmentApi: true,
    // Loaders and actions get the raw request (a `.data` suffix on data requests): use the `url`
    // argument for the page's path, as routes/not-found.tsx does.
    v8_passThroughRequests: true,
    // No: React Router 7.18 prerenders each page as "/path/", and with this flag the slash
    // reaches the page's location, so the prerendered header lost its aria-current marks (and
    // would not match the page the browser hydrates at "/path").
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
