import { useCallback, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { quizCopy, quizzes } from "~/content/quizzes";
import { scoreQuiz, type QuizResult, type QuizType } from "~/lib/quiz/scoring";
import { clearStoredResult, loadStoredResult, saveStoredResult } from "~/lib/quiz/storage";
import { QuizQuestion } from "./quiz-question";
import { QuizResultView } from "./quiz-result-view";
import { QuizSelection } from "./quiz-selection";

/** SPEC section 4, Quiz flow: selection -> one question at a time -> result. */
type QuizState =
  | { screen: "select" }
  | { screen: "question"; quizType: QuizType; index: number; answers: string[] }
  | { screen: "result"; result: QuizResult };

/**
 * The two quizzes. State lives only in the browser: the page is prerendered with the selection
 * screen, and a finished result is kept in sessionStorage so a reload in the same tab shows it.
 */
export function Quiz() {
  const [state, setState] = useState<QuizState>({ screen: "select" });
  const [resetOpen, setResetOpen] = useState(false);
  // The heading or legend of whatever screen is showing; focused after a visitor's action.
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = useCallback((element: HTMLElement | null) => {
    focusTarget.current = element;
  }, []);
  const moveFocus = useRef(false);
  const resetConfirmed = useRef(false);
  const retakeButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // After hydration (never during render, so server and client HTML agree): restore a finished result.
  useEffect(() => {
    const stored = loadStoredResult();
    if (stored) setState({ screen: "result", result: stored });
  }, []);

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
  }, [state]);

  const go = (next: QuizState) => {
    moveFocus.current = true;
    setState(next);
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
    resetConfirmed.current = true;
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
          headingRef={setFocusTarget}
          retakeRef={retakeButton}
          onRetake={() => setResetOpen(true)}
        />
      ) : null}

      <Dialog open={resetOpen} onOpenChange={setResetOpen}>
        <DialogContent
          title={quizCopy.reset.title}
          description={quizCopy.reset.description}
          className="max-w-md"
          onCloseAutoFocus={(event) => {
            // Back to Retake Quiz when the result stays; after "Yes, Start Over" that button is
            // gone, so focus stays on the selection heading.
            event.preventDefault();
            if (resetConfirmed.current) {
              resetConfirmed.current = false;
              focusTarget.current?.focus();
            } else {
              retakeButton.current?.focus();
            }
          }}
        >
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{quizCopy.reset.keep}</Button>
            </DialogClose>
            <Button onClick={confirmReset}>{quizCopy.reset.confirm}</Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
