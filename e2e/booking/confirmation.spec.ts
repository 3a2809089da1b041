import { expect, test, type Page } from "@playwright/test";
import { e2eBookingDir } from "../../playwright.config";
import { passFormFloor } from "../support";
import { axeAtBothWidths, chooseDay, chooseTime as pickTime, english as labels, fillDetails, mailTo, openBooking, spanish as etiquetas, times } from "./helpers";

// Issue 33, the parent's path on a 390 px phone: the header's booking button, a time first, the
// details, and a confirmation page that stays, with the time in her zone beside the business's and
// "Add to calendar"; with and without JavaScript, in English and Spanish. Its own days (10 to 13
// of the month shown) so it never wants the times booking.spec.ts takes.

test.beforeAll(() => openBooking(e2eBookingDir));

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** The n-th free day of the month shown (the next month's when this one has too few), then its first time (the details follow). */
async function chooseTime(scope: Page | ReturnType<Page["getByRole"]>, n: number) {
  await chooseDay(scope, n);
  return pickTime(scope, 0);
}

const english = { name: "Your name", email: "Email", age: "Your child's age", concerns: "What would you like to talk about?", book: "Book My Discovery Call" };
const spanish = { name: "Su nombre", email: "Correo electrónico", age: "Edad de su hijo", concerns: "¿De qué le gustaría hablar?", book: "Reservar mi llamada de orientación" };

async function expectConfirmation(page: Page, words: { booked: RegExp; addToCalendar: string; cancel: string; move: string }) {
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
  await expect(page.getByRole("heading", { level: 1, name: words.booked })).toBeVisible();
  const calendar = page.getByRole("region", { name: words.addToCalendar });
  await expect(calendar.getByRole("link", { name: /\.ics/ })).toHaveAttribute("href", /\/booking\/[A-Za-z0-9_-]+\/call\.ics$/);
  await expect(calendar.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=.+&dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z&details=.+&location=.+$/);
  await expect(calendar.getByRole("link", { name: /Outlook\.com/ })).toHaveAttribute("href", /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?subject=.+&startdt=.+&enddt=.+&body=.+&location=.+$/);
  // The manage actions are real buttons, 44 px or taller.
  for (const name of [words.move, words.cancel]) {
    const box = await page.getByRole("link", { name, exact: true }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
  // The secret is in no breadcrumb, title or structured data.
  const token = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByRole("navigation", { name: /Breadcrumb|Ruta/ })).not.toContainText(token);
  expect(await page.title()).not.toContain(token);
  for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) expect(json).not.toContain(token);
  // The .ics download is the call.
  const ics = await page.request.get(await calendar.getByRole("link", { name: /\.ics/ }).getAttribute("href").then((h) => h!));
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z/);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's booking button, a time, an error that keeps everything, then a confirmation page that stays", async ({ page, browser }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Book a free 15-minute call" }).click();
    await expect(page).toHaveURL(/\/discovery-call$/);
    // Her zone unknown (no JavaScript, no earlier choice): ours, preset, to change.
    await expect(page.getByLabel("Your time zone")).toHaveValue("America/New_York");
    await chooseTime(page, 10);
    const slot = await page.locator("input[name=slot]").inputValue();
    const form = page.getByRole("main");
    // The phone number is not one: the page comes back with the time and every field kept.
    await fillDetails(form, labels, { name: "Opal Marsh", email: "opal.marsh@example.org", phone: "555-2345", age: "3-4years", concerns: "Short" });
    await page.getByRole("button", { name: english.book }).click();
    await expect(page.locator("[aria-labelledby=discovery-errors-title]")).toBeFocused();
    await expect(page.locator("[aria-labelledby=discovery-errors-title]").getByRole("link")).toHaveText(["Phone: Please enter a valid phone number"]);
    await expect(page.locator("input[name=slot]")).toHaveValue(slot);
    // The chosen time is named beside the Book button, with a way back to the times.
    await expect(page.locator("#booking-chosen")).toHaveText(/^Your call: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} [AP]M Eastern TimeChange$/);
    await expect(page.getByRole("button", { name: "Change the time" })).toBeVisible();
    await expect(form.getByLabel(english.name)).toHaveValue("Opal Marsh");
    await expect(form.getByLabel(english.email)).toHaveValue("opal.marsh@example.org");
    await expect(form.getByLabel("Phone")).toHaveValue("555-2345");
    // The optional answers are kept too (their fold open, since they hold answers).
    await expect(form.getByLabel(english.age)).toHaveValue("3-4years");
    await expect(form.getByLabel(english.concerns)).toHaveValue("Short");

    await form.getByLabel("Phone").fill("555-234-5678");
    await page.getByRole("button", { name: english.book }).click();
    await expectConfirmation(page, { booked: /Your call is booked!/, addToCalendar: "Add to calendar", move: "Choose another time", cancel: "Cancel my call" });
    await expect(page.getByText("We will phone you at 555-234-5678.")).toBeVisible();
    await expect(page.getByText(/Eastern Time/).first()).toBeVisible();
    await expect(page.getByText("We'll send the video link")).toHaveCount(0);
    await axeAtBothWidths(browser, page.url());
  });

  test("a zone chosen without JavaScript: the times in it beside ours, kept from day to day, and stored with the call", async ({ page }) => {
    await page.goto("/es/discovery-call");
    await page.getByLabel("Su zona horaria").selectOption("America/Los_Angeles");
    await page.getByRole("button", { name: "Ver mis horarios" }).click();
    // A post of the booking form (nothing typed is lost), which comes back in her zone.
    await expect(page.getByLabel("Su zona horaria")).toHaveValue("America/Los_Angeles");
    await chooseTime(page, 11);
    await expect(page).toHaveURL(/zone=America%2FLos_Angeles/);
    // The details' step carries her zone (the times showed it: e2e/booking/no-js-path.spec.ts).
    await expect(page.locator("input[name=parent_time_zone]")).toHaveValue("America/Los_Angeles");
    const form = page.getByRole("main");
    await fillDetails(form, etiquetas, { name: "Rocío Campos", email: "rocio.campos@example.org", phone: "555-234-5678", age: "3-4years", concerns: "La hora de leer antes de dormir se ha vuelto difícil en casa." });
    await page.getByRole("button", { name: spanish.book }).click();
    await expectConfirmation(page, { booked: /¡Su llamada está reservada!/, addToCalendar: "Agregar al calendario", move: "Elegir otro horario", cancel: "Cancelar mi llamada" });
    await expect(page.getByText(/hora del Pacífico \(.+ hora del Este\)/).first()).toBeVisible();
    await expect.poll(async () => (await mailTo(e2eBookingDir, "rocio.campos@example.org")).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailTo(e2eBookingDir, "rocio.campos@example.org");
    expect(mail!.subject).toMatch(/hora del Pacífico \(.+ hora del Este\)$/);
  });
});

