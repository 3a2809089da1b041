import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/calendars";
import { SavedMessage, TextInput } from "~/admin/admin-fields";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { ErrorSummary } from "~/admin/focus-messages";
import { Button } from "~/components/ui/button";
import { calendarsAdmin as copy } from "#common/booking/content/admin.ts";
import { badForm } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
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
  const [feeds, counts] = await Promise.all([listFeeds(context.db), busyCounts(context.db, now)]);
  const flag = new URL(request.url).searchParams.get("done") ?? "";
  return {
    // Never the whole address: it is a secret. Only its host.
    feeds: feeds.map((feed) => ({
      id: feed.id,
      name: feedName(feed),
      address: maskAddress(feed.url),
      lastRead: feed.read_at === null ? null : when(feed.read_at, timeZone),
      problem: feed.error === null ? null : describeFeedProblem(feed.error),
      paused: isStale(feed, now),
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
    return redirect(`/admin/calendars?done=${outcome === "failed" ? "readFailing" : "read"}`);
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
  return redirect(`/admin/calendars?done=${outcome === "failed" ? "addedFailing" : "added"}`);
}

export default function CalendarsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { feeds, full, done } = loaderData;
  const errors: AddErrors = actionData?.errors ?? {};
  const summary = (Object.entries(errors) as [keyof AddErrors, string][]).map(([field, text]) => ({ id: `calendar-${field}`, text }));
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="text-ink-soft">{copy.intro}</p>
      <SavedMessage message={done ? (copy.done[done] ?? null) : null} />

      <section aria-labelledby="calendars-heading" className="mt-8">
        <h2 id="calendars-heading" className="mb-3 text-2xl">
          {copy.listTitle}
        </h2>
        {feeds.length === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="calendar-list">
            {feeds.map((feed) => (
              <li key={feed.id} className="rounded-card border border-line bg-surface p-4">
                <h3 className="text-xl font-semibold">{feed.name}</h3>
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
          {copy.whereTitle}
        </h2>
        <dl className="flex flex-col gap-3">
          {copy.where.map((item) => (
            <div key={item.name}>
              <dt className="font-semibold">{item.name}</dt>
              <dd>{item.how}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4">{copy.freeNote}</p>
        <p className="mt-2">{copy.pauseNote}</p>
      </section>
    </div>
  );
}
