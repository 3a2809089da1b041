import type { AppDatabase } from "#server/db/database.server";
import type { AdminRoleColumn } from "#server/db/schema";
import { writeAudit, type AuditActor } from "./audit.server";
import { accountAddressKey, accountKey, addressKey, chargeAttempt, clearFailures, refundAttempt, settleFailure, sweepAttempts } from "./lockout.server";
import { hashPassword, passwordProblem, verifyPassword, type PasswordProblem } from "./passwords.server";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes.server";
import { createSession, deleteUserSessions, hashToken, newToken } from "./sessions.server";
import { matchTotp, newTotpSecret } from "./totp.server";

/** Setup links are valid for one hour and work once. */
export const SETUP_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Between the password and the code at sign-in. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;

/** A setup link on `origin`: the site's address, or for the links printed in a terminal config.setupLinkOrigin. */
export function setupLink(origin: string, token: string): string {
  return new URL(`/admin/setup?token=${token}`, origin).href;
}

// ---------------------------------------------------------------- setup links

/** Issues a one-time setup link's token (only its hash is stored). `email` null: the first account, whose page asks for it. */
export async function issueSetupToken(
  db: AppDatabase,
  options: {
    email: string | null;
    role: AdminRoleColumn;
    createdBy: number | null;
    now: number;
  },
): Promise<string> {
  const token = newToken();
  // One live link per person: a new invitation or reset withdraws the earlier unused ones.
  if (options.email !== null) {
    await db.deleteFrom("setup_tokens").where("email", "=", normaliseEmail(options.email)).where("used_at", "is", null).execute();
  }
  await db
    .insertInto("setup_tokens")
    .values({
      token_hash: hashToken(token),
      email: options.email === null ? null : normaliseEmail(options.email),
      role: options.role,
      expires_at: options.now + SETUP_TOKEN_TTL_MS,
      used_at: null,
      created_by: options.createdBy,
      created_at: new Date(options.now).toISOString(),
    })
    .execute();
  return token;
}

/**
 * When nobody can sign in yet: a fresh setup link for the first owner (earlier unused ones from
 * the server are withdrawn), or null if an account exists. Called by the server at start.
 */
export async function firstAccountToken(db: AppDatabase, now: number): Promise<string | null> {
  const someone = await db.selectFrom("users").select("id").where("removed_at", "is", null).executeTakeFirst();
  if (someone) return null;
  await db.deleteFrom("setup_tokens").where("email", "is", null).where("used_at", "is", null).execute();
  return issueSetupToken(db, {
    email: null,
    role: "owner",
    createdBy: null,
    now,
  });
}

async function activeUserExists(db: AppDatabase): Promise<boolean> {
  return Boolean(await db.selectFrom("users").select("id").where("removed_at", "is", null).executeTakeFirst());
}

export type SetupTokenInfo = {
  email: string | null;
  role: AdminRoleColumn;
  existingName: string | null;
};

/** What a valid (unused, unexpired) setup token is for, or null. */
export async function readSetupToken(db: AppDatabase, token: string, now: number): Promise<SetupTokenInfo | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .selectFrom("setup_tokens")
    .select(["email", "role"])
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return null;
  // A first-account link (no email) is only good while nobody can sign in.
  if (row.email === null && (await activeUserExists(db))) return null;
  const existing = row.email ? await db.selectFrom("users").select("name").where("email", "=", row.email).executeTakeFirst() : undefined;
  return {
    email: row.email,
    role: row.role,
    existingName: existing?.name ?? null,
  };
}

export type SetupFieldErrors = Partial<
  Record<"name" | "email" | "password" | "confirm", "required" | "invalid" | "taken" | "mismatch" | PasswordProblem>
>;

/**
 * Setup, first step: name, email (fixed by the link unless it is the first account) and password.
 * Keeps them with the token, with a new TOTP secret, until the second step confirms a code.
 */
