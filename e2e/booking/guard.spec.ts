import { basename, dirname } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { e2eBookingDir } from "../../playwright.config";
import { passFormFloor } from "../support";
import { startFreshServer } from "../admin/support";
import { callsFor, chooseDay, chooseTime, english, fillDetails, mailTo, openBooking } from "./helpers";

// Issue 33, "Abuse", as a parent meets it in the booking dialog (with JavaScript): a second call
// for an address that already has one books nothing and never shows that call's time (409); a
// connection over its bookings of the day books nothing (429). The 409 on the booking server the
// other specs share (days 19 and 20 of the month after the first shown); the 429 on a server of
// its own, started here with BOOKING_MAX_PER_CLIENT_PER_DAY=1 (the shared one allows every test
// its bookings from 127.0.0.1).

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "America/New_York" });

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** Opens the dialog from the header, picks the n-th free day's first time, fills the details and books. */
async function bookInDialog(page: Page, n: number, email: string, origin = "") {
  await page.goto(`${origin}/`);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.getByRole("banner").getByRole("link", { name: "Book a free 15-minute call" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "1. Choose a day" })).toBeVisible();
  const day = (await chooseDay(dialog, n)).split(",").slice(0, 2).join(",");
  const time = await chooseTime(dialog, 0);
  await fillDetails(dialog, english, { name: "Tess Mariner", email, phone: "555-234-5678", age: "6-8years", concerns: "She reads well but never for fun. How do we change that?" });
  await passFormFloor(page);
  await dialog.getByRole("button", { name: english.book }).click();
  return { dialog, day, time };
}

test("a second call for an address that has one: 409, nothing booked, no day or time shown", async ({ page }) => {
  openBooking(e2eBookingDir);
  const email = "tess.twice@example.org";
  const first = await bookInDialog(page, 19, email);
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
  await expect.poll(async () => (await mailTo(e2eBookingDir, email)).length, { timeout: 15_000 }).toBe(1);

  const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/discovery-call"));
  const second = await bookInDialog(page, 20, "Tess.Twice@Example.org");
  expect((await answer).status()).toBe(409);
  const shown = toast(page, "You already have a call booked");
  await expect(shown).toContainText("A discovery call is already booked for this email address, so we didn't book another. We've emailed the link to see, move or cancel it to that address.");
  // Whoever typed the address may not be the parent who booked: the message names no day and no time.
  await expect(shown).not.toContainText(first.day);
  await expect(shown).not.toContainText(/\d{1,2}:\d{2}/);
  // The dialog stays, with what was typed, and nothing more was booked.
  await expect(second.dialog).toBeVisible();
  await expect(second.dialog.getByLabel(english.email)).toHaveValue("Tess.Twice@Example.org");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(callsFor(e2eBookingDir, email)).toBe(1);
  // The link is emailed again at most once an hour, counted from the booking's own email: none yet
  // (server/booking/guard.server.test.ts covers the email).
});

test.describe("a connection over its bookings of the day", () => {
  let fresh: Awaited<ReturnType<typeof startFreshServer>>;

  test.beforeAll(async () => {
    fresh = await startFreshServer({
      RATE_LIMIT_MAX_ATTEMPTS: "1000",
      BOOKING_MAX_PER_CLIENT_PER_DAY: "1",
      // No wait for the form token's floor (honoured with NODE_ENV=test alone), as scripts/e2e-server.mjs.
      NODE_ENV: "test",
      FORM_TOKEN_MIN_AGE_MS: "0",
      // No mail server: the emails wait in the outbox. No feed: nothing leaves the machine.
      SMTP_URL: "",
      NEWSLETTER_FEED_URL: "https://127.0.0.1:9/feed",
    });
    openBooking(dirname(fresh.databasePath), basename(fresh.databasePath));
  });

  test.afterAll(() => {
    fresh?.stop();
  });

  test("429 'Too many bookings today', and nothing booked", async ({ page }) => {
    await bookInDialog(page, 2, "first.of.day@example.org", fresh.origin);
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked$/);
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/discovery-call"));
    const second = await bookInDialog(page, 3, "second.of.day@example.org", fresh.origin);
    expect((await answer).status()).toBe(429);
    await expect(toast(page, "Too many bookings today")).toContainText("Several calls were booked from this connection today, so we can't book another one now. Please try again tomorrow, or write to us at");
    await expect(second.dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
    const [dir, file] = [dirname(fresh.databasePath), basename(fresh.databasePath)];
    expect(callsFor(dir, "second.of.day@example.org", file)).toBe(0);
    expect(callsFor(dir, "first.of.day@example.org", file)).toBe(1);
  });
});
