import { violations } from "../axe";
import { expect, test, type Page } from "@playwright/test";
import { addressesOf, receivedMail } from "../support";
import { completeSetup, freshCode, PASSWORD, setupLinkFromCli, signIn, signInAsOwner, signInThroughSetup, startFreshServer } from "./support";

test.describe.configure({ timeout: 120_000 });

async function expectAxeClean(page: Page, label: string) {
  // The pointer rests where the last click was, over a button of the next page: move it off, and
  // let the hover colour's transition finish, so axe sees the colours a reader sees.
  // The transition only exists once the browser has restyled the page after the move: two frames.
  await page.mouse.move(0, 0);
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))).then(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      ),
  );
  expect(await violations(page), label).toEqual([]);
}

test("the first owner sets up by the link the server printed; the link works once", async ({ page }) => {
  const fresh = await startFreshServer();
  try {
    const link = fresh.origin + fresh.setupPath;

    await page.goto(link);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    // Refused: a common password.
    await page.getByLabel("Your name").fill("Elena Brooks");
    await page.getByLabel("Email").fill("elena@example.com");
    await page.getByLabel("Password", { exact: true }).fill("qwerty123456");
    await page.getByLabel("Password again").fill("qwerty123456");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("That password is one of the most common ones")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Password again").fill(PASSWORD);
    await page.getByRole("button", { name: "Next" }).click();
    // A wrong code is refused at enrolment.
    await page.getByLabel("6-digit code").fill("000000");
    const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("That code did not work")).toBeVisible();
    await page.getByLabel("6-digit code").fill(await freshCode(secret));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Signed in as Elena Brooks (owner)")).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "This setup link does not work" })).toBeVisible();
  } finally {
    fresh.stop();
  }
});

