import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import { EmailAddress, Pagination } from "~/admin/admin-ui";
import { buttonClasses } from "~/components/ui/button";
import { inboxAdmin as copy } from "#common/inbox/content/admin.ts";
import { formsAdmin } from "#common/forms/content/admin.ts";
import { business } from "#common/business.ts";
import { cn } from "~/lib/cn";
import { requireAdminPage } from "#server/auth/guard.server";
import { formIds, type FormId } from "#common/forms/kinds.ts";
import { PAGE_SIZE, submissionStatuses } from "#common/inbox/inbox.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { defaultLanguage, languageInfo, type Language } from "#common/languages.ts";
import { filterFromSearchParams, formatReceived } from "#server/inbox/inbox.server";
import { adminResponseHeaders, inboxFor, inboxTimeZone } from "#server/inbox/inbox-route.server";

type Status = (typeof submissionStatuses)[number];

export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminResponseHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const filter = filterFromSearchParams(new URL(request.url).searchParams);
  const inbox = inboxFor(context);
  const timeZone = inboxTimeZone(context);
  const [{ items, total, page, pages }, newCounts] = await Promise.all([inbox.list(filter), inbox.countNew()]);
  return {
    // Times are formatted here, once, so the page hydrates with exactly the server's text.
    items: items.map((item) => ({
      ...item,
      received: formatReceived(item.receivedAt, timeZone),
      call: item.call ? { ...item.call, when: formatReceived(new Date(item.call.startAt).toISOString(), timeZone) } : undefined,
    })),
    total,
    page,
    pages,
    newCounts,
    kinds: formIds,
    timeZone,
    filter: { kind: filter.kinds[0] ?? "", status: filter.statuses[0] ?? "", q: filter.search },
    canExport: user.role === "owner",
  };
}

/** The list's URL for a filter and page (the filter as the GET form sends it). */
function listQuery(filter: { kind: string; status: string; q: string }, page?: number): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

const statusTone: Record<Status, string> = {
  new: "bg-marigold-soft text-ink border-marigold",
  "in-progress": "bg-primary-soft text-ink border-primary",
  done: "bg-paper-alt text-ink border-line",
  archived: "bg-paper-alt text-ink-soft border-line",
  spam: "bg-coral-soft text-ink border-coral",
};

/** The language a submission was written in: plain for English (the default), a badge for another language's pages. */
function LanguageLabel({ language }: { language: Language }) {
  const { name } = languageInfo(language);
  if (language === defaultLanguage) return <span className="font-normal">{name}</span>;
  return (
    <span
      className="inline-block whitespace-nowrap rounded-full border border-primary bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-ink"
      title={copy.languageBadge(name)}
    >
      {name}
    </span>
  );
}

/** A booked request's call, in place of the request's status: its time and where it stands. */
function CallBadge({ call }: { call: { status: string; when: string } }) {
  return (
    <span className="flex flex-col gap-1">
      <span className={cn("inline-block w-fit whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold", call.status === "cancelled" ? "border-danger bg-coral-soft" : "border-primary bg-primary-soft")}>
        {copy.call.badge(copy.call.statuses[call.status] ?? call.status)}
      </span>
      <span className="text-sm font-normal">{call.when}</span>
    </span>
  );
}

function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={cn("inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold", statusTone[status])}>
      {copy.statuses[status]}
    </span>
  );
}

