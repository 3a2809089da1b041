import type { Route } from "./+types/schools";
import { PageHeader } from "~/components/page-header";
import { schoolsPage } from "~/content/schools";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/schools");

export default function SchoolsPage() {
  const intro = schoolsPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