export async function startSetup(
  db: AppDatabase,
  token: string,
  input: { name: string; email: string; password: string; confirm: string },
  now: number,
): Promise<{ ok: true; secret: string; email: string } | { ok: false; errors: SetupFieldErrors } | { ok: false; expired: true }> {
  const info = await readSetupToken(db, token, now);
  if (!info) return { ok: false, expired: true };
  const name = input.name.trim();
  const email = info.email ?? normaliseEmail(input.email);
  const errors: SetupFieldErrors = {};
  if (!name) errors.name = "required";
  else if (name.length > 100) errors.name = "invalid";
  if (!email) errors.email = "required";
  else if (!isEmail(email)) errors.email = "invalid";
  else if (!info.email) {
    const taken = await db.selectFrom("users").select("id").where("email", "=", email).where("removed_at", "is", null).executeTakeFirst();
    if (taken) errors.email = "taken";
  }
  const problem = input.password ? passwordProblem(input.password) : "required";
  if (problem) errors.password = problem;
  else if (input.password !== input.confirm) errors.confirm = "mismatch";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const secret = newTotpSecret();
  await db
    .updateTable("setup_tokens")
    .set({
      pending_name: name,
      pending_email: email,
      pending_password_hash: await hashPassword(input.password),
      pending_totp_secret: secret,
    })
    .where("token_hash", "=", hashToken(token))
    .execute();
  return { ok: true, secret, email };
}

export type PendingSetup = { email: string; secret: string };

export async function pendingSetup(db: AppDatabase, token: string, now: number): Promise<PendingSetup | null> {
  const row = await db
    .selectFrom("setup_tokens")
    .select(["pending_email", "pending_totp_secret"])
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!row?.pending_email || !row.pending_totp_secret) return null;
  return { email: row.pending_email, secret: row.pending_totp_secret };
}

/**
 * Setup, second step: a code from the new authenticator confirms the secret. Creates the account
 * (or, for a reset, replaces the password and second factor), uses up the token, issues 10 new
 * recovery codes and signs the person in. Returns the codes, to be shown once.
 */
export async function completeSetup(
  db: AppDatabase,
  token: string,
  code: string,
  meta: AttemptMeta,
): Promise<
  | {
      ok: true;
      user: { id: number; email: string; name: string; role: AdminRoleColumn };
      recoveryCodes: string[];
      sessionToken: string;
    }
  | { ok: false; reason: "expired" | "wrong-code" }
