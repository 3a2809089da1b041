import { z } from "zod";
import { fieldErrorsFrom, messages, optionalText, requiredText, type FieldErrors } from "#common/forms/rules.ts";
import { recordIdField } from "#server/auth/admin-forms.server";
import type { AppDatabase } from "#server/db/database.server";
import { bumpContentVersion, readContentVersion } from "#server/pages/content-versions.server";

/**
 * Testimonials as the owner manages them, from the back office (/admin/testimonials) and from
 * the command line (npm run owner -- testimonials …): one implementation for both.
 */

export type TestimonialKind = "individual" | "organization";
export type PublicationStatus = "approved" | "hidden";

export const testimonialLimits = { titleMax: 120, storyMin: 10, storyMax: 3000, orgNameMin: 2, orgNameMax: 200, orgContentMin: 10, orgContentMax: 2000 } as const;

/** The published testimonials' version: every server instance sharing the database reads the same one. */
export function testimonialsVersion(db: AppDatabase): Promise<number> {
  return readContentVersion(db, "testimonials");
}

/**
 * Tells every cache of the published testimonials (the API's, the rendered home page of every
 * server instance) that what it holds is out of date: the carousel shows the change on its next load.
 */
export function testimonialsChanged(db: AppDatabase): Promise<void> {
  return bumpContentVersion(db, "testimonials");
}

/** A feedback's story, trimmed; an edit may shorten it. */
const storyField = () => requiredText(testimonialLimits.storyMin, testimonialLimits.storyMax);

export const individualSchema = z.object({
  title: optionalText(testimonialLimits.titleMax),
  story: storyField(),
});

export const organizationSchema = z.object({
  name: requiredText(testimonialLimits.orgNameMin, testimonialLimits.orgNameMax),
  content: requiredText(testimonialLimits.orgContentMin, testimonialLimits.orgContentMax),
  image: z
    .string()
    .trim()
    .regex(/^(\/|https:\/\/)/, messages.pattern)
    .optional(),
});

/** The organisation fields the back office's forms send (the picture is the command line's). */
const organizationFields = { name: organizationSchema.shape.name, content: organizationSchema.shape.content };

/**
 * The back office's testimonial forms (/admin/testimonials), read by one schema: approve a
 * feedback's story or edit a published one (title, story), hide or show one, add or edit an
 * organisation's (name, content). Every form but "add" names its record by id.
 */
export const testimonialForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: recordIdField(), ...individualSchema.shape }),
  z.object({ intent: z.literal("edit-individual"), id: recordIdField(), ...individualSchema.shape }),
  z.object({ intent: z.enum(["hide", "show"]), kind: z.enum(["individual", "organization"]), id: recordIdField() }),
  z.object({ intent: z.literal("add-org"), ...organizationFields }),
  z.object({ intent: z.literal("edit-org"), id: recordIdField(), ...organizationFields }),
]);

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorsFrom(parsed.error) };
}

export const checkIndividual = (input: unknown) => check(individualSchema, input);
export const checkOrganization = (input: unknown) => check(organizationSchema, input);

/** Feedback that gave website_testimonial_permission, has a story, and is not yet a testimonial. */
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
  const individuals = await db.selectFrom("individual_testimonials").selectAll().orderBy("id", "desc").execute();
  const organizations = await db.selectFrom("organization_testimonials").selectAll().orderBy("id", "desc").execute();
  return { pending: await pendingTestimonialFeedback(db), individuals, organizations };
}

/** Publishes a feedback's story; only feedback that gave website_testimonial_permission qualifies. */
export async function approveFeedbackTestimonial(db: AppDatabase, feedbackId: number, options: { title?: string; story?: string } = {}) {
  const feedback = await db.selectFrom("feedback_submissions").selectAll().where("id", "=", feedbackId).executeTakeFirst();
  if (!feedback) throw new Error(`No feedback with id ${feedbackId}`);
  if (feedback.website_testimonial_permission !== 1) throw new Error(`Feedback ${feedbackId} did not give permission to use it as a website testimonial`);
  const story = (options.story ?? feedback.experience_story).trim();
  if (story === "") throw new Error(`Feedback ${feedbackId} has no story to publish; pass --story`);
  const { title, story: checkedStory } = individualSchema.parse({ title: options.title ?? "", story });
  const values = {
    feedback_id: feedbackId,
    full_name: feedback.full_name,
    professional_title: title || null,
    experience_story: checkedStory,
    profile_image_url: null,
    children_ages: feedback.children_ages || null,
    status: "approved" as const,
    created_at: new Date().toISOString(),
  };
  const row = await db
    .insertInto("individual_testimonials")
    .values(values)
    .onConflict((oc) => oc.column("feedback_id").doUpdateSet({ status: "approved", experience_story: checkedStory, professional_title: values.professional_title }))
    .returning("id")
    .executeTakeFirstOrThrow();
  await testimonialsChanged(db);
  return row.id;
}

/** Changes a published story's display title or its text (to shorten a long quote). */
export async function editIndividualTestimonial(db: AppDatabase, id: number, input: { title?: string; story: string }) {
  const data = individualSchema.parse({ title: input.title ?? "", story: input.story });
  const result = await db
    .updateTable("individual_testimonials")
    .set({ professional_title: data.title || null, experience_story: data.story })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Error(`No individual testimonial with id ${id}`);
  await testimonialsChanged(db);
}

export async function setTestimonialStatus(db: AppDatabase, kind: TestimonialKind, id: number, status: PublicationStatus) {
  const table = kind === "individual" ? "individual_testimonials" : "organization_testimonials";
  const result = await db.updateTable(table).set({ status }).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Error(`No ${kind} testimonial with id ${id}`);
  await testimonialsChanged(db);
}

export async function addOrganizationTestimonial(db: AppDatabase, input: z.input<typeof organizationSchema>) {
  const data = organizationSchema.parse(input);
  const row = await db
    .insertInto("organization_testimonials")
    .values({ organization_name: data.name, testimonial_content: data.content, profile_image_url: data.image ?? null, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await testimonialsChanged(db);
  return row.id;
}

export async function editOrganizationTestimonial(db: AppDatabase, id: number, input: z.input<typeof organizationSchema>) {
  const data = organizationSchema.parse(input);
  const result = await db
    .updateTable("organization_testimonials")
    .set({ organization_name: data.name, testimonial_content: data.content, ...(data.image !== undefined ? { profile_image_url: data.image } : {}) })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Error(`No organization testimonial with id ${id}`);
  await testimonialsChanged(db);
}

