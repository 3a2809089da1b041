import { Lightbulb } from "~/components/ui/icons";
import type { Route } from "./+types/parenting";
import { ClosingCta } from "~/components/closing-cta";
import { FamilyResourceLinks } from "~/components/learn/family-resource-links";
import { LearnPageHeader } from "~/components/learn/learn-page-header";
import { cardClasses, DotList, IconTile } from "~/components/learn/learn-ui";
import { Section, SectionHeading } from "~/components/section";
import {
  commonChallenges,
  commonChallengesHeading,
  commonChallengesSection,
  expertTips,
  expertTipsHeading,
  expertTipsSection,
  parentingClosing,
  parentingImage,
  parentingPage,
  parentingTopics,
  parentingTopicsHeading,
  parentingTopicsSection,
  tryThisLabel,
} from "~/content/parenting";
import { cn } from "~/lib/cn";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/parenting", { matches });

export default function ParentingPage() {
  return (
    <>
      <LearnPageHeader intro={parentingPage} image={parentingImage} />

      <Section tone="alt" aria-labelledby="expert-tips-heading">
        <SectionHeading
          id="expert-tips-heading"
          eyebrow={expertTipsSection.eyebrow}
          title={expertTipsHeading}
          intro={<p>{expertTipsSection.intro}</p>}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {expertTips.map((tip) => (
            <li key={tip.title} className={cn(cardClasses, "flex flex-col gap-4")}>
              <IconTile name={tip.icon} />
              <h3 className="text-xl">{tip.title}</h3>
              <p className="text-ink-soft">{tip.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="parenting-topics-heading">
        <SectionHeading
          id="parenting-topics-heading"
          eyebrow={parentingTopicsSection.eyebrow}
          title={parentingTopicsHeading}
          intro={<p>{parentingTopicsSection.intro}</p>}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {parentingTopics.map((topic) => (
            <li key={topic.id}>
              <article id={topic.id} aria-labelledby={`${topic.id}-title`} className={cn(cardClasses, "h-full scroll-mt-28")}>
                <div className="mb-4 flex items-center gap-4">
                  <IconTile name={topic.icon} />
                  <h3 id={`${topic.id}-title`} className="text-2xl">
                    {topic.title}
                  </h3>
                </div>
                <p className="mb-5 text-ink-soft">{topic.description}</p>
                <DotList items={topic.points} />
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="alt" aria-labelledby="common-challenges-heading">
        <SectionHeading
          id="common-challenges-heading"
          eyebrow={commonChallengesSection.eyebrow}
          title={commonChallengesHeading}
          intro={<p>{commonChallengesSection.intro}</p>}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {commonChallenges.map((challenge) => (
            <li key={challenge.title} className={cn(cardClasses, "flex flex-col")}>
              <h3 className="text-xl">
                <span aria-hidden className="text-coral">
                  “
                </span>
                {challenge.title}
                <span aria-hidden className="ml-0.5 text-coral">
                  ”
                </span>
              </h3>
              <p className="mt-3 text-ink-soft">{challenge.description}</p>
              <div className="mt-5 rounded-2xl bg-paper-alt p-5">
                <h4 className="mb-3 flex items-center gap-2 font-sans text-sm font-bold tracking-wider text-primary uppercase">
                  <Lightbulb aria-hidden className="size-4" />
                  {tryThisLabel}
                </h4>
                <DotList items={challenge.tryThis} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta {...parentingClosing} />
      <FamilyResourceLinks current="/parenting" />
    </>
  );
}
