import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/outbox";
import { adminHeaders, adminMeta, Notice, Pagination, WithAddress } from "~/admin/admin-ui";
import { buttonClasses } from "~/components/ui/button";
import { outboxAdmin as copy } from "#common/email/content/admin.ts";
import { cn } from "~/lib/cn";
import { outboxForm } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { readAdminForm } from "#server/forms/read-form.server";
import { formatReceived } from "#server/inbox/inbox.server";
import { inboxTimeZone } from "#server/inbox/inbox-route.server";
import { isOutboxStatus, OUTBOX_PAGE_SIZE, outboxStatuses } from "#common/email/outbox.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { cancelEmail, listOutbox, outboxCounts, retryNow } from "#server/email/outbox.server";

type Status = (typeof outboxStatuses)[number];

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

const doneFlags = ["retried", "cancelled", "unchanged"] as const;

function positiveInt(value: string | null): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const filter: Status | null = isOutboxStatus(status) ? status : null;
  const page = positiveInt(params.get("page")) ?? 1;
  const timeZone = inboxTimeZone(context);
  const [{ rows, total }, counts] = await Promise.all([listOutbox(context.db, { status: filter, page }), outboxCounts(context.db)]);
  const when = (iso: string | null) => (iso ? formatReceived(iso, timeZone) : null);
  const done = params.get("done") ?? "";
  return {
    smtpConfigured: Boolean(context.config.SMTP_URL),
    counts,
    filter,
    page,
    pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
    total,
    timeZone,
    done: (doneFlags as readonly string[]).includes(done) ? done : null,
    // Times are formatted here, once, so the page hydrates with exactly the server's text.
    emails: rows.map((row) => ({
      id: row.id,
      to: row.recipients,
      subject: row.subject,
      purpose: row.purpose,
      status: row.status,
      attempts: row.attempts,
      nextTry: row.status === "waiting" ? when(row.next_attempt_at) : null,
      lastError: row.last_error,
      created: when(row.created_at)!,
      sent: when(row.sent_at),
      submission: row.submission_kind && row.submission_id ? `/admin/inbox/${row.submission_kind}/${row.submission_id}` : null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readAdminForm(request, outboxForm);
  const back = (done: (typeof doneFlags)[number]) => {
    const params = new URLSearchParams();
    // The list's filter, kept on the way back when it is one of the statuses.
    const status = form.ok ? form.data.status : form.values.status;
    if (isOutboxStatus(status)) params.set("status", status);
    params.set("done", done);
    return redirect(`/admin/outbox?${params}`);
  };
  // No such email, or no such action: nothing changed, and the page says so.
  if (!form.ok) return back("unchanged");
  const { intent, id } = form.data;
  if (intent === "retry") {
    if (!(await retryNow(context.db, id, context.now()))) return back("unchanged");
    await audit(context, user, "outbox.retry", `email ${id}`);
    context.nudgeOutbox();
    return back("retried");
  }
  if (!(await cancelEmail(context.db, id))) return back("unchanged");
  await audit(context, user, "outbox.cancel", `email ${id}`);
  return back("cancelled");
}

const statusTone: Record<Status, string> = {
  waiting: "bg-marigold-soft text-ink border-marigold",
  sending: "bg-primary-soft text-ink border-primary",
  sent: "bg-paper-alt text-ink border-line",
  failed: "bg-coral-soft text-ink border-coral",
  cancelled: "bg-paper-alt text-ink-soft border-line",
};

function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={cn("inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold", statusTone[status])}>
      {copy.statuses[status]}
    </span>
  );
}

type Email = Route.ComponentProps["loaderData"]["emails"][number];

/** "Retry now" and "Cancel" as plain forms: they work without JavaScript (POST, then redirect, then GET). */
function Actions({ email, filter }: { email: Email; filter: Status | null }) {
  if (email.status !== "waiting" && email.status !== "failed") return <span>{copy.none}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {(["retry", "cancel"] as const).map((intent) => (
        <Form method="post" key={intent}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={email.id} />
          {filter ? <input type="hidden" name="status" value={filter} /> : null}
          <button
            type="submit"
            className={buttonClasses(intent === "retry" ? "primary" : "outline", "sm")}
            aria-label={intent === "retry" ? copy.retryLabel(email.subject) : copy.cancelLabel(email.subject)}
          >
            {intent === "retry" ? copy.retry : copy.cancel}
          </button>
        </Form>
      ))}
    </div>
  );
}

function Subject({ email }: { email: Email }) {
  return (
    <>
      <span className="break-words font-semibold">{email.subject}</span>
      <div className="text-sm text-ink-soft">{copy.purposes[email.purpose]}</div>
      {email.submission ? (
        <Link to={email.submission} className="text-sm font-semibold text-primary underline">
          {copy.submission}
          <span className="sr-only">: {email.subject}</span>
        </Link>
      ) : null}
    </>
  );
}

