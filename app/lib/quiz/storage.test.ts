import { describe, expect, it } from "vitest";
import { parseStoredResult } from "./storage";

describe("parseStoredResult", () => {
  it("reads back a finished Parent-Readiness result", () => {
    const result = { quizType: "parent-readiness", recommendation: "guided", scores: { curated: 6, guided: 7, independent: 1 } };
    expect(parseStoredResult(JSON.stringify(result))).toEqual(result);
  });

  it("reads back a finished Family Values result", () => {
    const result = {
      quizType: "family-values",
      recommendation: "community",
      scores: { curation: 4, coaching: 2, community: 6, resources: 0 },
    };
    expect(parseStoredResult(JSON.stringify(result))).toEqual(result);
  });

  it("drops extra fields", () => {
    const stored = { quizType: "family-values", recommendation: "resources", scores: { curation: 0, coaching: 2, community: 0, resources: 5, x: 1 }, y: 2 };
    expect(parseStoredResult(JSON.stringify(stored))).toEqual({
      quizType: "family-values",
      recommendation: "resources",
      scores: { curation: 0, coaching: 2, community: 0, resources: 5 },
    });
  });

  it.each([
    ["nothing stored", null],
    ["empty", ""],
    ["not JSON", "{oops"],
    ["an array", "[]"],
    ["unknown quiz", JSON.stringify({ quizType: "other", recommendation: "curated", scores: { curated: 1, guided: 0, independent: 0 } })],
    [
      "a bucket of the other quiz",
      JSON.stringify({ quizType: "parent-readiness", recommendation: "coaching", scores: { curated: 1, guided: 0, independent: 0 } }),
    ],
    ["missing scores", JSON.stringify({ quizType: "parent-readiness", recommendation: "curated" })],
    ["a missing bucket score", JSON.stringify({ quizType: "parent-readiness", recommendation: "curated", scores: { curated: 1, guided: 0 } })],
    [
      "a score that is not a number",
      JSON.stringify({ quizType: "family-values", recommendation: "coaching", scores: { curation: "1", coaching: 2, community: 0, resources: 0 } }),
    ],
  ])("ignores %s", (_, raw) => {
    expect(parseStoredResult(raw)).toBeNull();
  });
});
