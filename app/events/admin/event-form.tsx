import { Form } from "react-router";
import { TextArea, TextInput } from "~/admin/admin-fields";
import { buttonClasses } from "~/components/ui/button";
import { eventsAdmin as copy } from "#common/events/content/admin.ts";
import { adminCopy } from "#common/content/admin.ts";
import type { FieldErrors } from "#common/forms/rules.ts";
import type { EventFormValues } from "#common/events/event-types.ts";

/** The event form of /admin/events/new and /admin/events/:id: every field, its error under it, values kept. */
export function EventForm({ values, errors, submitLabel }: { values: EventFormValues; errors: FieldErrors; submitLabel: string }) {
  const hasErrors = Object.keys(errors).length > 0;
  const imageError = errors.image;
  return (
    <Form method="post" className="mt-6 flex flex-col gap-5" noValidate>
      <input type="hidden" name="intent" value="save" />
      {hasErrors ? (
        <p role="alert" className="rounded-xl border-2 border-danger bg-coral-soft px-4 py-3">
          {adminCopy.fixErrors}
        </p>
      ) : null}
      <TextInput id="event-title" name="title" label={copy.fields.title} required maxLength={200} defaultValue={values.title} error={errors.title} />
      <TextInput id="event-subtitle" name="subtitle" label={copy.fields.subtitle} maxLength={300} defaultValue={values.subtitle} error={errors.subtitle} />
      <TextInput id="event-type" name="type" label={copy.fields.type} hint={copy.fields.typeHint} required maxLength={80} defaultValue={values.type} error={errors.type} />
      <TextInput id="event-date" name="date" type="date" label={copy.fields.date} required defaultValue={values.date} error={errors.date} className="sm:max-w-xs" />

      <fieldset className="flex flex-col gap-3 rounded-2xl border border-line p-4">
        <legend className="px-1 font-semibold">{copy.fields.time}</legend>
        <div className="flex flex-wrap gap-4">
          <TextInput id="event-start" name="start" type="time" label={copy.fields.start} defaultValue={values.start} error={errors.start} className="min-w-40" />
          <TextInput id="event-end" name="end" type="time" label={copy.fields.end} defaultValue={values.end} error={errors.end} className="min-w-40" />
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="timeTba" defaultChecked={values.timeTba} className="size-5 accent-primary" />
          <span>{copy.fields.timeTba}</span>
        </label>
      </fieldset>

      <TextInput id="event-location" name="location" label={copy.fields.location} required maxLength={300} defaultValue={values.location} error={errors.location} />
      <TextArea id="event-description" name="description" label={copy.fields.description} required rows={6} defaultValue={values.description} error={errors.description} />
      <TextInput
        id="event-ticketLink"
        name="ticketLink"
        type="url"
        inputMode="url"
        label={copy.fields.ticketLink}
        hint={copy.fields.ticketLinkHint}
        defaultValue={values.ticketLink}
        error={errors.ticketLink}
      />

      <fieldset className="flex flex-col gap-3" aria-describedby={imageError ? "event-image-error" : undefined}>
        <legend className="mb-1 font-semibold">{copy.fields.image}</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {copy.illustrations.map((image) => (
            <label key={image.src} className="flex cursor-pointer flex-col gap-2 rounded-2xl border-2 border-line bg-surface p-3 has-checked:border-primary has-focus-visible:outline-2 has-focus-visible:outline-primary">
              <img src={image.src} alt={image.alt} width={800} height={450} loading="lazy" className="aspect-video w-full rounded-xl object-cover" />
              <span className="flex min-h-11 items-center gap-3">
                <input type="radio" name="image" value={image.src} defaultChecked={values.image === image.src} className="size-5 accent-primary" />
                <span>{image.name}</span>
              </span>
            </label>
          ))}
        </div>
        {imageError ? (
          <p id="event-image-error" className="text-sm font-semibold text-danger">
            {imageError}
          </p>
        ) : null}
      </fieldset>

      <div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