/** "Ana <ana@example.org>, b@example.org": each address kept whole (older rows may hold several). */
function Recipients({ list }: { list: string }) {
  const parts = list.split(/,\s*/);
  return parts.map((part, i) => (
    <span key={i}>
      <WithAddress text={part} address={/<([^>]*)>/.exec(part)?.[1] ?? part.trim()} />
      {i < parts.length - 1 ? ", " : null}
    </span>
  ));
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { smtpConfigured, counts, filter, page, pages, total, timeZone, done, emails } = loaderData;
  const from = total === 0 ? 0 : (page - 1) * OUTBOX_PAGE_SIZE + 1;
  const to = (page - 1) * OUTBOX_PAGE_SIZE + emails.length;
  const query = (p: number) => {
    const params = new URLSearchParams();
    if (filter) params.set("status", filter);
    if (p > 1) params.set("page", String(p));
    const text = params.toString();
    return text ? `/admin/outbox?${text}` : "/admin/outbox";
  };

  return (
    <>
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-6 max-w-prose text-ink-soft">{copy.intro}</p>
      {smtpConfigured ? <p className="mb-6">{copy.smtpReady}</p> : <Notice tone="error">{copy.smtpMissing}</Notice>}
      {done ? <Notice>{copy.done[done]}</Notice> : null}

      <h2 className="sr-only">{copy.counts.label}</h2>
      <ul className="mb-6 flex flex-wrap gap-3">
        {outboxStatuses.map((status) => (
          <li key={status} className="rounded-2xl border border-line bg-surface px-4 py-2">
            <span className="font-semibold" data-testid={`outbox-count-${status}`}>
              {counts[status]}
            </span>{" "}
            {copy.statuses[status]}
          </li>
        ))}
      </ul>

      <Form method="get" action="/admin/outbox" role="search" aria-label={copy.filters.legend} className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="outbox-status" className="font-semibold">
            {copy.filters.status}
          </label>
          <select id="outbox-status" name="status" defaultValue={filter ?? ""} className="min-h-12 rounded-xl border-2 border-line bg-surface px-3 text-base text-ink">
            <option value="">{copy.filters.all}</option>
            {outboxStatuses.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]} ({counts[status]})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          {copy.filters.apply}
        </button>
        {filter ? (
          <Link to="/admin/outbox" className="mb-3 font-semibold text-primary underline">
            {copy.filters.clear}
          </Link>
        ) : null}
      </Form>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3">
        <p role="status" className="font-semibold">
          {copy.summary(from, to, total)}
        </p>
        <p className="text-sm text-ink-soft">{copy.timesIn(timeZoneName(timeZone))}</p>
      </div>

      {emails.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-line bg-surface p-6">{filter ? copy.empty : copy.emptyAll}</p>
      ) : (
        <>
          {/* Wide screens: a table. */}
          <table className="mt-4 hidden w-full border-collapse overflow-hidden rounded-2xl bg-surface text-left lg:table">
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="px-3 py-2">{copy.columns.to}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.subject}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.status}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.tries}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.created}</th>
                <th scope="col" className="px-3 py-2">{copy.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} className="border-b border-line align-top" data-testid={`outbox-email-${email.id}`}>
                  <td className="px-3 py-3">
                    <Recipients list={email.to} />
                  </td>
                  <td className="px-3 py-3">
                    <Subject email={email} />
                    {email.lastError ? (
                      <p className="mt-1 break-words text-sm">
                        <span className="font-semibold">{copy.columns.lastError}:</span> {email.lastError}
                      </p>
                    ) : null}
                  </td>
                  <td className="px-3 py-3">
                    <StatusBadge status={email.status} />
                  </td>
                  <td className="px-3 py-3">
                    {email.attempts}
                    {email.nextTry ? (
                      <div className="text-sm text-ink-soft">
                        {copy.columns.nextTry}: {email.nextTry}
                      </div>
                    ) : null}
                  </td>
                  <td className="px-3 py-3 text-sm">
                    {email.created}
                    {email.sent ? (
                      <div>
                        {copy.columns.sent}: {email.sent}
                      </div>
                    ) : null}
                  </td>
                  <td className="px-3 py-3">
                    <Actions email={email} filter={filter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          {/* Narrow screens: cards. */}
          <ul className="mt-4 flex flex-col gap-3 lg:hidden">
            {emails.map((email) => (
              <li key={email.id} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-ink-soft">
                    <Recipients list={email.to} />
                  </span>
                  <StatusBadge status={email.status} />
                </div>
                <div className="mt-2">
                  <Subject email={email} />
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="font-semibold">{copy.columns.tries}</dt>
                  <dd>{email.attempts}</dd>
                  {email.nextTry ? (
                    <>
                      <dt className="font-semibold">{copy.columns.nextTry}</dt>
                      <dd>{email.nextTry}</dd>
                    </>
                  ) : null}
                  {email.lastError ? (
                    <>
                      <dt className="font-semibold">{copy.columns.lastError}</dt>
                      <dd className="break-words">{email.lastError}</dd>
                    </>
                  ) : null}
                  <dt className="font-semibold">{copy.columns.created}</dt>
                  <dd>{email.created}</dd>
                  {email.sent ? (
                    <>
                      <dt className="font-semibold">{copy.columns.sent}</dt>
                      <dd>{email.sent}</dd>
                    </>
                  ) : null}
                </dl>
                {email.status === "waiting" || email.status === "failed" ? (
                  <div className="mt-3">
                    <Actions email={email} filter={filter} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}

      <Pagination page={page} pages={pages} to={query} />
    </>
  );
}
