import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { axe, violations } from "../axe";
import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { hash } from "@node-rs/argon2";
import { Kysely, SqliteDialect } from "kysely";
import { e2eDatabaseDir } from "../../playwright.config";
import { open, passFormFloor } from "../support";
import { createSession, sessionCookieName } from "#server/auth/sessions.server";
import { newTotpSecret } from "#server/auth/totp.server";
import type { Database as Schema } from "#server/db/schema";
import { openDatabase } from "#server/db/database.server";
import { isPostgresUrl } from "#server/db/dialect";

export const PASSWORD = "a bookshelf by the window";

export type Account = { email: string; password: string; secret: string; recoveryCodes: string[] };

// The last 30-second step used per secret: the server never accepts a step twice.
const usedSteps = new Map<string, number>();

/**
 * A 6-digit code the server has not seen yet: the server takes one step of drift either way, so the
 * previous step, the current and the next give three sign-ins per 30 seconds before a wait.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / 30_000);
    const last = usedSteps.get(secret) ?? -1;
    // Three seconds of margin: the previous step must still be accepted when the server checks it.
    const step = [current - 1, current, current + 1].find((s) => s > last && (s >= current || Date.now() % 30_000 < 27_000));
    if (step !== undefined) {
      usedSteps.set(secret, step);
      return generateHOTP(decodeBase32IgnorePadding(secret.replace(/\s+/g, "")), BigInt(step), 6);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** `npm run owner -- users add` against the browser tests' database: the setup link's path. */
