import { z } from "zod";

/**
 * Fields every submission carries besides its own: the hidden trap field, the signed form
 * token issued when the form opened, and a per-submission idempotency key.
 */
export const submissionMetaShape = () => ({
  website: z.string().max(500).optional().default(""),
  form_token: z.string().max(500).optional().default(""),
  idempotency_key: z
    .string({ error: "Missing idempotency key" })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "Invalid idempotency key"),
});

export const formIds = ["discovery-call", "contact", "partnership", "feedback"] as const;
export type FormId = (typeof formIds)[number];

/** Where people heard about us: the discovery dialog's list (spec section 3). */
export const hearAboutUsOptions = [
  { value: "instagram", label: "Instagram" },
  { value: "facebook", label: "Facebook" },
  { value: "local-parent-group", label: "Local parent group" },
  { value: "substack", label: "Our Substack newsletter" },
  { value: "word-of-mouth", label: "Word of mouth" },
  { value: "friend", label: "A friend" },
  { value: "other", label: "Other" },
] as const;

export const hearAboutUsValues = hearAboutUsOptions.map((o) => o.value) as unknown as readonly [
  (typeof hearAboutUsOptions)[number]["value"],
  ...(typeof hearAboutUsOptions)[number]["value"][],
];

/** The spec's inquiry topics, used for the contact form's "block" and for ?topic= links. */
export const inquiryTopicOptions = [
  { value: "foundations", label: "Foundations (ages 3-5)" },
  { value: "explorers", label: "Explorers (ages 6-8)" },
  { value: "adventurers", label: "Adventurers (ages 9-12)" },
  { value: "general", label: "General question" },
] as const;

export const inquiryTopicValues = inquiryTopicOptions.map((o) => o.value) as unknown as readonly [
  "foundations",
  "explorers",
  "adventurers",
  "general",
];

/** A fresh key per submission; retries of the same submission reuse it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
