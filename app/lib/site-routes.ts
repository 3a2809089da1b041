import { pathInLanguage } from "./site-paths";

/**
 * Every public page of the site: the sitemap lists them all, and the browser tests walk them.
 * Each is rendered by the server and kept by the page cache (server/pages/page-cache.server.ts):
 * every page shows the business details and the announcement the owner publishes, so none is
 * written at build time. Its route module declares what it depends on (`handle.cache`,
 * app/lib/page-cache-rule.ts); a test fails when it does not.
 */
export type SiteRoute = {
  path: string;
  /** Shows what changes from day to day (cookies, query parameters, today's date, live data, a form): the sitemap says "daily". */
  dynamic?: boolean;
};

export const siteRoutes: SiteRoute[] = [
  { path: "/", dynamic: true },
  { path: "/services", dynamic: true },
  { path: "/interactive-tools" },
  { path: "/interactive-tools/parent-readiness" },
  { path: "/interactive-tools/family-values" },
  { path: "/research", dynamic: true },
  { path: "/research/multilingual-benefits" },
  { path: "/research/family-bonding" },
  { path: "/research/print-rich-environments" },
  { path: "/research/life-success" },
  { path: "/research/windows-and-mirrors" },
  { path: "/research/reading-routines" },
  { path: "/mission" },
  { path: "/faq", dynamic: true },
  { path: "/founder" },
  { path: "/education" },
  { path: "/activities" },
  { path: "/parenting" },
  { path: "/community" },
  { path: "/connect", dynamic: true },
  { path: "/discovery-call", dynamic: true },
  { path: "/schools", dynamic: true },
  { path: "/book-selection" },
  { path: "/terms-of-service", dynamic: true },
  { path: "/privacy" },
  { path: "/feedback", dynamic: true },
  { path: "/news", dynamic: true },
  { path: "/testimonials" },
  { path: "/events", dynamic: true },
  { path: "/settings", dynamic: true },
];

/** The same pages in Spanish, under /es with the same slugs (app/routes.ts). */
export const spanishSiteRoutes: SiteRoute[] = siteRoutes.map((route) => ({ ...route, path: pathInLanguage(route.path, "es") }));

/** Every public page in both languages. */
export const allSiteRoutes: SiteRoute[] = [...siteRoutes, ...spanishSiteRoutes];
