import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { e2eBookingDir } from "../../playwright.config";
import { passFormFloor } from "../support";
import { htmlErrors } from "../vnu";
import { axeAtBothWidths, mailTo, openBooking } from "./helpers";

// Booking a discovery call in a real browser, with and without JavaScript, in English and Spanish,
// against a server of its own (its database has the owner's availability set: every day, 8:00 to
// 20:00 Eastern). Each test takes a different day so they never want the same time, except the
// one about a time just taken.

test.beforeAll(() => openBooking(e2eBookingDir));

function inviteOf(mail: ParsedMail): string {
  return mail.attachments.find((a) => a.contentType === "text/calendar")?.content.toString("utf8") ?? "";
}

/**
 * The days with free times in the month shown, named in full: links, or on /discovery-call the
 * booking form's own buttons (so nothing typed is lost without JavaScript).
 */
function days(page: Page) {
  return page.getByRole("table").locator("a, button");
}

/** The n-th day with free times in the month shown. */
function day(page: Page, n: number) {
  return days(page).nth(n);
}

/** Picks the n-th free day (the next month's if this one has too few), then its first time; returns the day's name. */
async function chooseDayAndTime(page: Page, n: number): Promise<string> {
  if ((await days(page).count()) <= n) await page.getByLabel(/^(Next month|Mes siguiente)$/).click();
  const link = day(page, n);
  const name = (await link.getAttribute("aria-label"))!;
  await link.click();
  await expect(page.getByRole("group", { name: new RegExp(name.split(",").slice(0, 2).join(",")) })).toBeVisible();
  await page.getByRole("radio").first().check();
  await continueWithoutScripts(page);
  return name;
}

/** On /discovery-call without JavaScript, the details are the next step (a page): "Continue". */
async function continueWithoutScripts(page: Page) {
  const next = page.getByRole("button", { name: /^(Continue|Continuar)$/ });
  if (await next.isVisible()) await next.click();
}

async function fillDetails(page: Page, name: string, email: string, labels: { name: string; email: string; age: string; concerns: string; phone?: string } = { name: "Your name", email: "Email", age: "Your child's age", concerns: "What would you like to talk about?" }) {
  const form = page.getByRole("main");
  await form.getByLabel(labels.name).fill(name);
  await form.getByLabel(labels.email).fill(email);
  // The owner phones (the hours' default "I will phone you"): the number is required to book.
  await form.getByLabel(labels.phone ?? "Phone").fill("555-234-5678");
  await form.getByLabel(labels.age).selectOption("3-4years");
  await form.getByLabel(labels.concerns).fill("Bedtime reading has become a struggle at our house.");
}

