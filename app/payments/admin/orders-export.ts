import type { Route } from "./+types/orders-export";
import { ordersAdmin as copy } from "#common/payments/content/admin.ts";
import { audit, requireAdminAction } from "#server/auth/guard.server";
import { formatCsvTime, toCsv } from "#server/inbox/inbox.server";
import { adminResponseHeaders } from "#server/inbox/inbox-route.server";
import { ordersCsvRows } from "#server/payments/owner-orders.server";

/**
 * GET /admin/orders.csv: every paid order (refunded ones too), for the owner's accountant, as a
 * spreadsheet-safe CSV download (as the inbox's export: formulas escaped, BOM, CRLF); owner only;
 * each export is in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const rows = await ordersCsvRows(context.db, timeZone);
  await audit(context, user, "orders.export", `rows: ${rows.length - 1}`);
  const day = formatCsvTime(new Date(context.now()).toISOString(), timeZone).slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      ...adminResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${copy.csv.filename.replace(/\.csv$/, "")}-${day}.csv"`,
    },
  });
}
