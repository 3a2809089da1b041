import { z } from "zod";
import type { AppDatabase } from "../db/database.server";

/**
 * What the owner can do from the command line until the back office exists: moderate
 * testimonials and edit events. Each function validates its input and returns what changed.
 */

export async function pendingTestimonialFeedback(db: AppDatabase) {
  return db
    .selectFrom("feedback_submissions as f")
    .leftJoin("individual_testimonials as t", "t.feedback_id", "f.id")
    .select(["f.id", "f.full_name", "f.children_ages", "f.experience_story", "f.received_at"])
    .where("f.website_testimonial_permission", "=", 1)
    .where("f.experience_story", "!=", "")
    .where("t.id", "is", null)
    .orderBy("f.received_at")
    .execute();
}

export async function listTestimonials(db: AppDatabase) {
  const individuals = await db.selectFrom("individual_testimonials").selectAll().orderBy("id").execute();
  const organizations = await db.selectFrom("organization_testimonials").selectAll().orderBy("id").execute();
  return { pending: await pendingTestimonialFeedback(db), individuals, organizations };
}

/** Publishes a feedback's story; only feedback that gave website_testimonial_permission qualifies. */
export async function approveFeedbackTestimonial(db: AppDatabase, feedbackId: number, options: { title?: string; story?: string } = {}) {
  const feedback = await db.selectFrom("feedback_submissions").selectAll().where("id", "=", feedbackId).executeTakeFirst();
  if (!feedback) throw new Error(`No feedback with id ${feedbackId}`);
  if (feedback.website_testimonial_permission !== 1) throw new Error(`Feedback ${feedbackId} did not give permission to use it as a website testimonial`);
  const story = (options.story ?? feedback.experience_story).trim();
  if (story === "") throw new Error(`Feedback ${feedbackId} has no story to publish; pass --story`);
  const values = {
    feedback_id: feedbackId,
    full_name: feedback.full_name,
    professional_title: options.title?.trim() || null,
    experience_story: story,
    profile_image_url: null,
    children_ages: feedback.children_ages || null,
    status: "approved" as const,
    created_at: new Date().toISOString(),
  };
  const row = await db
    .insertInto("individual_testimonials")
    .values(values)
    .onConflict((oc) => oc.column("feedback_id").doUpdateSet({ status: "approved", experience_story: story, professional_title: values.professional_title }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setTestimonialStatus(db: AppDatabase, kind: "individual" | "organization", id: number, status: "approved" | "hidden") {
  const table = kind === "individual" ? "individual_testimonials" : "organization_testimonials";
  const result = await db.updateTable(table).set({ status }).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Error(`No ${kind} testimonial with id ${id}`);
}

const orgSchema = z.object({
  name: z.string().trim().min(2).max(200),
  content: z.string().trim().min(10).max(2000),
  image: z.string().trim().regex(/^(\/|https:\/\/)/, "must be a site path or an https URL").optional(),
});

export async function addOrganizationTestimonial(db: AppDatabase, input: z.input<typeof orgSchema>) {
  const data = orgSchema.parse(input);
  const row = await db
    .insertInto("organization_testimonials")
    .values({ organization_name: data.name, testimonial_content: data.content, profile_image_url: data.image ?? null, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24-hour)");
export const eventInputSchema = z.object({
  title: z.string().trim().min(2).max(200),
  subtitle: z.string().trim().max(300).default(""),
  date: z.iso.date("must be YYYY-MM-DD"),
  start: time.optional(),
  end: time.optional(),
  location: z.string().trim().min(2).max(300),
  description: z.string().trim().min(10).max(5000),
  type: z.string().trim().min(2).max(80),
  image: z.string().trim().regex(/^\/images\//, "must be a site image path under /images/").default("/images/events/magic-reading-room.svg"),
  ticketLink: z.url({ protocol: /^https$/, error: "must be an https URL" }).optional(),
}).refine((e) => !(e.start && e.end) || e.end > e.start, { path: ["end"], message: "must be after the start time" });

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
  return `${base}-${date}`;
}

export async function addEvent(db: AppDatabase, input: z.input<typeof eventInputSchema>) {
  const e = eventInputSchema.parse(input);
  if (e.end && !e.start) throw new Error("--end needs --start");
  const row = await db
    .insertInto("events")
    .values({
      slug: slugify(e.title, e.date),
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
  return row.id;
}

export async function editEvent(db: AppDatabase, id: number, changes: Partial<z.input<typeof eventInputSchema>>) {
  const current = await db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
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
}

export async function removeEvent(db: AppDatabase, id: number) {
  const result = await db.deleteFrom("events").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new Error(`No event with id ${id}`);
}
