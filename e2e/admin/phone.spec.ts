import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, freshCode, PASSWORD, seedContactMessage, setupLinkFromCli, signInAsOwner, startFreshServer } from "./support";

// The back office on the owner's phone (issue 35), at 390 px: one Menu button naming the section
// she is in, with and without JavaScript; setup on the phone that holds the authenticator app (a
// link that opens the app, Copy for the key, Copy and Download for the recovery codes); the
// privacy page in her words, with email addresses kept whole.

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const menuOf = (page: Page) => page.getByRole("navigation", { name: "Back office" });

/** The menu at 390 px: one closed bar naming the section, its links out of sight until it is opened. */
async function expectClosedMenu(page: Page, section: string) {
  const nav = menuOf(page);
  const summary = nav.locator("summary");
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAccessibleName(new RegExp(`^Menu.*: ${section}$`));
  await expect(nav.getByRole("link")).toHaveCount(0);
  // One row, not four.
  expect((await nav.boundingBox())!.height).toBeLessThan(80);
}

test("the menu on a phone: one button naming the section, opened by touch or keyboard, the full list on a wide screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsOwner(page);
  await expectClosedMenu(page, "Dashboard");

  // Opened: every section, the current one marked, Sign out last.
  const nav = menuOf(page);
  await nav.locator("summary").click();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Inbox" })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Site content" })).toBeVisible();
  await expect(nav.getByRole("link")).toHaveCount(14);
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
  for (const link of await nav.getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectAxeClean(page, "menu open");

  // On a wide screen the whole list shows, without a menu button.
  await expect(nav.locator("summary")).toBeHidden();
  await expect(nav.getByRole("link", { name: "Privacy" })).toBeVisible();

  // A section chosen on the phone: its page, the menu closed again and naming it.
  await page.setViewportSize(PHONE);
  await nav.getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "A person’s data" })).toBeVisible();
  await expectClosedMenu(page, "Privacy");

  // By keyboard: the button opens with Enter; a page below a section names that section.
  await nav.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Privacy" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Events" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await page.getByRole("link", { name: "Add an event" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Add an event" })).toBeVisible();
  await expectClosedMenu(page, "Events");
  await expectAxeClean(page, "menu closed");
});

