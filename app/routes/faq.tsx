import { MessageCircleQuestionMark } from "~/components/ui/icons";
import type { FAQPage } from "schema-dts";
import type { Route } from "./+types/faq";
import { DiscoveryCta } from "~/components/faq/discovery-cta";
import { FaqAccordion } from "~/components/faq/faq-accordion";
import { IsIsNotCards } from "~/components/faq/is-is-not-cards";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import {
  faqCta,
  faqPage,
  faqQuestionsHeading,
  whatWeAre,
  whatWeAreHeading,
  whatWeAreNot,
  whatWeAreNotHeading,
  type FaqItem,
} from "#common/editing/content/faq.ts";
import { locale, localePath } from "#common/content/locale.ts";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import { faqFor } from "#server/editing/faq-block.server";
import { siteContent } from "#server/editing/public-content.server";

/** Rendered by the server and kept until the owner publishes (docs/caching.md). */
export const handle: PageHandle = { cache: { stamps: ["site-content"] } };

/** The questions as the owner published them (or her draft, in a preview). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { preview, documents } = await siteContent(request, context, ["faq"]);
  return { preview, faqItems: faqFor(documents[0], locale.language) };
}

// A preview's answers are made private, no-store for every route in one place (server/app.server.ts).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

function faqJsonLd(faqItems: FaqItem[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": absoluteUrl(localePath("/faq#faq")),
    url: absoluteUrl(localePath("/faq")),
    mainEntity: faqItems.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta("/faq", { matches, jsonLd: [faqJsonLd(loaderData?.faqItems ?? [])], ...(loaderData?.preview ? { noIndex: true } : {}) });

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { faqItems } = loaderData;
  return (
    <>
      <PageHeader eyebrow={faqPage.eyebrow} title={faqPage.title} intro={<p>{faqPage.intro}</p>} />

      <Section tone="alt">
        <IsIsNotCards
          isHeading={whatWeAreHeading}
          isItems={whatWeAre}
          isNotHeading={whatWeAreNotHeading}
          isNotItems={whatWeAreNot}
        />
      </Section>

      <Section aria-labelledby="faq-questions-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-questions-heading" className="mb-8 text-3xl sm:text-4xl">
            {faqQuestionsHeading}
          </h2>
          <FaqAccordion items={faqItems} />
        </div>
      </Section>

      <DiscoveryCta
        id="faq-cta"
        heading={faqCta.heading}
        text={faqCta.text}
        scheduleLabel={faqCta.scheduleLabel}
        link={{ label: faqCta.contactLabel, href: localePath("/connect") }}
        icon={MessageCircleQuestionMark}
      />
    </>
  );
}