test.describe("with JavaScript, in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the header's button opens the picker; booking lands on a confirmation page that stays, in both zones; the email is in Pacific Time", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.getByRole("banner").getByRole("link", { name: "Book a free 15-minute call" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "1. Choose a day" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(dialog.getByLabel("Your time zone")).toHaveValue("America/Los_Angeles");
    await chooseDay(dialog, 12);
    // Her time first, ours beside it.
    await expect(times(dialog).first()).toHaveAccessibleName(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} [AP]M \(\d{1,2}:\d{2} [AP]M Eastern Time\)$/);
    await pickTime(dialog, 0);
    await fillDetails(dialog, labels, { name: "Juniper Hale", email: "juniper.hale@example.org", phone: "555-234-5678", age: "6-8years", concerns: "We'd like chapter books she can read on her own." });
    await passFormFloor(page);
    await dialog.getByRole("button", { name: english.book }).click();
    await expectConfirmation(page, { booked: /Your call is booked!/, addToCalendar: "Add to calendar", move: "Choose another time", cancel: "Cancel my call" });
    await expect(page.getByText(/Pacific Time \(.+ Eastern Time\)/).first()).toBeVisible();
    // It stays: no toast that fades (the page's clock, installed by passFormFloor, runs 6 seconds on at once).
    await page.clock.fastForward(6_000);
    await expect(page.getByRole("heading", { level: 1, name: "Your call is booked!" })).toBeVisible();
    await expect.poll(async () => (await mailTo(e2eBookingDir, "juniper.hale@example.org")).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailTo(e2eBookingDir, "juniper.hale@example.org");
    expect(mail!.subject).toMatch(/Pacific Time \(\d{1,2}:\d{2} [AP]M Eastern Time\)$/);
    expect(mail!.text).toMatch(/booked for .+ Pacific Time \(.+ Eastern Time\)\./);
    expect(String(mail!.html)).toMatch(/style="display:inline-block;[^"]*">Reschedule or cancel<\/a>/);
  });

  test("the back-to-top button never covers the times or the submit button at 390 px", async ({ page }) => {
    await page.goto("/discovery-call");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await chooseDay(page, 13);
    const top = page.getByRole("link", { name: "Scroll to top" });
    const targets = [
      async () => times(page).last(),
      async () => {
        await pickTime(page, 0);
        return page.getByRole("button", { name: english.book });
      },
    ];
    for (const next of targets) {
      const target = await next();
      await target.scrollIntoViewIfNeeded();
      // Put the control where the floating button sits: the bottom right of the screen.
      await page.evaluate(() => window.scrollBy(0, -(window.innerHeight - 120)));
      await page.mouse.wheel(0, 1);
      await page.waitForTimeout(200);
      if (!(await top.isVisible())) continue; // hidden: it covers nothing
      const [a, b] = [await top.boundingBox(), await target.boundingBox()];
      const overlaps = a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, "the floating button covers a control").toBeFalsy();
    }
  });
});
