import type { Route } from "./+types/terms-of-service";
import { LegalPage, LegalSectionText } from "~/components/legal-page";
import { ClosingCta } from "~/components/closing-cta";
import { locale } from "#common/content/locale.ts";
import { todayIn } from "#common/calendar.ts";
import { termsContentsLabel, termsCta, termsLastUpdatedLabel, termsPage, termsSections as sectionsWith } from "~/content/terms";
import { useBusiness } from "#common/business.ts";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { siteContent } from "#server/editing/public-content.server";

/**
 * Today's date as "MMMM D, YYYY" (for example "March 7, 2026", in the page's language) and as an
 * ISO date, where the business is (BUSINESS_TIME_ZONE), whatever the server's zone.
 */
function today(now: Date, timeZone: string) {
  const display = new Intl.DateTimeFormat(locale.tag, {
    timeZone,
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(now);
  return { display, iso: todayIn(timeZone, now) };
}

// Rendered by the server (its handle.cache, below), so the date is always today's: the server's
// page cache renders it again when the day changes (the `day` stamp).
/** What the server's page cache keeps this page by (docs/caching.md): "Last updated" is today's date, and the owner's publishes (the payment and refund section). */
export const handle: PageHandle = { cache: { stamps: ["day", "site-content"] } };

/** Today's date, and the payment and refund section as the owner published it (or her draft, in a preview). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { display, iso } = today(new Date(context.now()), context.config.BUSINESS_TIME_ZONE);
  const {
    documents: [terms],
  } = await siteContent(request, context, ["terms"]);
  return { lastUpdated: display, lastUpdatedIso: iso, payment: terms[locale.language] };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/terms-of-service", { matches });

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  const intro = termsPage;
  const termsSections = sectionsWith(useBusiness(), loaderData.payment);
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
