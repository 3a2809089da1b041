import type { Route } from "./+types/connect";
import { PageHeader } from "~/components/page-header";
import { pageIntros } from "~/content/page-intros";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/connect");

export default function ConnectPage() {
  const intro = pageIntros.connect;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
