import type { Route } from "./+types/faq";
import { PageHeader } from "~/components/page-header";
import { faqPage } from "~/content/faq";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/faq");

export default function FaqPage() {
  const intro = faqPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
