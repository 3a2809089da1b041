import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/calendars";
import { SavedMessage, TextInput } from "~/admin/admin-fields";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { ErrorSummary } from "~/admin/focus-messages";
import { Button } from "~/components/ui/button";
import { calendarsGuide as guide } from "#common/booking/content/admin-calendars.ts";
import { calendarsAdmin as copy } from "#common/booking/content/admin.ts";
import { badForm } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { readBookingSetup } from "#server/booking/bookings.server";
import { addFeed, busyCounts, feedName, feedSettings, isStale, listFeeds, MAX_FEEDS, readFeed, removeFeed } from "#server/booking/calendar-feeds.server";
import { checkFeedAddress, describeFeedProblem, maskAddress } from "#server/booking/feed-fetch.server";
import { calendarsForm } from "#server/booking/owner-admin.server";
import { readAdminForm } from "#server/forms/read-form.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

const MAX_LABEL = 60;

function when(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(ms));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, "owner");
  const now = context.now();
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const [feeds, counts, { open }] = await Promise.all([listFeeds(context.db), busyCounts(context.db, now), readBookingSetup(context.db)]);
  const params = new URL(request.url).searchParams;
  const flag = params.get("done") ?? "";
  // A calendar that could not be read, after adding it or "Read now": shown as failed with why,
  // unless it has been read since.
  const failedFlag = params.get("failed") ?? "";
  const failedFeed = Object.hasOwn(guide.failed, failedFlag) ? feeds.find((feed) => String(feed.id) === params.get("calendar") && feed.error !== null) : undefined;
  return {
    failed: failedFeed ? guide.failed[failedFlag]!(feedName(failedFeed), describeFeedProblem(failedFeed.error!)) : null,
    // Booking paused (only while it is switched on) is said here too, and whether an email can tell her (SMTP_URL set).
    pausedBy: open ? feeds.filter((feed) => isStale(feed, now)).map(feedName) : [],
    emailWorks: Boolean(context.config.SMTP_URL),
    // Never the whole address: it is a secret. Only its host.
    feeds: feeds.map((feed) => ({
      id: feed.id,
      name: feedName(feed),
      address: maskAddress(feed.url),
      lastRead: feed.read_at === null ? null : when(feed.read_at, timeZone),
      problem: feed.error === null ? null : describeFeedProblem(feed.error),
      paused: open && isStale(feed, now),
      busy: counts.get(feed.id) ?? 0,
    })),
    full: feeds.length >= MAX_FEEDS,
    done: Object.hasOwn(copy.done, flag) ? flag : null,
  };
}

type AddErrors = { url?: string; label?: string };

