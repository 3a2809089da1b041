import { expect, test, type Page } from "@playwright/test";
import { dateInBusinessZone, expectAxeClean, mondayOf, seedCall, signInAsOwner, startFreshServer } from "./support";
import { chooseTime, english, freeDays } from "../booking/helpers";
import { passFormFloor } from "../support";

// The owner's week, on her phone (390 px): she sets her hours with the time selects (a failed save
// focuses the error summary, hours from midnight ask first), sees the preview and the agenda,
// moves a call with the parents' picker, copies and subscribes to her calendar link, replaces it
// (asked first) and marks a call completed; every screen is clean for axe at 390 and 1280 px. On a
// server of its own: turning booking on changes the public discovery-call form, which the other
// browser tests use at the same time on the shared one.

test.describe.configure({ timeout: 180_000 });

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Every day from 12:00 AM to 11:45 PM, one range: the preview and the picker have times whenever the test runs. */
async function allDayEveryDay(page: Page) {
  for (const [i, day] of WEEKDAYS.entries()) {
    const index = (i + 1) % 7;
    // Monday to Friday start with 9-12 and 1-5: the second goes.
    const second = page.getByRole("button", { name: `Remove hours 2 on ${day}` });
    if (await second.count()) await second.click();
    if ((await page.getByLabel(`${day}, hours 1, from`).count()) === 0) {
      await page.getByRole("button", { name: `Add hours on ${day}` }).click();
      // With JavaScript the new range appears at once, its first select focused.
      await expect(page.locator(`#weekly-${index}-0-start`)).toBeFocused();
    }
    await page.getByLabel(`${day}, hours 1, from`).selectOption({ label: "12:00 AM" });
    await page.getByLabel(`${day}, hours 1, to`).selectOption({ label: "11:45 PM" });
  }
}

/** Opens a section of the back office by its menu (the Menu button first on a phone): a navigation in the browser, no reload. */
async function openFromMenu(page: Page, name: string | RegExp) {
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  const nav = page.getByRole("navigation", { name: "Back office" });
  const menu = nav.locator("summary");
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("link", { name }).click();
}

