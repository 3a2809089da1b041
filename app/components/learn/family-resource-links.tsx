import { ArrowRight } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import {
  familyResourceLinks,
  familyResourcesEyebrow,
  familyResourcesHeading,
  type FamilyResourceLink,
} from "~/content/education-categories";
import { learnExtras } from "~/content/learn-extra";
import { localePath } from "#common/content/locale.ts";
import { cn } from "~/lib/cn";
import { cardClasses, IconTile, liftClasses } from "./learn-ui";

/** Links to the other family resource pages, shown near the foot of each of them. */
export function FamilyResourceLinks({ current, tone = "alt" }: { current: FamilyResourceLink["href"]; tone?: "paper" | "alt" }) {
  // `current` is the page's English path; the links are in the page's language.
  const links = familyResourceLinks.filter((link) => localePath(link.href) !== localePath(current));
  return (
    <Section tone={tone} aria-labelledby="family-resources-heading">
      <SectionHeading id="family-resources-heading" eyebrow={familyResourcesEyebrow} title={familyResourcesHeading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink to={link.href} className={cn(cardClasses, liftClasses, "group flex h-full flex-col gap-3 no-underline")}>
              <IconTile name={link.icon} />
              <span className="font-display text-xl font-semibold">{link.title}</span>
              <span className="text-ink-soft">{link.description}</span>
              <span aria-hidden className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-primary">
                {`${learnExtras.visit} `}<ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
