/** The quiz progress bar's words for screen readers (app/components/quiz/quiz-progress.tsx). */
export const quizProgressCopy = {
  /** The progress bar's value, and the figure shown beside it. */
  percentComplete: (percent: number) => `${percent}% complete`,
  /** One step marker: "Question 2: current question". */
  step: (question: number, status: string) => `Question ${question}: ${status}`,
  answered: "answered",
  current: "current question",
  upcoming: "not answered yet",
};
