import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { cutTitle } from "~/lib/testimonials";
import { cn } from "~/lib/cn";
import { TestimonialAvatar } from "./testimonial-avatar";
import { useTestimonials } from "./use-testimonials";

export const AUTO_ADVANCE_MS = 6500;

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

const controlClasses = "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:bg-paper-alt";

/**
 * Loading skeleton, error, empty, or one testimonial at a time with previous/next (wrapping),
 * dots, and auto-advance every 6.5 s that pauses on hover or focus, can be paused with a visible
 * button (WCAG 2.2.2), and stays off for visitors who prefer reduced motion.
 */
export function TestimonialsCarousel() {
  const state = useTestimonials();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const items = state.status === "ready" ? state.testimonials : [];
  const count = items.length;
  const autoAdvance = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!autoAdvance) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvance, count, index]);

  if (state.status === "loading") {
    return (
      <div role="status" aria-label="Loading testimonials" className="animate-pulse rounded-card border border-line bg-surface p-8">
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
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="rounded-card border border-line bg-surface p-8">
        <p className="text-lg font-semibold">Error loading testimonials</p>
        <p className="mt-1 text-ink-soft">{state.message}</p>
      </div>
    );
  }
  if (count === 0) return <p className="rounded-card border border-line bg-surface p-8 text-lg">No testimonials available</p>;

  const current = items[Math.min(index, count - 1)]!;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="What families say"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="rounded-card border border-line bg-surface p-6 shadow-soft sm:p-8"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink-soft">
          Showing {index + 1} of {count} testimonials
        </p>
        {count > 1 ? (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold hover:bg-paper-alt"
            aria-pressed={paused || reducedMotion}
          >
            {paused || reducedMotion ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            {paused || reducedMotion ? "Play slideshow" : "Pause slideshow"}
          </button>
        ) : null}
      </div>
      <div aria-live={autoAdvance ? "off" : "polite"} aria-atomic="true">
        <figure role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} className="flex flex-col gap-5 sm:flex-row">
          <TestimonialAvatar key={`${index}-${current.name}`} name={current.name} imageUrl={current.imageUrl} />
          <div className="flex-1">
            <Quote aria-hidden className="mb-2 size-6 text-marigold" />
            <blockquote className="text-lg">
              <p className="whitespace-pre-line">{current.content}</p>
            </blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold">{current.name}</span>
              <span className="block text-sm text-ink-soft">
                {cutTitle(current.title)}
                {current.childAge ? ` · Child age: ${current.childAge}` : ""}
              </span>
            </figcaption>
          </div>
        </figure>
      </div>
      {count > 1 ? (
        <div className="mt-6 flex items-center justify-between gap-4">
          <button type="button" onClick={() => go(index - 1)} aria-label="Previous testimonial" className={controlClasses}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <div className="flex flex-wrap justify-center gap-1">
            {items.map((item, i) => (
              <button
                key={`${item.name}-${i}`}
                type="button"
                onClick={() => go(i)}
                aria-label={`Show testimonial ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span className={cn("size-2.5 rounded-full transition", i === index ? "scale-125 bg-primary" : "bg-line group-hover:bg-ink-soft")} />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => go(index + 1)} aria-label="Next testimonial" className={controlClasses}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
