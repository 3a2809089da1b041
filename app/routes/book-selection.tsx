import { ShieldCheck } from "~/components/ui/icons";
import type { Route } from "./+types/book-selection";
import { Icon } from "~/components/icon";
import { PageHeader } from "~/components/page-header";
import { CheckList } from "~/components/pages/check-list";
import { ClosingCta } from "~/components/closing-cta";
import { Illustration } from "~/components/pages/illustration";
import { Section, SectionHeading } from "~/components/section";
import {
  bookFramework,
  bookSelectionCta,
  bookSelectionImage,
  bookSelectionPage,
  familiesReceive,
  familiesReceiveEyebrow,
  familiesReceiveHeading,
  familiesReceiveIntro,
  independenceNote,
  selectionTiers,
  tiersEyebrow,
  tiersHeading,
  tiersIntro,
} from "~/content/book-selection";
import { bookSelectionExtras } from "~/content/book-selection-extra";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/book-selection", { matches });

export default function BookSelectionPage() {
  const intro = bookSelectionPage;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />

      <Section id="three-tiers" tone="alt" aria-labelledby="three-tiers-heading">
        <SectionHeading id="three-tiers-heading" eyebrow={tiersEyebrow} title={tiersHeading} intro={<p>{tiersIntro}</p>} />
        <ol className="grid gap-6 lg:grid-cols-3">
          {selectionTiers.map((tier) => (
            <li
              key={tier.tier}
              className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift sm:p-8"
            >
              <div className="mb-5 flex items-center justify-between gap-3">
                <span aria-hidden className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <Icon name={tier.icon} />
                </span>
                <span aria-hidden className="font-display text-5xl leading-none font-semibold text-coral">
                  {tier.tier}
                </span>
              </div>
              <h3 className="text-2xl">{tier.title}</h3>
              <p className="mt-2 font-semibold text-primary">{tier.subtitle}</p>
              <p className="mt-3 text-ink-soft">{tier.description}</p>
              <CheckList items={tier.criteria} className="mt-6 border-t border-line pt-6" />
            </li>
          ))}
        </ol>
      </Section>

      <Section id="framework" aria-labelledby="framework-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="framework-heading"
              eyebrow={bookFramework.eyebrow}
              title={bookFramework.heading}
              intro={<p>{bookFramework.intro}</p>}
            />
            <p className="-mt-4 border-l-4 border-marigold pl-4 text-ink-soft italic">{bookFramework.credit}</p>
          </div>
          <Illustration image={bookFramework.image} />
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {bookFramework.cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
            >
              <span aria-hidden className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-coral-soft text-ink">
                <Icon name={card.icon} />
              </span>
              <h3 className="text-2xl">{card.title}</h3>
              <p className="mt-2">{card.description}</p>
              <p className="mt-4 rounded-2xl bg-paper-alt p-4 text-ink-soft">
                <span className="font-semibold text-ink">{`${bookSelectionExtras.forExample} `}</span>
                {card.example}
              </p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center font-display text-xl sm:text-2xl">{bookFramework.closing}</p>
      </Section>

      <Section id="what-you-receive" tone="alt" aria-labelledby="what-you-receive-heading">
        <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div>
            <SectionHeading
              id="what-you-receive-heading"
              eyebrow={familiesReceiveEyebrow}
              title={familiesReceiveHeading}
              intro={<p>{familiesReceiveIntro}</p>}
            />
            <CheckList items={familiesReceive} className="text-lg" />
            <p className="mt-8 flex gap-3 rounded-card border border-line bg-surface p-5 shadow-soft">
              <ShieldCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
              <span>{independenceNote}</span>
            </p>
          </div>
          <Illustration image={bookSelectionImage} />
        </div>
      </Section>

      <ClosingCta
        id="book-selection-next-steps"
        heading={bookSelectionCta.heading}
        text={bookSelectionCta.text}
        primary={bookSelectionCta.primary}
        secondary={bookSelectionCta.secondary}
      />
    </>
  );
}
