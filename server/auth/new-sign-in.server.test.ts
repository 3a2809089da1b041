import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadServerConfig, mailSettings } from "#server/config.server";
import { retentionSettings, runRetention } from "#server/privacy/retention.server";
import { startTestSmtp } from "#tests/smtp";
import { createMailTransport, sendOutboxRow } from "#server/email/transport.server";
import { OutboxWorker } from "#server/email/worker.server";
import {
  DEVICE_COOKIE_MAX_AGE_MS,
  describeBrowser,
  newSignInMail,
  noteSignIn,
  signOutEverywhere,
  signOutLinkOwner,
  signOutWithLink,
  SIGN_OUT_LINK_MS,
  type SignInMethod,
} from "./new-sign-in.server";
import { createSession, validateSession } from "./sessions.server";
import { createAuthTestDb, insertUser } from "#tests/auth-db";

// Runs on SQLite and, with TEST_DB=postgres, on PostgreSQL.
let t: Awaited<ReturnType<typeof createAuthTestDb>>;
beforeEach(async () => {
  t = await createAuthTestDb();
});
afterEach(async () => {
  await t.close();
});

const T0 = Date.UTC(2026, 10, 26, 20, 15, 0); // 3:15 PM in New York
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const config = loadServerConfig({ MAIL_FROM: "Kindred Pages <hello@kindred.test>", SITE_URL: "https://www.kindred.test" });
const mail = newSignInMail(config);

async function signIn(userId: number, deviceToken: string | null, options: { method?: SignInMethod; userAgent?: string; now?: number; notify?: boolean } = {}) {
  return noteSignIn(
    t.db,
    { userId, method: options.method ?? "password-and-code", deviceToken, userAgent: options.userAgent ?? PHONE, now: options.now ?? T0, notify: options.notify },
    mail,
  );
}

const notices = () => t.db.selectFrom("outbox").selectAll().where("purpose", "=", "sign-in-notice").orderBy("id").execute();
const linkIn = (text: string) => /https:\/\/www\.kindred\.test\/admin\/sign-out-everywhere\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

