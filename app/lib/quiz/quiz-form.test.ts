import { describe, expect, it } from "vitest";
import { answerFieldName, isQuizType, parsePostedAnswers, quizPath } from "./quiz-form";
import { scoreQuiz } from "./scoring";

/** A form body as the browser posts it: q1=...&q2=... */
function posted(values: (string | null)[], extra: [string, string][] = []) {
  const params = new URLSearchParams();
  values.forEach((value, index) => {
    if (value !== null) params.append(answerFieldName(index), value);
  });
  for (const [name, value] of extra) params.append(name, value);
  return params;
}

const parentReadiness = ["overwhelmed", "essential", "struggle", "bestsellers", "systematic", "guidance"];
const familyValues = ["diversity", "community", "struggling", "community", "reluctant"];

describe("quiz addresses", () => {
  it("gives each quiz a page under /interactive-tools", () => {
    expect(quizPath("parent-readiness")).toBe("/interactive-tools/parent-readiness");
    expect(quizPath("family-values")).toBe("/interactive-tools/family-values");
  });

  it.each([
    ["parent-readiness", true],
    ["family-values", true],
    ["Family-Values", false],
    ["other", false],
    ["", false],
    [undefined, false],
  ])("%s is a quiz: %s", (value, expected) => {
    expect(isQuizType(value)).toBe(expected);
  });

  it("names the fields q1, q2, ... from the first question", () => {
    expect(answerFieldName(0)).toBe("q1");
    expect(answerFieldName(5)).toBe("q6");
  });
});

describe("parsePostedAnswers", () => {
  it("accepts one valid answer per Parent-Readiness question, in order, ready to score", () => {
    const parsed = parsePostedAnswers("parent-readiness", posted(parentReadiness));
    expect(parsed).toEqual({ ok: true, answers: parentReadiness });
    // The same answers as the one-question-at-a-time quiz gives, so the same recommendation.
    expect(parsed.ok && scoreQuiz("parent-readiness", parsed.answers).recommendation).toBe("guided");
  });

  it("accepts a complete Family Values form and ignores fields it does not know", () => {
    const parsed = parsePostedAnswers("family-values", posted(familyValues, [["q6", "daily"], ["submit", ""]]));
    expect(parsed).toEqual({ ok: true, answers: familyValues });
    expect(parsed.ok && scoreQuiz("family-values", parsed.answers).recommendation).toBe("coaching");
  });

  it("lists the unanswered questions and keeps the answers given", () => {
    const values = [...parentReadiness] as (string | null)[];
    values[2] = null;
    values[5] = null;
    expect(parsePostedAnswers("parent-readiness", posted(values))).toEqual({
      ok: false,
      answers: ["overwhelmed", "essential", null, "bestsellers", "systematic", null],
      missing: [2, 5],
    });
  });

  it("reports every question of an empty form", () => {
    expect(parsePostedAnswers("family-values", new URLSearchParams())).toEqual({
      ok: false,
      answers: [null, null, null, null, null],
      missing: [0, 1, 2, 3, 4],
    });
  });

  it.each([
    ["an empty value", ""],
    ["an answer of another question", "essential"],
    ["an answer of the other quiz", "reluctant"],
    ["a different case", "Overwhelmed"],
    ["a property every object has", "constructor"],
    ["an unknown value", "<script>"],
  ])("treats %s as no answer", (_, value) => {
    const values = [value, ...parentReadiness.slice(1)];
    const parsed = parsePostedAnswers("parent-readiness", posted(values));
    expect(parsed).toEqual({ ok: false, answers: [null, ...parentReadiness.slice(1)], missing: [0] });
  });

  it("treats a question answered twice as unanswered", () => {
    const parsed = parsePostedAnswers("family-values", posted(familyValues, [["q3", "daily"]]));
    expect(parsed).toEqual({ ok: false, answers: ["diversity", "community", null, "community", "reluctant"], missing: [2] });
  });

  it("ignores a file posted in place of an answer", () => {
    const form = new FormData();
    familyValues.forEach((value, index) => form.append(answerFieldName(index), value));
    form.set("q2", new Blob(["community"]), "q2.txt");
    const parsed = parsePostedAnswers("family-values", form);
    expect(parsed).toEqual({ ok: false, answers: ["diversity", null, "struggling", "community", "reluctant"], missing: [1] });
  });
});
