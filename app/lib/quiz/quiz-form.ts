/**
 * The quiz as one form (the way it works without JavaScript): where each quiz lives, how its
 * answers are named in the form, and how the posted answers are checked before scoring.
 * Pure functions, no React, no browser or server APIs.
 */
import { familyValuesRules, parentReadinessRules, type QuestionRules, type QuizType } from "./scoring";

export const quizTypes: readonly QuizType[] = ["parent-readiness", "family-values"];

export function isQuizType(value: unknown): value is QuizType {
  return typeof value === "string" && (quizTypes as readonly string[]).includes(value);
}

/**
 * The selection screen: both quizzes and, with JavaScript, the one-question-at-a-time quiz. The
 * address names its section (id "quiz" on /interactive-tools), so a visitor sent back to choose
 * again lands on the choice, not on the page's introduction.
 */
export const quizSelectionPath = "/interactive-tools#quiz";

/** A quiz's own page: all of its questions in one form, posted to the server. */
export function quizPath<T extends QuizType>(quizType: T): `/interactive-tools/${T}` {
  return `/interactive-tools/${quizType}`;
}

const rulesByQuiz: Record<QuizType, readonly QuestionRules<string>[]> = {
  "parent-readiness": parentReadinessRules,
  "family-values": familyValuesRules,
};

/** The form field of a question (0-based index): q1, q2, ... */
export function answerFieldName(index: number): string {
  return `q${index + 1}`;
}

/** Whatever holds posted fields: FormData or URLSearchParams. */
export type PostedFields = { getAll(name: string): unknown[] };

export type PostedAnswers =
  /** Every question has exactly one of its own answers: ready to score. */
  | { ok: true; answers: string[] }
  /**
   * Some questions have no valid answer. `answers` keeps the valid ones (null elsewhere) so the
   * form can show them again; `missing` lists the 0-based indexes of the questions to answer.
   */
  | { ok: false; answers: (string | null)[]; missing: number[] };

/**
 * Reads one answer per question. An answer counts only when the question's field was sent once
 * and holds one of that question's answer values; anything else (no field, an empty or unknown
 * value, the field sent twice) leaves the question unanswered. Other fields are ignored.
 */
export function parsePostedAnswers(quizType: QuizType, fields: PostedFields): PostedAnswers {
  const rules = rulesByQuiz[quizType];
  const answers: (string | null)[] = [];
  const missing: number[] = [];
  rules.forEach((questionRules, index) => {
    const values = fields.getAll(answerFieldName(index));
    const value = values.length === 1 ? values[0] : undefined;
    if (typeof value === "string" && Object.hasOwn(questionRules, value)) {
      answers.push(value);
    } else {
      answers.push(null);
      missing.push(index);
    }
  });
  if (missing.length > 0) return { ok: false, answers, missing };
  return { ok: true, answers: answers as string[] };
}
