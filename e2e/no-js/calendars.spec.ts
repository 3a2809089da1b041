import { test } from "@playwright/test";
import { failingCalendarEndToEnd } from "../admin/calendar-failing";

test.describe.configure({ timeout: 120_000 });

test("without JavaScript a calendar that cannot be read shows as failed with why; the guide per app opens; she removes it", async ({ page }) => {
  await failingCalendarEndToEnd(page, { js: false });
});
