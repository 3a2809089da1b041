import { ArrowRight, type IconComponent } from "~/components/ui/icons";
import { DiscoveryCallButton } from "~/booking/discovery-call-button";
import { Section } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import type { CtaLink } from "#common/content/types.ts";

type Props = {
  id: string;
  heading: string;
  text: string;
  /** Label of the button that opens the discovery call dialog. */
  scheduleLabel: string;
  link: CtaLink;
  icon: IconComponent;
  tone?: "paper" | "alt";
};

/** A closing card: a button that opens the discovery call dialog and a link to another page. */
export function DiscoveryCta({ id, heading, text, scheduleLabel, link, icon: IconComponent, tone = "alt" }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div className="mx-auto flex max-w-3xl flex-col items-center rounded-card border border-line bg-surface px-6 py-12 text-center shadow-soft sm:px-12">
        <span aria-hidden className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-marigold-soft text-ink">
          <IconComponent className="size-7" />
        </span>
        <h2 id={headingId} className="text-3xl sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 max-w-xl text-lg text-ink-soft">{text}</p>
        <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <DiscoveryCallButton size="lg">{scheduleLabel}</DiscoveryCallButton>
          <Button asChild variant="outline" size="lg">
            <SiteLink to={link.href}>
              {link.label}
              <ArrowRight aria-hidden className="size-5" />
            </SiteLink>
          </Button>
        </div>
      </div>
    </Section>
  );
}
