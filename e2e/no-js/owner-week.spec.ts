import { expect, test } from "@playwright/test";
import { dayName, daysOffAhead, hoursFromNow, offeredDays, offeredOn, smallControls } from "../admin/owner-week";
import { seedCall, signInAsOwner, startFreshServer } from "../admin/support";

// The owner's week on her phone (issue 44) with JavaScript switched off (this project disables
// it), at 390 px: the dashboard's switch turns booking on, "Add days off" posts and draws the form
// again with a new row, a saved range of days off takes every one of its days out of the parents'
// picker (the /discovery-call page's own buttons), and Calls opens on the upcoming calls with the
// week one tap away, every control 44 px or taller. axe needs scripts: the same screens are checked
// in e2e/admin/owner-week.spec.ts.

test.describe.configure({ timeout: 90_000 });

test("booking turned on from the dashboard, days off as a range, and Calls on what is next, without JavaScript", async ({ page }) => {
  const fresh = await startFreshServer();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");
    await expect(page.getByTestId("setup-checklist")).toHaveAttribute("open", "");
    await page.getByRole("button", { name: "Turn booking on" }).click();
    await expect(page).toHaveURL(/\/admin\?booking=on$/);
    await expect(page.getByTestId("switch-message")).toBeFocused();
    await expect(page.getByTestId("booking-state")).toContainText("Booking is on");
    await expect(page.getByTestId("setup-booking")).toContainText("On: parents pick a free time.");

    // Five days off from the second weekday after tomorrow.
    const { days: inRange, first, last, after } = daysOffAhead(5);

    await page.goto(`${fresh.origin}/admin/availability`);
    await page.getByLabel("At most this many calls a day").fill("6");
    await page.getByRole("button", { name: "Add days off" }).click();
    // Drawn again with an empty row, and what was typed kept.
    await expect(page.locator("#dayoff-0-first")).toHaveValue("");
    await expect(page.getByLabel("At most this many calls a day")).toHaveValue("6");
    await page.locator("#dayoff-0-first").fill(first);
    await page.locator("#dayoff-0-last").fill(last);
    await page.getByLabel("Note (optional)").fill("Family visit");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByTestId("saved-message")).toBeFocused();
    await expect(page.getByTestId("saved-message")).toContainText("Availability saved. Parents see the new free times at once.");
    await expect(page.getByTestId("availability-preview")).toContainText(`${dayName(first)}: day off (Family visit)`);

    const offered = await offeredDays(page, fresh.origin, first, after);
    for (const date of inRange) expect(offeredOn(offered, date), date).toEqual([]);
    expect(offeredOn(offered, after)).not.toEqual([]);

    // Calls: the next call, the days off after it; the week one tap away.
    seedCall(fresh.databasePath, hoursFromNow(1), "Ana Pérez");
    await page.goto(`${fresh.origin}/admin/calls`);
    const upcoming = page.getByTestId("upcoming");
    await expect(upcoming.getByTestId("call")).toHaveCount(1);
    await expect(upcoming.getByTestId("call")).toContainText("Ana Pérez");
    await expect(upcoming.getByTestId("call")).toContainText("Status: Booked");
    await expect(upcoming.getByTestId("upcoming-days-off")).toHaveText(`Days off: ${dayName(first)} – ${dayName(last)} (Family visit)`);
    expect(await smallControls(page)).toEqual([]);
    await page.getByRole("link", { name: "Week by week" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Week of / })).toBeVisible();
    expect(await smallControls(page)).toEqual([]);
  } finally {
    fresh.stop();
  }
});
