import { ArrowRight, CircleCheck, CircleX, type IconComponent } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { faqBlock } from "~/content/home";
import { localePath } from "#common/content/locale.ts";
import { whatWeAre, whatWeAreNot } from "#common/editing/content/faq.ts";

const tones = {
  primary: { border: "border-primary", icon: "text-primary" },
  coral: { border: "border-coral", icon: "text-coral" },
} as const;

/** One of the two cards: what we are (checks) or what we are not (crosses). */
function StatementCard({ heading, items, Icon, tone }: { heading: string; items: readonly string[]; Icon: IconComponent; tone: keyof typeof tones }) {
  return (
    <div className={`rounded-card border-t-4 ${tones[tone].border} bg-surface p-7 shadow-soft sm:p-8`}>
      <h3 className="flex items-center gap-3 text-2xl">
        <Icon aria-hidden className={`size-7 ${tones[tone].icon}`} />
        {heading}
      </h3>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${tones[tone].icon}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
        <StatementCard heading={faqBlock.isHeading} items={whatWeAre} Icon={CircleCheck} tone="primary" />
        <StatementCard heading={faqBlock.isNotHeading} items={whatWeAreNot} Icon={CircleX} tone="coral" />
      </div>
      <div className="mt-10 flex flex-col items-center gap-5">
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {/* A link to the booking page, which opens the booking dialog once hydrated (as every SiteLink there). */}
          <SiteLink to={localePath("/discovery-call")} className={buttonClasses("primary", "lg")}>
            {faqBlock.scheduleLabel}
          </SiteLink>
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
