import type { Route } from "./+types/mission";
import { PageHeader } from "~/components/page-header";
import { missionPage } from "~/content/mission";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/mission");

export default function MissionPage() {
  const intro = missionPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
