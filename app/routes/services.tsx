import type { Route } from "./+types/services";
import { PageHeader } from "~/components/page-header";
import { servicesPage } from "~/content/service-packages";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/services");

export default function ServicesPage() {
  const intro = servicesPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
