import { test } from "@playwright/test";
import { businessEndToEnd } from "./business-editing";

test.describe.configure({ timeout: 180_000 });

test("the owner publishes her contact email and a dated announcement on her phone; a visitor closes it and it stays closed (axe at 390 and 1280 px)", async ({ page }) => {
  await businessEndToEnd(page, { js: true });
});
