import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/events-edit";
import { EventForm } from "~/events/admin/event-form";
import { SavedMessage } from "~/admin/admin-fields";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { buttonClasses } from "~/components/ui/button";
import { eventsAdmin as copy } from "#common/events/content/admin.ts";
import { badForm, recordId } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { editEvent, eventEditForm, eventFormValues, eventToFormValues, findEvent, removeEvent } from "#server/events/manage-events.server";
import { readAdminForm } from "#server/forms/read-form.server";

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded && "event" in loaded ? copy.editTitle(loaded.event.title) : copy.notFound);
export const headers = adminHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const id = recordId(params.id);
  const row = id ? await findEvent(context.db, id) : undefined;
  if (!row) return data({ notFound: true as const }, { status: 404 });
  const flag = new URL(request.url).searchParams.get("saved") ?? "";
  return {
    event: { id: row.id, title: row.title, date: row.date },
    values: eventToFormValues(row),
    saved: Object.hasOwn(copy.saved, flag) ? flag : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const id = recordId(params.id);
  const row = id ? await findEvent(context.db, id) : undefined;
  if (!id || !row) throw data(copy.notFound, { status: 404 });
  const form = await readAdminForm(request, eventEditForm);
  if (!form.ok) {
    if (form.fieldErrors.intent) badForm();
    return data({ values: eventFormValues(form.values), errors: form.fieldErrors }, { status: 400 });
  }
  if (form.data.intent === "delete") {
    await removeEvent(context.db, id);
    await audit(context, user, "event.delete", `event ${id}`);
    return redirect("/admin/events?deleted=1");
  }
  // Every field is sent: "time to be announced" clears the times, an empty link removes the link.
  await editEvent(context.db, id, form.data.event);
  await audit(context, user, "event.edit", `event ${id}`);
  return redirect(`/admin/events/${id}?saved=edited`);
}

export default function AdminEditEventPage({ loaderData, actionData }: Route.ComponentProps) {
  if ("notFound" in loaderData) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="font-display text-3xl font-semibold">{copy.notFound}</h1>
        <p className="mt-4">
          <Link to="/admin/events" className="font-semibold text-primary underline">
            {copy.back}
          </Link>
        </p>
      </div>
    );
  }
  const { event, values, saved } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <p>
        <Link to="/admin/events" className="font-semibold text-primary underline">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-4 break-words font-display text-3xl font-semibold">{copy.editTitle(event.title)}</h1>
      <SavedMessage message={saved ? (copy.saved[saved] ?? null) : null} />
      <p className="mt-3">
        <a href={`/events?month=${event.date.slice(0, 7)}#event-${event.id}`} className="font-semibold text-primary underline">
          {copy.viewOnSite}
        </a>
      </p>
      {/* Remounted after a save so the fields show what was stored. */}
      <EventForm key={JSON.stringify(values)} values={actionData?.values ?? values} errors={actionData?.errors ?? {}} submitLabel={copy.save} />

      <details className="mt-10 rounded-2xl border-2 border-danger p-4">
        <summary className="cursor-pointer font-semibold text-danger">{copy.deleteSummary}</summary>
        <p className="mt-3">{copy.deleteWarning}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={buttonClasses("outline", "md")}>
            {copy.deleteConfirm}
          </button>
        </Form>
      </details>
    </div>
  );
}
