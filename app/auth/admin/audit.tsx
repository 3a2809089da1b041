import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { adminHeaders, adminMeta, EmailAddress, formatTime } from "~/admin/admin-ui";
import { authAdmin } from "#common/auth/content/admin.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { auditPage } from "#server/auth/audit.server";
import { requireAdminPage } from "#server/auth/guard.server";

const copy = authAdmin.audit;
export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const { rows, hasMore } = await auditPage(context.db, page);
  const zone = context.config.BUSINESS_TIME_ZONE;
  return {
    page,
    hasMore,
    zone,
    rows: rows.map((row) => ({ ...row, when: formatTime(row.at, zone) })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, page, hasMore, zone } = loaderData;
  return (
    <>
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-6 text-ink-soft">{copy.intro}</p>
      {rows.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-line bg-surface"
          role="region"
          aria-labelledby="audit-caption"
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption id="audit-caption" className="sr-only">
              {copy.title} ({timeZoneName(zone)})
            </caption>
            <thead className="bg-paper-alt">
              <tr>
                {[copy.when, copy.who, copy.what, copy.detail, copy.address].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={row.at}>{row.when}</time>
                  </td>
                  <td className="px-3 py-2">{row.actor_email ? <EmailAddress address={row.actor_email} /> : "—"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{row.action}</td>
                  <td className="px-3 py-2">{row.detail ?? ""}</td>
                  <td className="px-3 py-2 break-all">{row.address ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Audit log pages" className="mt-6 flex gap-4">
        {page > 1 ? (
          <Link to={`/admin/audit?page=${page - 1}`} className="font-semibold text-primary underline underline-offset-4">
            {copy.newer}
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={`/admin/audit?page=${page + 1}`} className="font-semibold text-primary underline underline-offset-4">
            {copy.older}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
