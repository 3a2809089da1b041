import { z } from "zod";
import { eventsAdmin } from "#common/events/content/admin.ts";
import type { EventFormValues } from "#common/events/event-types.ts";
import { single, type FormValues } from "#common/forms/form-definition.ts";
import { fieldErrorsFrom, messages, optionalText, requiredText, type FieldErrors } from "#common/forms/rules.ts";
import { postedText } from "#server/auth/admin-forms.server";
import type { AppDatabase } from "#server/db/database.server";
import { bumpContentVersion } from "#server/pages/content-versions.server";

/**
 * Events as the owner manages them, from the back office (/admin/events) and from the command
 * line (npm run owner -- events …): one implementation for both. /events and each event's
 * iCalendar file read the same table, so a change shows there on the next request.
 */

export const eventLimits = { titleMin: 2, titleMax: 200, subtitleMax: 300, typeMin: 2, typeMax: 80, locationMin: 2, locationMax: 300, descriptionMin: 10, descriptionMax: 5000, linkMax: 2000 } as const;

const eventIllustrations = eventsAdmin.illustrations;
const DEFAULT_IMAGE = "/images/events/magic-reading-room.svg";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.pattern);

/** https only: a ticket link on the site must not send visitors over plain http (or run a script). */
const ticketLink = z
  .string()
  .trim()
  .max(eventLimits.linkMax, messages.maxLength(eventLimits.linkMax))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, eventsAdmin.messages.httpsOnly);

export const eventInputSchema = z
  .object({
    title: requiredText(eventLimits.titleMin, eventLimits.titleMax),
    subtitle: optionalText(eventLimits.subtitleMax),
    date: z.string({ error: messages.required }).trim().min(1, messages.required).pipe(z.iso.date(messages.pattern)),
    start: time.optional(),
    end: time.optional(),
    location: requiredText(eventLimits.locationMin, eventLimits.locationMax),
    description: requiredText(eventLimits.descriptionMin, eventLimits.descriptionMax),
    type: requiredText(eventLimits.typeMin, eventLimits.typeMax),
    image: z.string().trim().regex(/^\/images\//, messages.pattern).default(DEFAULT_IMAGE),
    ticketLink: ticketLink.optional(),
  })
  .refine((e) => !e.end || e.start, { path: ["start"], message: messages.required })
  .refine((e) => !(e.start && e.end) || e.end > e.start, { path: ["end"], message: eventsAdmin.messages.endAfterStart });

export type EventInput = z.input<typeof eventInputSchema>;

function to12h(value: string): string {
  const [h, m] = value.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "4:00 PM - 7:00 PM", "4:00 PM", or "Time TBA". */
export function timeLabel(start?: string | null, end?: string | null): string {
  if (!start) return "Time TBA";
  return end ? `${to12h(start)} - ${to12h(end)}` : to12h(start);
}

function slugify(title: string, date: string) {
  const base = title.toLowerCase().normalize("NFKD").replace(/[^\w\s-]/g, "").trim().replace(/[\s_-]+/g, "-").slice(0, 60);
  return `${base || "event"}-${date}`;
}

/** A slug no other event has (two events may share a title and a date). */
async function freeSlug(db: AppDatabase, title: string, date: string) {
  const base = slugify(title, date);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await db.selectFrom("events").select("id").where("slug", "=", slug).executeTakeFirst())) return slug;
  }
}

export const emptyEventForm: EventFormValues = {
  title: "",
  subtitle: "",
  type: "",
  date: "",
  start: "",
  end: "",
  timeTba: false,
  location: "",
  description: "",
  ticketLink: "",
  image: eventIllustrations[0]!.src,
};

/** What the back office's event form sent, as text (kept to show again beside the errors). */
export function eventFormValues(values: FormValues): EventFormValues {
  const text = (name: string) => single(values, name);
  return {
    title: text("title"),
    subtitle: text("subtitle"),
    type: text("type"),
    date: text("date"),
    start: text("start"),
    end: text("end"),
    timeTba: text("timeTba") === "on",
    location: text("location"),
    description: text("description"),
    ticketLink: text("ticketLink"),
    image: text("image"),
  };
}

/**
 * Checks the back office's form: the shared rules, plus a start time unless "time TBA" is ticked,
 * and an image from the site's event illustrations.
 */
