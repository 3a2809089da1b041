import type { Route } from "./+types/mission";
import { PageHeader } from "~/components/page-header";
import { ClosingCta } from "~/components/closing-cta";
import { IconCardGrid } from "~/components/icon-card-grid";
import { Illustration } from "~/components/pages/illustration";
import { Section, SectionHeading } from "~/components/section";
import {
  guidingPrinciples,
  guidingPrinciplesEyebrow,
  guidingPrinciplesHeading,
  guidingPrinciplesIntro,
  missionCta,
  missionImage,
  missionPage,
  missionStatement,
  missionStory,
  missionStoryEyebrow,
  missionStoryHeading,
  statementsEyebrow,
  statementsHeading,
  visionStatement,
} from "~/content/mission";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/mission", { matches });

export default function MissionPage() {
  const intro = missionPage;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />

      <Section id="mission-and-vision" tone="alt" aria-labelledby="mission-and-vision-heading">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16">
          <div>
            <SectionHeading id="mission-and-vision-heading" eyebrow={statementsEyebrow} title={statementsHeading} />
            <div className="space-y-6">
              {[missionStatement, visionStatement].map((statement) => (
                <article
                  key={statement.label}
                  className="rounded-card border-l-4 border-primary bg-surface p-6 shadow-soft sm:p-8"
                >
                  <h3 className="font-sans text-sm font-bold tracking-wider text-coral uppercase">{statement.label}</h3>
                  <p className="mt-3 font-display text-xl leading-relaxed sm:text-2xl">{statement.text}</p>
                </article>
              ))}
            </div>
          </div>
          <Illustration image={missionImage} />
        </div>
      </Section>

      <Section id="our-story" aria-labelledby="our-story-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="our-story-heading" eyebrow={missionStoryEyebrow} title={missionStoryHeading} />
          <div className="space-y-5 text-lg">
            {missionStory.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section id="guiding-principles" tone="alt" aria-labelledby="guiding-principles-heading">
        <SectionHeading
          id="guiding-principles-heading"
          eyebrow={guidingPrinciplesEyebrow}
          title={guidingPrinciplesHeading}
          intro={<p>{guidingPrinciplesIntro}</p>}
        />
        <IconCardGrid cards={guidingPrinciples} />
      </Section>

      <ClosingCta
        id="mission-next-steps"
        heading={missionCta.heading}
        text={missionCta.text}
        primary={missionCta.primary}
        secondary={missionCta.secondary}
      />
    </>
  );
}
