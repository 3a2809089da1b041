import { test } from "@playwright/test";
import { editPriceEndToEnd } from "./content-editing";

test.describe.configure({ timeout: 180_000 });

test("the owner changes a price on her phone, previews, publishes and restores; the FAQ follows too (axe at 390 and 1280 px)", async ({ page }) => {
  await editPriceEndToEnd(page, { axe: true });
});
