import { expect, test } from "@playwright/test";
import { dateInBusinessZone, mondayOf, seedCall, signInAsOwner, startFreshServer } from "../admin/support";
import { chooseTime, english, expectKept, fillDetails, freeDays } from "../booking/helpers";

// The owner's booking screens with JavaScript switched off (this project disables it): "Add hours"
// and "Remove" post and draw the form again keeping everything else, a failed save opens on the
// focused error summary, 1:00 AM hours ask first, a call moves with the picker's links and radio
// buttons, and a new calendar link is asked first; what the booking form requires is kept through
// each step and saved. On a server of its own (booking turns on). axe
// needs scripts: the same screens are checked in the desktop project (e2e/admin/calls.spec.ts).

test.describe.configure({ timeout: 60_000 });

test("hours, calls and the calendar link work without JavaScript", async ({ page }) => {
  // No form floor (as on the other test servers, docs/testing.md): the parent's form is sent twice below.
  const fresh = await startFreshServer({ NODE_ENV: "test", FORM_TOKEN_MIN_AGE_MS: "0" });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
    await page.goto(`${fresh.origin}/admin/availability`);
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");

    // Something typed, then "Add hours" on Saturday: drawn again with the new range, the typing kept.
    await page.getByLabel("At most this many calls a day").fill("6");
    // What the booking form asks (issue 42): neither box ticked at first; one ticked, kept through every step.
    await expect(page.getByLabel("Require a question (10 to 1000 characters)")).not.toBeChecked();
    await page.getByLabel("Require the child's age").check();
    await page.getByRole("button", { name: "Add hours on Saturday" }).click();
    await expect(page.getByLabel("Saturday, hours 1, from")).toHaveValue("09:00");
    await expect(page.getByLabel("Saturday, hours 1, to")).toHaveValue("12:00");
    await expect(page.getByLabel("At most this many calls a day")).toHaveValue("6");
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");
    await page.getByRole("button", { name: "Remove hours 2 on Friday" }).click();
    await expect(page.getByLabel("Friday, hours 2, from")).toHaveCount(0);
    await expect(page.getByLabel("Saturday, hours 1, from")).toHaveValue("09:00");

    // A failed save: the summary is focused on load and links to the field.
    await page.getByLabel("Tuesday, hours 2, from").selectOption({ label: "11:00 AM" });
    await page.getByRole("button", { name: "Save availability" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("Tuesday: 11:00 AM – 5:00 PM overlaps other hours that day.");
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: /Tuesday/ }).click();
    await expect(page).toHaveURL(/#weekly-2-1-start$/);
    await page.getByLabel("Tuesday, hours 2, from").selectOption({ label: "1:00 PM" });

    // "9-12, 1-5" read as 1:00 AM – 5:00 AM: asked first, then saved with a second submit.
    await page.getByLabel("Monday, hours 2, from").selectOption({ label: "1:00 AM" });
    await page.getByLabel("Monday, hours 2, to").selectOption({ label: "5:00 AM" });
    await page.getByRole("button", { name: "Save availability" }).click();
    const confirm = page.getByTestId("confirm-hours");
    await expect(confirm).toContainText("You chose 1:00 AM – 5:00 AM on Mondays. Is that right?");
    await expect(confirm).toBeFocused();
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");
    await confirm.getByRole("button", { name: "Yes, save these hours" }).click();
    await expect(page.getByTestId("saved-message")).toBeFocused();
    // Saved; booking stays off until she turns it on at the top.
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");
    await page.getByRole("button", { name: "Turn booking on" }).click();
    await expect(page.getByTestId("switch-message")).toBeFocused();
    await expect(page.getByTestId("booking-state")).toContainText("Booking is on");
    await expect(page.getByLabel("Monday, hours 1, from")).toHaveValue("01:00");
    await expect(page.getByLabel("At most this many calls a day")).toHaveValue("6");
    await expect(page.getByLabel("Require the child's age")).toBeChecked();
    await expect(page.getByLabel("Require a question (10 to 1000 characters)")).not.toBeChecked();

    // Every day all day, no notice, for the picker: midnight is asked about too.
    // Each press draws the page again: the next count waits for the new page to be read whole.
    const press = async (name: string) => {
      await page.getByRole("button", { name }).click();
      await page.waitForLoadState("domcontentloaded");
    };
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      while ((await page.getByRole("button", { name: `Remove hours 2 on ${day}` }).count()) > 0) await press(`Remove hours 2 on ${day}`);
      if ((await page.getByLabel(`${day}, hours 1, from`).count()) === 0) await press(`Add hours on ${day}`);
      await page.getByLabel(`${day}, hours 1, from`).selectOption({ label: "12:00 AM" });
      await page.getByLabel(`${day}, hours 1, to`).selectOption({ label: "11:45 PM" });
    }
    await page.getByLabel("Minimum notice (hours)").fill("0");
    await page.getByRole("button", { name: "Save availability" }).click();
    await page.getByTestId("confirm-hours").getByRole("button", { name: "Yes, save these hours" }).click();
    await expect(page.getByTestId("saved-message")).toContainText("Availability saved.");

    // A call moved with the picker: a day link, a time, the button.
    const tomorrow = Math.floor((Date.now() + 26 * 60 * 60_000) / 3_600_000) * 3_600_000;
    seedCall(fresh.databasePath, tomorrow, "Ben Okafor");
    await page.goto(`${fresh.origin}/admin/calls?week=${mondayOf(dateInBusinessZone(tomorrow))}`);
    const ben = page.getByTestId("call").filter({ hasText: "Ben Okafor" });
    await ben.getByRole("link", { name: /Reschedule/ }).click();
    const picker = page.locator("section[id^=move-]");
    await picker.locator("table a").last().click();
    await expect(page).toHaveURL(/[?&]move=\d+/);
    await page.locator("section[id^=move-]").getByRole("radio").first().check();
    await page.locator("section[id^=move-]").getByRole("button", { name: /Move the call/ }).click();
    await expect(page.getByTestId("calls-message")).toContainText("The call is moved");
    await expect(page.getByTestId("calls-message")).toBeFocused();

    // No time chosen: asked for one, the picker still open.
    await page.getByTestId("call").filter({ hasText: "Ben Okafor" }).getByRole("link", { name: /Reschedule/ }).click();
    await page.locator("section[id^=move-]").getByRole("button", { name: /Move the call/ }).click();
    await expect(page.getByTestId("calls-message")).toContainText("Choose a day, then a new time, before moving the call.");
    await expect(page.locator("section[id^=move-]")).toBeVisible();

    // The link in full (no Copy button without JavaScript), Subscribe, and a new link asked first.
    await expect(page.getByTestId("feed-url")).toHaveText(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    await expect(page.getByRole("button", { name: "Copy the link" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Subscribe in my calendar app" })).toHaveAttribute("href", /^webcal:\/\//);
    await page.getByText("Create a new link…").click();
    await page.getByRole("button", { name: "Yes, create a new link" }).click();
    await expect(page.getByTestId("calls-message")).toContainText("A new calendar link is ready.");
    await expect(page.getByTestId("calls-message")).toBeFocused();

    // What she requires reaches the parent's form (issue 42): the child's age asked in the open,
    // not under "Tell us more (optional)", and a booking without it refused at the field, nothing
    // booked; the question stays optional. Then booked with the age.
    await page.goto(`${fresh.origin}/discovery-call`);
    await freeDays(page).first().click();
    await chooseTime(page, 0);
    const form = page.getByRole("main");
    await expect(form.getByLabel(english.age)).toBeVisible();
    await expect(form.locator("details", { hasText: english.more }).getByLabel(english.age)).toHaveCount(0);
    await fillDetails(form, english, { name: "Ada Moreno", email: "ada.moreno@example.org", phone: "555-234-5678" });
    await page.getByRole("button", { name: english.book }).click();
    await expect(page).toHaveURL(new RegExp(`^${fresh.origin}/discovery-call`));
    const errors = page.locator("[aria-labelledby=discovery-errors-title]");
    await expect(errors).toBeFocused();
    await expect(errors.getByRole("link")).toHaveText(["Your child's age: This field is required"]);
    await expect(form.getByLabel(english.age)).toHaveAttribute("aria-invalid", "true");
    await expectKept(form, english, { name: "Ada Moreno", email: "ada.moreno@example.org", phone: "555-234-5678" });
    await form.getByLabel(english.age).selectOption("4-5years");
    await page.getByRole("button", { name: english.book }).click();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your call is booked!" })).toBeVisible();
  } finally {
    fresh.stop();
  }
});