// Each test waits out the forms' 2-second minimum and the mail server; axe runs at two widths.
test.describe.configure({ timeout: 90_000 });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a parent picks a day and a time, books, gets the invite, moves the call and cancels it from the link", async ({ page, browser }) => {
    await page.goto("/discovery-call");
    await expect(page.getByRole("heading", { name: "1. Choose a day" })).toBeVisible();
    await expect(page.locator("caption")).toContainText("choose a day with free times");
    await expect(page.getByRole("radio")).toHaveCount(0);
    const first = await day(page, 0).getAttribute("aria-label");
    expect(first).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d+ times? available$/);
    // A day at least a few days ahead: a call less than 24 hours away can no longer be changed from its link.
    if ((await days(page).count()) <= 6) await page.getByRole("button", { name: "Next month" }).click();
    await day(page, 6).click();
    await expect(page).toHaveURL(/\?month=\d{4}-\d{2}&date=\d{4}-\d{2}-\d{2}#booking-times$/);
    await expect(page.getByRole("table").getByRole("link")).toHaveCount(0);
    const times = page.getByRole("group", { name: /^2\. Choose a time on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2} \(Eastern Time\)$/ });
    await expect(times).toBeVisible();
    expect(await page.getByRole("radio").count()).toBeGreaterThan(0);
    await expect(page.locator("input[name=slot]:checked")).toHaveCount(0);
    await axeAtBothWidths(browser, page.url());
    const pickerUrl = page.url();

    // The details are the next step: Continue, and the times fold into "Your call: … · Change".
    await expect(page.getByLabel("Your name")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Book My Discovery Call" })).toBeHidden();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/#booking-details$/);
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByText(/^Your call: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await fillDetails(page, "Nora Quill", "nora.quill@example.org");
    await page.getByRole("button", { name: "Book My Discovery Call" }).click();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your call is booked!" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Eastern Time");
    await axeAtBothWidths(browser, page.url());
    // The picker with a day chosen, the booked call's page and the Spanish form: valid HTML.
    const pages = new Map<string, string>();
    for (const url of [pickerUrl, page.url(), "/es/discovery-call"]) pages.set(url, await (await page.request.get(url)).text());
    expect((await htmlErrors(pages)).errors).toEqual([]);

    await expect.poll(async () => (await mailTo(e2eBookingDir, "nora.quill@example.org")).length, { timeout: 15_000 }).toBe(1);
    const [confirmation] = await mailTo(e2eBookingDir, "nora.quill@example.org");
    expect(confirmation!.subject).toMatch(/^Your discovery call is booked: /);
    expect(inviteOf(confirmation!)).toContain("METHOD:REQUEST");
    const manage = /https?:\/\/[^\s]+\/booking\/[A-Za-z0-9_-]+/.exec(confirmation!.text ?? "")![0];
    expect(new URL(manage).pathname).toBe(new URL(page.url()).pathname);

    await page.getByRole("link", { name: "Choose another time" }).click();
    await chooseDayAndTime(page, 7);
    await page.getByRole("button", { name: "Move my call to this time" }).click();
    await expect(page.getByRole("status")).toContainText("Your call is moved to");

    await page.getByRole("link", { name: "Cancel my call" }).click();
    await expect(page.getByText("Are you sure?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel my call" }).click();
    await expect(page.getByRole("status")).toContainText("Your call is cancelled.");
    await expect(page.getByText("This call is cancelled.")).toBeVisible();
    await expect(page.getByRole("button", { name: /cancel/i })).toHaveCount(0);
    await expect.poll(async () => (await mailTo(e2eBookingDir, "nora.quill@example.org")).length, { timeout: 15_000 }).toBe(3);
    const cancelled = (await mailTo(e2eBookingDir, "nora.quill@example.org")).find((mail) => inviteOf(mail).includes("METHOD:CANCEL"));
    expect(inviteOf(cancelled!)).toContain("STATUS:CANCELLED");
  });

  test("a time taken a moment before answers 'That time was just taken' with the nearest free times", async ({ browser }) => {
    const [a, b] = [await browser.newPage(), await browser.newPage()];
    for (const page of [a, b]) {
      await page.goto("/discovery-call");
      await chooseDayAndTime(page, 5);
    }
    for (const [page, who] of [[a, "first"], [b, "second"]] as const) await fillDetails(page, `Parent ${who}`, `${who}.taken@example.org`);
    await a.getByRole("button", { name: "Book My Discovery Call" }).click();
    await expect(a).toHaveURL(/\/booking\//);
    await b.getByRole("button", { name: "Book My Discovery Call" }).click();
    await expect(b.getByRole("alert").first()).toContainText("That time was just taken");
    await expect(b.getByRole("alert").first()).toContainText("The nearest free times are");
    await expect(b.getByRole("main").getByLabel("Your name")).toHaveValue("Parent second");
  });
});

