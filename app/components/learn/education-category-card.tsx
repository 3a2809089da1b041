import { ArrowRight, ChevronDown } from "~/components/ui/icons";
import { useState } from "react";
import { SiteLink } from "~/components/site-link";
import {
  educationExploreLabel,
  educationHighlightsHeading,
  educationResourcesLabel,
  type EducationCategory,
} from "~/content/education-categories";
import { learnExtras } from "~/content/learn-extra";
import { localePath } from "#common/content/locale.ts";
import { cn } from "~/lib/cn";
import { Badge, BadgeList, cardClasses, IconTile } from "./learn-ui";

/** The id used for a category's card and panel, from its path ("/education/ages-0-2" -> "ages-0-2"). */
export function educationSlug(category: EducationCategory): string {
  return category.path.split("/").pop()!;
}

/**
 * One age or focus card. "Explore" is a disclosure button: it reveals three ideas to try and a link
 * to ask us about this age or topic on /connect. The card's seven parts (top row, title,
 * description, count, topics, Explore, ideas) sit on the rows of the surrounding grid (subgrid),
 * so cards side by side line up, and opening one leaves its neighbours' buttons where they were.
 */
export function EducationCategoryCard({ category }: { category: EducationCategory }) {
  const [open, setOpen] = useState(false);
  const slug = educationSlug(category);
  const panelId = `${slug}-ideas`;
  const headingId = `${slug}-title`;
  return (
    <article id={slug} aria-labelledby={headingId} className={cn(cardClasses, "row-span-7 grid scroll-mt-28 grid-rows-subgrid gap-y-4 pb-3 sm:pb-4")}>
      <div className="flex items-start justify-between gap-3">
        <IconTile name={category.icon} />
        <Badge tone="marigold">{category.ageLabel}</Badge>
      </div>
      <h3 id={headingId} className="text-2xl">
        {category.title}
      </h3>
      <p className="text-ink-soft">{category.description}</p>
      <p className="text-sm font-bold text-primary">{`${category.resourceCount} ${educationResourcesLabel}`}</p>
      <BadgeList items={category.topics} label={learnExtras.topicsFor(category.title)} />
      <div className="pt-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-primary px-5 font-semibold text-primary transition hover:bg-primary-soft"
        >
          {educationExploreLabel}
          <span className="sr-only"> {category.title}</span>
          <ChevronDown aria-hidden className={cn("size-5 transition-transform", open && "rotate-180")} />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="border-t border-line pt-5 pb-3">
        <h4 className="mb-3 font-sans text-sm font-bold tracking-wider text-coral uppercase">{educationHighlightsHeading}</h4>
        <ul className="space-y-4">
          {category.highlights.map((highlight) => (
            <li key={highlight.title}>
              <p className="font-semibold">{highlight.title}</p>
              <p className="text-ink-soft">{highlight.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-5">
          <SiteLink
            to={localePath(`/connect?topic=${category.connectTopic}`)}
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {category.connectLabel}
            <ArrowRight aria-hidden className="ml-1 inline size-4 align-[-2px]" />
          </SiteLink>
        </p>
      </div>
    </article>
  );
}
