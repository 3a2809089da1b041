import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formIds } from "#common/forms/kinds.ts";
import { withoutNul } from "#server/db/database.server";
import { testDatabaseKind } from "#tests/database";
import { createTestApp } from "#tests/forms";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_ATTEMPTS: "100" });
});
afterEach(async () => {
  await t.close();
});

const count = async (table: string) =>
  Number(((await sql.raw(`select count(*) as n from ${table}`).execute(t.db)).rows[0] as { n: number }).n);

describe("POST /api/submit-discovery-call", () => {
  it("stores a valid request once, normalised, with status new, and answers 201 with its id", async () => {
    const res = await t.post("/api/submit-discovery-call", await t.discoveryCall());
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = await t.db.selectFrom("discovery_call_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      parent_name: "Maria José O'Neil-Smith",
      parent_email: "maria@example.com",
      parent_phone: "(555) 234-5678",
      child_name: "",
      child_age: "4-5years",
      challenges: "My son loves stories but loses interest in longer books.",
      preferred_time: "evening-weekday",
      timezone: "EST",
      hear_about_us: "friend",
      status: "new",
      received_at: "2026-11-21T15:00:05.000Z",
    });
  });

  it("answers 400 with the spec's message under each invalid field, and stores nothing", async () => {
    const res = await t.post(
      "/api/submit-discovery-call",
      await t.discoveryCall({ parent_name: "J", parent_email: "nope", parent_phone: "12", child_age: "", challenges: "short" }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please fix the errors in the form and try again.",
      fieldErrors: {
        parent_name: "Must be at least 2 characters",
        parent_email: "Please enter a valid email address",
        parent_phone: "Please enter a valid phone number",
        child_age: "This field is required",
        challenges: "Must be at least 10 characters",
      },
    });
    expect(await count("discovery_call_requests")).toBe(0);
  });

  it("rejects unknown fields and wrong types", async () => {
    const extra = await t.post("/api/submit-discovery-call", await t.discoveryCall({ is_admin: true }));
    expect(extra.status).toBe(400);
    const wrong = await t.post("/api/submit-discovery-call", await t.discoveryCall({ parent_name: 42 }));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fieldErrors: Record<string, string> }).fieldErrors.parent_name).toBe("This field is required");
    expect(await count("discovery_call_requests")).toBe(0);
  });

  it("stores nothing when the hidden field is filled", async () => {
    const res = await t.post("/api/submit-discovery-call", await t.discoveryCall({ website: "http://spam.example" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Submission rejected: Bot activity detected");
    expect(await count("discovery_call_requests")).toBe(0);
  });

  it("repeats the timing checks with a signed form token", async () => {
    const fast = await t.post("/api/submit-discovery-call", await t.discoveryCall({ form_token: await t.token("discovery-call", 1_000) }));
    expect(fast.status).toBe(400);
    expect(((await fast.json()) as { error: string }).error).toBe("Please take a moment to review your submission");

    // A token is stamped with the end of the second it was issued in (form-token.server.ts).
    const old = await t.post("/api/submit-discovery-call", await t.discoveryCall({ form_token: await t.token("discovery-call", 30 * 60_000 + 1_000) }));
    expect(((await old.json()) as { error: string }).error).toBe("Session expired. Please refresh the page and try again");

    const forged = await t.post("/api/submit-discovery-call", await t.discoveryCall({ form_token: "abc.def" }));
    expect(((await forged.json()) as { error: string }).error).toBe("Form session expired. Please refresh and try again");

    const otherForm = await t.post("/api/submit-discovery-call", await t.discoveryCall({ form_token: await t.token("contact") }));
    expect(otherForm.status).toBe(400);

    const missing = await t.post("/api/submit-discovery-call", await t.discoveryCall({ form_token: "" }));
    expect(missing.status).toBe(400);
    expect(await count("discovery_call_requests")).toBe(0);
  });

  it("issues one token per second, stamped with the second's end: every copy made in it is at least 2 seconds old when accepted", async () => {
    const start = t.clock.now; // a whole second
    const issued = [];
    for (const offset of [0, 400, 999]) {
      t.clock.now = start + offset;
      issued.push(((await (await t.app.request("/api/form-token?form=discovery-call")).json()) as { token: string }).token);
    }
    expect(new Set(issued).size).toBe(1);
    t.clock.now = start + 1_000;
    const next = ((await (await t.app.request("/api/form-token?form=discovery-call")).json()) as { token: string }).token;
    expect(next).not.toBe(issued[0]);
    // Received at the very start of the second, sent 2.5 seconds later: too fast; 3 seconds later: accepted.
    t.clock.now = start + 2_500;
    const early = await t.post("/api/submit-discovery-call", await t.discoveryCall({ form_token: issued[0]! }));
    expect(((await early.json()) as { error: string }).error).toBe("Please take a moment to review your submission");
    t.clock.now = start + 3_000;
    expect((await t.post("/api/submit-discovery-call", await t.discoveryCall({ form_token: issued[0]! }))).status).toBe(201);
  });

  it("returns the first answer to a retry with the same idempotency key and stores nothing new", async () => {
    const body = await t.discoveryCall();
    const first = await t.post("/api/submit-discovery-call", body);
    const second = await t.post("/api/submit-discovery-call", body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await count("discovery_call_requests")).toBe(1);
  });

  it("stores concurrent retries of one submission once", async () => {
    const body = await t.discoveryCall();
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.post("/api/submit-discovery-call", body)));
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: number }).id)));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await count("discovery_call_requests")).toBe(1);
  });
});

