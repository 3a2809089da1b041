import type { Route } from "./+types/inbox-export";
import { inboxAdmin as copy } from "#common/inbox/content/admin.ts";
import { audit, requireAdminAction } from "#server/auth/guard.server";
import { filterFromSearchParams, formatCsvTime, toCsv } from "#server/inbox/inbox.server";
import { adminResponseHeaders, inboxFor, inboxTimeZone } from "#server/inbox/inbox-route.server";

/**
 * GET /admin/inbox/export.csv?kind=&status=&q=: every submission the inbox's current filter shows
 * (all pages), owner only, as a spreadsheet-safe CSV download; each export is in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const filter = filterFromSearchParams(new URL(request.url).searchParams);
  const timeZone = inboxTimeZone(context);
  const rows = await inboxFor(context).exportRows(filter, timeZone);
  // What was exported, without the search words (they may be a visitor's name).
  const described = [
    `kinds: ${filter.kinds.join(", ") || "all"}`,
    `statuses: ${filter.statuses.join(", ") || "all"}`,
    `search: ${filter.search ? "yes" : "no"}`,
    `rows: ${rows.length - 1}`,
  ].join("; ");
  await audit(context, user, "inbox.export", described);
  const day = formatCsvTime(new Date(context.now()).toISOString(), timeZone).slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      ...adminResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${copy.csv.filename.replace(/\.csv$/, "")}-${day}.csv"`,
    },
  });
}
