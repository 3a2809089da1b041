import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { simpleParser, type ParsedMail } from "mailparser";
import { decodeEntities } from "#common/plain-text.ts";
import { e2eDatabaseDir } from "../playwright.config";

/** Opens a page and waits until React has hydrated it (see the effect in app/root.tsx). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** The text of served HTML with React's text separators and entity escapes undone, for plain `toContain` checks. */
export function decode(html: string): string {
  return decodeEntities(html.replace(/<!-- -->/g, ""));
}

/** The menu panel at 390 px, once its slide-in has finished: it hugs the right edge and holds every link, in order. */
export async function expectMenuPanel(panel: Locator) {
  await expect.poll(async () => Math.round(((await panel.boundingBox())?.x ?? 0) + ((await panel.boundingBox())?.width ?? 0))).toBe(390);
  await expect(panel.getByRole("heading", { name: "About" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Resources" })).toBeVisible();
  await expect(panel.getByRole("link")).toHaveText([
    "Home", "Services", "Partnerships", "Assessment",
    "Our Founder", "Our Mission", "Testimonials", "Contact Us",
    "Science", "FAQ", "Methodology", "Blog", "Events",
    "Book a free 15-minute call",
  ]);
}

/** Every image is same-origin, with its width, height and alt (and, unless `some` is false, there is one). */
export async function expectImagesSized(page: Page, { some = true } = {}) {
  const images = await page.locator("img").evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc || img.src,
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
    })),
  );
  if (some) expect(images.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const image of images) {
    expect(new URL(image.src).origin, image.src).toBe(origin);
    expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
    expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
    expect(image.alt, `${image.src} alt`).not.toBeNull();
  }
}

const clockInstalled = new WeakSet<object>();

/**
 * Moves the page's clock 2 seconds on, at once, past the browser's own floor (a form open at least
 * 2 seconds before it is sent, common/forms/anti-bot.ts), instead of waiting for it. The test
 * servers have no floor of their own (FORM_TOKEN_MIN_AGE_MS=0, scripts/e2e-server.mjs), so only the
 * browser's is left. The first call installs Playwright's clock (time then flows as before).
 */
export async function passFormFloor(page: Page) {
  if (!clockInstalled.has(page.context())) {
    await page.clock.install();
    clockInstalled.add(page.context());
  }
  await page.clock.fastForward(2_000);
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) a moment ahead of its time now, so
 * time moves only with `runFor`. On a busy machine the moment may have passed before the browser
 * hears of it ("Cannot fast-forward to the past"): then it asks again, from the page's new time.
 */
export async function pauseClock(page: Page, ahead = 1_000) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

/** Guarantees room to scroll, whatever the page's content, for tests of scroll behaviour. */
export async function makeTall(page: Page) {
  await page.evaluate(() => {
    document.querySelector("main")!.style.minHeight = "4000px";
  });
}

/** Tests that run the clock past 80 s mark the newsletter invitation as dismissed for the session. */
export async function skipNewsletterOverlay(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("newsletter-overlay-dismissed", "true"));
}

/** Waits until every toast has finished fading in, so contrast checks see its final colours. */
export async function settleToasts(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => getComputedStyle(toast).opacity === "1"),
      ),
    )
    .toBe(true);
}

/**
 * The rows of a submission table whose column holds the value, read from the database the test
 * server writes (read-only; the server keeps it in WAL mode, so reading never blocks it).
 */
export function storedRows(table: string, column: string, value: string): Record<string, unknown>[] {
  const db = new Database(join(e2eDatabaseDir, "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM "${table.replace(/"/g, "")}" WHERE "${column.replace(/"/g, "")}" = ?`).all(value) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** The months (YYYY-MM) of every stored event, in order. */
export function storedEventMonths(): string[] {
  const db = new Database(join(e2eDatabaseDir, "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT DISTINCT substr(date, 1, 7) AS month FROM events ORDER BY month").all() as { month: string }[]).map((r) => r.month);
  } finally {
    db.close();
  }
}

/** Waits until exactly `count` rows match, and returns them. */
export async function expectStored(table: string, column: string, value: string, count = 1) {
  await expect.poll(() => storedRows(table, column, value).length, { message: `${table} rows with ${column} = ${value}` }).toBe(count);
  return storedRows(table, column, value);
}

/** Whether a request is the submission of a page's form: the page's action, run by React Router. */
export function isFormPost(url: string, method: string, path: string): boolean {
  const { pathname } = new URL(url);
  return method === "POST" && (pathname === path || pathname === `${path}.data`);
}

/** The addresses of a parsed email's To or Reply-To, lowercased. */
export const addressesOf = (field: ParsedMail["to"] | ParsedMail["replyTo"]) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((a) => a.address?.toLowerCase()));

/**
 * Each message file parsed once per test worker: a file appears whole (written, then renamed) and
 * never changes, and its name is new for each message, while the shared servers' folders gather
 * every email of the run and the tests ask again and again while they wait for one.
 */
const parsedMail = new Map<string, Promise<ParsedMail>>();

/** Every message the test mail server has accepted so far (scripts/e2e-server.mjs keeps each as a file), parsed. */
export async function receivedMail(databaseDir = e2eDatabaseDir): Promise<ParsedMail[]> {
  const dir = join(databaseDir, "mail");
  const files = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  return Promise.all(
    files.map((name) => {
      const path = join(dir, name);
      let mail = parsedMail.get(path);
      if (!mail) parsedMail.set(path, (mail = simpleParser(readFileSync(path))));
      return mail;
    }),
  );
}

/** Holds every script request of the page from now until `release()`; `hold()` holds the next load's again. */
export async function holdScripts(page: Page) {
  let release = () => {};
  let held = Promise.resolve();
  const hold = () => {
    held = new Promise((done) => (release = done));
  };
  hold();
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return { hold, release: () => release() };
}
