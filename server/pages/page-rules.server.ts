import { pathInLanguage } from "#app/lib/site-paths.ts";
import { researchTabs } from "#app/content/research-studies.ts";
import { SITE_TIME_ZONE, todayIn } from "#app/lib/calendar.ts";
import { contactPrefill } from "#app/lib/forms/contact-prefill.ts";
import { selectHeroImage } from "#app/lib/hero.ts";
import { preferenceCookieNames, readPreferences } from "#app/lib/preference-cookies.ts";
import type { ContentVersions } from "./content-versions.server";

/**
 * Which server-rendered public pages the page cache keeps (server/pages/page-cache.server.ts),
 * and for each what its HTML depends on. Every rule mirrors its route's loader: a value the
 * loader reads from the request (a query parameter, a cookie) is part of the variant, computed
 * with the loader's own function so two requests share a copy only when the page would be the
 * same for both; what the page shows from elsewhere (the database, the feed, the date) is its
 * stamp, and a copy whose stamp is not the current one is rendered again.
 *
 * Paths not listed here (the prerendered pages, served from files; the back office; the API;
 * `.data` requests; the 404 page) are never cached.
 */

/** What a stamp may depend on; each read only when a page asks for it. */
export type StampSources = {
  /** The owner's content counters, shared by every instance through the database. */
  versions(): Promise<ContentVersions>;
  /** Today's date where the business is (YYYY-MM-DD), as the loaders compute it. */
  day(): string;
  /** The newsletter feed copy's generation in this instance, or null when it cannot be told. */
  feedGeneration(): number | null;
};

export type PageRule = {
  /**
   * The variant this request asks for (same string = same page), from the parts of the request
   * the loader reads; null sends the request to the renderer uncached.
   */
  variant(url: URL, cookie: string | null): string | null;
  /** What else the page shows; null: do not cache now. */
  stamp(sources: StampSources): Promise<string | null> | string | null;
  /** The query parameters the loader or the page reads: the only ones the render sees (first value of each). */
  params?: string[];
  /** The page carries a form: a signed token and an idempotency key, fresh in every response. */
  form?: boolean;
  /** The only request header the render sees besides none: the preference cookies, when the page reads them. */
  readsPreferenceCookies?: boolean;
};

const none = () => "";
const researchTabIds = new Set<string>(researchTabs.map((tab) => tab.id));

const englishPageRules: ReadonlyMap<string, PageRule> = new Map<string, PageRule>([
  // The hero picture the cookies choose (one copy per picture) and the testimonials carousel.
  [
    "/",
    {
      variant: (_url, cookie) => selectHeroImage(readPreferences(cookie)).variant,
      stamp: async (s) => `t${(await s.versions()).testimonials}`,
      readsPreferenceCookies: true,
    },
  ],
  // The tab (?tab=research or ?tab=summaries; anything else shows Videos, as the page does).
  [
    "/research",
    {
      variant: (url) => {
        const tab = url.searchParams.get("tab");
        return tab !== null && researchTabIds.has(tab) ? tab : "videos";
      },
      stamp: none,
      params: ["tab"],
    },
  ],
  // What a link asked to prefill (?topic=, ?subject=), as the loader reads it.
  ["/connect", { variant: (url) => JSON.stringify(contactPrefill(url.searchParams)), stamp: none, form: true, params: ["topic", "subject"] }],
  ["/discovery-call", { variant: none, stamp: none, form: true }],
  ["/schools", { variant: none, stamp: none, form: true }],
  ["/feedback", { variant: none, stamp: none, form: true }],
  // "Last updated" is today's date.
  ["/terms-of-service", { variant: none, stamp: (s) => s.day() }],
  // The articles from the feed's current copy.
  [
    "/news",
    {
      variant: none,
      stamp: (s) => {
        const generation = s.feedGeneration();
        return generation === null ? null : `f${generation}`;
      },
    },
  ],
  // The month asked for (?month=, checked by the loader: a 404 is never cached), the events, and
  // today (the calendar marks it and opens on its month).
  [
    "/events",
    {
      variant: (url) => url.searchParams.get("month") ?? "",
      stamp: async (s) => `${s.day()}.e${(await s.versions()).events}`,
      params: ["month"],
    },
  ],
  // The saved preferences, shown in the form (sanitised as the loader reads them).
  ["/settings", { variant: (_url, cookie) => JSON.stringify(readPreferences(cookie)), stamp: none, readsPreferenceCookies: true }],
]);

/** Each page's rule, for its English path and its Spanish one (/es, /es/connect...: same slugs). */
export const pageRules: ReadonlyMap<string, PageRule> = new Map(
  [...englishPageRules].flatMap(([path, rule]) => [
    [path, rule],
    [pathInLanguage(path, "es"), rule],
  ]),
);

/**
 * The URL a cached render sees: the site's own origin (never the Host a visitor sent), the path,
 * and only the query parameters the page reads.
 */
export function renderUrl(siteOrigin: string, url: URL, rule: PageRule): URL {
  const search = new URLSearchParams();
  for (const name of rule.params ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) search.set(name, value);
  }
  const query = search.toString();
  return new URL(url.pathname + (query ? `?${query}` : ""), siteOrigin);
}

/** Today's date as the events and terms loaders compute it. */
export function businessDay(now: number): string {
  return todayIn(SITE_TIME_ZONE, new Date(now));
}

const preferenceNames = new Set<string>(Object.values(preferenceCookieNames));

/**
 * The Cookie header a cached render sees: only the preference cookies, so nothing else a visitor
 * sends can reach a page that others are served.
 */
export function preferenceCookieHeader(cookie: string | null): string | null {
  if (!cookie) return null;
  const kept = cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => preferenceNames.has(part.slice(0, part.indexOf("=")).trim()));
  return kept.length > 0 ? kept.join("; ") : null;
}
