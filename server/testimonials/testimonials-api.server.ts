import { Hono } from "hono";
import type { AppDatabase } from "../db/database.server";
import {
  shortName,
  TESTIMONIALS_FRESH_MS,
  type IndividualTestimonialRecord,
  type OrganizationTestimonialRecord,
  type TestimonialsResponse,
} from "#app/lib/testimonials.ts";
import { testimonialsVersion } from "./testimonials.server";

/** Reads both approved lists; a list that cannot be read is null (the page then shows samples). */
export async function readTestimonials(db: AppDatabase): Promise<TestimonialsResponse> {
  const individuals = await db
    .selectFrom("individual_testimonials")
    .select(["full_name", "professional_title", "experience_story", "profile_image_url", "children_ages"])
    .where("status", "=", "approved")
    .orderBy("created_at", "desc")
    .execute()
    // Only the first name and last initial ever leave the server: the full name stays with the owner.
    .then((rows): IndividualTestimonialRecord[] => rows.map((row) => ({ ...row, full_name: shortName(row.full_name) })))
    .catch((error: unknown) => {
      console.error("testimonials: individuals unavailable:", error instanceof Error ? error.message : error);
      return null;
    });
  const organizations = await db
    .selectFrom("organization_testimonials")
    .select(["organization_name", "testimonial_content", "profile_image_url"])
    .where("status", "=", "approved")
    .orderBy("created_at", "desc")
    .execute()
    .then((rows): OrganizationTestimonialRecord[] => rows)
    .catch((error: unknown) => {
      console.error("testimonials: organizations unavailable:", error instanceof Error ? error.message : error);
      return null;
    });
  return { individuals, organizations };
}

/**
 * GET /api/testimonials, cached for 5 minutes in this process and in browsers. A change the owner
 * makes (back office or command line, in this process) empties this process's cache at once.
 */
export function testimonialsApi(db: AppDatabase, now: () => number = Date.now) {
  let cache: { body: TestimonialsResponse; at: number; version: number } | null = null;
  return new Hono().get("/", async (c) => {
    if (!cache || now() - cache.at >= TESTIMONIALS_FRESH_MS || cache.version !== testimonialsVersion()) {
      const version = testimonialsVersion();
      const body = await readTestimonials(db);
      // Only complete answers are cached; a failed list is retried on the next request.
      cache = body.individuals && body.organizations ? { body, at: now(), version } : null;
      if (!cache) {
        c.header("Cache-Control", "no-store");
        return c.json(body);
      }
    }
    c.header("Cache-Control", `public, max-age=${TESTIMONIALS_FRESH_MS / 1000}`);
    return c.json(cache.body);
  });
}
