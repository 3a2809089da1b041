import { test } from "@playwright/test";
import { declineUnusualHours, failSave, failedSaves, followEverySummaryEntry } from "./error-summary";
import { expectAxeClean, signInAsOwner } from "./support";

// Nothing typed is lost (issue 40): in every editor of the back office with an error summary, on a
// phone, each entry of the summary after a failed save moves the focus to its field without
// asking the server again, and every value she typed, before and after the refusal, stays. The
// refused screen is clean for axe on the phone (at 1280 px too for the packages, business details,
// hours and calendars in their own tests). On the shared server: a refused save stores nothing.
// Without JavaScript: e2e/no-js/error-summary.spec.ts.

test.describe.configure({ timeout: 60_000 });

for (const editor of failedSaves) {
  test(`${editor.name}: every entry of the error summary keeps what she typed`, async ({ page }) => {
    await signInAsOwner(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const typed = await failSave(page, editor, () => expectAxeClean(page, `${editor.path} refused`, [390]));
    await followEverySummaryEntry(page, typed, editor.entries);
  });
}

test("hours: “No, let me change them” leads to Monday’s hours and keeps what she typed", async ({ page }) => {
  await signInAsOwner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await declineUnusualHours(page, { js: true });
});
