import { test } from "@playwright/test";
import { declineUnusualHours, failSave, failedSaves, followEverySummaryEntry } from "../admin/error-summary";
import { signInAsOwner } from "../admin/support";

// Without JavaScript (this project turns it off): after a failed save, each entry of the error
// summary is a plain link to its field in the page the POST answered, and the browser's own jump
// stays in that page: no new request, the field focused, every typed value kept. axe needs
// scripts: e2e/admin/error-summary.spec.ts.
//
// Each test signs in once (a load of the dashboard) and goes through two editors, each opened
// afresh by its own address, a step under its own title; the hours editor's test also declines
// unusual hours on the same page.

const pairs = Array.from({ length: Math.ceil(failedSaves.length / 2) }, (_, i) => failedSaves.slice(i * 2, i * 2 + 2));

for (const editors of pairs) {
  const withHours = editors.some((editor) => editor.name === "hours");
  test(`${editors.map((editor) => editor.name).join(", ")}: every entry of the error summary keeps what she typed${withHours ? "; “No, let me change them” keeps it too" : ""}, without JavaScript`, async ({ page }) => {
    await signInAsOwner(page);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const editor of editors) {
      await test.step(`${editor.name}: every entry of the error summary keeps what she typed, without JavaScript`, async () => {
        await followEverySummaryEntry(page, await failSave(page, editor), editor.entries);
      });
    }
    if (withHours) {
      await test.step("hours: “No, let me change them” keeps what she typed, without JavaScript", async () => {
        await declineUnusualHours(page, { js: false });
      });
    }
  });
}
