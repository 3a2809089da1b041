import { Heart } from "~/components/ui/icons";
import type { Route } from "./+types/testimonials";
import { PageHeader } from "~/components/page-header";
import { ClosingCta } from "~/components/closing-cta";
import { Illustration } from "~/components/pages/illustration";
import { StarRating } from "~/components/pages/star-rating";
import { TestimonialsSlot } from "~/components/pages/testimonials-slot";
import { Section, SectionHeading } from "~/components/section";
import {
  highlightsHeading,
  ratingBlock,
  ratingEyebrow,
  ratingHeading,
  testimonialsCta,
  testimonialsHighlights,
  testimonialsImage,
  testimonialsPage,
  testimonialsSlot,
} from "#common/testimonials/content/testimonials-page.ts";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/testimonials", { matches });

export default function TestimonialsPage() {
  const intro = testimonialsPage;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />

      <Section id="rating" tone="alt" aria-labelledby="rating-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="rating-heading" eyebrow={ratingEyebrow} title={ratingHeading} />
            <div className="rounded-card border border-line bg-surface p-6 shadow-soft sm:p-8">
              <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
                <p className="font-display text-7xl leading-none font-semibold">{ratingBlock.value}</p>
                <div>
                  <StarRating value={ratingBlock.value} outOf={ratingBlock.outOf} />
                  <p className="mt-1 font-semibold text-ink-soft">{ratingBlock.label}</p>
                </div>
              </div>
              <p className="mt-5 text-lg">{ratingBlock.text}</p>
            </div>
            <h3 className="mt-10 text-2xl">{highlightsHeading}</h3>
            <ul className="mt-4 space-y-3">
              {testimonialsHighlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-3 text-lg">
                  <span aria-hidden className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-coral-soft text-ink">
                    <Heart className="size-4 fill-current" />
                  </span>
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <Illustration image={testimonialsImage} />
        </div>
      </Section>

      <Section id="testimonials-carousel" aria-labelledby="testimonials-carousel-heading">
        <SectionHeading
          id="testimonials-carousel-heading"
          eyebrow={testimonialsSlot.eyebrow}
          title={testimonialsSlot.heading}
          align="center"
        />
        <TestimonialsSlot />
      </Section>

      <ClosingCta
        id="testimonials-next-steps"
        tone="alt"
        heading={testimonialsCta.heading}
        text={testimonialsCta.text}
        primary={testimonialsCta.primary}
        secondary={testimonialsCta.secondary}
      />
    </>
  );
}
