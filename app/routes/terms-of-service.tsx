import type { Route } from "./+types/terms-of-service";
import { LegalPage, LegalSectionText } from "~/components/legal-page";
import { ClosingCta } from "~/components/closing-cta";
import { locale } from "~/content/locale";
import { termsContentsLabel, termsCta, termsLastUpdatedLabel, termsPage, termsSections } from "~/content/terms";
import { SITE_TIME_ZONE as TIME_ZONE } from "~/lib/calendar";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-cache-rule";

/** The business keeps US Eastern time (SITE_TIME_ZONE); "today" is today there, whatever the server's zone. */

/**
 * Today's date as "MMMM D, YYYY" (for example "March 7, 2026", in the page's language) and as an
 * ISO date, in Eastern time.
 */
function today(now = new Date()) {
  const display = new Intl.DateTimeFormat(locale.tag, {
    timeZone: TIME_ZONE,
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(now);
  // The ISO date's numeric parts: not shown as such, so the same in every language.
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { display, iso: `${part("year")}-${part("month")}-${part("day")}` };
}

// Rendered by the server (the route is dynamic in app/lib/site-routes.ts), so the date is always today's.
// The server's page cache renders it again when the day changes (the `day` stamp below).
/** What the server's page cache keeps this page by (docs/caching.md): "Last updated" is today's date. */
export const handle: PageHandle = { cache: { stamps: ["day"] } };

export function loader({ context }: Route.LoaderArgs) {
  const { display, iso } = today(new Date(context.now()));
  return { lastUpdated: display, lastUpdatedIso: iso };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

export const meta: Route.MetaFunction = () => routeMeta("/terms-of-service");

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  const intro = termsPage;
  return (
    <>
      <LegalPage
        intro={intro}
        date={{ label: termsLastUpdatedLabel, iso: loaderData.lastUpdatedIso, text: loaderData.lastUpdated }}
        contents={{ label: termsContentsLabel, id: "terms", sections: termsSections }}
      >
        {termsSections.map((section) => (
          <LegalSectionText key={section.id} section={section} />
        ))}
      </LegalPage>

      <ClosingCta
        id="terms-questions"
        heading={termsCta.heading}
        text={termsCta.text}
        primary={termsCta.primary}
        secondary={termsCta.secondary}
      />
    </>
  );
}
