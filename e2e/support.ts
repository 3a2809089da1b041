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

/**
 * Lays out every section before an axe check. Sections below the first screen are skipped until
 * they come near the viewport (content-visibility in app.css), and axe's colour-contrast check
 * reads the geometry of skipped ones wrongly (it paired their text with a background from
 * elsewhere on the page). Laying them out changes no colour, text or structure: it is the page as
 * a reader sees it once scrolled. Uses the same switch as scroll restoration.
 */
export async function layOutAllSections(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute("data-restore-scroll", ""));
}
