import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/lib/site-routes";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static pages are written to HTML at build; the rest are rendered per request by server/main.ts.
  prerender: [...prerenderedPaths, "/sitemap.xml", "/robots.txt", "/site.webmanifest"],
} satisfies Config;
