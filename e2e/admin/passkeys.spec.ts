import { join } from "node:path";
import { violations } from "../axe";
import { expect, test, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDatabaseDir } from "../../playwright.config";
import { addressesOf, receivedMail } from "../support";
import { freshCode, signIn, signInThroughSetup, type Account } from "./support";

// Passkeys in the back office, with Chromium's virtual authenticator (DevTools protocol): add one on
// the Account page, see it listed, sign out, sign in with it alone, rename it, remove it; the
// 10-minute rule; axe; and without JavaScript, no passkey controls and the password as before.
//
// WebAuthn refuses IP addresses, so these pages are opened on http://localhost:<port> (the test
// server listens on 127.0.0.1, which localhost reaches). Without SITE_URL the server's passkeys
// belong to http://localhost:PORT (config.passkeyOrigin); on 127.0.0.1, as the other tests open
// the back office, no passkey control is shown.

const port = Number(process.env.E2E_PORT ?? 4173);
const origin = `http://localhost:${port}`;
test.use({ baseURL: origin });
test.describe.configure({ timeout: 120_000 });

/** A platform authenticator that holds discoverable credentials and verifies the person (a phone's fingerprint, say). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const credentials = async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { cdp, authenticatorId, credentials };
}

/** Waits for hydration (app/root.tsx marks it), after which the passkey controls may appear. */
async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** Adds a passkey on the Account page (opened afresh unless `opened`: the page is already there, hydrated). */
async function addPasskey(page: Page, name: string, { opened = false } = {}) {
  if (!opened) {
    await page.goto("/admin/account");
    await hydrated(page);
  }
  const add = page.getByTestId("add-passkey");
  await add.getByLabel("Name for this passkey").fill(name);
  await add.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toContainText(`Passkey “${name}” added.`);
}

