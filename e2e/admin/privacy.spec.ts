import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { expectAxeClean, seedContactMessage, signInAsOwner, startFreshServer } from "./support";

// A person asks for their data, then to be forgotten: the owner finds what the contact form left
// (the message and its emails), downloads the JSON export, and erases it after ticking the
// confirmation; the page is clean for axe on a phone and a desktop. On a server of its own, so
// the erasure cannot touch the other tests' rows.

test.describe.configure({ timeout: 120_000 });

const ADDRESS = "ana.privacy@example.org";

/** What the contact form leaves: the message, the visitor's confirmation and the owner's notification. */
const seedContact = (databasePath: string) =>
  seedContactMessage(databasePath, { address: "Ana.Privacy@Example.org", phone: "555-234-5678", text: "Chapter books for our son, please.", mark: "e2e-privacy" });

function storedAnywhere(databasePath: string): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    const a = db.prepare("select count(*) as n from contact_messages where lower(email) = ?").get(ADDRESS) as { n: number };
    const b = db.prepare("select count(*) as n from outbox where lower(recipients) like ? or lower(reply_to) like ?").get(`%${ADDRESS}%`, `%${ADDRESS}%`) as { n: number };
    return a.n + b.n;
  } finally {
    db.close();
  }
}

test("the owner finds a person's data, exports it and erases it", async ({ page }) => {
  const fresh = await startFreshServer();
  try {
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
    seedContact(fresh.databasePath);

    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Privacy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "A person’s data" })).toBeVisible();
    await expectAxeClean(page, "privacy, empty");

    await page.getByLabel("Email address").fill(`  ${ADDRESS.toUpperCase()} `);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Stored about ${ADDRESS}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Message" })).toHaveAttribute("href", /\/admin\/inbox\/contact\/\d+$/);
    await expect(page.getByRole("heading", { level: 3, name: "Emails to or about them" })).toBeVisible();
    await expect(page.getByText(/Confirmation email, waiting to be sent/)).toBeVisible();
    await expect(page.getByText(/Notification email to you, waiting to be sent/)).toBeVisible();
    await expectAxeClean(page, "privacy, found");

    // The export: a JSON download with the message and both emails.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export as JSON" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await file.path())!, "utf8")) as { email: string; submissions: { message: string }[]; emails: unknown[] };
    expect(exported.email).toBe(ADDRESS);
    expect(exported.submissions.map((s) => s.message)).toEqual(["Chapter books for our son, please."]);
    expect(exported.emails).toHaveLength(2);
    const response = await page.request.get(`${fresh.origin}/admin/privacy/export.json?email=${encodeURIComponent(ADDRESS)}`);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(response.headers()["cache-control"]).toContain("no-store");

    // Erasing needs the box ticked (the browser says so before anything is sent).
    await page.getByRole("button", { name: "Erase everything" }).click();
    expect(storedAnywhere(fresh.databasePath)).toBe(3);
    await page.getByLabel("I understand this cannot be undone").check();
    await page.getByRole("button", { name: "Erase everything" }).click();
    await expect(page.getByText("1 form and 2 emails erased.")).toBeVisible();
    expect(new URL(page.url()).search).not.toContain("example.org");
    expect(storedAnywhere(fresh.databasePath)).toBe(0);
    await expectAxeClean(page, "privacy, erased");

    // Found again: nothing.
    await page.getByLabel("Email address").fill(ADDRESS);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByText(`Nothing is stored about ${ADDRESS}.`)).toBeVisible();

    // The business's own addresses (here the owner's account) are never a person's data: every email carries one.
    await page.getByLabel("Email address").fill("Elena@Example.com");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByText(/elena@example\.com is one of the business’s own addresses/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /Stored about/ })).toHaveCount(0);
    const own = await page.request.get(`${fresh.origin}/admin/privacy/export.json?email=elena%40example.com`);
    expect(own.status()).toBe(400);
    expect(await own.text()).toContain("one of the business’s own addresses");

    // The audit log: the erasure, with the address's hash and never the address.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "person.erase" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(ADDRESS);
  } finally {
    fresh.stop();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner finds and erases a person with plain forms", async ({ page }) => {
    const fresh = await startFreshServer();
    try {
      await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
      seedContact(fresh.databasePath);
      await page.goto(`${fresh.origin}/admin/privacy`);
      await page.getByLabel("Email address").fill(ADDRESS);
      await page.getByRole("button", { name: "Find" }).click();
      await expect(page.getByRole("heading", { level: 2, name: `Stored about ${ADDRESS}` })).toBeVisible();
      await page.getByLabel("I understand this cannot be undone").check();
      await page.getByRole("button", { name: "Erase everything" }).click();
      await expect(page.getByText("1 form and 2 emails erased.")).toBeVisible();
      expect(storedAnywhere(fresh.databasePath)).toBe(0);
    } finally {
      fresh.stop();
    }
  });
});
