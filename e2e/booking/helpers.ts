import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import type { ParsedMail } from "mailparser";
import { addressesOf, receivedMail } from "../support";

// What the booking specs share.

/** Every day 8:00 to 20:00 in the business's zone. */
export const availability = {
  weekly: Array.from({ length: 7 }, () => [{ start: "08:00", end: "20:00" }]),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 1,
  noSameDay: false,
  horizonDays: 60,
  maxPerDay: 40,
  maxPerMonth: 500,
  intervalMinutes: 15,
};

export function openBooking(dir: string, file = "e2e.db") {
  const db = new Database(join(dir, file), { fileMustExist: true });
  try {
    db.prepare("INSERT OR REPLACE INTO booking_availability (id, rules, updated_at) VALUES (1, ?, ?)").run(JSON.stringify(availability), new Date().toISOString());
  } finally {
    db.close();
  }
}

/** How many calls are booked for an address (lower case), in the server's database. */
export function callsFor(dir: string, email: string, file = "e2e.db"): number {
  const db = new Database(join(dir, file), { fileMustExist: true, readonly: true });
  try {
    const row = db.prepare("SELECT count(*) AS n FROM bookings b JOIN discovery_call_requests r ON r.id = b.request_id WHERE lower(r.parent_email) = ?").get(email) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** The emails a test server (its database folder) sent to one address. */
export async function mailTo(dir: string, address: string): Promise<ParsedMail[]> {
  return (await receivedMail(dir)).filter((mail) => addressesOf(mail.to).includes(address.toLowerCase()));
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** axe at 390 and 1280 px, in a page with scripts on (axe needs timers). */
export async function axeAtBothWidths(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    expect(await violations(page), "at 390 px").toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await violations(page), "at 1280 px").toEqual([]);
  } finally {
    await context.close();
  }
}

/** The days with free times of the month shown: links in the dialog, the booking form's own buttons on /discovery-call. */
export function freeDays(scope: Page | Locator) {
  return scope.getByRole("table").locator("a, button");
}

/** The n-th free day of the month shown, or of the next month when this one has too few; returns its name. */
export async function chooseDay(scope: Page | Locator, n: number): Promise<string> {
  if ((await freeDays(scope).count()) <= n) {
    const month = await scope.getByRole("table").locator("caption").textContent();
    await scope.getByLabel(/^(Next month|Mes siguiente)$/).click();
    await expect(scope.getByRole("table").locator("caption")).not.toHaveText(month!);
  }
  const day = freeDays(scope).nth(n);
  const name = (await day.getAttribute("aria-label"))!;
  await day.click();
  await expect(scope.getByRole("radio").first()).toBeVisible();
  return name;
}

export const english = { name: "Your name", email: "Email", phone: "Phone", age: "Your child's age", concerns: "What would you like to talk about?", book: "Book My Discovery Call" };
export const spanish = { name: "Su nombre", email: "Correo electrónico", phone: "Teléfono", age: "Edad de su hijo", concerns: "¿De qué le gustaría hablar?", book: "Reservar mi llamada de orientación" };

export type Details = { name: string; email: string; phone: string; age: string; concerns: string };

export async function fillDetails(scope: Page | Locator, labels: typeof english, details: Details) {
  await scope.getByLabel(labels.name).fill(details.name);
  await scope.getByLabel(labels.email).fill(details.email);
  await scope.getByLabel(labels.phone).fill(details.phone);
  await scope.getByLabel(labels.age).selectOption(details.age);
  await scope.getByLabel(labels.concerns).fill(details.concerns);
}

/** Every field still holds what was typed. */
export async function expectKept(scope: Page | Locator, labels: typeof english, details: Details) {
  await expect(scope.getByLabel(labels.name)).toHaveValue(details.name);
  await expect(scope.getByLabel(labels.email)).toHaveValue(details.email);
  await expect(scope.getByLabel(labels.phone)).toHaveValue(details.phone);
  await expect(scope.getByLabel(labels.age)).toHaveValue(details.age);
  await expect(scope.getByLabel(labels.concerns)).toHaveValue(details.concerns);
}
