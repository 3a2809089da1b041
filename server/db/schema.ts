import type { Generated } from "kysely";

/**
 * Table types for Kysely. Each feature adds its tables here alongside a migration in
 * migrations.ts. Column types stay portable between SQLite and Postgres: integers, text, and
 * ISO-8601 text for timestamps; booleans are stored as 0/1 integers.
 */
export type SubmissionStatus = "new" | "in-progress" | "done" | "spam";

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

// ---- Back office: accounts, sessions, attempts, audit log (migration 0005_auth) ----
export type AdminRoleColumn = "owner" | "assistant";

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: AdminRoleColumn;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number | null;
  created_at: string;
  removed_at: string | null;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface SetupTokenTable {
  token_hash: string;
  email: string | null;
  role: AdminRoleColumn;
  expires_at: number;
  used_at: string | null;
  created_by: number | null;
  created_at: string;
  pending_name: string | null;
  pending_email: string | null;
  pending_password_hash: string | null;
  pending_totp_secret: string | null;
}

export interface SessionTable {
  id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface SignInChallengeTable {
  id: string;
  user_id: number;
  expires_at: number;
}

export interface AuthAttemptTable {
  key: string;
  failures: Generated<number>;
  lockouts: Generated<number>;
  locked_until: number | null;
  updated_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_user_id: number | null;
  actor_email: string | null;
  action: string;
  detail: string | null;
  address: string | null;
}

export interface AuthTables {
  users: UserTable;
  recovery_codes: RecoveryCodeTable;
  setup_tokens: SetupTokenTable;
  sessions: SessionTable;
  sign_in_challenges: SignInChallengeTable;
  auth_attempts: AuthAttemptTable;
  audit_log: AuditLogTable;
}
// ---- end back office accounts ----

export interface Database extends AuthTables {
  individual_testimonials: IndividualTestimonialTable;
  organization_testimonials: OrganizationTestimonialTable;
  events: EventTable;
  discovery_call_requests: DiscoveryCallRequestTable;
  contact_messages: ContactMessageTable;
  partnership_inquiries: PartnershipInquiryTable;
  feedback_submissions: FeedbackSubmissionTable;
  app_secrets: AppSecretTable;
}
