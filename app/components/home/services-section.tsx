import { ArrowRight, Check } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { servicesTeaser } from "~/content/home";
import { popularBadgeLabel, type ServicePackage } from "#common/editing/content/service-packages.ts";
import { cn } from "~/lib/cn";

/** The two packages in brief (the first three things each includes), as the owner published them. The id "services" is the footer's /#services target. */
export type PackageTeaser = Pick<ServicePackage, "id" | "name" | "tagline" | "price" | "priceNote" | "popular" | "includes">;

export function ServicesSection({ packages: servicePackages }: { packages: PackageTeaser[] }) {
  return (
    <Section id="services" tone="paper" aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        eyebrow={servicesTeaser.eyebrow}
        title={servicesTeaser.heading}
        intro={<p>{servicesTeaser.intro}</p>}
        align="center"
      />
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {servicePackages.map((pkg) => (
          <li
            key={pkg.id}
            className={cn(
              "relative flex flex-col rounded-card border bg-surface p-7 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift sm:p-8",
              pkg.popular ? "border-marigold ring-2 ring-marigold" : "border-line",
            )}
          >
            {pkg.popular ? (
              <p className="absolute -top-3.5 right-6 rounded-full bg-marigold px-4 py-1 text-sm font-bold text-[#1f2a44] shadow-soft">
                {popularBadgeLabel}
              </p>
            ) : null}
            <h3 className="text-2xl">{pkg.name}</h3>
            <p className="mt-1 text-ink-soft">{pkg.tagline}</p>
            <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
              <span className="font-display text-4xl font-semibold text-primary">{`$${pkg.price}`}</span>
              {pkg.priceNote ? <span className="text-sm text-ink-soft">{pkg.priceNote}</span> : null}
            </p>
            <ul className="mt-5 flex-1 space-y-2.5">
              {pkg.includes.slice(0, 3).map((item) => (
                <li key={item} className="flex gap-2.5">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-primary" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <SiteLink to={servicesTeaser.cta.href} className={buttonClasses("primary", "lg")}>
          {servicesTeaser.cta.label}
          <ArrowRight aria-hidden className="size-5" />
        </SiteLink>
      </p>
    </Section>
  );
}
