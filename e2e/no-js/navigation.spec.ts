import { violations } from "../axe";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectMenuPanel } from "../support";

/**
 * The header's menus with JavaScript switched off (the no-js project): the browser alone opens and
 * closes them (an HTML popover and <details>), and their links are plain links.
 */

/**
 * axe is a script and needs timers, which do not run where scripts are off; so it checks a copy of
 * the page in a context with scripts on but the site's own JavaScript refused (React never starts,
 * as the check shows), with the menus opened by the same clicks, the browser alone doing the rest.
 */
async function expectNoAxeViolations(browser: Browser, page: Page, open: (copy: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    await context.route("**/assets/**/*.js", (route) => route.abort());
    const copy = await context.newPage();
    await copy.goto(page.url());
    await open(copy);
    expect(await violations(copy)).toEqual([]);
    await expect(copy.locator("html[data-hydrated]")).toHaveCount(0);
  } finally {
    await context.close();
  }
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the panel with every link, and its close button closes it", async ({ browser, page }) => {
    await page.goto("/services");
    const panel = page.getByRole("dialog", { name: "Navigation" });
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await expect(panel).toBeVisible();
    await expectMenuPanel(panel);
    await expect(panel.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(browser, page, async (copy) => {
      await copy.getByRole("button", { name: "Open navigation menu" }).click();
      await expect(copy.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "Book a free 15-minute call" })).toBeVisible();
    });

    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    // Opens again, and Escape closes it too.
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("a link in the panel leads to its page, where the panel starts closed", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "Methodology" }).click();
    await expect(page).toHaveURL(/\/book-selection$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeHidden();
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("About and Resources open on click, one at a time, under their trigger", async ({ browser, page }) => {
    await page.goto("/faq");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.locator("summary", { hasText: "About" });
    const resources = nav.locator("summary", { hasText: "Resources" });
    const aboutMenu = nav.locator("details").filter({ has: page.locator("summary", { hasText: "About" }) });
    const resourcesMenu = nav.locator("details").filter({ has: page.locator("summary", { hasText: "Resources" }) });
    // The current section is marked before any script could do it.
    await expect(resources).toHaveAttribute("data-active", "true");
    await expect(about).not.toHaveAttribute("data-active");
    const aboutLinks = aboutMenu.getByRole("link");
    const resourcesLinks = resourcesMenu.getByRole("link");
    await expect(aboutLinks.first()).toBeHidden();

    await about.click();
    await expect(aboutLinks).toHaveText(["Our Founder", "Our Mission", "Testimonials", "Contact Us"]);
    for (const link of await aboutLinks.all()) await expect(link).toBeVisible();
    const trigger = (await about.boundingBox())!;
    const list = (await aboutMenu.locator("ul").boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(trigger.y + trigger.height);
    expect(Math.round(list.x)).toBe(Math.round(trigger.x));
    await expectNoAxeViolations(browser, page, async (copy) => {
      await copy.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "About" }).click();
      await expect(copy.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testimonials" })).toBeVisible();
    });

    await resources.click();
    await expect(resourcesLinks).toHaveText(["Science", "FAQ", "Methodology", "Blog", "Events"]);
    await expect(resourcesLinks.first()).toBeVisible();
    await expect(aboutLinks.first()).toBeHidden();
    await expect(resourcesLinks.filter({ hasText: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(browser, page, async (copy) => {
      await copy.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Resources" }).click();
      await expect(copy.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" })).toBeVisible();
    });

    await resources.click();
    await expect(resourcesLinks.first()).toBeHidden();
  });

  test("no script runs in this project; the menus open from the keyboard and their links lead to their pages", async ({ page }) => {
    await page.goto("/");
    await test.step("no script runs in this project", async () => {
      // The root layout marks the page once React has hydrated it: never, here.
      await page.waitForLoadState("load");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    });

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "About" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Founder" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Mission" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/mission$/);
    await expect(nav.locator("summary", { hasText: "About" })).toHaveAttribute("data-active", "true");

    await nav.locator("summary", { hasText: "Resources" }).focus();
    await page.keyboard.press(" ");
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
