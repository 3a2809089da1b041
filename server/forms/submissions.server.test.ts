import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { AppDatabase } from "#server/db/database.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { createSubmissionService, type SubmissionService } from "./submissions.server";
import type { FormTokens } from "./form-token.server";

// The service the pages' actions use, against a real SQLite file: what the visitor sees comes
// back keyed by the form's own fields, and what is stored is stored once.

let database: TestDatabase;
let db: AppDatabase;
let service: SubmissionService;
let tokens: FormTokens;
const clock = { now: Date.UTC(2026, 10, 23, 15, 0, 0) };

beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  ({ service, tokens } = createSubmissionService({
    db,
    config: { RATE_LIMIT_MAX_ATTEMPTS: 3, RATE_LIMIT_WINDOW_SECONDS: 60, RATE_LIMIT_BLOCK_SECONDS: 300 },
    formTokenSecret: "secret-for-tests",
    now: () => clock.now,
  }));
});

afterEach(async () => {
  await database.close();
});

function contact(overrides: Record<string, string> = {}) {
  const token = tokens.issue("contact", clock.now - 10_000);
  return {
    first_name: "Ana",
    last_name: "Pérez",
    email: "Ana@Example.org",
    phone: "555-234-5678",
    child_age: "7",
    block: "explorers",
    message: "We are looking for chapter books our son will love.",
    hear_about_us: "",
    website: "",
    form_token: token,
    idempotency_key: `key-${Math.random().toString(36).slice(2)}-0000`,
    ...overrides,
  };
}

const count = async () => (await db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;

describe("submitForm", () => {
  test("stores a valid message once and answers with the spec's success message", async () => {
    const values = contact();
    const first = await service.submitForm("contact", values, "203.0.113.1");
    expect(first).toMatchObject({ ok: true, title: "Message Sent!", message: "Thank you for your message. We'll get back to you within 24 hours." });
    const again = await service.submitForm("contact", values, "203.0.113.2");
    expect(again).toMatchObject({ ok: true });
    expect(again.ok && first.ok && again.id === first.id).toBe(true);
    expect(await count()).toBe(1);
    const row = await db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Ana Pérez", email: "ana@example.org", child_age: 7, status: "new" });
  });

  test("a page kept by the browser and sent again with new answers is a new message, and its own retry is not", async () => {
    const page = contact();
    const first = await service.submitForm("contact", page, "203.0.113.1");
    // Back after sending (no JavaScript): the same page, the same key, a different message.
    const second = { ...page, message: "One more thing: she also loves graphic novels about animals." };
    const other = await service.submitForm("contact", second, "203.0.113.2");
    expect(other).toMatchObject({ ok: true });
    expect(other.ok && first.ok && other.id !== first.id).toBe(true);
    expect(await count()).toBe(2);
    // Sending that second page twice still stores it once.
    const again = await service.submitForm("contact", second, "203.0.113.3");
    expect(again.ok && other.ok && again.id === other.id).toBe(true);
    expect(await count()).toBe(2);
    const messages = (await db.selectFrom("contact_messages").select("message").orderBy("id").execute()).map((r) => r.message);
    expect(messages[1]).toContain("graphic novels");
  });

  test("field errors come back under the form's own fields, with the values kept but never the trap field", async () => {
    const outcome = await service.submitForm("contact", contact({ last_name: "", email: "nope", website: "" }), "203.0.113.1");
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      title: "Validation Error",
      message: "Please fix the errors in the form and try again.",
      fieldErrors: { last_name: "This field is required", email: "Please enter a valid email address" },
    });
    expect(!outcome.ok && outcome.values).toMatchObject({ first_name: "Ana", email: "nope" });
    expect(!outcome.ok && "website" in outcome.values).toBe(false);
    expect(!outcome.ok && "form_token" in outcome.values).toBe(false);
    expect(await count()).toBe(0);
  });

  test("a filled trap field, a missing or too fresh token are refused with the spec's messages; nothing is stored", async () => {
    expect(await service.submitForm("contact", contact({ website: "http://spam" }), "a")).toMatchObject({
      ok: false,
      message: "Submission rejected: Bot activity detected",
    });
    expect(await service.submitForm("contact", contact({ form_token: "" }), "b")).toMatchObject({
      ok: false,
      message: "Form session expired. Please refresh and try again",
    });
    expect(await service.submitForm("contact", contact({ form_token: tokens.issue("contact", clock.now - 500) }), "c")).toMatchObject({
      ok: false,
      message: "Please take a moment to review your submission",
    });
    expect(await count()).toBe(0);
  });

  test("the fourth attempt in a minute is refused for 5 minutes, with the time to wait", async () => {
    for (let i = 0; i < 3; i++) await service.submitForm("contact", contact({ email: "" }), "198.51.100.7");
    const blocked = await service.submitForm("contact", contact(), "198.51.100.7");
    expect(blocked).toMatchObject({ ok: false, status: 429, message: "Too many attempts. Please wait 5 minutes before trying again.", retryAfterSeconds: 300 });
    clock.now += 60_000;
    expect(await service.submitForm("contact", contact(), "198.51.100.7")).toMatchObject({
      ok: false,
      message: "Too many attempts. Please wait 240 seconds before trying again.",
    });
    // Another address is not affected.
    expect(await service.submitForm("contact", contact(), "198.51.100.8")).toMatchObject({ ok: true });
  });

  test("feedback: the two required fields give 'Missing Required Fields'; ticked boxes and ratings are stored as such", async () => {
    const missing = await service.submitForm("feedback", { full_name: " ", email_address: "", idempotency_key: "feedback-key-000001" }, "x");
    expect(missing).toMatchObject({
      ok: false,
      title: "Missing Required Fields",
      message: "Please fill in required fields (Full Name and Email Address).",
      fieldErrors: { full_name: "This field is required", email_address: "This field is required" },
    });
    const sent = await service.submitForm(
      "feedback",
      {
        full_name: "Maya Johnson",
        email_address: "maya@example.org",
        overall_satisfaction: "5",
        reading_behavior_improvements: ["Increased reading frequency", "Better child engagement with books"],
        website_testimonial_permission: "on",
        idempotency_key: "feedback-key-000002",
        website: "",
      },
      "x",
    );
    expect(sent).toMatchObject({ ok: true, title: "Feedback Submitted" });
    const row = await db.selectFrom("feedback_submissions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ overall_satisfaction: 5, website_testimonial_permission: 1, permission_contact_marketing: 0 });
    expect(JSON.parse(row.reading_behavior_improvements)).toEqual(["Increased reading frequency", "Better child engagement with books"]);
    const badRating = await service.submitForm("feedback", { full_name: "A", email_address: "a@b.co", overall_satisfaction: "9", idempotency_key: "feedback-key-000003" }, "x");
    expect(badRating).toMatchObject({ ok: false, title: "Submission Error", fieldErrors: { overall_satisfaction: "Choose a rating from 1 to 5" } });
  });
});