export function checkEventForm(values: EventFormValues): { ok: true; data: EventInput } | { ok: false; errors: FieldErrors } {
  const input: EventInput = {
    title: values.title,
    subtitle: values.subtitle,
    type: values.type,
    date: values.date,
    start: values.timeTba || values.start.trim() === "" ? undefined : values.start.trim(),
    end: values.timeTba || values.end.trim() === "" ? undefined : values.end.trim(),
    location: values.location,
    description: values.description,
    ticketLink: values.ticketLink.trim() === "" ? undefined : values.ticketLink,
    image: values.image,
  };
  const parsed = eventInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  if (!values.timeTba && values.start.trim() === "" && !errors.start) errors.start = eventsAdmin.messages.startOrTba;
  if (!eventIllustrations.some((image) => image.src === values.image)) errors.image = messages.required;
  return Object.keys(errors).length === 0 ? { ok: true, data: input } : { ok: false, errors };
}

/**
 * The back office's event form as posted (/admin/events/new and /admin/events/:id), read by one
 * schema: every field as text, "time to be announced" a checkbox, then checkEventForm's checks,
 * each error under its field. The output's `event` is the event to store.
 */
export const eventFormSchema = z
  .object({
    intent: z.literal("save"),
    title: postedText(),
    subtitle: postedText(),
    type: postedText(),
    date: postedText(),
    start: postedText(),
    end: postedText(),
    timeTba: postedText(),
    location: postedText(),
    description: postedText(),
    ticketLink: postedText(),
    image: postedText(),
  })
  .transform((posted, ctx) => {
    const checked = checkEventForm({ ...posted, timeTba: posted.timeTba === "on" });
    if (checked.ok) return { intent: posted.intent, event: checked.data };
    for (const [field, message] of Object.entries(checked.errors)) ctx.addIssue({ code: "custom", path: [field], message });
    return z.NEVER;
  });

/** /admin/events/:id: the event form, or "delete" (confirmed inside a disclosure on the page). */
export const eventEditForm = z.discriminatedUnion("intent", [z.object({ intent: z.literal("delete") }), eventFormSchema]);

/** The form's values for an event as stored. */
export function eventToFormValues(row: { title: string; subtitle: string; type: string; date: string; start_time: string | null; end_time: string | null; location: string; description: string; ticket_link: string | null; image: string }): EventFormValues {
  return {
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    date: row.date,
    start: row.start_time ?? "",
    end: row.end_time ?? "",
    timeTba: !row.start_time,
    location: row.location,
    description: row.description,
    ticketLink: row.ticket_link ?? "",
    image: row.image,
  };
}

export async function findEvent(db: AppDatabase, id: number) {
  return db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function addEvent(db: AppDatabase, input: EventInput) {
  const e = eventInputSchema.parse(input);
  const row = await db
    .insertInto("events")
    .values({
      slug: await freeSlug(db, e.title, e.date),
      title: e.title,
      subtitle: e.subtitle,
      date: e.date,
      start_time: e.start ?? null,
      end_time: e.end ?? null,
      time_label: timeLabel(e.start, e.end),
      location: e.location,
      description: e.description,
      type: e.type,
      image: e.image,
      ticket_link: e.ticketLink ?? null,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db, "events");
  return row.id;
}

/**
 * Changes an event. Fields left out keep their value; a field given as undefined is cleared
 * (the back office sends every field, so "time TBA" clears the times).
 */
export async function editEvent(db: AppDatabase, id: number, changes: Partial<EventInput>) {
  const current = await findEvent(db, id);
  if (!current) throw new Error(`No event with id ${id}`);
  const merged = eventInputSchema.parse({
    title: current.title,
    subtitle: current.subtitle,
    date: current.date,
    start: current.start_time ?? undefined,
    end: current.end_time ?? undefined,
    location: current.location,
    description: current.description,
    type: current.type,
    image: current.image,
    ticketLink: current.ticket_link ?? undefined,
    ...changes,
  });
  // The slug stays: it is the event's UID in calendars, so an edit updates the entry people added.
  await db
    .updateTable("events")
    .set({
      title: merged.title,
      subtitle: merged.subtitle,
      date: merged.date,
      start_time: merged.start ?? null,
      end_time: merged.end ?? null,
      time_label: timeLabel(merged.start, merged.end),
      location: merged.location,
      description: merged.description,
      type: merged.type,
      image: merged.image,
      ticket_link: merged.ticketLink ?? null,
    })
    .where("id", "=", id)
    .execute();
  await bumpContentVersion(db, "events");
}

export async function removeEvent(db: AppDatabase, id: number) {
  const result = await db.deleteFrom("events").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new Error(`No event with id ${id}`);
  await bumpContentVersion(db, "events");
}
