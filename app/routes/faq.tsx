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
  faqItems,
  faqPage,
  faqQuestionsHeading,
  whatWeAre,
  whatWeAreHeading,
  whatWeAreNot,
  whatWeAreNotHeading,
} from "~/content/faq";
import { localePath } from "~/content/locale";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-cache-rule";

function faqJsonLd(): FAQPage {
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

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/faq", { matches, jsonLd: [faqJsonLd()] });

export default function FaqPage() {
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
