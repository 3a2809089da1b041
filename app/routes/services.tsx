import type { FAQPage, Service } from "schema-dts";
import type { Route } from "./+types/services";
import { DiscoveryCallButton } from "~/booking/discovery-call-button";
import { PageHeader } from "~/components/page-header";
import { ClosingCta } from "~/components/closing-cta";
import { FaqList } from "~/components/pages/faq-list";
import { IconCardGrid } from "~/components/icon-card-grid";
import { Illustration } from "~/components/pages/illustration";
import { formatPrice, PriceCard } from "~/components/pages/price-card";
import { Section, SectionHeading } from "~/components/section";
import {
  addOnsEyebrow,
  addOnsHeading,
  addOnsIntro,
  packagesEyebrow,
  packagesHeading,
  packagesIntro,
  serviceAreas,
  serviceAreasEyebrow,
  serviceAreasHeading,
  serviceAreasImage,
  serviceAreasIntro,
  serviceFaq,
  serviceFaqEyebrow,
  serviceFaqHeading,
  servicesCta,
  servicesPage,
  type ServiceAddOn,
  type ServicePackage,
  type ServicePackageId,
} from "#common/editing/content/service-packages.ts";
import { locale, localePath } from "#common/content/locale.ts";
import { servicesExtras } from "~/content/services-extra";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import { packagesFor } from "#server/editing/packages-block.server";
import { siteContent } from "#server/editing/public-content.server";

const serviceTypes: Record<ServicePackageId, string> = servicesExtras.serviceTypes;

/** Rendered by the server and kept until the owner publishes (docs/caching.md). */
export const handle: PageHandle = { cache: { stamps: ["site-content"] } };

/** The packages and add-ons as the owner published them (or her draft, in a preview). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { preview, documents } = await siteContent(request, context, ["packages"]);
  // Whether the site takes payments (a Stripe key is set): a boolean only, never a setting's value.
  return { preview, checkout: Boolean(context.config.STRIPE_SECRET_KEY), ...packagesFor(documents[0], locale.language) };
}

// A preview's answers are made private, no-store for every route in one place (server/app.server.ts).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

/** One Service record per package, each with its price as an Offer in US dollars. */
function servicesJsonLd(servicePackages: ServicePackage[]): Service[] {
  return servicePackages.map((pkg) => ({
    "@type": "Service",
    "@id": absoluteUrl(localePath(`/services#${pkg.id}`)),
    name: pkg.name,
    serviceType: serviceTypes[pkg.id],
    description: pkg.description,
    url: absoluteUrl(localePath(`/services#${pkg.id}`)),
    provider: { "@id": absoluteUrl("/#organization") },
    areaServed: { "@type": "Country", name: servicesExtras.areaServed },
    audience: { "@type": "PeopleAudience", audienceType: servicesExtras.audience },
    offers: {
      "@type": "Offer",
      price: String(pkg.price),
      priceCurrency: "USD",
      url: absoluteUrl(localePath("/services")),
      availability: "https://schema.org/InStock",
      ...(pkg.priceNote ? { description: pkg.priceNote } : {}),
    },
  }));
}

/**
 * The questions about the services, naming the prices as published: Design Your Library's, and the
 * second add-on's (Additional Child; the add-ons are fixed, the owner edits their words and prices).
 */
function questionsFor({ packages, addOns }: { packages: ServicePackage[]; addOns: ServiceAddOn[] }) {
  const library = packages.find((pkg) => pkg.id === "design-your-library");
  return serviceFaq({ library: formatPrice(library?.price ?? 0), additionalChild: formatPrice(addOns[1]?.price ?? 0) });
}

function faqJsonLd(questions: ReturnType<typeof serviceFaq>): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return routeMeta("/services", { matches });
  const [library, toolkit] = loaderData.packages;
  const named = (pkg: ServicePackage | undefined) => ({ name: pkg?.name ?? "", price: formatPrice(pkg?.price ?? 0) });
  return routeMeta("/services", {
    matches,
    description: servicesExtras.metaDescription(named(library), named(toolkit)),
    jsonLd: [...servicesJsonLd(loaderData.packages), faqJsonLd(questionsFor(loaderData))],
    ...(loaderData.preview ? { noIndex: true } : {}),
  });
};

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const intro = servicesPage;
  const { packages: servicePackages, addOns }: { packages: ServicePackage[]; addOns: ServiceAddOn[] } = loaderData;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />

      <Section id="packages" tone="alt" aria-labelledby="packages-heading">
        <SectionHeading id="packages-heading" eyebrow={packagesEyebrow} title={packagesHeading} intro={<p>{packagesIntro}</p>} />
        <ul className="grid gap-10 pt-4 md:grid-cols-2 md:gap-8">
          {servicePackages.map((pkg) => (
            <li key={pkg.id} id={pkg.id} className="scroll-mt-28">
              <PriceCard pkg={pkg} checkoutHref={loaderData.checkout ? localePath(`/checkout/${pkg.id}`) : undefined} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="add-ons" aria-labelledby="add-ons-heading">
        <SectionHeading id="add-ons-heading" eyebrow={addOnsEyebrow} title={addOnsHeading} intro={<p>{addOnsIntro}</p>} />
        <ul className="grid gap-6 md:grid-cols-2">
          {addOns.map((addOn) => (
            <li
              key={addOn.name}
              className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift sm:p-8"
            >
              <h3 className="text-2xl">{addOn.name}</h3>
              <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
                <span className="font-display text-4xl font-semibold text-primary">{`+${formatPrice(addOn.price)}`}</span>
                {addOn.priceNote ? <span className="font-semibold text-ink-soft">{addOn.priceNote}</span> : null}
              </p>
              <p className="mt-4 text-ink-soft">{addOn.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-we-help" tone="alt" aria-labelledby="how-we-help-heading">
        <SectionHeading
          id="how-we-help-heading"
          eyebrow={serviceAreasEyebrow}
          title={serviceAreasHeading}
          intro={<p>{serviceAreasIntro}</p>}
        />
        <IconCardGrid
          cards={serviceAreas}
          extra={
            <li>
              <Illustration image={serviceAreasImage} className="h-full object-cover" />
            </li>
          }
        />
      </Section>

      <Section id="questions" aria-labelledby="questions-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="questions-heading" eyebrow={serviceFaqEyebrow} title={serviceFaqHeading} />
          <FaqList items={questionsFor(loaderData)} />
        </div>
      </Section>

      <ClosingCta id="get-started" tone="alt" heading={servicesCta.heading} text={servicesCta.text} secondary={servicesCta.secondary}>
        <DiscoveryCallButton variant="secondary" size="lg">
          {servicesCta.discoveryCallLabel}
        </DiscoveryCallButton>
      </ClosingCta>
    </>
  );
}
