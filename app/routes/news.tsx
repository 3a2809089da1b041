import type { Route } from "./+types/news";
import { PageHeader } from "~/components/page-header";
import { pageIntros } from "~/content/page-intros";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/news");

export default function NewsPage() {
  const intro = pageIntros.news;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
