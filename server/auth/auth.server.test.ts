import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beginSignIn, completeSetup, finishSignIn, issueSetupToken, pendingSetup, readSetupToken, removeUser, startSetup } from "./accounts.server";
import { accountAddressKey, BASE_LOCK_MS } from "./lockout.server";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.server";
import { createSession, deleteUserSessions, SESSION_IDLE_MS, SESSION_MAX_MS, validateSession } from "./sessions.server";
import { matchTotp, totpCodeAt, totpStep } from "./totp.server";
import { createAuthTestDb, insertUser } from "#tests/auth-db";

let t: Awaited<ReturnType<typeof createAuthTestDb>>;
beforeEach(async () => {
  t = await createAuthTestDb();
});
afterEach(async () => {
  await t.close();
});

const T0 = Date.UTC(2026, 10, 21, 15, 0, 5); // 5 s into a 30-second step
const at = (now: number, address = "203.0.113.7") => ({ now, address });

describe("passwords", () => {
  it("hashes with Argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("a long enough passphrase");
    expect(hash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(hash, "a long enough passphrase")).toBe(true);
    expect(await verifyPassword(hash, "a long enough passphrasE")).toBe(false);
  });

  it("refuses short passwords and the 10,000 most common, whatever their case", () => {
    expect(passwordProblem("elevenchars")).toBe("too-short");
    expect(passwordProblem("twelve chars")).toBeNull();
    expect(passwordProblem("qwerty123456")).toBe("common"); // on the list
    expect(passwordProblem("LeaveMeAlone")).toBe("common"); // leavemealone, compared lowercased
    expect(passwordProblem("x".repeat(300))).toBe("too-long");
  });
});

