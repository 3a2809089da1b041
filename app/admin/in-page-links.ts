import { useEffect } from "react";

/** What a link can give the focus to: a field, a button or link, or anything with a tabindex. */
const FOCUSABLE = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]";

/**
 * The element a link to `#id` should focus: the target itself when it takes the focus (a field,
 * the form, the main region), otherwise its first field ("No, let me change them" leads to
 * Monday's section, and so to Monday's first time).
 */
function focusTargetOf(target: Element): HTMLElement | null {
  if (target instanceof HTMLElement && target.matches(FOCUSABLE)) return target;
  return target.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Moves the focus to a place in the page, as the browser's own jump to `#id` does, but with the
 * field's label shown above it (GOV.UK's error summary does the same): its label (the one it
 * names, or the one around it), else the field, else the target, is scrolled to the top, then the
 * field is focused without scrolling again.
 */
function moveFocusTo(target: Element): void {
  const field = focusTargetOf(target);
  const label = field && "labels" in field ? (field.labels as NodeListOf<HTMLLabelElement> | null)?.[0] : undefined;
  (label ?? field ?? target).scrollIntoView({ block: "start" });
  field?.focus({ preventScroll: true });
}

/** The element a click on this link should move to, when it is a plain link to a place in the open page. */
function inPageTarget(event: MouseEvent): Element | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return null;
  const to = new URL(link.href);
  const here = window.location;
  if (to.hash.length < 2 || to.origin !== here.origin || to.pathname !== here.pathname || to.search !== here.search) return null;
  let id: string;
  try {
    id = decodeURIComponent(to.hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/**
 * Links to a place in the open page (an error summary's entries, the skip link, "No, let me change
 * them") move the focus there without a navigation, on every page of the back office (issue 40).
 *
 * The browser's own jump to `#id` is a navigation within the page that fires `popstate`; React
 * Router answers it by completing a navigation to the same page, which drops the action's answer
 * (`actionData`): after a failed save, the error summary went, and every editor drew its fields
 * again from the loader's saved values, so what she had typed was lost. Here such a click is
 * handled before it becomes a navigation, so the router never hears of it. Without JavaScript
 * the browser's jump stays within the page the POST answered: no request, the field focused.
 * Registered once per page, by the back office's layout and the frame of the pages outside it.
 */
export function useInPageLinks(): void {
  useEffect(() => {
    document.addEventListener("click", followInPageLink);
    return () => document.removeEventListener("click", followInPageLink);
  }, []);
}

/** The document's click listener: a plain click on a link to a place in the open page moves the focus there instead of navigating. */
export function followInPageLink(event: MouseEvent): void {
  const target = inPageTarget(event);
  if (!target) return;
  event.preventDefault();
  moveFocusTo(target);
}
