import type { Route } from "./+types/founder";
import { PageHeader } from "~/components/page-header";
import { founderPage } from "~/content/founder";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/founder");

export default function FounderPage() {
  const intro = founderPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
