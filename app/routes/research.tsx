import { Sprout } from "~/components/ui/icons";
import { useRef } from "react";
import { isRouteErrorResponse, Outlet, useParams, useSearchParams } from "react-router";
import type { Route } from "./+types/research";
import { DiscoveryCta } from "~/components/faq/discovery-cta";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHeader } from "~/components/page-header";
import type { FocusRequestRef, ResearchOutletContext } from "~/components/research/focus-request";
import { ResearchSummaries } from "~/components/research/research-summaries";
import { ResearchVideos } from "~/components/research/research-videos";
import { StudyList } from "~/components/research/study-list";
import { LinkTabList, LinkTabPanel } from "~/components/research/link-tabs";
import { errorPage, notFoundPage } from "~/content/layout";
import { localePath } from "#common/content/locale.ts";
import { researchExtras } from "~/content/research-extra";
import { researchCta, researchPage, researchTabs, researchTabsLabel, type ResearchTab } from "~/content/research-studies";
import { buildMeta, routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

type TabId = ResearchTab["id"];

export const meta: Route.MetaFunction = ({ error, location, matches }) => {
  // A study that does not exist (see research-study.tsx) is answered by this route's error boundary.
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return buildMeta({
      matches,
      title: notFound ? notFoundPage.title : errorPage.heading,
      description: notFoundPage.description,
      path: location.pathname,
      noIndex: true,
      breadcrumbs: false,
    });
  }
  return routeMeta("/research", { matches });
};

function isTabId(value: string | null): value is TabId {
  return researchTabs.some((tab) => tab.id === value);
}

/** The URL for a tab of the research page (in the page's language): the Videos tab is the plain path. */
function researchTabPath(tab: TabId): string {
  return localePath(tab === "videos" ? "/research" : `/research?tab=${tab}`);
}

const tabLinks = researchTabs.map((tab) => ({ id: tab.id, label: tab.label, href: researchTabPath(tab.id) }));

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

/** What the server's page cache keeps this page by (docs/caching.md): the tab asked for (?tab=research, ?tab=summaries; anything else shows Videos). */
export const handle: PageHandle = { cache: { query: ["tab"] } };

/**
 * /research and, as a child route, /research/<study-id>. The tab is in the URL (?tab=research or
 * ?tab=summaries; Videos is the default) and each tab is a link to it: /research is rendered per
 * request (see site-routes.ts), so the server sends the requested tab selected and the page
 * works the same before and without JavaScript. An open study has its own (prerendered) path.
 * Every panel is in the served HTML (inactive ones hidden) for crawlers.
 */
export default function ResearchPage() {
  const { studyId } = useParams();
  const [searchParams] = useSearchParams();
  const focusRequestRef: FocusRequestRef = useRef(null);

  const requested = searchParams.get("tab");
  const tab: TabId = studyId ? "research" : isTabId(requested) ? requested : "videos";

  const outletContext: ResearchOutletContext = { focusRequestRef };

  return (
    <>
      <PageHeader eyebrow={researchPage.eyebrow} title={researchPage.title} intro={<p>{researchPage.intro}</p>} />
      <div className="mx-auto max-w-content px-4 sm:px-6">
        {/* Switching tabs of the list replaces the history entry; leaving a study for a tab is a
            real navigation, so Back returns to the study. */}
        <LinkTabList label={researchTabsLabel} idPrefix="research" tabs={tabLinks} selected={tab} replace={!studyId} className="shadow-soft" />
      </div>
      {researchTabs.map((item) => {
        const headingId = `research-${item.id}-heading`;
        const showStudy = item.id === "research" && studyId;
        return (
          <LinkTabPanel
            key={item.id}
            idPrefix="research"
            id={item.id}
            selected={tab}
            className="mt-8 scroll-mt-24 bg-paper-alt py-14 focus-visible:outline-offset-[-3px] sm:py-16"
          >
            <div className="mx-auto max-w-content px-4 sm:px-6">
              {item.id === "videos" ? (
                <ResearchVideos heading={item.heading} intro={item.intro} headingId={headingId} />
              ) : showStudy ? (
                <Outlet context={outletContext} />
              ) : (
                <>
                  <div className="mb-10 max-w-3xl">
                    <h2 id={headingId} className="text-3xl sm:text-4xl">
                      {item.heading}
                    </h2>
                    <p className="mt-4 text-lg text-ink-soft">{item.intro}</p>
                  </div>
                  {item.id === "research" ? (
                    <StudyList focusRequestRef={focusRequestRef} />
                  ) : (
                    <ResearchSummaries focusRequestRef={focusRequestRef} />
                  )}
                </>
              )}
            </div>
          </LinkTabPanel>
        );
      })}
      <DiscoveryCta
        id="research-cta"
        tone="paper"
        heading={researchCta.heading}
        text={researchCta.text}
        scheduleLabel={researchCta.scheduleLabel}
        link={researchCta.link}
        icon={Sprout}
      />
    </>
  );
}

/** An unknown study id: the site's 404 page (status 404, kept out of search results, see meta). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="mx-auto max-w-prose px-4 py-20 text-center sm:px-6">
      <h1 className="mb-4 text-4xl">{errorPage.heading}</h1>
      <p className="text-ink-soft">{researchExtras.errorText}</p>
      <p className="mt-6">
        <a href={localePath("/research")} className="font-semibold text-primary underline underline-offset-4">
          {researchExtras.backLink}
        </a>
      </p>
    </section>
  );
}
