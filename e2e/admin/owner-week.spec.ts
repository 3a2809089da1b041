import { expect, test } from "@playwright/test";
import { ahead, dayName, daysOffAhead, hoursFromNow, offeredDays, offeredOn, smallControls } from "./owner-week";
import { expectAxeClean, seedCall, signInAsOwner, startFreshServer } from "./support";

// The owner's week on her phone (issue 44), with JavaScript, at 390 px: the dashboard's switch and
// checklist turn booking on; a range of days off, with a note, takes every one of its days out of
// the parents' picker and shows in the preview and in Calls; an announcement with dates offers
// them as days off; Calls opens on the upcoming calls, the week one tap away, every control 44 px
// or taller; axe clean on each screen at 390 and 1280 px. On a server of its own: turning booking
// on changes the public discovery-call form. (The same without JavaScript:
// e2e/no-js/owner-week.spec.ts.)

test.describe.configure({ timeout: 180_000 });

test("the owner turns booking on from the dashboard, takes ten days off, and opens Calls on what is next", async ({ page }) => {
  const fresh = await startFreshServer();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });

    // The dashboard: booking off, the switch at the top, the checklist open with what is missing.
    await expect(page.getByTestId("booking-state")).toHaveText("Booking is off: the discovery call form asks parents for a request, and you agree a time by email.");
    const checklist = page.getByTestId("setup-checklist");
    await expect(checklist).toHaveAttribute("open", "");
    await expect(checklist.getByTestId("setup-hours")).toContainText("Not set yet. Until you set them, booking uses the usual hours (Monday to Friday: 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM).");
    await expect(checklist.getByTestId("setup-hours").getByRole("link", { name: /Set your hours/ })).toHaveAttribute("href", "/admin/availability#weekly-hours");
    await expect(checklist.getByTestId("setup-calendar").getByRole("link", { name: /Connect your calendar/ })).toHaveAttribute("href", "/admin/calendars");
    await expect(page.getByRole("button", { name: "Turn booking on" })).toBeInViewport();
    await expectAxeClean(page, "dashboard, booking off");
    await page.setViewportSize({ width: 390, height: 844 });
    // The checklist's last step leads to the switch.
    await checklist.getByTestId("setup-booking").getByRole("link", { name: "Turn it on above" }).click();
    await expect(page.getByRole("button", { name: "Turn booking on" })).toBeFocused();
    await page.getByRole("button", { name: "Turn booking on" }).click();
    const switched = page.getByTestId("switch-message");
    await expect(switched).toHaveText("Booking is on. Parents can pick a free time now.");
    await expect(switched).toBeFocused();
    await expect(page.getByTestId("booking-state")).toHaveText("Booking is on: parents pick a free time on the discovery call form.");
    await expect(page.getByTestId("setup-hours")).toContainText("Monday to Friday: 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM.");
    await expect(page.getByTestId("setup-booking")).toContainText("On: parents pick a free time.");

    // Ten days off from the second weekday after tomorrow. The parents' form is a picker now,
    // offering the weekdays of those ten days.
    const { days: inRange, first, last, after } = daysOffAhead(10);
    const before = await offeredDays(page, fresh.origin, first, after);
    expect(inRange.flatMap((date) => offeredOn(before, date))).not.toEqual([]);

    // Availability: the switch at the top, then ten days off with a note.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${fresh.origin}/admin/availability`);
    await expect(page.getByRole("button", { name: "Turn booking off" })).toBeInViewport();
    await page.getByRole("link", { name: "Days off" }).click();
    await page.getByRole("button", { name: "Add days off" }).click();
    await expect(page.locator("#dayoff-0-first")).toBeFocused();
    await page.locator("#dayoff-0-first").fill(first);
    await page.locator("#dayoff-0-last").fill(last);
    await page.getByLabel("Note (optional)").fill("Winter break");
    // The save button is in reach wherever she is in the form.
    await expect(page.getByRole("button", { name: "Save availability" })).toBeInViewport();
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByTestId("saved-message")).toContainText("Availability saved. Parents see the new free times at once.");
    await expect(page.locator("#dayoff-0-last")).toHaveValue(last);
    const preview = page.getByTestId("availability-preview");
    await expect(preview.getByRole("heading", { name: `${dayName(first)}: day off (Winter break)` })).toBeVisible();
    await expectAxeClean(page, "availability with days off");

    // Every day of the range has gone from the parents' picker; the first weekday after it is still there.
    const offered = await offeredDays(page, fresh.origin, first, after);
    for (const date of inRange) expect(offeredOn(offered, date), date).toEqual([]);
    expect(offeredOn(offered, after)).not.toEqual([]);

    // An announcement with dates offers them as days off.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${fresh.origin}/admin/content/announcement`);
    await page.getByLabel("Show the announcement").check();
    await page.getByLabel("First day shown (optional)").fill(ahead(20));
    await page.getByLabel("Last day shown (optional)").fill(ahead(24));
    await page.locator('[name="en.text"]').fill("No calls for five days: back soon.");
    await page.locator('[name="es.text"]').fill("Sin llamadas cinco días: volvemos pronto.");
    await page.getByRole("button", { name: "Publish" }).click();
    const offer = page.getByTestId("days-off-offer");
    await expect(offer).toContainText(`Your announcement runs ${dayName(ahead(20))} – ${dayName(ahead(24))}.`);
    await expect(offer.getByLabel("Note (optional)")).toHaveValue("No calls for five days: back soon.");
    await expectAxeClean(page, "the announcement's offer");
    await page.setViewportSize({ width: 390, height: 844 });
    await offer.getByRole("button", { name: "Add as days off" }).click();
    await expect(page.getByTestId("saved-message")).toHaveText("Days off added. No call can be booked on those days.");
    await expect(page.locator("#dayoff-1-first")).toHaveValue(ahead(20));
    await expect(page.locator("#dayoff-1-last")).toHaveValue(ahead(24));

    // Calls: the calls ahead in order (one last week is not), each with its day, time, parent and status, the days off among them.
    seedCall(fresh.databasePath, hoursFromNow(-6), "Past Parent");
    seedCall(fresh.databasePath, hoursFromNow(15), "Ben Okafor");
    seedCall(fresh.databasePath, hoursFromNow(1), "Ana Pérez");
    // By the menu on her phone (a navigation in the browser, no reload).
    const nav = page.getByRole("navigation", { name: "Back office" });
    await nav.locator("summary").click();
    await nav.getByRole("link", { name: "Calls" }).click();
    await expect(page.getByRole("link", { name: "Upcoming" })).toHaveAttribute("aria-current", "page");
    const upcoming = page.getByTestId("upcoming");
    await expect(upcoming.getByTestId("call")).toHaveCount(2);
    await expect(upcoming.getByTestId("call").nth(0)).toContainText("Ana Pérez");
    await expect(upcoming.getByTestId("call").nth(0)).toContainText("Status: Booked");
    await expect(upcoming.getByTestId("call").nth(1)).toContainText("Ben Okafor");
    await expect(upcoming).not.toContainText("Past Parent");
    await expect(upcoming.getByTestId("upcoming-days-off").first()).toHaveText(`Days off: ${dayName(first)} – ${dayName(last)} (Winter break)`);
    // In date order: Ana (tomorrow), the days off, Ben (in two weeks).
    const order = await upcoming.locator("[data-testid=call] h4, [data-testid=upcoming-days-off]").allTextContents();
    expect(order.map((text) => (text.startsWith("Days off") ? "off" : text))).toEqual(["Ana Pérez", "off", "Ben Okafor", "off"]);
    expect(await smallControls(page)).toEqual([]);
    await expectAxeClean(page, "calls, upcoming");

    // The week, one tap away, with its controls as large.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("link", { name: "Week by week" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Week of / })).toBeVisible();
    await expect(page.getByRole("link", { name: "Week by week" })).toHaveAttribute("aria-current", "page");
    expect(await smallControls(page)).toEqual([]);
    await expectAxeClean(page, "calls, a week");
  } finally {
    fresh.stop();
  }
});
