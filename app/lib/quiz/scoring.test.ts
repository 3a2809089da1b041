import { describe, expect, it } from "vitest";
import {
  familyValuesQuestions,
  familyValuesResults,
  parentReadinessQuestions,
  parentReadinessResults,
  quizzes,
} from "~/content/quizzes";
import {
  familyValuesBuckets,
  familyValuesRules,
  familyValuesTiePriority,
  parentReadinessBuckets,
  parentReadinessRules,
  parentReadinessTiePriority,
  percentComplete,
  pickRecommendation,
  questionCounts,
  scoreFamilyValues,
  scoreParentReadiness,
  scoreQuiz,
  type FamilyValuesBucket,
  type ParentReadinessBucket,
} from "./scoring";

/* The expectations below are copied by hand from SPEC section 4, not derived from the rules. */

type Row<B> = [question: number, answer: string, bucket: B, points: number];

const parentReadinessTable: Row<ParentReadinessBucket>[] = [
  [1, "overwhelmed", "curated", 3],
  [1, "values", "curated", 3],
  [1, "quality", "guided", 2],
  [1, "representation", "curated", 2],
  [2, "essential", "curated", 3],
  [2, "very-important", "curated", 3],
  [2, "somewhat", "guided", 1],
  [2, "unsure", "curated", 2],
  [3, "struggle", "guided", 3],
  [3, "questions", "guided", 2],
  [3, "engaged", "independent", 1],
  [3, "basic", "guided", 1],
  [4, "random", "curated", 2],
  [4, "bestsellers", "guided", 1],
  [4, "social", "guided", 1],
  [4, "expert", "independent", 1],
  [5, "quick", "curated", 3],
  [5, "hit-miss", "curated", 3],
  [5, "overthink", "curated", 2],
  [5, "systematic", "independent", 1],
  [6, "curation", "curated", 3],
  [6, "guidance", "guided", 3],
  [6, "strategy", "independent", 2],
  [6, "consultation", "guided", 2],
];

const familyValuesTable: Row<FamilyValuesBucket>[] = [
  [1, "diversity", "curation", 2],
  [1, "education", "coaching", 2],
  [1, "values", "curation", 3],
  [2, "expert", "curation", 3],
  [2, "community", "community", 3],
  [2, "browse", "resources", 2],
  [2, "child-led", "coaching", 1],
  [3, "daily", "coaching", 2],
  [3, "struggling", "coaching", 3],
  [4, "curation", "curation", 3],
  [4, "guidance", "coaching", 3],
  [4, "resources", "resources", 3],
  [4, "community", "community", 3],
  [5, "particular", "curation", 2],
  [5, "reluctant", "coaching", 3],
];

/** An answer list with only question `n` (1-based) answered. */
function only(n: number, answer: string): (string | undefined)[] {
  const answers: (string | undefined)[] = [];
  answers[n - 1] = answer;
  return answers;
}

function zeros<B extends string>(buckets: readonly B[]): Record<B, number> {
  return Object.fromEntries(buckets.map((bucket) => [bucket, 0])) as Record<B, number>;
}

describe("Parent-Readiness points per answer", () => {
  it.each(parentReadinessTable)("Q%i %s gives %s +%i", (question, answer, bucket, points) => {
    const { scores } = scoreParentReadiness(only(question, answer));
    expect(scores).toEqual({ ...zeros(parentReadinessBuckets), [bucket]: points });
  });

  it("the table covers every rule and nothing else", () => {
    const fromRules = parentReadinessRules.flatMap((rules, i) =>
      Object.entries(rules).map(([answer, rule]) => [i + 1, answer, rule.bucket, rule.points]),
    );
    expect(fromRules).toEqual(parentReadinessTable);
  });

  it("the same answer on a different question scores that question's rule, not another's", () => {
    // "curation" is a Q6 answer (+3 curated); on Q1 it is not listed and scores nothing.
    expect(scoreParentReadiness(only(1, "curation")).scores).toEqual(zeros(parentReadinessBuckets));
    expect(scoreParentReadiness(only(6, "curation")).scores).toEqual({ curated: 3, guided: 0, independent: 0 });
  });
});

describe("Family Values points per answer", () => {
  it.each(familyValuesTable)("Q%i %s gives %s +%i", (question, answer, bucket, points) => {
    const { scores } = scoreFamilyValues(only(question, answer));
    expect(scores).toEqual({ ...zeros(familyValuesBuckets), [bucket]: points });
  });

  it("the table covers every rule and nothing else", () => {
    const fromRules = familyValuesRules.flatMap((rules, i) =>
      Object.entries(rules).map(([answer, rule]) => [i + 1, answer, rule.bucket, rule.points]),
    );
    expect(fromRules).toEqual(familyValuesTable);
  });

  it("'community' scores +3 community on both Q2 and Q4", () => {
    const answers = ["diversity", "community", "daily", "community", "particular"];
    expect(scoreFamilyValues(answers).scores).toEqual({ curation: 4, coaching: 2, community: 6, resources: 0 });
  });
});

