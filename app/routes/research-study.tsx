import { data } from "react-router";
import type { Article } from "schema-dts";
import type { Route } from "./+types/research-study";
import { useResearchOutletContext } from "~/components/research/focus-request";
import { StudyDetail } from "~/components/research/study-detail";
import { findStudy, studyHref, studyPath, trimDescription } from "~/components/research/study-utils";
import { locale } from "#common/content/locale.ts";
import type { ResearchStudy } from "~/content/research-studies";
import { business } from "#common/business.ts";
import { absoluteUrl, buildMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

/** /research/<study-id>: one study, shown in the Research tab of the research page. Unknown ids are a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const study = findStudy(params.studyId);
  if (!study) throw data(null, { status: 404 });
  return { studyId: study.id };
}

function articleJsonLd(study: ResearchStudy): Article {
  const url = absoluteUrl(studyHref(study.id));
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: study.title,
    description: study.summary,
    datePublished: study.published,
    inLanguage: locale.tag,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl("/images/illustrations/brain-science.svg"),
    author: { "@type": "Organization", "@id": absoluteUrl("/#organization"), name: business.name },
    publisher: { "@id": absoluteUrl("/#organization") },
    citation: study.source,
    isPartOf: { "@id": absoluteUrl("/#website") },
  };
}

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const study = findStudy(params.studyId);
  if (!study) return [];
  return buildMeta({
    matches,
    title: study.title,
    description: trimDescription(study.summary),
    path: studyPath(study.id),
    jsonLd: [articleJsonLd(study)],
  });
};

export default function ResearchStudyPage({ loaderData }: Route.ComponentProps) {
  const { focusRequestRef } = useResearchOutletContext();
  const study = findStudy(loaderData.studyId);
  if (!study) return null;
  return <StudyDetail key={study.id} study={study} focusRequestRef={focusRequestRef} />;
}
