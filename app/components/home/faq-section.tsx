import { ArrowRight, CircleCheck, CircleX } from "lucide-react";
import { DiscoveryCallButton } from "~/components/discovery-call/discovery-call-button";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { faqBlock } from "~/content/home";
import { whatWeAre, whatWeAreNot } from "~/content/faq";

/** The FAQ block: what we are and are not, with the discovery call and contact buttons. */
export function FaqSection() {
  return (
    <Section tone="alt" aria-labelledby="faq-title">
      <SectionHeading
        id="faq-title"
        eyebrow={faqBlock.eyebrow}
        title={faqBlock.heading}
        intro={<p>{faqBlock.intro}</p>}
        align="center"
      />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-card border-t-4 border-primary bg-surface p-7 shadow-soft sm:p-8">
          <h3 className="flex items-center gap-3 text-2xl">
            <CircleCheck aria-hidden className="size-7 text-primary" />
            {faqBlock.isHeading}
          </h3>
          <ul className="mt-5 space-y-3">
            {whatWeAre.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-card border-t-4 border-coral bg-surface p-7 shadow-soft sm:p-8">
          <h3 className="flex items-center gap-3 text-2xl">
            <CircleX aria-hidden className="size-7 text-coral" />
            {faqBlock.isNotHeading}
          </h3>
          <ul className="mt-5 space-y-3">
            {whatWeAreNot.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-coral" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-10 flex flex-col items-center gap-5">
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <DiscoveryCallButton size="lg">{faqBlock.scheduleLabel}</DiscoveryCallButton>
          <SiteLink to={faqBlock.contact.href} className={buttonClasses("outline", "lg")}>
            {faqBlock.contact.label}
          </SiteLink>
        </div>
        <SiteLink
          to={faqBlock.moreLink.href}
          className="inline-flex items-center gap-2 font-semibold text-primary underline decoration-2 underline-offset-4 hover:decoration-marigold"
        >
          {faqBlock.moreLink.label}
          <ArrowRight aria-hidden className="size-4" />
        </SiteLink>
      </div>
    </Section>
  );
}
