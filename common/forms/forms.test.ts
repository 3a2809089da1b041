import { describe, expect, it } from "vitest";
import { contactForm, contactFormSchema, contactSchema } from "./contact";
import { discoveryCallForm, discoveryCallSchema } from "./discovery-call";
import { feedbackForm, feedbackSchema, readingImprovementOptions } from "./feedback";
import { checkForm, formErrorsOf, payloadOf } from "./form-definition";
import { partnershipForm, partnershipSchema } from "./partnership";

const meta = { website: "", form_token: "token", idempotency_key: "0123456789abcdef0123" };

describe("discovery call form", () => {
  // What the form posts: its fields are the payload's names, plus a button's and the picker's own.
  const form = {
    parent_name: " Dana Lee ",
    parent_email: " Dana@Example.com ",
    parent_phone: " 555-234-5678 ",
    child_age: "2-3years",
    challenges: "  She only wants the same three books.  ",
    intent: "book",
    zone: "America/Chicago",
  };

  it("posts the spec's payload: its fields as they are, child_name empty and timezone EST", () => {
    const payload = payloadOf(discoveryCallForm, form, meta);
    expect(payload).toEqual({
      parent_name: " Dana Lee ",
      parent_email: " Dana@Example.com ",
      parent_phone: " 555-234-5678 ",
      child_age: "2-3years",
      challenges: "  She only wants the same three books.  ",
      ...meta,
    });
    expect(discoveryCallSchema.parse(payload)).toEqual({
      parent_name: "Dana Lee",
      parent_email: "dana@example.com",
      parent_phone: "555-234-5678",
      child_name: "",
      child_age: "2-3years",
      challenges: "She only wants the same three books.",
      preferred_time: "",
      timezone: "EST",
      hear_about_us: "",
      // The booked time (issue 26): none while booking is off.
      slot: "",
      // The parent's own zone (issue 33): none given here.
      parent_time_zone: "",
      ...meta,
    });
    expect(checkForm(discoveryCallForm, form)).toBeNull();
  });

  it("requires a child age from the spec's list and 10-1000 characters of concerns, under the fields of those names", () => {
    expect(checkForm(discoveryCallForm, { ...form, child_age: "13years", challenges: "x".repeat(1001) })).toEqual({
      child_age: "This field is required",
      challenges: "Must be no more than 1000 characters",
    });
    // A field sent twice is not a name.
    expect(checkForm(discoveryCallForm, { ...form, parent_name: ["Dana", "Lee"] })).toEqual({ parent_name: "This field is required" });
  });

  it("accepts every option of the spec's lists and rejects others", () => {
    const payload = payloadOf(discoveryCallForm, form, meta);
    for (const age of ["expecting", "0-6months", "6-12months", "1-2years", "2-3years", "3-4years", "4-5years", "5-6years", "6-8years", "8-10years", "10-12years", "multiple"]) {
      expect(discoveryCallSchema.safeParse({ ...payload, child_age: age }).success).toBe(true);
    }
    for (const time of ["morning-weekday", "afternoon-weekday", "evening-weekday", "weekend-morning", "weekend-afternoon", "flexible"]) {
      expect(discoveryCallSchema.safeParse({ ...payload, preferred_time: time }).success).toBe(true);
    }
    expect(discoveryCallSchema.safeParse({ ...payload, preferred_time: "midnight" }).success).toBe(false);
    expect(discoveryCallSchema.safeParse({ ...payload, hear_about_us: "tiktok" }).success).toBe(false);
    expect(discoveryCallSchema.safeParse({ ...payload, timezone: "PST" }).success).toBe(false);
    expect(discoveryCallSchema.safeParse({ ...payload, child_name: "Ava" }).success).toBe(false);
  });

  it("shows a payload error under the field of its name, and none for a field the form lacks", () => {
    expect(formErrorsOf(discoveryCallForm, { slot: "taken", idempotency_key: "bad", child_name: "no" })).toEqual({ slot: "taken" });
  });
});

