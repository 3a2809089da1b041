import { afterEach, describe, expect, it } from "vitest";
import { defaultAvailability } from "#common/booking/availability.ts";
import { createTestDatabase } from "#tests/database";
import { createTestApp, type TestApp } from "#tests/forms";
import { startBookingService, tenOn, weekdayMornings, DECEMBER_1 } from "#tests/booking";
import { saveAvailability } from "./bookings.server";

// Issue 42, a shorter path: with booking open the form asks only for the name and the email (and
// the phone when the owner phones); the child's age and the question are optional unless she
// requires them on /admin/availability. That changes the spec's rule on purpose; the JSON API
// still takes the spec's payload, and a request without a time (booking off) keeps the spec's
// rule. SQLite, and PostgreSQL with TEST_DB=postgres.

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const withoutDetails = { child_age: "", challenges: "" };

describe("POST /api/submit-discovery-call still takes the spec's payload", () => {
  it("booking off: the spec's payload is stored, and the spec's rule stands (the age and 10 characters of question)", async () => {
    app = await createTestApp({ RATE_LIMIT_MAX_ATTEMPTS: "100" });
    expect((await app.post("/api/submit-discovery-call", await app.discoveryCall())).status).toBe(201);
    const refused = await app.post("/api/submit-discovery-call", await app.discoveryCall({ ...withoutDetails }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: object }).fieldErrors).toEqual({ child_age: "This field is required", challenges: "This field is required" });
  });

  it("booking open: the spec's payload (timezone EST, an empty child_name) is stored; without the age or the question too, unless the owner requires them", async () => {
    app = await createTestApp({ RATE_LIMIT_MAX_ATTEMPTS: "100" });
    await saveAvailability(app.db, defaultAvailability, app.clock.now);
    const spec = await app.post("/api/submit-discovery-call", await app.discoveryCall());
    expect(spec.status).toBe(201);
    const { id } = (await spec.json()) as { id: number };
    const row = await app.db.selectFrom("discovery_call_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ child_age: "4-5years", timezone: "EST", child_name: "", preferred_time: "evening-weekday" });
    const short = await app.post("/api/submit-discovery-call", await app.discoveryCall({ ...withoutDetails, parent_email: "short@example.org" }));
    expect(short.status).toBe(201);
    // The question, when given, still has its ceiling; an age off the spec's list is still refused.
    const long = await app.post("/api/submit-discovery-call", await app.discoveryCall({ challenges: "x".repeat(1001), child_age: "13years" }));
    expect(((await long.json()) as { fieldErrors: object }).fieldErrors).toEqual({ child_age: "This field is required", challenges: "Must be no more than 1000 characters" });

    await saveAvailability(app.db, { ...defaultAvailability, requires: { childAge: true, question: true } }, app.clock.now);
    const refused = await app.post("/api/submit-discovery-call", await app.discoveryCall({ child_age: "", challenges: "Short" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "Please fix the errors in the form and try again.",
      fieldErrors: { child_age: "This field is required", challenges: "Must be at least 10 characters" },
    });
    expect((await app.post("/api/submit-discovery-call", await app.discoveryCall({ parent_email: "full@example.org" }))).status).toBe(201);
    const stored = await app.db.selectFrom("discovery_call_requests").select("parent_email").execute();
    expect(stored.map((r) => r.parent_email).sort()).toEqual(["full@example.org", "maria@example.com", "short@example.org"]);
  });
});

describe("the booking form", () => {
  const fresh = async (requires = { childAge: false, question: false }) =>
    startBookingService(await createTestDatabase(), { availability: weekdayMornings({ minNoticeHours: 2, horizonDays: 30, maxPerDay: 5, maxPerMonth: 20, requires }), start: DECEMBER_1 });

  it("books with only the name, the email and the phone (the owner phones); nothing else is asked", async () => {
    const t = await fresh();
    const outcome = await t.book(tenOn(3), { fields: { ...withoutDetails, hear_about_us: "" } });
    expect(outcome).toMatchObject({ ok: true, booking: { start: tenOn(3) } });
    const row = await t.db.selectFrom("discovery_call_requests").select(["child_age", "challenges"]).executeTakeFirstOrThrow();
    expect(row).toEqual(withoutDetails);
  });

  it("what the owner requires is required, with the spec's messages, in the page's language; every problem at once", async () => {
    const t = await fresh({ childAge: true, question: true });
    const english = await t.book(tenOn(3), { fields: { ...withoutDetails, parent_name: "J", parent_phone: "", slot: "" } });
    expect(english).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        parent_name: "Must be at least 2 characters",
        parent_phone: "Please enter the phone number we should call you on.",
        child_age: "This field is required",
        challenges: "This field is required",
        slot: "Please choose a day and a time for your call.",
      },
    });
    const spanish = await t.book(tenOn(3), { language: "es", fields: { challenges: "Corta" } });
    expect(spanish).toMatchObject({ ok: false, fieldErrors: { challenges: "Debe tener al menos 10 caracteres" } });
    expect(await t.book(tenOn(3))).toMatchObject({ ok: true });
  });
});
