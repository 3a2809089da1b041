import type { Route } from "./+types/activities";
import { PageHeader } from "~/components/page-header";
import { activitiesPage } from "~/content/activities";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/activities");

export default function ActivitiesPage() {
  const intro = activitiesPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