> {
  const { now } = meta;
  const row = await db
    .selectFrom("setup_tokens")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!row?.pending_totp_secret || !row.pending_email || !row.pending_name || !row.pending_password_hash)
    return { ok: false, reason: "expired" };
  const step = matchTotp(row.pending_totp_secret, code, now, null);
  if (step === null) return { ok: false, reason: "wrong-code" };
  const recoveryCodes = newRecoveryCodes();
  const result = await db.transaction().execute(async (trx) => {
    // Single use: only the request that marks the token used goes on.
    const used = await trx
      .updateTable("setup_tokens")
      .set({ used_at: new Date(now).toISOString() })
      .where("token_hash", "=", row.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    const email = row.pending_email!;
    // A first-account link is spent once anyone has an account; and only a link issued for a
    // person's own email may replace their password and second factor.
    if (row.email === null && (await activeUserExists(trx))) return null;
    const holder = await trx.selectFrom("users").select(["id", "removed_at"]).where("email", "=", email).executeTakeFirst();
    if (holder && holder.removed_at === null && row.email !== email) return null;
    // Every other unused link for this person (or for the first account) is withdrawn.
    await trx
      .updateTable("setup_tokens")
      .set({ used_at: new Date(now).toISOString() })
      .where("used_at", "is", null)
      .where((eb) => (row.email === null ? eb.or([eb("email", "is", null), eb("email", "=", email)]) : eb("email", "=", email)))
      .execute();
    const fields = {
      name: row.pending_name!,
      role: row.role,
      password_hash: row.pending_password_hash!,
      totp_secret: row.pending_totp_secret!,
      totp_last_step: step,
      removed_at: null,
    };
    const existing = holder;
    let userId: number;
    if (existing) {
      userId = existing.id;
      await trx.updateTable("users").set(fields).where("id", "=", userId).execute();
      await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    } else {
      const inserted = await trx
        .insertInto("users")
        .values({
          ...fields,
          email: row.pending_email!,
          created_at: new Date(now).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      userId = inserted.id;
    }
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(
        recoveryCodes.map((c) => ({
          user_id: userId,
          code_hash: hashRecoveryCode(c),
          used_at: null,
        })),
      )
      .execute();
    return { userId, reset: Boolean(existing) };
  });
  if (!result) return { ok: false, reason: "expired" };
  const user = {
    id: result.userId,
    email: row.pending_email,
    name: row.pending_name,
    role: row.role,
  };
  await writeAudit(db, {
    actor: user,
    action: result.reset ? "setup.completed-again" : "setup.completed",
    detail: `${user.role} account ${result.reset ? "set up again (new password and second factor)" : "created"}`,
    address: meta.address,
    now,
  });
  const sessionToken = await createSession(db, user.id, now);
  await writeAudit(db, {
    actor: user,
    action: "sign-in",
    detail: "after setup",
    address: meta.address,
    now,
  });
  return { ok: true, user, recoveryCodes, sessionToken };
}

// ---------------------------------------------------------------- sign-in

export type SignInRefusal = {
  ok: false;
  reason: "invalid" | "locked";
  retryAt?: number;
};

/** Where a sign-in attempt comes from; `addressMaxFailures` is the SIGN_IN_ADDRESS_MAX_FAILURES setting (5). */
export type AttemptMeta = { now: number; address: string; addressMaxFailures?: number };

export type AttemptKey = { key: string; label: string; max?: number };

/** The address's own limit (SIGN_IN_ADDRESS_MAX_FAILURES), whatever account is tried. */
export function addressAttemptKey(meta: AttemptMeta): AttemptKey {
  return { key: addressKey(meta.address), label: "this address", max: meta.addressMaxFailures };
}

/**
 * The limits a sign-in step counts against (see lockout.server.ts): the account from this address
 * and this address at both steps, and the account from anywhere at the code step, which only the
 * right password reaches. Wrong passwords from strangers never pause the owner's own address.
 * A passkey (server/auth/passkeys.server.ts) counts as the password step does: a credential id is
 * no secret (it is sent to every browser that asks to sign in with it), so a wrong answer carrying
 * the owner's id pauses this address and the account from this address, never the account from
 * every address, where it would stop the owner's own password and code.
 */
export function attemptKeys(email: string, meta: AttemptMeta, step: "password" | "code" | "passkey"): AttemptKey[] {
  const keys: AttemptKey[] = [{ key: accountAddressKey(email, meta.address), label: "this account from this address" }, addressAttemptKey(meta)];
  if (step === "code") keys.push({ key: accountKey(email), label: "this account from every address" });
  return keys;
}

/** Charges the attempt to every key before it is checked; null when allowed, else when to come back. */
export async function chargeKeys(db: AppDatabase, keys: AttemptKey[], now: number): Promise<number | null> {
  const charged: string[] = [];
  let retryAt: number | null = null;
  for (const { key, max } of keys) {
    const charge = await chargeAttempt(db, key, now, max);
    if (charge.allowed) charged.push(key);
    else retryAt = Math.max(retryAt ?? 0, charge.retryAt);
  }
  if (retryAt !== null) for (const key of charged) await refundAttempt(db, key);
  return retryAt;
}

export async function refundKeys(db: AppDatabase, keys: AttemptKey[]) {
  for (const { key } of keys) await refundAttempt(db, key);
}

/** A charged attempt turned out wrong: in the audit log, and each key locked when it has reached its limit. */
export async function countFailure(db: AppDatabase, meta: AttemptMeta, keys: AttemptKey[], actor: AuditActor, what: string) {
  const { now, address } = meta;
  await writeAudit(db, {
    actor,
    actorEmail: actor ? null : "(unknown account)",
    action: "sign-in.failed",
    detail: what,
    address,
    now,
  });
  for (const { key, label, max } of keys) {
    const { locked } = await settleFailure(db, key, now, max);
    if (locked) {
      await writeAudit(db, {
        actor,
        actorEmail: actor ? null : "(unknown account)",
        action: "sign-in.locked",
        detail: `Sign-in paused for ${label} for ${Math.round(locked.durationMs / 60000)} minutes after ${max ?? 5} failed attempts (lock ${locked.lockouts})`,
        address,
        now,
      });
    }
  }
}

/**
 * Sign-in, first step. The same answer, and the same work (a password hash is always verified),
 * for an unknown email as for a wrong password. On success, a challenge token for the code step.
 */
export async function beginSignIn(
  db: AppDatabase,
  input: { email: string; password: string },
  meta: AttemptMeta,
): Promise<{ ok: true; challenge: string } | SignInRefusal> {
  const { now } = meta;
  const email = normaliseEmail(input.email).slice(0, 254);
  await sweepAttempts(db, now);
  const keys = attemptKeys(email, meta, "password");
  const locked = await chargeKeys(db, keys, now);
  if (locked) return { ok: false, reason: "locked", retryAt: locked };
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "password_hash", "totp_secret"])
    .where("email", "=", email)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk || !user.totp_secret) {
    await countFailure(db, meta, keys, user ? { id: user.id, email: user.email } : null, "wrong email or password");
    return { ok: false, reason: "invalid" };
  }
  await refundKeys(db, keys);
  const challenge = newToken();
  await db.deleteFrom("sign_in_challenges").where("expires_at", "<=", now).execute();
  await db
    .insertInto("sign_in_challenges")
    .values({
      id: hashToken(challenge),
      user_id: user.id,
      expires_at: now + CHALLENGE_TTL_MS,
    })
    .execute();
  return { ok: true, challenge };
}

