import { test, expect } from "@playwright/test";
import { open } from "./support";
const paths = ["/", "/services", "/mission", "/founder", "/faq", "/science", "/methodology", "/testimonials", "/events", "/blog"];
for (const p of paths) for (const i of [1, 2]) {
  test(`fresh ${p} ${i}`, async ({ page }) => {
    await open(page, p);
    await expect(page.locator("h1")).toBeVisible();
  });
}
