import { expect, test, type Page } from "@playwright/test";
import { testimonialsCarousel as copy } from "#common/testimonials/content/testimonials-carousel.ts";
import { sampleTestimonials } from "#common/testimonials/testimonials.ts";
import { decode } from "../support";

/**
 * The home page with JavaScript switched off (the no-js project): the testimonials are in the
 * served HTML and every one of them can be reached; the scroll-to-top control is a plain link.
 */

const carousel = (page: Page) => page.getByRole("region", { name: copy.label, exact: true });
const slide = (page: Page, position: number) => page.locator(`#testimonial-${position}`);
const count = sampleTestimonials.length;

/** Only the slide at `position` fills the strip's view. */
async function expectInView(page: Page, position: number) {
  // Settled on that slide, not passing it on the way: at its very pixel, where the strip's smooth
  // scroll ends (a key pressed in the scroll's last frames, a few pixels short, would only change
  // its course).
  const strip = page.getByRole("group", { name: copy.stripLabel });
  await expect.poll(() => strip.evaluate((element, at) => Math.abs(element.scrollLeft - at * element.clientWidth), position - 1)).toBeLessThan(1);
  await expect(slide(page, position)).toBeInViewport({ ratio: 0.95 });
  for (let other = 1; other <= count; other++) {
    if (other !== position) await expect(slide(page, other)).not.toBeInViewport({ ratio: 0.05 });
  }
}

test.describe("home page testimonials without JavaScript", () => {
  test("every testimonial is in the served HTML, with no loading skeleton", async ({ page }) => {
    const res = await page.request.get("/");
    expect(res.status()).toBe(200);
    const main = decode(await res.text()).split("<main")[1]!.split("</main>")[0]!;
    for (const testimonial of sampleTestimonials) {
      expect(main).toContain(testimonial.content);
      expect(main).toContain(testimonial.name);
    }
    expect(main).not.toContain(copy.loading);
  });

  test("says how many there are, and shows no control that could not work", async ({ page }) => {
    await page.goto("/");
    const c = carousel(page);
    await c.scrollIntoViewIfNeeded();
    await expect(c.getByText(copy.countWithoutScript(count))).toBeVisible();
    // "Showing 1 of 3" could not follow the strip without a script: it is not shown.
    await expect(c.getByText(copy.showing(1, count))).toBeHidden();
    await expect(c.getByRole("button", { name: copy.pause })).toBeHidden();
    await expect(c.getByRole("link", { name: copy.previous })).toBeHidden();
    await expect(c.getByRole("link", { name: copy.next })).toBeHidden();
    await expectInView(page, 1);
  });

  test("each dot is a link that brings its testimonial into view, the carousel staying on screen", async ({ page }) => {
    await page.goto("/");
    const c = carousel(page);
    await c.scrollIntoViewIfNeeded();
    for (const position of [2, 3, 1]) {
      await c.getByRole("link", { name: copy.show(position) }).click();
      await expect(page).toHaveURL(new RegExp(`#testimonial-${position}$`));
      await expectInView(page, position);
      await expect(slide(page, position)).toContainText(sampleTestimonials[position - 1]!.content);
      // The page only settles so the whole carousel shows, its top below the sticky header.
      await expect(c).toBeInViewport({ ratio: 1 });
      const { top, header } = await page.evaluate(() => ({
        top: document.querySelector("[aria-roledescription=carousel]")!.getBoundingClientRect().top,
        header: document.querySelector("header")!.getBoundingClientRect().bottom,
      }));
      expect(top).toBeGreaterThanOrEqual(header);
    }
  });

  test("the strip scrolls sideways by keyboard, one testimonial at a time", async ({ page }) => {
    await page.goto("/");
    const strip = carousel(page).getByRole("group", { name: copy.stripLabel });
    await strip.scrollIntoViewIfNeeded();
    // Reached with the Tab key like any control: it is in the tab order.
    await expect(strip).toHaveAttribute("tabindex", "0");
    await strip.focus();
    await page.keyboard.press("ArrowRight");
    await expectInView(page, 2);
    await page.keyboard.press("ArrowRight");
    await expectInView(page, 3);
    await page.keyboard.press("ArrowLeft");
    await expectInView(page, 2);
  });

  test("an address ending in #testimonial-3 opens on that testimonial", async ({ page }) => {
    await page.goto("/#testimonial-3");
    await expectInView(page, 3);
    await expect(carousel(page)).toBeInViewport({ ratio: 1 });
  });
});

test.describe("scroll to top without JavaScript", () => {
  test("is a link to the top of the page", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Scroll to top", includeHidden: true });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", "#top");
    // "#top" means the top of the document as long as no element is called "top".
    await expect(page.locator('[id="top"], [name="top"]')).toHaveCount(0);
    // Nothing can tell how far the page has scrolled: the link stays out of the way.
    await expect(link).toBeHidden();
    // Followed (as a script-free browser would once shown), it brings the page back to the top.
    await page.keyboard.press("End");
    // At the bottom and still: a scroll still gliding there would carry on past the jump to the top.
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await link.dispatchEvent("click");
    await expect(page).toHaveURL(/#top$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
