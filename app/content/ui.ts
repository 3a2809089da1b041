/**
 * Small words shared by components all over the public site (the dialog's close button, links
 * that open a new tab, the email fields' example address...). Kept to a handful: a word used by
 * one page belongs in that page's module.
 */
export const uiCopy = {
  /** Screen-reader note after a link or button that opens a new tab. */
  newTab: "(opens in a new tab)",
  /** The close button of a dialog that names no other label. */
  close: "Close",
  /** The example address in the newsletter forms' email fields. */
  emailPlaceholder: "you@example.com",
  /** The click-to-load video's play control. */
  playVideo: (title: string) => `Play video: ${title}`,
  /** The floating button that scrolls back to the top of the page. */
  scrollToTop: "Scroll to top",
  /** The logo's link to the home page. */
  logoHome: (name: string) => `${name} home`,
  /** The error screen's heading for an HTTP error other than 404 ("500 Internal Server Error"). */
  errorStatus: (status: number, statusText: string) => `${status} ${statusText}`,
};
