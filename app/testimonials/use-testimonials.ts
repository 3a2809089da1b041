import { useEffect, useState } from "react";
import { testimonialsCarousel as copy } from "#common/testimonials/content/testimonials-carousel.ts";
import { combineTestimonials, TESTIMONIALS_FRESH_MS, type Testimonial, type TestimonialsResponse, type TestimonialsState } from "#common/testimonials/testimonials.ts";

type State = { status: "loading" } | TestimonialsState;

// Kept for the life of the tab: moving between pages within 5 minutes shows them at once.
let cache: { testimonials: Testimonial[]; at: number } | null = null;

const fresh = () => cache !== null && Date.now() - cache.at < TESTIMONIALS_FRESH_MS;

async function fetchTestimonials(): Promise<Testimonial[]> {
  const res = await fetch("/api/testimonials", { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(copy.serverAnswered(res.status));
  const body = (await res.json()) as TestimonialsResponse;
  if (body.individuals === null) console.error("testimonials: individual list unavailable; showing samples");
  if (body.organizations === null) console.error("testimonials: organization list unavailable; showing samples");
  return combineTestimonials(body);
}

/**
 * The testimonials to show. A page whose loader read them on the server passes them in (`served`):
 * they are in its HTML and nothing is fetched; they are also kept for the 5 minutes they are fresh,
 * so another page's carousel shows them at once. Otherwise they are fetched from /api/testimonials
 * after hydration, with a loading skeleton until then.
 */
export function useTestimonials(served?: TestimonialsState): State {
  const [state, setState] = useState<State>(() =>
    served ?? (fresh() ? { status: "ready", testimonials: cache!.testimonials } : { status: "loading" }),
  );
  useEffect(() => {
    if (served) {
      if (served.status === "ready") cache = { testimonials: served.testimonials, at: Date.now() };
      return;
    }
    if (fresh()) return;
    let cancelled = false;
    fetchTestimonials()
      .then((testimonials) => {
        cache = { testimonials, at: Date.now() };
        if (!cancelled) setState({ status: "ready", testimonials });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [served]);
  return served ?? state;
}
