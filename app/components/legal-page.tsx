import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";

/** One section of a legal page: paragraphs, then bullets, then closing paragraphs. */
export type LegalSection = { id: string; title: string; paragraphs: readonly string[]; bullets?: readonly string[]; after?: readonly string[] };

type Props = {
  intro: { eyebrow: string; title: string; intro: string };
  /** "Last updated: November 26, 2026". */
  date: { label: string; iso: string; text: string };
  /** The contents nav: its label and the sections it links to. */
  contents: { label: string; id: string; sections: readonly { id: string; title: string }[] };
  children: ReactNode;
};

/**
 * The frame of the terms and the privacy notice: the header with the date it changed, a contents
 * list that stays beside the text on a wide screen, and the text on one card.
 */
export function LegalPage({ intro, date, contents, children }: Props) {
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>}>
        <p className="mt-5 inline-flex flex-wrap gap-x-1.5 rounded-full bg-paper-alt px-4 py-2 text-sm">
          <span className="font-semibold">{`${date.label}:`}</span>
          <time dateTime={date.iso}>{date.text}</time>
        </p>
      </PageHeader>

      <Section id={contents.id} tone="alt">
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-labelledby={`${contents.id}-contents-heading`} className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-card border border-line bg-surface p-5 shadow-soft">
              <h2 id={`${contents.id}-contents-heading`} className="font-sans text-sm font-bold tracking-wider text-coral uppercase">
                {contents.label}
              </h2>
              <ol className="mt-3 space-y-1 text-sm">
                {contents.sections.map((section) => (
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
          <div className="space-y-10 rounded-card border border-line bg-surface px-5 py-8 shadow-soft sm:px-10 sm:py-10">{children}</div>
        </div>
      </Section>
    </>
  );
}

/** A section's heading and text, as both pages write them. */
export function LegalSectionText({ section }: { section: LegalSection }) {
  return (
    <section className="max-w-prose">
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
  );
}
