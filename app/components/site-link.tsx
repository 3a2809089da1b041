import type { MouseEvent } from "react";
import { Link, useLocation, type LinkProps } from "react-router";
import { DISCOVERY_LINK_ATTRIBUTE } from "~/booking/discovery-link";
import { defaultLanguagePath } from "#common/languages.ts";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function scrollToTopSmoothly() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/**
 * A Link that, when it points at the page already open, scrolls smoothly to the top instead of
 * navigating; a link with a hash to the open page scrolls to that section.
 */
export function SiteLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const location = useLocation();
  const [path, hash] = to.split("#");
  // A link to the booking page opens the booking dialog once hydrated (DiscoveryDialogProvider).
  const booking = defaultLanguagePath(path || "/") === "/discovery-call" ? { [DISCOVERY_LINK_ATTRIBUTE]: "" } : {};
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if ((path || "/") !== location.pathname) return;
    event.preventDefault();
    if (hash) {
      const target = document.getElementById(hash);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
        window.history.replaceState(window.history.state, "", `#${hash}`);
        return;
      }
    }
    scrollToTopSmoothly();
  };
  return <Link to={to} onClick={handleClick} {...booking} {...props} />;
}
