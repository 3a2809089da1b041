import type { ItemList } from "schema-dts";
import type { Route } from "./+types/education";
import { ClosingCta } from "~/components/closing-cta";
import { EducationCategoryCard, educationSlug } from "~/components/learn/education-category-card";
import { FamilyResourceLinks } from "~/components/learn/family-resource-links";
import { LearnPageHeader } from "~/components/learn/learn-page-header";
import { Section, SectionHeading } from "~/components/section";
import {
  educationCategories,
  educationCategoriesSection,
  educationClosing,
  educationImage,
  educationPage,
} from "~/content/education-categories";
import { localePath } from "#common/content/locale.ts";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

const categoryList: ItemList = {
  "@type": "ItemList",
  name: educationPage.title,
  itemListElement: educationCategories.map((category, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: `${category.title} (${category.ageLabel})`,
    description: category.description,
    url: absoluteUrl(localePath(`/education#${educationSlug(category)}`)),
  })),
};

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/education", { matches, jsonLd: [categoryList] });

export default function EducationPage() {
  return (
    <>
      <LearnPageHeader intro={educationPage} image={educationImage} />
      <Section tone="alt" aria-labelledby="education-categories-heading">
        <SectionHeading
          id="education-categories-heading"
          eyebrow={educationCategoriesSection.eyebrow}
          title={educationCategoriesSection.title}
          intro={<p>{educationCategoriesSection.intro}</p>}
        />
        <ul className="grid gap-x-6 md:grid-cols-2 lg:grid-cols-3">
          {educationCategories.map((category) => (
            <li key={category.path} className="row-span-7 mb-6 grid grid-rows-subgrid">
              <EducationCategoryCard category={category} />
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta {...educationClosing} />
      <FamilyResourceLinks current="/education" />
    </>
  );
}
