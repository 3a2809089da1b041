import { useOutletContext } from "react-router";

/**
 * Where keyboard focus should go after the research page swaps the list for a study or back:
 * set when a visitor clicks (so reloads and deep links never move focus), used once and cleared.
 */
export type FocusRequest = { current: { kind: "detail" } | { kind: "list"; studyId: string } | null };

export type ResearchOutletContext = { focusRequest: FocusRequest };

export function useResearchOutletContext(): ResearchOutletContext {
  return useOutletContext<ResearchOutletContext>();
}

export function scrollBehavior(): ScrollBehavior {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
