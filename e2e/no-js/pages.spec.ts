import { expect, test } from "@playwright/test";
import { siteRoutes } from "#common/site-routes.ts";

// Every public page with scripts off: it answers, its heading and its text are there to read, and
// nothing is left waiting for JavaScript (no loading skeleton as the only content).
for (const { path } of siteRoutes) {
  test(`${path} is readable without JavaScript`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("main h1")).toBeVisible();
    const text = (await page.locator("main").innerText()).replace(/\s+/g, " ").trim();
    expect(text.length).toBeGreaterThan(200);
    for (const waiting of await page.locator('main [aria-busy="true"], main [role="status"][aria-label^="Loading"]').all()) {
      await expect(waiting).toBeHidden();
    }
    // The header and footer work as links without scripts.
    await expect(page.locator("footer a[href='/terms-of-service']")).toBeVisible();
    await expect(page.locator("footer a[href='/privacy']")).toBeVisible();

    // Two checks that need this very load: a fresh context's first page, and the page whose link leaves it.
    if (path === "/services") {
      await test.step("without JavaScript the web fonts load with the first page", async () => {
        await expect(page.locator("main h1")).toBeVisible();
        await expect.poll(() => page.locator("main h1").evaluate((h1) => getComputedStyle(h1).fontFamily.split(",")[0]!.replaceAll('"', "").trim())).toBe("Fraunces Variable");
        await expect.poll(() => page.evaluate(() => document.fonts.check('600 32px "Fraunces Variable"'))).toBe(true);
      });
    }
    if (path === "/testimonials") {
      await test.step("/testimonials, whose carousel loads in the browser, points to the home page's testimonials instead", async () => {
        await page.getByRole("link", { name: "Read what families say on our home page" }).click();
        await expect(page).toHaveURL(/\/#testimonials$/);
        await expect(page.locator("#testimonials")).toContainText("Showing");
      });
    }
  });
}

test("an unknown page says so, without JavaScript too", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("main h1")).toHaveText("Oops! Page not found");
  await expect(page.locator("main").getByRole("link", { name: /home/i }).first()).toBeVisible();
});
