import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/availability";
import { SavedMessage, TextArea, TextInput } from "~/components/admin/admin-fields";
import { adminHeaders, adminMeta, Notice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { adminCopy, availabilityAdmin as copy, calendarsAdmin } from "~/content/admin";
import { defaultAvailability } from "~/lib/booking/availability";
import {
  availabilityToForm,
  formValuesFrom,
  INTERVAL_CHOICES,
  parseAvailabilityForm,
  type AvailabilityFormErrors,
  type AvailabilityFormValues,
  type FieldProblem,
} from "~/lib/booking/availability-form";
import { formatDay, formatTime } from "~/lib/booking/format";
import { badForm } from "../../../server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "../../../server/auth/guard.server";
import { freeTimes, readAvailability, saveAvailability } from "../../../server/booking/bookings.server";
import { availabilityForm, turnBookingOff } from "../../../server/booking/owner-admin.server";
import { addDays, wallClock } from "../../../server/booking/slots";
import { readAdminForm } from "../../../server/forms/read-form.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

const TAG = "en-US";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, "owner");
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const now = context.now();
  const availability = await readAvailability(context.db);
  const today = wallClock(now, timeZone).date;
  const free = await freeTimes(context.db, { timeZone, now }, today, addDays(today, 6));
  const flag = new URL(request.url).searchParams.get("saved") ?? "";
  return {
    open: availability !== null,
    values: availabilityToForm(availability ?? defaultAvailability),
    timeZone,
    preview: free
      ? Array.from({ length: 7 }, (_, i) => addDays(today, i)).map((date) => ({
          date,
          day: formatDay(date, TAG),
          times: (free.get(date) ?? []).map((slot) => ({ start: slot.start, label: formatTime(slot.start, timeZone, TAG) })),
        }))
      : null,
    saved: Object.hasOwn(copy.saved, flag) ? flag : null,
  };
}

/** Owner only: save the availability (booking on), or delete it (booking off). Each is in the audit log. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const form = await readAdminForm(request, availabilityForm);
  if (!form.ok) {
    if (form.fieldErrors.intent || form.fieldErrors.noSameDay) badForm();
    // A field too long for its box: shown under that field with the rest of what was sent.
    const values = formValuesFrom(form.values);
    const errors: AvailabilityFormErrors = {};
    for (const name of Object.keys(form.fieldErrors)) errors[name] = { code: "unreadable" };
    return data({ values, errors }, { status: 400 });
  }
  if (form.data.intent === "off") {
    await turnBookingOff(context.db);
    await audit(context, user, "availability.off");
    return redirect("/admin/availability?saved=off");
  }
  const values = formValuesFrom(form.data);
  const parsed = parseAvailabilityForm(values);
  if (!parsed.ok) return data({ values, errors: parsed.errors }, { status: 400 });
  await saveAvailability(context.db, parsed.availability, context.now());
  const a = parsed.availability;
  await audit(
    context,
    user,
    "availability.save",
    `interval ${a.intervalMinutes} min, notice ${a.minNoticeHours} h${a.noSameDay ? ", no same day" : ""}, ${a.horizonDays} days ahead, ${a.maxPerDay}/day, ${a.maxPerMonth}/month, ${a.overrides.length} date overrides`,
  );
  return redirect("/admin/availability?saved=saved");
}

/** A problem of the form in words. */
function problemText(problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  const errors = copy.errors;
  switch (problem.code) {
    case "override-date":
    case "override-duplicate":
    case "override-ranges":
    case "too-many-lines":
      return errors[problem.code](problem);
    case "number":
      return errors.number(problem);
    case "interval":
      return errors.interval();
    default:
      return errors.ranges[problem.code](problem.text);
  }
}

const fieldset = "flex flex-col gap-4 rounded-card border border-line bg-surface p-5";
const legend = "px-1 font-display text-2xl";

