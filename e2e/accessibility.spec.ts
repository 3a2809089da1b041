import { violations } from "./axe";
import { expect, test as base, type Page } from "@playwright/test";
import { allSiteRoutes } from "#common/site-routes.ts";
import { open } from "./support";

/**
 * One page for all of a worker's tests here, each test a page load in it, as a visitor going from
 * page to page: these tests only read pages, and in a fresh browser page for each test (Playwright's
 * default) a test cost twice the processor time: a new renderer process, the scripts compiled again,
 * and axe's first run in a process 0.8 s against 0.4 after (docs/testing.md). The first load is a
 * first visit (the fallback fonts), the next ones a return visit (the web fonts the first cached).
 */
const test = base.extend<object, { reader: Page }>({
  reader: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, viewport: { width: 1280, height: 900 } });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Every public page, and the 404, in both languages, on a phone (390 px, where most families
 * read); the English pages and 404 at a desktop width (1280 px) first, on the same load (the
 * layout follows the width through CSS alone). A Spanish page is its English twin's components
 * and styles with other words: the width its longer words change most is the phone's, so that is
 * the width it is checked at (a third less axe for the same pages: docs/testing.md).
 */
test.describe("axe WCAG 2.1 AA at 1280 and 390 px", () => {
  for (const { path } of [...allSiteRoutes, { path: "/no-such-page" }, { path: "/es/no-such-page" }]) {
    const spanish = path === "/es" || path.startsWith("/es/");
    test(`${path} has no violations${spanish ? " at 390 px" : ""}`, async ({ reader: page }) => {
      await page.setViewportSize(spanish ? { width: 390, height: 844 } : { width: 1280, height: 900 });
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
