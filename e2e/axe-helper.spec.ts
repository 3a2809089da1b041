import { expect, test } from "@playwright/test";
import { violations } from "./axe";
import { open } from "./support";

/**
 * The helper every axe check goes through puts axe into a document once and runs it again for each
 * further check (e2e/axe.ts): a check run again still sees what changed, within `include` alone
 * when given, and after a resize.
 */
test("the axe helper reports an image without a text alternative on every check of the page, within include and not outside it", async ({ page }) => {
  await open(page, "/about");
  expect(await violations(page)).toEqual([]);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/images/logo.svg";
    image.id = "no-alt";
    document.querySelector("main")!.append(image);
  });
  expect(await violations(page)).toEqual(["image-alt: #no-alt"]);
  expect(await violations(page, "main")).toEqual(["image-alt: #no-alt"]);
  expect(await violations(page, "header")).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await violations(page)).toEqual(["image-alt: #no-alt"]);
});