describe("request checks on every submit endpoint", () => {
  // Every form of the list has its endpoint: a form added to common/forms/kinds.ts is checked here too.
  const endpoints = formIds.map((form) => `/api/submit-${form}`);

  it("names the spec's endpoints", () => {
    expect(endpoints).toEqual(expect.arrayContaining(["/api/submit-discovery-call", "/api/submit-contact", "/api/submit-partnership", "/api/submit-feedback"]));
  });

  it.each(endpoints)("%s answers broken JSON with 400", async (path) => {
    const res = await t.post(path, '{"parent_name": "x",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The form data could not be read. Please refresh the page and try again.", fieldErrors: {} });
  });

  it.each(endpoints)("%s answers a JSON array or null with 400", async (path) => {
    expect((await t.post(path, "[]")).status).toBe(400);
    expect((await t.post(path, "null")).status).toBe(400);
  });

  it.each(endpoints)("%s answers anything but JSON with 415", async (path) => {
    const res = await t.app.request(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(res.status).toBe(415);
    const none = await t.app.request(path, { method: "POST", body: "{}" });
    expect(none.status).toBe(415);
  });

  it.each(endpoints.filter((path) => !path.endsWith("feedback")))("%s answers a body over 32 KiB with 413", async (path) => {
    const res = await t.post(path, JSON.stringify({ message: "x".repeat(33 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "This submission is too large. Please shorten your message and try again.", fieldErrors: {} });
  });

  it("/api/submit-feedback answers a body over 256 KiB with 413", async () => {
    const res = await t.post("/api/submit-feedback", JSON.stringify({ other_comments: "x".repeat(257 * 1024) }));
    expect(res.status).toBe(413);
    expect(await count("feedback_submissions")).toBe(0);
  });

  it.each(endpoints)("%s answers other methods with 405 and Allow: POST", async (path) => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const res = await t.app.request(path, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
  });
});

describe("attempt limit", () => {
  it("allows 3 POSTs a minute per address and form, then answers 429 with Retry-After for 5 minutes", async () => {
    const limited = await createTestApp();
    try {
      const bad = () => limited.post("/api/submit-contact", { broken: true });
      expect((await bad()).status).toBe(400);
      expect((await bad()).status).toBe(400);
      expect((await bad()).status).toBe(400);
      const blocked = await bad();
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBe("300");
      // At the moment of blocking the spec's message speaks of 5 minutes; afterwards, of seconds left.
      expect(await blocked.json()).toEqual({ error: "Too many attempts. Please wait 5 minutes before trying again.", fieldErrors: {} });

      // Another form from the same address is counted separately.
      expect((await limited.post("/api/submit-partnership", { broken: true })).status).toBe(400);

      limited.clock.now += 120_000;
      const later = await bad();
      expect(later.status).toBe(429);
      expect(later.headers.get("retry-after")).toBe("180");
      expect(((await later.json()) as { error: string }).error).toBe("Too many attempts. Please wait 180 seconds before trying again.");

      limited.clock.now += 180_000;
      expect((await bad()).status).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it("counts per client address from X-Forwarded-For only when the proxy is trusted", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const from = (ip: string) => proxied.post("/api/submit-contact", { broken: true }, { "X-Forwarded-For": `203.0.113.9, ${ip}` });
      for (let i = 0; i < 3; i++) expect((await from("198.51.100.1")).status).toBe(400);
      expect((await from("198.51.100.1")).status).toBe(429);
      expect((await from("198.51.100.2")).status).toBe(400);
    } finally {
      await proxied.close();
    }
  });
});

describe("POST /api/submit-contact", () => {
  it("stores the joined name, the block inquiry message and the child's age as a number", async () => {
    const res = await t.post("/api/submit-contact", {
      name: " Ana Lucía Pérez ",
      email: " ANA@example.org",
      phone: "555-234-5678",
      child_age: "7",
      message: "Block Inquiry: explorers\nMessage: We would love help choosing chapter books.",
      hear_about_us: "school-or-library",
      website: "",
      form_token: await t.token("contact"),
      idempotency_key: t.key(),
    });
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Ana Lucía Pérez",
      email: "ana@example.org",
      phone: "555-234-5678",
      child_age: 7,
      message: "Block Inquiry: explorers\nMessage: We would love help choosing chapter books.",
      hear_about_us: "school-or-library",
      status: "new",
    });
  });

  it("requires a child age from 1 to 12", async () => {
    const res = await t.post("/api/submit-contact", {
      name: "Ana Pérez",
      email: "ana@example.org",
      phone: "555-234-5678",
      child_age: "13",
      message: "Block Inquiry: general\nMessage: Hello there, a question.",
      form_token: await t.token("contact"),
      idempotency_key: t.key(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.child_age).toBe("This field is required");
  });
});

describe("POST /api/submit-partnership", () => {
  it("stores an inquiry with organisation and free-text student count", async () => {
    const res = await t.post("/api/submit-partnership", {
      contact_name: "Dr. Kim Ng",
      email: "kim.ng@lincoln-elementary.org",
      phone: "",
      organization_name: "Lincoln Elementary School",
      students_count: "about 350 (K-5)",
      message: "We'd like to bring The Magic Reading Room to our library nights.",
      form_token: await t.token("partnership"),
      idempotency_key: t.key(),
    });
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom("partnership_inquiries").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ contact_name: "Dr. Kim Ng", organization_name: "Lincoln Elementary School", students_count: "about 350 (K-5)", phone: "" });
  });

  it("requires the organisation (2-200 characters)", async () => {
    const res = await t.post("/api/submit-partnership", {
      contact_name: "Kim Ng",
      email: "kim@example.org",
      organization_name: "L",
      message: "We would like to partner with you.",
      form_token: await t.token("partnership"),
      idempotency_key: t.key(),
    });
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.organization_name).toBe("Must be at least 2 characters");
  });
});

describe("POST /api/submit-feedback", () => {
  it("needs only the full name and email address, with no format check", async () => {
    const res = await t.post("/api/submit-feedback", { full_name: "Sam", email_address: "sam at home", idempotency_key: t.key() });
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom("feedback_submissions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: "Sam", email_address: "sam at home", overall_satisfaction: null, reading_behavior_improvements: "[]", website_testimonial_permission: 0 });
  });

  it("answers missing required fields with 400", async () => {
    const res = await t.post("/api/submit-feedback", { full_name: " ", idempotency_key: t.key() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      full_name: "This field is required",
      email_address: "This field is required",
    });
  });

  it("stores every field: ratings as integers 1-5, the improvements list and the permissions as booleans", async () => {
    const body = {
      full_name: "Jordan Rivera",
      email_address: "Jordan@Example.com",
      phone_number: "555 777 1234",
      session_date: "10/14/2026",
      children_ages: "4 and 7",
      overall_satisfaction: 5,
      most_valuable_aspect: "The book list matched our values.",
      quality_deliverables_rating: 5,
      book_selections_rating: 4,
      book_collection_family_values_rating: 5,
      fiction_recommendations_rating: 3,
      ongoing_email_support_rating: 1,
      reading_behavior_improvements: ["Increased reading frequency", "Growth in vocabulary and language skills"],
      diverse_book_collection: "Our shelf finally has books in Spanish.",
      encouraging_reading_discussions: "We ask one question per page now.",
      positive_changes_observed: "Bedtime reading every night.",
      experience_story: "It changed our evenings.",
      website_testimonial_permission: true,
      service_improvements: "More titles for toddlers.",
      additional_services_interest: "Coaching for grandparents.",
      other_comments: "Thank you!",
      permission_use_instructional: true,
      permission_share_with_clients: false,
      permission_share_feedback_social: true,
      permission_testimonial_future_stories: false,
      permission_contact_marketing: true,
      website: "",
      idempotency_key: t.key(),
    };
    expect((await t.post("/api/submit-feedback", body)).status).toBe(201);
    const row = await t.db.selectFrom("feedback_submissions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email_address: "jordan@example.com",
      overall_satisfaction: 5,
      book_selections_rating: 4,
      fiction_recommendations_rating: 3,
      ongoing_email_support_rating: 1,
      reading_behavior_improvements: JSON.stringify(["Increased reading frequency", "Growth in vocabulary and language skills"]),
      website_testimonial_permission: 1,
      permission_use_instructional: 1,
      permission_share_with_clients: 0,
      permission_share_feedback_social: 1,
      permission_testimonial_future_stories: 0,
      permission_contact_marketing: 1,
      session_date: "10/14/2026",
    });
  });

  it("stores the longest valid answers: eight of 5,000 characters, even when JSON spells them long", async () => {
    // 5,000 code points each, of 2, 4 and (escaped as \u0000) 6 bytes in the JSON body: about 200 KB in all.
    const answer = "é😀\u0000".repeat(1666) + "ok";
    const longFields = ["most_valuable_aspect", "diverse_book_collection", "encouraging_reading_discussions", "positive_changes_observed", "experience_story", "service_improvements", "additional_services_interest", "other_comments"];
    const body = { full_name: "Sam", email_address: "s@x.org", ...Object.fromEntries(longFields.map((k) => [k, answer])), idempotency_key: t.key() };
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeGreaterThan(150 * 1024);
    const res = await t.post("/api/submit-feedback", body);
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom("feedback_submissions").selectAll().executeTakeFirstOrThrow();
    // PostgreSQL's text cannot hold U+0000: it is stored as U+FFFD there (database.server.ts).
    const stored = testDatabaseKind === "postgres" ? withoutNul(answer) : answer;
    for (const k of longFields) expect(row[k as keyof typeof row]).toBe(stored);
  });

  it.each([0, 6, 2.5, "5", true])("rejects the rating %j", async (value) => {
    const res = await t.post("/api/submit-feedback", { full_name: "Sam", email_address: "s@x.org", overall_satisfaction: value, idempotency_key: t.key() });
    expect(res.status).toBe(400);
    expect(await count("feedback_submissions")).toBe(0);
  });

  it("rejects improvements outside the list", async () => {
    const res = await t.post("/api/submit-feedback", { full_name: "Sam", email_address: "s@x.org", reading_behavior_improvements: ["<script>"], idempotency_key: t.key() });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/form-token", () => {
  it("issues tokens only for known forms, never cached", async () => {
    const ok = await t.app.request("/api/form-token?form=contact");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect((await t.app.request("/api/form-token?form=admin")).status).toBe(400);
  });
});

describe("the form token's floor under the tests' setting (FORM_TOKEN_MIN_AGE_MS, NODE_ENV=test)", () => {
  async function sendAfter(env: Record<string, string>, ageMs: number) {
    const app = await createTestApp({ RATE_LIMIT_MAX_ATTEMPTS: "100", NODE_ENV: "test", ...env });
    try {
      const body = await app.discoveryCall({ form_token: null });
      const token = await app.token("discovery-call", ageMs);
      const res = await app.post("/api/submit-discovery-call", { ...body, form_token: token });
      return { status: res.status, body: (await res.json()) as { error?: string } };
    } finally {
      await app.close();
    }
  }

  it("0 lets a form be sent the moment it is received", async () => {
    expect((await sendAfter({ FORM_TOKEN_MIN_AGE_MS: "0" }, 0)).status).toBe(201);
  });

  it("a shortened floor still refuses what comes before it, and accepts after", async () => {
    // The token is stamped with the end of its one-second window: 1.2 s after it is received is 0.2 s old at least.
    const early = await sendAfter({ FORM_TOKEN_MIN_AGE_MS: "500" }, 1_200);
    expect(early).toEqual({ status: 400, body: expect.objectContaining({ error: "Please take a moment to review your submission" }) });
    expect((await sendAfter({ FORM_TOKEN_MIN_AGE_MS: "500" }, 1_500)).status).toBe(201);
  });

  it("unset, the spec's 2 seconds hold", async () => {
    expect((await sendAfter({}, 1_500)).status).toBe(400);
  });
});
