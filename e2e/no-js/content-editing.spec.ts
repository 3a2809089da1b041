import { test } from "@playwright/test";
import { editPriceEndToEnd } from "../admin/content-editing";

test.describe.configure({ timeout: 180_000 });

test("without JavaScript the owner changes a price, previews, publishes and restores", async ({ page }) => {
  await editPriceEndToEnd(page, { axe: false });
});
