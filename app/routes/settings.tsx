import type { Route } from "./+types/settings";
import { PageHeader } from "~/components/page-header";
import { pageIntros } from "~/content/page-intros";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/settings");

export default function SettingsPage() {
  const intro = pageIntros.settings;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
