import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { completeSetup, startFreshServer } from "./support";

// The owner's week: she sets her availability (booking turns on, the preview shows free times),
// sees a call in the agenda and marks it completed; both pages are clean for axe on a phone and a
// desktop. On a server of its own: turning booking on changes the public discovery-call form,
// which the other browser tests use at the same time on the shared one.

test.describe.configure({ timeout: 120_000 });

const ZONE = "America/New_York";

/** YYYY-MM-DD of an instant in the business's zone (the test server's default). */
function dateIn(instant: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

function mondayOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

async function expectAxeClean(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.mouse.move(0, 0);
    await page.evaluate(
      () =>
        new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))).then(() =>
          Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
        ),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${label}: no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${label} at ${width} px: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
}

/** A discovery-call request and its booked call, straight into the fresh server's database (as a parent's booking would leave them). */
function seedCall(databasePath: string, start: number): void {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    const request = db
      .prepare(
        `insert into discovery_call_requests (received_at, idempotency_key, parent_name, parent_email, parent_phone, child_name, child_age, challenges, preferred_time, timezone, hear_about_us, language)
         values (?, ?, 'Ana Pérez', 'ana@example.org', '555-234-5678', '', '3-4years', 'Bedtime reading has become a struggle.', '', 'EST', '', 'en')`,
      )
      .run(now, `e2e-calls-${start}`);
    db.prepare(
      `insert into bookings (request_id, uid, start_at, end_at, status, sequence, manage_token_hash, language, created_at, updated_at)
       values (?, ?, ?, ?, 'booked', 0, 'e2e-hash', 'en', ?, ?)`,
    ).run(request.lastInsertRowid, `booking-e2e-${start}@kindred.test`, start, start + 15 * 60_000, now, now);
  } finally {
    db.close();
  }
}

test("the owner sets availability, sees the preview and the agenda, and marks a call completed", async ({ page }) => {
  const fresh = await startFreshServer();
  try {
    await completeSetup(page, fresh.origin + fresh.setupPath, { name: "Elena Brooks", email: "elena@example.com" });
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // Availability: off until she saves once.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Availability" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
    await expect(page.getByTestId("booking-state")).toContainText("Booking is off");
    // A problem is shown under its field.
    await page.getByLabel("Wednesday").fill("9-12, 11-13");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByText("Two ranges overlap.")).toBeVisible();
    await expect(page.getByLabel("Wednesday")).toHaveAttribute("aria-invalid", "true");
    // Every day, all day, no notice: the preview has times whenever the test runs.
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      await page.getByLabel(day, { exact: true }).fill("0:00-23:45");
    }
    await page.getByLabel("Minimum notice (hours)").fill("0");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByText("Availability saved.")).toBeVisible();
    await expect(page.getByTestId("booking-state")).toContainText("Booking is on");
    await expect(page.getByRole("heading", { level: 2, name: "Free times in the next 7 days" })).toBeVisible();
    await expect(page.getByTestId("availability-preview").getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(page.getByTestId("availability-preview").getByRole("heading", { level: 3 }).last()).toContainText(/\d+ free times/);
    await expectAxeClean(page, "availability");

    // A call that began half an hour ago, in the agenda of its week.
    const start = Math.floor((Date.now() - 30 * 60_000) / 300_000) * 300_000;
    seedCall(fresh.databasePath, start);
    await page.goto(`${fresh.origin}/admin/calls?week=${mondayOf(dateIn(start))}`);
    await expect(page.getByRole("heading", { level: 1, name: "Calls" })).toBeVisible();
    const call = page.getByTestId("call").filter({ hasText: "Ana Pérez" });
    await expect(call).toContainText("Status: Booked");
    await expect(call.getByRole("link", { name: "ana@example.org" })).toHaveAttribute("href", "mailto:ana@example.org");
    await expect(call).toContainText("3-4 years");
    await expect(call.getByRole("link", { name: /Open the request and its notes/ })).toHaveAttribute("href", /\/admin\/inbox\/discovery-call\/\d+$/);
    await expect(page.getByTestId("feed-url")).toHaveValue(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    await expect(page.getByText("Google, Apple and Outlook Calendar refresh a subscribed calendar only every few hours: this page is the real-time view.")).toBeVisible();
    await expectAxeClean(page, "calls");

    await call.getByRole("button", { name: /Mark completed/ }).click();
    await expect(page.getByText("Marked completed.")).toBeVisible();
    await expect(page.getByTestId("call").filter({ hasText: "Ana Pérez" })).toContainText("Status: Completed");
    await expectAxeClean(page, "calls after marking");
  } finally {
    fresh.stop();
  }
});
