import { timeZoneName } from "#common/time-zone-names.ts";
import type { Kysely } from "kysely";
import type { AppLoadContext } from "react-router";
import { authAdmin } from "#common/auth/content/admin.ts";
import { browserParts } from "#common/auth/browser-name.ts";
import { mailSettings, type ContactDetails, type Mailbox, type ServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import type { Database } from "#server/db/schema";
import { greetingName, oneLine, paragraphsHtml, type ComposedEmail, type ComposeSettings } from "#server/email/compose.server";
import { composeSettings, enqueueEmail } from "#server/email/outbox.server";
import { writeAudit } from "./audit.server";
import { cookie, deleteUserSessions, hashToken, newToken, readCookie, requestIsHttps } from "./sessions.server";

/**
 * A word on every new sign-in (issue 28). Each browser a person signs in from is remembered by a
 * long-lived HttpOnly cookie holding a random id (only its SHA-256 is stored, per person, in
 * `sign_in_devices`). A sign-in from a browser that is not remembered for that person writes an
 * email to them (and to each owner, for an assistant) through the outbox: when, how (passkey,
 * password and code, recovery code) and which browser, with a link that ends every session of the
 * account and forgets its browsers, no sign-in needed. Setup remembers the browser it finished in
 * without an email: the setup link was the proof.
 */

export type SignInMethod = "passkey" | "password-and-code" | "recovery-code";

/** Browsers keep a cookie at most 400 days (Chrome's cap); a browser not seen for as long is forgotten (retention). */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
/** How long the email's "Sign out everywhere" link works. */
export const SIGN_OUT_LINK_MS = 7 * 24 * 60 * 60 * 1000;

/** `__Host-device` over https (Secure, Path=/, no Domain), `device` on plain http, as the session cookie. */
export function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-device" : "device";
}

export function readDeviceToken(request: Request, secure: boolean): string | null {
  const token = readCookie(request, deviceCookieName(secure));
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export function deviceCookie(token: string, secure: boolean): string {
  return cookie(deviceCookieName(secure), token, secure, DEVICE_COOKIE_MAX_AGE_MS / 1000);
}

/** "Chrome on Android" (common/auth/browser-name.ts); "a browser on Linux"; "an unrecognised browser". */
export function describeBrowser(userAgent: string | null | undefined): string {
  const { browser, system } = browserParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser || (system ? `a browser on ${system}` : authAdmin.newSignIn.unknownBrowser);
}

export type NewSignInMail = {
  compose: Pick<ComposeSettings, "businessName" | "siteUrl" | "timeZone">;
  from: Mailbox;
};

type Person = { id: number; email: string; name: string; role: "owner" | "assistant" };

/** The email to `to` about `person`'s sign-in: to the person themselves, or to an owner about an assistant. */
export function composeSignInNotice(
  input: { person: Person; to: { email: string; name: string }; method: SignInMethod; browser: string; at: number; signOutLink: string },
  compose: NewSignInMail["compose"],
): ComposedEmail {
  const words = authAdmin.newSignIn;
  const { person, to } = input;
  const aboutOther = to.email !== person.email;
  const days = Math.round(SIGN_OUT_LINK_MS / (24 * 60 * 60 * 1000));
  const name = oneLine(person.name, 80);
  const subject = aboutOther ? words.subjectForOwner(name, compose.businessName) : words.subject(compose.businessName);
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: compose.timeZone }).format(input.at) + ` (${timeZoneName(compose.timeZone)})`;
  const paragraphs = [
    words.greeting(greetingName(to.name)),
    aboutOther ? words.whatForOwner(name, person.email) : words.what(person.email),
    words.details(when, words.methods[input.method], input.browser),
    aboutOther ? words.ifYouForOwner : words.ifYou,
    aboutOther ? words.ifNotForOwner(days) : words.ifNot(days),
    words.afterwards(person.email),
    words.signOff(compose.businessName),
  ];
  // The link goes after the fifth paragraph ("If it was not you …").
  const text = [...paragraphs.slice(0, 5), input.signOutLink, ...paragraphs.slice(5)].join("\n\n");
  const html = paragraphsHtml(subject, "en-US", paragraphs, { href: input.signOutLink, label: words.link, after: 5 });
  return { purpose: "sign-in-notice", submissionKind: null, submissionId: null, to: [to.email], replyTo: null, subject, text, html };
}

/** The link in the email: the page that ends every session of the account (app/auth/admin/end-sessions.tsx). */
export function signOutLink(siteUrl: string, token: string): string {
  return `${siteUrl}/admin/sign-out-everywhere?token=${token}`;
}

/**
 * After a sign-in (or a finished setup, with `notify: false`): remembers this browser for the
 * person and, when it was not remembered, writes the emails, all in one transaction. Returns the
 * device token for the cookie (the browser's own, when it sent a well-formed one: one browser is
 * one device for every account on it) and whether an email was written (then wake the outbox).
 */
