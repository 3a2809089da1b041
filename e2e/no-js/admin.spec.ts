import { expect, test } from "@playwright/test";
import { signIn, signInAsOwner, signInThroughSetup } from "../admin/support";

// The back office with JavaScript switched off (this project disables it): setup, sign-in, the
// inbox's filter and every change to an item, an event, and an ended session are all plain HTML
// forms answered by the server.

function tag(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let out = "";
  for (let i = 0; i < 8; i++) out += letters[Math.floor(Math.random() * letters.length)];
  return out[0]!.toUpperCase() + out.slice(1);
}

test.describe.configure({ timeout: 90_000 });

test("setup, sign-in and the inbox work without JavaScript", async ({ page, browser }) => {
  const name = `Rosa ${tag()}`;
  const sent = await page.request.post("/api/submit-feedback", {
    data: { idempotency_key: `e2e-nojs-${tag()}-${Date.now()}`, website: "", full_name: name, email_address: "rosa@example.org" },
  });
  expect(sent.status()).toBe(201);

  // Setup through its pages, without JavaScript (the long way, not the fixture).
  const account = await signInThroughSetup(page);
  // A second sign-in, from a new browser, without JavaScript either.
  const other = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(other, account);
  await expect(other.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await other.context().close();

  await page.goto("/admin/inbox");
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1–1 of 1" })).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Feedback from ${name}` })).toBeVisible();

  await page.getByRole("combobox", { name: "Change status" }).selectOption({ label: "In progress" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed to In progress.")).toBeVisible();
  await page.getByRole("textbox", { name: "Add a note" }).fill("Thanked her by phone.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Thanked her by phone." })).toHaveCount(1);
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByText("Marked as spam.")).toBeVisible();
  // Kept past the retention period, and not any more (issue 27).
  await page.getByRole("button", { name: "Keep", exact: true }).click();
  await expect(page.getByText("It will be kept.")).toBeVisible();
  await expect(page.getByText("Kept: not deleted automatically")).toBeVisible();
  await page.getByRole("button", { name: "Stop keeping" }).click();
  await expect(page.getByText("It will be deleted when the retention period is over.")).toBeVisible();
});

test("an event is added without JavaScript, and a form sent after the session ended leads back to sign-in", async ({ page, browser }) => {
  const account = await signInAsOwner(page);
  await page.goto("/admin/events/new");
  const title = `${tag()} Read-Aloud`;
  const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Type").fill("Community");
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("Location").fill("Main Street Library");
  await page.getByLabel("Description").fill("Picture books read aloud, with a craft afterwards.");
  await page.getByRole("radio", { name: /Cultural celebration/ }).check();
  await page.getByRole("button", { name: "Add event" }).click();
  await expect(page.getByRole("status").getByText("Event added: it is on the Events page.")).toBeVisible();
  const editUrl = page.url();
  await page.goto(`/events?month=${date.slice(0, 7)}`);
  await expect(page.getByText(title).first()).toBeVisible();
  // Deleted again (the confirmation is a <details>), so the calendar's window is as it was.
  await page.goto(editUrl);
  await page.getByText("Delete this event").click();
  await page.getByRole("button", { name: "Yes, delete the event" }).click();
  await expect(page.getByRole("status").getByText("Event deleted")).toBeVisible();

  // The session ends elsewhere (sign out everywhere) while a form is open here.
  await page.goto("/admin/events/new");
  const elsewhere = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(elsewhere, account);
  await elsewhere.goto("/admin/account");
  await elsewhere.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(elsewhere.getByText("You are signed out on every device.")).toBeVisible();
  await elsewhere.context().close();
  await page.getByLabel("Title", { exact: true }).fill(`${title} again`);
  await page.getByRole("button", { name: "Add event" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please sign in again");
  await page.getByRole("link", { name: "Sign in" }).click();
  expect(page.url()).toBe(new URL(`/admin/sign-in?next=${encodeURIComponent("/admin/events/new")}`, editUrl).href);
});
