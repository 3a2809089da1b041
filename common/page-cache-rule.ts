/**
 * What a server-rendered public page depends on, declared by its route module next to its loader:
 *
 *   export const handle = { cache: { query: ["tab"], stamps: ["events", "day"] } satisfies PageCacheRule };
 *
 * The server keeps one copy of the page per variant and answers from memory until a stamp changes
 * (server/pages/page-cache.server.ts, docs/caching.md). The render sees only what the rule names:
 * the path, the named query parameters (first value of each) and, with `preferences`, the
 * preference cookies; two requests share a copy exactly when the render would see the same. What
 * the page shows from elsewhere is a stamp: a copy made under other stamps is rendered again.
 *
 * `cache: false` says the route is rendered for each request and never kept (the 404 page).
 */
export type PageCacheRule = {
  /** Query parameters the loader or the page reads. */
  query?: readonly string[];
  /** The page reads the preference cookies (the hero picture, the settings form). */
  preferences?: boolean;
  /** What else the page shows. */
  stamps?: readonly PageStamp[];
};

/**
 * - `testimonials`, `events`, `bookings`, `site-content`: the owner's content versions (bookings: calls booked, moved or cancelled, and her availability; site-content: her published prices, packages, questions...), shared by every instance through the database;
 * - `day`: today's date where the business is;
 * - `free-times`: the 5-minute step of the clock in which the discovery call's free times stay the same (the home page's count of calls left: a time closes at its notice, not only when booked);
 * - `feed`: the newsletter feed copy this instance holds;
 * - `form-window`: the second a form token is issued for (server/forms/form-token.server.ts).
 */
export type PageStamp = "testimonials" | "events" | "bookings" | "site-content" | "day" | "free-times" | "feed" | "form-window";

/** A route module's `handle`, as the server reads it. */
export type PageHandle = { cache?: PageCacheRule | false };
