import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/events-new";
import { EventForm } from "~/events/admin/event-form";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { eventsAdmin as copy } from "#common/events/content/admin.ts";
import { badForm } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { addEvent, emptyEventForm, eventFormSchema, eventFormValues } from "#server/events/manage-events.server";
import { readAdminForm } from "#server/forms/read-form.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.newTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { values: emptyEventForm };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readAdminForm(request, eventFormSchema);
  if (!form.ok) {
    if (form.fieldErrors.intent) badForm();
    return data({ values: eventFormValues(form.values), errors: form.fieldErrors }, { status: 400 });
  }
  const id = await addEvent(context.db, form.data.event);
  await audit(context, user, "event.create", `event ${id}`);
  return redirect(`/admin/events/${id}?saved=created`);
}

export default function AdminNewEventPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <p>
        <Link to="/admin/events" className="font-semibold text-primary underline">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold">{copy.newTitle}</h1>
      <EventForm values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? {}} submitLabel={copy.create} />
    </div>
  );
}
