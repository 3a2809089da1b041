import {
  familyValuesBuckets,
  parentReadinessBuckets,
  type FamilyValuesBucket,
  type ParentReadinessBucket,
  type QuizResult,
} from "./scoring";

/** sessionStorage key for a finished quiz result, so a reload in the same tab keeps it. */
export const quizResultStorageKey = "quiz-result";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function validScores<B extends string>(value: unknown, buckets: readonly B[]): Record<B, number> | null {
  if (!isRecord(value)) return null;
  const scores = {} as Record<B, number>;
  for (const bucket of buckets) {
    const score = value[bucket];
    if (typeof score !== "number" || !Number.isFinite(score)) return null;
    scores[bucket] = score;
  }
  return scores;
}

/** Reads a stored result back; anything that is not a well-formed QuizResult is ignored (null). */
export function parseStoredResult(raw: string | null): QuizResult | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { quizType, recommendation } = value;
  if (quizType === "parent-readiness") {
    const scores = validScores(value.scores, parentReadinessBuckets);
    if (!scores || !parentReadinessBuckets.includes(recommendation as ParentReadinessBucket)) return null;
    return { quizType, recommendation: recommendation as ParentReadinessBucket, scores };
  }
  if (quizType === "family-values") {
    const scores = validScores(value.scores, familyValuesBuckets);
    if (!scores || !familyValuesBuckets.includes(recommendation as FamilyValuesBucket)) return null;
    return { quizType, recommendation: recommendation as FamilyValuesBucket, scores };
  }
  return null;
}

/** sessionStorage can throw (privacy modes, storage full); the quiz works without it. */
export function loadStoredResult(): QuizResult | null {
  try {
    return parseStoredResult(window.sessionStorage.getItem(quizResultStorageKey));
  } catch {
    return null;
  }
}

export function saveStoredResult(result: QuizResult): void {
  try {
    window.sessionStorage.setItem(quizResultStorageKey, JSON.stringify(result));
  } catch {
    // Keeping the result across a reload is a convenience; ignore storage failures.
  }
}

export function clearStoredResult(): void {
  try {
    window.sessionStorage.removeItem(quizResultStorageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
