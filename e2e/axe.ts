import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

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

/** axe's WCAG 2.1 A and AA violations on the page as it is (or within `include` alone), each as "rule: targets". */
export async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = axe(page).withTags(wcag21aa);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
