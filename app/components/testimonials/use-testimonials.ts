import { useEffect, useState } from "react";
import { combineTestimonials, TESTIMONIALS_FRESH_MS, type Testimonial, type TestimonialsResponse } from "~/lib/testimonials";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; testimonials: Testimonial[] };

// Kept for the life of the tab: moving between pages within 5 minutes shows them at once.
let cache: { testimonials: Testimonial[]; at: number } | null = null;

async function fetchTestimonials(): Promise<Testimonial[]> {
  const res = await fetch("/api/testimonials", { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`The server answered ${res.status}.`);
  const body = (await res.json()) as TestimonialsResponse;
  if (body.individuals === null) console.error("testimonials: individual list unavailable; showing samples");
  if (body.organizations === null) console.error("testimonials: organization list unavailable; showing samples");
  return combineTestimonials(body);
}

export function useTestimonials(): State {
  const [state, setState] = useState<State>(() =>
    cache && Date.now() - cache.at < TESTIMONIALS_FRESH_MS ? { status: "ready", testimonials: cache.testimonials } : { status: "loading" },
  );
  useEffect(() => {
    if (cache && Date.now() - cache.at < TESTIMONIALS_FRESH_MS) return;
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
  }, []);
  return state;
}
