/**
 * The data inventory (issue 27): every table column that holds personal data, what it is in
 * plain words, why it is kept and for how long (a retention rule's key), and every other text
 * column with a word on why it is not personal. Pure and typed, no I/O: the privacy notice
 * (/privacy, common/privacy/privacy-notice.ts) is rendered from it, and inventory.test.ts holds it to the
 * tables the migrations create on SQLite and PostgreSQL, so a migration that adds a text column
 * fails until the column is listed here one way or the other.
 *
 * Changing anything here changes what the notice says: add a line to `inventoryVersions` (today's
 * date and the hash the test prints), which becomes the notice's "last changed" date.
 */
import { formIds, formKinds, type FormId } from "#common/forms/kinds.ts";

/**
 * How long things are kept, by rule. The numbers are the defaults; the sweep that enforces them
 * (server/privacy/retention.server.ts) reads its settings with these as defaults.
 */
export const retentionRules = {
  /** A form's submission: 24 months after its last status change, unless the owner marks it "keep". */
  submissions: { months: 24 },
  /** A booked call: kept and removed with its discovery-call request. */
  bookings: { withRule: "submissions" },
  /** The owner's notes on a submission: kept and removed with it. */
  notes: { withRule: "submissions" },
  /**
   * A sent email's text, web version, calendar invite, recipients, subject and the mail server's
   * answer: blanked 30 days after it was sent (server/privacy/retention.server.ts); only its kind,
   * state and times stay.
   */
  "email-bodies": { days: 30 },
  /** An email that could not be delivered: 90 days, then removed whole. */
  "failed-emails": { days: 90 },
  /** Back-office sessions, sign-in and passkey challenges and setup links: removed once they have expired or been used. */
  sessions: { untilExpired: true },
  /** Failed sign-ins and form attempts (keys made from an address): removed once their window or pause is over. */
  attempts: { untilExpired: true },
  /** The back office's audit log: 12 months; the network addresses in it are shortened after 30 days. */
  audit: { months: 12, addressDays: 30 },
  /** A back-office account: until the owner removes it. */
  accounts: { untilRemoved: true },
  /** A published testimonial: while it is published, or until the person it quotes asks us to remove it. */
  testimonials: { untilRemoved: true },
  /**
   * An order of a package: a financial record, kept 7 years after it was made for the accounts
   * (issue 43). The sweep deletes it then (RETENTION_ORDER_YEARS, 7 unless set); erasing a person
   * keeps it without the name, email and page link (server/privacy/person.server.ts).
   */
  orders: { years: 7 },
} as const;

export type RetentionKey = keyof typeof retentionRules;

/**
 * Where personal data comes from: a form (common/forms/kinds.ts), or what the site does with
 * them or what the back office keeps.
 */
export type DataSource = FormId | "orders" | "emails" | "notes" | "testimonials" | "back-office" | "security";

export type PersonalDataEntry = {
  /** Stable key of the entry: the notice's translations are keyed by it. */
  id: string;
  table: string;
  /** One or more columns that hold the same kind of thing (a feedback form's six ratings). */
  columns: readonly string[];
  source: DataSource;
  /** What it is, in plain words, as a parent would say it. */
  what: string;
  /** Why it is kept. */
  why: string;
  retention: RetentionKey;
};