describe("describeBrowser", () => {
  it("names the browser and system from a fixed list, never the header's own words", () => {
    expect(describeBrowser(PHONE)).toBe("Chrome on Android");
    expect(describeBrowser(IPHONE)).toBe("Safari on iPhone");
    expect(describeBrowser("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe(
      "Edge on Windows",
    );
    expect(describeBrowser("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Mac");
    expect(describeBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1")).toBe(
      "Chrome on iPhone",
    );
    expect(describeBrowser("<script>alert(1)</script> Linux")).toBe("a browser on Linux");
    expect(describeBrowser("curl/8.5.0")).toBe("an unrecognised browser");
    expect(describeBrowser(null)).toBe("an unrecognised browser");
  });
});

describe("a word on every new sign-in", () => {
  it("writes one email to the person for a new browser, and none when the same browser signs in again", async () => {
    const owner = await insertUser(t.db, "elena@kindred.test");
    const first = await signIn(owner.id, null);
    expect(first.notified).toBe(true);
    expect(first.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [notice] = await notices();
    expect(notice).toMatchObject({ recipients: "elena@kindred.test", subject: "New sign-in to the Kindred Pages back office", status: "waiting" });
    expect(notice!.text_body).toContain("Hello elena,");
    expect(notice!.text_body).toContain("When: Thursday, November 26, 2026 at 3:15 PM (Eastern Time)");
    expect(notice!.text_body).toContain("How: with the password and an authenticator code");
    expect(notice!.text_body).toContain("Browser: Chrome on Android");
    expect(linkIn(notice!.text_body)).not.toBeNull();
    expect(notice!.html_body).toContain(`href="https://www.kindred.test/admin/sign-out-everywhere?token=${linkIn(notice!.text_body)}"`);

    const again = await signIn(owner.id, first.deviceToken, { now: T0 + 60_000, method: "passkey" });
    expect(again).toEqual({ deviceToken: first.deviceToken, notified: false });
    expect(await notices()).toHaveLength(1);
    const device = await t.db.selectFrom("sign_in_devices").selectAll().executeTakeFirstOrThrow();
    expect(device.last_seen_at).toBe(T0 + 60_000);
    // Only hashes are stored.
    expect(device.device_hash).not.toBe(first.deviceToken);
    expect(JSON.stringify(device)).not.toContain(linkIn(notice!.text_body)!);
  });

  it("names the method: passkey, recovery code", async () => {
    const owner = await insertUser(t.db, "elena@kindred.test");
    await signIn(owner.id, null, { method: "passkey", userAgent: IPHONE });
    await signIn(owner.id, null, { method: "recovery-code" });
    const [passkey, recovery] = await notices();
    expect(passkey!.text_body).toContain("How: with a passkey\nBrowser: Safari on iPhone");
    expect(recovery!.text_body).toContain("How: with the password and a recovery code");
  });

  it("tells the owners too when an assistant signs in, and one browser is a new device for each account", async () => {
    const owner = await insertUser(t.db, "elena@kindred.test");
    const assistant = await insertUser(t.db, "sam@kindred.test", "assistant");
    const gone = await insertUser(t.db, "former@kindred.test");
    await t.db.updateTable("users").set({ removed_at: new Date(T0).toISOString() }).where("id", "=", gone.id).execute();

    const { deviceToken } = await signIn(assistant.id, null);
    const rows = await notices();
    expect(rows.map((r) => r.recipients).sort()).toEqual(["elena@kindred.test", "sam@kindred.test"]);
    const toOwner = rows.find((r) => r.recipients === "elena@kindred.test")!;
    expect(toOwner.subject).toBe("sam signed in to the Kindred Pages back office");
    expect(toOwner.text_body).toContain("sam (sam@kindred.test), your assistant, signed in");
    // The same link in both: it ends the assistant's sessions.
    expect(linkIn(toOwner.text_body)).toBe(linkIn(rows.find((r) => r.recipients === "sam@kindred.test")!.text_body));

    // The owner, on the assistant's browser: new for her (and no one else is told).
    expect((await signIn(owner.id, deviceToken)).notified).toBe(true);
    expect((await notices()).map((r) => r.recipients)).toEqual([...rows.map((r) => r.recipients), "elena@kindred.test"]);
  });

  it("remembers the browser that finished setup without an email", async () => {
    const owner = await insertUser(t.db, "elena@kindred.test");
    const setup = await signIn(owner.id, null, { notify: false });
    expect(setup.notified).toBe(false);
    expect(await notices()).toHaveLength(0);
    expect((await signIn(owner.id, setup.deviceToken)).notified).toBe(false);
    expect((await signIn(owner.id, null)).notified).toBe(true);
  });

  it("writes one email when one new browser signs in twice at once", async () => {
    const owner = await insertUser(t.db, "elena@kindred.test");
    const token = "a".repeat(43);
    const results = await Promise.all([signIn(owner.id, token), signIn(owner.id, token)]);
    expect(results.filter((r) => r.notified)).toHaveLength(1);
    expect(await notices()).toHaveLength(1);
  });

  it("arrives through the outbox at a real mail server, the link whole", async () => {
    const smtp = await startTestSmtp();
    const transport = createMailTransport(smtp.url);
    try {
      const owner = await insertUser(t.db, "elena@kindred.test");
      await signIn(owner.id, null);
      const worker = new OutboxWorker({ db: t.db, send: (row) => sendOutboxRow(transport, mailSettings(config).from, row), now: () => T0, log: () => {} });
      expect(await worker.drain()).toBe(1);
      const [received] = smtp.to("elena@kindred.test");
      expect(received!.parsed.subject).toBe("New sign-in to the Kindred Pages back office");
      const token = linkIn(received!.parsed.text ?? "");
      expect(token).not.toBeNull();
      expect(await signOutLinkOwner(t.db, token!, T0)).toEqual({ id: owner.id, email: "elena@kindred.test" });
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe("sign out everywhere", () => {
  it("from the email's link: ends every session, forgets every browser, is audited, and works once for 7 days", async () => {
    const assistant = await insertUser(t.db, "sam@kindred.test", "assistant");
    const other = await insertUser(t.db, "elena@kindred.test");
    const sessions = [await createSession(t.db, assistant.id, T0), await createSession(t.db, assistant.id, T0)];
    const hers = await createSession(t.db, other.id, T0);
    const first = await signIn(assistant.id, null);
    await signIn(other.id, null);
    const token = linkIn((await notices())[0]!.text_body)!;

    expect(await signOutWithLink(t.db, "x".repeat(43), { now: T0, address: "203.0.113.7" })).toBeNull();
    expect(await signOutLinkOwner(t.db, token, T0 + SIGN_OUT_LINK_MS)).toBeNull();
    expect(await signOutWithLink(t.db, token, { now: T0 + 1000, address: "203.0.113.7" })).toBe(2);
    for (const session of sessions) expect(await validateSession(t.db, session, T0 + 2000)).toBeNull();
    expect(await validateSession(t.db, hers, T0 + 2000)).not.toBeNull();
    // Forgotten: the same browser's next sign-in is announced again; the link is used up.
    expect(await signOutLinkOwner(t.db, token, T0 + 2000)).toBeNull();
    expect((await signIn(assistant.id, first.deviceToken, { now: T0 + 3000 })).notified).toBe(true);
    const audit = await t.db.selectFrom("audit_log").selectAll().where("action", "=", "sign-out.everywhere").executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_email: "sam@kindred.test", address: "203.0.113.7", detail: "2 sessions ended, from the link in a new sign-in email" });
  });

  it("from the Account page: the same, for the signed-in person", async () => {
    const owner = await insertUser(t.db, "elena@kindred.test");
    const { deviceToken } = await signIn(owner.id, null);
    await createSession(t.db, owner.id, T0);
    expect(await signOutEverywhere(t.db, owner.id)).toBe(1);
    expect((await signIn(owner.id, deviceToken)).notified).toBe(true);
  });

  it("a removed person's link does nothing", async () => {
    const assistant = await insertUser(t.db, "sam@kindred.test", "assistant");
    await signIn(assistant.id, null);
    const token = linkIn((await notices())[0]!.text_body)!;
    await t.db.updateTable("users").set({ removed_at: new Date(T0).toISOString() }).where("id", "=", assistant.id).execute();
    expect(await signOutLinkOwner(t.db, token, T0)).toBeNull();
  });
});

describe("retention", () => {
  it("forgets a browser not seen for 400 days and clears links that stopped working", async () => {
    const owner = await insertUser(t.db, "elena@kindred.test");
    const old = await signIn(owner.id, null, { now: T0 });
    const recent = await signIn(owner.id, null, { now: T0 + DEVICE_COOKIE_MAX_AGE_MS - SIGN_OUT_LINK_MS - 1000 });
    const run = await runRetention(t.db, retentionSettings(config), T0 + DEVICE_COOKIE_MAX_AGE_MS, () => {});
    expect(run.ran && run.counts.sign_in_devices).toEqual({ deleted: 1, blanked: 1 });
    const left = await t.db.selectFrom("sign_in_devices").selectAll().execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.sign_out_hash).toBeNull();
    expect((await signIn(owner.id, recent.deviceToken, { now: T0 + DEVICE_COOKIE_MAX_AGE_MS })).notified).toBe(false);
    expect((await signIn(owner.id, old.deviceToken, { now: T0 + DEVICE_COOKIE_MAX_AGE_MS })).notified).toBe(true);
  });
});
