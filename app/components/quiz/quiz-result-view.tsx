import { ArrowRight, ExternalLink, RotateCcw } from "~/components/ui/icons";
import type { Ref } from "react";
import { DiscoveryCallButton } from "~/booking/discovery-call-button";
import { CheckList } from "~/components/pages/check-list";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { localePath } from "#common/content/locale.ts";
import { familyValuesResults, parentReadinessResults, quizCopy, quizzes, type QuizResultCopy } from "~/content/quizzes";
import { uiCopy } from "~/content/ui";
import { useBusiness } from "#common/business.ts";
import { quizSelectionPath } from "~/lib/quiz/quiz-form";
import type { QuizResult } from "~/lib/quiz/scoring";
import { isPlainClick, quizOutcomeId } from "./quiz-links";

export function resultCopyFor(result: QuizResult): QuizResultCopy {
  return result.quizType === "parent-readiness"
    ? parentReadinessResults[result.recommendation]
    : familyValuesResults[result.recommendation];
}

type Props = {
  result: QuizResult;
  headingRef: Ref<HTMLHeadingElement>;
  retakeRef: Ref<HTMLAnchorElement>;
  /** Called for a plain click on Retake Quiz once the page is interactive (to ask "Reset Quiz?"). */
  onRetake: () => void;
};

/**
 * The complete screen: recommendation, service, four benefits and the three next steps. Every
 * step is a link, so the screen works as the server sends it: Get Free Resources opens the
 * newsletter in a new tab, Book Consultation is the site's discovery call control, and Retake
 * Quiz leads back to the quiz selection (with JavaScript it first asks to confirm).
 */
export function QuizResultView({ result, headingRef, retakeRef, onRetake }: Props) {
  const details = useBusiness();
  const copy = resultCopyFor(result);
  const ui = quizCopy.result;
  return (
    <div className="mx-auto max-w-3xl overflow-hidden rounded-card border border-line bg-surface shadow-soft">
      <div className="p-6 sm:p-10">
        <p className="mb-2 text-sm font-bold tracking-wider text-coral uppercase">{ui.eyebrow}</p>
        <h2 id={quizOutcomeId} ref={headingRef} tabIndex={-1} className="scroll-mt-28 rounded-md text-3xl sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-4 text-lg text-ink-soft">{copy.description}</p>

        <div className="mt-8 rounded-2xl border border-line bg-primary-soft p-5 sm:p-6">
          <p className="text-sm font-semibold text-ink-soft">{`${ui.serviceLabel} · ${quizzes[result.quizType].title}`}</p>
          <p className="mt-1 font-display text-2xl font-semibold text-ink sm:text-3xl" data-testid="quiz-service">
            {copy.serviceName}
          </p>
          <SiteLink
            to={copy.link.href}
            className="mt-3 inline-flex items-center gap-1.5 font-semibold text-primary underline decoration-2 underline-offset-4 hover:no-underline dark:text-ink"
          >
            {copy.link.label}
            <ArrowRight aria-hidden className="size-4" />
          </SiteLink>
        </div>

        <h3 className="mt-8 text-xl">{ui.benefitsTitle}</h3>
        <CheckList items={copy.benefits} className="mt-4" />
      </div>

      <div className="border-t border-line bg-paper-alt p-6 sm:px-10">
        <p className="text-ink-soft">{ui.nextStepsNote}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={details.newsletterUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary")}
          >
            {ui.resources}
            <ExternalLink aria-hidden className="size-5" />
            <span className="sr-only">{` ${uiCopy.newTab}`}</span>
          </a>
          <DiscoveryCallButton>{ui.consultation}</DiscoveryCallButton>
          <a
            ref={retakeRef}
            href={localePath(quizSelectionPath)}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onRetake();
            }}
            className={buttonClasses("outline")}
          >
            <RotateCcw aria-hidden className="size-5" />
            {ui.retake}
          </a>
        </div>
      </div>
    </div>
  );
}