describe("answers a question does not list score nothing", () => {
  it.each([
    ["parent-readiness", 1, "sometimes"],
    ["parent-readiness", 3, "weekly"],
    ["parent-readiness", 6, ""],
    ["parent-readiness", 2, "toString"],
    ["parent-readiness", 4, "__proto__"],
    ["family-values", 3, "weekly"],
    ["family-values", 5, "eager"],
    ["family-values", 2, "hasOwnProperty"],
  ] as const)("%s Q%i %j", (quizType, question, answer) => {
    const { scores } = scoreQuiz(quizType, only(question, answer));
    expect(Object.values(scores).every((score) => score === 0)).toBe(true);
  });

  it("answers past the last question are ignored", () => {
    const answers = [...only(6, "curation"), "curation", "curation"];
    expect(scoreParentReadiness(answers).scores).toEqual({ curated: 3, guided: 0, independent: 0 });
    expect(scoreFamilyValues(["values", "expert", "daily", "curation", "particular", "reluctant"]).scores).toEqual({
      curation: 11,
      coaching: 2,
      community: 0,
      resources: 0,
    });
  });
});

describe("Parent-Readiness: highest total wins; ties resolve to curated, then independent, else guided", () => {
  it.each([
    ["curated alone", { curated: 5, guided: 4, independent: 4 }, "curated"],
    ["guided alone", { curated: 4, guided: 5, independent: 4 }, "guided"],
    ["independent alone", { curated: 4, guided: 4, independent: 5 }, "independent"],
    ["tie curated + guided", { curated: 6, guided: 6, independent: 1 }, "curated"],
    ["tie curated + independent", { curated: 5, guided: 0, independent: 5 }, "curated"],
    ["tie guided + independent", { curated: 3, guided: 4, independent: 4 }, "independent"],
    ["tie of all three", { curated: 3, guided: 3, independent: 3 }, "curated"],
    ["all zero (nothing answered) is a three-way tie", { curated: 0, guided: 0, independent: 0 }, "curated"],
  ] as const)("%s", (_, scores, expected) => {
    expect(pickRecommendation(scores, parentReadinessTiePriority)).toBe(expected);
  });
});

describe("Family Values: highest total wins; ties resolve to coaching, community, resources, else curation", () => {
  const base = { curation: 1, coaching: 1, community: 1, resources: 1 };
  const tied = (buckets: FamilyValuesBucket[]) => ({ ...base, ...Object.fromEntries(buckets.map((b) => [b, 7])) });
  it.each([
    [["curation"], "curation"],
    [["coaching"], "coaching"],
    [["community"], "community"],
    [["resources"], "resources"],
    // every pair
    [["coaching", "community"], "coaching"],
    [["coaching", "resources"], "coaching"],
    [["coaching", "curation"], "coaching"],
    [["community", "resources"], "community"],
    [["community", "curation"], "community"],
    [["resources", "curation"], "resources"],
    // every triple
    [["coaching", "community", "resources"], "coaching"],
    [["coaching", "community", "curation"], "coaching"],
    [["coaching", "resources", "curation"], "coaching"],
    [["community", "resources", "curation"], "community"],
    // the four-way tie
    [["curation", "coaching", "community", "resources"], "coaching"],
  ] as [FamilyValuesBucket[], FamilyValuesBucket][])("top %j -> %s", (top, expected) => {
    expect(pickRecommendation(tied(top), familyValuesTiePriority)).toBe(expected);
  });

  it("all zero (nothing answered) is a four-way tie and resolves to coaching", () => {
    expect(scoreFamilyValues([])).toEqual({
      quizType: "family-values",
      recommendation: "coaching",
      scores: { curation: 0, coaching: 0, community: 0, resources: 0 },
    });
  });
});

