import type { Route } from "./+types/testimonials";
import { PageHeader } from "~/components/page-header";
import { testimonialsPage } from "~/content/testimonials-page";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/testimonials");

export default function TestimonialsPage() {
  const intro = testimonialsPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
