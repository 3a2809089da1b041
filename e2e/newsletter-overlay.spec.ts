import { violations } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { open, pauseClock } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const overlay = (page: Page) => page.getByRole("dialog", { name: "Little Reading Ideas, Every Week" });
const dismissedFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem("newsletter-overlay-dismissed"));

/** Pretends the visitor switched to another tab (true) or came back (false). */
async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

/** Pretends another window came to the front (true) or this one got focus back (false). */
async function setWindowBlurred(page: Page, blurred: boolean) {
  await page.evaluate((blurred) => {
    document.hasFocus = () => !blurred;
    window.dispatchEvent(new Event(blurred ? "blur" : "focus"));
  }, blurred);
}

/** Opens a page with a fake clock, paused as soon as the page is ready: time moves only with runFor. */
/** Brings the overlay up at 80 s, then lets time flow again (toasts and axe need running timers). */
async function showOverlay(page: Page) {
  await page.clock.runFor(80_000);
  await expect(overlay(page)).toBeVisible();
  await page.clock.resume();
  return overlay(page);
}

async function openWithClock(page: Page, path = "/") {
  await page.clock.install();
  await open(page, path);
  await pauseClock(page, 200);
}

/** Waits until every colour transition has finished (buttons ease into a new colour scheme). */
async function settleTransitions(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

test.describe("newsletter overlay", () => {
  test("on /services: it appears after 80 seconds of active time, and its \"How we use this\" link goes to the notice", async ({ page }) => {
    await openWithClock(page, "/services");

    await test.step("appears after 80 seconds of active time, not before", async () => {
      await page.clock.runFor(79_000);
      await expect(overlay(page)).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expect(overlay(page)).toBeVisible();
      await expect(overlay(page)).toContainText("Join hundreds of parents");
      for (const benefit of ["Weekly tips", "Book recommendations", "family activities", "Parent insights"]) {
        await expect(overlay(page)).toContainText(benefit);
      }
    });

    await test.step("links \"How we use this\" to the notice's newsletter section, and closes as it goes there without the flag", async () => {
      await page.clock.resume();
      const link = overlay(page).locator("form").getByRole("link", { name: "How we use this" });
      await expect(link).toHaveAttribute("href", "/privacy#form-newsletter");
      await link.click();
      await expect(page).toHaveURL(/\/privacy#form-newsletter$/);
      await expect(overlay(page)).toHaveCount(0);
      await expect(page.locator("#form-newsletter")).toBeInViewport();
      expect(await dismissedFlag(page)).toBeNull();
    });
  });

  test("time in a hidden tab or an unfocused window does not count, and the close icon sets the session flag", async ({ page }) => {
    await openWithClock(page);

    await test.step("time in a hidden tab or an unfocused window does not count", async () => {
      await page.clock.runFor(30_000);
      await setTabHidden(page, true);
      await page.clock.runFor(120_000);
      await setTabHidden(page, false);
      await page.clock.runFor(20_000);
      await setWindowBlurred(page, true);
      await page.clock.runFor(120_000);
      await expect(overlay(page)).toHaveCount(0);
      await setWindowBlurred(page, false);
      await page.clock.runFor(29_000);
      await expect(overlay(page)).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expect(overlay(page)).toBeVisible();
    });

    await test.step("the close icon sets the session flag too", async () => {
      await overlay(page).getByRole("button", { name: "Close newsletter invitation" }).click();
      await expect(overlay(page)).toHaveCount(0);
      expect(await dismissedFlag(page)).toBe("true");
    });
  });

  test("client-side page changes keep counting, the subscribe button, and it shows only once per page load", async ({ page, context }) => {
    await context.route("https://kindredpages.substack.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Subscribe</title>" }),
    );
    await openWithClock(page);

    await test.step("client-side page changes keep counting", async () => {
      await page.clock.runFor(40_000);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await page.clock.runFor(40_000);
      await expect(overlay(page)).toBeVisible();
    });

    await test.step("subscribe: an empty email asks for one; an email opens the subscribe page and closes without the flag", async () => {
      // Toasts need running timers.
      await page.clock.resume();
      const dialog = overlay(page);
      await dialog.getByRole("button", { name: /Subscribe/ }).click();
      await expect(toast(page, "Email Required")).toContainText("Please enter your email address to continue.");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Your email address")).toBeFocused();
      await expect(dialog.getByLabel("Your email address")).toHaveAttribute("aria-invalid", "true");

      await dialog.getByLabel("Your email address").fill("parent@example.com");
      const [popup] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("button", { name: /Subscribe/ }).click()]);
      await expect(popup).toHaveURL("https://kindredpages.substack.com/subscribe?email=parent%40example.com");
      await expect(toast(page, "Welcome aboard! 🎉")).toContainText("Complete your subscription on the newsletter platform page that just opened.");
      await expect(overlay(page)).toHaveCount(0);
      expect(await dismissedFlag(page)).toBeNull();
    });

    await test.step("it shows only once per page load", async () => {
      await pauseClock(page, 200);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.clock.runFor(200_000);
      await expect(overlay(page)).toHaveCount(0);
    });
  });

  test("'Maybe later' sets the session flag, and a reload then shows nothing", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(80_000);
    await expect(overlay(page)).toBeVisible();
    await overlay(page).getByRole("button", { name: "Maybe later" }).click();
    await expect(overlay(page)).toHaveCount(0);
    expect(await dismissedFlag(page)).toBe("true");
    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.clock.runFor(100_000);
    await expect(overlay(page)).toHaveCount(0);
  });

  test("links the Spanish notice's newsletter section from the Spanish invitation", async ({ page }) => {
    await openWithClock(page, "/es/services");
    await page.clock.runFor(80_000);
    const dialog = page.getByRole("dialog", { name: "Pequeñas ideas de lectura, cada semana" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("form").getByRole("link", { name: "Cómo usamos estos datos" })).toHaveAttribute("href", "/es/privacy#form-newsletter");
  });

  test("has no axe violations while open, in light and dark", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openWithClock(page, "/feedback");
    await showOverlay(page);
    await page.waitForTimeout(400); // let the opening fade finish before checking colours
    // The page behind is inert and covered by the backdrop; check the dialog itself.
    await test.step("has no axe violations while open (light)", async () => {
      expect(await violations(page, '[role="dialog"]')).toEqual([]);
    });
    await test.step("has no axe violations while open (dark)", async () => {
      await page.emulateMedia({ colorScheme: "dark" });
      await settleTransitions(page);
      expect(await violations(page, '[role="dialog"]')).toEqual([]);
    });
  });
});
