import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/lib/site-routes";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static pages are written to HTML at build; the rest are rendered per request by server/main.ts.
  // The whole route manifest (27 routes, a few KiB) ships with the first page, so the browser
  // never fetches /__manifest for the links it sees: no extra request and no work after hydration.
  routeDiscovery: { mode: "initial" },
  prerender: [...prerenderedPaths, "/sitemap.xml", "/robots.txt", "/site.webmanifest"],
} satisfies Config;