/** Opens a page of the back office by its menu (a navigation in the browser, no reload), once the page has hydrated. */
async function navigateTo(page: Page, title: string) {
  await hydrated(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function expectAxeClean(page: Page, label: string, width: number) {
  await page.mouse.move(0, 0);
  expect(await violations(page), `${label} at ${width} px`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: nothing wider than the screen`).toBeLessThanOrEqual(width);
}

test("add a passkey, sign in with it alone (autofill and button), rename it, remove it; a removed one no longer signs in", async ({ page }) => {
  const account = await signInThroughSetup(page);
  const authenticator = await addVirtualAuthenticator(page);

  await page.goto("/admin/account");
  await hydrated(page);
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  // The suggested name comes from the browser's user agent (Playwright's "Desktop Chrome": Windows).
  await expect(page.getByLabel("Name for this passkey")).toHaveValue(/^Chrome on /);
  await addPasskey(page, "Elena's phone", { opened: true });
  const item = page.getByTestId("passkey");
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("heading", { name: "Elena's phone" })).toBeVisible();
  await expect(item).toContainText("Not used yet");
  // A discoverable credential for this site, kept by the authenticator.
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

  // Signed out, the sign-in page asks the browser for passkeys in the email field's autofill. A
  // person would pick theirs from the field's suggestions; the virtual authenticator answers such
  // a request at once, so the page signs in with no click and no password.
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Signed in as Test Owner (owner)")).toBeVisible();

  // The button, where the browser has no passkey autofill (switched off here), back to the page asked for (`next`).
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.context().clearCookies();
  await page.goto("/admin/audit");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faudit$/);
  await hydrated(page);
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: account.email }).filter({ hasText: 'with a passkey ("Elena\'s phone")' })).toHaveCount(2);
  await expect(page.getByRole("row").filter({ hasText: "passkey.added" }).filter({ hasText: account.email })).toHaveCount(1);
  // Its cookies cleared, this browser was a new one: the person is told by email, the method named.
  const passkeyNotices = async () =>
    (await receivedMail()).filter((m) => addressesOf(m.to).includes(account.email) && (m.text ?? "").includes("How: with a passkey\n"));
  await expect.poll(async () => (await passkeyNotices()).length, { timeout: 20_000 }).toBe(1);
  expect((await passkeyNotices())[0]!.subject).toBe("New sign-in to the Kindred Pages back office");

  // Its last use is shown; rename it.
  await navigateTo(page, "Account");
  await expect(item).not.toContainText("Not used yet");
  await expect(item.locator("time")).toHaveCount(2);
  await item.locator("summary", { hasText: "Rename" }).click();
  await item.getByLabel("New name").fill("Kitchen laptop");
  await item.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("status")).toContainText("Passkey renamed to “Kitchen laptop”.");
  await expect(item.getByRole("heading", { name: "Kitchen laptop" })).toBeVisible();

  // Remove it: the list is empty, and the authenticator's copy no longer signs in.
  await item.locator("summary", { hasText: "Remove" }).click();
  await item.getByRole("button", { name: "Remove Kitchen laptop" }).click();
  await expect(page.getByRole("status")).toContainText("Passkey “Kitchen laptop” removed.");
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await navigateTo(page, "Audit log");
  for (const action of ["passkey.renamed", "passkey.removed"]) {
    await expect(page.getByRole("row").filter({ hasText: action }).filter({ hasText: account.email })).toHaveCount(1);
  }
  await page.context().clearCookies();
  await page.goto("/admin/sign-in");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("That passkey did not work here.");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  // The password and code still work.
  await signIn(page, account);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("adding a passkey needs a sign-in in the last 10 minutes; signing in again allows it", async ({ page }) => {
  const account = await signInThroughSetup(page);
  await addVirtualAuthenticator(page);
  // The session began 11 minutes ago.
  const db = new Database(join(e2eDatabaseDir, "e2e.db"), { fileMustExist: true, timeout: 10_000 });
  try {
    db.prepare("update sessions set created_at = created_at - ? where user_id = (select id from users where email = ?)").run(11 * 60 * 1000, account.email);
  } finally {
    db.close();
  }
  await page.goto("/admin/account");
  await hydrated(page);
  const add = page.getByTestId("add-passkey");
  await expect(add).toContainText("a passkey can only be added within 10 minutes of signing in");
  await expect(add.getByLabel("Name for this passkey")).toHaveCount(0);
  await add.getByRole("button", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1&next=%2Fadmin%2Faccount$/);
  await signInOnThisPage(page, account);
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await addPasskey(page, "Fresh laptop");
  await expect(page.getByTestId("passkey")).toHaveCount(1);
});

/** The two sign-in steps on the page already open (keeps its `next`). */
async function signInOnThisPage(page: Page, account: Account) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("6-digit code or recovery code").fill(await freshCode(account.secret));
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the Account page with a passkey and the sign-in page with its button are axe clean at 390 and 1280 px", async ({ page }) => {
  // Each page once, checked at both widths (the layout follows the width through CSS alone).
  const clean = async (label: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page, label, width);
    }
  };
  await signInThroughSetup(page);
  const authenticator = await addVirtualAuthenticator(page);
  await addPasskey(page, "A passkey with a rather long name for a small screen");
  // Both disclosures open, as someone renaming or removing sees them.
  const item = page.getByTestId("passkey");
  await item.locator("summary", { hasText: "Rename" }).click();
  await item.locator("summary", { hasText: "Remove" }).click();
  await clean("account");
  // Without the authenticator the sign-in page waits (its autofill would otherwise sign in at once).
  await authenticator.cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: authenticator.authenticatorId });
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await clean("sign-in");
});

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test("without JavaScript there are no passkey controls; password and code sign in as before, and a passkey can be renamed and removed", async ({ page, browser }) => {
  const account = await signInThroughSetup(page);
  await addVirtualAuthenticator(page);
  await addPasskey(page, "Phone");

  const { context, page: plain } = await withoutJavaScript(browser);
  try {
    await plain.goto("/admin/sign-in");
    await expect(plain.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(plain.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await expect(plain.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
    await signIn(plain, account);
    await expect(plain.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await plain.goto("/admin/account");
    await expect(plain.getByRole("heading", { level: 2, name: "Passkeys" })).toBeVisible();
    await expect(plain.getByTestId("add-passkey")).toHaveCount(0);
    const item = plain.getByTestId("passkey");
    await item.locator("summary", { hasText: "Rename" }).click();
    await item.getByLabel("New name").fill("Old phone");
    await item.getByRole("button", { name: "Save name" }).click();
    await expect(plain.getByRole("status")).toContainText("Passkey renamed to “Old phone”.");
    await item.locator("summary", { hasText: "Remove" }).click();
    await item.getByRole("button", { name: "Remove Old phone" }).click();
    await expect(plain.getByRole("status")).toContainText("Passkey “Old phone” removed.");
    await expect(plain.getByText("You have no passkeys yet.")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("on the address the other tests use (127.0.0.1), where passkeys cannot work, no passkey control is shown", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/admin/sign-in`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
});
