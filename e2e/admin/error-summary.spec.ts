import { expect, test } from "@playwright/test";
import { declineUnusualHours, failSave, failedSaves, followEverySummaryEntry } from "./error-summary";
import { expectAxeClean, signInAsOwner } from "./support";
import { holdScripts } from "../support";

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

// On a slow phone she may choose before the page has hydrated: the choice stays through hydration
// and through the next change made with JavaScript (a range added), and is what the save stores.
test("hours: a time chosen before the page has hydrated is kept, and saved", async ({ page }) => {
  await signInAsOwner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await holdScripts(page);
  await page.goto("/admin/availability", { waitUntil: "commit" });
  const from = page.getByLabel("Monday, hours 1, from");
  const usual = await from.inputValue();
  expect(usual).not.toBe("10:00");
  await from.selectOption("10:00");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated), "chosen before hydration").toBeUndefined();
  scripts.release();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 20_000 });
  const tuesday = page.getByLabel(/^Tuesday, hours \d+, from$/);
  const n = (await tuesday.count()) + 1;
  await page.getByRole("button", { name: "Add hours on Tuesday" }).click();
  const added = { from: page.getByLabel(`Tuesday, hours ${n}, from`), to: page.getByLabel(`Tuesday, hours ${n}, to`) };
  await expect(added.from).toBeFocused();
  await expect(from, "after hydration and a range added").toHaveValue("10:00");
  await added.from.selectOption("20:00");
  await added.to.selectOption("21:00");
  const save = page.getByRole("button", { name: "Save availability" });
  await save.click();
  await expect(page.getByTestId("saved-message")).toBeVisible();
  await expect(from, "as saved").toHaveValue("10:00");
  await expect(added.to).toHaveValue("21:00");
  // The shared server's hours as they were, for the other tests.
  await from.selectOption(usual);
  await page.getByRole("button", { name: `Remove hours ${n} on Tuesday` }).click();
  await save.click();
  await expect(added.from).toHaveCount(0);
  await expect(from).toHaveValue(usual);
});
