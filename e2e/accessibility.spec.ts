import { violations } from "./axe";
import { expect, test } from "@playwright/test";
import { allSiteRoutes } from "#common/site-routes.ts";
import { open } from "./support";

/**
 * Every public page, and the 404, in both languages, on a phone (390 px, where most families
 * read); the English pages and 404 at a desktop width (1280 px) first, on the same load (the
 * layout follows the width through CSS alone). A Spanish page is its English twin's components
 * and styles with other words: the width its longer words change most is the phone's, so that is
 * the width it is checked at (a third less axe for the same pages: docs/testing.md).
 */
test.describe("axe WCAG 2.1 AA at 1280 and 390 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const { path } of [...allSiteRoutes, { path: "/no-such-page" }, { path: "/es/no-such-page" }]) {
    const spanish = path === "/es" || path.startsWith("/es/");
    test(`${path} has no violations${spanish ? " at 390 px" : ""}`, async ({ page }) => {
      if (spanish) await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path);
      if (!spanish) {
        expect(await violations(page), "at 1280 px").toEqual([]);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      }
      expect(await violations(page), "at 390 px").toEqual([]);
    });
  }
});
