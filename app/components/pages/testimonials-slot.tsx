import { SiteLink } from "~/components/site-link";
import { TestimonialsCarousel } from "~/testimonials/testimonials-carousel";
import { Button } from "~/components/ui/button";
import { testimonialsSlot } from "#common/testimonials/content/testimonials-page.ts";

/**
 * The body of the /testimonials "What Families Say" section (the route renders the section and
 * its heading): the live testimonials carousel, and an invitation to share a story.
 */
export function TestimonialsSlot() {
  return (
    <div className="mx-auto max-w-3xl">
      <TestimonialsCarousel />
      <p className="mt-8 text-center text-lg text-ink-soft">{testimonialsSlot.text}</p>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <Button asChild variant="primary">
          <SiteLink to={testimonialsSlot.shareStory.href}>{testimonialsSlot.shareStory.label}</SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink to={testimonialsSlot.readStories.href}>{testimonialsSlot.readStories.label}</SiteLink>
        </Button>
      </div>
    </div>
  );
}
