import type { Route } from "./+types/education";
import { PageHeader } from "~/components/page-header";
import { educationPage } from "~/content/education-categories";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/education");

export default function EducationPage() {
  const intro = educationPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
