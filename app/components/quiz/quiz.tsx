import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAfterHydration } from "~/components/research/use-after-hydration";
import { prefersReducedMotion } from "~/components/site-link";
import { quizzes } from "~/content/quizzes";
import { scoreQuiz, type QuizResult, type QuizType } from "~/lib/quiz/scoring";
import { clearStoredResult, loadStoredResult, saveStoredResult } from "~/lib/quiz/storage";
import { isBackToSelection } from "./quiz-links";
import { QuizQuestion } from "./quiz-question";
import { QuizResetDialog } from "./quiz-reset-dialog";
import { QuizResultView, type QuizPackage } from "./quiz-result-view";
import { QuizSelection } from "./quiz-selection";

/** SPEC section 4, Quiz flow: selection -> one question at a time -> result. */
type QuizState =
  | { screen: "select" }
  | { screen: "question"; quizType: QuizType; index: number; answers: string[] }
  | { screen: "result"; result: QuizResult };

/**
 * The two quizzes, one question at a time. The page is prerendered with the selection screen,
 * whose start links lead to each quiz's own page (all questions in one form, posted to the
 * server: see routes/interactive-tools-quiz.tsx) until the page is interactive. From then on a
 * start link runs the quiz here: its state lives only in the browser, and a finished result is
 * kept in sessionStorage so a reload in the same tab shows it.
 */
export function Quiz({ packages }: { packages: readonly QuizPackage[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Null until the visitor acts here: then the stored result if there is one, else the selection.
  // Back from a quiz's own page (Choose Different Quiz, Yes, Start Over) it is the selection.
  const [chosen, setChosen] = useState<QuizState | null>(() => (isBackToSelection(location.state) ? { screen: "select" } : null));
  const [resetOpen, setResetOpen] = useState(false);
  // The heading or legend of whatever screen is showing; focused after a visitor's action.
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = useCallback((element: HTMLElement | null) => {
    focusTarget.current = element;
  }, []);
  const moveFocus = useRef(false);
  const retakeLink = useRef<HTMLAnchorElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // A finished result is read only after hydration (never while the server renders or the browser
  // hydrates, so both HTMLs agree), once.
  const hydrated = useAfterHydration(true, false);
  const stored = useMemo(() => (hydrated ? loadStoredResult() : null), [hydrated]);
  const state: QuizState = chosen ?? (stored ? { screen: "result", result: stored } : { screen: "select" });

  // Back from a quiz's own page: focus the selection's heading, and forget that in the history
  // entry so a reload does not move focus again (later entries are the quiz's own, without it).
  useEffect(() => {
    if (!isBackToSelection(location.state)) return;
    focusTarget.current?.focus({ preventScroll: true });
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null, preventScrollReset: true });
  }, [location, navigate]);

  // When a visitor's action changes the screen or question, take focus to its heading so keyboard
  // and screen-reader users continue from there.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    focusTarget.current?.focus({ preventScroll: true });
    // Show the new screen from its top (progress first), e.g. after answering low on a phone screen.
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (top < 96 || top > window.innerHeight / 2) {
      root.current?.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
  }, [chosen]);

  const go = (next: QuizState) => {
    moveFocus.current = true;
    setChosen(next);
  };

  const start = (quizType: QuizType) => go({ screen: "question", quizType, index: 0, answers: [] });

  const answer = (value: string) => {
    if (state.screen !== "question") return;
    const answers = [...state.answers];
    answers[state.index] = value;
    const total = quizzes[state.quizType].questions.length;
    if (state.index + 1 < total) {
      go({ ...state, index: state.index + 1, answers });
      return;
    }
    const result = scoreQuiz(state.quizType, answers);
    saveStoredResult(result);
    go({ screen: "result", result });
  };

  const back = () => {
    if (state.screen !== "question" || state.index === 0) return;
    go({ ...state, index: state.index - 1 });
  };

  const chooseDifferent = () => go({ screen: "select" });

  const confirmReset = () => {
    clearStoredResult();
    setResetOpen(false);
    go({ screen: "select" });
  };

  return (
    <div ref={root} className="scroll-mt-6">
      {state.screen === "select" ? <QuizSelection headingRef={setFocusTarget} onStart={start} /> : null}
      {state.screen === "question" ? (
        <QuizQuestion
          quiz={quizzes[state.quizType]}
          index={state.index}
          selected={state.answers[state.index]}
          legendRef={setFocusTarget}
          onAnswer={answer}
          onBack={back}
          onChooseDifferent={chooseDifferent}
        />
      ) : null}
      {state.screen === "result" ? (
        <QuizResultView
          result={state.result}
          packages={packages}
          headingRef={setFocusTarget}
          retakeRef={retakeLink}
          onRetake={() => setResetOpen(true)}
        />
      ) : null}

      <QuizResetDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        onConfirm={confirmReset}
        retakeRef={retakeLink}
        // Retake Quiz is gone after starting over: focus stays on the selection heading.
        focusAfterConfirm={() => focusTarget.current?.focus()}
      />
    </div>
  );
}
