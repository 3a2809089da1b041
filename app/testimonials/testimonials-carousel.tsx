import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "~/components/ui/icons";
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from "react";
import { testimonialsCarousel as copy } from "#common/testimonials/content/testimonials-carousel.ts";
import { cutTitle, type Testimonial, type TestimonialsState } from "#common/testimonials/testimonials.ts";
import { cn } from "~/lib/cn";
import { TestimonialAvatar } from "./testimonial-avatar";
import { useTestimonials } from "./use-testimonials";
import { useAfterHydration } from "~/components/research/use-after-hydration";

export const AUTO_ADVANCE_MS = 6500;

/** The id of a slide, the target of its dot's link: "testimonial-2". */
export const slideId = (index: number) => `testimonial-${index + 1}`;

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's motion setting; the server and the hydrating page assume motion is fine. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/** A plain click, which the carousel handles itself; a click with a modifier keeps the link's own meaning. */
function plainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const controlClasses = "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:bg-paper-alt";

/**
 * Loading skeleton, error, empty, or the testimonials, one slide in view at a time.
 *
 * `served` holds testimonials the page's loader read on the server: they are in the served HTML
 * and nothing is fetched. Without it (a prerendered page) they are fetched after hydration.
 */
export function TestimonialsCarousel({ served }: { served?: TestimonialsState }) {
  const state = useTestimonials(served);
  if (state.status === "loading") {
    return (
      <>
      {/* This carousel loads its testimonials in the browser (the home page's come with the HTML):
          without scripts, point to the home page rather than show a skeleton that never fills. */}
      <p className="hidden rounded-card border border-line bg-surface p-8 text-lg noscript:block">
        <a href={copy.withoutScriptHref} className="font-semibold text-primary underline underline-offset-4">
          {copy.withoutScript}
        </a>
      </p>
      <div role="status" aria-label={copy.loading} className="animate-pulse rounded-card border border-line bg-surface p-8 noscript:hidden">
        <div className="mb-6 h-4 w-48 rounded bg-paper-alt" />
        <div className="flex gap-4">
          <div className="size-16 rounded-full bg-paper-alt" />
          <div className="flex flex-1 flex-col gap-3">
            <div className="h-4 w-full rounded bg-paper-alt" />
            <div className="h-4 w-5/6 rounded bg-paper-alt" />
            <div className="h-4 w-1/3 rounded bg-paper-alt" />
          </div>
        </div>
      </div>
      </>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="rounded-card border border-line bg-surface p-8">
        <p className="text-lg font-semibold">{copy.errorHeading}</p>
        <p className="mt-1 text-ink-soft">{state.message}</p>
      </div>
    );
  }
  if (state.testimonials.length === 0) return <p className="rounded-card border border-line bg-surface p-8 text-lg">{copy.empty}</p>;
  return <Slides items={state.testimonials} />;
}

/**
 * Every testimonial is in the HTML, side by side in a strip that scrolls sideways and snaps to one
 * slide at a time: as tall as the tallest slide, so nothing moves when a slide changes or when the
 * page hydrates. Without JavaScript the strip scrolls by touch, trackpad, scroll bar or keyboard
 * (it is focusable), and the dots are links to each slide (`#testimonial-N`), which the browser
 * scrolls the strip to. Previous and next are links too: in the served HTML they point at the
 * neighbours of the first slide, so they work before hydration; without JavaScript, where they
 * could not follow the slide in view, they stay invisible and keep their place.
 *
 * Once hydrated, the controls scroll the strip (previous and next wrap around), "Showing N of M"
 * follows the slide in view however it got there, the slides out of view are hidden from
 * assistive technology, and the slides advance every 6.5 s, pausing while the pointer is over the
 * carousel or focus is in it, with a visible pause button (WCAG 2.2.2), and not on their own for
 * visitors who prefer reduced motion (they can still press play).
 */
