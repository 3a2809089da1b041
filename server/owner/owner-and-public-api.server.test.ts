import { describe, expect, it } from "vitest";
import { createTestApp, freshTestAppEach, type TestApp } from "#tests/forms";
import { contentLineProblems, parseIcs } from "#tests/ics";
import { addEvent, editEvent, removeEvent, timeLabel } from "#server/events/manage-events.server";
import { addOrganizationTestimonial, approveFeedbackTestimonial, listTestimonials, setTestimonialStatus } from "#server/testimonials/testimonials.server";

let t: TestApp;
freshTestAppEach(() => createTestApp({ RATE_LIMIT_MAX_ATTEMPTS: "100" }), (app) => (t = app));

async function sendFeedback(overrides: Record<string, unknown> = {}) {
  const res = await t.post("/api/submit-feedback", {
    full_name: "Dana Marie Lee",
    email_address: "dana@example.com",
    children_ages: "4 and 7",
    experience_story: "Our evenings changed: we read together every night now.",
    website_testimonial_permission: true,
    idempotency_key: t.key(),
    ...overrides,
  });
  return ((await res.json()) as { id: number }).id;
}

type TestimonialsBody = { individuals: Array<Record<string, unknown>> | null; organizations: Array<Record<string, unknown>> | null };
const getTestimonials = async () => (await (await t.app.request("/api/testimonials")).json()) as TestimonialsBody;

describe("testimonials", () => {
  it("publishes only approved stories from feedback that gave permission, in the spec's record shapes", async () => {
    const withPermission = await sendFeedback();
    const without = await sendFeedback({ website_testimonial_permission: false, full_name: "Sam Roe" });
    expect((await listTestimonials(t.db)).pending.map((p) => p.id)).toEqual([withPermission]);
    expect(await getTestimonials()).toEqual({ individuals: [], organizations: [] });

    await expect(approveFeedbackTestimonial(t.db, without)).rejects.toThrow("did not give permission");
    await approveFeedbackTestimonial(t.db, withPermission, { title: "Mom of two" });
    await addOrganizationTestimonial(t.db, { name: "Lincoln Elementary", content: "Families loved the reading night." });

    t.clock.now += 5 * 60_000; // past the 5-minute cache
    expect(await getTestimonials()).toEqual({
      individuals: [
        {
          full_name: "Dana L.",
          professional_title: "Mom of two",
          experience_story: "Our evenings changed: we read together every night now.",
          profile_image_url: null,
          children_ages: "4 and 7",
        },
      ],
      organizations: [{ organization_name: "Lincoln Elementary", testimonial_content: "Families loved the reading night.", profile_image_url: null }],
    });
    expect((await listTestimonials(t.db)).pending).toEqual([]);
  });

  it("caches the lists for 5 minutes, and hides at once what the owner hides", async () => {
    const id = await addOrganizationTestimonial(t.db, { name: "Riverside Library", content: "A wonderful partner for our families." });
    const first = await t.app.request("/api/testimonials");
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    expect(((await first.json()) as TestimonialsBody).organizations).toHaveLength(1);
    // A write that does not go through the owner's tools waits for the cache to expire...
    await t.db.updateTable("organization_testimonials").set({ organization_name: "Renamed Library" }).where("id", "=", id).execute();
    expect((await getTestimonials()).organizations?.[0]?.organization_name).toBe("Riverside Library"); // still cached
    t.clock.now += 5 * 60_000;
    expect((await getTestimonials()).organizations?.[0]?.organization_name).toBe("Renamed Library");
    // ...while the owner's change empties the cache.
    await setTestimonialStatus(t.db, "organization", id, "hidden");
    expect((await getTestimonials()).organizations).toEqual([]);
    await expect(setTestimonialStatus(t.db, "individual", 999, "hidden")).rejects.toThrow("No individual testimonial");
  });
});

describe("events", () => {
  it("are seeded with the spec's two events", async () => {
    const body = (await (await t.app.request("/api/events")).json()) as { events: Array<Record<string, unknown>> };
    expect(body.events.map((e) => [e.date, e.time, e.type])).toEqual([
      ["2025-10-25", "4:00 PM - 7:00 PM", "Cultural Event"],
      ["2025-11-23", "Time TBA", "Magic Reading Room"],
    ]);
  });

  it("export to valid iCalendar: timed events in UTC, TBA events as all-day", async () => {
    const timed = await t.app.request("/api/events/1.ics");
    expect(timed.status).toBe(200);
    expect(timed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await timed.text();
    expect(contentLineProblems(ics)).toEqual([]);
    const { calendar, event } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2025-10-25T20:00:00Z");
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2025-10-25T23:00:00Z");
    expect(event.getFirstPropertyValue("uid")).toBe("family-stories-cultural-celebration-2025@www.kindredpagesreading.com");
    expect(String(event.getFirstPropertyValue("dtstamp"))).toBe(new Date(t.clock.now).toISOString().replace(/\.\d{3}/, ""));

    const tba = await (await t.app.request("/api/events/2.ics")).text();
    expect(contentLineProblems(tba)).toEqual([]);
    const allDay = parseIcs(tba).event;
    expect(String(allDay.getFirstPropertyValue("dtstart"))).toBe("2025-11-23");
    expect(String(allDay.getFirstPropertyValue("dtend"))).toBe("2025-11-24");
    expect(String(allDay.getFirstPropertyValue("description"))).toContain("Time to be announced.");

    expect((await t.app.request("/api/events/99.ics")).status).toBe(404);
    expect((await t.app.request("/api/events/abc.ics")).status).toBe(404);
  });

  it("can be added, edited and removed by the owner, with validation", async () => {
    const id = await addEvent(t.db, {
      title: "Winter Story Swap",
      date: "2026-12-12",
      start: "10:30",
      end: "12:00",
      location: "Online",
      description: "Bring a favorite winter book to share with other families.",
      type: "Community",
      ticketLink: "https://tickets.example.org/winter",
    });
    let events = (await (await t.app.request("/api/events")).json()) as { events: Array<Record<string, unknown>> };
    expect(events.events.at(-1)).toMatchObject({ id, time: "10:30 AM - 12:00 PM", ticketLink: "https://tickets.example.org/winter" });

    await editEvent(t.db, id, { start: "09:00", location: "Riverside Library" });
    events = (await (await t.app.request("/api/events")).json()) as { events: Array<Record<string, unknown>> };
    expect(events.events.at(-1)).toMatchObject({ time: "9:00 AM - 12:00 PM", location: "Riverside Library", title: "Winter Story Swap" });
    await expect(editEvent(t.db, id, { start: "13:00" })).rejects.toThrow("Must be after the start time");

    await expect(addEvent(t.db, { title: "X", date: "2026-13-01", location: "Online", description: "short", type: "T" })).rejects.toThrow();
    await expect(addEvent(t.db, { title: "Bad link", date: "2026-12-01", location: "Online", description: "A fine description here.", type: "T", ticketLink: "javascript:alert(1)" })).rejects.toThrow();
    await removeEvent(t.db, id);
    await expect(removeEvent(t.db, id)).rejects.toThrow(`No event with id ${id}`);
  });

  it("label times for visitors", () => {
    expect(timeLabel("16:00", "19:00")).toBe("4:00 PM - 7:00 PM");
    expect(timeLabel("00:15", null)).toBe("12:15 AM");
    expect(timeLabel("12:00", "13:30")).toBe("12:00 PM - 1:30 PM");
    expect(timeLabel(null, null)).toBe("Time TBA");
  });
});
