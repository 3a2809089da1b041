import type { Route } from "./+types/events";
import { PageHeader } from "~/components/page-header";
import { pageIntros } from "~/content/page-intros";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/events");

export default function EventsPage() {
  const intro = pageIntros.events;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
