import { ArrowRight } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { SectionHeading } from "~/components/section";
import { StarRow } from "~/components/ui/star-row";
import { SiteLink } from "~/components/site-link";
import { testimonialsSection } from "~/content/home";
import { homeExtras } from "~/content/home-extra";
import { ratingLabels } from "~/content/ratings";

/** The 5.0 average rating the spec's marketing claims show. */
export const averageRating = "5.0";

/**
 * The home page's testimonials section: heading, introduction and the average rating. The live
 * testimonials carousel belongs in the `carousel` slot (passed in by the home route).
 */
export function TestimonialsSection({ carousel }: { carousel?: ReactNode }) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-24 bg-paper-alt py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="testimonials-title"
            eyebrow={testimonialsSection.eyebrow}
            title={testimonialsSection.heading}
            intro={<p>{testimonialsSection.intro}</p>}
          />
          <div className="mb-10 flex shrink-0 items-center gap-4 rounded-card border border-line bg-surface px-6 py-4 shadow-soft">
            <p className="font-display text-5xl font-semibold text-ink">{averageRating}</p>
            <div>
              <p className="flex" aria-hidden>
                <StarRow filled={5} size={20} gap={2} filledClassName="text-marigold" />
              </p>
              <p className="text-sm text-ink-soft">
                <span className="sr-only">{`${ratingLabels.outOf(averageRating, 5)}: `}</span>
                {homeExtras.ratingCaption}
              </p>
            </div>
          </div>
        </div>
        {carousel}
        <p className={carousel ? "mt-10" : undefined}>
          <SiteLink
            to={testimonialsSection.link.href}
            className="inline-flex items-center gap-2 font-semibold text-primary underline decoration-2 underline-offset-4 hover:decoration-marigold"
          >
            {testimonialsSection.link.label}
            <ArrowRight aria-hidden className="size-4" />
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
