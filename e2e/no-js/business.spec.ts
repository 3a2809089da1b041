import { test } from "@playwright/test";
import { businessEndToEnd } from "../admin/business-editing";

test.describe.configure({ timeout: 180_000 });

test("without JavaScript the owner publishes her contact email and an announcement, and the bar simply stays", async ({ page }) => {
  await businessEndToEnd(page, { js: false });
});
