import { languages, pathInLanguage, type Language } from "./languages.ts";

/**
 * Every public page of the site: the sitemap lists them all, and the browser tests walk them.
 * Each is rendered by the server and kept by the page cache (server/pages/page-cache.server.ts):
 * every page shows the business details and the announcement the owner publishes, so none is
 * written at build time. Its route module declares what it depends on (`handle.cache`,
 * common/page-cache-rule.ts), and only there; a test fails when it does not.
 */
export type SiteRoute = { path: string };

export const siteRoutes: SiteRoute[] = [
  { path: "/" },
  { path: "/services" },
  { path: "/interactive-tools" },
  { path: "/interactive-tools/parent-readiness" },
  { path: "/interactive-tools/family-values" },
  { path: "/research" },
  { path: "/research/multilingual-benefits" },
  { path: "/research/family-bonding" },
  { path: "/research/print-rich-environments" },
  { path: "/research/life-success" },
  { path: "/research/windows-and-mirrors" },
  { path: "/research/reading-routines" },
  { path: "/mission" },
  { path: "/faq" },
  { path: "/founder" },
  { path: "/education" },
  { path: "/activities" },
  { path: "/parenting" },
  { path: "/community" },
  { path: "/connect" },
  { path: "/discovery-call" },
  { path: "/schools" },
  { path: "/book-selection" },
  { path: "/terms-of-service" },
  { path: "/privacy" },
  { path: "/feedback" },
  { path: "/news" },
  { path: "/testimonials" },
  { path: "/events" },
  { path: "/settings" },
];

/** The same pages in `language`: under /es with the same slugs in Spanish (app/routes.ts). */
export function siteRoutesIn(language: Language): SiteRoute[] {
  return siteRoutes.map((route) => ({ ...route, path: pathInLanguage(route.path, language) }));
}

/** Every public page in every language. */
export const allSiteRoutes: SiteRoute[] = languages.flatMap(siteRoutesIn);