const fieldClasses = "min-h-12 w-full rounded-xl border-2 border-line bg-surface px-3 text-base text-ink";

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pages, newCounts, kinds, timeZone, filter, canExport } = loaderData;
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = (page - 1) * PAGE_SIZE + items.length;
  const filtered = filter.kind !== "" || filter.status !== "" || filter.q !== "";
  const href = (item: { kind: FormId; id: number }) => `/admin/inbox/${item.kind}/${item.id}`;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">{copy.title}</h1>
        {newCounts.total > 0 ? <p className="font-semibold">{copy.newCount(newCounts.total)}</p> : null}
      </div>
      <p className="mt-1 text-ink-soft">{copy.description}</p>

      <Form method="get" action="/admin/inbox" className="mt-6 rounded-2xl border border-line bg-surface p-4" role="search" aria-label={copy.filters.legend}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="inbox-kind" className="font-semibold">
              {copy.filters.kind}
            </label>
            <select id="inbox-kind" name="kind" defaultValue={filter.kind} className={fieldClasses}>
              <option value="">{copy.filters.allKinds}</option>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {formsAdmin.kinds[kind].plural}
                  {newCounts[kind] > 0 ? ` (${copy.newCount(newCounts[kind])})` : ""}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="inbox-status" className="font-semibold">
              {copy.filters.status}
            </label>
            <select id="inbox-status" name="status" defaultValue={filter.status} className={fieldClasses}>
              <option value="">{copy.filters.allStatuses}</option>
              {submissionStatuses.map((status) => (
                <option key={status} value={status}>
                  {copy.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
            <label htmlFor="inbox-q" className="font-semibold">
              {copy.filters.search}
            </label>
            <input
              id="inbox-q"
              type="search"
              name="q"
              defaultValue={filter.q}
              maxLength={200}
              aria-describedby="inbox-q-hint"
              className={fieldClasses}
            />
            <p id="inbox-q-hint" className="text-sm text-ink-soft">
              {copy.filters.searchHint}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1 lg:mb-7">
            <button type="submit" className={buttonClasses("primary", "md")}>
              {copy.filters.apply}
            </button>
            {filtered ? (
              <Link to="/admin/inbox" className="font-semibold text-primary underline">
                {copy.filters.clear}
              </Link>
            ) : null}
          </div>
        </div>
      </Form>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3">
        <p role="status" className="font-semibold">
          {copy.summary(from, to, total)}
        </p>
        <p className="text-sm text-ink-soft">{copy.receivedIn(timeZoneName(timeZone))}</p>
        {canExport && total > 0 ? (
          <a href={`/admin/inbox/export.csv${listQuery(filter)}`} download className="font-semibold text-primary underline">
            {copy.exportCsv}
          </a>
        ) : null}
      </div>

      {items.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-line bg-surface p-6">{filtered ? copy.empty : copy.emptyAll}</p>
      ) : (
        <>
          {/* Wide screens: a table. */}
          <table className="mt-4 hidden w-full border-collapse overflow-hidden rounded-2xl bg-surface text-left md:table">
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="px-3 py-2">{copy.columns.kind}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.name}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.excerpt}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.received}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.language}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.kind}-${item.id}`} className={cn("border-b border-line align-top", item.status === "new" && !item.call && "font-semibold")}>
                  <td className="whitespace-nowrap px-3 py-3">{formsAdmin.kinds[item.kind].label}</td>
                  <td className="px-3 py-3">
                    <Link to={href(item)} className="break-words text-primary underline">
                      {item.name}
                    </Link>
                    <div className="text-sm font-normal text-ink-soft">
                      <EmailAddress address={item.email} />
                    </div>
                  </td>
                  <td className="px-3 py-3 font-normal">{item.excerpt}</td>
                  <td className="whitespace-nowrap px-3 py-3 font-normal">{item.received}</td>
                  <td className="px-3 py-3">
                    <LanguageLabel language={item.language} />
                  </td>
                  <td className="px-3 py-3">{item.call ? <CallBadge call={item.call} /> : <StatusBadge status={item.status} />}</td>
                </tr>
              ))}
            </tbody>
          </table>

          {/* Narrow screens: cards. */}
          <ul className="mt-4 flex flex-col gap-3 md:hidden">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-ink-soft">{formsAdmin.kinds[item.kind].label}</span>
                  {item.call ? <CallBadge call={item.call} /> : <StatusBadge status={item.status} />}
                </div>
                <p className="mt-2 text-lg font-semibold">
                  <Link to={href(item)} className="break-words text-primary underline">
                    {item.name}
                  </Link>
                </p>
                <p className="break-all text-sm text-ink-soft">{item.email}</p>
                <p className="mt-2">{item.excerpt}</p>
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                  <span>{item.received}</span>
                  {item.language !== defaultLanguage ? <LanguageLabel language={item.language} /> : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}

      <Pagination page={page} pages={pages} to={(n) => `/admin/inbox${listQuery(filter, n)}`} />
    </div>
  );
}
