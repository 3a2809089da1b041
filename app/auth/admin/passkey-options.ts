import type { Route } from "./+types/passkey-options";
import { adminCopy } from "#common/content/admin.ts";
import { authAdmin } from "#common/auth/content/admin.ts";
import { passkeyOptionsRequest } from "#server/auth/admin-forms.server";
import { currentAdmin, signedInAt } from "#server/auth/guard.server";
import { passkeyRegistrationOptions, passkeySignInOptions, relyingParty } from "#server/auth/passkeys.server";

/**
 * POST /admin/passkeys/options, JSON `{"purpose": "sign-in"}` or `{"purpose": "add"}`: the options
 * for the browser's passkey prompt, each with a new challenge kept on the server
 * (server/auth/passkeys.server.ts). "sign-in" is for anyone on the sign-in page; "add" needs a
 * session that began in the last 10 minutes. The answers go to the pages' own actions (sign-in,
 * account). Anything else is a 4xx with a message in JSON, never a 5xx.
 */
const copy = authAdmin.passkeys;
const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

const answer = (body: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

export function loader() {
  return answer({ error: "method", message: "Use POST." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return answer({ error: "json", message: 'Send JSON: {"purpose": "sign-in"} or {"purpose": "add"}.' }, 415);
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer({ error: "json", message: "The request body is not valid JSON." }, 400);
  }
  const parsed = passkeyOptionsRequest.safeParse(body);
  if (!parsed.success) return answer({ error: "purpose", message: 'Expected {"purpose": "sign-in"} or {"purpose": "add"}.' }, 400);
  const rp = relyingParty(context.config);
  const now = context.now();

  if (parsed.data.purpose === "sign-in") {
    const result = await passkeySignInOptions(context.db, rp, { now, address: context.clientAddress });
    if (!result.ok) return answer({ error: "busy", message: copy.signInErrors.busy }, 429, { "Retry-After": "60" });
    return answer({ options: result.options });
  }

  const user = await currentAdmin(request, context);
  if (!user) return answer({ error: "signed-out", message: adminCopy.errors.signInAgain }, 401);
  const result = await passkeyRegistrationOptions(context.db, rp, user, {
    now,
    address: context.clientAddress,
    signedInAt: await signedInAt(request, context),
  });
  if (!result.ok) return answer({ error: "stale", message: copy.errors.stale }, 403);
  return answer({ options: result.options });
}
