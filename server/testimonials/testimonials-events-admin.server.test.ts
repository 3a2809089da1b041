import { describe, expect, it } from "vitest";
import { createTestApp, freshTestAppEach, type TestApp } from "#tests/forms";
import type { EventFormValues } from "#common/events/event-types.ts";
import { addEvent, checkEventForm, editEvent, emptyEventForm, eventToFormValues, findEvent, removeEvent } from "#server/events/manage-events.server";
import {
  addOrganizationTestimonial,
  approveFeedbackTestimonial,
  checkIndividual,
  checkOrganization,
  editIndividualTestimonial,
  editOrganizationTestimonial,
  listTestimonials,
  setTestimonialStatus,
} from "./testimonials.server";

// The feature modules the back office and the owner's command line share, against real SQLite.

let t: TestApp;
freshTestAppEach(() => createTestApp({ RATE_LIMIT_MAX_ATTEMPTS: "100" }), (app) => (t = app));

async function sendFeedback(overrides: Record<string, unknown> = {}) {
  const res = await t.post("/api/submit-feedback", {
    full_name: "Rosa Ortiz",
    email_address: "rosa@example.com",
    children_ages: "6",
    experience_story: "Bedtime reading went from a fight to the best part of our day. Thank you!",
    website_testimonial_permission: true,
    idempotency_key: t.key(),
    ...overrides,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

type Body = { individuals: Array<Record<string, unknown>>; organizations: Array<Record<string, unknown>> };
const published = async () => (await (await t.app.request("/api/testimonials")).json()) as Body;

describe("testimonials", () => {
  it("approve with a display title and a shortened story, shown on the next API read (no 5-minute wait)", async () => {
    const id = await sendFeedback();
    expect((await published()).individuals).toEqual([]); // cached now
    await approveFeedbackTestimonial(t.db, id, { title: "Mom of one", story: "Bedtime reading went from a fight to the best part of our day." });
    expect((await published()).individuals).toEqual([
      expect.objectContaining({ full_name: "Rosa O.", professional_title: "Mom of one", experience_story: "Bedtime reading went from a fight to the best part of our day." }),
    ]);
    expect((await listTestimonials(t.db)).pending).toEqual([]);
  });

  it("hide, show again and edit an approved story", async () => {
    const testimonialId = await approveFeedbackTestimonial(t.db, await sendFeedback());
    await setTestimonialStatus(t.db, "individual", testimonialId, "hidden");
    expect((await published()).individuals).toEqual([]);
    await setTestimonialStatus(t.db, "individual", testimonialId, "approved");
    await editIndividualTestimonial(t.db, testimonialId, { title: "Parent", story: "The best part of our day." });
    expect((await published()).individuals).toEqual([expect.objectContaining({ professional_title: "Parent", experience_story: "The best part of our day." })]);
    await expect(editIndividualTestimonial(t.db, 999, { story: "Long enough story." })).rejects.toThrow("No individual testimonial");
  });

  it("organisation testimonials: add, edit, hide", async () => {
    const id = await addOrganizationTestimonial(t.db, { name: "Oak Street School", content: "Our families asked for a second reading night." });
    await editOrganizationTestimonial(t.db, id, { name: "Oak Street Elementary", content: "Our families asked for a second night." });
    expect((await published()).organizations).toEqual([expect.objectContaining({ organization_name: "Oak Street Elementary", testimonial_content: "Our families asked for a second night." })]);
    await setTestimonialStatus(t.db, "organization", id, "hidden");
    expect((await published()).organizations).toEqual([]);
  });

  it("validate with the spec's messages", () => {
    expect(checkIndividual({ title: "", story: "" })).toEqual({ ok: false, errors: { story: "This field is required" } });
    expect(checkIndividual({ title: "x".repeat(121), story: "Too short" })).toEqual({
      ok: false,
      errors: { title: "Must be no more than 120 characters", story: "Must be at least 10 characters" },
    });
    expect(checkOrganization({ name: "A", content: "" })).toEqual({ ok: false, errors: { name: "Must be at least 2 characters", content: "This field is required" } });
  });
});

const form = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventForm,
  title: "Spring Story Walk",
  type: "Community",
  date: "2026-04-18",
  start: "10:00",
  end: "11:30",
  location: "Riverside Park",
  description: "A walk with a story read aloud at every bench.",
  ...overrides,
});

describe("events", () => {
  it("the back office's form: spec messages under each field, https-only ticket links, a time or TBA, a site illustration", () => {
    expect(checkEventForm(form({ title: "", location: "X", description: "short" }))).toEqual({
      ok: false,
      errors: { title: "This field is required", location: "Must be at least 2 characters", description: "Must be at least 10 characters" },
    });
    expect(checkEventForm(form({ ticketLink: "http://tickets.example.org/spring" }))).toEqual({ ok: false, errors: { ticketLink: "Must be a link starting with https://" } });
    expect(checkEventForm(form({ ticketLink: "javascript:alert(1)" }))).toMatchObject({ ok: false, errors: { ticketLink: "Must be a link starting with https://" } });
    expect(checkEventForm(form({ ticketLink: "https://tickets.example.org/spring" }))).toMatchObject({ ok: true, data: { ticketLink: "https://tickets.example.org/spring" } });
    expect(checkEventForm(form({ start: "", end: "" }))).toEqual({ ok: false, errors: { start: "Enter a start time, or tick “Time to be announced”" } });
    expect(checkEventForm(form({ start: "12:00", end: "11:00" }))).toEqual({ ok: false, errors: { end: "Must be after the start time" } });
    expect(checkEventForm(form({ timeTba: true }))).toMatchObject({ ok: true, data: { start: undefined, end: undefined } });
    expect(checkEventForm(form({ date: "2026-02-30" }))).toEqual({ ok: false, errors: { date: "Invalid format" } });
    expect(checkEventForm(form({ image: "/images/elsewhere/x.svg" }))).toEqual({ ok: false, errors: { image: "This field is required" } });
  });

  it("create, edit (TBA clears the times, the link can be removed) and delete, as /api/events and the .ics show", async () => {
    const created = checkEventForm(form({ ticketLink: "https://tickets.example.org/spring" }));
    if (!created.ok) throw new Error("expected a valid form");
    const id = await addEvent(t.db, created.data);
    const ics = await (await t.app.request(`/api/events/${id}.ics`)).text();
    expect(ics).toContain("SUMMARY:Spring Story Walk");

    const edited = checkEventForm({ ...eventToFormValues((await findEvent(t.db, id))!), title: "Spring Story Walk (moved)", timeTba: true, ticketLink: "" });
    if (!edited.ok) throw new Error("expected a valid form");
    await editEvent(t.db, id, edited.data);
    const events = (await (await t.app.request("/api/events")).json()) as { events: Array<Record<string, unknown>> };
    expect(events.events.find((e) => e.id === id)).toMatchObject({ title: "Spring Story Walk (moved)", time: "Time TBA", startTime: null, endTime: null, ticketLink: null });
    expect(await (await t.app.request(`/api/events/${id}.ics`)).text()).toContain("DTSTART;VALUE=DATE:20260418");

    await expect(editEvent(t.db, id, { ticketLink: "http://insecure.example.org" })).rejects.toThrow("Must be a link starting with https://");
    await removeEvent(t.db, id);
    expect((await t.app.request(`/api/events/${id}.ics`)).status).toBe(404);
  });

  it("two events with the same title and date get different slugs (calendar UIDs)", async () => {
    const a = await addEvent(t.db, { title: "Story Hour", date: "2026-05-02", location: "Library", description: "Stories for little ones.", type: "Reading" });
    const b = await addEvent(t.db, { title: "Story Hour", date: "2026-05-02", location: "Library", description: "Stories for little ones.", type: "Reading" });
    expect((await findEvent(t.db, a))!.slug).not.toBe((await findEvent(t.db, b))!.slug);
  });
});
