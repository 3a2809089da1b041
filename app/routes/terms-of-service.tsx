import type { Route } from "./+types/terms-of-service";
import { PageHeader } from "~/components/page-header";
import { termsPage } from "~/content/terms";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/terms-of-service");

export default function TermsOfServicePage() {
  const intro = termsPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