export async function noteSignIn(
  db: AppDatabase,
  input: { userId: number; method: SignInMethod; deviceToken: string | null; userAgent: string | null; now: number; notify?: boolean },
  mail: NewSignInMail,
): Promise<{ deviceToken: string; notified: boolean }> {
  const deviceToken = input.deviceToken ?? newToken();
  const { now } = input;
  const notified = await db.transaction().execute(async (trx) => {
    const seen = await trx
      .updateTable("sign_in_devices")
      .set({ last_seen_at: now })
      .where("user_id", "=", input.userId)
      .where("device_hash", "=", hashToken(deviceToken))
      .executeTakeFirst();
    if (Number(seen.numUpdatedRows) > 0) return false;
    const signOutToken = newToken();
    // Two sign-ins from one new browser at once: one row, and one email.
    const inserted = await trx
      .insertInto("sign_in_devices")
      .values({
        user_id: input.userId,
        device_hash: hashToken(deviceToken),
        created_at: now,
        last_seen_at: now,
        sign_out_hash: input.notify === false ? null : hashToken(signOutToken),
        sign_out_until: input.notify === false ? null : now + SIGN_OUT_LINK_MS,
      })
      .onConflict((oc) => oc.columns(["user_id", "device_hash"]).doNothing())
      .executeTakeFirst();
    if (input.notify === false || Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await writeNotices(trx, input, signOutLink(mail.compose.siteUrl, signOutToken), mail);
    return true;
  });
  return { deviceToken, notified };
}

async function writeNotices(
  trx: Kysely<Database>,
  input: { userId: number; method: SignInMethod; userAgent: string | null; now: number },
  link: string,
  mail: NewSignInMail,
): Promise<void> {
  const people = await trx.selectFrom("users").select(["id", "email", "name", "role"]).where("removed_at", "is", null).execute();
  const person = people.find((p) => p.id === input.userId);
  if (!person) return;
  const owners = person.role === "assistant" ? people.filter((p) => p.role === "owner") : [];
  const browser = describeBrowser(input.userAgent);
  for (const to of [person, ...owners]) {
    const email = composeSignInNotice({ person, to, method: input.method, browser, at: input.now, signOutLink: link }, mail.compose);
    await enqueueEmail(trx, email, mail.from, input.now);
  }
}

/** Whose sessions a sign-out link ends: the person, while the link works; else null. */
export async function signOutLinkOwner(db: AppDatabase, token: string, now: number): Promise<{ id: number; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .selectFrom("sign_in_devices")
    .innerJoin("users", "users.id", "sign_in_devices.user_id")
    .select(["users.id", "users.email"])
    .where("sign_in_devices.sign_out_hash", "=", hashToken(token))
    .where("sign_in_devices.sign_out_until", ">", now)
    .where("users.removed_at", "is", null)
    .executeTakeFirst();
  return row ?? null;
}

/** "Sign out everywhere": every session of the person ends and every browser is forgotten (the next sign-in anywhere is new). */
export async function signOutEverywhere(db: AppDatabase, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await deleteUserSessions(trx, userId);
    await trx.deleteFrom("sign_in_devices").where("user_id", "=", userId).execute();
    return ended;
  });
}

/** The email's link, used: as signOutEverywhere, audited with the address it came from. Null when the link no longer works. */
export async function signOutWithLink(db: AppDatabase, token: string, meta: { now: number; address: string }): Promise<number | null> {
  const person = await signOutLinkOwner(db, token, meta.now);
  if (!person) return null;
  const ended = await signOutEverywhere(db, person.id);
  await writeAudit(db, {
    actor: person,
    action: "sign-out.everywhere",
    detail: `${ended} session${ended === 1 ? "" : "s"} ended, from the link in a new sign-in email`,
    address: meta.address,
    now: meta.now,
  });
  return ended;
}

export function newSignInMail(config: ServerConfig, details?: ContactDetails): NewSignInMail {
  return { compose: composeSettings(config, details), from: mailSettings(config, details).from };
}

/**
 * For the sign-in and setup routes, once a session has begun: notes the sign-in (noteSignIn),
 * wakes the outbox when an email was written, and returns the device cookie to set.
 */
export async function afterSignIn(
  request: Request,
  context: AppLoadContext,
  input: { userId: number; method: SignInMethod; notify?: boolean },
): Promise<string> {
  const secure = requestIsHttps(request, context.config.TRUST_PROXY);
  const { deviceToken, notified } = await noteSignIn(
    context.db,
    { ...input, deviceToken: readDeviceToken(request, secure), userAgent: request.headers.get("user-agent"), now: context.now() },
    newSignInMail(context.config, context.business),
  );
  if (notified) context.nudgeOutbox();
  return deviceCookie(deviceToken, secure);
}
