import type { Route } from "./+types/community";
import { PageHeader } from "~/components/page-header";
import { communityPage } from "~/content/community";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/community");

export default function CommunityPage() {
  const intro = communityPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