/** Owner only: add a calendar (read at once), remove one, or read one now. Each is in the audit log, with the address's host only. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const form = await readAdminForm(request, calendarsForm);
  if (!form.ok) {
    if (form.values.intent !== "add" || form.fieldErrors.intent) badForm();
    const errors: AddErrors = {};
    if (form.fieldErrors.url) errors.url = copy.errors.tooLong;
    if (form.fieldErrors.label) errors.label = copy.errors.label;
    return data({ errors, values: { url: "", label: "" } }, { status: 400 });
  }
  const settings = feedSettings(context.config);
  const now = context.now();
  if (form.data.intent === "remove") {
    await removeFeed(context.db, form.data.id);
    await audit(context, user, "calendars.remove", `calendar ${form.data.id}`);
    return redirect("/admin/calendars?done=removed");
  }
  if (form.data.intent === "read") {
    const outcome = await readFeed(context.db, form.data.id, settings, now);
    return redirect(outcome === "failed" ? `/admin/calendars?failed=read&calendar=${form.data.id}` : "/admin/calendars?done=read");
  }
  const url = form.data.url.trim();
  // Her name for it, one line (it reaches an email).
  const label = form.data.label.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  const errors: AddErrors = {};
  const checked = url === "" ? null : checkFeedAddress(url, settings.allowLoopback);
  if (!checked) errors.url = copy.errors.url;
  else if (!checked.ok) errors.url = describeFeedProblem(checked.problem);
  if (label.length > MAX_LABEL) errors.label = copy.errors.label;
  const feeds = await listFeeds(context.db);
  if (!errors.url && checked?.ok && feeds.some((feed) => feed.url === checked.url.href)) errors.url = copy.errors.duplicate;
  if (!errors.url && feeds.length >= MAX_FEEDS) errors.url = copy.errors.tooMany;
  // The address is never sent back to the page: she pastes it again.
  if (Object.keys(errors).length > 0 || !checked?.ok) return data({ errors, values: { url: "", label } }, { status: 400 });
  const id = await addFeed(context.db, checked.url.href, label, now);
  await audit(context, user, "calendars.add", maskAddress(checked.url.href));
  const outcome = await readFeed(context.db, id, settings, now);
  return redirect(outcome === "failed" ? `/admin/calendars?failed=added&calendar=${id}` : "/admin/calendars?done=added");
}

export default function CalendarsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { feeds, full, done, failed, pausedBy, emailWorks } = loaderData;
  const errors: AddErrors = actionData?.errors ?? {};
  const summary = (Object.entries(errors) as [keyof AddErrors, string][]).map(([field, text]) => ({ id: `calendar-${field}`, text }));
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="text-ink-soft">{copy.intro}</p>
      <SavedMessage message={done ? (copy.done[done] ?? null) : null} />
      {failed && actionData === undefined ? (
        <div role="alert" data-testid="calendar-failed" className="mt-4 rounded-xl border-2 border-danger bg-surface px-4 py-3">
          <p className="font-bold text-danger">{guide.failedTitle}</p>
          <p>{failed}</p>
          <p className="mt-1">{guide.failedNext}</p>
        </div>
      ) : null}
      {pausedBy.length > 0 ? (
        <div data-testid="booking-paused" className="mt-4 rounded-xl border-2 border-danger bg-surface px-4 py-3">
          <p className="font-bold text-danger">{guide.pausedTitle}</p>
          <p>{guide.paused(pausedBy)}</p>
          {emailWorks ? null : <p className="mt-1">{guide.noEmail}</p>}
        </div>
      ) : null}

      <section aria-labelledby="calendars-heading" className="mt-8">
        <h2 id="calendars-heading" className="mb-3 text-2xl">
          {copy.listTitle}
        </h2>
        {feeds.length === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="calendar-list">
            {feeds.map((feed) => (
              <li key={feed.id} className={`rounded-card border bg-surface p-4 ${feed.problem ? "border-2 border-danger" : "border-line"}`}>
                <h3 className="text-xl font-semibold">{feed.name}</h3>
                <p className={`font-bold ${feed.problem ? "text-danger" : ""}`}>{feed.problem ? guide.notRead : guide.working}</p>
                <p className="text-sm text-ink-soft">{copy.address(feed.address)}</p>
                <p>{feed.lastRead ? copy.lastRead(feed.lastRead) : copy.neverRead}</p>
                {feed.problem ? <p className="font-semibold text-danger">{copy.failing(feed.problem)}</p> : <p>{copy.busyCount(feed.busy)}</p>}
                {feed.paused ? <p className="mt-1 rounded-xl border-2 border-danger px-3 py-2 font-semibold">{copy.paused}</p> : null}
                <div className="mt-3 flex flex-wrap gap-3">
                  <Form method="post">
                    <input type="hidden" name="intent" value="read" />
                    <input type="hidden" name="id" value={feed.id} />
                    <Button type="submit" variant="outline" aria-label={copy.readNow(feed.name)}>
                      {copy.readNowButton}
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={feed.id} />
                    <Button type="submit" variant="outline" aria-label={copy.remove(feed.name)}>
                      {copy.removeButton}
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {full ? null : (
        <section aria-labelledby="add-heading" className="mt-10">
          <h2 id="add-heading" className="mb-3 text-2xl">
            {copy.addTitle}
          </h2>
          <ErrorSummary title={copy.errorSummary} entries={summary} signal={summary.length > 0 ? actionData : null} />
          <Form method="post" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5" noValidate>
            <input type="hidden" name="intent" value="add" />
            <TextInput
              id="calendar-url"
              name="url"
              type="url"
              inputMode="url"
              label={copy.urlLabel}
              hint={copy.urlHint}
              error={errors.url}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <TextInput
              id="calendar-label"
              name="label"
              label={copy.labelLabel}
              hint={copy.labelHint}
              error={errors.label}
              defaultValue={actionData?.values.label ?? ""}
              maxLength={MAX_LABEL}
              autoComplete="off"
            />
            <div>
              <Button type="submit">{copy.add}</Button>
            </div>
          </Form>
        </section>
      )}

      <section aria-labelledby="where-heading" className="mt-10">
        <h2 id="where-heading" className="mb-3 text-2xl">
          {guide.title}
        </h2>
        <p>{guide.intro}</p>
        {/* One app at a time: a <details> each, opened by the browser itself (no JavaScript needed). */}
        <div className="mt-4 flex flex-col gap-3">
          {guide.providers.map((provider) => (
            <details key={provider.name} className="rounded-card border border-line bg-surface">
              <summary className="cursor-pointer px-4 py-3 text-lg font-semibold">{provider.name}</summary>
              <div className="flex flex-col gap-3 px-4 pb-4">
                <p className="text-ink-soft">{provider.where}</p>
                <ol className="list-decimal space-y-2 pl-6">
                  {provider.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <p>
                  <strong>{guide.sharesLabel}</strong> {provider.shares}
                </p>
                <p>
                  <strong>{guide.busyOnlyLabel}</strong> {provider.busyOnly}
                </p>
              </div>
            </details>
          ))}
        </div>
        <p className="mt-4">{copy.freeNote}</p>
        <p className="mt-2">{copy.pauseNote}</p>
        {emailWorks ? null : <p className="mt-2">{guide.noEmail}</p>}
      </section>
    </div>
  );
}
