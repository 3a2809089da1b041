import type { Route } from "./+types/terms-of-service";
import { PageHeader } from "~/components/page-header";
import { ClosingCta } from "~/components/closing-cta";
import { Section } from "~/components/section";
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
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>}>
        <p className="mt-5 inline-flex flex-wrap gap-x-1.5 rounded-full bg-paper-alt px-4 py-2 text-sm">
          <span className="font-semibold">{`${termsLastUpdatedLabel}:`}</span>
          <time dateTime={loaderData.lastUpdatedIso}>{loaderData.lastUpdated}</time>
        </p>
      </PageHeader>

      <Section id="terms" tone="alt">
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-labelledby="terms-contents-heading" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-card border border-line bg-surface p-5 shadow-soft">
              <h2 id="terms-contents-heading" className="font-sans text-sm font-bold tracking-wider text-coral uppercase">
                {termsContentsLabel}
              </h2>
              <ol className="mt-3 space-y-1 text-sm">
                {termsSections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="block rounded-lg px-2 py-1.5 text-ink-soft underline-offset-4 hover:bg-paper-alt hover:text-ink hover:underline"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <div className="space-y-10 rounded-card border border-line bg-surface px-5 py-8 shadow-soft sm:px-10 sm:py-10">
            {termsSections.map((section) => (
              <section key={section.id} className="max-w-prose">
                <h2 id={section.id} className="scroll-mt-28 text-2xl sm:text-3xl">
                  {section.title}
                </h2>
                <div className="mt-4 space-y-4">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                {section.bullets ? (
                  <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </Section>

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
