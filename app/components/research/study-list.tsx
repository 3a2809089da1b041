import { ArrowRight, CalendarDays } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  publishedLabel,
  readStudyLabel,
  researchDisclaimer,
  researchStudies,
  sourceLabel,
} from "~/content/research-studies";
import { scrollBehavior, type FocusRequestRef } from "./focus-request";
import { formatStudyDate, studyHref } from "./study-utils";

/** The six studies as cards; each opens its summary at /research/<id>. */
export function StudyList({ focusRequestRef }: { focusRequestRef: FocusRequestRef }) {
  const listRef = useRef<HTMLUListElement>(null);

  // Coming back from a study: return focus to the card the visitor opened.
  useEffect(() => {
    const request = focusRequestRef.current;
    if (request?.kind !== "list") return;
    focusRequestRef.current = null;
    const link = listRef.current?.querySelector<HTMLAnchorElement>(`a[data-study-id="${request.studyId}"]`);
    if (!link) return;
    link.focus({ preventScroll: true });
    link.closest("li")?.scrollIntoView({ behavior: scrollBehavior(), block: "center" });
  }, [focusRequestRef]);

  return (
    <>
      <ul ref={listRef} className="grid gap-6 md:grid-cols-2">
        {researchStudies.map((study) => {
          const headingId = `study-card-${study.id}`;
          return (
            <li key={study.id} className="flex">
              <article
                aria-labelledby={headingId}
                className="flex w-full flex-col rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift sm:p-8"
              >
                <p className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-ink-soft">
                  <CalendarDays aria-hidden className="size-4 text-coral" />
                  <span>
                    {publishedLabel} <time dateTime={study.published}>{formatStudyDate(study.published)}</time>
                  </span>
                </p>
                <h3 id={headingId} className="text-2xl">
                  {study.title}
                </h3>
                <p className="mt-3 text-ink-soft">{study.summary}</p>
                <p className="mt-4 border-t border-line pt-4 text-sm text-ink-soft">
                  <span className="font-semibold text-ink">{sourceLabel}:</span> {study.source}
                </p>
                <p className="mt-auto pt-6">
                  <Link
                    to={studyHref(study.id)}
                    data-study-id={study.id}
                    preventScrollReset
                    onClick={() => {
                      focusRequestRef.current = { kind: "detail" };
                    }}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline decoration-2 underline-offset-4 hover:decoration-4"
                  >
                    {readStudyLabel}
                    <span className="sr-only">: {study.title}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 max-w-3xl text-sm text-ink-soft">{researchDisclaimer}</p>
    </>
  );
}
