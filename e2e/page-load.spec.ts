import { expect, test } from "@playwright/test";
import { open } from "./support";

/**
 * How a page arrives: painted whole from the server's HTML, nothing moving as the JavaScript
 * hydrates it in steps (app/components/hydrate-later.tsx), and interactive at the end.
 */

type CountingShifts = Window & { shifts: number };

// Server-rendered pages and pages with Radix widgets (tabs, accordion, select) that hydrate in
// their own step.
const pages = ["/", "/connect", "/faq", "/research", "/research/reading-routines", "/events", "/feedback", "/terms-of-service"];

for (const path of pages) {
  test(`${path}: nothing shifts while the page loads and hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as CountingShifts).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as CountingShifts).shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await open(page, path);
    // A frame or two after hydration, when the last step's effects have run.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as CountingShifts).shifts)).toBe(0);
  });
}

test("the page renders once its content is parsed, up to the footer", async ({ request }) => {
  const html = await (await request.get("/services")).text();
  expect(html).toMatch(/<link rel="expect" href="#site-footer" blocking="render"\/>/);
  expect(html).toContain('<footer id="site-footer"');
});
