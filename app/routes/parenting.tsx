import type { Route } from "./+types/parenting";
import { PageHeader } from "~/components/page-header";
import { parentingPage } from "~/content/parenting";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/parenting");

export default function ParentingPage() {
  const intro = parentingPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
