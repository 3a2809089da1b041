import type { Route } from "./+types/book-selection";
import { PageHeader } from "~/components/page-header";
import { bookSelectionPage } from "~/content/book-selection";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/book-selection");

export default function BookSelectionPage() {
  const intro = bookSelectionPage;
  return <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />;
}
