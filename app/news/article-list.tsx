import { ExternalLink, RotateCw } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { locale, localePath } from "#common/content/locale.ts";
import { newsPageCopy } from "#common/news/content/news-page.ts";
import { uiCopy } from "~/content/ui";
import { articlesErrorMessage, type Article } from "#common/news/articles.ts";
import { Button } from "~/components/ui/button";


type State = { status: "loading" } | { status: "error" } | { status: "ready"; articles: Article[]; timeZone?: string };

/** What the page was rendered with: the articles, the feed's failure, or nothing yet (fetch them). */
export type InitialArticles = Article[] | "error" | null;

export const newsMessages = {
  error: articlesErrorMessage,
  retry: newsPageCopy.retry,
  empty: newsPageCopy.empty,
  readMore: newsPageCopy.readMore,
};

export const MAX_CATEGORIES = 3;
export const SKELETON_ROWS = 3;

/** An article's day where the business is (BUSINESS_TIME_ZONE, from the server), as the events' days are. */
const dateFormat = (timeZone: string | undefined) => new Intl.DateTimeFormat(locale.tag, { month: "long", day: "numeric", year: "numeric", timeZone });

function ArticleImage({ src, first }: { src: string; first: boolean }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A picture in the server's HTML may fail before the page hydrates, when onError is not yet listening.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={320}
      height={200}
      // The first picture is usually on screen when the page opens.
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="aspect-[8/5] w-full rounded-xl object-cover sm:w-56"
    />
  );
}

function ArticleCard({ article, first, format }: { article: Article; first: boolean; format: Intl.DateTimeFormat }) {
  return (
    <article className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-soft sm:flex-row">
      {article.imageUrl ? <ArticleImage src={article.imageUrl} first={first} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {article.categories.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={newsPageCopy.topicsLabel}>
            {article.categories.slice(0, MAX_CATEGORIES).map((category) => (
              <li key={category} className="rounded-full bg-marigold-soft px-3 py-0.5 text-sm font-semibold text-ink">
                {category}
              </li>
            ))}
          </ul>
        ) : null}
        <h2 className="text-2xl">
          <a href={article.link} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
            {article.title}
            <span className="sr-only">{` ${uiCopy.newTab}`}</span>
          </a>
        </h2>
        <p className="text-sm text-ink-soft">
          {article.pubDate ? <time dateTime={article.pubDate}>{format.format(new Date(article.pubDate))}</time> : null}
          {article.pubDate && article.author ? " · " : null}
          {article.author ? <span>{newsPageCopy.byline(article.author)}</span> : null}
        </p>
        {article.description ? <p className="text-ink-soft">{article.description}</p> : null}
        <p>
          <a href={article.link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4">
            {newsMessages.readMore}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{`: ${article.title} ${uiCopy.newTab}`}</span>
          </a>
        </p>
      </div>
    </article>
  );
}

/** Loading (3 skeleton rows) -> list, error (with Try again, which reloads), or empty. */
export function ArticleList({ initial, timeZone }: { initial: InitialArticles; timeZone?: string }) {
  const [state, setState] = useState<State>(() =>
    Array.isArray(initial) ? { status: "ready", articles: initial, timeZone } : initial === "error" ? { status: "error" } : { status: "loading" },
  );
  const mustFetch = initial === null;

  useEffect(() => {
    if (!mustFetch) return;
    let cancelled = false;
    fetch("/api/articles", { headers: { Accept: "application/json" } })
      .then((res) => res.json() as Promise<{ articles?: Article[]; timeZone?: string; error?: string }>)
      .then((body) => {
        if (cancelled) return;
        setState(Array.isArray(body.articles) ? { status: "ready", articles: body.articles, timeZone: body.timeZone } : { status: "error" });
      })
      .catch(() => !cancelled && setState({ status: "error" }));
    return () => {
      cancelled = true;
    };
  }, [mustFetch]);

  if (state.status === "loading") {
    return (
      <div role="status" aria-label={newsPageCopy.loadingLabel} className="flex flex-col gap-5">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div key={i} data-testid="article-skeleton" className="flex animate-pulse gap-5 rounded-card border border-line bg-surface p-5">
            <div className="hidden h-36 w-56 rounded-xl bg-paper-alt sm:block" />
            <div className="flex flex-1 flex-col gap-3">
              <div className="h-4 w-24 rounded bg-paper-alt" />
              <div className="h-6 w-3/4 rounded bg-paper-alt" />
              <div className="h-4 w-1/3 rounded bg-paper-alt" />
              <div className="h-4 w-full rounded bg-paper-alt" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6">
        <p className="text-lg font-semibold">{newsMessages.error}</p>
        {/* A link to this page: it reloads the list before and without JavaScript too. */}
        <Button asChild variant="outline">
          <a href={localePath("/news")}>
            <RotateCw aria-hidden className="size-4" />
            {newsMessages.retry}
          </a>
        </Button>
      </div>
    );
  }
  if (state.articles.length === 0) return <p className="rounded-card bg-surface p-6 text-lg">{newsMessages.empty}</p>;
  const format = dateFormat(state.timeZone);
  return (
    <div className="flex flex-col gap-5">
      {state.articles.map((article, index) => (
        <ArticleCard key={article.link} article={article} first={index === 0} format={format} />
      ))}
    </div>
  );
}