test("sign-in: a wrong code is refused, a recovery code works once, sign out everywhere ends every session", async ({ page, browser }) => {
  const account = await signInThroughSetup(page);
  const other = await browser.newContext();
  const phone = await other.newPage();

  await signIn(phone, account, "000000");
  await expect(phone.getByRole("alert")).toContainText("That code did not work");
  await phone.getByLabel("6-digit code or recovery code").fill(account.recoveryCodes[0]!);
  await phone.getByRole("button", { name: "Sign in" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The session cookie: HttpOnly, SameSite=Lax, Path=/ (plain http here, so named without __Host-).
  const cookie = (await other.cookies()).find((c) => c.name === "session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(phone.url()).not.toContain(cookie.value);

  await phone.getByRole("button", { name: "Sign out" }).click();
  await expect(phone.getByText("You are signed out.")).toBeVisible();
  // The same recovery code again: refused.
  await signIn(phone, account, account.recoveryCodes[0]);
  await expect(phone.getByRole("alert")).toContainText("That code did not work");
  await signIn(phone, account);
  await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Sign out everywhere from the first browser: the phone is signed out too.
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByText("You are signed in on 2 devices or browsers.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByText("You are signed out on every device.")).toBeVisible();
  await phone.goto("/admin/audit");
  await expect(phone).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faudit$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await other.close();
});

test("a sign-in from a new browser is announced by email, once; its link signs out everywhere, without JavaScript or a session", async ({ page, browser }) => {
  const account = await signInThroughSetup(page);
  const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
  const phoneContext = await browser.newContext({ userAgent: android });
  const phone = await phoneContext.newPage();
  await signIn(phone, account);
  await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The browser is remembered by its own long-lived cookie (plain http here: named without __Host-).
  const device = (await phoneContext.cookies()).find((c) => c.name === "device")!;
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(device.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 60 * 60 * 1000);

  const notices = async () =>
    (await receivedMail()).filter((m) => addressesOf(m.to).includes(account.email) && m.subject === "New sign-in to the Kindred Pages back office");
  await expect.poll(async () => (await notices()).length, { timeout: 20_000 }).toBe(1);
  const [notice] = await notices();
  expect(notice!.text).toContain("How: with the password and an authenticator code\nBrowser: Chrome on Android");
  // Setup's browser was not announced; the same phone signing in again is not either.
  await phone.getByRole("button", { name: "Sign out" }).click();
  // Signed out before the next sign-in's page is asked for: a navigation begun while the sign-out's
  // was still under way once left the phone on neither page.
  await expect(phone.getByText("You are signed out.")).toBeVisible();
  await signIn(phone, account);
  await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const link = new URL(/https?:\/\/\S+\/admin\/sign-out-everywhere\?token=[A-Za-z0-9_-]{43}/.exec(notice!.text ?? "")![0]);
  const mailContext = await browser.newContext({ javaScriptEnabled: false });
  const mailPage = await mailContext.newPage();
  await mailPage.goto(link.pathname + link.search);
  await expect(mailPage.getByRole("heading", { level: 1, name: "Sign out everywhere" })).toBeVisible();
  await expect(mailPage.getByText(`This ends every session of ${account.email}`)).toBeVisible();
  // axe runs in a page with scripts; opening the link there changes nothing either.
  await page.goto(link.pathname + link.search);
  await expectAxeClean(page, "sign out everywhere by link");
  // Opening the link changed nothing: both browsers are still signed in.
  await page.goto("/admin/account");
  await expect(page.getByText("You are signed in on 2 devices or browsers.")).toBeVisible();
  await mailPage.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(mailPage.getByRole("status")).toContainText("Done: 2 sessions ended.");
  for (const signedOut of [page, phone]) {
    await signedOut.goto("/admin");
    await expect(signedOut).toHaveURL(/\/admin\/sign-in/);
  }
  // The link works once.
  await mailPage.goto(link.pathname + link.search);
  await expect(mailPage.getByRole("alert")).toContainText("This link has expired or was already used.");
  expect(await notices()).toHaveLength(1);
  await phoneContext.close();
  await mailContext.close();
});

test("five wrong passwords from one address pause the account there, even for the right password, and the audit log shows it", async ({ page, browser }) => {
  const account = await signInThroughSetup(page);
  const attacker = await (await browser.newContext()).newPage();
  for (let i = 0; i < 5; i++) {
    await attacker.goto("/admin/sign-in");
    await attacker.getByLabel("Email").fill(account.email);
    await attacker.getByLabel("Password").fill(`wrong password ${i}`);
    await attacker.getByRole("button", { name: "Continue" }).click();
    await expect(attacker.getByRole("alert")).toContainText("That email and password do not match an account.");
  }
  await attacker.getByLabel("Email").fill(account.email);
  await attacker.getByLabel("Password").fill(account.password);
  await attacker.getByRole("button", { name: "Continue" }).click();
  await expect(attacker.getByRole("alert")).toContainText("Too many failed attempts. Sign-in is paused; try again in 15 minutes.");
  // An unknown email gets the very same answer as a wrong password.
  await attacker.getByLabel("Email").fill("nobody-here@example.com");
  await attacker.getByLabel("Password").fill("some password here");
  await attacker.getByRole("button", { name: "Continue" }).click();
  await expect(attacker.getByRole("alert")).toHaveText("That email and password do not match an account.");

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("row").filter({ hasText: account.email }).filter({ hasText: "Sign-in paused for this account from this address for 15 minutes" })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "sign-in.failed" }).filter({ hasText: account.email })).toHaveCount(5);
});

test("the owner adds an assistant, who cannot open Users; resetting their second factor signs them out", async ({ page, browser }) => {
  await signInAsOwner(page);
  await page.getByRole("link", { name: "Users" }).click();
  const assistantEmail = `helper-${Date.now()}@example.com`;
  await page.getByLabel("Assistant's email").fill(assistantEmail);
  await page.getByRole("button", { name: "Create setup link" }).click();
  const link = new URL((await page.getByTestId("setup-link").textContent())!);

  const helperPage = await (await browser.newContext()).newPage();
  const helper = await completeSetup(helperPage, link.pathname + link.search, { name: "Helpful Assistant" });
  expect(helper.email).toBe(assistantEmail);
  await helperPage.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(helperPage.getByRole("link", { name: "Users" })).toHaveCount(0);
  await helperPage.goto("/admin/users");
  await expect(helperPage.getByText("Only the owner can open that page.")).toBeVisible();

  await page.reload();
  const card = page.getByRole("listitem").filter({ hasText: assistantEmail });
  await card.locator("summary", { hasText: "Reset second factor" }).click();
  await card.getByRole("button", { name: "Reset second factor Helpful Assistant" }).click();
  await expect(page.getByTestId("setup-link")).toBeVisible();
  await helperPage.goto("/admin");
  await expect(helperPage).toHaveURL(/\/admin\/sign-in/);
});

test("every admin page is axe clean at 390 and 1280 px", async ({ page }) => {
  // Each screen once, checked at both widths (the layout follows the width through CSS alone).
  const clean = async (label: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page, `${label} at ${width} px`);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} at ${width} px`).toBeLessThanOrEqual(width);
    }
  };
  await page.goto("/admin/sign-in");
  await clean("sign-in");
  const path = setupLinkFromCli(`axe-${Date.now()}@example.com`);
  await page.goto(path);
  await clean("setup details");
  await page.getByLabel("Your name").fill("Axe Owner");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("totp-secret")).toBeVisible();
  await clean("setup enrolment");
  // The back office's own classes come from its stylesheet (app/admin.css), not the public one.
  expect(await page.getByTestId("totp-secret").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/monospace/);
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill(await freshCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("recovery-codes")).toBeVisible();
  await clean("recovery codes");
  // The back office's pages, the first opened from the recovery codes, the others by its menu
  // (a navigation in the browser: each page drawn as a visitor to it sees it, without a reload).
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await clean("/admin");
  for (const [admin, title] of [["/admin/users", "Users"], ["/admin/audit", "Audit log"], ["/admin/account", "Account"]] as const) {
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${admin}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await clean(admin);
  }
});
