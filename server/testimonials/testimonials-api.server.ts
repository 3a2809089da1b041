import { Hono } from "hono";
import type { AppDatabase } from "#server/db/database.server";
import {
  shortName,
  TESTIMONIALS_FRESH_MS,
  type IndividualTestimonialRecord,
  type OrganizationTestimonialRecord,
  type TestimonialsResponse,
} from "#common/testimonials/testimonials.ts";
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
 * One 5-minute cache per database, shared by GET /api/testimonials and the home page's loader,
 * so both always show the same lists. Only complete answers are cached: a list that could not be
 * read is tried again on the next request. A change the owner makes (back office or command line,
 * through any server instance sharing the database) raises the testimonials' version in the
 * database, read on every request here (one small query), which empties it at once.
 */
const caches = new WeakMap<AppDatabase, { body: TestimonialsResponse; at: number; version: number }>();

export async function publicTestimonials(db: AppDatabase, now: () => number = Date.now): Promise<{ body: TestimonialsResponse; cached: boolean }> {
  const version = await testimonialsVersion(db);
  const hit = caches.get(db);
  if (hit && now() - hit.at < TESTIMONIALS_FRESH_MS && hit.version === version) return { body: hit.body, cached: true };
  const body = await readTestimonials(db);
  if (body.individuals && body.organizations) {
    caches.set(db, { body, at: now(), version });
    return { body, cached: true };
  }
  caches.delete(db);
  return { body, cached: false };
}

/**
 * What the home page's carousel shows, read on the server: the published lists (the samples stand
 * in when a list fails or none are published), or null when reading fails outright. The page's
 * language turns it into words (carouselState in common/testimonials/testimonials.ts, one per language).
 * `complete` is false when a list could not be read: such a page must not be kept (page cache).
 */
export async function readCarousel(db: AppDatabase, now: () => number = Date.now): Promise<{ body: TestimonialsResponse | null; complete: boolean }> {
  try {
    const { body, cached } = await publicTestimonials(db, now);
    return { body, complete: cached };
  } catch (error) {
    console.error("testimonials: could not be read:", error instanceof Error ? error.message : error);
    // The visitor sees a plain sentence; the cause goes to the log only.
    return { body: null, complete: false };
  }
}


/** GET /api/testimonials, cached for 5 minutes in this process and in browsers. */
export function testimonialsApi(db: AppDatabase, now: () => number = Date.now) {
  return new Hono().get("/", async (c) => {
    const { body, cached } = await publicTestimonials(db, now);
    c.header("Cache-Control", cached ? `public, max-age=${TESTIMONIALS_FRESH_MS / 1000}` : "no-store");
    return c.json(body);
  });
}