test("the owner sets her hours with time selects, moves a call with the picker, and manages her calendar link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // No form floor (as on the other test servers, docs/testing.md): the parent's form is sent at the end.
  const fresh = await startFreshServer({ NODE_ENV: "test", FORM_TOKEN_MIN_AGE_MS: "0" });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });

    // Availability: off until she turns it on; times named by the zone, never its id.
    await openFromMenu(page, "Availability");
    await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");
    await expect(page.getByText("All times are in Eastern Time.")).toBeVisible();
    await expect(page.getByLabel("Monday, hours 1, from")).toHaveValue("09:00");
    await expect(page.getByLabel("Monday, hours 1, from").locator("option:checked")).toHaveText("9:00 AM");

    // A failed save: the summary at the top takes the focus, each entry leads to its field.
    await page.getByLabel("Wednesday, hours 1, to").selectOption({ label: "8:00 AM" });
    await page.getByLabel("A video call at my link").check();
    await page.getByLabel("Your video call link").fill("zoom.us/j/123456789");
    await page.getByRole("button", { name: "Save availability" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText("Wednesday: 9:00 AM – 8:00 AM ends before it starts.");
    await expect(summary).toContainText("Paste the whole link of your video call, starting with https://");
    await expect(page.getByLabel("Wednesday, hours 1, to")).toHaveAttribute("aria-invalid", "true");
    await expectAxeClean(page, "availability with errors");
    await page.setViewportSize({ width: 390, height: 844 });
    await summary.getByRole("link", { name: /Wednesday/ }).click();
    await expect(page.getByLabel("Wednesday, hours 1, to")).toBeFocused();
    await page.getByLabel("Wednesday, hours 1, to").selectOption({ label: "12:00 PM" });
    await page.getByLabel("Your video call link").fill("https://zoom.us/j/123456789");

    // A day off, picked with a date input (the last day left empty: one day).
    await page.getByRole("button", { name: "Add days off" }).click();
    await expect(page.locator("#dayoff-0-first")).toBeFocused();
    await page.locator("#dayoff-0-first").fill("2030-12-24");

    // Every day from midnight (an "AM by mistake" shape): asked first, then saved.
    await allDayEveryDay(page);
    await page.getByLabel("Minimum notice (hours)").fill("0");
    // What the booking form asks: a question too (checked on the parent's form at the end).
    await page.getByLabel("Require a question (10 to 1000 characters)").check();
    await page.getByRole("button", { name: "Save availability" }).click();
    const confirm = page.getByTestId("confirm-hours");
    await expect(confirm).toBeFocused();
    await expect(confirm).toBeInViewport();
    await expect(confirm).toContainText("You chose 12:00 AM – 11:45 PM on Mondays. Is that right?");
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");
    await expectAxeClean(page, "availability asking first");
    await page.setViewportSize({ width: 390, height: 844 });
    await confirm.getByRole("button", { name: "Yes, save these hours" }).click();
    const saved = page.getByTestId("saved-message");
    await expect(saved).toContainText("Availability saved. Booking is off: turn it on at the top of this page when you are ready.");
    await expect(saved).toBeFocused();
    await expect(saved).toBeInViewport();
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");
    await page.getByRole("button", { name: "Turn booking on" }).click();
    await expect(page.getByTestId("switch-message")).toBeFocused();
    await expect(page.getByTestId("booking-state")).toContainText("Booking is on");
    await expect(page.getByLabel("Your video call link")).toHaveValue("https://zoom.us/j/123456789");
    await expect(page.locator("#dayoff-0-first")).toHaveValue("2030-12-24");
    await expect(page.locator("#dayoff-0-last")).toHaveValue("2030-12-24");
    await expect(page.getByRole("heading", { level: 2, name: "Free times in the next 14 days" })).toBeVisible();
    const previewDays = page.getByTestId("availability-preview").getByRole("heading", { level: 3 });
    await expect(previewDays).toHaveCount(14);
    await expect(previewDays.first()).toContainText(/\d+ free times?/);
    await expectAxeClean(page, "availability");

    // A call that began half an hour ago and one tomorrow, in the agenda.
    const start = Math.floor((Date.now() - 30 * 60_000) / 300_000) * 300_000;
    const tomorrow = Math.floor((Date.now() + 26 * 60 * 60_000) / 3_600_000) * 3_600_000;
    seedCall(fresh.databasePath, start, "Ana Pérez");
    seedCall(fresh.databasePath, tomorrow, "Ben Okafor");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${fresh.origin}/admin/calls?week=${mondayOf(dateInBusinessZone(start))}`);
    await expect(page.getByRole("heading", { level: 1, name: "Calls" })).toBeVisible();
    await expect(page.getByText("Times are in Eastern Time.")).toBeVisible();
    const call = page.getByTestId("call").filter({ hasText: "Ana Pérez" });
    await expect(call).toContainText("Status: Booked");
    await expect(call.getByRole("link", { name: "ana@example.org" })).toHaveAttribute("href", "mailto:ana@example.org");
    await expect(call).toContainText("3-4 years");
    await expect(call.getByRole("link", { name: /Open the request and its notes/ })).toHaveAttribute("href", /\/admin\/inbox\/discovery-call\/\d+$/);

    // The calendar link in full, with Copy and Subscribe.
    const feedUrl = page.getByTestId("feed-url");
    await expect(feedUrl).toHaveText(/^https?:\/\/\S+\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const link = (await feedUrl.textContent())!;
    const box = await feedUrl.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole("link", { name: "Subscribe in my calendar app" })).toHaveAttribute("href", `webcal://${link.replace(/^https?:\/\//, "")}`);
    await page.getByRole("button", { name: "Copy the link" }).click();
    await expect(page.getByText("Link copied. Paste it in your calendar app.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page.getByText("Google, Apple and Outlook Calendar refresh a subscribed calendar only every few hours: this page is the real-time view.")).toBeVisible();
    await expectAxeClean(page, "calls");

    // A new link asks first.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Yes, create a new link" })).toBeHidden();
    await page.getByText("Create a new link…").click();
    await expect(page.getByText("Your calendar apps subscribed to the old link will stop updating.")).toBeVisible();
    await page.getByRole("button", { name: "Yes, create a new link" }).click();
    const rotated = page.getByTestId("calls-message");
    await expect(rotated).toContainText("A new calendar link is ready.");
    await expect(rotated).toBeFocused();
    await expect(rotated).toBeInViewport();
    await expect(feedUrl).not.toHaveText(link);

    // Moving tomorrow's call with the parents' picker: a day, then a time. Tomorrow's week is this
    // one or, on a Sunday, the next (its link).
    if (mondayOf(dateInBusinessZone(tomorrow)) !== mondayOf(dateInBusinessZone(start))) {
      await page.getByRole("link", { name: "Next week" }).click();
      await expect(page).toHaveURL(new RegExp(`week=${mondayOf(dateInBusinessZone(tomorrow))}`));
    }
    const ben = page.getByTestId("call").filter({ hasText: "Ben Okafor" });
    await ben.getByRole("link", { name: /Reschedule/ }).click();
    const picker = ben.locator("section[id^=move-]");
    await expect(picker.getByRole("heading", { name: "A new time for the call with Ben Okafor" })).toBeVisible();
    await expect(picker.getByRole("combobox")).toHaveCount(0);
    // Nothing is chosen for her.
    await expect(picker.getByRole("radio", { checked: true })).toHaveCount(0);
    await picker.locator("table a").last().click();
    await picker.getByRole("radio").first().check();
    await expectAxeClean(page, "calls, moving a call");
    await page.setViewportSize({ width: 390, height: 844 });
    await picker.getByRole("button", { name: /Move the call/ }).click();
    const moved = page.getByTestId("calls-message");
    await expect(moved).toContainText("The call is moved and the parent gets an updated invite.");
    await expect(moved).toBeFocused();
    await expect(moved).toBeInViewport();
    await expect(page.getByTestId("call").filter({ hasText: "Ben Okafor" })).toContainText("Status: Booked");

    // Marking the call that began.
    await page.goto(`${fresh.origin}/admin/calls?week=${mondayOf(dateInBusinessZone(start))}`);
    await page.getByTestId("call").filter({ hasText: "Ana Pérez" }).getByRole("button", { name: /Mark completed/ }).click();
    await expect(page.getByText("Marked completed.")).toBeFocused();
    await expect(page.getByTestId("call").filter({ hasText: "Ana Pérez" })).toContainText("Status: Completed");
    await expectAxeClean(page, "calls after marking");

    // The inbox knows the request became a call.
    await openFromMenu(page, /^Inbox/);
    await expect(page.getByText("Call: Completed").first()).toBeVisible();
    await page.getByRole("link", { name: "Ana Pérez" }).first().click();
    await expect(page.getByTestId("inbox-call")).toContainText("Eastern Time");
    await expect(page.getByTestId("inbox-call")).toContainText("Completed");
    await expectAxeClean(page, "inbox item with a call");

    // The question she requires, on the parent's form with JavaScript (issue 42): asked in the
    // open, not under "Tell us more (optional)"; a booking without it stays on the form with the
    // field marked, nothing booked; with it, booked.
    await page.goto(`${fresh.origin}/discovery-call`);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await freeDays(page).first().click();
    await chooseTime(page, 0);
    const form = page.getByRole("main");
    const question = form.getByLabel(english.concerns);
    await expect(question).toBeVisible();
    await expect(form.locator("details", { hasText: english.more }).getByLabel(english.concerns)).toHaveCount(0);
    await form.getByLabel(english.name).fill("Ada Moreno");
    await form.getByLabel(english.email).fill("ada.moreno@example.org");
    await passFormFloor(page);
    await page.getByRole("button", { name: english.book }).click();
    await expect(question).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`^${fresh.origin}/discovery-call`));
    await question.fill("We read every night, but she will not try a word herself yet.");
    await page.getByRole("button", { name: english.book }).click();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
  } finally {
    fresh.stop();
  }
});
