import { ArrowRight, Lightbulb } from "~/components/ui/icons";
import { Link } from "react-router";
import { researchSummaries, summaryStudyLinkLabel } from "~/content/research-studies";
import type { FocusRequestRef } from "./focus-request";
import { findStudy, studyHref } from "./study-utils";

/** One card per study with the ideas to try at home, each linking to its full summary. */
export function ResearchSummaries({ focusRequestRef }: { focusRequestRef: FocusRequestRef }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {researchSummaries.map((summary) => {
        const study = findStudy(summary.studyId);
        return (
          <li
            key={summary.title}
            className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
          >
            <span aria-hidden className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-marigold-soft text-ink">
              <Lightbulb className="size-6" />
            </span>
            <h3 className="text-xl">{summary.title}</h3>
            <ul className="mt-3 space-y-2 text-ink-soft">
              {summary.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-coral" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            {study ? (
              <p className="mt-auto pt-5">
                <Link
                  to={studyHref(study.id)}
                  preventScrollReset
                  onClick={() => {
                    focusRequestRef.current = { kind: "detail" };
                  }}
                  className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline decoration-2 underline-offset-4 hover:decoration-4"
                >
                  {summaryStudyLinkLabel}
                  <span className="sr-only">: {study.title}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
