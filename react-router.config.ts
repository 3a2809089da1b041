import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is rendered by the server (and kept by its page cache): each shows the business
  // details and the announcement the owner publishes. Only these files are written at build.
  // The first page carries only its own routes' part of the manifest; the rest comes from
  // /__manifest (one small answer, cached for good with the build's version) for the links the
  // page shows. With every page in two languages the whole manifest doubled (54 routes, 4 KiB of
  // script on every first load), more than a page's links ever need.
  routeDiscovery: { mode: "lazy" },
  prerender: ["/sitemap.xml", "/robots.txt", "/site.webmanifest"],
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
