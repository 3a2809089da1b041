import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/inbox-item";
import { buttonClasses } from "~/components/ui/button";
import { inboxAdmin as copy } from "#common/inbox/content/admin.ts";
import { formsAdmin } from "#common/forms/content/admin.ts";
import { business } from "#common/business.ts";
import { requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { single } from "#common/forms/form-definition.ts";
import { NOTE_MAX, submissionStatuses } from "#common/inbox/inbox.ts";
import { formatWhen } from "#common/booking/format.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { mondayOf } from "#server/booking/owner-admin.server";
import { wallClock } from "#server/booking/slots";
import { formatReceived, languageName, replySubject } from "#server/inbox/inbox.server";
import { defaultLanguage } from "#common/languages.ts";
import { adminResponseHeaders, inboxFor, inboxItemForm, inboxItemTarget, inboxTimeZone } from "#server/inbox/inbox-route.server";
import { readAdminForm } from "#server/forms/read-form.server";

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  const item = loaded && "item" in loaded ? loaded.item : null;
  const title = item ? copy.detail.heading(formsAdmin.kinds[item.kind].label, item.name) : copy.detail.notFound;
  return [{ title: `${title} | ${copy.title} | ${business.name}` }, { name: "robots", content: "noindex, nofollow" }];
};

export const headers: Route.HeadersFunction = () => adminResponseHeaders;

const saved = ["status", "spam", "note", "keep", "unkeep"] as const;
type Saved = (typeof saved)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const found = inboxItemTarget(params);
  const inbox = inboxFor(context);
  // Opening an item never changes its status: the owner does.
  const item = found ? await inbox.get(found.kind, found.id) : undefined;
  if (!found || !item) return data({ notFound: true as const }, { status: 404 });
  const timeZone = inboxTimeZone(context);
  const notes = await inbox.notes(found.kind, found.id);
  const flag = new URL(request.url).searchParams.get("saved");
  const call = item.call
    ? {
        ...item.call,
        when: `${formatWhen(item.call.startAt, timeZone, "en-US")} ${timeZoneName(timeZone)}`,
        href: `/admin/calls?week=${mondayOf(wallClock(item.call.startAt, timeZone).date)}#call-${item.call.bookingId}`,
      }
    : null;
  return {
    item: { ...item, received: formatReceived(item.receivedAt, timeZone), languageName: languageName(item.language), replySubject: replySubject(item.kind, item.language) },
    call,
    notes: notes.map((note) => ({ ...note, created: formatReceived(note.createdAt, timeZone) })),
    saved: (saved as readonly string[]).includes(flag ?? "") ? (flag as Saved) : null,
  };
}

type ActionResult = { fieldErrors: { status?: string; body?: string }; values: { body: string } };

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const found = inboxItemTarget(params);
  if (!found) throw data(copy.detail.notFound, { status: 404 });
  const form = await readAdminForm(request, inboxItemForm);
  if (!form.ok) {
    // An unknown intent is answered as a status that is not on the list.
    const fieldErrors = form.fieldErrors.intent ? { status: copy.detail.invalidStatus } : { status: form.fieldErrors.status, body: form.fieldErrors.body };
    // The note as typed, so a page sent without JavaScript keeps it beside its error.
    return data<ActionResult>({ fieldErrors, values: { body: single(form.values, "body") } }, { status: 400 });
  }
  const inbox = inboxFor(context);
  const here = `/admin/inbox/${found.kind}/${found.id}`;
  if (form.data.intent === "note") {
    if (!(await inbox.addNote(found.kind, found.id, form.data.body, user))) throw data(copy.detail.notFound, { status: 404 });
    return redirect(`${here}?saved=note`);
  }
  if (form.data.intent === "keep") {
    const keep = form.data.keep === "1";
    if (!(await inbox.setKeep(found.kind, found.id, keep, user))) throw data(copy.detail.notFound, { status: 404 });
    return redirect(`${here}?saved=${keep ? "keep" : "unkeep"}`);
  }
  const status = form.data.intent === "spam" ? "spam" : form.data.status;
  if (!(await inbox.setStatus(found.kind, found.id, status, user))) throw data(copy.detail.notFound, { status: 404 });
  return redirect(`${here}?saved=${form.data.intent}`);
}

