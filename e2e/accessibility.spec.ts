import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { allSiteRoutes } from "#common/site-routes.ts";
import { open } from "./support";

/** axe's WCAG 2.1 A and AA rules on the page as it is now; each violation as "rule: targets". */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// Every public page, and the 404 in both languages, at a desktop width and then a phone's: one
// load per page (the layout follows the width through CSS alone), two checks.
test.describe("axe WCAG 2.1 AA at 1280 and 390 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const { path } of [...allSiteRoutes, { path: "/no-such-page" }, { path: "/es/no-such-page" }]) {
    test(`${path} has no violations`, async ({ page }) => {
      await open(page, path);
      expect(await violations(page), "at 1280 px").toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await violations(page), "at 390 px").toEqual([]);
    });
  }
});
