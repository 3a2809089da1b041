import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { buildMeta } from "~/lib/seo";

/** Unknown URLs answer with HTTP 404 and a page that is kept out of search results. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta({
    title: "Oops! Page not found",
    description: "This page could not be found. Head back to the home page to explore family reading coaching and curated books.",
    path: data?.path ?? "/404",
    noIndex: true,
    breadcrumbs: false,
  });

export default function NotFound() {
  return <NotFoundContent />;
}
