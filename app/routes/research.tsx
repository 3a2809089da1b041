import type { Route } from "./+types/research";
import { PageHeader } from "~/components/page-header";
import { researchPage } from "~/content/research-studies";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/research");

export default function ResearchPage() {
  const intro = researchPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
