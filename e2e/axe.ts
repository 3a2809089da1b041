import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type * as Axe from "axe-core";

/** axe-core's own build, the one @axe-core/playwright injects (resolved from it: the same version). */
const require = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.1 A and AA rules the site is held to. */
export const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe on the page as it is, run inside the page itself ("legacy mode": our pages have no
 * cross-origin frame). By default @axe-core/playwright opens a blank page of its own for every
 * analysis and loads axe into it to gather the results: the same violations, but twice the time
 * (/services: 1.2 s against 0.6 s; accessibility, calls and auth specs: 388 test-seconds against 236).
 * Only the violations are gathered in full (axe's `resultTypes`; the tests read nothing else):
 * another sixth less (five pages: 3.2 s against 2.6).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/**
 * axe's WCAG 2.1 A and AA violations on the page as it is (or within `include` alone), each as "rule: targets".
 * axe goes into a document once, and each further check of that document (another width, a dialog
 * opened) runs it again: the builder above loads all of axe into the page for every analysis,
 * which took 220-350 ms a check of /about against 100-125 ms run again (docs/testing.md).
 * The rules, their options and the results are the builder's (`axe.run` in the page, as its
 * legacy mode does; our pages have no frame of their own to check). Loading axe each time also gave
 * a colour transition time to end before the check; the helper now waits for it (below): run at
 * once, a dark-scheme check read the header's links mid-transition (feedback spec, once in 440).
 */
export async function violations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ([tags, selector]) => {
      // The page at rest: a transition or animation under way (colours after a switch of scheme, a
      // dialog opening) is waited for, as a reader sees it; endless ones are left running.
      const moving = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
      const { axe } = window as unknown as { axe: typeof Axe };
      return axe.run(selector ? { include: [selector] } : document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    },
    [wcag21aa, include] as const,
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
