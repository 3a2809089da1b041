import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import { clientKey } from "#server/client-address.server";
import type { ServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import type { WebAuthnChallengePurpose } from "#server/db/schema";
import { addressAttemptKey, attemptKeys, chargeKeys, countFailure, type AttemptMeta } from "./accounts.server";
import { writeAudit, type AuditActor } from "./audit.server";
import { clearFailures, sweepAttempts } from "./lockout.server";
import { createSession, hashToken } from "./sessions.server";

/**
 * Passkeys (WebAuthn) for the back office, on @simplewebauthn/server.
 *
 * - A passkey is added from the Account page within FRESH_SIGN_IN_MS of signing in (the session's
 *   creation time): a discoverable credential (resident key required) with user verification
 *   required, named by its owner. Renamed and removed there; each change is in the audit log.
 * - Signing in with one is a whole sign-in (possession and user verification): it begins a
 *   session as the code step does. Password and code stay; recovery codes still work.
 * - The relying party is config.passkeyOrigin (SITE_URL's origin; http://localhost:PORT without
 *   it): its host is the RP id, and a browser's answer must name exactly that origin.
 * - Challenges live in `webauthn_challenges` (only their SHA-256): five minutes, one purpose
 *   (adding a passkey for one person, or signing in), single use: the one request that deletes
 *   the row goes on, whatever the answer then turns out to be.
 * - A failed passkey sign-in counts against the same attempt limits as a wrong code
 *   (accounts.server.ts attemptKeys: this address; this account from here and from everywhere
 *   when the credential is known), and a paused address or account is refused before any check.
 * - The signature counter: where the authenticator keeps one (non-zero), a counter that does not
 *   go up is refused and audited (a cloned authenticator); it moves forward with a compare-and-set.
 * - Each account gets a WebAuthn user handle of 32 random bytes (users.webauthn_user_id), never its
 *   numeric id or email; a sign-in's user handle must be the credential's account's.
 */

/** A challenge is good for five minutes (the browser's prompt times out with it). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Adding a passkey needs a sign-in this recent. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
/** The longest name a passkey can have. */
export const PASSKEY_NAME_MAX = 60;
/** At most this many sign-in challenges are live at once (anyone may ask for one): beyond it, "try again shortly". */
export const MAX_LIVE_SIGN_IN_CHALLENGES = 1000;
/** ...and at most this many for one client (client-address.server.ts clientKey: IPv6 by its /56), so one client cannot take them all. */
export const MAX_LIVE_SIGN_IN_CHALLENGES_PER_ADDRESS = 20;
/** EdDSA, ES256, RS256: the same list for the options and the check (the library's default may grow). */
const SUPPORTED_ALGORITHMS = [-8, -7, -257];

export type RelyingParty = { id: string; name: string; origin: string };

/** The relying party: the passkey origin's host as its id, the business's name as its name. */
export function relyingParty(config: Pick<ServerConfig, "passkeyOrigin" | "business">): RelyingParty {
  const origin = new URL(config.passkeyOrigin).origin;
  return { id: new URL(origin).hostname, name: config.business.name, origin };
}

/** Whether a session that began at `signedInAt` is recent enough to add a passkey. */
export function isFreshSignIn(signedInAt: number | null, now: number): boolean {
  return signedInAt !== null && now - signedInAt < FRESH_SIGN_IN_MS && signedInAt <= now;
}

// ---------------------------------------------------------------- what the browser sends

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);
const transport = z.string().regex(/^[a-z-]{1,20}$/);

/** A registration answer as @simplewebauthn/browser's startRegistration() gives it (only what is checked is kept). */
export const registrationResponseSchema = z
  .object({
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: base64url(8000),
      attestationObject: base64url(20000),
      transports: z.array(transport).max(10).optional(),
    }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  })
  .transform(
    (r): RegistrationResponseJSON => ({
      id: r.id,
      rawId: r.rawId,
      type: r.type,
      response: { clientDataJSON: r.response.clientDataJSON, attestationObject: r.response.attestationObject, transports: r.response.transports },
      authenticatorAttachment: r.authenticatorAttachment,
      clientExtensionResults: {},
    }),
  );

/** A sign-in answer as @simplewebauthn/browser's startAuthentication() gives it. */
export const authenticationResponseSchema = z
  .object({
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: base64url(8000),
      authenticatorData: base64url(8000),
      signature: base64url(2000),
      userHandle: base64url(200).optional(),
    }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  })
  .transform(
    (r): AuthenticationResponseJSON => ({
      id: r.id,
      rawId: r.rawId,
      type: r.type,
      response: r.response,
      authenticatorAttachment: r.authenticatorAttachment,
      clientExtensionResults: {},
    }),
  );

