import type { Route } from "./+types/privacy";
import { ClosingCta } from "~/components/closing-cta";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { locale } from "~/content/locale";
import * as privacyContent from "~/content/privacy";
import { buildPrivacyNotice, type NoticeDataSection } from "~/lib/privacy-notice";
import { routeMeta } from "~/lib/seo";

const { dataHeadings, itemLabels, newsletterSection, privacyContentsLabel, privacyCta, privacyLastChangedLabel, privacyPage, privacySections } = privacyContent;

/**
 * Prerendered (a static route in app/lib/site-routes.ts): what each form collects, why and for how
 * long comes from the data inventory (server/privacy/inventory.ts) at build, in the page's
 * language, so the notice cannot drift from what the code stores.
 */
export function loader() {
  return buildPrivacyNotice(privacyContent);
}

export const meta: Route.MetaFunction = () => routeMeta("/privacy");

/** A YYYY-MM-DD date as "November 26, 2026" in the page's language (the same on server and browser). */
function longDate(date: string): string {
  return new Intl.DateTimeFormat(locale.tag, { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}

function DataSection({ section, anchor }: { section: NoticeDataSection; anchor: string }) {
  return (
    <section className="max-w-prose">
      <h3 id={anchor} className="scroll-mt-28 text-xl sm:text-2xl">
        {section.title}
      </h3>
      <p className="mt-3">{section.intro}</p>
      <ul className="mt-4 space-y-3">
        {section.items.map((item) => (
          <li key={item.what} className="rounded-xl border border-line bg-paper px-4 py-3">
            <p className="font-semibold">{item.what}</p>
            <p className="mt-1 text-ink-soft">
              <span className="font-semibold text-ink">{`${itemLabels.why}: `}</span>
              {item.why}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 font-semibold">{`${itemLabels.kept}:`}</p>
      <ul className="mt-1 list-disc space-y-1 pl-6 marker:text-primary">
        {section.kept.map((rule) => (
          <li key={rule.text}>{rule.about.length > 0 ? `${rule.about.join(", ")}: ${rule.text}` : rule.text}</li>
        ))}
      </ul>
    </section>
  );
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const notice = loaderData;
  const contents = [dataHeadings.forms, dataHeadings.others, ...privacySections];
  return (
    <>
      <PageHeader eyebrow={privacyPage.eyebrow} title={privacyPage.title} intro={<p>{privacyPage.intro}</p>}>
        <p className="mt-5 inline-flex flex-wrap gap-x-1.5 rounded-full bg-paper-alt px-4 py-2 text-sm">
          <span className="font-semibold">{`${privacyLastChangedLabel}:`}</span>
          <time dateTime={notice.lastChanged}>{longDate(notice.lastChanged)}</time>
        </p>
      </PageHeader>

      <Section id="privacy" tone="alt">
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-labelledby="privacy-contents-heading" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-card border border-line bg-surface p-5 shadow-soft">
              <h2 id="privacy-contents-heading" className="font-sans text-sm font-bold tracking-wider text-coral uppercase">
                {privacyContentsLabel}
              </h2>
              <ol className="mt-3 space-y-1 text-sm">
                {contents.map((section) => (
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
            <h2 id={dataHeadings.forms.id} className="scroll-mt-28 text-2xl sm:text-3xl">
              {dataHeadings.forms.title}
            </h2>
            {/* Each form's "How we use this" link leads to its section: /privacy#form-contact. */}
            {notice.forms.map((section) => (
              <DataSection key={section.id} section={section} anchor={`form-${section.id}`} />
            ))}
            <section className="max-w-prose">
              <h3 id={`form-${newsletterSection.id}`} className="scroll-mt-28 text-xl sm:text-2xl">
                {newsletterSection.title}
              </h3>
              {newsletterSection.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3">
                  {paragraph}
                </p>
              ))}
            </section>
            <h2 id={dataHeadings.others.id} className="scroll-mt-28 text-2xl sm:text-3xl">
              {dataHeadings.others.title}
            </h2>
            {notice.others.map((section) => (
              <DataSection key={section.id} section={section} anchor={section.id} />
            ))}
            {privacySections.map((section) => (
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
                {section.after?.map((paragraph) => (
                  <p key={paragraph} className="mt-4">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </div>
        </div>
      </Section>

      <ClosingCta id="privacy-questions" heading={privacyCta.heading} text={privacyCta.text} primary={privacyCta.primary} secondary={privacyCta.secondary} />
    </>
  );
}
