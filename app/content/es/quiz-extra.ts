// Spanish copy of ../quiz-extra.ts.
import type * as en from "../quiz-extra";
import type { Translation } from "#common/content/translation.ts";

export const quizProgressCopy: Translation<typeof en.quizProgressCopy> = {
  percentComplete: (percent) => `${percent}% completado`,
  step: (question, status) => `Pregunta ${question}: ${status}`,
  answered: "respondida",
  current: "pregunta actual",
  upcoming: "sin responder",
};
