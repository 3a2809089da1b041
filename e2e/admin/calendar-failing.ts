import { expect, type Page } from "@playwright/test";
import { expectAxeClean, signInAsOwner, startFreshServer } from "./support";

/**
 * "Your calendars" on a 390 px phone, on a server of its own (a calendar that cannot be read pauses
 * booking after an hour, for everyone on that server): she reaches it from Availability; an address
 * that is not allowed is refused with a summary and nothing stored; one that cannot be read is kept,
 * listed by its host, and shown as failed with why (an alert, never the "saved" box); the guide says
 * per app where the private address is and what it shares (a <details> each, opened by the browser);
 * the page says no email will tell her of a pause (email is not set up on that server); she removes
 * it. With JavaScript (e2e/admin/calendars.spec.ts, axe at 390 and 1280 px) and without
 * (e2e/no-js/calendars.spec.ts).
 */
export async function failingCalendarEndToEnd(page: Page, { js }: { js: boolean }) {
  const fresh = await startFreshServer();
  try {
    const phone = () => page.setViewportSize({ width: 390, height: 844 });
    await phone();
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
    // With JavaScript by the menu on her phone (a navigation in the browser, no reload).
    if (js) {
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      const nav = page.getByRole("navigation", { name: "Back office" });
      await nav.locator("summary").click();
      await nav.getByRole("link", { name: "Availability" }).click();
    } else await page.goto(`${fresh.origin}/admin/availability`);
    await page.getByRole("link", { name: /Your own calendars/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your calendars" })).toBeVisible();
    await expect(page.getByText("No calendars yet.")).toBeVisible();
    if (js) await expectAxeClean(page, "no calendars");
    await phone();

    // Where each app keeps the address: one app at a time, Google's on a computer only.
    const google = page.locator("details").filter({ has: page.getByText("Google Calendar", { exact: true }) });
    await expect(google.getByText("Secret address in iCal format", { exact: false })).toBeHidden();
    await google.getByText("Google Calendar", { exact: true }).click();
    await expect(google).toContainText("On a computer: the Google Calendar app on a phone does not have this setting.");
    await expect(google).toContainText("Scroll to “Integrate calendar” and copy “Secret address in iCal format”.");
    await expect(google).toContainText("Google has no private address that shares only busy times.");
    const icloud = page.locator("details").filter({ has: page.getByText("Apple iCloud", { exact: true }) });
    await icloud.getByText("Apple iCloud", { exact: true }).click();
    await expect(icloud).toContainText("So do not share your family calendar.");
    const outlook = page.locator("details").filter({ has: page.getByText("Outlook (Outlook.com or Microsoft 365)", { exact: true }) });
    await outlook.getByText("Outlook (Outlook.com or Microsoft 365)", { exact: true }).click();
    await expect(outlook).toContainText("choose “Can view when I’m busy”");
    await expect(page.getByText("Email is not set up on this site, so no email tells you when a calendar stops working or booking pauses")).toBeVisible();
    if (js) await expectAxeClean(page, "the guide opened");
    await phone();

    // Not https: refused, the summary names why, nothing is listed.
    await page.getByLabel("Calendar address").fill("http://calendar.example.com/basic.ics");
    await page.getByRole("button", { name: "Add calendar" }).click();
    const summary = page.getByTestId("error-summary");
    if (js) await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading", { name: "Please fix this:" })).toBeVisible();
    await expect(summary).toContainText("Only secure calendar addresses");
    await expect(page.getByLabel("Calendar address")).toHaveAttribute("aria-invalid", "true");
    if (js) await expectAxeClean(page, "a refused address");
    await phone();
    // A private network address: refused too.
    await page.getByLabel("Calendar address").fill("https://192.168.1.10/calendar.ics");
    await page.getByRole("button", { name: "Add calendar" }).click();
    await expect(summary).toContainText("private network");
    await expect(page.getByText("No calendars yet.")).toBeVisible();

    // An address whose name does not exist: kept, listed by its host only, shown as failed with why.
    await page.getByLabel("Calendar address").fill("webcal://calendar.invalid/ical/secret-part-abc123/basic.ics");
    await page.getByLabel("Name (optional)").fill("Work");
    await page.getByRole("button", { name: "Add calendar" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "This calendar could not be read" });
    await expect(failed).toContainText("“Work” is in your list, but it could not be read: No such address: check that it was copied whole.");
    await expect(failed).toContainText("after an hour, booking pauses");
    // Never in the "saved" box.
    await expect(page.getByRole("status").filter({ hasText: "Calendar added" })).toHaveCount(0);
    const item = page.getByTestId("calendar-list").getByRole("listitem");
    await expect(item.getByRole("heading", { name: "Work" })).toBeVisible();
    await expect(item).toContainText("Could not be read");
    await expect(item).toContainText("Address: calendar.invalid/…");
    await expect(item).toContainText("Could not be read: No such address");
    await expect(page.locator("body")).not.toContainText("secret-part-abc123");
    if (js) await expectAxeClean(page, "a failing calendar");
    await phone();

    // "Read now": still failing, said so again.
    await item.getByRole("button", { name: "Read now: Work" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "“Work” still could not be read: No such address" })).toBeVisible();

    await item.getByRole("button", { name: "Remove Work" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Calendar removed." })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "could not be read" })).toHaveCount(0);
    await expect(page.getByText("No calendars yet.")).toBeVisible();
  } finally {
    fresh.stop();
  }
}