/** mailto: with the address as typed (but no way to add headers through it) and a subject. */
function mailto(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

const fieldClasses = "min-h-12 w-full rounded-xl border-2 border-line bg-surface px-3 text-base text-ink aria-invalid:border-danger";

export default function InboxItemPage({ loaderData, actionData }: Route.ComponentProps) {
  if ("notFound" in loaderData) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        <h1 className="font-display text-3xl font-semibold">{copy.detail.notFound}</h1>
        <p className="mt-4">
          <Link to="/admin/inbox" className="font-semibold text-primary underline">
            {copy.detail.back}
          </Link>
        </p>
      </div>
    );
  }
  const { item, notes, saved: savedFlag } = loaderData;
  const kindLabel = formsAdmin.kinds[item.kind].label;
  const statusError = actionData?.fieldErrors.status;
  const noteError = actionData?.fieldErrors.body;
  const savedMessages: Record<NonNullable<typeof savedFlag>, string> = {
    status: copy.detail.statusSaved(copy.statuses[item.status]),
    spam: copy.detail.markedSpam,
    note: copy.detail.noteSaved,
    keep: copy.detail.keepSaved,
    unkeep: copy.detail.unkeepSaved,
  };
  const savedMessage = savedFlag ? savedMessages[savedFlag] : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <p>
        <Link to="/admin/inbox" className="font-semibold text-primary underline">
          {copy.detail.back}
        </Link>
      </p>
      <h1 className="mt-4 break-words font-display text-3xl font-semibold">{copy.detail.heading(kindLabel, item.name)}</h1>
      <p className="mt-1 text-ink-soft">
        {copy.detail.received}: {item.received}
      </p>
      <p className="mt-1 text-ink-soft">
        {copy.detail.language}: <span className="font-semibold text-ink">{item.languageName}</span>
        {item.language !== defaultLanguage ? <span className="block text-sm">{copy.detail.languageHint(item.languageName)}</span> : null}
      </p>
      {loaderData.call ? (
        <section aria-labelledby="call-heading" className="mt-4 rounded-2xl border-2 border-primary bg-primary-soft p-4" data-testid="inbox-call">
          <h2 id="call-heading" className="text-xl font-semibold">
            {copy.call.heading}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{copy.call.when}</dt>
            <dd>{loaderData.call.when}</dd>
            <dt className="font-semibold">{copy.call.status}</dt>
            <dd>{copy.call.statuses[loaderData.call.status] ?? loaderData.call.status}</dd>
          </dl>
          <p className="mt-2">
            <Link to={loaderData.call.href} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
              {copy.call.open}
            </Link>
          </p>
        </section>
      ) : null}
      <div role="status" className="min-h-0">
        {savedMessage ? <p className="mt-4 rounded-xl border-2 border-primary bg-primary-soft px-4 py-3">{savedMessage}</p> : null}
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <a href={mailto(item.email, item.replySubject)} className={buttonClasses("primary", "md")}>
          {copy.detail.reply}
        </a>
        {item.status !== "spam" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="spam" />
            <button type="submit" className={buttonClasses("outline", "md")}>
              {copy.detail.markSpam}
            </button>
          </Form>
        ) : null}
      </div>

      <section aria-labelledby="status-heading" className="mt-8 rounded-2xl border border-line bg-surface p-4">
        <h2 id="status-heading" className="text-xl font-semibold">
          {copy.detail.status}: {copy.statuses[item.status]}
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="status" />
          <div className="flex min-w-48 flex-col gap-1.5">
            <label htmlFor="item-status" className="font-semibold">
              {copy.detail.changeStatus}
            </label>
            <select
              id="item-status"
              name="status"
              defaultValue={item.status}
              key={item.status}
              aria-invalid={statusError ? true : undefined}
              aria-describedby={statusError ? "item-status-error" : undefined}
              className={fieldClasses}
            >
              {submissionStatuses.map((status) => (
                <option key={status} value={status}>
                  {copy.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClasses("primary", "md")}>
            {copy.detail.saveStatus}
          </button>
        </Form>
        {statusError ? (
          <p id="item-status-error" role="alert" className="mt-2 font-semibold text-danger">
            {statusError}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="keep-heading" className="mt-8 rounded-2xl border border-line bg-surface p-4">
        <h2 id="keep-heading" className="text-xl font-semibold">
          {copy.detail.keepHeading}
        </h2>
        <p className="mt-1">{item.keep ? copy.detail.keepOn : copy.detail.keepOff}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="keep" />
          <input type="hidden" name="keep" value={item.keep ? "0" : "1"} />
          <button type="submit" className={buttonClasses("outline", "md")}>
            {item.keep ? copy.detail.unkeep : copy.detail.keep}
          </button>
        </Form>
      </section>

      <section aria-labelledby="fields-heading" className="mt-8">
        <h2 id="fields-heading" className="text-xl font-semibold">
          {copy.detail.fields}
        </h2>
        <dl className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
          {item.fields.map((field) => (
            <div key={field.name} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-semibold">{field.label}</dt>
              <dd className="whitespace-pre-wrap break-words">
                {field.value === "" ? <span className="text-ink-soft">{copy.detail.empty}</span> : field.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="notes-heading" className="mt-8">
        <h2 id="notes-heading" className="text-xl font-semibold">
          {copy.detail.notes}
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2 text-ink-soft">{copy.detail.noNotes}</p>
        ) : (
          <ol className="mt-3 flex flex-col gap-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-2xl border border-line bg-surface p-4">
                <p className="whitespace-pre-wrap break-words">{note.body}</p>
                <p className="mt-2 text-sm text-ink-soft">{copy.detail.noteBy(note.authorName, note.created)}</p>
              </li>
            ))}
          </ol>
        )}
        {/* Remounted after each note so the box is empty again once the note is saved. */}
        <Form method="post" key={notes.length} className="mt-4 flex flex-col gap-2">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="item-note" className="font-semibold">
            {copy.detail.addNote}
          </label>
          <p id="item-note-hint" className="text-sm text-ink-soft">
            {copy.detail.noteHint}
          </p>
          <textarea
            id="item-note"
            name="body"
            rows={4}
            maxLength={NOTE_MAX}
            defaultValue={actionData?.values.body}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? "item-note-hint item-note-error" : "item-note-hint"}
            className="w-full rounded-xl border-2 border-line bg-surface p-3 text-base text-ink aria-invalid:border-danger"
          />
          {noteError ? (
            <p id="item-note-error" role="alert" className="font-semibold text-danger">
              {noteError}
            </p>
          ) : null}
          <div>
            <button type="submit" className={buttonClasses("primary", "md")}>
              {copy.detail.saveNote}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
