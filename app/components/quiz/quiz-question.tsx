import { ArrowLeft, Check } from "~/components/ui/icons";
import type { Ref } from "react";
import { Button } from "~/components/ui/button";
import { quizCopy, type QuizDefinition } from "~/content/quizzes";
import { cn } from "~/lib/cn";
import { QuizProgress } from "./quiz-progress";

type Props = {
  quiz: QuizDefinition;
  index: number;
  /** The answer already given to this question (after going back), if any. */
  selected: string | undefined;
  legendRef: Ref<HTMLLegendElement>;
  onAnswer: (value: string) => void;
  onBack: () => void;
  onChooseDifferent: () => void;
};

/** One question: its position, progress, the answers as large buttons, and the way back. */
export function QuizQuestion({ quiz, index, selected, legendRef, onAnswer, onBack, onChooseDifferent }: Props) {
  const question = quiz.questions[index]!;
  const total = quiz.questions.length;
  const copy = quizCopy.question;
  return (
    <div className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-6 shadow-soft sm:p-10">
      <h2 className="mb-6 text-2xl sm:text-3xl">{quiz.title}</h2>
      <QuizProgress index={index} total={total} />
      {/* Keyed by question so the group is new for each question (and no answer keeps focus). */}
      <fieldset key={index} className="mt-8 min-w-0">
        <legend ref={legendRef} tabIndex={-1} className="mb-5 w-full rounded-md">
          <span className="block font-bold text-coral">{quizCopy.questionOf(index + 1, total)}</span>
          <span className="mt-1 block font-display text-2xl leading-snug font-semibold text-balance sm:text-3xl">
            {question.question}
          </span>
        </legend>
        <ul className="grid gap-3">
          {question.answers.map((answer) => {
            const isSelected = answer.value === selected;
            return (
              <li key={answer.value}>
                <button
                  type="button"
                  onClick={(event) => {
                    // The second click of a double click would land on the next question's answer.
                    if (event.detail > 1) return;
                    onAnswer(answer.value);
                  }}
                  className={cn(
                    "group flex min-h-14 w-full items-center gap-4 rounded-2xl border-2 px-4 py-3 text-left text-lg transition sm:px-5",
                    "hover:-translate-y-0.5 hover:border-primary hover:bg-primary-soft hover:shadow-soft",
                    isSelected ? "border-primary bg-primary-soft" : "border-line bg-paper",
                  )}
                >
                  <span
                    aria-hidden
                    className={cn(
                      "inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2",
                      isSelected ? "border-primary bg-primary text-on-primary" : "border-ink-soft bg-surface group-hover:border-primary",
                    )}
                  >
                    {isSelected ? <Check className="size-4" strokeWidth={3} /> : null}
                  </span>
                  <span>
                    {answer.label}
                    {isSelected ? <span className="sr-only">{` (${copy.currentAnswer})`}</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        {index > 0 ? (
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden className="size-5" />
            {copy.back}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button variant="outline" onClick={onChooseDifferent}>
          {copy.chooseDifferent}
        </Button>
      </div>
    </div>
  );
}
