import { Check } from "~/components/ui/icons";
import { quizProgressCopy as progress } from "~/content/quiz-extra";
import { quizCopy } from "~/content/quizzes";
import { cn } from "~/lib/cn";
import { percentComplete } from "~/lib/quiz/scoring";

type Props = {
  /** 0-based index of the question on screen. */
  index: number;
  total: number;
};

/** Percent complete (a labelled progress bar) and one step marker per question. */
export function QuizProgress({ index, total }: Props) {
  const percent = percentComplete(index + 1, total);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <div
          role="progressbar"
          aria-label={quizCopy.question.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={progress.percentComplete(percent)}
          className="h-3 flex-1 overflow-hidden rounded-full border border-line bg-paper-alt"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
        <p className="shrink-0 text-sm font-semibold text-ink-soft">{progress.percentComplete(percent)}</p>
      </div>
      <ol aria-label={quizCopy.question.stepsLabel} className="flex items-center">
        {Array.from({ length: total }, (_, step) => {
          const state = step < index ? "done" : step === index ? "current" : "upcoming";
          const status = state === "done" ? progress.answered : state === "current" ? progress.current : progress.upcoming;
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className="flex flex-1 items-center last:flex-none"
            >
              <span
                aria-hidden
                className={cn(
                  "inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold",
                  state === "done" && "border-primary bg-primary text-on-primary",
                  state === "current" && "border-ink bg-marigold text-[#1f2a44] ring-4 ring-marigold-soft",
                  state === "upcoming" && "border-ink-soft bg-surface text-ink-soft",
                )}
              >
                {state === "done" ? <Check className="size-4" strokeWidth={3} /> : step + 1}
              </span>
              <span className="sr-only">{progress.step(step + 1, status)}</span>
              {step < total - 1 ? (
                <span aria-hidden className={cn("mx-1 h-0.5 flex-1 rounded-full", step < index ? "bg-primary" : "bg-line")} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