/** A passkey's name as stored: control characters out, spaces collapsed, at most PASSKEY_NAME_MAX characters. */
export function cleanPasskeyName(name: string): string {
  return [...name.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").replace(/\s+/g, " ").trim()].slice(0, PASSKEY_NAME_MAX).join("");
}

// ---------------------------------------------------------------- challenges

async function storeChallenge(db: AppDatabase, challenge: string, purpose: WebAuthnChallengePurpose, userId: number | null, now: number, addressHash: string | null = null) {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({ id: hashToken(challenge), purpose, user_id: userId, expires_at: now + PASSKEY_CHALLENGE_TTL_MS, address_hash: addressHash })
    .execute();
}

/**
 * Uses a challenge up: true for the one request whose delete removes it, while it is live, for this
 * purpose and person. Of two requests with the same challenge, only one gets true.
 */
async function takeChallenge(db: AppDatabase, challenge: string, purpose: WebAuthnChallengePurpose, userId: number | null, now: number): Promise<boolean> {
  let query = db
    .deleteFrom("webauthn_challenges")
    .where("id", "=", hashToken(challenge))
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now);
  query = userId === null ? query.where("user_id", "is", null) : query.where("user_id", "=", userId);
  return Number((await query.executeTakeFirst()).numDeletedRows) === 1;
}

/** The challenge a browser's answer signed, or null when its client data cannot be read. */
function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === "string" && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** Why @simplewebauthn refused an answer, in a few words for the audit log (never its full message, which quotes the answer). */
function refusal(error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  if (/top origin|origin/i.test(message)) return "wrong origin";
  if (/RP ID/i.test(message)) return "wrong relying party";
  if (/user verification|user could not be verified|not present/i.test(message)) return "no user verification";
  if (/type/i.test(message)) return "wrong kind of answer";
  return "signature or data did not check out";
}

// ---------------------------------------------------------------- the account's passkeys

export type PasskeySummary = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

export async function listPasskeys(db: AppDatabase, userId: number): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** The account's WebAuthn user handle (base64url), made on first use: 32 random bytes, never the id or the email. */
async function userHandle(db: AppDatabase, userId: number): Promise<string> {
  await db
    .updateTable("users")
    .set({ webauthn_user_id: randomBytes(32).toString("base64url") })
    .where("id", "=", userId)
    .where("webauthn_user_id", "is", null)
    .execute();
  const row = await db.selectFrom("users").select("webauthn_user_id").where("id", "=", userId).executeTakeFirstOrThrow();
  return row.webauthn_user_id!;
}

type AccountMeta = { now: number; address: string | null; signedInAt: number | null };
type Person = { id: number; email: string; name: string };

/**
 * Adding a passkey, first step: the options for the browser's navigator.credentials.create(), with
 * a new challenge for this person. "stale" unless they signed in within FRESH_SIGN_IN_MS.
 */
export async function passkeyRegistrationOptions(
  db: AppDatabase,
  rp: RelyingParty,
  user: Person,
  meta: AccountMeta,
): Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON } | { ok: false; reason: "stale" }> {
  if (!isFreshSignIn(meta.signedInAt, meta.now)) return { ok: false, reason: "stale" };
  const handle = await userHandle(db, user.id);
  const existing = await db.selectFrom("passkeys").select(["credential_id", "transports"]).where("user_id", "=", user.id).execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: isoBase64URL.toBuffer(handle),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: "none",
    // The same authenticator cannot hold two of this account's passkeys.
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports ? row.transports.split(",") : undefined })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  await storeChallenge(db, options.challenge, "registration", user.id, meta.now);
  return { ok: true, options };
}

export type AddPasskeyRefusal = { ok: false; reason: "stale" | "expired" | "invalid" | "duplicate" };

/**
 * Adding a passkey, second step: the browser's answer, checked against this person's challenge
 * (used up first), the relying party's origin and id, user verification and the algorithms
 * offered. Stored with its name (`name` empty: "Passkey") and audited.
 */
