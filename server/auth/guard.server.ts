import { redirect, type AppLoadContext } from "react-router";
import { writeAudit } from "./audit.server";
import { readSessionToken, requestIsHttps, sessionStartedAt, validateSession } from "./sessions.server";

export type AdminRole = "owner" | "assistant";
export type AdminUser = {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
};

/** The signed-in person, or null (no cookie, unknown, idle or expired session, removed person). */
export async function currentAdmin(request: Request, context: AppLoadContext): Promise<AdminUser | null> {
  const token = readSessionToken(request, requestIsHttps(request, context.config.TRUST_PROXY));
  if (!token) return null;
  return validateSession(context.db, token, context.now());
}

/** When this request's session began (the person's sign-in), ms since the epoch; null without one. For "a recent sign-in" rules. */
export async function signedInAt(request: Request, context: AppLoadContext): Promise<number | null> {
  const token = readSessionToken(request, requestIsHttps(request, context.config.TRUST_PROXY));
  return token ? sessionStartedAt(context.db, token) : null;
}

/** Where the URL parser resolves `next` from: a placeholder origin, so only a path can stay on it. */
const NEXT_BASE = "http://next.invalid";
const NEXT_MAX = 2000;

/** C0 and C1 control characters, DEL included: the URL parser drops tabs and newlines silently, so they are refused first. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * Where sign-in may send someone back to: a path under /admin ("/admin" or "/admin/…") with its
 * query, nothing else. `next` is resolved with `new URL(next, origin)`; it is refused (and
 * "/admin" given instead) when it holds a control character or a backslash, leaves the origin
 * ("//host", "https://…"), lands outside /admin ("/administrator") or changes when normalised
 * ("/admin/../x", "/admin/%2e%2e/x", "/admin/./users"). What comes back is the parser's own
 * serialisation (percent-encoded), safe for a Location header.
 */
export function safeNext(next: string | null | undefined): string {
  const fallback = "/admin";
  if (!next || next.length > NEXT_MAX || !next.startsWith("/") || next.startsWith("//") || next.includes("\\") || hasControlCharacter(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, NEXT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== NEXT_BASE) return fallback;
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return fallback;
  // "." and ".." segments (plain or percent-encoded) are resolved by the parser: refused, not followed.
  const path = next.replace(/[?#].*$/s, "");
  if (path !== url.pathname) return fallback;
  return url.pathname + url.search;
}

/** For loaders of /admin pages: the signed-in user, or throws redirect("/admin/sign-in?next=<path>"). */
export async function requireAdminPage(request: Request, context: AppLoadContext, role?: AdminRole): Promise<AdminUser> {
  const user = await currentAdmin(request, context);
  const url = new URL(request.url);
  if (!user) {
    // The path only: a query string may hold the owner's search terms (never a token).
    const path = url.pathname.replace(/\.data$/, "");
    throw redirect(`/admin/sign-in?next=${encodeURIComponent(safeNext(path))}`);
  }
  if (role && user.role !== role) throw redirect("/admin?notice=owner-only");
  return user;
}

/** For actions and resource routes (CSV): the user, or throws a 401 (no/expired session) or 403 (wrong role) Response. */
export async function requireAdminAction(request: Request, context: AppLoadContext, role?: AdminRole): Promise<AdminUser> {
  const user = await currentAdmin(request, context);
  if (!user)
    throw new Response("Sign in to continue.", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (role && user.role !== role)
    throw new Response("Only the owner can do this.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return user;
}

/** Writes one audit-log row: who, when, from which address (context.clientAddress), what. */
export async function audit(context: AppLoadContext, actor: AdminUser | null, action: string, detail?: string): Promise<void> {
  await writeAudit(context.db, {
    actor,
    action,
    detail,
    address: context.clientAddress,
    now: context.now(),
  });
}