/** Whether a challenge token is still good (for showing the code step). */
export async function challengeIsValid(db: AppDatabase, challenge: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom("sign_in_challenges")
    .select("id")
    .where("id", "=", hashToken(challenge))
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Sign-in, second step: a 6-digit code (each 30-second step accepted once) or an unused recovery
 * code. On success the challenge is used up and a new session begins.
 */
export async function finishSignIn(
  db: AppDatabase,
  challenge: string,
  code: string,
  meta: AttemptMeta,
): Promise<
  | {
      ok: true;
      sessionToken: string;
      user: { id: number; email: string };
      usedRecoveryCode: boolean;
    }
  | { ok: false; reason: "expired" | "invalid" | "locked"; retryAt?: number }
> {
  const { now, address } = meta;
  const row = await db
    .selectFrom("sign_in_challenges")
    .innerJoin("users", "users.id", "sign_in_challenges.user_id")
    .select(["users.id", "users.email", "users.totp_secret", "users.totp_last_step", "users.removed_at"])
    .where("sign_in_challenges.id", "=", hashToken(challenge))
    .where("sign_in_challenges.expires_at", ">", now)
    .executeTakeFirst();
  if (!row || row.removed_at !== null || !row.totp_secret) return { ok: false, reason: "expired" };
  const keys = attemptKeys(row.email, meta, "code");
  const locked = await chargeKeys(db, keys, now);
  if (locked) return { ok: false, reason: "locked", retryAt: locked };
  const user = { id: row.id, email: row.email };
  let accepted = false;
  let usedRecoveryCode = false;
  const step = matchTotp(row.totp_secret, code, now, row.totp_last_step);
  if (step !== null) {
    // Atomic: of two requests with the same code, only one moves the last step forward.
    const updated = await db
      .updateTable("users")
      .set({ totp_last_step: step })
      .where("id", "=", row.id)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    accepted = Number(updated.numUpdatedRows) === 1;
  } else if (looksLikeRecoveryCode(code)) {
    const updated = await db
      .updateTable("recovery_codes")
      .set({ used_at: new Date(now).toISOString() })
      .where("user_id", "=", row.id)
      .where("code_hash", "=", hashRecoveryCode(code))
      .where("used_at", "is", null)
      .executeTakeFirst();
    accepted = usedRecoveryCode = Number(updated.numUpdatedRows) === 1;
  }
  if (!accepted) {
    await countFailure(db, meta, keys, user, "wrong code");
    return { ok: false, reason: "invalid" };
  }
  await db.deleteFrom("sign_in_challenges").where("id", "=", hashToken(challenge)).execute();
  for (const { key } of keys) await clearFailures(db, key);
  const sessionToken = await createSession(db, row.id, now);
  const left = usedRecoveryCode
    ? await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", row.id)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow()
    : null;
  await writeAudit(db, {
    actor: user,
    action: "sign-in",
    detail: usedRecoveryCode ? `with a recovery code (${Number(left!.n)} left)` : "with an authenticator code",
    address,
    now,
  });
  return { ok: true, sessionToken, user, usedRecoveryCode };
}

// ---------------------------------------------------------------- people

export type UserSummary = {
  id: number;
  email: string;
  name: string;
  role: AdminRoleColumn;
  created_at: string;
  enrolled: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
};

export async function listUsers(db: AppDatabase): Promise<UserSummary[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "name", "role", "created_at", "totp_secret"])
    .select((eb) =>
      eb
        .selectFrom("recovery_codes")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("recovery_codes.user_id", "=", "users.id")
        .where("recovery_codes.used_at", "is", null)
        .as("codes_left"),
    )
    .select((eb) =>
      eb
        .selectFrom("passkeys")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("passkeys.user_id", "=", "users.id")
        .as("passkeys"),
    )
    .where("removed_at", "is", null)
    .orderBy("role", "desc")
    .orderBy("name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    created_at: r.created_at,
    enrolled: r.totp_secret !== null,
    recoveryCodesLeft: Number(r.codes_left ?? 0),
    passkeys: Number(r.passkeys ?? 0),
  }));
}

