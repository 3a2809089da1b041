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

/** The typeface a heading is drawn in: the first family of its computed stack. */
const headingFont = (page: import("@playwright/test").Page) =>
  page.locator("main h1").evaluate((h1) => getComputedStyle(h1).fontFamily.split(",")[0]!.replaceAll('"', "").trim());

test("a first page requests no font file before it paints; the next uses the web fonts from the first layout", async ({ page }) => {
  await open(page, "/services");
  // Drawn in the fallback fonts: no font file stood between the visitor and the first paint.
  expect(await headingFont(page)).toBe("Fraunces Fallback");
  expect(await page.locator("html").getAttribute("class")).toBeNull();
  // Once the page is interactive, the two files are fetched for the next page, after the first paint.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).toBe("1");
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    fonts: performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2")).map((entry) => entry.startTime),
  }));
  expect(timing.fonts).toHaveLength(2);
  for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.paint);
  // Still the fallback on this page: nothing reflowed under the reader's eyes.
  expect(await headingFont(page)).toBe("Fraunces Fallback");

  await page.addInitScript(() => {
    (window as unknown as CountingShifts).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as CountingShifts).shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await open(page, "/connect");
  await expect(page.locator("html")).toHaveClass("web-fonts");
  expect(await headingFont(page)).toBe("Fraunces Variable");
  expect(await page.evaluate(() => document.fonts.check('600 32px "Fraunces Variable"') && document.fonts.check('16px "Figtree Variable"'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as CountingShifts).shifts)).toBe(0);
  // Both files came from the browser's cache: nothing crossed the network for them.
  const transferred = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith(".woff2")).map((entry) => entry.transferSize),
  );
  expect(transferred).toEqual([0, 0]);
});
