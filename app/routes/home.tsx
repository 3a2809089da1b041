import type { FAQPage, HowTo } from "schema-dts";
import { data } from "react-router";
import type { Route } from "./+types/home";
import { ClosingCta } from "~/components/home/closing-cta";
import { FaqSection } from "~/components/home/faq-section";
import { HomeHero } from "~/components/home/hero";
import { MissionSection } from "~/components/home/mission-section";
import { NewsletterSection } from "~/components/home/newsletter-section";
import { QuizSection } from "~/components/home/quiz-section";
import { ScienceSection } from "~/components/home/science-section";
import { ServicesSection } from "~/components/home/services-section";
import { TestimonialsSection } from "~/components/home/testimonials-section";
import { TestimonialsCarousel } from "~/testimonials/testimonials-carousel";
import { ValuesSection } from "~/components/home/values-section";
import { WhatIsCoachingSection } from "~/components/home/what-is-coaching-section";
import { whatIsCoaching } from "~/content/home";
import type { FaqItem } from "#common/editing/content/faq.ts";
import { locale, localePath } from "#common/content/locale.ts";
import { selectHeroImage } from "~/lib/hero";
import { readPreferences } from "#common/preference-cookies.ts";
import { carouselState } from "#common/testimonials/testimonials.ts";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import { readCarousel } from "#server/testimonials/testimonials-api.server";
import { callsLeftThisMonth } from "#server/booking/bookings.server";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { faqFor } from "#server/editing/faq-block.server";
import { packagesFor } from "#server/editing/packages-block.server";
import { siteContent } from "#server/editing/public-content.server";

/** The four-step guide as HowTo structured data. */
function howToJsonLd(): HowTo {
  return {
    "@type": "HowTo",
    "@id": absoluteUrl(localePath("/#how-to-build-a-love-of-reading")),
    name: whatIsCoaching.howToName,
    description: whatIsCoaching.howToIntro,
    totalTime: whatIsCoaching.howToTotalTime,
    step: whatIsCoaching.steps.map((step) => ({
      "@type": "HowToStep",
      position: step.step,
      name: step.title,
      text: step.description,
    })),
  };
}

/** The owner's selection of the common questions (those of /faq she marked for the home page) as FAQPage structured data. */
function faqJsonLd(faqItems: FaqItem[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": absoluteUrl(localePath("/#faq")),
    mainEntity: faqItems.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta("/", {
    matches,
    jsonLd: [howToJsonLd(), ...(loaderData?.faqItems.length ? [faqJsonLd(loaderData.faqItems)] : [])],
  });

/** What the server's page cache keeps this page by (docs/caching.md): the hero picture the preference cookies choose, the testimonials carousel, and the calls left this month (bookings, and the free times as the clock passes them). */
export const handle: PageHandle = { cache: { preferences: true, stamps: ["testimonials", "bookings", "day", "free-times", "site-content"] } };

/**
 * Rendered by the server: the hero picture follows the visitor's optional preference cookies, so
 * the first paint already shows the right family. The server keeps one copy per set of preference
 * cookies (handle.cache); responses carry `Vary: Cookie` so a shared cache keeps them apart too.
 * The testimonials are read here too (the same 5-minute cache as GET /api/testimonials), so the
 * carousel is in the served HTML and the browser fetches nothing for it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { body, complete } = await readCarousel(context.db, context.now);
  // What the owner published, or her drafts in a preview (whose banner the server alone renders: app/root.tsx).
  const {
    documents: [packages, faq],
  } = await siteContent(request, context, ["packages", "faq"]);
  const page = {
    packages: packagesFor(packages, locale.language).packages.map(({ id, name, tagline, price, priceNote, popular, includes }) => ({ id, name, tagline, price, popular, includes: includes.slice(0, 3), ...(priceNote ? { priceNote } : {}) })),
    faqItems: faqFor(faq, locale.language, { home: true }),
    hero: selectHeroImage(readPreferences(request.headers.get("Cookie"))),
    testimonials: carouselState(body),
    // The closing notices' real number of calls still open this month (null while booking is off).
    callsLeft: await callsLeftThisMonth(context.db, { timeZone: context.config.BUSINESS_TIME_ZONE, now: context.now() }),
  };
  // Samples or the error shown because a list could not be read: not to be kept (the server's page cache).
  return complete ? page : data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-cache",
  Vary: "Cookie",
});

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero image={loaderData.hero} />
      <ValuesSection />
      <ScienceSection />
      <MissionSection />
      <ServicesSection packages={loaderData.packages} />
      <QuizSection />
      <WhatIsCoachingSection />
      <TestimonialsSection carousel={<TestimonialsCarousel served={loaderData.testimonials} />} />
      <NewsletterSection />
      <FaqSection />
      <ClosingCta callsLeft={loaderData.callsLeft} />
    </>
  );
}
