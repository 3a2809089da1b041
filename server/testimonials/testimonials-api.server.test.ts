import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonialsCarousel as copy } from "#common/testimonials/content/testimonials-carousel.ts";
import { carouselState, sampleTestimonials } from "#common/testimonials/testimonials.ts";
import type { AppDatabase } from "#server/db/database.server";
import { createTestApp } from "#tests/forms";
import { addOrganizationTestimonial } from "./testimonials.server";
import { readCarousel } from "./testimonials-api.server";

/** What the home page's loader shows: the lists read on the server, in words (app/routes/home.tsx). */
const carouselTestimonials = async (db: AppDatabase, now: () => number) => carouselState((await readCarousel(db, now)).body);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
  vi.restoreAllMocks();
});

const now = () => t.clock.now;

describe("the home page's testimonials, read on the server", () => {
  it("are the built-in samples while none are published", async () => {
    expect(await carouselTestimonials(t.db, now)).toEqual({ status: "ready", testimonials: sampleTestimonials });
  });

  it("are what GET /api/testimonials answers, from the same 5-minute cache", async () => {
    const id = await addOrganizationTestimonial(t.db, { name: "Riverside Library", content: "A wonderful partner for our families." });
    await t.app.request("/api/testimonials");
    // Hidden behind the application's back (an owner's change through it would empty the cache at once).
    await t.db.updateTable("organization_testimonials").set({ status: "hidden" }).where("id", "=", id).execute();
    // Read by the API a moment ago: the page shows the same list, not a second reading.
    const cached = await carouselTestimonials(t.db, now);
    expect(cached).toEqual({
      status: "ready",
      testimonials: [
        {
          name: "Riverside Library",
          title: "Organization Partner",
          content: "A wonderful partner for our families.",
          imageUrl: undefined,
          organization: "Riverside Library",
          type: "organization",
        },
      ],
    });
    t.clock.now += 5 * 60_000;
    expect(await carouselTestimonials(t.db, now)).toEqual({ status: "ready", testimonials: sampleTestimonials });
  });

  it("fall back to the samples when a list cannot be read, and try again on the next request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await addOrganizationTestimonial(t.db, { name: "Riverside Library", content: "A wonderful partner for our families." });
    await sql`ALTER TABLE individual_testimonials RENAME TO individual_testimonials_away`.execute(t.db);
    expect(await carouselTestimonials(t.db, now)).toEqual({ status: "ready", testimonials: sampleTestimonials });
    const res = await t.app.request("/api/testimonials");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ individuals: null, organizations: [{ organization_name: "Riverside Library" }] });
    await sql`ALTER TABLE individual_testimonials_away RENAME TO individual_testimonials`.execute(t.db);
    const again = await carouselTestimonials(t.db, now);
    expect(again.status === "ready" && again.testimonials.map((item) => item.name)).toEqual(["Riverside Library"]);
  });

  it("show the error view, with a plain sentence and not the cause, only when reading fails outright", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      selectFrom() {
        throw new Error("SQLITE_CORRUPT: database disk image is malformed");
      },
    } as unknown as AppDatabase;
    expect(await carouselTestimonials(broken, now)).toEqual({ status: "error", message: copy.readFailed });
    expect(logged).toHaveBeenCalledWith("testimonials: could not be read:", "SQLITE_CORRUPT: database disk image is malformed");
  });
});