export async function findActiveUser(db: AppDatabase, idOrEmail: number | string) {
  let query = db.selectFrom("users").select(["id", "email", "name", "role"]).where("removed_at", "is", null);
  query = typeof idOrEmail === "number" ? query.where("id", "=", idOrEmail) : query.where("email", "=", normaliseEmail(idOrEmail));
  return query.executeTakeFirst();
}

/** A setup link for a new person (refused if the email already has an account). */
export async function inviteUser(
  db: AppDatabase,
  input: {
    email: string;
    role: AdminRoleColumn;
    actor: AuditActor;
    address: string | null;
    now: number;
  },
): Promise<{ ok: true; token: string } | { ok: false; reason: "invalid-email" | "taken" }> {
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) return { ok: false, reason: "invalid-email" };
  if (await findActiveUser(db, email)) return { ok: false, reason: "taken" };
  const token = await issueSetupToken(db, {
    email,
    role: input.role,
    createdBy: input.actor?.id ?? null,
    now: input.now,
  });
  await writeAudit(db, {
    actor: input.actor,
    actorEmail: input.actor ? null : "(command line)",
    action: "user.invited",
    detail: `${input.role} ${email}: setup link issued`,
    address: input.address,
    now: input.now,
  });
  return { ok: true, token };
}

/**
 * Removes a person: they are signed out at once and can no longer sign in; their rows in the
 * audit log stay. The last owner cannot be removed.
 */
export async function removeUser(
  db: AppDatabase,
  userId: number,
  meta: { actor: AuditActor; address: string | null; now: number },
): Promise<{ ok: true; email: string } | { ok: false; reason: "not-found" | "last-owner" }> {
  const user = await findActiveUser(db, userId);
  if (!user) return { ok: false, reason: "not-found" };
  if (user.role === "owner") {
    const owners = await db.selectFrom("users").select("id").where("role", "=", "owner").where("removed_at", "is", null).execute();
    if (owners.length <= 1) return { ok: false, reason: "last-owner" };
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ removed_at: new Date(meta.now).toISOString(), totp_secret: null })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("sign_in_challenges").where("user_id", "=", userId).execute();
    // Their passkeys stop working at once, and do not come back if the email is invited again.
    await trx.deleteFrom("passkeys").where("user_id", "=", userId).execute();
    await trx.deleteFrom("webauthn_challenges").where("user_id", "=", userId).execute();
    // An unused setup link for this email must not bring the account back.
    await trx
      .updateTable("setup_tokens")
      .set({ used_at: new Date(meta.now).toISOString() })
      .where("email", "=", user.email)
      .where("used_at", "is", null)
      .execute();
  });
  await writeAudit(db, {
    actor: meta.actor,
    actorEmail: meta.actor ? null : "(command line)",
    action: "user.removed",
    detail: `${user.role} ${user.email}`,
    address: meta.address,
    now: meta.now,
  });
  return { ok: true, email: user.email };
}

/**
 * Resets a person's second factor: their authenticator, recovery codes, passkeys and sessions stop working
 * at once, and a new setup link (shown to whoever reset it) lets them choose a password and enrol
 * again. They cannot sign in until they do.
 */
export async function resetSecondFactor(
  db: AppDatabase,
  userId: number,
  meta: { actor: AuditActor; address: string | null; now: number },
): Promise<{ ok: true; token: string; email: string } | { ok: false; reason: "not-found" }> {
  const user = await findActiveUser(db, userId);
  if (!user) return { ok: false, reason: "not-found" };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ totp_secret: null, totp_last_step: null }).where("id", "=", userId).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("sign_in_challenges").where("user_id", "=", userId).execute();
    // A reset is for a lost or stolen device: the passkeys it may hold go too.
    await trx.deleteFrom("passkeys").where("user_id", "=", userId).execute();
    await trx.deleteFrom("webauthn_challenges").where("user_id", "=", userId).execute();
    await trx
      .updateTable("setup_tokens")
      .set({ used_at: new Date(meta.now).toISOString() })
      .where("email", "=", user.email)
      .where("used_at", "is", null)
      .execute();
  });
  await deleteUserSessions(db, userId);
  const token = await issueSetupToken(db, {
    email: user.email,
    role: user.role,
    createdBy: meta.actor?.id ?? null,
    now: meta.now,
  });
  await writeAudit(db, {
    actor: meta.actor,
    actorEmail: meta.actor ? null : "(command line)",
    action: "user.second-factor-reset",
    detail: `${user.role} ${user.email}: signed out, new setup link issued`,
    address: meta.address,
    now: meta.now,
  });
  return { ok: true, token, email: user.email };
}
