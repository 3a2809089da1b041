import { readFileSync } from "node:fs";
import { axe } from "../axe";
import { expect, test, type Page } from "@playwright/test";
import { sendContactForm, signInAsOwner } from "./support";

// The owner's inbox, start to finish: what a visitor sends on the public site appears in the
// inbox, is found by filter and search, opened, moved through the statuses, annotated and
// exported as spreadsheet-safe CSV.

async function signIn(page: Page) {
  return signInAsOwner(page);
}

/** Letters only (the contact form's names allow letters), different in every test and run. */
function tag(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let out = "";
  for (let i = 0; i < 8; i++) out += letters[Math.floor(Math.random() * letters.length)];
  return out[0]!.toUpperCase() + out.slice(1);
}

/** A feedback submission through the public API (no form token needed for feedback). */
async function sendFeedback(page: Page, fields: Record<string, string>) {
  const res = await page.request.post("/api/submit-feedback", {
    data: { idempotency_key: `e2e-inbox-${tag()}-${Date.now()}`, website: "", ...fields },
  });
  expect(res.status()).toBe(201);
}

test.describe("admin inbox", () => {
  test("a message sent on /connect appears in the inbox, is filtered, searched, moved through statuses and annotated", async ({ page }) => {
    const last = tag();
    const email = `ana.${last.toLowerCase()}@example.org`;
    await sendContactForm(page, last, email, `Chapter books for ${last}?\n  Second line, indented.`);

    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Messages only: other tests running at the same time send pages of feedback, which would push
    // this message off the first page of 50.
    await page.goto("/admin/inbox?kind=contact");
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: `Ana ${last}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Message");
    await expect(row).toContainText(email);
    await expect(row).toContainText(`Chapter books for ${last}? Second line, indented.`);
    await expect(row).toContainText("New");
    await expect(page.getByText("Times are in Eastern Time.")).toBeVisible();

    // Filter by kind (a GET form: the filter is in the address).
    await page.getByRole("combobox", { name: "Kind", exact: true }).selectOption("feedback");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/kind=feedback/);
    await expect(page.getByRole("row").filter({ hasText: `Ana ${last}` })).toHaveCount(0);
    await page.getByRole("combobox", { name: "Kind", exact: true }).selectOption("contact");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("row").filter({ hasText: `Ana ${last}` })).toHaveCount(1);

    // Search by email: this one only.
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.getByRole("searchbox", { name: "Search" }).fill(email.toUpperCase());
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1–1 of 1" })).toBeVisible();

    // Open it: every field as sent, and opening does not change the status.
    await page.getByRole("link", { name: `Ana ${last}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Message from Ana ${last}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Status: New" })).toBeVisible();
    const message = page.getByRole("definition").filter({ hasText: `Chapter books for ${last}?` });
    await expect(message).toHaveText(`Block Inquiry: explorers\nMessage: Chapter books for ${last}?\n  Second line, indented.`, { useInnerText: true });
    await expect(page.getByRole("definition").filter({ hasText: "7 years old" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=${encodeURIComponent("Re: your message to Kindred Pages")}`,
    );

    // Through the statuses.
    for (const status of ["In progress", "Done", "Archived"]) {
      await page.getByRole("combobox", { name: "Change status" }).selectOption({ label: status });
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByText(`Status changed to ${status}.`)).toBeVisible();
      await expect(page.getByRole("heading", { name: `Status: ${status}` })).toBeVisible();
    }

    // Notes: an empty one is refused; a real one appears with its author and time, and the box empties.
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Write a note first.")).toBeVisible();
    await page.getByRole("textbox", { name: "Add a note" }).fill("Called back,\nleft a voicemail.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    const note = page.getByRole("listitem").filter({ hasText: "Called back," });
    await expect(note).toContainText("left a voicemail.");
    await expect(note).toContainText(/Test Owner, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
    await expect(page.getByRole("textbox", { name: "Add a note" })).toHaveValue("");

    // Mark as spam, then find it under Spam.
    await page.getByRole("button", { name: "Mark as spam" }).click();
    await expect(page.getByText("Marked as spam.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as spam" })).toHaveCount(0);
    await page.goto(`/admin/inbox?status=spam&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("row").filter({ hasText: `Ana ${last}` })).toContainText("Spam");
  });

  test("pages of 50 with previous and next links that keep the filter", async ({ page }) => {
    const word = tag();
    for (let i = 0; i < 52; i++) await sendFeedback(page, { full_name: `Pager ${word} ${i}`, email_address: `pager${i}@example.org` });
    await signIn(page);
    await page.goto(`/admin/inbox?kind=feedback&q=${word}`);
    await expect(page.getByRole("status").filter({ hasText: "1–50 of 52" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `Pager ${word}` })).toHaveCount(50);
    await expect(page.getByRole("row").filter({ hasText: `Pager ${word} 51` })).toHaveCount(1); // newest first
    await expect(page.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`kind=feedback&q=${word}&page=2`));
    await expect(page.getByRole("status").filter({ hasText: "51–52 of 52" })).toBeVisible();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `Pager ${word} 0` })).toHaveCount(1);
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1–50 of 52" })).toBeVisible();
  });

  test("the CSV download holds the filter's rows, starts with a BOM and escapes formula-looking values", async ({ page }) => {
    const word = tag();
    await sendFeedback(page, {
      full_name: `=HYPERLINK("http://evil.example","${word}")`,
      email_address: `csv.${word.toLowerCase()}@example.org`,
      phone_number: "+1 555 234 5678",
      experience_story: `Loved it ${word}`,
    });
    await sendFeedback(page, { full_name: `Plain ${word}`, email_address: `plain.${word.toLowerCase()}@example.org`, experience_story: `Also ${word}` });
    await sendFeedback(page, { full_name: "Someone Else", email_address: "else@example.org" });
    await signIn(page);
    await page.goto(`/admin/inbox?q=${word}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download these as CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8").slice(1);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Kind,ID,Received (Eastern Time),Status,Name,Email,Phone,Message,Language");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Plain ${word}`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""${word}"")"`);
    expect(lines[2]).toContain(",'+1 555 234 5678,");
    expect(csv).not.toContain("Someone Else");
  });

  test("the list and an item are axe-clean at 390 px, as a list of cards, and at 1280 px, as a table", async ({ page }) => {
    const word = tag();
    await sendFeedback(page, { full_name: `Axe ${word}`, email_address: `axe.${word.toLowerCase()}@example.org`, experience_story: "Line one\nLine two" });
    await signIn(page);
    await page.goto(`/admin/inbox?q=${word}`);
    const link = page.getByRole("link", { name: `Axe ${word}` });
    // Each page once, checked at both widths (cards or a table by CSS alone).
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(link).toBeVisible();
      await expect(page.getByRole("table")).toBeVisible({ visible: width >= 768 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the list at ${width} px`).toBeLessThanOrEqual(width);
      expect((await axe(page).analyze()).violations, `the list at ${width} px`).toEqual([]);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: `Feedback from Axe ${word}` })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the item at ${width} px`).toBeLessThanOrEqual(width);
      expect((await axe(page).analyze()).violations, `the item at ${width} px`).toEqual([]);
    }
  });
});
