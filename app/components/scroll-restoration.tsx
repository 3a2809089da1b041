import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { restoreScrollScript, SCROLL_POSITIONS_KEY } from "~/lib/restore-scroll";

/**
 * React Router's <ScrollRestoration> with a cheaper inline script (see restoreScrollPosition).
 * Saving positions and restoring them on client navigations is React Router's own hook.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
