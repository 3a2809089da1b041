import type { RefObject } from "react";
import { useOutletContext } from "react-router";

/**
 * Where keyboard focus should go after the research page swaps the list for a study or back:
 * set when a visitor clicks (so reloads and deep links never move focus), used once and cleared.
 */
export type FocusRequest = { kind: "detail" } | { kind: "list"; studyId: string };

/** A ref (from the research page's `useRef`), shared with the list and the open study. */
export type FocusRequestRef = RefObject<FocusRequest | null>;

export type ResearchOutletContext = { focusRequestRef: FocusRequestRef };

export function useResearchOutletContext(): ResearchOutletContext {
  return useOutletContext<ResearchOutletContext>();
}

export function scrollBehavior(): ScrollBehavior {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