test.describe("with JavaScript", () => {
  test("days load in place, focus moves to the times, and booking lands on the call's own page", async ({ page }) => {
    await page.goto("/discovery-call");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    if ((await days(page).count()) <= 3) await page.getByRole("button", { name: "Next month" }).click();
    await day(page, 2).click();
    await expect(page.locator("#booking-times legend")).toBeFocused();
    // The details show once a time is chosen, and what was typed stays while she looks at other days.
    await expect(page.getByLabel("Your name")).toHaveCount(0);
    await page.getByRole("radio").first().check();
    await fillDetails(page, "Iris Vale", "iris.vale@example.org");
    await day(page, 3).click();
    await expect(page.locator("#booking-times legend")).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByRole("radio").first().check();
    await expect(page.getByRole("main").getByLabel("Your name")).toHaveValue("Iris Vale");
    await expect(page.getByRole("main").getByLabel("What would you like to talk about?")).toHaveValue("Bedtime reading has become a struggle at our house.");
    await passFormFloor(page);
    await page.getByRole("button", { name: "Book My Discovery Call" }).click();
    // A confirmation that stays (issue 33): the call's page, not a toast.
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your call is booked!" })).toBeVisible();
    await expect.poll(async () => (await mailTo(e2eBookingDir, "iris.vale@example.org")).length, { timeout: 15_000 }).toBe(1);
  });

  test("in Spanish: the picker, the confirmation and the email are in Spanish", async ({ page }) => {
    await page.goto("/es/discovery-call");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "1. Elija un día" })).toBeVisible();
    const name = await chooseDayAndTime(page, 4);
    expect(name).toMatch(/horarios disponibles$/);
    await fillDetails(page, "Lucía Hernández", "lucia.reserva@example.org", { name: "Su nombre", email: "Correo electrónico", phone: "Teléfono", age: "Edad de su hijo", concerns: "¿De qué le gustaría hablar?" });
    await passFormFloor(page);
    await page.getByRole("button", { name: "Reservar mi llamada de orientación" }).click();
    await expect(page).toHaveURL(/\/es\/booking\/[A-Za-z0-9_-]+\?booked$/);
    await expect(page.getByRole("heading", { level: 1, name: "¡Su llamada está reservada!" })).toBeVisible();
    await expect.poll(async () => (await mailTo(e2eBookingDir, "lucia.reserva@example.org")).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailTo(e2eBookingDir, "lucia.reserva@example.org");
    expect(mail!.subject).toMatch(/^Su llamada de orientación está reservada: /);
    expect(inviteOf(mail!)).toContain("SUMMARY:Llamada de orientación con");
  });

  test("the dialog books on any page, and the home page counts the calls still open this month", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    // The count is of the calls that still fit in this month's free times (issue 42): at a month's
    // end there may be none, and then no notice at all.
    // (The picker opens on the first month with a free time: another than today's when this one has none.)
    const { booking } = (await (await page.request.get("/api/booking/picker")).json()) as { booking: { month: string; today: string; days: Record<string, { count: number }> } };
    const timesThisMonth = booking.month === booking.today.slice(0, 7) ? Object.values(booking.days).reduce((sum, day) => sum + day.count, 0) : 0;
    const count = page.getByText(/^Only \d+ spots? left this month$/);
    if (timesThisMonth === 0) {
      await expect(count).toHaveCount(0);
      await expect(page.getByText("Limited time: Book your discovery call this month")).toHaveCount(0);
    } else {
      await expect(count).toBeVisible();
      const shown = Number(/\d+/.exec((await count.textContent()) ?? "")?.[0]);
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThanOrEqual(timesThisMonth);
      await expect(page.getByText("Limited time: Book your discovery call this month")).toBeVisible();
    }

    await page.goto("/connect");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.getByRole("region", { name: "Quick Start" }).getByRole("link", { name: "Book a free 15-minute call" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free 15-minute call" });
    await expect(dialog.getByRole("heading", { name: "1. Choose a day" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/connect");
    if ((await dialog.getByRole("table").getByRole("link").count()) <= 8) await dialog.getByRole("link", { name: "Next month" }).click();
    await dialog.getByRole("table").getByRole("link").nth(8).click();
    await expect(dialog.locator("#booking-times legend")).toBeFocused();
    expect(new URL(page.url()).pathname).toBe("/connect");
    const time = dialog.getByRole("radio").first();
    await expect(time).toHaveAccessibleName(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} [AP]M( \(\d{1,2}:\d{2} [AP]M your time\))?$/);
    await time.check();
    await dialog.getByLabel("Your name").fill("Wren Dialog");
    await dialog.getByLabel("Email").fill("wren.dialog@example.org");
    await dialog.getByLabel("Phone").fill("555-234-5678");
    await dialog.getByLabel("Your child's age").selectOption("6-8years");
    await dialog.getByLabel("What would you like to talk about?").fill("We'd like chapter books she can read on her own.");
    await passFormFloor(page);
    await dialog.getByRole("button", { name: "Book My Discovery Call" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your call is booked!" })).toBeVisible();
    await expect.poll(async () => (await mailTo(e2eBookingDir, "wren.dialog@example.org")).length, { timeout: 15_000 }).toBe(1);
  });
});
