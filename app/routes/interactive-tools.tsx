import type { Route } from "./+types/interactive-tools";
import { PageHeader } from "~/components/page-header";
import { pageIntros } from "~/content/page-intros";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/interactive-tools");

export default function InteractiveToolsPage() {
  const intro = pageIntros.interactiveTools;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
