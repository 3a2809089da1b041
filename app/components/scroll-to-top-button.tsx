import { ArrowUp } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { uiCopy } from "~/content/ui";
import { cn } from "~/lib/cn";
import { scrollToTopSmoothly } from "./site-link";

const CONTROLS = "a,button,input,select,textarea,label";

/**
 * Whether the button, where it floats (bottom right), would sit over a control of the page: a
 * booking button, a time, the form's submit (issue 33). Points down its middle are checked for a
 * control under them (its place is fixed, so it is known even while hidden).
 */
const coversAControl = (self: HTMLElement | null) =>
  [16, 44, 72].some((d) => document.elementsFromPoint(innerWidth - 44, innerHeight - d).some((e) => !self?.contains(e) && e.closest(CONTROLS)));

/**
 * A link to the top of the page (`#top` is the document's top in every browser), shown once the
 * visitor has scrolled past half the window's height. It needs no script to work: once hydrated,
 * it scrolls there smoothly (unless the visitor prefers reduced motion) and hands focus to the main
 * content. Without JavaScript nothing can tell how far the page has scrolled, so it stays hidden.
 * It also hides while it would cover a control (a button, a link, a field) under it.
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * 0.5 && !coversAControl(ref.current));
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return (
    <a
      ref={ref}
      href="#top"
      onClick={(event) => {
        // A click with a modifier (a new tab, a new window) keeps the link's own meaning.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        // Hand focus to the top of the page first: the link hides itself as the page rises.
        document.getElementById("main-content")?.focus({ preventScroll: true });
        scrollToTopSmoothly();
      }}
      aria-label={uiCopy.scrollToTop}
      hidden={!visible}
      className={cn(
        "fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full",
        "bg-primary text-on-primary shadow-lift transition hover:-translate-y-0.5 hover:bg-primary-strong sm:right-6 sm:bottom-6",
      )}
    >
      <ArrowUp aria-hidden className="size-5" />
    </a>
  );
}