describe("contact form", () => {
  const form = {
    first_name: " Ana ",
    last_name: " Pérez ",
    email: "ANA@example.org ",
    phone: "(555) 234-5678",
    child_age: "6",
    block: "explorers",
    message: "  Looking for chapter books in Spanish.  ",
    hear_about_us: "instagram",
  };
  const empty = contactForm.fields;

  it("joins the names and writes 'Block Inquiry: {block}' then 'Message: {message}'", () => {
    const payload = payloadOf(contactForm, form, meta);
    expect(contactSchema.parse(payload)).toEqual({
      name: "Ana Pérez",
      email: "ana@example.org",
      phone: "(555) 234-5678",
      child_age: "6",
      message: "Block Inquiry: explorers\nMessage: Looking for chapter books in Spanish.",
      hear_about_us: "instagram",
      ...meta,
    });
  });

  it("marks name, email, phone, child age, block and message required, under its own fields", () => {
    expect(checkForm(contactForm, empty)).toEqual({
      first_name: "This field is required",
      last_name: "This field is required",
      email: "This field is required",
      phone: "This field is required",
      child_age: "This field is required",
      block: "This field is required",
      message: "This field is required",
    });
  });

  it("shows the payload's name error under the first name, the others under their own fields", () => {
    expect(formErrorsOf(contactForm, { name: "Invalid format", phone: "Please enter a valid phone number", idempotency_key: "bad" })).toEqual({
      first_name: "Invalid format",
      phone: "Please enter a valid phone number",
    });
  });

  it("lets a full 3000-character message through once the block header is added", () => {
    const long = { ...form, message: "m".repeat(3000) };
    expect(checkForm(contactForm, long)).toBeNull();
    expect(contactSchema.safeParse(payloadOf(contactForm, long, meta)).success).toBe(true);
    expect(checkForm(contactForm, { ...form, message: "m".repeat(3001) })).toEqual({ message: "Must be no more than 3000 characters" });
  });

  it("offers child ages 1 to 12 only", () => {
    expect(contactFormSchema.safeParse({ ...form, child_age: "12" }).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...form, child_age: "0" }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...form, child_age: "13" }).success).toBe(false);
  });
});

describe("partnership form", () => {
  const form = { contact_name: "Kim Ng", email: "kim@school.org", phone: "", organization_name: "Lincoln Elementary", students_count: "350", message: "We'd love a reading night." };

  it("posts contact_name and organization_name, the spec's payload", () => {
    expect(partnershipSchema.parse(payloadOf(partnershipForm, form, meta))).toEqual({ ...form, ...meta });
  });

  it.each([
    ["L", "Must be at least 2 characters"],
    ["o".repeat(201), "Must be no more than 200 characters"],
    ["", "This field is required"],
  ])("organization %j -> %s", (organization_name, message) => {
    expect(checkForm(partnershipForm, { ...form, organization_name })).toEqual({ organization_name: message });
  });
});

describe("feedback form", () => {
  it("needs only the full name and email address, and says only that when one is missing", () => {
    expect(checkForm(feedbackForm, { full_name: "", email_address: "a@b.co", overall_satisfaction: "9" })).toEqual({ full_name: "This field is required" });
    expect(checkForm(feedbackForm, { full_name: "Sam", email_address: "  " })).toEqual({ email_address: "This field is required" });
    expect(checkForm(feedbackForm, { full_name: "Sam", email_address: "x" })).toBeNull();
    expect(checkForm(feedbackForm, { full_name: "Sam", email_address: "x", overall_satisfaction: "9" })).toEqual({ overall_satisfaction: "Choose a rating from 1 to 5" });
    expect(feedbackSchema.safeParse({ full_name: "Sam", email_address: "x", idempotency_key: meta.idempotency_key }).success).toBe(true);
  });

  it("has six improvement options, the spec's five first", () => {
    expect(readingImprovementOptions).toHaveLength(6);
    expect(readingImprovementOptions.slice(0, 5)).toEqual([
      "Increased reading frequency",
      "Better child engagement with books",
      "Better enjoyment with family values",
      "Increased child interest in reading",
      "More encouraging reading discussions",
    ]);
  });

  it("posts ratings as numbers, ticked boxes as true and the chosen improvements as a list", () => {
    const payload = payloadOf(feedbackForm, { full_name: "Sam", email_address: "x", overall_satisfaction: "4", permission_use_instructional: "on", reading_behavior_improvements: "Increased reading frequency" }, meta);
    expect(payload).toMatchObject({ overall_satisfaction: 4, book_selections_rating: null, permission_use_instructional: true, permission_contact_marketing: false, reading_behavior_improvements: ["Increased reading frequency"] });
    expect(feedbackSchema.safeParse(payload).success).toBe(true);
  });

  it("takes ratings as whole numbers 1-5 or none", () => {
    const base = { full_name: "Sam", email_address: "x", idempotency_key: meta.idempotency_key };
    expect(feedbackSchema.parse({ ...base, overall_satisfaction: 1 }).overall_satisfaction).toBe(1);
    expect(feedbackSchema.parse({ ...base, overall_satisfaction: null }).overall_satisfaction).toBe(null);
    expect(feedbackSchema.safeParse({ ...base, overall_satisfaction: 0 }).success).toBe(false);
    expect(feedbackSchema.safeParse({ ...base, book_selections_rating: 6 }).success).toBe(false);
  });
});
