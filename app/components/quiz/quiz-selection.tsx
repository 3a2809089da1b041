import { ArrowRight, Clock, ListChecks } from "~/components/ui/icons";
import type { Ref } from "react";
import { buttonClasses } from "~/components/ui/button";
import { localePath } from "#common/content/locale.ts";
import { quizCopy, quizOrder, quizzes } from "~/content/quizzes";
import { cn } from "~/lib/cn";
import { quizPath } from "~/lib/quiz/quiz-form";
import type { QuizType } from "~/lib/quiz/scoring";
import { isPlainClick } from "./quiz-links";

type Props = {
  headingRef: Ref<HTMLHeadingElement>;
  onStart: (quizType: QuizType) => void;
};

/**
 * No quiz selected yet: one card per quiz, each with its facts and a start link named after the
 * quiz. The link leads to the quiz's own page (all questions in one form), which is where it
 * goes before the page has hydrated, without JavaScript, or opened in a new tab; a plain click
 * once the page is interactive starts the one-question-at-a-time quiz right here instead.
 */
export function QuizSelection({ headingRef, onStart }: Props) {
  const copy = quizCopy.selection;
  return (
    <div>
      <div className="mb-10 max-w-3xl">
        <p className="mb-2 text-sm font-bold tracking-wider text-coral uppercase">{copy.eyebrow}</p>
        <h2 id="quiz-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-28 rounded-md text-3xl sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-4 text-lg text-ink-soft">{copy.intro}</p>
      </div>
      <ul className="grid gap-8 md:grid-cols-2">
        {quizOrder.map((type) => {
          const quiz = quizzes[type];
          return (
            <li
              key={type}
              className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
            >
              <img
                src={quiz.image.src}
                alt={quiz.image.alt}
                width={640}
                height={480}
                loading="lazy"
                decoding="async"
                className="aspect-[16/10] h-auto w-full bg-paper-alt object-cover"
              />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <h3 className="text-2xl">
                  {quiz.title}
                </h3>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {quiz.facts.map((fact, i) => (
                    <li key={fact} className="inline-flex items-center gap-1.5 rounded-full bg-marigold-soft px-3 py-1 text-sm font-semibold text-ink">
                      {i === 0 ? <ListChecks aria-hidden className="size-4" /> : <Clock aria-hidden className="size-4" />}
                      {fact}
                    </li>
                  ))}
                </ul>
                <p className="mt-4 flex-1 text-ink-soft">{quiz.summary}</p>
                <a
                  href={localePath(quizPath(type))}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onStart(type);
                  }}
                  className={cn(buttonClasses("primary", "lg"), "mt-6 self-start py-3 text-center")}
                >
                  {quiz.startLabel}
                  <ArrowRight aria-hidden className="size-5 shrink-0" />
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