export function setupLinkFromCli(email: string, role: "owner" | "assistant" = "owner"): string {
  const out = execFileSync(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/node/owner.js`, "users", "add", "--email", email, "--role", role], {
    env: { ...process.env, DATABASE_URL: join(e2eDatabaseDir, "e2e.db") },
    encoding: "utf8",
  });
  const link = /https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]+/.exec(out)?.[0];
  if (!link) throw new Error(`No setup link in: ${out}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Goes through setup at a link: details, the authenticator (secret read from the page), the recovery codes. */
export async function completeSetup(page: Page, path: string, details: { name: string; email?: string }): Promise<Account> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your account" })).toBeVisible();
  await page.getByLabel("Your name").fill(details.name);
  if (details.email) await page.getByLabel("Email").fill(details.email);
  const email = details.email ?? (await page.getByLabel("Email").inputValue());
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Connect your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" }).locator("svg")).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill(await freshCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  const recoveryCodes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  return { email, password: PASSWORD, secret, recoveryCodes };
}

/** Signs in with email, password and then `code` (a fresh TOTP code by default). Leaves the page where sign-in sent it. */
export async function signIn(page: Page, account: Pick<Account, "email" | "password" | "secret">, code?: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  await page.getByLabel("6-digit code or recovery code").fill(code ?? (await freshCode(account.secret)));
  await page.getByRole("button", { name: "Sign in" }).click();
}

let passwordHash: Promise<string> | undefined;

/**
 * Where the fixture writes: the shared test server (the default), or a server of the test's own
 * (startFreshServer), with the owner's name and email when the test needs them.
 */
export type OwnerOptions = { server?: { origin: string; databasePath: string }; name?: string; email?: string };

/**
 * A new owner account, written straight into the test server's database (as setup would leave it,
 * without recovery codes): for tests that need an account but sign in through the pages themselves.
 * Each call makes its own owner (on the shared server), so tests can run in parallel.
 */
export async function createOwner(options: OwnerOptions = {}): Promise<Account & { id: number }> {
  const email = options.email ?? `owner-${randomUUID().slice(0, 8)}@example.com`;
  const secret = newTotpSecret();
  // Argon2id, as the server hashes (verification reads the parameters from the hash).
  passwordHash ??= hash(PASSWORD);
  const password_hash = await passwordHash;
  const { id } = await withDatabase(options, (db) =>
    db
      .insertInto("users")
      .values({ email, name: options.name ?? "Test Owner", role: "owner", password_hash, totp_secret: secret, totp_last_step: null, created_at: new Date().toISOString(), removed_at: null })
      .returning("id")
      .executeTakeFirstOrThrow(),
  );
  return { id, email, password: PASSWORD, secret, recoveryCodes: [] };
}

/**
 * The admin tests' fixture: a new owner, signed in on this page's browser without the sign-in pages.
 * The session is made by the server's own session code (createSession, the row in the browser tests'
 * database) and its cookie set on the browser, as sign-in would; the page ends on the dashboard.
 * The sign-in, setup, second-factor and passkey tests go the long way (signInThroughSetup).
 */
export async function signInAsOwner(page: Page, options: OwnerOptions = {}): Promise<Account> {
  const account = await createOwner(options);
  const token = await withDatabase(options, (db) => createSession(db, account.id, Date.now()));
  // The test servers are plain http on 127.0.0.1: the cookie is `session`, without Secure.
  await page.context().addCookies([{ name: sessionCookieName(false), value: token, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" }]);
  await page.goto(`${options.server?.origin ?? ""}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return account;
}

/** The test server's database: its SQLite file (the server keeps it in WAL mode: another writer waits its turn), or its PostgreSQL address. */
async function withDatabase<T>(options: OwnerOptions, work: (db: Kysely<Schema>) => Promise<T>): Promise<T> {
  const path = options.server?.databasePath ?? join(e2eDatabaseDir, "e2e.db");
  let db: Kysely<Schema>;
  if (isPostgresUrl(path)) db = openDatabase(path);
  else {
    const sqlite = new Database(path, { fileMustExist: true });
    sqlite.pragma("busy_timeout = 5000");
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * A new owner account (through `npm run owner -- users add` and the real setup pages), signed in
 * on this page, which ends on the dashboard: the long way, for the sign-in, setup, second-factor
 * and passkey tests. Each call makes its own owner, so tests can run in parallel.
 */
export async function signInThroughSetup(page: Page): Promise<Account> {
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const account = await completeSetup(page, setupLinkFromCli(email), { name: "Test Owner" });
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return account;
}

/**
 * A second copy of the built server on a new, empty database, as on the day the site is installed:
 * it prints the first owner's setup link. (The shared browser-test server has accounts from the
 * other tests, and a first-account link stops working as soon as anyone has an account.)
 */
export async function startFreshServer(env: Record<string, string> = {}): Promise<{ origin: string; setupPath: string; databasePath: string; stop: () => void }> {
  const port = await new Promise<number>((found) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => found(port));
    });
  });
  const dir = mkdtempSync(join(tmpdir(), "kindred-e2e-fresh-"));
  // Its own SQLite file, unless the test gives a database (PostgreSQL, shared by two servers).
  const databasePath = env.DATABASE_URL ?? join(dir, "site.db");
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/node/main.js`], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_REQUESTS: "false", ...env, DATABASE_URL: databasePath },
  });
  const stop = () => {
    child.kill("SIGTERM");
    child.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  };
  let out = "";
  const setupPath = await new Promise<string>((found, failed) => {
    const timer = setTimeout(() => failed(new Error(`The fresh server printed no setup link: ${out}`)), 30_000);
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const link = /https?:\/\/\S+(\/admin\/setup\?token=[A-Za-z0-9_-]+)/.exec(out)?.[1];
      if (link && out.includes("listening on")) {
        clearTimeout(timer);
        found(link);
      }
    });
    child.once("exit", (code) => failed(new Error(`The fresh server stopped (${code}): ${out}`)));
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { origin: `http://127.0.0.1:${port}`, setupPath, databasePath, stop };
}

/** A page of a server as a visitor gets it (no session, the page cache's copy); anything but 200 fails. */
export function visitorView(origin: string) {
  return async (path: string) => {
    const response = await fetch(origin + path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
}

/**
 * What a contact message leaves about its sender, straight into a fresh server's database: the
 * message, her confirmation and the owner's notification (waiting unless said), and with
 * `cancelledReminder` a booking reminder to her that was cancelled. `mark` names its keys.
 */
export function seedContactMessage(
  databasePath: string,
  seed: { address: string; text: string; mark: string; phone?: string; confirmation?: "sent" | "waiting"; cancelledReminder?: boolean },
): void {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    const message = db
      .prepare(
        `insert into contact_messages (received_at, idempotency_key, name, email, phone, child_age, message, hear_about_us, language)
         values (?, ?, 'Ana Pérez', ?, ?, 7, ?, '', 'en')`,
      )
      .run(now, `${seed.mark}-message`, seed.address, seed.phone ?? "", seed.text);
    const email = db.prepare(
      `insert into outbox (message_id, purpose, submission_kind, submission_id, recipients, reply_to, subject, text_body, html_body, status, next_attempt_at, created_at)
       values (?, ?, ?, ?, ?, ?, 'Your message', 'Dear Ana', '<p>Dear Ana</p>', ?, ?, ?)`,
    );
    email.run(`<${seed.mark}-1@kindred.test>`, "visitor-confirmation", "contact", message.lastInsertRowid, seed.address, null, seed.confirmation ?? "waiting", now, now);
    email.run(`<${seed.mark}-2@kindred.test>`, "owner-notification", "contact", message.lastInsertRowid, "owner@kindred.test", seed.address, "waiting", now, now);
    if (seed.cancelledReminder) email.run(`<${seed.mark}-3@kindred.test>`, "booking-reminder", null, null, seed.address, null, "cancelled", now, now);
  } finally {
    db.close();
  }
}

/** A discovery-call request and its booked call, straight into a fresh server's database (as a parent's booking would leave them). */
export function seedCall(databasePath: string, start: number, name = "Ana Pérez"): void {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    const request = db
      .prepare(
        `insert into discovery_call_requests (received_at, idempotency_key, parent_name, parent_email, parent_phone, child_name, child_age, challenges, preferred_time, timezone, hear_about_us, language)
         values (?, ?, ?, 'ana@example.org', '555-234-5678', '', '3-4years', 'Bedtime reading has become a struggle.', '', 'EST', '', 'en')`,
      )
      .run(now, `e2e-calls-${start}`, name);
    db.prepare(
      `insert into bookings (request_id, uid, start_at, end_at, status, sequence, manage_token_hash, language, created_at, updated_at)
       values (?, ?, ?, ?, 'booked', 0, ?, 'en', ?, ?)`,
    ).run(request.lastInsertRowid, `booking-e2e-${start}@kindred.test`, start, start + 15 * 60_000, `e2e-hash-${start}`, now, now);
  } finally {
    db.close();
  }
}

/** No sideways scrolling and no axe (WCAG 2.1 AA) violation, at 390 px and at 1280 px; the page is left at 1280 px. */
export async function expectAxeClean(page: Page, label: string, widths: readonly number[] = [390, 1280]) {
  for (const width of widths) {
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
    expect(await violations(page), `${label} at ${width} px`).toEqual([]);
  }
}

/**
 * The page as it is, at 390 and then 1280 px (its layout follows the width through CSS alone): no
 * sideways scrolling and no axe violation of any rule (best practices too). Left at 1280 px.
 */
export async function expectCleanAtBothWidths(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${label}: no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    expect((await axe(page).analyze()).violations, `${label} at ${width} px`).toEqual([]);
  }
}

/** A message sent on /connect, as a visitor would, until "Message Sent!" shows. */
export async function sendContactForm(page: Page, last: string, email: string, message: string) {
  await open(page, "/connect");
  const form = page.getByRole("region", { name: "Send Us a Message" });
  await form.getByLabel("First name").fill("Ana");
  await form.getByLabel("Last name").fill(last);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("555-234-5678");
  await form.getByLabel("Your child's age").selectOption("7");
  await form.getByLabel("What can we help with?").selectOption("explorers");
  await form.getByLabel("Your message").fill(message);
  await passFormFloor(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
}

/** YYYY-MM-DD of an instant in the business's zone (the test servers' default, New York). */
export function dateInBusinessZone(instant: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

export function mondayOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
