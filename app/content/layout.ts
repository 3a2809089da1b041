/** The public frame's own words (app/routes/public-layout.tsx), the 404 page and the error page. */
export const layoutCopy = {
  skipLink: "Skip to main content",
  /** The owner's announcement bar at the top of every page (its words are hers). */
  announcement: "Announcement",
  closeAnnouncement: "Close the announcement",
};

/** The footer's words that are not links (the links: app/content/navigation.ts). */
export const footerExtras = {
  social: (name: string, network: string) => `${name} on ${network}`,
  newTab: "(opens in a new tab)",
  promisesLabel: "Our promises",
  rights: "All rights reserved.",
};

/** The breadcrumb trail's landmark name (its labels: app/lib/breadcrumbs.ts). */
export const breadcrumbCopy = {
  label: "Breadcrumb",
};

/** The page for an unknown address (HTTP 404). */
export const notFoundPage = {
  eyebrow: "404",
  title: "Oops! Page not found",
  text: "The page you were looking for may have moved, or the link may have a typo. Let's get you back to the stories.",
  homeLink: "Return to Home",
  homeHref: "/",
  description: "This page could not be found. Head back to the home page to explore family reading coaching and curated books.",
};

/** What a visitor sees when a page failed to load (anything but a 404). */
export const errorPage = {
  heading: "Something went wrong",
  text: "We're sorry: this page didn't load as it should. Please try again in a moment, or go back to the home page.",
  homeLink: "Back to the home page",
  homeHref: "/",
};
