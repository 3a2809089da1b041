import { expect, test } from "@playwright/test";
import { open } from "./support";

/**
 * Icons carry no stroke attributes of their own (app/components/ui/icons.tsx): the stylesheet
 * draws them. What a visitor sees is the computed style, so that is what these check.
 */
test.describe("icons", () => {
  test("outlines in the text colour on /book-selection, and a filled icon on /testimonials, followed from it", async ({ page }) => {
    await open(page, "/book-selection");
    await test.step("are drawn as outlines in the text colour, and keep a fill or stroke width they are given", async () => {
      const icons = await page.locator("svg.lucide").evaluateAll((svgs) =>
        svgs.map((svg) => {
          const style = getComputedStyle(svg);
          return {
            given: { fill: svg.getAttribute("fill"), strokeWidth: svg.getAttribute("stroke-width"), fillClass: /\bfill-/.test(svg.getAttribute("class") ?? "") },
            fill: style.fill,
            stroke: style.stroke,
            color: style.color,
            strokeWidth: style.strokeWidth,
            cap: style.strokeLinecap,
            join: style.strokeLinejoin,
            width: svg.getBoundingClientRect().width,
          };
        }),
      );
      expect(icons.length).toBeGreaterThan(10);
      for (const icon of icons) {
        expect(icon.stroke).toBe(icon.color);
        expect([icon.cap, icon.join]).toEqual(["round", "round"]);
        if (!icon.given.fill && !icon.given.fillClass) expect(icon.fill).toBe("none");
        expect(icon.strokeWidth).toBe(icon.given.strokeWidth ? `${icon.given.strokeWidth}px` : "2px");
      }
      // The tier criteria's ticks are drawn heavier (strokeWidth 3), and sized by their class.
      const ticks = icons.filter((icon) => icon.given.strokeWidth === "3");
      expect(ticks.length).toBeGreaterThan(2);
      expect(ticks.every((tick) => tick.strokeWidth === "3px" && tick.width === 16)).toBe(true);
    });

    await test.step("a filled icon stays filled", async () => {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.locator("summary", { hasText: "About" }).click();
      await nav.getByRole("link", { name: "Testimonials" }).click();
      await expect(page).toHaveURL(/\/testimonials$/);
      const heart = page.locator("svg.lucide.fill-current").first();
      await expect(heart).toBeVisible();
      const { fill, color } = await heart.evaluate((svg) => ({ fill: getComputedStyle(svg).fill, color: getComputedStyle(svg).color }));
      expect(fill).toBe(color);
    });
  });
});

test("rating stars are masks whose images the browser can read, set once for a list of ratings", async ({ page }) => {
  await open(page, "/activities");
  const layers = page.locator(".star-empty, .star-fill");
  expect(await layers.count()).toBeGreaterThan(2);
  // The list sets the images; its rows carry none of their own.
  expect(await page.locator(".star-row[style*='--star-fill']").count()).toBe(0);
  const images = await layers.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return { image: style.maskImage || style.webkitMaskImage, size: style.maskSize || style.webkitMaskSize, repeat: style.maskRepeat || style.webkitMaskRepeat };
    }),
  );
  for (const { image, size, repeat } of images) {
    expect(image).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(size).toBe("20px 18px");
    expect(repeat).toBe("repeat-x");
  }
  // Each distinct tile decodes as an SVG image of one star and its gap (26.67 x 24).
  const unique = [...new Set(images.map(({ image }) => image.slice(5, -2)))];
  const sizes = await page.evaluate(async (urls) => {
    return Promise.all(
      urls.map(async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        return [Math.round(image.naturalWidth), image.naturalHeight];
      }),
    );
  }, unique);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toEqual([27, 24]);
});
