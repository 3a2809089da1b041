/** React Router's sessionStorage key for scroll positions, by history entry key. */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * Set on <html> before a scroll position is restored: sections below the first screen are only
 * laid out when near the viewport (app.css), and a restored position needs their real heights.
 */
export const RESTORING_SCROLL_ATTRIBUTE = "data-restore-scroll";

/**
 * Runs inline, before the first paint, as React Router's own script does: gives a new history
 * entry its key, and on a reload or a return to an entry puts the page back where it was.
 *
 * Two differences:
 * - An entry without a key (a fresh visit, the common case) returns at once. Nothing can be
 *   stored under a key made a moment ago, and the first read of sessionStorage is a synchronous
 *   call to the browser process that took 1-19 ms on this machine, inside the HTML parser's task
 *   (which Lighthouse counts four times over).
 * - Before scrolling, it marks the page so every section is laid out at its real height.
 *
 * Self-contained on purpose: it is serialised with toString() into the page.
 */
export function restoreScrollPosition(storageKey: string, restoringAttribute: string): void {
  if (!window.history.state || !window.history.state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}");
    const storedY = positions[window.history.state.key];
    if (typeof storedY === "number") {
      document.documentElement.setAttribute(restoringAttribute, "");
      window.scrollTo(0, storedY);
    }
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
}