const otherData = [
  // ---- The discovery call's booking (its form's own rows are in its storage module) ----
  { id: "discovery-call.booking", table: "bookings", columns: ["start_at", "end_at", "status", "language"], source: "discovery-call", what: "The time you booked and whether the call took place", why: "To hold that time for you, remind you and let you change or cancel it", retention: "bookings" },
  { id: "discovery-call.own-time-zone", table: "bookings", columns: ["parent_time_zone"], source: "discovery-call", what: "Your time zone, from your browser or as you chose it", why: "To show you the call's time in your own time, on the page and in our emails", retention: "bookings" },
  { id: "discovery-call.address-hold", table: "booking_address_holds", columns: ["address_hash"], source: "discovery-call", what: "A scrambled code made from your email address, with your booked call", why: "So that one email address has one call booked at a time", retention: "bookings" },

  // ---- Orders of a package, paid through Stripe Checkout (issue 43) ----
  { id: "orders.order", table: "orders", columns: ["parent_name", "parent_email", "language", "package_id", "line_items", "status"], source: "orders", what: "Your name, email address and language, the package and extras you ordered, what it cost and whether it was paid or refunded", why: "To give you what you paid for, and to keep the business’s accounts", retention: "orders" },
  { id: "orders.stripe", table: "orders", columns: ["checkout_session_id", "payment_intent_id", "receipt_url"], source: "orders", what: "The references of your payment at Stripe, our payment provider, and the address of its receipt", why: "To find your payment at Stripe, for a receipt or a refund", retention: "orders" },

  // ---- Published testimonials (copied from feedback that allowed it, with the owner's approval) ----
  { id: "testimonials.individual", table: "individual_testimonials", columns: ["full_name", "professional_title", "experience_story", "children_ages", "profile_image_url"], source: "testimonials", what: "A testimonial you allowed us to publish: your name as shown, your words and your children’s ages", why: "To show it on the site, as you allowed", retention: "testimonials" },
  { id: "testimonials.organization", table: "organization_testimonials", columns: ["testimonial_content"], source: "testimonials", what: "An organization’s testimonial, which may quote a person", why: "To show it on the site, as the organization allowed", retention: "testimonials" },

  // ---- Emails the site sends (outbox) ----
  { id: "emails.headers", table: "outbox", columns: ["recipients", "reply_to", "subject", "last_error"], source: "emails", what: "Who an email went to, its subject, and what the mail server answered", why: "To send it, retry it, and show the owner that it arrived", retention: "email-bodies" },
  { id: "emails.bodies", table: "outbox", columns: ["text_body", "html_body", "ical_content"], source: "emails", what: "What the email said, and the calendar invite of a booked call", why: "To send it exactly as written, even after a restart", retention: "email-bodies" },

  // ---- The owner's notes ----
  { id: "notes.body", table: "submission_notes", columns: ["author_name", "body"], source: "notes", what: "The owner’s notes on your message or call, and who wrote them", why: "To remember what was said and what comes next", retention: "notes" },

  // ---- The back office: the owner's and assistants' own data ----
  { id: "back-office.accounts", table: "users", columns: ["email", "name", "password_hash", "totp_secret", "webauthn_user_id"], source: "back-office", what: "A back-office account: name, email address, and a one-way hash of the password and sign-in code key", why: "To let the owner and her assistants sign in", retention: "accounts" },
  { id: "back-office.passkeys", table: "passkeys", columns: ["name", "credential_id", "public_key"], source: "back-office", what: "A back-office passkey: the name its owner gave it, and the identifier and public key of the device or password manager that holds it", why: "To let the owner and her assistants sign in with a passkey", retention: "accounts" },
  { id: "back-office.setup-links", table: "setup_tokens", columns: ["email", "pending_name", "pending_email", "pending_password_hash", "pending_totp_secret"], source: "back-office", what: "A new assistant’s details while their account is being set up", why: "To finish setting up the account", retention: "sessions" },
  { id: "back-office.audit", table: "audit_log", columns: ["actor_email", "detail", "address"], source: "back-office", what: "What was done in the back office, by whom, and from which network address", why: "To keep the back office safe and know who changed what", retention: "audit" },

  // ---- Keeping the forms and sign-in safe ----
  { id: "security.sign-in-attempts", table: "auth_attempts", columns: ["key"], source: "security", what: "Failed back-office sign-ins, by account and network address", why: "To stop someone guessing a password", retention: "attempts" },
  { id: "security.form-attempts", table: "form_attempts", columns: ["key"], source: "security", what: "A scrambled code made from your network address when you send a form", why: "To stop one computer from flooding the forms", retention: "attempts" },
  { id: "security.passkey-challenges", table: "webauthn_challenges", columns: ["address_hash"], source: "security", what: "A scrambled code made from your network address when a passkey sign-in begins on the back office", why: "To stop one computer from making passkey sign-in busy for everyone", retention: "sessions" },
  { id: "security.form-blocks", table: "form_blocks", columns: ["key"], source: "security", what: "The same code, while a computer that sent too many forms is paused", why: "To stop one computer from flooding the forms", retention: "attempts" },
  { id: "security.booking-clients", table: "booking_client_counts", columns: ["key"], source: "security", what: "A scrambled code made from your network address and the day, when you book a call", why: "To stop one computer from booking many calls", retention: "attempts" },
] as const satisfies readonly PersonalDataEntry[];

/**
 * The forms' own rows, as each form's storage module lists them (all kept as long as the
 * submission), then the rest. The derived values here are pure calls, so the privacy page's
 * JavaScript, which needs none of them (its loader builds the notice), leaves this module out.
 */
export const personalData: readonly (PersonalDataEntry & { id: PersonalDataId })[] = /* @__PURE__ */ (() => [
  ...formIds.flatMap((source) =>
    formKinds[source].inventory.map(({ id, columns, what, why }) => ({ id, table: formKinds[source].table, columns, source, what, why, retention: "submissions" as const })),
  ),
  ...otherData,
])();

export type PersonalDataId = (typeof formKinds)[FormId]["inventory"][number]["id"] | (typeof otherData)[number]["id"];

