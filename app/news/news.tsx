import { ExternalLink } from "~/components/ui/icons";
import type { Route } from "./+types/news";
import { ArticleList, type InitialArticles } from "~/news/article-list";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { newsPageCopy } from "#common/news/content/news-page.ts";
import { uiCopy } from "~/content/ui";
import { useBusiness } from "#common/business.ts";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/news", { matches });

/** How long the page waits for the feed before it is sent without the articles (the browser then asks). */
const FEED_WAIT_MS = 2_500;

/** What the server's page cache keeps this page by (docs/caching.md): the articles of the feed copy this instance holds. */
export const handle: PageHandle = { cache: { stamps: ["feed"] } };

/**
 * A page load carries the articles in its HTML, so they are there with the first paint and for
 * visitors without JavaScript. Only when the feed is slow does the page show its loading rows
 * and fetch them from /api/articles once it runs.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<{ initial: InitialArticles; timeZone?: string }> {
  const articles = (context as Partial<typeof context> | undefined)?.articles;
  if (!articles) return { initial: null };
  // The articles' days are the business's (BUSINESS_TIME_ZONE), as on /events.
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), FEED_WAIT_MS)));
  try {
    return { initial: await Promise.race([articles(), slow]), timeZone };
  } catch {
    return { initial: "error", timeZone };
  } finally {
    clearTimeout(timer);
  }
}

/** On a move within the site the page opens at once, with its loading rows, and fetches the articles. */
export function clientLoader(): { initial: InitialArticles; timeZone?: string } {
  return { initial: null };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const details = useBusiness();
  const intro = newsPageCopy.intro;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>}>
        <Button asChild variant="secondary" className="mt-6">
          <a href={details.newsletterUrl} target="_blank" rel="noopener noreferrer">
            {newsPageCopy.subscribeLabel}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{uiCopy.newTab}</span>
          </a>
        </Button>
      </PageHeader>
      <section aria-label={newsPageCopy.listLabel} className="mx-auto max-w-content px-4 pb-20 sm:px-6">
        <ArticleList initial={loaderData.initial} timeZone={loaderData.timeZone} />
      </section>
    </>
  );
}
