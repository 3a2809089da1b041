import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { addressesOf, receivedMail } from "../support";
import { createOwner, expectCleanAtBothWidths, freshCode, sendContactForm, signInAsOwner, type Account } from "./support";

// Email from end to end: a visitor sends the contact form, the owner's notification reaches the
// mail server the test server uses (scripts/e2e-server.mjs keeps each message as a file), and its
// link opens the message in the back office after sign-in. Other tests send forms at the same
// time, so this one only reads messages about its own visitor's address.

const OWNER = "owner@kindred.test";

/** Letters only (the contact form's names allow letters), different in every test and run. */
function tag(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let out = "";
  for (let i = 0; i < 8; i++) out += letters[Math.floor(Math.random() * letters.length)];
  return out[0]!.toUpperCase() + out.slice(1);
}

/** Waits for the messages about one visitor: the owner's notification (Reply-To them) and their confirmation. */
async function mailAbout(visitor: string, expected: { owner: number; visitor: number }) {
  let found = { owner: [] as ParsedMail[], visitor: [] as ParsedMail[] };
  await expect
    .poll(
      async () => {
        const all = await receivedMail();
        found = {
          owner: all.filter((m) => addressesOf(m.to).includes(OWNER) && addressesOf(m.replyTo).includes(visitor)),
          visitor: all.filter((m) => addressesOf(m.to).includes(visitor)),
        };
        return { owner: found.owner.length, visitor: found.visitor.length };
      },
      { timeout: 20_000, message: `emails about ${visitor}` },
    )
    .toEqual(expected);
  return found;
}

async function signInAt(page: Page, account: Account) {
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  await page.getByLabel("6-digit code or recovery code").fill(await freshCode(account.secret));
  await page.getByRole("button", { name: "Sign in" }).click();
}


test.describe("email through the outbox", () => {
  test("a message sent on /connect reaches the owner by email, and the email's link opens it in the back office", async ({ page }) => {
    // The owner's account exists, but this browser is not signed in.
    const account = await createOwner();

    const last = tag();
    const visitor = `ana.${last.toLowerCase()}@example.org`;
    await sendContactForm(page, last, visitor, `Chapter books for ${last}? <b>Not bold</b>`);

    const { owner, visitor: confirmations } = await mailAbout(visitor, { owner: 1, visitor: 1 });
    const notification = owner[0]!;
    expect(notification.subject).toBe(`New message from Ana ${last[0]}.`);
    expect(notification.text).toContain(`Name: Ana ${last}`);
    expect(notification.html).toContain("&lt;b&gt;Not bold&lt;/b&gt;");
    expect(confirmations[0]!.subject).toBe("We have your message - Kindred Pages");
    expect(confirmations[0]!.text).toContain("within 24 hours");

    // The link in the email: the item in the back office (on the canonical host; opened here on the test server).
    const link = /https?:\/\/\S+(\/admin\/inbox\/contact\/\d+)/.exec(String(notification.text));
    expect(link, "a link to the item in the notification").not.toBeNull();
    await page.goto(link![1]!);
    await signInAt(page, account);
    await expect(page).toHaveURL(new RegExp(`${link![1]!}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Ana ${last}`);
    await expect(page.getByText(visitor).first()).toBeVisible();
  });

  test("a refused email fails at once, shows on the Outbox page, and Retry now sends it; the page passes axe at 390 and 1280 px", async ({ page, browser }) => {
    const last = tag();
    // The test mail server refuses this address once (550), then accepts it.
    const visitor = `refuse-first-${last.toLowerCase()}@example.org`;
    await sendContactForm(page, last, visitor, `Chapter books for ${last}? <b>Not bold</b>`);
    await mailAbout(visitor, { owner: 1, visitor: 0 });

    await signInAsOwner(page);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Outbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    await expect(page.getByText("Email is set up.")).toBeVisible();
    await page.getByLabel("Status").selectOption("failed");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/status=failed/);
    await page.setViewportSize({ width: 1280, height: 900 });
    const row = page.getByRole("row").filter({ hasText: visitor });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Failed");
    await expect(row).toContainText("550");
    await expect(row).toContainText("Confirmation to the visitor");

    await expectCleanAtBothWidths(page, "/admin/outbox?status=failed");

    // Retry now, without JavaScript: a plain form, then the page again.
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const plain = await noJs.newPage();
      await plain.setViewportSize({ width: 1280, height: 900 });
      await plain.goto("/admin/outbox?status=failed");
      const failedRow = plain.getByRole("row").filter({ hasText: visitor });
      await failedRow.getByRole("button", { name: /^Retry now/ }).click();
      await expect(plain.getByText("The email will be sent in a moment.")).toBeVisible();
      await expect(plain).toHaveURL(/status=failed&done=retried/);
    } finally {
      await noJs.close();
    }
    await mailAbout(visitor, { owner: 1, visitor: 1 });
    await page.getByLabel("Status").selectOption("sent");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/status=sent/);
    await expect(page.getByRole("row").filter({ hasText: visitor })).toContainText("Sent");
  });
});
