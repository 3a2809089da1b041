import { Star } from "~/components/ui/icons";
import { SiteLink } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import {
  durationLabel,
  idealForLabel,
  includesLabel,
  packageCta,
  popularBadgeLabel,
  type ServicePackage,
} from "#common/editing/content/service-packages.ts";
import { locale } from "#common/content/locale.ts";
import { servicesExtras } from "~/content/services-extra";
import { cn } from "~/lib/cn";
import { CheckList } from "./check-list";

/** "$500": whole US dollars, as the spec writes prices (digits grouped as the page's language does). */
export function formatPrice(price: number): string {
  return `$${price.toLocaleString(locale.tag)}`;
}

/** One service package: name, price, what is included, who it suits and a clear next step. */
export function PriceCard({ pkg, checkoutHref }: { pkg: ServicePackage; checkoutHref?: string }) {
  const headingId = `package-${pkg.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex h-full flex-col rounded-card bg-surface p-6 transition hover:-translate-y-0.5 sm:p-8",
        pkg.popular ? "border-2 border-primary shadow-lift" : "border border-line shadow-soft hover:shadow-lift",
      )}
    >
      {pkg.popular ? (
        // Marigold stays light in both themes, so its text keeps the light theme's ink (as the secondary button does).
        <p className="absolute -top-4 left-6 inline-flex items-center gap-1.5 rounded-full bg-marigold px-4 py-1.5 text-sm font-bold tracking-wide text-[#1f2a44] uppercase shadow-soft sm:left-8">
          <Star aria-hidden className="size-4 fill-current" />
          {popularBadgeLabel}
        </p>
      ) : null}
      <h3 id={headingId} className={cn("text-2xl sm:text-3xl", pkg.popular && "mt-3")}>
        {pkg.name}
      </h3>
      <p className="mt-1 font-semibold text-primary">{pkg.tagline}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-display text-5xl font-semibold text-ink">{formatPrice(pkg.price)}</span>
        {pkg.priceNote ? (
          <span className="rounded-full bg-coral-soft px-3 py-1 text-sm font-semibold text-ink">{pkg.priceNote}</span>
        ) : null}
      </p>
      <p className="mt-5 text-ink-soft">{pkg.description}</p>
      <h4 className="mt-8 font-sans text-base font-bold tracking-wider text-ink uppercase">{includesLabel}</h4>
      <CheckList items={pkg.includes} className="mt-4" />
      <dl className="mt-8 space-y-4 border-t border-line pt-6">
        <div>
          <dt className="font-bold">{idealForLabel}</dt>
          <dd className="text-ink-soft">{pkg.idealFor}</dd>
        </div>
        <div>
          <dt className="font-bold">{durationLabel}</dt>
          <dd className="text-ink-soft">{pkg.duration}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-8">
        <Button asChild variant={pkg.popular ? "primary" : "outline"} size="lg" className="w-full">
          <SiteLink to={packageCta.href}>
            {packageCta.label}
            <span className="sr-only">{servicesExtras.packageCtaSuffix(pkg.name)}</span>
          </SiteLink>
        </Button>
        {checkoutHref ? (
          // Only when the site takes payments (a Stripe key is set): the package's checkout page (issue 43).
          // A document load, not a client-side navigation: that page's own policy (its form-action
          // allows Stripe's Checkout) must be the one in force when its form is sent on to Stripe.
          <Button asChild variant={pkg.popular ? "outline" : "primary"} size="lg" className="mt-3 w-full">
            <SiteLink to={checkoutHref} reloadDocument>
              {servicesExtras.choosePackage}
              <span className="sr-only">{servicesExtras.packageCtaSuffix(pkg.name)}</span>
            </SiteLink>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
