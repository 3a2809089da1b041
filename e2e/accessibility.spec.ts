import { violations } from "./axe";
import { expect, test } from "@playwright/test";
import { allSiteRoutes } from "#common/site-routes.ts";
import { open } from "./support";

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
