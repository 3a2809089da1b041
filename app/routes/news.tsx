import { ExternalLink } from "lucide-react";
import type { Route } from "./+types/news";
import { ArticleList } from "~/components/news/article-list";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { pageIntros } from "~/content/page-intros";
import { business } from "~/lib/business";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/news");

export default function NewsPage() {
  const intro = pageIntros.news;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>}>
        <Button asChild variant="secondary" className="mt-6">
          <a href={business.newsletterUrl} target="_blank" rel="noopener noreferrer">
            Subscribe to the Newsletter
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </PageHeader>
      <section aria-label="Latest articles" className="mx-auto max-w-content px-4 pb-20 sm:px-6">
        <ArticleList />
      </section>
    </>
  );
}
