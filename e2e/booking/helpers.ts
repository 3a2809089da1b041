import { join } from "node:path";
import { violations } from "../axe";
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

/** The times of the day shown: buttons (links on the manage page); each moves on to the next step (issue 42). */
export function times(scope: Page | Locator) {
  return scope.locator("#booking-times li").locator("a, button");
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
  // The day's name without its count of times ("Monday, December 28"): a test running beside this
  // one may book a time of that day in the meantime ("…, 47 times available").
  const date = name.slice(0, name.lastIndexOf(", "));
  await expect(scope.getByRole("table").locator(`[aria-current=date][aria-label^="${date}, "]`)).toHaveCount(1);
  await expect(times(scope).first()).toBeVisible();
  return name;
}

/** Picks the n-th time of the day shown; returns her time as it reads large ("4:00 PM"). */
export async function chooseTime(scope: Page | Locator, n = 0): Promise<string> {
  const time = times(scope).nth(n);
  const label = (await time.locator(".text-lg").innerText()).trim();
  await time.click();
  return label;
}

export const english = { name: "Your name", email: "Email", phone: "Phone", age: "Your child's age", concerns: "What would you like to talk about?", book: "Book My Discovery Call", more: "Tell us more (optional)" };
export const spanish = { name: "Su nombre", email: "Correo electrónico", phone: "Teléfono", age: "Edad de su hijo", concerns: "¿De qué le gustaría hablar?", book: "Reservar mi llamada de orientación", more: "Cuéntenos más (opcional)" };

export type Details = { name: string; email: string; phone: string; age?: string; concerns?: string };

/** Opens "Tell us more (optional)" when it is closed (the child's age and the question, unless the owner requires them). */
export async function openMore(scope: Page | Locator, labels: typeof english) {
  const more = scope.locator("details", { hasText: labels.more });
  if ((await more.count()) > 0 && (await more.getAttribute("open")) === null) await more.locator("summary").click();
}

export async function fillDetails(scope: Page | Locator, labels: typeof english, details: Details) {
  await scope.getByLabel(labels.name).fill(details.name);
  await scope.getByLabel(labels.email).fill(details.email);
  await scope.getByLabel(labels.phone).fill(details.phone);
  if (details.age === undefined && details.concerns === undefined) return;
  await openMore(scope, labels);
  if (details.age !== undefined) await scope.getByLabel(labels.age).selectOption(details.age);
  if (details.concerns !== undefined) await scope.getByLabel(labels.concerns).fill(details.concerns);
}

/** Every field still holds what was typed. */
export async function expectKept(scope: Page | Locator, labels: typeof english, details: Details) {
  await expect(scope.getByLabel(labels.name)).toHaveValue(details.name);
  await expect(scope.getByLabel(labels.email)).toHaveValue(details.email);
  await expect(scope.getByLabel(labels.phone)).toHaveValue(details.phone);
  if (details.age !== undefined) await expect(scope.getByLabel(labels.age)).toHaveValue(details.age);
  if (details.concerns !== undefined) await expect(scope.getByLabel(labels.concerns)).toHaveValue(details.concerns);
}

/** Whether an element lies wholly inside the window (a phone shows it without a scroll). */
export async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

/** Counts the layout shifts no input caused, from the page's first paint (read with `shifts(page)`). */
export async function countShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export async function shifts(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}
