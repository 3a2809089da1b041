import { describe, expect, it } from "vitest";
import { checkBudgets } from "./bench.mjs";

/** A route's mobile median that meets every budget but the one under test. */
const entry = (path: string, jsKiB: number | null, formFactor = "mobile") => ({
  path,
  label: path,
  notFound: false,
  formFactor,
  median: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1000, cls: 0, tbtMs: 0, jsKiB },
});
const missed = (path: string, jsKiB: number | null, formFactor?: string) => checkBudgets(entry(path, jsKiB, formFactor)).map((miss) => miss.metric);

describe("npm run bench's JavaScript budgets (mobile)", () => {
  it("holds every form page, English and Spanish, to 150 KiB", () => {
    for (const path of ["/connect", "/schools", "/feedback", "/discovery-call", "/es/connect", "/es/schools", "/es/feedback", "/es/discovery-call"]) {
      expect(missed(path, 150), path).toEqual([]);
      expect(missed(path, 150.1), path).toEqual(["formJsKiB"]);
      expect(missed(path, null), path).toEqual(["formJsKiB"]);
    }
  });

  it("keeps the home page's 140 KiB", () => {
    expect(missed("/", 140)).toEqual([]);
    expect(missed("/", 140.1)).toEqual(["homeJsKiB"]);
  });

  it("sets no JavaScript budget on other pages, nor on desktop", () => {
    expect(missed("/services", 200)).toEqual([]);
    expect(missed("/connect/extra", 200)).toEqual([]);
    expect(missed("/connect", 200, "desktop")).toEqual([]);
  });
});

describe("npm run bench's other budgets (mobile)", () => {
  const with_ = (median: Record<string, number>) => checkBudgets({ ...entry("/services", 120), median: { ...entry("/services", 120).median, ...median } }).map((miss) => miss.metric);
  it("holds every route's LCP to 1.2 s", () => {
    expect(with_({ lcpMs: 1200 })).toEqual([]);
    expect(with_({ lcpMs: 1210 })).toEqual(["lcpMs"]);
  });
  it("leaves TBT to bench:floor (what our scripts add), whatever the machine's hour made of it", () => {
    expect(with_({ tbtMs: 900 })).toEqual([]);
  });
});