export default function AvailabilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { open, timeZone, preview, saved } = loaderData;
  const values: AvailabilityFormValues = actionData?.values ?? loaderData.values;
  const errors: AvailabilityFormErrors = actionData?.errors ?? {};
  const error = (name: string) => problemText(errors[name]);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="text-ink-soft">{copy.intro}</p>
      <p className="mb-4 text-ink-soft">{copy.zone(timeZone)}</p>
      <SavedMessage message={saved ? (copy.saved[saved] ?? null) : null} />
      <p className="my-4 rounded-xl border-2 border-line bg-paper-alt px-4 py-3 font-semibold" data-testid="booking-state">
        {open ? copy.on : copy.off}
      </p>
      <p className="mb-4">
        <a href="/admin/calendars" className="inline-flex min-h-11 items-center font-semibold underline">
          {calendarsAdmin.availabilityLink}
        </a>
      </p>
      {hasErrors ? <Notice tone="error">{adminCopy.fixErrors}</Notice> : null}

      {/* Remounted after a save so the fields show what was stored. */}
      <Form method="post" className="flex flex-col gap-6" noValidate key={JSON.stringify(loaderData.values)}>
        <input type="hidden" name="intent" value="save" />
        <fieldset className={fieldset}>
          <legend className={legend}>{copy.weeklyLegend}</legend>
          <p id="weekly-hint" className="text-sm text-ink-soft">
            {copy.weeklyHint}
          </p>
          {/* Monday first, as a week is read. */}
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <TextInput
              key={day}
              id={`weekly${day}`}
              name={`weekly${day}`}
              label={copy.weekdays[day]!}
              defaultValue={values.weekly[day]}
              error={error(`weekly${day}`)}
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{copy.overrides}</legend>
          <TextArea
            id="overrides"
            name="overrides"
            label={copy.overrides}
            hint={copy.overridesHint}
            defaultValue={values.overrides}
            error={error("overrides")}
            rows={5}
            spellCheck={false}
          />
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{copy.rulesLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput id="bufferBefore" name="bufferBefore" label={copy.bufferBefore} hint={copy.bufferHint} inputMode="numeric" defaultValue={values.bufferBefore} error={error("bufferBefore")} />
            <TextInput id="bufferAfter" name="bufferAfter" label={copy.bufferAfter} hint={copy.bufferHint} inputMode="numeric" defaultValue={values.bufferAfter} error={error("bufferAfter")} />
            <TextInput id="minNotice" name="minNotice" label={copy.minNotice} hint={copy.minNoticeHint} inputMode="numeric" defaultValue={values.minNotice} error={error("minNotice")} />
            <TextInput id="horizon" name="horizon" label={copy.horizon} inputMode="numeric" defaultValue={values.horizon} error={error("horizon")} />
            <TextInput id="maxPerDay" name="maxPerDay" label={copy.maxPerDay} inputMode="numeric" defaultValue={values.maxPerDay} error={error("maxPerDay")} />
            <TextInput id="maxPerMonth" name="maxPerMonth" label={copy.maxPerMonth} inputMode="numeric" defaultValue={values.maxPerMonth} error={error("maxPerMonth")} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="interval" className="font-semibold">
                {copy.interval}
              </label>
              <select
                id="interval"
                name="interval"
                defaultValue={values.interval}
                aria-invalid={errors.interval ? true : undefined}
                aria-describedby={errors.interval ? "interval-error" : undefined}
                className="min-h-12 rounded-xl border-2 border-line bg-surface px-3 text-base text-ink aria-invalid:border-danger"
              >
                {INTERVAL_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {copy.intervalOption(n)}
                  </option>
                ))}
              </select>
              {errors.interval ? (
                <p id="interval-error" className="text-sm font-semibold text-danger">
                  {error("interval")}
                </p>
              ) : null}
            </div>
            <div className="flex min-h-12 items-center gap-3 self-end">
              <input id="noSameDay" name="noSameDay" type="checkbox" defaultChecked={values.noSameDay} className="size-6 accent-primary" />
              <label htmlFor="noSameDay" className="font-semibold">
                {copy.noSameDay}
              </label>
            </div>
          </div>
        </fieldset>
        <div>
          <Button type="submit">{copy.save}</Button>
        </div>
      </Form>

      <section aria-labelledby="preview-heading" className="mt-10">
        <h2 id="preview-heading" className="mb-3 text-2xl">
          {copy.previewTitle}
        </h2>
        {!preview ? (
          <p>{copy.off}</p>
        ) : preview.every((d) => d.times.length === 0) ? (
          <p>{copy.previewNone}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="availability-preview">
            {preview.map((d) => (
              <li key={d.date} className="rounded-xl border border-line bg-surface p-4">
                <h3 className="font-semibold">{copy.previewDay(d.day, d.times.length)}</h3>
                {d.times.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {d.times.map((t) => (
                      <li key={t.start} className="rounded-full bg-paper-alt px-3 py-1 text-sm">
                        {t.label}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {open ? (
        <Form method="post" className="mt-10 rounded-card border-2 border-danger p-5">
          <h2 className="mb-2 text-2xl">{copy.turnOffLegend}</h2>
          <p className="mb-4">{copy.turnOffText}</p>
          <input type="hidden" name="intent" value="off" />
          <Button type="submit" variant="outline">
            {copy.turnOff}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
