import { redirect, type AppLoadContext } from "react-router";
import { writeAudit } from "./audit.server";
import { readSessionToken, requestIsHttps, validateSession } from "./sessions.server";

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

/** Where sign-in may send someone back to: a path under /admin, nothing else. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(\/[A-Za-z0-9/_.-]*)?(\?[^#\\]*)?$/.test(next) || next.includes("//")) return "/admin";
  return next;
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
