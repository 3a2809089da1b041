/**
 * Quiz scoring (SPEC section 4): pure functions, no React, no browser APIs.
 *
 * Each quiz is a list of questions; each question maps its answer values to one bucket and a
 * number of points. Answers a question does not list score nothing. The bucket with the highest
 * total wins; when several buckets share the highest total, the quiz's tie priority decides.
 */

export type QuizType = "parent-readiness" | "family-values";

export const parentReadinessBuckets = ["curated", "guided", "independent"] as const;
export type ParentReadinessBucket = (typeof parentReadinessBuckets)[number];

export const familyValuesBuckets = ["curation", "coaching", "community", "resources"] as const;
export type FamilyValuesBucket = (typeof familyValuesBuckets)[number];

/** "Ties resolve to curated first, then independent, else guided." */
export const parentReadinessTiePriority: readonly ParentReadinessBucket[] = ["curated", "independent", "guided"];

/** "Ties resolve: coaching, then community, then resources, else curation." */
export const familyValuesTiePriority: readonly FamilyValuesBucket[] = ["coaching", "community", "resources", "curation"];

export type ScoringRule<B extends string> = { readonly bucket: B; readonly points: number };
export type QuestionRules<B extends string> = Readonly<Record<string, ScoringRule<B>>>;

const pr = (bucket: ParentReadinessBucket, points: number): ScoringRule<ParentReadinessBucket> => ({ bucket, points });
const fv = (bucket: FamilyValuesBucket, points: number): ScoringRule<FamilyValuesBucket> => ({ bucket, points });

/** Parent-Readiness scoring, one entry per question (Q1..Q6), exactly as SPEC section 4 lists it. */
export const parentReadinessRules = [
  // Q1: overwhelmed or values +3 curated; quality +2 guided; representation +2 curated.
  { overwhelmed: pr("curated", 3), values: pr("curated", 3), quality: pr("guided", 2), representation: pr("curated", 2) },
  // Q2: essential or very-important +3 curated; somewhat +1 guided; unsure +2 curated.
  { essential: pr("curated", 3), "very-important": pr("curated", 3), somewhat: pr("guided", 1), unsure: pr("curated", 2) },
  // Q3: struggle +3 guided; questions +2 guided; engaged +1 independent; basic +1 guided.
  { struggle: pr("guided", 3), questions: pr("guided", 2), engaged: pr("independent", 1), basic: pr("guided", 1) },
  // Q4: random +2 curated; bestsellers +1 guided; social +1 guided; expert +1 independent.
  { random: pr("curated", 2), bestsellers: pr("guided", 1), social: pr("guided", 1), expert: pr("independent", 1) },
  // Q5: quick or hit-miss +3 curated; overthink +2 curated; systematic +1 independent.
  { quick: pr("curated", 3), "hit-miss": pr("curated", 3), overthink: pr("curated", 2), systematic: pr("independent", 1) },
  // Q6: curation +3 curated; guidance +3 guided; strategy +2 independent; consultation +2 guided.
  { curation: pr("curated", 3), guidance: pr("guided", 3), strategy: pr("independent", 2), consultation: pr("guided", 2) },
] as const satisfies readonly QuestionRules<ParentReadinessBucket>[];

/** Family Values scoring, one entry per question (Q1..Q5), exactly as SPEC section 4 lists it. */
export const familyValuesRules = [
  // Q1: diversity +2 curation; education +2 coaching; values +3 curation.
  { diversity: fv("curation", 2), education: fv("coaching", 2), values: fv("curation", 3) },
  // Q2: expert +3 curation; community +3 community; browse +2 resources; child-led +1 coaching.
  { expert: fv("curation", 3), community: fv("community", 3), browse: fv("resources", 2), "child-led": fv("coaching", 1) },
  // Q3: daily +2 coaching; struggling +3 coaching.
  { daily: fv("coaching", 2), struggling: fv("coaching", 3) },
  // Q4: curation, guidance (coaching), resources, community each +3 to its bucket.
  { curation: fv("curation", 3), guidance: fv("coaching", 3), resources: fv("resources", 3), community: fv("community", 3) },
  // Q5: particular +2 curation; reluctant +3 coaching.
  { particular: fv("curation", 2), reluctant: fv("coaching", 3) },
] as const satisfies readonly QuestionRules<FamilyValuesBucket>[];

/** The answer values a question accepts, derived from its rules (used to type the quiz content). */
export type AnswerValueOf<R> = Extract<keyof R, string>;

/** The shape of a quiz result (SPEC section 3: recommendation, scores, quizType). */
export type ParentReadinessResult = {
  quizType: "parent-readiness";
  recommendation: ParentReadinessBucket;
  scores: Record<ParentReadinessBucket, number>;
};
export type FamilyValuesResult = {
  quizType: "family-values";
  recommendation: FamilyValuesBucket;
  scores: Record<FamilyValuesBucket, number>;
};
export type QuizResult = ParentReadinessResult | FamilyValuesResult;

/** One answer value per question, by position; a missing or unknown answer scores nothing. */
export type QuizAnswers = readonly (string | undefined)[];

/** Adds up the points of every answer into its bucket. Every bucket is present, starting at 0. */
export function tally<B extends string>(buckets: readonly B[], rules: readonly QuestionRules<B>[], answers: QuizAnswers): Record<B, number> {
  const scores = Object.fromEntries(buckets.map((bucket) => [bucket, 0])) as Record<B, number>;
  rules.forEach((questionRules, index) => {
    const answer = answers[index];
    if (answer === undefined || !Object.hasOwn(questionRules, answer)) return;
    const rule = questionRules[answer]!;
    scores[rule.bucket] += rule.points;
  });
  return scores;
}

/**
 * The bucket with the highest total. Among the buckets that share the highest total, the first
 * one in `priority` wins. When every total is 0 (nothing answered) all buckets tie, so the first
 * bucket in the priority order is returned.
 */
export function pickRecommendation<B extends string>(scores: Record<B, number>, priority: readonly B[]): B {
  const best = Math.max(...priority.map((bucket) => scores[bucket]));
  return priority.find((bucket) => scores[bucket] === best)!;
}

export function scoreParentReadiness(answers: QuizAnswers): ParentReadinessResult {
  const scores = tally(parentReadinessBuckets, parentReadinessRules, answers);
  return { quizType: "parent-readiness", recommendation: pickRecommendation(scores, parentReadinessTiePriority), scores };
}

export function scoreFamilyValues(answers: QuizAnswers): FamilyValuesResult {
  const scores = tally(familyValuesBuckets, familyValuesRules, answers);
  return { quizType: "family-values", recommendation: pickRecommendation(scores, familyValuesTiePriority), scores };
}

export function scoreQuiz(quizType: QuizType, answers: QuizAnswers): QuizResult {
  return quizType === "parent-readiness" ? scoreParentReadiness(answers) : scoreFamilyValues(answers);
}

/** Number of questions per quiz (SPEC section 9: 6 and 5). */
export const questionCounts: Record<QuizType, number> = {
  "parent-readiness": parentReadinessRules.length,
  "family-values": familyValuesRules.length,
};

/**
 * Percent complete shown while on question `questionNumber` (1-based) of `total`:
 * Question 1 of 6 is 17%, Question 6 of 6 is 100%.
 */
export function percentComplete(questionNumber: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(questionNumber, 0), total) / total) * 100);
}