function Slides({ items }: { items: Testimonial[] }) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const hydrated = useAfterHydration(true, false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = playChoice ?? !reducedMotion;
  const autoAdvance = hydrated && count > 1 && playing && !hovered && !focused;
  const region = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  // The slide the carousel is scrolling to: the slides passed on the way do not count as "in view".
  const target = useRef<number | null>(null);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const inView = () => (element.clientWidth > 0 ? Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))) : 0);
    const onScroll = () => {
      const seen = inView();
      if (target.current !== null) {
        if (seen !== target.current) return;
        target.current = null;
      }
      setIndex(seen);
    };
    const onScrollEnd = () => {
      target.current = null;
      setIndex(inView());
    };
    // The pointer, focus and the strip may have moved before hydration (a swipe, a dot's link, a
    // #testimonial-N address), when no handler could notice: read them once the page has hydrated.
    const frame = requestAnimationFrame(() => {
      setHovered(region.current?.matches(":hover") ?? false);
      setFocused(region.current?.contains(document.activeElement) ?? false);
      setIndex(inView());
    });
    element.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("scrollend", onScrollEnd);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", onScroll);
      element.removeEventListener("scrollend", onScrollEnd);
    };
  }, [count]);

  const wrap = (i: number) => ((i % count) + count) % count;
  const go = (next: number) => {
    const i = wrap(next);
    setIndex(i);
    const element = strip.current;
    if (!element) return;
    const left = i * element.clientWidth;
    if (Math.abs(element.scrollLeft - left) < 1) return;
    target.current = i;
    // Smooth unless the visitor prefers reduced motion: the strip's CSS decides.
    element.scrollTo({ left });
  };
  const follow = (event: MouseEvent, i: number) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    go(i);
  };

  useEffect(() => {
    if (!autoAdvance) return;
    const timer = setTimeout(() => go(index + 1), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
    // `go` only reads the strip and `count`, which `index` and `count` cover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoAdvance, count, index]);

  const several = count > 1;
  return (
    <div
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label={copy.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="rounded-card border border-line bg-surface p-6 shadow-soft sm:p-8"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p aria-live={autoAdvance ? "off" : "polite"} aria-atomic="true" className="text-sm font-semibold text-ink-soft">
          {several ? (
            <>
              <span className="noscript:hidden">{copy.showing(index + 1, count)}</span>
              <span className="hidden noscript:inline">{copy.countWithoutScript(count)}</span>
            </>
          ) : (
            copy.showing(1, 1)
          )}
        </p>
        {several ? (
          <button
            type="button"
            onClick={() => setPlayChoice(!playing)}
            // Nothing to pause before hydration or without JavaScript: kept out of sight (and out of
            // reach) until then, in its place, so nothing moves when it appears.
            className={cn(
              "inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold hover:bg-paper-alt",
              !hydrated && "invisible",
            )}
          >
            {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
            {/* As wide as the wider label, whichever shows. */}
            <span className="grid">
              <span className="[grid-area:1/1]">{playing ? copy.pause : copy.play}</span>
              <span aria-hidden className="invisible [grid-area:1/1]">
                {playing ? copy.play : copy.pause}
              </span>
            </span>
          </button>
        ) : null}
      </div>
      <div
        ref={strip}
        role="group"
        aria-label={copy.stripLabel}
        tabIndex={0}
        className={cn(
          "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-card motion-safe:scroll-smooth",
          "[scrollbar-color:var(--color-line)_transparent] [scrollbar-width:thin]",
          several && "pb-3",
        )}
      >
        {items.map((item, i) => (
          <div
            key={`${item.name}-${i}`}
            id={slideId(i)}
            role="group"
            aria-roledescription="slide"
            aria-label={copy.slideLabel(i + 1, count)}
            aria-hidden={hydrated && i !== index ? true : undefined}
            // A dot's link followed without JavaScript brings the whole carousel into view: its top
            // just below the sticky header (the page's scroll padding already keeps the header's room).
            className="flex w-full shrink-0 snap-start snap-always scroll-mt-24 flex-col gap-5 sm:flex-row"
          >
            <TestimonialAvatar name={item.name} imageUrl={item.imageUrl} />
            <div className="flex-1">
              <Quote aria-hidden className="mb-2 size-6 text-marigold" />
              <blockquote className="text-lg">
                <p className="whitespace-pre-line">{item.content}</p>
              </blockquote>
              <p className="mt-4">
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-sm text-ink-soft">
                  {cutTitle(item.title)}
                  {item.childAge ? copy.childAge(item.childAge) : ""}
                </span>
              </p>
            </div>
          </div>
        ))}
      </div>
      {several ? (
        <div className="mt-6 flex items-center justify-between gap-4">
          <a href={`#${slideId(wrap(index - 1))}`} onClick={(event) => follow(event, index - 1)} aria-label={copy.previous} className={cn(controlClasses, "noscript:invisible")}>
            <ChevronLeft aria-hidden className="size-5" />
          </a>
          <div className="flex flex-wrap justify-center gap-1">
            {items.map((item, i) => (
              <a
                key={`${item.name}-${i}`}
                href={`#${slideId(i)}`}
                onClick={(event) => follow(event, i)}
                aria-label={copy.show(i + 1)}
                // Only once hydrated does the carousel know which slide is in view.
                aria-current={hydrated && i === index ? "true" : undefined}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    "size-2.5 rounded-full transition noscript:scale-100 noscript:bg-ink-soft",
                    i === index ? "scale-125 bg-primary" : "bg-line group-hover:bg-ink-soft",
                  )}
                />
              </a>
            ))}
          </div>
          <a href={`#${slideId(wrap(index + 1))}`} onClick={(event) => follow(event, index + 1)} aria-label={copy.next} className={cn(controlClasses, "noscript:invisible")}>
            <ChevronRight aria-hidden className="size-5" />
          </a>
        </div>
      ) : null}
    </div>
  );
}
