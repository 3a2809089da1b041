import { ArrowRight, ExternalLink, RotateCcw } from "~/components/ui/icons";
import type { Ref } from "react";
import { DiscoveryCallButton } from "~/booking/discovery-call-button";
import { CheckList } from "~/components/pages/check-list";
import { formatPrice } from "~/components/pages/price-card";
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

/** What the result shows of the package it recommends: its published name and price (app/lib/quiz/packages.server.ts). */
export type QuizPackage = { id: string; name: string; price: number; priceNote?: string };

type Props = {
  result: QuizResult;
  /** The packages as the owner published them. */
  packages: readonly QuizPackage[];
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
export function QuizResultView({ result, packages, headingRef, retakeRef, onRetake }: Props) {
  const details = useBusiness();
  const copy = resultCopyFor(result);
  // A package's result names it with the price the owner publishes (issue 42); its link goes to it.
  const recommended = copy.package ? packages.find((pkg) => pkg.id === copy.package) : undefined;
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
          {recommended ? (
            <p className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="quiz-price">
              <span className="font-display text-3xl font-semibold text-ink">{formatPrice(recommended.price)}</span>{" "}
              <span className="font-semibold text-ink-soft">{ui.priceFor(recommended.name)}</span>
              {recommended.priceNote ? (
                <>
                  {" "}
                  <span className="rounded-full bg-coral-soft px-3 py-1 text-sm font-semibold text-ink">{recommended.priceNote}</span>
                </>
              ) : null}
            </p>
          ) : null}
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
