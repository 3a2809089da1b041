import type { Generated } from "kysely";

/**
 * Table types for Kysely. Each feature adds its tables here alongside a migration in
 * migrations.ts. Column types stay portable between SQLite and Postgres: integers, text, and
 * ISO-8601 text for timestamps; booleans are stored as 0/1 integers.
 */
/** The owner's workflow for every submission (issue 14). The column is plain text; the inbox validates. */
export type SubmissionStatus = "new" | "in-progress" | "done" | "archived" | "spam";

type SubmissionColumns = {
  id: Generated<number>;
  status: Generated<SubmissionStatus>;
  received_at: string;
  idempotency_key: string;
};

export interface DiscoveryCallRequestTable extends SubmissionColumns {
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  child_name: string;
  child_age: string;
  challenges: string;
  preferred_time: string;
  timezone: string;
  hear_about_us: string;
}

export interface ContactMessageTable extends SubmissionColumns {
  name: string;
  email: string;
  phone: string;
  child_age: number;
  message: string;
  hear_about_us: string;
}

export interface PartnershipInquiryTable extends SubmissionColumns {
  contact_name: string;
  email: string;
  phone: string;
  organization_name: string;
  students_count: string;
  message: string;
}

export interface FeedbackSubmissionTable extends SubmissionColumns {
  full_name: string;
  email_address: string;
  phone_number: string;
  session_date: string;
  children_ages: string;
  overall_satisfaction: number | null;
  most_valuable_aspect: string;
  quality_deliverables_rating: number | null;
  book_selections_rating: number | null;
  book_collection_family_values_rating: number | null;
  fiction_recommendations_rating: number | null;
  ongoing_email_support_rating: number | null;
  /** JSON array of the chosen improvement options. */
  reading_behavior_improvements: string;
  diverse_book_collection: string;
  encouraging_reading_discussions: string;
  positive_changes_observed: string;
  experience_story: string;
  website_testimonial_permission: number;
  service_improvements: string;
  additional_services_interest: string;
  other_comments: string;
  permission_use_instructional: number;
  permission_share_with_clients: number;
  permission_share_feedback_social: number;
  permission_testimonial_future_stories: number;
  permission_contact_marketing: number;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

export type PublicationStatus = "approved" | "hidden";

export interface IndividualTestimonialTable {
  id: Generated<number>;
  feedback_id: number | null;
  full_name: string;
  professional_title: string | null;
  experience_story: string;
  profile_image_url: string | null;
  children_ages: string | null;
  status: Generated<PublicationStatus>;
  created_at: string;
}

export interface OrganizationTestimonialTable {
  id: Generated<number>;
  organization_name: string;
  testimonial_content: string;
  profile_image_url: string | null;
  status: Generated<PublicationStatus>;
  created_at: string;
}

export interface EventTable {
  id: Generated<number>;
  slug: string;
  title: string;
  subtitle: string;
  date: string;
  start_time: string | null;
  end_time: string | null;
  time_label: string;
  location: string;
  description: string;
  type: string;
  image: string;
  ticket_link: string | null;
  created_at: string;
}

// --- Inbox (issue 14) ---
/** Which form a submission came from, as in URLs: FormId in app/lib/forms/common.ts. */
export type SubmissionKind = "discovery-call" | "contact" | "partnership" | "feedback";

/** The owner's notes on a submission: append-only (no update or delete path exists). */
export interface SubmissionNoteTable {
  id: Generated<number>;
  kind: SubmissionKind;
  submission_id: number;
  /** The admin user who wrote it; their name is copied so the note keeps its author if they are removed. */
  author_user_id: number | null;
  author_name: string;
  body: string;
  created_at: string;
}
// --- end Inbox ---

export interface Database {
  individual_testimonials: IndividualTestimonialTable;
  organization_testimonials: OrganizationTestimonialTable;
  events: EventTable;
  discovery_call_requests: DiscoveryCallRequestTable;
  contact_messages: ContactMessageTable;
  partnership_inquiries: PartnershipInquiryTable;
  feedback_submissions: FeedbackSubmissionTable;
  app_secrets: AppSecretTable;
  submission_notes: SubmissionNoteTable;
}
