import type { HowTo } from "schema-dts";
import type { Route } from "./+types/activities";
import { ActivityCard } from "~/components/learn/activity-card";
import { ClosingCta } from "~/components/closing-cta";
import { FamilyResourceLinks } from "~/components/learn/family-resource-links";
import { LearnPageHeader } from "~/components/learn/learn-page-header";
import { cardClasses, DotList, IconTile, RatingTiles } from "~/components/learn/learn-ui";
import { Section, SectionHeading } from "~/components/section";
import {
  activitiesClosing,
  activitiesImage,
  activitiesPage,
  activityCategories,
  activityCategoriesHeading,
  activityCategoriesSection,
  featuredActivities,
  featuredActivitiesHeading,
  featuredActivitiesSection,
} from "~/content/activities";
import { localePath } from "#common/content/locale.ts";
import { cn } from "~/lib/cn";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

const activityHowTos: HowTo[] = featuredActivities.map((activity) => ({
  "@type": "HowTo",
  name: activity.title,
  description: activity.description,
  url: absoluteUrl(localePath(`/activities#${activity.id}`)),
  supply: activity.materials.map((material) => ({ "@type": "HowToSupply", name: material })),
  step: activity.steps.map((step, index) => ({ "@type": "HowToStep", position: index + 1, text: step })),
}));

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/activities", { matches, jsonLd: activityHowTos });

export default function ActivitiesPage() {
  return (
    <>
      <LearnPageHeader intro={activitiesPage} image={activitiesImage} />
      <Section tone="alt" aria-labelledby="featured-activities-heading">
        <SectionHeading
          id="featured-activities-heading"
          eyebrow={featuredActivitiesSection.eyebrow}
          title={featuredActivitiesHeading}
          intro={<p>{featuredActivitiesSection.intro}</p>}
        />
        <RatingTiles>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featuredActivities.map((activity) => (
              <li key={activity.id} className="flex">
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        </RatingTiles>
      </Section>
      <Section aria-labelledby="activity-categories-heading">
        <SectionHeading
          id="activity-categories-heading"
          eyebrow={activityCategoriesSection.eyebrow}
          title={activityCategoriesHeading}
          intro={<p>{activityCategoriesSection.intro}</p>}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {activityCategories.map((category) => (
            <li key={category.id} id={category.id} className={cn(cardClasses, "scroll-mt-28")}>
              <div className="mb-4 flex items-center gap-4">
                <IconTile name={category.icon} />
                <h3 className="text-2xl">{category.title}</h3>
              </div>
              <p className="mb-5 text-ink-soft">{category.description}</p>
              <DotList items={category.ideas} />
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta {...activitiesClosing} tone="alt" />
      <FamilyResourceLinks current="/activities" tone="paper" />
    </>
  );
}
