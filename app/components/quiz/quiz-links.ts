import type { MouseEvent } from "react";

/**
 * A plain left click on a link, one the page may handle itself (with JavaScript) instead of
 * navigating. A click with a modifier key or another button (open in a new tab or window, save)
 * is left to the browser.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * History state for a move from a quiz's page back to the selection ("Choose Different Quiz",
 * "Yes, Start Over"): the selection screen then takes focus to its heading, as it does when the
 * same happens on the selection page itself.
 */
export const backToSelectionState = { quizFocus: "selection" } as const;

export function isBackToSelection(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { quizFocus?: unknown }).quizFocus === "selection";
}

/**
 * Where a quiz's page lands after its form is sent: the result's heading, or the list of
 * questions still to answer. Both carry this id and the form's address names it, so without
 * JavaScript the browser scrolls to it and focuses it when the answer arrives.
 */
export const quizOutcomeId = "quiz-outcome";
