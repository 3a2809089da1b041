import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { notFoundPage } from "~/content/layout";
import { buildMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

/** What the server's page cache keeps this page by (docs/caching.md): a 404 is rendered for each request and never kept. */
export const handle: PageHandle = { cache: false };

/** Unknown URLs answer with HTTP 404 and a page that is kept out of search results. */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: the router passes the raw request, whose path ends in `.data` when
  // the browser asks for the page's data (future.v8_passThroughRequests).
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    matches,
    title: notFoundPage.title,
    description: notFoundPage.description,
    path: loaderData?.path ?? "/404",
    noIndex: true,
    breadcrumbs: false,
  });

export default function NotFound() {
  return <NotFoundContent />;
}
