import type { Insertable } from "kysely";
import type { AppDatabase } from "#server/db/database.server";
import type { ContactMessageTable, Database, DiscoveryCallRequestTable, FeedbackSubmissionTable, PartnershipInquiryTable } from "#server/db/schema";

/**
 * One submission of each form, straight into the database (the forms have their own tests): a
 * plausible row, received on December 1, 2026, with a fresh idempotency key, and what the test
 * sets over it. Each returns the row's id.
 */

type Forms = Pick<Database, "contact_messages" | "discovery_call_requests" | "partnership_inquiries" | "feedback_submissions">;
let serial = 0;

async function insert<T extends keyof Forms>(db: AppDatabase, table: T, row: Omit<Insertable<Forms[T]>, "received_at" | "idempotency_key">, values: Partial<Insertable<Forms[T]>>) {
  const key = `test-row-${(serial++).toString().padStart(6, "0")}`;
  const full = { received_at: "2026-12-01T14:00:00.000Z", idempotency_key: key, ...row, ...values };
  // One of the four form tables with the columns its own type gives: Kysely cannot follow `T` into values().
  const { id } = await db.insertInto(table as "contact_messages").values(full as Insertable<ContactMessageTable>).returning("id").executeTakeFirstOrThrow();
  return id;
}

export const insertContact = (db: AppDatabase, values: Partial<Insertable<ContactMessageTable>> = {}) =>
  insert(db, "contact_messages", {
    name: "Ana Pérez",
    email: "ana@example.org",
    phone: "555-234-5678",
    child_age: 7,
    message: "Block Inquiry: explorers\nMessage: We are looking for chapter books our son will love.",
    hear_about_us: "friend",
  }, values);

export const insertCallRequest = (db: AppDatabase, values: Partial<Insertable<DiscoveryCallRequestTable>> = {}) =>
  insert(db, "discovery_call_requests", {
    parent_name: "Ana Pérez",
    parent_email: "ana@example.org",
    parent_phone: "",
    child_name: "",
    child_age: "3-4years",
    challenges: "Bedtime reading has become a struggle.",
    preferred_time: "",
    timezone: "EST",
    hear_about_us: "",
  }, values);

export const insertPartnership = (db: AppDatabase, values: Partial<Insertable<PartnershipInquiryTable>> = {}) =>
  insert(db, "partnership_inquiries", {
    contact_name: "Priya Shah",
    email: "priya@school.example",
    phone: "555-345-6789",
    organization_name: "Maple Street Elementary",
    students_count: "100-250",
    message: "We would like a family reading night for our second graders.",
  }, values);

export const insertFeedback = (db: AppDatabase, values: Partial<Insertable<FeedbackSubmissionTable>> = {}) =>
  insert(db, "feedback_submissions", {
    full_name: "Maya Johnson",
    email_address: "maya@example.org",
    phone_number: "",
    session_date: "03/14/2026",
    children_ages: "4 and 7",
    overall_satisfaction: 5,
    most_valuable_aspect: "The books themselves.",
    quality_deliverables_rating: 4,
    book_selections_rating: null,
    book_collection_family_values_rating: null,
    fiction_recommendations_rating: null,
    ongoing_email_support_rating: null,
    reading_behavior_improvements: JSON.stringify(["Increased reading frequency", "Better child engagement with books"]),
    diverse_book_collection: "",
    encouraging_reading_discussions: "",
    positive_changes_observed: "",
    experience_story: "Bedtime went from a fight\n\nto the best part of our day.",
    website_testimonial_permission: 1,
    service_improvements: "",
    additional_services_interest: "",
    other_comments: "",
    permission_use_instructional: 0,
    permission_share_with_clients: 0,
    permission_share_feedback_social: 0,
    permission_testimonial_future_stories: 0,
    permission_contact_marketing: 0,
  }, values);

/**
 * A booking row as a migration test writes it (any column the test names over it): call `n`, an
 * hour after call `n - 1`, 15 minutes long, for the request `requestId`.
 */
export const bookingRow = (requestId: number, n: number, extra: Record<string, unknown> = {}) => ({
  request_id: requestId,
  uid: `call-${n}@kindred.test`,
  start_at: 1_796_000_000_000 + n * 3_600_000,
  end_at: 1_796_000_900_000 + n * 3_600_000,
  manage_token_hash: `hash-${n}`,
  created_at: "2026-12-01T14:00:00.000Z",
  updated_at: "2026-12-01T14:00:00.000Z",
  ...extra,
});
