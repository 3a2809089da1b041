import type { ReactNode } from "react";
import type { Route } from "./+types/traffic";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { trafficAdmin as copy } from "#common/traffic/content/admin.ts";
import { formsAdmin } from "#common/forms/content/admin.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { requireAdminPage } from "#server/auth/guard.server";
import { OTHER_REFERRERS } from "#server/traffic/page-views.server";
import { REPORT_DAYS, trafficReport } from "#server/traffic/traffic-report.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

/** "Sat, Nov 21" for a calendar day (the day itself: formatted in UTC so it never shifts). */
const dayLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const report = await trafficReport(context.db, timeZone, context.now());
  // Labels are made here, once, so the page hydrates with exactly the server's text.
  return {
    ...report,
    days: REPORT_DAYS,
    timeZone,
    daily: report.daily.map((d) => ({ ...d, label: dayLabel.format(new Date(`${d.day}T00:00:00Z`)) })),
    referrers: report.referrers.map((r) => ({ ...r, label: r.host === OTHER_REFERRERS ? copy.referrers.other : r.host })),
  };
}

const cardClass = "rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5";
const tableClass = "w-full border-collapse text-left";
const captionClass = "mb-2 text-left text-sm text-ink-soft";
const thClass = "border-b border-line px-2 py-2 text-sm font-semibold";
const tdClass = "border-b border-line px-2 py-2 align-middle";
const numClass = "text-right tabular-nums";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-3 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A number with a bar beside it; the bar is drawing only (the number is what a screen reader reads). */
function Bar({ value, max, testId }: { value: number; max: number; testId?: string }) {
  const percent = max === 0 ? 0 : Math.max(value > 0 ? 2 : 0, Math.round((value / max) * 100));
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden className="h-4 flex-1 overflow-hidden rounded-full bg-paper-alt forced-colors:border forced-colors:border-[CanvasText]">
        <span className="block h-full rounded-full bg-primary forced-colors:bg-[CanvasText]" style={{ width: `${percent}%` }} />
      </span>
      <span className={`min-w-10 ${numClass} font-semibold`} data-testid={testId}>
        {value.toLocaleString("en-US")}
      </span>
    </div>
  );
}

export default function TrafficPage({ loaderData }: Route.ComponentProps) {
  const { submissions, daily, totalViews, pages, referrers, conversions, timeZone, days } = loaderData;
  const maxDay = Math.max(0, ...daily.map((d) => d.views));
  const maxPage = Math.max(0, ...pages.map((p) => p.views));
  const maxReferrer = Math.max(0, ...referrers.map((r) => r.views));
  return (
    <>
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-1 max-w-prose text-ink-soft">{copy.intro(days)}</p>
      <p className="mb-6 text-sm text-ink-soft">{copy.timeZone(timeZoneName(timeZone))}</p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="traffic-submissions" title={copy.submissions.heading}>
          <table className={tableClass}>
            <caption className={captionClass}>{copy.submissions.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {copy.submissions.kind}
                </th>
                <th scope="col" className={`${thClass} ${numClass}`}>
                  {copy.submissions.today}
                </th>
                <th scope="col" className={`${thClass} ${numClass}`}>
                  {copy.submissions.week}
                </th>
                <th scope="col" className={`${thClass} ${numClass}`}>
                  {copy.submissions.month}
                </th>
              </tr>
            </thead>
            <tbody>
              {submissions.map((s) => (
                <tr key={s.kind} data-testid={`submissions-${s.kind}`}>
                  <th scope="row" className={`${tdClass} font-normal`}>
                    {formsAdmin.kinds[s.kind].counted}
                  </th>
                  <td className={`${tdClass} ${numClass}`}>{s.today}</td>
                  <td className={`${tdClass} ${numClass}`}>{s.week}</td>
                  <td className={`${tdClass} ${numClass}`}>{s.month}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>

        <Section id="traffic-conversions" title={copy.conversions.heading}>
          <table className={tableClass}>
            <caption className={captionClass}>{copy.conversions.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {copy.conversions.page}
                </th>
                <th scope="col" className={`${thClass} ${numClass}`}>
                  {copy.conversions.views}
                </th>
                <th scope="col" className={`${thClass} ${numClass}`}>
                  {copy.conversions.submissions}
                </th>
                <th scope="col" className={`${thClass} ${numClass}`}>
                  {copy.conversions.rate}
                </th>
              </tr>
            </thead>
            <tbody>
              {conversions.map((c) => (
                <tr key={c.kind} data-testid={`conversion-${c.kind}`}>
                  <th scope="row" className={`${tdClass} font-normal break-words`}>
                    {copy.conversions.rows[c.kind]}
                  </th>
                  <td className={`${tdClass} ${numClass}`}>{c.views}</td>
                  <td className={`${tdClass} ${numClass}`}>{c.submissions}</td>
                  <td className={`${tdClass} ${numClass}`}>{copy.conversions.rateValue(c.submissions, c.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-ink-soft">{copy.conversions.note}</p>
        </Section>

        <Section id="traffic-daily" title={copy.daily.heading}>
          <table className={tableClass}>
            <caption className={captionClass}>{copy.daily.caption(totalViews, days)}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {copy.daily.day}
                </th>
                <th scope="col" className={`${thClass} ${numClass}`}>
                  {copy.daily.views}
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className={`${tdClass} w-32 font-normal whitespace-nowrap`}>
                    <time dateTime={d.day}>{d.label}</time>
                  </th>
                  <td className={tdClass}>
                    <Bar value={d.views} max={maxDay} testId={`day-${d.day}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>

        <div className="grid content-start gap-6">
          <Section id="traffic-pages" title={copy.pages.heading}>
            {pages.length === 0 ? (
              <p>{copy.pages.empty}</p>
            ) : (
              <table className={tableClass}>
                <caption className={captionClass}>{copy.pages.caption(pages.length)}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      {copy.pages.page}
                    </th>
                    <th scope="col" className={`${thClass} ${numClass}`}>
                      {copy.pages.views}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pages.map((p) => (
                    <tr key={p.path}>
                      <th scope="row" className={`${tdClass} w-1/2 font-normal break-all`}>
                        {p.path === "/" ? `${copy.pages.home} (/)` : p.path}
                      </th>
                      <td className={tdClass}>
                        <Bar value={p.views} max={maxPage} testId={`page-${p.path}`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>

          <Section id="traffic-referrers" title={copy.referrers.heading}>
            {referrers.length === 0 ? (
              <p>{copy.referrers.empty}</p>
            ) : (
              <table className={tableClass}>
                <caption className={captionClass}>{copy.referrers.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      {copy.referrers.site}
                    </th>
                    <th scope="col" className={`${thClass} ${numClass}`}>
                      {copy.referrers.views}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {referrers.map((r) => (
                    <tr key={r.host}>
                      <th scope="row" className={`${tdClass} w-1/2 font-normal break-all`}>
                        {r.label}
                      </th>
                      <td className={tdClass}>
                        <Bar value={r.views} max={maxReferrer} testId={`referrer-${r.host}`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        </div>
      </div>
      <p className="mt-6 max-w-prose text-sm text-ink-soft">{copy.privacy}</p>
    </>
  );
}
