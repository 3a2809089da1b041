import { expect, test } from "@playwright/test";
import { e2eBookingDir } from "../../playwright.config";
import { axeAtBothWidths, chooseDay, chooseTime, english, expectKept, fillDetails, freeDays, mailTo, openBooking, spanish, times } from "./helpers";

// Issue 33, the parent's path without JavaScript on a 390 px phone: she types her details first,
// then looks at another month and another day, changes her time zone: nothing typed or chosen is
// lost (the picker's months and days are the booking form's own buttons), and the zone she chose
// is remembered on her next visit. Its own days (15 to 18 of the month after the first shown).

test.beforeAll(() => openBooking(e2eBookingDir));
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const nora = {
  name: "Nora Linden",
  email: "nora.linden@example.org",
  phone: "555-234-5678",
  age: "3-4years",
  concerns: "He loves being read to but won't try a word himself. <b>Help?</b>",
};

test("each step a page: a time, the details, then Change, other months and days, and back: nothing typed is lost; Enter books", async ({ page, browser }) => {
  await page.goto("/discovery-call");
  const form = page.getByRole("main");
  // Step 1, the time: no details yet, and no booking button.
  await expect(form.getByLabel(english.name)).toHaveCount(0);
  await expect(page.getByRole("button", { name: english.book })).toBeHidden();
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page).toHaveURL(/\/discovery-call\?month=\d{4}-\d{2}$/);
  await freeDays(page).nth(15).click();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}&date=\d{4}-\d{2}-\d{2}#booking-times$/);
  const dayUrl = page.url();
  // A time is a button of the form: the next step, with that time.
  await chooseTime(page, 1);

  // Step 2, the details, the time chosen stated beside the Book button.
  await expect(page).toHaveURL(/#booking-details$/);
  await expect(times(page)).toHaveCount(0);
  await expect(page.locator("#booking-chosen")).toHaveText(/^Your call: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} [AP]M Eastern TimeChange$/);
  await fillDetails(form, english, nora);

  // Change: back to the times, the details carried along (hidden), other months and days looked at.
  await page.getByRole("button", { name: "Change the time" }).click();
  await expect(page).toHaveURL(/#booking-times$/);
  await expect(page.locator("#booking-times [aria-current=time]")).toHaveCount(1); // the time she had is still marked
  await page.getByRole("button", { name: "Previous month" }).click();
  await page.getByRole("button", { name: "Next month" }).click();
  await freeDays(page).nth(16).click();
  const dayName = (await page.getByRole("table").locator("[aria-current=date]").getAttribute("aria-label"))!.split(",").slice(0, 2).join(",");
  const time = await chooseTime(page, 2);
  await expectKept(form, english, nora);
  await expect(page.locator("#booking-chosen")).toContainText(`Your call: ${dayName}, ${time} Eastern Time`);
  // Nothing was sent on the way: no email to her.
  expect(await mailTo(e2eBookingDir, nora.email)).toEqual([]);

  // Enter in a field books (the form's default button), never a month or a day.
  await form.getByLabel(english.email).press("Enter");
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your call is booked!" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(dayName);
  await expect(page.getByRole("status")).toContainText(time);
  await expect.poll(async () => (await mailTo(e2eBookingDir, nora.email)).length, { timeout: 15_000 }).toBe(1);

  // The picker's page with its buttons and a day chosen, at both widths (axe runs with scripts: it needs timers).
  await axeAtBothWidths(browser, dayUrl);
});

test("in Spanish: a zone chosen with the details typed keeps them, is carried from day to day, remembered on the next visit, and stored with the call", async ({ page, browser }) => {
  const rocio = { ...nora, name: "Rocío Almansa", email: "rocio.almansa@example.org", concerns: "Mi hija lee en inglés en la escuela y en español en casa." };
  await page.goto("/es/discovery-call");
  const form = page.getByRole("main");
  await chooseDay(page, 17);
  await chooseTime(page, 0);
  await fillDetails(form, spanish, rocio);
  await page.getByRole("button", { name: "Cambiar el horario" }).click();
  await page.getByLabel("Su zona horaria").selectOption("America/Los_Angeles");
  await page.getByRole("button", { name: "Ver mis horarios" }).click();
  await expect(page.getByLabel("Su zona horaria")).toHaveValue("America/Los_Angeles");
  // Her time first now, ours beside it.
  await expect(times(page).first()).toHaveAccessibleName(/hora del Este\)$/);
  await chooseDay(page, 17);
  await expect(page).toHaveURL(/zone=America%2FLos_Angeles/);
  await chooseTime(page, 0);
  await expectKept(form, spanish, rocio);
  // Remembered: a cookie of this site, for a year.
  const cookie = (await page.context().cookies()).find((c) => c.name === "booking_zone");
  expect(cookie?.value).toBe("America%2FLos_Angeles");
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);

  // Her next visit (a new tab, the page's plain address) opens with her zone.
  const later = await page.context().newPage();
  await later.goto("/es/discovery-call");
  await expect(later).toHaveURL(/\/es\/discovery-call\?zone=America%2FLos_Angeles$/);
  await expect(later.getByLabel("Su zona horaria")).toHaveValue("America/Los_Angeles");
  await chooseDay(later, 18);
  await expect(times(later).first()).toHaveAccessibleName(/hora del Este\)$/);
  await chooseTime(later, 0);
  await fillDetails(later.getByRole("main"), spanish, rocio);
  await later.getByRole("button", { name: spanish.book }).click();
  await expect(later).toHaveURL(/\/es\/booking\/[A-Za-z0-9_-]+\?booked$/);
  await expect(later.getByRole("heading", { level: 1, name: "¡Su llamada está reservada!" })).toBeVisible();
  await expect(later.getByText(/hora del Pacífico \(.+ hora del Este\)/).first()).toBeVisible();
  // A browser without the cookie still gets the page everyone gets.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const fresh = await other.newPage();
  await fresh.goto("/es/discovery-call");
  await expect(fresh).toHaveURL(/\/es\/discovery-call$/);
  await other.close();

  await axeAtBothWidths(browser, later.url().replace(/\/es\/booking\/.*/, "/es/discovery-call?zone=America%2FLos_Angeles"));
});
