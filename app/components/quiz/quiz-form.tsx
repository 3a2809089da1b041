import { ArrowRight, CircleAlert } from "~/components/ui/icons";
import type { FormEventHandler, Ref } from "react";
import { Form } from "react-router";
import { SiteLink } from "~/components/site-link";
import { Button, buttonClasses } from "~/components/ui/button";
import { localePath } from "#common/content/locale.ts";
import { quizCopy, type QuizDefinition } from "~/content/quizzes";
import { cn } from "~/lib/cn";
import { answerFieldName, quizPath, quizSelectionPath } from "~/lib/quiz/quiz-form";
import { backToSelectionState, quizOutcomeId } from "./quiz-links";

export function questionId(index: number): string {
  return `question-${index + 1}`;
}

type Props = {
  quiz: QuizDefinition;
  /** The answers sent last time (kept when some were missing), by question. */
  answers?: readonly (string | null)[];
  /** 0-based indexes of the questions sent without an answer. */
  missing?: readonly number[];
  submitting: boolean;
  errorSummaryRef: Ref<HTMLDivElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
};

/**
 * The whole quiz as one form: every question a group of radio buttons (fieldset and legend),
 * posted to the quiz page's action, which checks the answers and shows the result. Works the same
 * before and without JavaScript; with it, React Router sends the form without a page load.
 */
export function QuizForm({ quiz, answers, missing = [], submitting, errorSummaryRef, onSubmit }: Props) {
  const copy = quizCopy.form;
  const total = quiz.questions.length;
  const titleId = "quiz-form-title";
  return (
    <div className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-6 shadow-soft sm:p-10">
      <h2 id={titleId} className="text-2xl sm:text-3xl">
        {copy.title(total)}
      </h2>
      <p className="mt-3 text-ink-soft">{copy.intro}</p>
      <Form
        method="post"
        action={`${localePath(quizPath(quiz.type))}#${quizOutcomeId}`}
        aria-labelledby={titleId}
        preventScrollReset
        onSubmit={onSubmit}
        className="mt-8"
      >
        {missing.length > 0 ? (
          <div
            id={quizOutcomeId}
            ref={errorSummaryRef}
            tabIndex={-1}
            role="group"
            aria-labelledby="quiz-errors-title"
            className="mb-10 scroll-mt-28 rounded-2xl border-2 border-danger bg-paper p-5 sm:p-6"
          >
            <h3 id="quiz-errors-title" className="flex items-center gap-2 text-xl">
              <CircleAlert aria-hidden className="size-6 shrink-0 text-danger" />
              {copy.errorTitle}
            </h3>
            <p className="mt-2">{copy.errorIntro}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {missing.map((index) => (
                <li key={index}>
                  <a
                    href={`#${questionId(index)}`}
                    className="font-semibold text-danger underline decoration-2 underline-offset-4 hover:no-underline"
                  >
                    {copy.errorLink(index + 1, quiz.questions[index]!.question)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="space-y-10">
          {quiz.questions.map((question, index) => {
            const name = answerFieldName(index);
            const id = questionId(index);
            const isMissing = missing.includes(index);
            return (
              <fieldset
                key={name}
                id={id}
                // The error summary links here: a focused group is announced with its question.
                tabIndex={-1}
                aria-describedby={isMissing ? `${id}-error` : undefined}
                className={cn("min-w-0 scroll-mt-28 rounded-md", isMissing && "border-l-4 border-danger pl-4")}
              >
                <legend className="mb-4 w-full">
                  <span className="block font-bold text-coral">{quizCopy.questionOf(index + 1, total)} </span>
                  <span className="mt-1 block font-display text-xl leading-snug font-semibold text-balance sm:text-2xl">
                    {question.question}
                  </span>
                </legend>
                {isMissing ? (
                  <p id={`${id}-error`} className="mb-3 flex items-center gap-2 font-semibold text-danger">
                    <CircleAlert aria-hidden className="size-5 shrink-0" />
                    {copy.missingAnswer(index + 1)}
                  </p>
                ) : null}
                <div className="grid gap-3">
                  {question.answers.map((answer) => (
                    <label
                      key={answer.value}
                      className={cn(
                        "flex min-h-14 cursor-pointer items-center gap-4 rounded-2xl border-2 border-line bg-paper px-4 py-3 text-lg transition sm:px-5",
                        "hover:border-primary hover:bg-primary-soft has-checked:border-primary has-checked:bg-primary-soft",
                        "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
                      )}
                    >
                      <input
                        type="radio"
                        name={name}
                        value={answer.value}
                        defaultChecked={answers?.[index] === answer.value}
                        className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                      />
                      {answer.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>

        <div className="mt-10 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Button type="submit" size="lg">
            {submitting ? copy.submitting : copy.submit}
            <ArrowRight aria-hidden className="size-5" />
          </Button>
          <SiteLink to={localePath(quizSelectionPath)} state={backToSelectionState} className={buttonClasses("outline")}>
            {copy.chooseDifferent}
          </SiteLink>
        </div>
      </Form>
    </div>
  );
}
