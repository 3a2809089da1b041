import type { Route } from "./+types/privacy";
import { ClosingCta } from "~/components/closing-cta";
import { LegalPage, LegalSectionText } from "~/components/legal-page";
import { locale } from "#common/content/locale.ts";
import { dataHeadings, dataWords, formSections, itemLabels, newsletterSection, otherSections, privacyContentsLabel, privacyCta, privacyLastChangedLabel, privacyPage, privacySections, retentionWords } from "#common/privacy/content/privacy.ts";
import { buildPrivacyNotice, type NoticeDataSection } from "#common/privacy/privacy-notice.ts";
import { useBusiness } from "#common/business.ts";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

/**
 * What each form collects, why and for how long comes from the data inventory
 * (common/privacy/inventory.ts), in the page's
 * language, so the notice cannot drift from what the code stores.
 */
export function loader() {
  return buildPrivacyNotice({ dataWords, retentionWords, formSections, otherSections });
}

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/privacy", { matches });

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
  const details = useBusiness();
  const sections = privacySections(details);
  const contents = [dataHeadings.forms, dataHeadings.others, ...sections];
  return (
    <>
      <LegalPage
        intro={privacyPage}
        date={{ label: privacyLastChangedLabel, iso: notice.lastChanged, text: longDate(notice.lastChanged) }}
        contents={{ label: privacyContentsLabel, id: "privacy", sections: contents }}
      >
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
          {newsletterSection.paragraphs(new URL(details.newsletterUrl).host).map((paragraph) => (
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
        {sections.map((section) => (
          <LegalSectionText key={section.id} section={section} />
        ))}
      </LegalPage>

      <ClosingCta id="privacy-questions" heading={privacyCta.heading} text={privacyCta.text(details.contactEmail)} primary={privacyCta.primary} secondary={privacyCta.secondary} />
    </>
  );
}
