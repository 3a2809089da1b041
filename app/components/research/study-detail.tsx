import { ArrowLeft, ArrowRight, CalendarDays, Check, Quote } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  backToResearchListLabel,
  keyFindingsLabel,
  publishedLabel,
  researchDisclaimer,
  sourceLabel,
  type ResearchStudy,
} from "~/content/research-studies";
import { localePath } from "#common/content/locale.ts";
import { researchExtras } from "~/content/research-extra";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { scrollBehavior, type FocusRequestRef } from "./focus-request";
import { formatStudyDate, nextStudy, studyHref } from "./study-utils";

const listPath = localePath("/research?tab=research");

function BackToList({ study, focusRequestRef, className }: { study: ResearchStudy; focusRequestRef: FocusRequestRef; className?: string }) {
  return (
    <Link
      to={listPath}
      preventScrollReset
      onClick={() => {
        focusRequestRef.current = { kind: "list", studyId: study.id };
      }}
      className={className}
    >
      <ArrowLeft aria-hidden className="size-5" />
      {backToResearchListLabel}
    </Link>
  );
}

/** One study in full: title, date, source, every paragraph and the key findings. */
export function StudyDetail({ study, focusRequestRef }: { study: ResearchStudy; focusRequestRef: FocusRequestRef }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const articleRef = useRef<HTMLElement>(null);
  const next = nextStudy(study.id);
  const headingId = `study-${study.id}-title`;

  // Opened by a click: move focus to the study's title so screen readers start reading there.
  useEffect(() => {
    if (focusRequestRef.current?.kind !== "detail") return;
    focusRequestRef.current = null;
    headingRef.current?.focus({ preventScroll: true });
    articleRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  }, [focusRequestRef, study.id]);

  return (
    <article ref={articleRef} aria-labelledby={headingId} className="scroll-mt-28">
      <BackToList
        study={study}
        focusRequestRef={focusRequestRef}
        className="inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-primary underline-offset-4 hover:underline"
      />

      <header className="mt-6 max-w-3xl">
        <p className="mb-2 text-sm font-bold tracking-wider text-coral uppercase">{researchExtras.summaryEyebrow}</p>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
          {study.title}
        </h2>
        <dl className="mt-6 grid gap-5 rounded-card border border-line bg-surface p-5 text-sm shadow-soft sm:grid-cols-[11rem_minmax(0,1fr)] sm:p-6">
          <div>
            <dt className="inline-flex items-center gap-2 font-semibold">
              <CalendarDays aria-hidden className="size-4 text-coral" />
              {publishedLabel}
            </dt>
            <dd className="mt-1 text-ink-soft">
              <time dateTime={study.published}>{formatStudyDate(study.published)}</time>
            </dd>
          </div>
          <div>
            <dt className="inline-flex items-center gap-2 font-semibold">
              <Quote aria-hidden className="size-4 text-coral" />
              {sourceLabel}
            </dt>
            <dd className="mt-1 text-ink-soft">{study.source}</dd>
          </div>
        </dl>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="max-w-prose space-y-5 text-lg">
          {study.fullText.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <aside
          aria-labelledby={`${headingId}-findings`}
          className="rounded-card bg-marigold-soft p-6 text-ink shadow-soft lg:sticky lg:top-28"
        >
          <h3 id={`${headingId}-findings`} className="text-2xl">
            {keyFindingsLabel}
          </h3>
          <ul className="mt-4 space-y-3">
            {study.keyFindings.map((finding) => (
              <li key={finding} className="flex gap-3">
                <span aria-hidden className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface text-primary">
                  <Check className="size-4" strokeWidth={3} />
                </span>
                <span>{finding}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <p className="mt-10 max-w-prose text-sm text-ink-soft">{researchDisclaimer}</p>

      <nav aria-label={researchExtras.moreResearch} className="mt-10 flex flex-col gap-4 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
        <BackToList study={study} focusRequestRef={focusRequestRef} className={buttonClasses("outline", "md")} />
        <Link
          to={studyHref(next.id)}
          preventScrollReset
          onClick={() => {
            focusRequestRef.current = { kind: "detail" };
          }}
          className={cn("group inline-flex max-w-md items-center gap-3 rounded-card font-semibold text-primary", "sm:text-right")}
        >
          <span>
            <span className="block text-sm font-bold tracking-wider text-coral uppercase">{researchExtras.nextStudy}</span>
            <span className="underline-offset-4 group-hover:underline">{next.title}</span>
          </span>
          <ArrowRight aria-hidden className="size-5 shrink-0" />
        </Link>
      </nav>
    </article>
  );
}
