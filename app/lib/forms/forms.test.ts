import { describe, expect, it } from "vitest";
import { contactFormSchema, contactMessage, contactSchema, emptyContactForm, toContactPayload } from "./contact";
import { discoveryCallSchema, emptyDiscoveryCallForm, toDiscoveryCallPayload } from "./discovery-call";
import { feedbackSchema, missingRequiredFeedback, readingImprovementOptions } from "./feedback";
import { partnershipFormSchema, partnershipSchema, toPartnershipPayload } from "./partnership";
import { fieldErrorsFrom } from "./rules";

const meta = { website: "", form_token: "token", idempotency_key: "0123456789abcdef0123" };

describe("discovery call form", () => {
  const form = {
    ...emptyDiscoveryCallForm,
    parentName: " Dana Lee ",
    email: " Dana@Example.com ",
    phone: " 555-234-5678 ",
    childAge: "2-3years",
    specificConcerns: "  She only wants the same three books.  ",
  };

  it("maps the form to the spec's payload with a fixed empty child_name and EST timezone", () => {
    expect(toDiscoveryCallPayload(form, meta)).toEqual({
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
    expect(discoveryCallSchema.safeParse(toDiscoveryCallPayload(form, meta)).success).toBe(true);
  });

  it("requires a child age from the spec's list and 10-1000 characters of concerns", () => {
    const bad = discoveryCallSchema.safeParse({ ...toDiscoveryCallPayload(form, meta), child_age: "13years", challenges: "x".repeat(1001) });
    expect(bad.success).toBe(false);
    expect(fieldErrorsFrom(bad.error!)).toEqual({ child_age: "This field is required", challenges: "Must be no more than 1000 characters" });
  });

  it("accepts every option of the spec's lists and rejects others", () => {
    for (const age of ["expecting", "0-6months", "6-12months", "1-2years", "2-3years", "3-4years", "4-5years", "5-6years", "6-8years", "8-10years", "10-12years", "multiple"]) {
      expect(discoveryCallSchema.safeParse({ ...toDiscoveryCallPayload(form, meta), child_age: age }).success).toBe(true);
    }
    for (const time of ["morning-weekday", "afternoon-weekday", "evening-weekday", "weekend-morning", "weekend-afternoon", "flexible"]) {
      expect(discoveryCallSchema.safeParse({ ...toDiscoveryCallPayload(form, meta), preferred_time: time }).success).toBe(true);
    }
    expect(discoveryCallSchema.safeParse({ ...toDiscoveryCallPayload(form, meta), preferred_time: "midnight" }).success).toBe(false);
    expect(discoveryCallSchema.safeParse({ ...toDiscoveryCallPayload(form, meta), hear_about_us: "tiktok" }).success).toBe(false);
    expect(discoveryCallSchema.safeParse({ ...toDiscoveryCallPayload(form, meta), timezone: "PST" }).success).toBe(false);
    expect(discoveryCallSchema.safeParse({ ...toDiscoveryCallPayload(form, meta), child_name: "Ava" }).success).toBe(false);
  });
});

describe("contact form", () => {
  const form = {
    ...emptyContactForm,
    firstName: " Ana ",
    lastName: " Pérez ",
    email: "ANA@example.org ",
    phone: "(555) 234-5678",
    childAge: "6",
    block: "explorers",
    message: "  Looking for chapter books in Spanish.  ",
    hearAboutUs: "instagram",
  };

  it("joins the names and writes 'Block Inquiry: {block}' then 'Message: {message}'", () => {
    expect(contactMessage("foundations", "Hi there")).toBe("Block Inquiry: foundations\nMessage: Hi there");
    expect(toContactPayload(form, meta)).toEqual({
      name: "Ana Pérez",
      email: "ana@example.org",
      phone: "(555) 234-5678",
      child_age: "6",
      message: "Block Inquiry: explorers\nMessage: Looking for chapter books in Spanish.",
      hear_about_us: "instagram",
      ...meta,
    });
    expect(contactSchema.safeParse(toContactPayload(form, meta)).success).toBe(true);
  });

  it("marks name, email, phone, child age, block and message required", () => {
    const result = contactFormSchema.safeParse(emptyContactForm);
    expect(fieldErrorsFrom(result.error!)).toEqual({
      firstName: "This field is required",
      lastName: "This field is required",
      email: "This field is required",
      phone: "This field is required",
      childAge: "This field is required",
      block: "This field is required",
      message: "This field is required",
    });
  });

  it("lets a full 3000-character message through once the block header is added", () => {
    const long = { ...form, message: "m".repeat(3000) };
    expect(contactFormSchema.safeParse(long).success).toBe(true);
    expect(contactSchema.safeParse(toContactPayload(long, meta)).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...form, message: "m".repeat(3001) }).success).toBe(false);
  });

  it("offers child ages 1 to 12 only", () => {
    expect(contactFormSchema.safeParse({ ...form, childAge: "12" }).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...form, childAge: "0" }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...form, childAge: "13" }).success).toBe(false);
  });
});

describe("partnership form", () => {
  const form = { name: "Kim Ng", email: "kim@school.org", phone: "", organization: "Lincoln Elementary", students_count: "350", message: "We'd love a reading night." };

  it("maps to contact_name and organization_name", () => {
    expect(toPartnershipPayload(form, meta)).toMatchObject({ contact_name: "Kim Ng", organization_name: "Lincoln Elementary", students_count: "350" });
    expect(partnershipSchema.safeParse(toPartnershipPayload(form, meta)).success).toBe(true);
  });

  it.each([
    ["L", "Must be at least 2 characters"],
    ["o".repeat(201), "Must be no more than 200 characters"],
    ["", "This field is required"],
  ])("organization %j -> %s", (organization, message) => {
    const result = partnershipFormSchema.safeParse({ ...form, organization });
    expect(fieldErrorsFrom(result.error!).organization).toBe(message);
  });
});

describe("feedback form", () => {
  it("needs only the full name and email address", () => {
    expect(missingRequiredFeedback({ full_name: "", email_address: "a@b.co" })).toBe(true);
    expect(missingRequiredFeedback({ full_name: "Sam", email_address: "  " })).toBe(true);
    expect(missingRequiredFeedback({ full_name: "Sam", email_address: "x" })).toBe(false);
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

  it("takes ratings as whole numbers 1-5 or none", () => {
    const base = { full_name: "Sam", email_address: "x", idempotency_key: meta.idempotency_key };
    expect(feedbackSchema.parse({ ...base, overall_satisfaction: 1 }).overall_satisfaction).toBe(1);
    expect(feedbackSchema.parse({ ...base, overall_satisfaction: null }).overall_satisfaction).toBe(null);
    expect(feedbackSchema.safeParse({ ...base, overall_satisfaction: 0 }).success).toBe(false);
    expect(feedbackSchema.safeParse({ ...base, book_selections_rating: 6 }).success).toBe(false);
  });
});
