import { useContext, useLayoutEffect } from "react";
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { RESTORING_SCROLL_ATTRIBUTE, restoreScrollPosition, SCROLL_POSITIONS_KEY } from "~/lib/restore-scroll";

const inlineScript = `(${restoreScrollPosition.toString()})(${JSON.stringify(SCROLL_POSITIONS_KEY)}, ${JSON.stringify(RESTORING_SCROLL_ATTRIBUTE)})`;

/**
 * React Router's <ScrollRestoration> with a cheaper inline script (see restoreScrollPosition).
 * Saving positions and restoring them on client navigations is React Router's own hook; before it
 * restores a position (back and forward), this marks the page so that the sections it skips until
 * they are near the viewport are laid out at their real heights first.
 */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  const restoring = useContext(DataRouterStateContext)?.restoreScrollPosition;
  // Declared before the hook, so it runs before React Router's own layout effect scrolls.
  useLayoutEffect(() => {
    if (typeof restoring === "number") document.documentElement.setAttribute(RESTORING_SCROLL_ATTRIBUTE, "");
  }, [restoring]);
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineScript }} />;
}
