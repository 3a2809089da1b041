import { pathInLanguage } from "./site-paths";

/**
 * Every public page of the site. The sitemap lists them all, the browser tests walk them, and the
 * router config prerenders those whose route module declares no `handle.cache` (a page rendered
 * by the server, because it reads cookies, query parameters, today's date or live data, or holds
 * a form, says so there and only there: app/lib/page-cache-rule.ts).
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

/** The same pages in Spanish, under /es with the same slugs (app/routes.ts). */
export const spanishSiteRoutes: SiteRoute[] = siteRoutes.map((route) => ({ ...route, path: pathInLanguage(route.path, "es") }));

/** Every public page in both languages. */
export const allSiteRoutes: SiteRoute[] = [...siteRoutes, ...spanishSiteRoutes];