test("setup on one phone: open the authenticator app by link, copy the key, copy and download the recovery codes", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(PHONE);
  const email = `phone-${Date.now()}@example.com`;
  await page.goto(setupLinkFromCli(email));
  await page.getByLabel("Your name").fill("Phone Owner");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Connect your authenticator app" })).toBeVisible();

  // The link is the QR code's own otpauth: URI, with this account's key.
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  const open = page.getByRole("link", { name: "Open in your authenticator app" });
  await expect(open).toBeInViewport();
  const uri = new URL((await open.getAttribute("href"))!);
  expect(uri.protocol).toBe("otpauth:");
  expect(uri.searchParams.get("secret")).toBe(secret);
  expect(uri.searchParams.get("issuer")).toBe("Kindred Pages");
  expect(decodeURIComponent(uri.pathname)).toContain(email);

  await page.getByRole("button", { name: "Copy the key" }).click();
  await expect(page.getByText("Key copied. Paste it into your authenticator app.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAxeClean(page, "setup: connect the app");

  await page.setViewportSize(PHONE);
  await page.getByLabel("6-digit code").fill(await freshCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  const codes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  expect(codes).toHaveLength(10);

  await page.getByRole("button", { name: "Copy the codes" }).click();
  await expect(page.getByText("Codes copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as a text file" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Kindred Pages recovery codes.txt");
  const text = readFileSync((await file.path())!, "utf8");
  expect(text).toContain(`Kindred Pages back office: recovery codes for ${email}`);
  for (const code of codes) expect(text).toContain(`\n${code}\n`);
  await expectAxeClean(page, "setup: recovery codes");
});

/** Nothing on the page breaks its words anywhere (word-break: break-all cuts an address mid-word). */
async function expectNoBrokenWords(page: Page) {
  const breaking = await page.locator("main").evaluate((main) => [...main.querySelectorAll("*")].filter((e) => getComputedStyle(e).wordBreak === "break-all").length);
  expect(breaking).toBe(0);
}

test("the privacy page in her words: each email named, counts with their plurals, addresses whole", async ({ page }) => {
  const fresh = await startFreshServer();
  // Long enough to need two lines at 390 px: it may wrap after its @, never inside a word.
  const address = "ana.reads.together.at.night@example.org";
  try {
    await page.setViewportSize(PHONE);
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
    // Her message and three emails, one of them a cancelled reminder.
    seedContactMessage(fresh.databasePath, { address, text: "Chapter books, please.", mark: "e2e-phone", confirmation: "sent", cancelledReminder: true });
    // Email is not set up on this server: said in her words, without the server's setting. Each
    // page by the menu (navigations in the browser, no reload).
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await menuOf(page).locator("summary").click();
    await menuOf(page).getByRole("link", { name: "Outbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Email is not set up yet, so emails wait here.");
    await expect(page.locator("main")).toContainText("Ask the person who runs the server to set up email.");
    await expect(page.locator("main")).not.toContainText("SMTP_URL");
    await expectNoBrokenWords(page);
    await menuOf(page).locator("summary").click();
    await menuOf(page).getByRole("link", { name: "Privacy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "A person’s data" })).toBeVisible();
    await page.getByLabel("Email address").fill(address);
    await page.getByRole("button", { name: "Find" }).click();

    const heading = page.getByRole("heading", { level: 2, name: `Stored about ${address}` });
    await expect(heading).toBeVisible();
    const lines = await heading.locator(".whitespace-nowrap").evaluateAll((parts) =>
      parts.map((part) => ({ text: part.textContent, lines: part.getClientRects().length, top: part.getBoundingClientRect().top })),
    );
    expect(lines.map((part) => [part.text, part.lines])).toEqual([
      ["ana.reads.together.at.night@", 1],
      ["example.org", 1],
    ]);
    expect(lines[1]!.top).toBeGreaterThan(lines[0]!.top);

    const main = page.locator("main");
    await expect(main.getByRole("listitem").filter({ hasText: "Reminder email, cancelled" })).toHaveCount(1);
    await expect(main.getByRole("listitem").filter({ hasText: "Confirmation email, sent" })).toHaveCount(1);
    await expect(main.getByRole("listitem").filter({ hasText: "Notification email to you, waiting to be sent" })).toHaveCount(1);
    await expect(main.getByRole("listitem").filter({ hasText: /Message · Received .* · New · 0 notes/ })).toHaveCount(1);
    await expect(main.getByText("Times are in Eastern Time.")).toBeVisible();
    await expect(main).not.toContainText(/booking-reminder|visitor-confirmation|owner-notification|\(cancelled\)|America\//);
    await expectNoBrokenWords(page);
    await expectAxeClean(page, "privacy, found");

    // The export leaves out what the data inventory calls internal.
    const exported = await (await page.request.get(`${fresh.origin}/admin/privacy/export.json?email=${encodeURIComponent(address)}`)).text();
    expect(exported).toContain("Chapter books, please.");
    expect(exported).not.toMatch(/idempotency_key|message_id|e2e-phone-/);

    await page.setViewportSize(PHONE);
    await page.getByLabel("I understand this cannot be undone").check();
    await page.getByRole("button", { name: "Erase everything" }).click();
    await expect(page.getByRole("status")).toHaveText("1 form and 3 emails erased.");
  } finally {
    fresh.stop();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu opens, leads to a section and names it; setup shows the link and the key, and the codes download", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const email = `phone-nojs-${Date.now()}@example.com`;
    await page.goto(setupLinkFromCli(email));
    await page.getByLabel("Your name").fill("Phone Owner");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Password again").fill(PASSWORD);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("link", { name: "Open in your authenticator app" })).toHaveAttribute("href", /^otpauth:\/\/totp\//);
    // The key is there to select; copying needs JavaScript, so there is no button that would do nothing.
    const key = page.getByTestId("totp-secret");
    await expect(key).toBeVisible();
    expect(await key.evaluate((element) => getComputedStyle(element).userSelect)).toBe("all");
    await expect(page.getByRole("button", { name: "Copy the key" })).toHaveCount(0);
    await page.getByLabel("6-digit code").fill(await freshCode((await key.textContent())!.replace(/\s+/g, "")));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("button", { name: "Copy the codes" })).toHaveCount(0);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download as a text file" }).click();
    const codes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
    const text = readFileSync((await (await download).path())!, "utf8");
    for (const code of codes) expect(text).toContain(code);

    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expectClosedMenu(page, "Dashboard");
    await menuOf(page).locator("summary").click();
    await menuOf(page).getByRole("link", { name: "Calls" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Calls" })).toBeVisible();
    await expectClosedMenu(page, "Calls");
  });
});