export async function addPasskey(
  db: AppDatabase,
  rp: RelyingParty,
  user: Person,
  input: { name: string; response: RegistrationResponseJSON },
  meta: AccountMeta,
): Promise<{ ok: true; passkey: PasskeySummary } | AddPasskeyRefusal> {
  const { now } = meta;
  if (!isFreshSignIn(meta.signedInAt, now)) return { ok: false, reason: "stale" };
  const challenge = answeredChallenge(input.response.response.clientDataJSON);
  if (!challenge) return { ok: false, reason: "invalid" };
  if (!(await takeChallenge(db, challenge, "registration", user.id, now))) return { ok: false, reason: "expired" };
  const actor: AuditActor = { id: user.id, email: user.email };
  let credential;
  try {
    const verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserPresence: true,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    if (!verified.verified) throw new Error("not verified");
    credential = verified.registrationInfo.credential;
  } catch (error) {
    await writeAudit(db, { actor, action: "passkey.add-refused", detail: refusal(error), address: meta.address, now });
    return { ok: false, reason: "invalid" };
  }
  const name = cleanPasskeyName(input.name) || "Passkey";
  const createdAt = new Date(now).toISOString();
  const transports = (credential.transports ?? []).filter((t) => /^[a-z-]{1,20}$/.test(t)).join(",");
  // A credential id is stored once, whoever holds it: a second add of the same one changes nothing.
  const inserted = await db
    .insertInto("passkeys")
    .values({
      user_id: user.id,
      credential_id: credential.id,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports,
      name,
      created_at: createdAt,
      last_used_at: null,
    })
    .onConflict((oc) => oc.column("credential_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return { ok: false, reason: "duplicate" };
  await writeAudit(db, { actor, action: "passkey.added", detail: `"${name}"`, address: meta.address, now });
  return { ok: true, passkey: { id: inserted.id, name, createdAt, lastUsedAt: null } };
}

/** Renames one of this person's passkeys (the name cleaned as when added; empty is refused). */
export async function renamePasskey(
  db: AppDatabase,
  user: { id: number; email: string },
  passkeyId: number,
  newName: string,
  meta: { now: number; address: string | null },
): Promise<{ ok: true; name: string } | { ok: false; reason: "not-found" | "name-required" }> {
  const name = cleanPasskeyName(newName);
  if (!name) return { ok: false, reason: "name-required" };
  const row = await db.selectFrom("passkeys").select("name").where("id", "=", passkeyId).where("user_id", "=", user.id).executeTakeFirst();
  if (!row) return { ok: false, reason: "not-found" };
  const updated = await db.updateTable("passkeys").set({ name }).where("id", "=", passkeyId).where("user_id", "=", user.id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: "not-found" };
  await writeAudit(db, { actor: user, action: "passkey.renamed", detail: `"${row.name}" to "${name}"`, address: meta.address, now: meta.now });
  return { ok: true, name };
}

/**
 * Removes one of this person's passkeys: it can no longer sign in. Refused ("last-method") when it
 * is the account's only way in: no other passkey, and no password with an authenticator. Every
 * account that can sign in today has a password and an authenticator (setup requires both; a reset
 * takes the passkeys too), so for them removal is always allowed: the refusal guards the rule, not
 * a case the back office can reach.
 */
export async function removePasskey(
  db: AppDatabase,
  user: { id: number; email: string },
  passkeyId: number,
  meta: { now: number; address: string | null },
): Promise<{ ok: true; name: string } | { ok: false; reason: "not-found" | "last-method" }> {
  const row = await db.selectFrom("passkeys").select("name").where("id", "=", passkeyId).where("user_id", "=", user.id).executeTakeFirst();
  if (!row) return { ok: false, reason: "not-found" };
  const account = await db.selectFrom("users").select(["password_hash", "totp_secret"]).where("id", "=", user.id).executeTakeFirst();
  const others = await db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", user.id)
    .where("id", "<>", passkeyId)
    .executeTakeFirstOrThrow();
  const passwordAndCode = Boolean(account?.password_hash && account.totp_secret);
  if (!passwordAndCode && Number(others.n) === 0) return { ok: false, reason: "last-method" };
  const deleted = await db.deleteFrom("passkeys").where("id", "=", passkeyId).where("user_id", "=", user.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return { ok: false, reason: "not-found" };
  await writeAudit(db, { actor: user, action: "passkey.removed", detail: `"${row.name}"`, address: meta.address, now: meta.now });
  return { ok: true, name: row.name };
}

// ---------------------------------------------------------------- signing in

/**
 * Signing in, first step: options for navigator.credentials.get() (for the button, or the
 * browser's autofill) with a new sign-in challenge, tied to nobody: any of the site's passkeys may
 * answer. "busy" when MAX_LIVE_SIGN_IN_CHALLENGES are live, or MAX_LIVE_SIGN_IN_CHALLENGES_PER_ADDRESS
 * for this client (someone asking for many is refused before everyone else is).
 */
export async function passkeySignInOptions(
  db: AppDatabase,
  rp: RelyingParty,
  meta: { now: number; address: string },
): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON } | { ok: false; reason: "busy" }> {
  const { now } = meta;
  // One home connection is one client, however many of its addresses or /64s it asks from.
  const addressHash = hashToken(clientKey(meta.address));
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
  const live = await db
    .selectFrom("webauthn_challenges")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>(eb.case().when("address_hash", "=", addressHash).then(1).else(0).end()).as("mine")])
    .where("purpose", "=", "authentication")
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= MAX_LIVE_SIGN_IN_CHALLENGES || Number(live.mine ?? 0) >= MAX_LIVE_SIGN_IN_CHALLENGES_PER_ADDRESS) return { ok: false, reason: "busy" };
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [],
    userVerification: "required",
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, options.challenge, "authentication", null, now, addressHash);
  return { ok: true, options };
}

