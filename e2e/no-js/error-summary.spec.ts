import { test } from "@playwright/test";
import { declineUnusualHours, failSave, failedSaves, followEverySummaryEntry } from "../admin/error-summary";
import { signInAsOwner } from "../admin/support";

// Without JavaScript (this project turns it off): after a failed save, each entry of the error
// summary is a plain link to its field in the page the POST answered, and the browser's own jump
// stays in that page: no new request, the field focused, every typed value kept. axe needs
// scripts: e2e/admin/error-summary.spec.ts.

for (const editor of failedSaves) {
  test(`${editor.name}: every entry of the error summary keeps what she typed, without JavaScript`, async ({ page }) => {
    await signInAsOwner(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await followEverySummaryEntry(page, await failSave(page, editor), editor.entries);
  });
}

test("hours: “No, let me change them” keeps what she typed, without JavaScript", async ({ page }) => {
  await signInAsOwner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await declineUnusualHours(page, { js: false });
});
