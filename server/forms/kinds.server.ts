import { hearAboutUsOptions, type FormId } from "#app/lib/forms/common.ts";
import { contactChildAgeOptions, contactHearAboutUsOptions } from "#app/lib/forms/contact.ts";
import { childAgeOptions, preferredTimeOptions } from "#app/lib/forms/discovery-call.ts";
import { flagFields } from "#app/lib/forms/feedback-fields.ts";

/**
 * The one registry of form kinds: for each form, the table its submissions are stored in and
 * which of its columns say who sent it, read by the submission service, the inbox, the
 * dashboard, the traffic report, a person's export and erase, and the retention sweep. Every
 * submission table shares the owner's workflow columns (status, keep, notes) and the one
 * retention rule (RETENTION_SUBMISSION_MONTHS); its columns are in the data inventory
 * (server/privacy/inventory.ts). A new form is its definition (app/lib/forms/), its migration,
 * its route and a line here.
 */
export type FormKind = {
  table: SubmissionTable;
  /** The sender's name, email and phone, and the main free text (the inbox's excerpt, the CSV's message). */
  columns: { name: string; email: string; phone: string; text: string };
  /** Columns the inbox's search box looks in. */
  search: readonly string[];
  /** Choice columns whose stored value has a label the visitor picked. */
  options?: Record<string, readonly { value: string; label: string }[]>;
  /** Yes/no answers, stored as 1 or 0. */
  flags?: readonly string[];
  /** Multiple-choice answers, stored as a JSON list. */
  lists?: readonly string[];
  /** Numbers sent as text, stored as numbers. */
  numbers?: readonly string[];
  /** Payload fields its table does not store, handed to the form's hook (a discovery call's time and the parent's zone, for its booking). */
  extra?: readonly string[];
  /** Forms a visitor fills in quickly also need a valid signed form token (not feedback: it may take long). */
  requireToken: boolean;
};

export type SubmissionTable = "discovery_call_requests" | "contact_messages" | "partnership_inquiries" | "feedback_submissions";

export const formKinds: Record<FormId, FormKind> = {
  "discovery-call": {
    table: "discovery_call_requests",
    columns: { name: "parent_name", email: "parent_email", phone: "parent_phone", text: "challenges" },
    search: ["parent_name", "parent_email", "parent_phone", "child_name", "challenges"],
    options: { child_age: childAgeOptions, preferred_time: preferredTimeOptions, hear_about_us: hearAboutUsOptions },
    extra: ["slot", "parent_time_zone"],
    requireToken: true,
  },
  contact: {
    table: "contact_messages",
    columns: { name: "name", email: "email", phone: "phone", text: "message" },
    search: ["name", "email", "phone", "message"],
    options: { child_age: contactChildAgeOptions, hear_about_us: contactHearAboutUsOptions },
    numbers: ["child_age"],
    requireToken: true,
  },
  partnership: {
    table: "partnership_inquiries",
    columns: { name: "contact_name", email: "email", phone: "phone", text: "message" },
    search: ["contact_name", "email", "phone", "organization_name", "message"],
    requireToken: true,
  },
  feedback: {
    table: "feedback_submissions",
    columns: { name: "full_name", email: "email_address", phone: "phone_number", text: "experience_story" },
    search: ["full_name", "email_address", "phone_number", "most_valuable_aspect", "positive_changes_observed", "experience_story", "service_improvements", "other_comments"],
    flags: flagFields,
    lists: ["reading_behavior_improvements"],
    requireToken: false,
  },
};

/** A validated payload (without the meta fields) as the row its kind stores. */
export function toRow(kind: FormId, data: Record<string, unknown>): Record<string, unknown> {
  const { flags = [], lists = [], numbers = [] } = formKinds[kind];
  const row: Record<string, unknown> = { ...data };
  for (const column of [...flags, ...numbers]) row[column] = Number(data[column]);
  for (const column of lists) row[column] = JSON.stringify(data[column]);
  return row;
}