export type PasskeySignInResult =
  | { ok: true; sessionToken: string; user: { id: number; email: string } }
  | { ok: false; reason: "expired" | "invalid" | "locked"; retryAt?: number };

/**
 * Signing in, second step: the browser's answer. Its challenge is used up first (gone or expired:
 * "expired", not counted); then the attempt is charged to this address, and to the account when the
 * credential is one of a current account's; then checked: the credential exists, its account is not
 * removed and has finished setup, the user handle is the account's, origin, RP id, user
 * verification, signature, and a counter that went up. A success begins a session, as the code step
 * does; a failure is counted and audited (a counter that did not go up, with its own entry).
 */
export async function finishPasskeySignIn(db: AppDatabase, rp: RelyingParty, response: AuthenticationResponseJSON, meta: AttemptMeta): Promise<PasskeySignInResult> {
  const { now, address } = meta;
  const challenge = answeredChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, "authentication", null, now))) return { ok: false, reason: "expired" };
  await sweepAttempts(db, now);
  const row = await db
    .selectFrom("passkeys")
    .innerJoin("users", "users.id", "passkeys.user_id")
    .select([
      "passkeys.id as passkeyId",
      "passkeys.public_key",
      "passkeys.counter",
      "passkeys.transports",
      "passkeys.name",
      "users.id as userId",
      "users.email",
      "users.webauthn_user_id",
    ])
    .where("passkeys.credential_id", "=", response.id)
    .where("users.removed_at", "is", null)
    .where("users.totp_secret", "is not", null)
    .executeTakeFirst();
  const keys = row ? attemptKeys(row.email, meta, "passkey") : [addressAttemptKey(meta)];
  const locked = await chargeKeys(db, keys, now);
  if (locked) return { ok: false, reason: "locked", retryAt: locked };
  if (!row) {
    await countFailure(db, meta, keys, null, "unknown or removed passkey");
    return { ok: false, reason: "invalid" };
  }
  const user = { id: row.userId, email: row.email };
  const passkey = `passkey "${row.name}"`;
  if (!response.response.userHandle || response.response.userHandle !== row.webauthn_user_id) {
    await countFailure(db, meta, keys, user, `${passkey}: not this account's`);
    return { ok: false, reason: "invalid" };
  }
  const stored = Number(row.counter);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The counter is checked below, so that a counter that did not go up has its own audit entry.
      credential: { id: response.id, publicKey: isoBase64URL.toBuffer(row.public_key), counter: 0, transports: row.transports ? row.transports.split(",") : undefined },
      requireUserVerification: true,
    });
    if (!verified.verified) throw new Error("not verified");
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    await countFailure(db, meta, keys, user, `${passkey}: ${refusal(error)}`);
    return { ok: false, reason: "invalid" };
  }
  // An authenticator that keeps a counter raises it at every use: one that did not go up may be a copy.
  if ((stored > 0 || newCounter > 0) && newCounter <= stored) {
    await writeAudit(db, {
      actor: user,
      action: "passkey.counter-refused",
      detail: `${passkey}: signature counter ${newCounter} is not above ${stored}; the authenticator may have been copied`,
      address,
      now,
    });
    await countFailure(db, meta, keys, user, `${passkey}: signature counter did not go up`);
    return { ok: false, reason: "invalid" };
  }
  // Compare-and-set: of two answers that both passed, one moves the counter; a passkey removed meanwhile matches nothing.
  const moved = await db
    .updateTable("passkeys")
    .set({ counter: newCounter, last_used_at: new Date(now).toISOString() })
    .where("id", "=", row.passkeyId)
    .where("counter", "=", stored)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) {
    await countFailure(db, meta, keys, user, `${passkey}: used or removed at the same moment`);
    return { ok: false, reason: "invalid" };
  }
  for (const { key } of keys) await clearFailures(db, key);
  const sessionToken = await createSession(db, user.id, now);
  await writeAudit(db, { actor: user, action: "sign-in", detail: `with a passkey ("${row.name}")`, address, now });
  return { ok: true, sessionToken, user };
}