describe("TOTP (RFC 6238, 30 s, 6 digits)", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  it("accepts the current step and one step of drift either way, not two", () => {
    const step = totpStep(T0);
    for (const drift of [-1, 0, 1]) expect(matchTotp(secret, totpCodeAt(secret, step + drift), T0, null)).toBe(step + drift);
    for (const drift of [-2, 2]) expect(matchTotp(secret, totpCodeAt(secret, step + drift), T0, null)).toBeNull();
    expect(matchTotp(secret, "12345", T0, null)).toBeNull();
  });

  it("matches RFC 6238's SHA-1 test vector", () => {
    // The RFC's key "12345678901234567890" in base32; T = 59 s gives 94287082 (8 digits), so 287082 for 6.
    expect(totpCodeAt("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", totpStep(59_000))).toBe("287082");
  });

  it("never accepts a step already used (or an older one) at sign-in", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    const code = totpCodeAt(user.secret, totpStep(T0));
    const first = await beginSignIn(t.db, user, at(T0));
    expect(first.ok).toBe(true);
    expect((await finishSignIn(t.db, (first as { challenge: string }).challenge, code, at(T0))).ok).toBe(true);
    const second = await beginSignIn(t.db, user, at(T0 + 1000));
    const challenge = (second as { challenge: string }).challenge;
    // The same code again, ten seconds later, same step: refused.
    expect(await finishSignIn(t.db, challenge, code, at(T0 + 10_000))).toMatchObject({ ok: false, reason: "invalid" });
    // The previous step's code is within the drift window but older than the used one: refused.
    expect(await finishSignIn(t.db, challenge, totpCodeAt(user.secret, totpStep(T0) - 1), at(T0 + 10_000))).toMatchObject({ ok: false });
    // The next step's code works.
    expect((await finishSignIn(t.db, challenge, totpCodeAt(user.secret, totpStep(T0) + 1), at(T0 + 30_000))).ok).toBe(true);
  });

  it("lets two simultaneous sign-ins with one code through only once", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    const a = (await beginSignIn(t.db, user, at(T0))) as { challenge: string };
    const b = (await beginSignIn(t.db, user, at(T0))) as { challenge: string };
    const code = totpCodeAt(user.secret, totpStep(T0));
    const results = await Promise.all([finishSignIn(t.db, a.challenge, code, at(T0)), finishSignIn(t.db, b.challenge, code, at(T0))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe("setup by link, and recovery codes", () => {
  it("creates the account once, with 10 single-use recovery codes", async () => {
    const token = await issueSetupToken(t.db, { email: null, role: "owner", createdBy: null, now: T0 });
    expect(await readSetupToken(t.db, token, T0 + 59 * 60_000)).toMatchObject({ email: null, role: "owner" });
    expect(await readSetupToken(t.db, token, T0 + 61 * 60_000)).toBeNull(); // one hour
    expect(await startSetup(t.db, token, { name: "Elena", email: "elena@example.com", password: "qwertyqwerty", confirm: "qwertyqwerty" }, T0)).toMatchObject({
      ok: false,
      errors: { password: "common" },
    });
    expect(await startSetup(t.db, token, { name: "Elena", email: "elena@example.com", password: "stories at bedtime", confirm: "stories at bedtime!" }, T0)).toMatchObject({
      ok: false,
      errors: { confirm: "mismatch" },
    });
    const started = await startSetup(t.db, token, { name: "Elena", email: "Elena@Example.com", password: "stories at bedtime", confirm: "stories at bedtime" }, T0);
    expect(started).toMatchObject({ ok: true, email: "elena@example.com" });
    const { secret } = (await pendingSetup(t.db, token, T0))!;
    expect(await completeSetup(t.db, token, "000000", at(T0))).toMatchObject({ ok: false });
    const done = await completeSetup(t.db, token, totpCodeAt(secret, totpStep(T0)), at(T0));
    expect(done.ok).toBe(true);
    const { recoveryCodes } = done as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Single use: the link is spent.
    expect(await readSetupToken(t.db, token, T0)).toBeNull();
    expect(await completeSetup(t.db, token, totpCodeAt(secret, totpStep(T0) + 1), at(T0))).toMatchObject({ ok: false, reason: "expired" });
    // Stored hashed, never as text.
    const stored = await t.db.selectFrom("recovery_codes").select("code_hash").execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    // A recovery code signs in once.
    const signIn = async () => (await beginSignIn(t.db, { email: "elena@example.com", password: "stories at bedtime" }, at(T0))) as { challenge: string };
    expect(await finishSignIn(t.db, (await signIn()).challenge, recoveryCodes[3]!.toUpperCase(), at(T0))).toMatchObject({ ok: true, usedRecoveryCode: true });
    expect(await finishSignIn(t.db, (await signIn()).challenge, recoveryCodes[3]!, at(T0))).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("setup links cannot take over an account", () => {
  async function setUp(token: string, email: string, now = T0) {
    const started = await startSetup(t.db, token, { name: "Someone", email, password: "stories at bedtime", confirm: "stories at bedtime" }, now);
    if (!started.ok) return started;
    const { secret } = (await pendingSetup(t.db, token, now))!;
    return completeSetup(t.db, token, totpCodeAt(secret, totpStep(now)), at(now));
  }

  it("a second first-account link stops working once the first owner exists", async () => {
    const printed = await issueSetupToken(t.db, { email: null, role: "owner", createdBy: null, now: T0 });
    const other = await issueSetupToken(t.db, { email: null, role: "owner", createdBy: null, now: T0 });
    expect((await setUp(printed, "elena@example.com")).ok).toBe(true);
    expect(await readSetupToken(t.db, other, T0)).toBeNull();
    expect(await setUp(other, "mallory@example.com")).toMatchObject({ ok: false });
    expect(await t.db.selectFrom("users").select("email").execute()).toEqual([{ email: "elena@example.com" }]);
  });

  it("a first-account link half-used before the owner finished cannot replace the owner's password", async () => {
    const printed = await issueSetupToken(t.db, { email: null, role: "owner", createdBy: null, now: T0 });
    const leftover = await issueSetupToken(t.db, { email: null, role: "owner", createdBy: null, now: T0 });
    // Someone with the leftover link gets past the details step with the owner's email first…
    expect(await startSetup(t.db, leftover, { name: "Mallory", email: "elena@example.com", password: "a different password", confirm: "a different password" }, T0)).toMatchObject({ ok: true });
    const { secret } = (await pendingSetup(t.db, leftover, T0))!;
    // …the owner finishes setup…
    expect((await setUp(printed, "elena@example.com")).ok).toBe(true);
    // …and the leftover link can no longer finish.
    expect(await completeSetup(t.db, leftover, totpCodeAt(secret, totpStep(T0)), at(T0))).toMatchObject({ ok: false, reason: "expired" });
    expect((await beginSignIn(t.db, { email: "elena@example.com", password: "stories at bedtime" }, at(T0))).ok).toBe(true);
  });

  it("a new invitation or reset withdraws the person's earlier links, and finishing one spends the rest", async () => {
    const owner = await insertUser(t.db, "owner@example.com");
    const first = await issueSetupToken(t.db, { email: "sam@example.com", role: "assistant", createdBy: owner.id, now: T0 });
    const second = await issueSetupToken(t.db, { email: "sam@example.com", role: "assistant", createdBy: owner.id, now: T0 });
    expect(await readSetupToken(t.db, first, T0)).toBeNull();
    expect((await setUp(second, "sam@example.com")).ok).toBe(true);
    // A reset link for Sam works; a link for someone else cannot be pointed at Sam's account.
    const reset = await issueSetupToken(t.db, { email: "sam@example.com", role: "assistant", createdBy: owner.id, now: T0 + 60_000 });
    expect((await setUp(reset, "sam@example.com", T0 + 60_000)).ok).toBe(true);
  });
});

describe("sessions", () => {
  it("ends after 12 hours idle, and after 30 days however active", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    const idle = await createSession(t.db, user.id, T0);
    expect(await validateSession(t.db, idle, T0 + SESSION_IDLE_MS - 1000)).toMatchObject({ email: "owner@example.com" });
    expect(await validateSession(t.db, idle, T0 + 2 * SESSION_IDLE_MS - 2000)).not.toBeNull(); // the visit above renewed it
    expect(await validateSession(t.db, idle, T0 + 3 * SESSION_IDLE_MS)).toBeNull();

    const active = await createSession(t.db, user.id, T0);
    let now = T0;
    while (now + 6 * 3600_000 < T0 + SESSION_MAX_MS) {
      now += 6 * 3600_000;
      expect(await validateSession(t.db, active, now)).not.toBeNull();
    }
    expect(await validateSession(t.db, active, T0 + SESSION_MAX_MS)).toBeNull();
  });

  it("stores only the token's SHA-256", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    const token = await createSession(t.db, user.id, T0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    const ids = (await t.db.selectFrom("sessions").select("id").execute()).map((r) => r.id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(ids[0]).not.toContain(token);
  });

  it("signs out everywhere, and ends a removed person's sessions", async () => {
    const owner = await insertUser(t.db, "owner@example.com");
    const assistant = await insertUser(t.db, "helper@example.com", "assistant");
    const [a, b] = [await createSession(t.db, owner.id, T0), await createSession(t.db, owner.id, T0)];
    const other = await createSession(t.db, assistant.id, T0);
    expect(await deleteUserSessions(t.db, owner.id)).toBe(2);
    expect(await validateSession(t.db, a, T0)).toBeNull();
    expect(await validateSession(t.db, b, T0)).toBeNull();
    expect(await validateSession(t.db, other, T0)).not.toBeNull();
    await removeUser(t.db, assistant.id, { actor: owner, address: null, now: T0 });
    expect(await validateSession(t.db, other, T0)).toBeNull();
    expect(await beginSignIn(t.db, assistant, at(T0))).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("lockout", () => {
  it("pauses an account from one address after 5 failures for 15 minutes, then 30; the audit log says so", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    const wrong = { email: user.email, password: "not the password" };
    for (let i = 0; i < 5; i++) expect(await beginSignIn(t.db, wrong, at(T0, "198.51.100.7"))).toMatchObject({ reason: "invalid" });
    // Locked now from that address, even with the right password.
    expect(await beginSignIn(t.db, user, at(T0 + 1000, "198.51.100.7"))).toMatchObject({ ok: false, reason: "locked", retryAt: T0 + BASE_LOCK_MS });
    expect((await beginSignIn(t.db, user, at(T0 + BASE_LOCK_MS + 1, "198.51.100.7"))).ok).toBe(true);
    const t1 = T0 + BASE_LOCK_MS + 1000;
    for (let i = 0; i < 5; i++) await beginSignIn(t.db, wrong, at(t1, "198.51.100.7"));
    expect(await beginSignIn(t.db, user, at(t1, "198.51.100.7"))).toMatchObject({ reason: "locked", retryAt: t1 + 2 * BASE_LOCK_MS });
    const log = await t.db.selectFrom("audit_log").select(["action", "detail", "actor_email"]).where("action", "=", "sign-in.locked").execute();
    expect(log.filter((r) => r.detail?.includes("this account from this address")).map((r) => r.detail)).toEqual([
      expect.stringContaining("for 15 minutes"),
      expect.stringContaining("for 30 minutes"),
    ]);
  });

  it("never locks the owner out because strangers typed their email with wrong passwords", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    const wrong = { email: user.email, password: "not the password" };
    for (let a = 0; a < 4; a++) for (let i = 0; i < 6; i++) await beginSignIn(t.db, wrong, at(T0, `198.51.100.${a}`));
    expect(await beginSignIn(t.db, wrong, at(T0, "198.51.100.0"))).toMatchObject({ reason: "locked" });
    // The owner, from their own address, signs in at once.
    const own = await beginSignIn(t.db, user, at(T0 + 1000, "192.0.2.50"));
    expect(own.ok).toBe(true);
    expect((await finishSignIn(t.db, (own as { challenge: string }).challenge, totpCodeAt(user.secret, totpStep(T0)), at(T0 + 1000, "192.0.2.50"))).ok).toBe(true);
  });

  it("pauses an address after 5 failures across different accounts, known or not", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    for (let i = 0; i < 5; i++) await beginSignIn(t.db, { email: `nobody${i}@example.com`, password: "guess guess guess" }, at(T0));
    expect(await beginSignIn(t.db, user, at(T0))).toMatchObject({ reason: "locked" });
    expect((await beginSignIn(t.db, user, at(T0, "192.0.2.1"))).ok).toBe(true);
  });

  it("answers an unknown email exactly as a wrong password, and counts it the same", async () => {
    await insertUser(t.db, "owner@example.com");
    const unknown = await beginSignIn(t.db, { email: "stranger@example.com", password: "whatever it is" }, at(T0));
    const wrong = await beginSignIn(t.db, { email: "owner@example.com", password: "whatever it is" }, at(T0, "192.0.2.2"));
    expect(unknown).toEqual(wrong);
    for (let i = 0; i < 4; i++) await beginSignIn(t.db, { email: "stranger@example.com", password: "whatever it is" }, at(T0, "192.0.2.3"));
    for (let i = 0; i < 4; i++) await beginSignIn(t.db, { email: "owner@example.com", password: "whatever it is" }, at(T0, "192.0.2.4"));
    const [a, b] = [
      await beginSignIn(t.db, { email: "stranger@example.com", password: "whatever it is" }, at(T0, "192.0.2.3")),
      await beginSignIn(t.db, { email: "owner@example.com", password: "whatever it is" }, at(T0, "192.0.2.4")),
    ];
    expect(a).toEqual(b);
  });

  it("counts wrong codes as failures too, and from every address once the password is known", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    const { challenge } = (await beginSignIn(t.db, user, at(T0))) as { challenge: string };
    for (let i = 0; i < 5; i++) await finishSignIn(t.db, challenge, "000000", at(T0));
    expect(await finishSignIn(t.db, challenge, totpCodeAt(user.secret, totpStep(T0)), at(T0))).toMatchObject({ ok: false, reason: "locked" });

    // Someone with the password, guessing codes from five addresses: the account's code step pauses.
    const other = await insertUser(t.db, "assistant@example.com", "assistant");
    for (let i = 0; i < 5; i++) {
      const step = (await beginSignIn(t.db, other, at(T0, `203.0.113.${i}`))) as { challenge: string };
      expect(await finishSignIn(t.db, step.challenge, "000000", at(T0, `203.0.113.${i}`))).toMatchObject({ reason: "invalid" });
    }
    const late = (await beginSignIn(t.db, other, at(T0, "203.0.113.99"))) as { challenge: string };
    expect(await finishSignIn(t.db, late.challenge, totpCodeAt(other.secret, totpStep(T0)), at(T0, "203.0.113.99"))).toMatchObject({ reason: "locked" });
  });

  it("checks no more than 5 guesses when many arrive at the same time, and locks once", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    const wrong = { email: user.email, password: "not the password" };
    const results = await Promise.all(Array.from({ length: 12 }, () => beginSignIn(t.db, wrong, at(T0, "203.0.113.9"))));
    let checked = results.filter((r) => !r.ok && r.reason === "invalid").length;
    expect(checked).toBeLessThanOrEqual(5);
    // However the burst interleaved, the guesses checked before the pause add up to exactly 5.
    for (;;) {
      const next = await beginSignIn(t.db, wrong, at(T0 + 1000, "203.0.113.9"));
      if (!next.ok && next.reason === "locked") break;
      checked++;
      expect(checked).toBeLessThanOrEqual(5);
    }
    expect(checked).toBe(5);
    expect(await t.db.selectFrom("audit_log").select("id").where("action", "=", "sign-in.failed").execute()).toHaveLength(5);
    expect(await beginSignIn(t.db, user, at(T0 + 2000, "203.0.113.9"))).toMatchObject({ reason: "locked" });
    const row = await t.db.selectFrom("auth_attempts").selectAll().where("key", "=", accountAddressKey(user.email, "203.0.113.9")).executeTakeFirstOrThrow();
    expect(row.lockouts).toBe(1);
  });

  it("forgets the failures of a day ago, and sessions that can no longer be used", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    await beginSignIn(t.db, { email: "guess@example.com", password: "not the password" }, at(T0, "198.51.100.1"));
    const stale = await createSession(t.db, user.id, T0);
    const later = T0 + 25 * 60 * 60 * 1000;
    await beginSignIn(t.db, user, at(later, "192.0.2.9"));
    await createSession(t.db, user.id, later);
    const keys = (await t.db.selectFrom("auth_attempts").select("key").execute()).map((r) => r.key);
    expect(keys.some((key) => key.includes("guess@example.com") || key.includes("198.51.100.1"))).toBe(false);
    const sessions = await t.db.selectFrom("sessions").select("id").execute();
    expect(sessions).toHaveLength(1);
    expect(await validateSession(t.db, stale, later)).toBeNull();
  });

  it("a right password does not count as a failure", async () => {
    const user = await insertUser(t.db, "owner@example.com");
    for (let i = 0; i < 10; i++) expect((await beginSignIn(t.db, user, at(T0))).ok).toBe(true);
  });
});

