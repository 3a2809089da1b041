import type { Generated, InsertType, SelectType } from "kysely";
import type { FormId } from "#common/forms/common.ts";
import type { Language } from "#common/languages.ts";

/**
 * Table types for Kysely. Each feature adds its tables here alongside a migration in
 * migrations.ts. Column types stay portable between SQLite and Postgres: integers, text, and
 * ISO-8601 text for timestamps; booleans are stored as 0/1 integers.
 */
/** The owner's workflow for every submission (issue 14). The column is plain text; the inbox validates. */
export type SubmissionStatus = "new" | "in-progress" | "done" | "archived" | "spam";

/**
 * The language of the page a submission came from (migration 0011), a code of the list of
 * languages (common/languages.ts; no CHECK since 0025: the server writes only the list's codes and
 * reads a stored one through `parseLanguage`); the JSON API's are the default, 'en'.
 */
export type SubmissionLanguage = Language;

type SubmissionColumns = {
  id: Generated<number>;
  status: Generated<SubmissionStatus>;
  received_at: string;
  idempotency_key: string;
  language: Generated<SubmissionLanguage>;
  /** When the owner last changed its status (ISO); null: never, its received_at counts (0014_retention). */
  status_changed_at: string | null;
  /** 1: the owner keeps it past the retention period (0/1). */
  keep: Generated<number>;
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
  /** The account's WebAuthn user handle (32 random bytes, base64url); null until its first passkey (0017_passkeys). */
  webauthn_user_id: string | null;
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

/** A back-office passkey (0017_passkeys): a WebAuthn credential of one account. */
export interface PasskeyTable {
  id: Generated<number>;
  user_id: number;
  /** The credential's id, base64url. */
  credential_id: string;
  /** The credential's COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at its last use (0: it keeps none). */
  counter: Generated<number>;
  /** The transports the browser reported ("internal,hybrid"), comma-separated; "" for none. */
  transports: Generated<string>;
  /** The name its owner gave it ("Elena's phone"). */
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type WebAuthnChallengePurpose = "registration" | "authentication";

/** A WebAuthn challenge handed out (0017_passkeys): SHA-256 (hex) of the challenge, single use, ms since the epoch. */
export interface WebAuthnChallengeTable {
  id: string;
  purpose: WebAuthnChallengePurpose;
  /** Whose passkey is being added; null for a sign-in (nobody is known yet). */
  user_id: number | null;
  expires_at: number;
  /** A sign-in challenge's client: SHA-256 (hex) of its address key; null when adding a passkey. */
  address_hash: string | null;
}

export interface AuthTables {
  users: UserTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebAuthnChallengeTable;
  recovery_codes: RecoveryCodeTable;
  setup_tokens: SetupTokenTable;
  sessions: SessionTable;
  sign_in_challenges: SignInChallengeTable;
  auth_attempts: AuthAttemptTable;
  audit_log: AuditLogTable;
}
// ---- end back office accounts ----


// --- Inbox (issue 14) ---
/** Which form a submission came from, as in URLs (its kind: common/forms/kinds.ts). */
export type SubmissionKind = FormId;

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

// --- Traffic (issue 14, migration 0007_traffic) ---
/** Page views per day (in BUSINESS_TIME_ZONE), public page and referring site: counters, nothing personal. */
export interface PageViewTable {
  day: string;
  path: string;
  /** The referring site's host name, '' for none or the site itself. */
  referrer_host: Generated<string>;
  views: number;
}
// --- end Traffic ---

// --- Shared attempt limits of the forms (migration 0010_form_limits) ---
/** One attempt at a form from one client (key: a digest of form and address), kept for the window. */
export interface FormAttemptTable {
  id: Generated<number>;
  key: string;
  at: number;
}
/** A client refused a form until blocked_until (ms since the epoch). */
export interface FormBlockTable {
  key: string;
  blocked_until: number;
}
// --- end attempt limits ---
// --- Outbox (migrations 0008_outbox, 0012_outbox_invites, 0016_sign_in_devices) ---
/**
 * Why an email was written: a submission's two, a test, and a booking's: to the parent
 * (confirmation, reschedule, cancellation), the owner's copy, and a reminder; and a word about a
 * new sign-in to the back office (0016_sign_in_devices).
 */
export type OutboxPurpose =
  | "owner-notification"
  | "visitor-confirmation"
  | "test"
  | "booking-parent"
  | "booking-owner"
  | "booking-reminder"
  | "sign-in-notice"
  | "order-parent"
  | "order-owner";
/** An iTIP method (RFC 5546) of the calendar invite an email carries. */
export type OutboxIcalMethod = "REQUEST" | "CANCEL";
export type OutboxStatus = "waiting" | "sending" | "sent" | "failed" | "cancelled";

/** One email, rendered when it was written; the worker sends it and records the outcome. */
export interface OutboxTable {
  id: Generated<number>;
  /** `<uuid@domain>`, chosen when written: a repeated send is recognisably the same message. */
  message_id: string;
  purpose: OutboxPurpose;
  submission_kind: SubmissionKind | null;
  submission_id: number | null;
  /** The one address the row is for (rows written before each recipient had its own row may hold several, comma-separated). */
  recipients: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The calendar invite sent as the email's text/calendar part (0012): both set, or neither. */
  ical_method: OutboxIcalMethod | null;
  /** The invite's iCalendar text, as written by server/booking/invite.server.ts. */
  ical_content: string | null;
}
// --- end Outbox ---
// --- Content versions (migration 0009_content_versions) ---
/**
 * One counter per kind of content the public pages show ('events', 'testimonials'), raised by
 * every change the owner makes: each server instance's page cache compares it to what it rendered.
 */
export interface ContentVersionTable {
  name: string;
  version: number;
}
// --- end Content versions ---

// --- Site content (migration 0022_site_content) ---
/** A version of one block of the owner's editable site content (server/editing/site-content.server.ts). */
export interface SiteContentVersionTable {
  id: Generated<number>;
  /** "packages", "faq", ... (server/editing/blocks.server.ts). */
  block: string;
  status: "draft" | "published";
  /** The block's document as JSON. */
  document: string;
  /** 1: the English words changed in a publish and the Spanish did not. */
  needs_update: Generated<number>;
  author_user_id: number | null;
  /** The published version a restore copied. */
  restored_from: number | null;
  created_at: number;
  published_at: number | null;
}
// --- end Site content ---

// --- Booking (migration 0013_booking) ---
export type BookingStatus = "booked" | "completed" | "no-show" | "cancelled";

/** The owner's availability, one row (id 1) holding the rules as JSON (server/booking/availability.ts). */
export interface BookingAvailabilityTable {
  id: number;
  rules: string;
  updated_at: string;
  /** Booking's switch (0026_booking_switch): 1 parents pick a time, 0 the form is a request. */
  open: Generated<number>;
}

/** One booked discovery call; the parent's answers are its request row in discovery_call_requests. */
export interface BookingTable {
  id: Generated<number>;
  /** Its discovery-call request; null for a bought session's booking (0029_order_sessions). */
  request_id: number | null;
  /** The bought session it books (order_sessions); null for a discovery call. Exactly one of the two is set. */
  order_session_id: number | null;
  /** The invite's UID, `booking-<uuid>@<domain>`. */
  uid: string;
  /** ms since the epoch, UTC. */
  start_at: number;
  end_at: number;
  status: Generated<BookingStatus>;
  /** The invite's SEQUENCE, raised by each reschedule and cancel. */
  sequence: Generated<number>;
  /** SHA-256 (base64url) of the parent's manage-link token. */
  manage_token_hash: string;
  language: Generated<SubmissionLanguage>;
  created_at: string;
  updated_at: string;
  /** The parent's IANA time zone, as her browser or her choice gave it (0018_booking_parent_zone); null: none given. */
  parent_time_zone: string | null;
  /** Its appointment type's id (0027_appointment_types): `discovery-call` for the free call. */
  appointment_type: Generated<string>;
  /** How long it lasts, as booked (what its claims and invite hold). */
  minutes: Generated<number>;
  /** 1 when it counted under the day's and month's caps when booked, 0 when its type is not counted. */
  counted: Generated<number>;
}

/** A 5-minute cell (ms since the epoch / 300,000) held by a booking's call and buffers. */
export interface BookingClaimTable {
  cell: number;
  booking_id: number;
}

/** Calls booked in a period: 'day:YYYY-MM-DD' or 'month:YYYY-MM' in the business zone. */
export interface BookingCountTable {
  period: string;
  count: number;
}

/** A reminder written to the outbox, once per booking, kind and sequence. */
export interface BookingReminderTable {
  booking_id: number;
  kind: string;
  sequence: number;
  message_id: string;
}

/** The email address an upcoming call holds (its SHA-256), and when its link was last emailed. */
export interface BookingAddressHoldTable {
  address_hash: string;
  booking_id: number;
  link_sent_at: number;
}

/** A manage link emailed again (0023_booking_links): its token's SHA-256 (base64url), beside the booking's first. */
export interface BookingLinkTable {
  token_hash: string;
  booking_id: number;
  /** ms since the epoch. */
  created_at: number;
}

/** Calls booked per client address and day: a keyed hash of both, never the address. */
export interface BookingClientCountTable {
  key: string;
  day: string;
  count: number;
}
// --- end Booking ---

// --- Orders (migration 0028_orders) ---
export type OrderStatus = "open" | "paid" | "expired" | "payment_failed";

/** A family's order of a package (server/payments/orders.server.ts); amounts in cents, times in ms since the epoch. */
export interface OrderTable {
  id: Generated<number>;
  /** SHA-256 (base64url) of the order page's token. */
  token_hash: string;
  package_id: string;
  children: number;
  /** 1: the strategy session add-on was chosen. */
  strategy_session: number;
  /** The line items as JSON (LineItem[], server/payments/pricing.server.ts), as priced when the order was made. */
  line_items: string;
  amount_total: number;
  /** "usd". */
  currency: string;
  parent_name: string;
  parent_email: string;
  language: string;
  status: Generated<OrderStatus>;
  /** What Stripe last said was refunded of the charge, cents; never lowered. */
  amount_refunded: Generated<number>;
  /** When Stripe last said a refund of it failed (refund.failed); null: none did. */
  refund_failed_at: number | null;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  checkout_expires_at: number | null;
  created_at: number;
  paid_at: number | null;
  updated_at: number;
  /** The charge's receipt at Stripe, stored when the order is fulfilled (0030_order_receipts). */
  receipt_url: string | null;
  /** SHA-256 of the checkout form's token and answers: the same form posted twice finds this order (unique; null: erased or older). */
  checkout_form_hash: string | null;
}

export type OrderSessionStatus = "open" | "booked" | "withdrawn";

/** A session a family bought (0029_order_sessions), as the packages listed it when she ordered. */
export interface OrderSessionTable {
  id: Generated<number>;
  order_id: number;
  /** Its place in the order, from 0. */
  position: number;
  /** Its key in the packages block: a package session's id, or `strategy-session`. */
  session_key: string;
  /** Its name in the order's language. */
  name: string;
  minutes: number;
  status: Generated<OrderSessionStatus>;
  updated_at: number;
}

/** Another secret link to an order's page (the one emailed when it is paid): only its SHA-256. */
export interface OrderLinkTable {
  token_hash: string;
  order_id: number;
  created_at: number;
}

/** A Stripe event handled (its id, evt_…), stored once with what it did. */
export interface StripeEventTable {
  id: string;
  type: string;
  received_at: number;
}
// --- end Orders ---

export interface Database extends AuthTables {
  individual_testimonials: IndividualTestimonialTable;
  organization_testimonials: OrganizationTestimonialTable;
  events: EventTable;
  discovery_call_requests: DiscoveryCallRequestTable;
  contact_messages: ContactMessageTable;
  partnership_inquiries: PartnershipInquiryTable;
  feedback_submissions: FeedbackSubmissionTable;
  app_secrets: AppSecretTable;
  submission_notes: SubmissionNoteTable;
  page_views: PageViewTable;
  form_attempts: FormAttemptTable;
  form_blocks: FormBlockTable;
  outbox: OutboxTable;
  booking_availability: BookingAvailabilityTable;
  bookings: BookingTable;
  booking_claims: BookingClaimTable;
  booking_counts: BookingCountTable;
  booking_reminders: BookingReminderTable;
  booking_address_holds: BookingAddressHoldTable;
  booking_links: BookingLinkTable;
  booking_client_counts: BookingClientCountTable;
  content_versions: ContentVersionTable;
  site_content_versions: SiteContentVersionTable;
  job_leases: JobLeaseTable;
  erased_addresses: ErasedAddressTable;
  sign_in_devices: SignInDeviceTable;
  calendar_feeds: CalendarFeedTable;
  calendar_busy: CalendarBusyTable;
  orders: OrderTable;
  stripe_events: StripeEventTable;
  order_sessions: OrderSessionTable;
  order_links: OrderLinkTable;
}

/** One of the owner's own calendars (0019_calendar_feeds); times in ms since the epoch. */
export interface CalendarFeedTable {
  id: Generated<number>;
  /** The private address she pasted: a secret, never logged or shown whole. */
  url: string;
  label: Generated<string>;
  created_at: number;
  etag: string | null;
  last_modified: string | null;
  /** Last try, good or not. */
  checked_at: number | null;
  /** Last good read (200 or 304). */
  read_at: number | null;
  /** Why the last try failed (a code of calendar-feeds.server.ts), null when it was read. */
  error: string | null;
  /** When the owner was emailed that booking is paused because of it; null again once read. */
  paused_notified_at: number | null;
}

/** A busy time of one of the owner's calendars (0019_calendar_feeds), end excluded. */
export interface CalendarBusyTable {
  feed_id: number;
  start_at: number;
  end_at: number;
}

/**
 * A browser a person has signed in from (0016_sign_in_devices), remembered by a long-lived cookie:
 * the SHA-256 (hex) of its random id, per person. `sign_out_hash` is the SHA-256 of the link in
 * the new-sign-in email that ends every session of the account, working until `sign_out_until`
 * (ms since the epoch, like the other times here).
 */
export interface SignInDeviceTable {
  user_id: number;
  device_hash: string;
  created_at: number;
  last_seen_at: number;
  sign_out_hash: string | null;
  sign_out_until: number | null;
}

/** A person erased on request (0015_erased_addresses): SHA-256 (hex) of the lower-cased address. */
export interface ErasedAddressTable {
  address_hash: string;
  erased_at: string;
}

/**
 * A periodic job's lease (0014_retention): who runs it, until when (ms since the epoch), and when
 * it last finished (0024_job_lease_done; null: never). server/db/leases.server.ts.
 */
export interface JobLeaseTable {
  name: string;
  holder: string;
  until: number;
  done_at: number | null;
}

/**
 * What each column is, as the migrations must create it: its SQL type, `| null` when it may be
 * null, and `generated ` first when an insert may leave it out (`Generated<>`: the database fills
 * it in). TypeScript types vanish at run time, so this map is the types' run-time twin: tsc makes
 * it match the interfaces above exactly (`ColumnsOf`), and schema.test.ts compares it with the
 * tables the migrations create in a real SQLite file. A column added to one and not the other
 * fails one of the two.
 */
export const databaseColumns = {
  discovery_call_requests: {
    id: "generated integer",
    status: "generated text",
    received_at: "text",
    idempotency_key: "text",
    language: "generated text",
    status_changed_at: "text | null",
    keep: "generated integer",
    parent_name: "text",
    parent_email: "text",
    parent_phone: "text",
    child_name: "text",
    child_age: "text",
    challenges: "text",
    preferred_time: "text",
    timezone: "text",
    hear_about_us: "text",
  },
  contact_messages: {
    id: "generated integer",
    status: "generated text",
    received_at: "text",
    idempotency_key: "text",
    language: "generated text",
    status_changed_at: "text | null",
    keep: "generated integer",
    name: "text",
    email: "text",
    phone: "text",
    child_age: "integer",
    message: "text",
    hear_about_us: "text",
  },
  partnership_inquiries: {
    id: "generated integer",
    status: "generated text",
    received_at: "text",
    idempotency_key: "text",
    language: "generated text",
    status_changed_at: "text | null",
    keep: "generated integer",
    contact_name: "text",
    email: "text",
    phone: "text",
    organization_name: "text",
    students_count: "text",
    message: "text",
  },
  feedback_submissions: {
    id: "generated integer",
    status: "generated text",
    received_at: "text",
    idempotency_key: "text",
    language: "generated text",
    status_changed_at: "text | null",
    keep: "generated integer",
    full_name: "text",
    email_address: "text",
    phone_number: "text",
    session_date: "text",
    children_ages: "text",
    overall_satisfaction: "integer | null",
    most_valuable_aspect: "text",
    quality_deliverables_rating: "integer | null",
    book_selections_rating: "integer | null",
    book_collection_family_values_rating: "integer | null",
    fiction_recommendations_rating: "integer | null",
    ongoing_email_support_rating: "integer | null",
    reading_behavior_improvements: "text",
    diverse_book_collection: "text",
    encouraging_reading_discussions: "text",
    positive_changes_observed: "text",
    experience_story: "text",
    website_testimonial_permission: "integer",
    service_improvements: "text",
    additional_services_interest: "text",
    other_comments: "text",
    permission_use_instructional: "integer",
    permission_share_with_clients: "integer",
    permission_share_feedback_social: "integer",
    permission_testimonial_future_stories: "integer",
    permission_contact_marketing: "integer",
  },
  app_secrets: {
    name: "text",
    value: "text",
    created_at: "text",
  },
  individual_testimonials: {
    id: "generated integer",
    feedback_id: "integer | null",
    full_name: "text",
    professional_title: "text | null",
    experience_story: "text",
    profile_image_url: "text | null",
    children_ages: "text | null",
    status: "generated text",
    created_at: "text",
  },
  organization_testimonials: {
    id: "generated integer",
    organization_name: "text",
    testimonial_content: "text",
    profile_image_url: "text | null",
    status: "generated text",
    created_at: "text",
  },
  events: {
    id: "generated integer",
    slug: "text",
    title: "text",
    subtitle: "text",
    date: "text",
    start_time: "text | null",
    end_time: "text | null",
    time_label: "text",
    location: "text",
    description: "text",
    type: "text",
    image: "text",
    ticket_link: "text | null",
    created_at: "text",
  },
  // Back office accounts (0005_auth)
  users: {
    id: "generated integer",
    email: "text",
    name: "text",
    role: "text",
    password_hash: "text",
    totp_secret: "text | null",
    totp_last_step: "integer | null",
    created_at: "text",
    removed_at: "text | null",
    webauthn_user_id: "text | null",
  },
  // Passkeys (0017_passkeys)
  passkeys: {
    id: "generated integer",
    user_id: "integer",
    credential_id: "text",
    public_key: "text",
    counter: "generated integer",
    transports: "generated text",
    name: "text",
    created_at: "text",
    last_used_at: "text | null",
  },
  webauthn_challenges: { id: "text", purpose: "text", user_id: "integer | null", expires_at: "integer", address_hash: "text | null" },
  recovery_codes: { id: "generated integer", user_id: "integer", code_hash: "text", used_at: "text | null" },
  setup_tokens: {
    token_hash: "text",
    email: "text | null",
    role: "text",
    expires_at: "integer",
    used_at: "text | null",
    created_by: "integer | null",
    created_at: "text",
    pending_name: "text | null",
    pending_email: "text | null",
    pending_password_hash: "text | null",
    pending_totp_secret: "text | null",
  },
  sessions: { id: "text", user_id: "integer", created_at: "integer", last_seen_at: "integer", expires_at: "integer" },
  sign_in_challenges: { id: "text", user_id: "integer", expires_at: "integer" },
  auth_attempts: { key: "text", failures: "generated integer", lockouts: "generated integer", locked_until: "integer | null", updated_at: "integer" },
  audit_log: {
    id: "generated integer",
    at: "text",
    actor_user_id: "integer | null",
    actor_email: "text | null",
    action: "text",
    detail: "text | null",
    address: "text | null",
  },
  // Inbox (0006_inbox)
  submission_notes: {
    id: "generated integer",
    kind: "text",
    submission_id: "integer",
    author_user_id: "integer | null",
    author_name: "text",
    body: "text",
    created_at: "text",
  },
  // Traffic (0007_traffic)
  page_views: { day: "text", path: "text", referrer_host: "generated text", views: "integer" },
  // Attempt limits (0010_form_limits)
  form_attempts: { id: "generated integer", key: "text", at: "integer" },
  form_blocks: { key: "text", blocked_until: "integer" },
  // Outbox (0008_outbox, rebuilt by 0012_outbox_invites and 0016_sign_in_devices)
  outbox: {
    id: "generated integer",
    message_id: "text",
    purpose: "text",
    submission_kind: "text | null",
    submission_id: "integer | null",
    recipients: "text",
    reply_to: "text | null",
    subject: "text",
    text_body: "text",
    html_body: "text",
    status: "generated text",
    attempts: "generated integer",
    next_attempt_at: "text",
    claimed_until: "text | null",
    last_error: "text | null",
    created_at: "text",
    sent_at: "text | null",
    ical_method: "text | null",
    ical_content: "text | null",
  },
  content_versions: { name: "text", version: "integer" },
  site_content_versions: {
    id: "generated integer",
    block: "text",
    status: "text",
    document: "text",
    needs_update: "generated integer",
    author_user_id: "integer | null",
    restored_from: "integer | null",
    created_at: "integer",
    published_at: "integer | null",
  },
  // Booking (0013_booking)
  booking_availability: { id: "integer", rules: "text", updated_at: "text", open: "generated integer" },
  bookings: {
    id: "generated integer",
    request_id: "integer | null",
    order_session_id: "integer | null",
    uid: "text",
    start_at: "integer",
    end_at: "integer",
    status: "generated text",
    sequence: "generated integer",
    manage_token_hash: "text",
    language: "generated text",
    created_at: "text",
    updated_at: "text",
    parent_time_zone: "text | null",
    appointment_type: "generated text",
    minutes: "generated integer",
    counted: "generated integer",
  },
  booking_claims: { cell: "integer", booking_id: "integer" },
  booking_counts: { period: "text", count: "integer" },
  booking_reminders: { booking_id: "integer", kind: "text", sequence: "integer", message_id: "text" },
  // The booking guard (0020_booking_guard)
  booking_address_holds: { address_hash: "text", booking_id: "integer", link_sent_at: "integer" },
  booking_client_counts: { key: "text", day: "text", count: "integer" },
  // Manage links emailed again (0023_booking_links)
  booking_links: { token_hash: "text", booking_id: "integer", created_at: "integer" },
  // Retention (0014_retention)
  job_leases: { name: "text", holder: "text", until: "integer", done_at: "integer | null" },
  erased_addresses: { address_hash: "text", erased_at: "text" },
  // New sign-ins (0016_sign_in_devices)
  sign_in_devices: {
    user_id: "integer",
    device_hash: "text",
    created_at: "integer",
    last_seen_at: "integer",
    sign_out_hash: "text | null",
    sign_out_until: "integer | null",
  },
  // The owner's own calendars (0019_calendar_feeds)
  calendar_feeds: {
    id: "generated integer",
    url: "text",
    label: "generated text",
    created_at: "integer",
    etag: "text | null",
    last_modified: "text | null",
    checked_at: "integer | null",
    read_at: "integer | null",
    error: "text | null",
    paused_notified_at: "integer | null",
  },
  calendar_busy: { feed_id: "integer", start_at: "integer", end_at: "integer" },
  // Orders (0028_orders)
  orders: {
    id: "generated integer",
    token_hash: "text",
    package_id: "text",
    children: "integer",
    strategy_session: "integer",
    line_items: "text",
    amount_total: "integer",
    currency: "text",
    parent_name: "text",
    parent_email: "text",
    language: "text",
    status: "generated text",
    amount_refunded: "generated integer",
    refund_failed_at: "integer | null",
    checkout_session_id: "text | null",
    payment_intent_id: "text | null",
    checkout_expires_at: "integer | null",
    created_at: "integer",
    paid_at: "integer | null",
    updated_at: "integer",
    receipt_url: "text | null",
    checkout_form_hash: "text | null",
  },
  stripe_events: { id: "text", type: "text", received_at: "integer" },
  order_sessions: {
    id: "generated integer",
    order_id: "integer",
    position: "integer",
    session_key: "text",
    name: "text",
    minutes: "integer",
    status: "generated text",
    updated_at: "integer",
  },
  order_links: { token_hash: "text", order_id: "integer", created_at: "integer" },
} as const satisfies { [Table in keyof Database]: ColumnsOf<Database[Table]> };

type SqlType<Value> = [NonNullable<Value>] extends [number] ? "integer" : [NonNullable<Value>] extends [string] ? "text" : never;

/** The one description each column of a table interface must have in `databaseColumns`. */
type ColumnsOf<Table> = {
  [Column in keyof Table]-?: `${undefined extends InsertType<Table[Column]> ? "generated " : ""}${SqlType<SelectType<Table[Column]>>}${null extends SelectType<Table[Column]> ? " | null" : ""}`;
};
