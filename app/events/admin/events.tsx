import { Link } from "react-router";
import type { Route } from "./+types/events";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { SavedMessage } from "~/admin/admin-fields";
import { formatEventDate } from "#common/events/event-types.ts";
import { buttonClasses } from "~/components/ui/button";
import { eventsAdmin as copy } from "#common/events/content/admin.ts";
import { requireAdminPage } from "#server/auth/guard.server";
import { listEvents } from "#server/events/events.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const events = await listEvents(context.db);
  return {
    events: events.map((e) => ({ id: e.id, title: e.title, date: formatEventDate(e.date), time: e.time, location: e.location })).reverse(),
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
  };
}

export default function AdminEventsPage({ loaderData }: Route.ComponentProps) {
  const { events, deleted } = loaderData;
  return (
    <div className="mx-auto w-full max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold">{copy.title}</h1>
          <p className="mt-2 text-ink-soft">{copy.intro}</p>
        </div>
        <Link to="/admin/events/new" className={buttonClasses("primary", "md")}>
          {copy.add}
        </Link>
      </div>
      <SavedMessage message={deleted ? copy.deleted : null} />
      {events.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-line bg-surface p-6">{copy.empty}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {events.map((event) => (
            <li key={event.id} className="rounded-2xl border border-line bg-surface p-4">
              <p className="text-lg font-semibold">
                <Link to={`/admin/events/${event.id}`} aria-label={copy.edit(event.title)} className="break-words text-primary underline">
                  {event.title}
                </Link>
              </p>
              <p className="text-ink-soft">
                {event.date} · {event.time}
              </p>
              <p className="break-words">{event.location}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