/** Text columns that hold nothing about a person, each with why. */
export const notPersonal: Record<string, Record<string, string>> = /* @__PURE__ */ (() => ({
  ...Object.fromEntries(formIds.map((kind) => [formKinds[kind].table, submissionWorkflow()])),
  app_secrets: { name: "the name of a server key", value: "a random server key (signing form tokens, the calendar feed)", created_at: "a time" },
  individual_testimonials: { status: "published or hidden", created_at: "a time" },
  organization_testimonials: { organization_name: "a school's or library's name, not a person's", profile_image_url: "an image of the site", status: "published or hidden", created_at: "a time" },
  events: {
    slug: "the owner's public events",
    title: "the owner's public events",
    subtitle: "the owner's public events",
    date: "the owner's public events",
    start_time: "the owner's public events",
    end_time: "the owner's public events",
    time_label: "the owner's public events",
    location: "the owner's public events",
    description: "the owner's public events",
    type: "the owner's public events",
    image: "the owner's public events",
    ticket_link: "the owner's public events",
    created_at: "a time",
  },
  users: { role: "owner or assistant", created_at: "a time", removed_at: "a time" },
  recovery_codes: { code_hash: "a hash of a random recovery code", used_at: "a time" },
  setup_tokens: { token_hash: "a hash of a random link", role: "owner or assistant", used_at: "a time", created_at: "a time" },
  sessions: { id: "a hash of the session cookie's random token" },
  sign_in_challenges: { id: "a hash of a random token" },
  passkeys: { transports: "how a browser reaches a passkey (this device, a security key, a phone)", created_at: "a time", last_used_at: "a time" },
  webauthn_challenges: { id: "a hash of a random challenge", purpose: "adding a passkey or signing in with one" },
  audit_log: { at: "a time", action: "the name of an action" },
  submission_notes: { kind: "which form", created_at: "a time" },
  page_views: { day: "a day", path: "a public page", referrer_host: "the site a visit came from, never who" },
  outbox: {
    message_id: "a random identifier",
    purpose: "which kind of email",
    submission_kind: "which form",
    status: "an email's state",
    next_attempt_at: "a time",
    claimed_until: "a time",
    created_at: "a time",
    sent_at: "a time",
    ical_method: "request or cancel",
  },
  content_versions: { name: "a kind of content" },
  site_content_versions: {
    block: "a part of the site the owner edits",
    status: "draft or published",
    document: "the owner's public site content: prices, packages, questions and the business's own details, not a visitor's",
  },
  booking_availability: { rules: "the owner's working hours", updated_at: "a time" },
  bookings: { uid: "a random identifier", manage_token_hash: "a hash of a random link", appointment_type: "which kind of appointment", created_at: "a time", updated_at: "a time" },
  booking_links: { token_hash: "a hash of a random link" },
  booking_counts: { period: "a day or month" },
  booking_client_counts: { day: "a day" },
  booking_reminders: { kind: "which reminder", message_id: "a random identifier" },
  job_leases: { name: "the name of a daily job", holder: "a random name of a server instance" },
  sign_in_devices: {
    device_hash: "a hash of the random id a back-office browser keeps in its cookie",
    sign_out_hash: "a hash of a random link",
  },
  erased_addresses: { address_hash: "a hash of an address erased on request, kept so a restored backup forgets it again", erased_at: "a time" },
  orders: { token_hash: "a hash of a random link", currency: "the currency (US dollars)", checkout_form_hash: "a hash of a sent checkout form, so the same form sent twice makes one order (removed on erasure)" },
  stripe_events: { id: "the identifier of a payment provider's notice", type: "which kind of notice" },
  order_sessions: { session_key: "which session of a package", name: "the name of a session of a package", status: "whether a session is booked" },
  order_links: { token_hash: "a hash of a random link" },
  calendar_feeds: {
    url: "the private address of one of the owner's own calendars (the business's, not a visitor's)",
    label: "the owner's name for that calendar",
    etag: "a calendar server's version tag",
    last_modified: "a time",
    error: "why a calendar could not be read",
  },
}))();

function submissionWorkflow(): Record<string, string> {
  return {
    status: "the owner's workflow state",
    received_at: "a time",
    idempotency_key: "a random identifier",
    language: "the page's language",
    status_changed_at: "a time",
  };
}

/**
 * The notice's history: one line per change of the inventory, newest last. The test hashes the
 * inventory and fails until a line with a later date and that hash is added; the last date is the
 * "last changed" date the notice shows. Append only once shipped (this first line was set before the notice was ever published).
 */
// One line per day: a second change on the same day replaces that day's hash (the date the notice shows stays right).
export const inventoryVersions = [
  { date: "2026-11-26", hash: "afc103fab969681d" },
  { date: "2026-11-27", hash: "b2098cd34ca87866" },
  { date: "2026-11-28", hash: "278e681bb78e8d0f" },
  { date: "2026-11-29", hash: "ff66c7171e9da0fa" },
] as const satisfies readonly { date: string; hash: string }[];

/** The date (YYYY-MM-DD) the notice last changed. */
export const privacyNoticeLastChanged: string = /* @__PURE__ */ (() => inventoryVersions[inventoryVersions.length - 1]!.date)();

/** How long the business takes at most to answer a request to see or delete one's data. */
export const requestAnswerDays = 30;
