import { createHash, randomBytes } from "node:crypto";
import type { AppDatabase } from "#server/db/database.server";
import type { AdminRoleColumn } from "#server/db/schema";

/**
 * Sessions: a 256-bit random token in an HttpOnly cookie; the database keeps only its SHA-256, so
 * a copy of the database cannot sign anyone in. 12 hours idle, 30 days at most, a new one at
 * every sign-in.
 */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session, not on every page. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Over https the cookie is `__Host-session`: Secure, Path=/ and no Domain, so no other host (nor
 * plain http) can set or read it. Browsers refuse a `__Host-` cookie that is not Secure, and
 * Secure cookies are not stored over plain http, so on plain http (the tests and local
 * development on 127.0.0.1) it is the same cookie named `session`, without Secure.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-session" : "session";
}

/** Whether the visitor reached us over TLS (directly, or through a proxy we trust), as security-headers.server.ts decides it. */
export function requestIsHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return trustProxy && (request.headers.get("x-forwarded-proto") ?? "").split(",")[0]?.trim() === "https";
}

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}

export function readSessionToken(request: Request, secure: boolean): string | null {
  const token = readCookie(request, sessionCookieName(secure));
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** An HttpOnly, SameSite=Lax cookie for the whole site, Secure over https. */
export function cookie(name: string, value: string, secure: boolean, maxAgeSeconds: number): string {
  return [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(secure ? ["Secure"] : [])].join("; ");
}

export function sessionCookie(token: string, secure: boolean): string {
  return cookie(sessionCookieName(secure), token, secure, SESSION_MAX_MS / 1000);
}

export function clearedSessionCookie(secure: boolean): string {
  return cookie(sessionCookieName(secure), "", secure, 0);
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(db: AppDatabase, userId: number, now: number): Promise<string> {
  const token = newToken();
  // Sessions that can no longer be used are removed as new ones begin.
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", now - SESSION_IDLE_MS)]))
    .execute();
  await db
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + SESSION_MAX_MS,
    })
    .execute();
  return token;
}

export type SessionUser = {
  id: number;
  email: string;
  name: string;
  role: AdminRoleColumn;
};

/** The person a session token belongs to, or null if the session is unknown, idle too long, too old, or its person removed. */
export async function validateSession(db: AppDatabase, token: string, now: number): Promise<SessionUser | null> {
  const id = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.last_seen_at", "sessions.expires_at", "users.id", "users.email", "users.name", "users.role", "users.removed_at"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.removed_at !== null || now >= row.expires_at || now - row.last_seen_at >= SESSION_IDLE_MS) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", id).execute();
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** When the session of this token began (its sign-in), in ms since the epoch; null for an unknown one. */
export async function sessionStartedAt(db: AppDatabase, token: string): Promise<number | null> {
  const row = await db.selectFrom("sessions").select("created_at").where("id", "=", hashToken(token)).executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

export async function deleteSession(db: AppDatabase, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}

/** Signs a person out everywhere: every browser they signed in on. */
export async function deleteUserSessions(db: AppDatabase, userId: number): Promise<number> {
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countUserSessions(db: AppDatabase, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .where("last_seen_at", ">", now - SESSION_IDLE_MS)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The short-lived cookie between the password and the code at sign-in (same naming rule as the session). */
export function challengeCookieName(secure: boolean): string {
  return secure ? "__Host-signin" : "signin";
}

export function challengeCookie(token: string, secure: boolean, maxAgeSeconds: number): string {
  return cookie(challengeCookieName(secure), token, secure, maxAgeSeconds);
}

export function readChallengeToken(request: Request, secure: boolean): string | null {
  const token = readCookie(request, challengeCookieName(secure));
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
