import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { audit, currentAdmin, safeNext } from "#server/auth/guard.server";
import { clearedSessionCookie, deleteSession, readSessionToken, requestIsHttps } from "#server/auth/sessions.server";

/** Signing out is a POST (a form button): a link or a prefetch must never sign anyone out. */
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const secure = requestIsHttps(request, context.config.TRUST_PROXY);
  const token = readSessionToken(request, secure);
  if (token) {
    const user = await currentAdmin(request, context);
    await deleteSession(context.db, token);
    if (user) await audit(context, user, "sign-out");
  }
  // "Sign in again" (Account, before adding a passkey) comes back to its page afterwards.
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  return redirect(`/admin/sign-in?signed-out=1${next === "/admin" ? "" : `&next=${encodeURIComponent(next)}`}`, {
    headers: { "Set-Cookie": clearedSessionCookie(secure) },
  });
}
