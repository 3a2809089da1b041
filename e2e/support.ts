import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it (see the effect in app/root.tsx). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** Guarantees room to scroll, whatever the page's content, for tests of scroll behaviour. */
export async function makeTall(page: Page) {
  await page.evaluate(() => {
    document.querySelector("main")!.style.minHeight = "4000px";
  });
}

/** Tests that run the clock past 80 s mark the newsletter invitation as dismissed for the session. */
export async function skipNewsletterOverlay(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("newsletter-overlay-dismissed", "true"));
}

/** Waits until every toast has finished fading in, so contrast checks see its final colours. */
export async function settleToasts(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => getComputedStyle(toast).opacity === "1"),
      ),
    )
    .toBe(true);
}