describe("full answer sets, end to end", () => {
  it.each([
    [["overwhelmed", "essential", "struggle", "random", "quick", "curation"], { curated: 14, guided: 3, independent: 0 }, "curated"],
    [["overwhelmed", "essential", "struggle", "bestsellers", "systematic", "guidance"], { curated: 6, guided: 7, independent: 1 }, "guided"],
    [["overwhelmed", "somewhat", "questions", "expert", "systematic", "strategy"], { curated: 3, guided: 3, independent: 4 }, "independent"],
    // real ties
    [["values", "unsure", "struggle", "social", "overthink", "guidance"], { curated: 7, guided: 7, independent: 0 }, "curated"],
    [["overwhelmed", "unsure", "engaged", "expert", "systematic", "strategy"], { curated: 5, guided: 0, independent: 5 }, "curated"],
    [["overwhelmed", "somewhat", "struggle", "expert", "systematic", "strategy"], { curated: 3, guided: 4, independent: 4 }, "independent"],
    [["overwhelmed", "somewhat", "engaged", "expert", "systematic", "consultation"], { curated: 3, guided: 3, independent: 3 }, "curated"],
  ] as const)("Parent-Readiness %j", (answers, scores, recommendation) => {
    expect(scoreQuiz("parent-readiness", answers)).toEqual({ quizType: "parent-readiness", recommendation, scores });
  });

  it.each([
    [["values", "expert", "daily", "curation", "particular"], { curation: 11, coaching: 2, community: 0, resources: 0 }, "curation"],
    [["education", "child-led", "struggling", "guidance", "reluctant"], { curation: 0, coaching: 12, community: 0, resources: 0 }, "coaching"],
    [["diversity", "community", "daily", "community", "particular"], { curation: 4, coaching: 2, community: 6, resources: 0 }, "community"],
    [["diversity", "browse", "daily", "resources", "particular"], { curation: 4, coaching: 2, community: 0, resources: 5 }, "resources"],
    // real ties
    [["diversity", "expert", "daily", "resources", "reluctant"], { curation: 5, coaching: 5, community: 0, resources: 3 }, "coaching"],
    [["diversity", "community", "struggling", "community", "reluctant"], { curation: 2, coaching: 6, community: 6, resources: 0 }, "coaching"],
    [["diversity", "browse", "daily", "resources", "reluctant"], { curation: 2, coaching: 5, community: 0, resources: 5 }, "coaching"],
    [["values", "browse", "daily", "resources", "particular"], { curation: 5, coaching: 2, community: 0, resources: 5 }, "resources"],
  ] as const)("Family Values %j", (answers, scores, recommendation) => {
    expect(scoreQuiz("family-values", answers)).toEqual({ quizType: "family-values", recommendation, scores });
  });
});

describe("quiz content matches the scoring rules", () => {
  it("has 6 and 5 questions (SPEC section 9)", () => {
    expect(questionCounts).toEqual({ "parent-readiness": 6, "family-values": 5 });
    expect(quizzes["parent-readiness"].questions).toHaveLength(6);
    expect(quizzes["family-values"].questions).toHaveLength(5);
  });

  it("every question offers exactly the spec's answer values, each once", () => {
    const valuesOf = (questions: readonly { answers: readonly { value: string }[] }[]) =>
      questions.map((q) => q.answers.map((a) => a.value));
    expect(valuesOf(parentReadinessQuestions)).toEqual(parentReadinessRules.map((rules) => Object.keys(rules)));
    expect(valuesOf(familyValuesQuestions)).toEqual(familyValuesRules.map((rules) => Object.keys(rules)));
  });

  it("maps every bucket to the spec's service name, with four benefits", () => {
    const services = (results: Record<string, { serviceName: string; benefits: string[] }>) =>
      Object.fromEntries(Object.entries(results).map(([bucket, copy]) => [bucket, copy.serviceName]));
    expect(services(parentReadinessResults)).toEqual({
      curated: "Design-Your-Library",
      guided: "Read-Together Toolkit",
      independent: "Book Selection Consultation",
    });
    expect(services(familyValuesResults)).toEqual({
      curation: "Design-Your-Library Service",
      coaching: "Read-Together Coaching",
      community: "Community Programs",
      resources: "Resource Library Access",
    });
    for (const copy of [...Object.values(parentReadinessResults), ...Object.values(familyValuesResults)]) {
      expect(copy.benefits).toHaveLength(4);
      expect(new Set(copy.benefits).size).toBe(4);
    }
  });
});

describe("percent complete", () => {
  it.each([
    [1, 6, 17],
    [2, 6, 33],
    [3, 6, 50],
    [4, 6, 67],
    [5, 6, 83],
    [6, 6, 100],
    [1, 5, 20],
    [3, 5, 60],
    [5, 5, 100],
    [0, 5, 0],
    [7, 6, 100],
    [1, 0, 0],
  ])("question %i of %i is %i%%", (question, total, percent) => {
    expect(percentComplete(question, total)).toBe(percent);
  });
});
