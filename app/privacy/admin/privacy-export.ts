import type { Route } from "./+types/privacy-export";
import { privacyAdmin as copy } from "#common/privacy/content/admin.ts";
import { audit, requireAdminAction } from "#server/auth/guard.server";
import { adminResponseHeaders } from "#server/inbox/inbox-route.server";
import { addressHash, exportPerson, findPerson, isBusinessAddress, normalizeAddress } from "#server/privacy/person.server";

/**
 * GET /admin/privacy/export.json?email=: everything stored about the address as one JSON file
 * (a download), owner only, never cached; each export is in the audit log by the address's hash.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const email = normalizeAddress((new URL(request.url).searchParams.get("email") ?? "").slice(0, 320));
  if (email === "") return new Response("Which address?", { status: 400, headers: { ...adminResponseHeaders, "Content-Type": "text/plain; charset=utf-8" } });
  if (await isBusinessAddress(context.db, context.config, email)) {
    return new Response(copy.businessAddress(email), { status: 400, headers: { ...adminResponseHeaders, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const now = context.now();
  const body = exportPerson(await findPerson(context.db, email), now);
  await audit(context, user, "person.export", `address hash ${addressHash(email)}`);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      ...adminResponseHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${copy.filename}-${new Date(now).toISOString().slice(0, 10)}.json"`,
    },
  });
}
