import { LockKeyhole } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { data, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/interactive-tools-quiz";
import { PageHeader } from "~/components/page-header";
import { QuizForm } from "~/components/quiz/quiz-form";
import { backToSelectionState } from "~/components/quiz/quiz-links";
import { QuizResetDialog } from "~/components/quiz/quiz-reset-dialog";
import { QuizResultView } from "~/components/quiz/quiz-result-view";
import { prefersReducedMotion } from "~/components/site-link";
import { Section } from "~/components/section";
import { localePath } from "#common/content/locale.ts";
import { quizCopy, quizzes } from "~/content/quizzes";
import { isQuizType, parsePostedAnswers, quizPath, quizSelectionPath } from "~/lib/quiz/quiz-form";
import { scoreQuiz, type QuizResult } from "~/lib/quiz/scoring";
import { clearStoredResult } from "~/lib/quiz/storage";
import { quizPackages } from "~/lib/quiz/packages.server";
import { routeMeta } from "~/lib/seo";
import { readForm } from "#server/forms/read-form.server";
import type { PageHandle } from "#common/page-cache-rule.ts";

/**
 * /interactive-tools/<quiz>: one quiz as a single form, every question on the page, posted here
 * and scored on the server with the same scoreQuiz as the one-question-at-a-time quiz. This is
 * how the quizzes work before and without JavaScript (the selection screen's start links lead
 * here), and what a direct visit or a new tab shows. The page is prerendered; a post is answered
 * per request with the result, or with the form again (400) when a question has no answer.
 *
 * With JavaScript the page stays this form, as the server sent it: switching it to one question
 * at a time after hydrating would move everything on screen. React Router then sends the form
 * without a page load and the answer replaces it in place.
 *
 * The answers are neither stored nor logged: they only go into the score.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isQuizType(params.quizType)) throw data(null, { status: 404 });
  return { quizType: params.quizType, packages: await quizPackages(context.db) };
}

export type QuizActionData =
  | { status: "result"; result: QuizResult }
  | { status: "invalid"; answers: (string | null)[]; missing: number[] };

export async function action({ request, params }: Route.ActionArgs) {
  if (!isQuizType(params.quizType)) throw data(null, { status: 404 });
  const posted = parsePostedAnswers(params.quizType, await readForm(request));
  if (!posted.ok) {
    return data<QuizActionData>({ status: "invalid", answers: posted.answers, missing: posted.missing }, { status: 400 });
  }
  return data<QuizActionData>({ status: "result", result: scoreQuiz(params.quizType, posted.answers) });
}

/** Kept until the owner publishes: the result shows the recommended package's price (docs/caching.md). */
export const handle: PageHandle = { cache: { stamps: ["site-content"] } };

export const meta: Route.MetaFunction = ({ params, matches }) => (isQuizType(params.quizType) ? routeMeta(quizPath(params.quizType), { matches }) : []);

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const quiz = quizzes[loaderData.quizType];
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(localePath(quizPath(quiz.type))) === true;
  const [resetOpen, setResetOpen] = useState(false);
  const retakeLink = useRef<HTMLAnchorElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  // Set when this page sends the form: its answer then takes focus. Not on hydration, where the
  // browser has already done that for the server's answer (the form's address names it).
  const sent = useRef(false);

  useEffect(() => {
    if (!sent.current || !actionData) return;
    sent.current = false;
    const target = actionData.status === "result" ? resultHeading.current : errorSummary.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [actionData]);

  const result = actionData?.status === "result" ? actionData.result : null;
  const invalid = actionData?.status === "invalid" ? actionData : null;

  return (
    <>
      <PageHeader eyebrow={quizCopy.form.eyebrow} title={quiz.title} intro={<p>{quiz.summary}</p>} />
      <Section id="quiz" tone="alt">
        {result ? (
          <QuizResultView result={result} packages={loaderData.packages} headingRef={resultHeading} retakeRef={retakeLink} onRetake={() => setResetOpen(true)} />
        ) : (
          <QuizForm
            // Inputs of its own per quiz: no answer carries over to the other quiz's page.
            key={quiz.type}
            quiz={quiz}
            answers={invalid?.answers}
            missing={invalid?.missing}
            submitting={submitting}
            errorSummaryRef={errorSummary}
            onSubmit={() => {
              sent.current = true;
            }}
          />
        )}
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-ink-soft">
          <LockKeyhole aria-hidden className="mr-1.5 inline size-4 align-[-0.15em]" />
          {quizCopy.privacyNote}
        </p>
      </Section>
      {result ? (
        <QuizResetDialog
          open={resetOpen}
          onOpenChange={setResetOpen}
          onConfirm={() => {
            clearStoredResult();
            setResetOpen(false);
            void navigate(localePath(quizSelectionPath), { state: backToSelectionState });
          }}
          retakeRef={retakeLink}
        />
      ) : null}
    </>
  );
}
