import { sql, type CreateTableBuilder, type Migration } from "kysely";
import { databaseKind, epochMsType, idColumn } from "./dialect";
import { dropPostgresColumnChecks, rebuildSqliteTable, replaceOnce, type MigrationDb } from "./rebuild-table";

/**
 * Migrations in code, applied in key order and recorded by Kysely in `kysely_migration`.
 * Keys are zero-padded so lexical order is creation order. Written with Kysely's schema
 * builder (not raw SQL) so the same migrations run on SQLite and PostgreSQL; the two places
 * where the SQL must differ come from ./dialect: an id column is `.addColumn("id", "integer",
 * idColumn(db))` (never `autoIncrement()`, which PostgreSQL rejects), and a column of
 * milliseconds since the epoch is `epochMsType(db)` (bigint on PostgreSQL). Both emit exactly the
 * SQL the SQLite migrations always did (the test in schema.test.ts holds them to it). Never edit
 * one that has shipped: add a new one.
 */

/**
 * What a migration sees: any table, any column, values of unknown type. Migrations must not
 * depend on the schema types of today's code (schema.ts), which describe the result of all of them.
 */
export type { MigrationDb };

// Columns every form table shares: id, the owner's status, when it arrived, and the client's
// idempotency key (unique, so a retried submission can never be stored twice).
function submissionTable<T extends string>(db: MigrationDb, name: T): CreateTableBuilder<T, "id"> {
  return db.schema
    .createTable(name)
    .addColumn("id", "integer", idColumn(db))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique());
}

export const migrations: Record<string, Migration> = {
  "0001_form_submissions": {
    async up(db: MigrationDb) {
      await submissionTable(db, "discovery_call_requests")
        .addColumn("parent_name", "text", (c) => c.notNull())
        .addColumn("parent_email", "text", (c) => c.notNull())
        .addColumn("parent_phone", "text", (c) => c.notNull())
        .addColumn("child_name", "text", (c) => c.notNull())
        .addColumn("child_age", "text", (c) => c.notNull())
        .addColumn("challenges", "text", (c) => c.notNull())
        .addColumn("preferred_time", "text", (c) => c.notNull())
        .addColumn("timezone", "text", (c) => c.notNull())
        .addColumn("hear_about_us", "text", (c) => c.notNull())
        .execute();

      await submissionTable(db, "contact_messages")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("child_age", "integer", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("hear_about_us", "text", (c) => c.notNull())
        .execute();

      await submissionTable(db, "partnership_inquiries")
        .addColumn("contact_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("organization_name", "text", (c) => c.notNull())
        .addColumn("students_count", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .execute();

      const rating = (name: string) => (t: CreateTableBuilder<"feedback_submissions", "id">) =>
        t.addColumn(name, "integer", (c) => c.check(sqlRatingCheck(name)));
      let feedback = submissionTable(db, "feedback_submissions")
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("email_address", "text", (c) => c.notNull())
        .addColumn("phone_number", "text", (c) => c.notNull())
        .addColumn("session_date", "text", (c) => c.notNull())
        .addColumn("children_ages", "text", (c) => c.notNull());
      for (const name of [
        "overall_satisfaction",
        "quality_deliverables_rating",
        "book_selections_rating",
        "book_collection_family_values_rating",
        "fiction_recommendations_rating",
        "ongoing_email_support_rating",
      ]) {
        feedback = rating(name)(feedback);
      }
      for (const name of [
        "most_valuable_aspect",
        "reading_behavior_improvements",
        "diverse_book_collection",
        "encouraging_reading_discussions",
        "positive_changes_observed",
        "experience_story",
        "service_improvements",
        "additional_services_interest",
        "other_comments",
      ]) {
        feedback = feedback.addColumn(name, "text", (c) => c.notNull());
      }
      for (const name of [
        "website_testimonial_permission",
        "permission_use_instructional",
        "permission_share_with_clients",
        "permission_share_feedback_social",
        "permission_testimonial_future_stories",
        "permission_contact_marketing",
      ]) {
        feedback = feedback.addColumn(name, "integer", (c) => c.notNull().defaultTo(0));
      }
      await feedback.execute();

      for (const table of ["discovery_call_requests", "contact_messages", "partnership_inquiries", "feedback_submissions"]) {
        await db.schema.createIndex(`${table}_status_received_idx`).on(table).columns(["status", "received_at"]).execute();
      }
    },
  },
  "0002_app_secrets": {
    async up(db: MigrationDb) {
      await db.schema
        .createTable("app_secrets")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0003_testimonials": {
    async up(db: MigrationDb) {
      // Individual testimonials come from feedback that gave website_testimonial_permission and
      // that the owner approved (a copy, so the owner may trim the story without touching the feedback).
      await db.schema
        .createTable("individual_testimonials")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("feedback_id", "integer", (c) => c.references("feedback_submissions.id").onDelete("set null").unique())
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("professional_title", "text")
        .addColumn("experience_story", "text", (c) => c.notNull())
        .addColumn("profile_image_url", "text")
        .addColumn("children_ages", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("approved"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("organization_testimonials")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("organization_name", "text", (c) => c.notNull())
        .addColumn("testimonial_content", "text", (c) => c.notNull())
        .addColumn("profile_image_url", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("approved"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0004_events": {
    async up(db: MigrationDb) {
      await db.schema
        .createTable("events")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("date", "text", (c) => c.notNull()) // YYYY-MM-DD, local to the event
        .addColumn("start_time", "text") // HH:MM, null while the time is to be announced
        .addColumn("end_time", "text")
        .addColumn("time_label", "text", (c) => c.notNull()) // as shown: "4:00 PM - 7:00 PM" or "Time TBA"
        .addColumn("location", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("image", "text", (c) => c.notNull())
        .addColumn("ticket_link", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("events_date_idx").on("events").column("date").execute();
      const now = new Date().toISOString();
      await db
        .insertInto("events")
        .values([
          {
            slug: "family-stories-cultural-celebration-2025",
            title: "Family Stories Cultural Celebration",
            subtitle: "An afternoon of stories, songs and books from many cultures",
            date: "2025-10-25",
            start_time: "16:00",
            end_time: "19:00",
            time_label: "4:00 PM - 7:00 PM",
            location: "Community library meeting room (address shared with registration)",
            description:
              "Bring the whole family for bilingual read-alouds, a story-swap table where children trade favorite books, and a craft corner for making family story flags. Families are invited to share a story, song or rhyme from their own culture. Light snacks provided; all ages welcome.",
            type: "Cultural Event",
            image: "/images/events/cultural-celebration.svg",
            ticket_link: null,
            created_at: now,
          },
          {
            slug: "magic-reading-room-2025-11",
            title: "The Magic Reading Room",
            subtitle: "A cozy reading adventure for children and their grown-ups",
            date: "2025-11-23",
            start_time: null,
            end_time: null,
            time_label: "Time TBA",
            location: "Partner school library (details announced soon)",
            description:
              "Step into a reading room transformed with fairy lights, reading nooks and story stations. Children explore hand-picked books chosen to reflect many families and cultures, while grown-ups pick up simple tips for making reading time joyful at home. Subscribe to our newsletter to hear first when the time is announced.",
            type: "Magic Reading Room",
            image: "/images/events/magic-reading-room.svg",
            ticket_link: null,
            created_at: now,
          },
        ])
        .execute();
    },
  },
  "0005_auth": {
    async up(db: MigrationDb) {
      // Back-office accounts. Removing a person sets removed_at (their rows in the audit log keep a name).
      await db.schema
        .createTable("users")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("email", "text", (c) => c.notNull().unique()) // stored lowercased
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'assistant')`))
        .addColumn("password_hash", "text", (c) => c.notNull()) // Argon2id, PHC string
        .addColumn("totp_secret", "text") // base32; null until enrolled (or after a reset)
        .addColumn("totp_last_step", "integer") // the last 30-second step accepted: never accepted again
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("removed_at", "text")
        .execute();
      await db.schema
        .createTable("recovery_codes")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull()) // SHA-256 hex of the normalised code
        .addColumn("used_at", "text")
        .execute();
      await db.schema.createIndex("recovery_codes_user_idx").on("recovery_codes").column("user_id").execute();
      // One-time setup links (first account, new assistant, second-factor reset): only the SHA-256 of the token.
      await db.schema
        .createTable("setup_tokens")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("email", "text") // null for the very first account: the page asks for it
        .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'assistant')`))
        .addColumn("expires_at", epochMsType(db), (c) => c.notNull()) // ms since the epoch
        .addColumn("used_at", "text")
        .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null")) // null: the server or the command line
        .addColumn("created_at", "text", (c) => c.notNull())
        // Between the password step and the code step of setup (the secret is not the user's until confirmed).
        .addColumn("pending_name", "text")
        .addColumn("pending_email", "text")
        .addColumn("pending_password_hash", "text")
        .addColumn("pending_totp_secret", "text")
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (c) => c.primaryKey()) // SHA-256 hex of the 256-bit cookie token
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", epochMsType(db), (c) => c.notNull()) // ms since the epoch
        .addColumn("last_seen_at", epochMsType(db), (c) => c.notNull())
        .addColumn("expires_at", epochMsType(db), (c) => c.notNull()) // absolute limit (30 days)
        .execute();
      await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
      // Between the password and the code at sign-in: a short-lived challenge, only its hash stored.
      await db.schema
        .createTable("sign_in_challenges")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("expires_at", epochMsType(db), (c) => c.notNull())
        .execute();
      // Failed sign-ins per account ("account:<email>") and per address ("address:<ip>"), updated by one
      // atomic upsert each, so the count holds across requests and processes sharing the database.
      await db.schema
        .createTable("auth_attempts")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("lockouts", "integer", (c) => c.notNull().defaultTo(0)) // how many times locked: the pause doubles
        .addColumn("locked_until", epochMsType(db)) // ms since the epoch
        .addColumn("updated_at", epochMsType(db), (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("actor_email", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("detail", "text")
        .addColumn("address", "text")
        .execute();
      await db.schema.createIndex("audit_log_at_idx").on("audit_log").column("at").execute();
    },
  },
  "0006_inbox": {
    async up(db: MigrationDb) {
      // The owner's notes on a submission. Append-only: the application has no update or delete
      // path. No foreign key to the user (the note keeps its author's name if they are removed) nor
      // to the submission (it lives in one of four tables, named by kind).
      await db.schema
        .createTable("submission_notes")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("kind", "text", (c) =>
          c.notNull().check(sql`kind in ('discovery-call', 'contact', 'partnership', 'feedback')`),
        )
        .addColumn("submission_id", "integer", (c) => c.notNull())
        .addColumn("author_user_id", "integer")
        .addColumn("author_name", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("submission_notes_submission_idx")
        .on("submission_notes")
        .columns(["kind", "submission_id", "created_at"])
        .execute();
      // The inbox lists every submission newest first, with or without a status filter (the
      // status filter already has (status, received_at) from 0001). Statuses gain "archived";
      // the status columns stay plain text (SQLite cannot add a CHECK to an existing column),
      // and the inbox module validates every change.
      for (const table of ["discovery_call_requests", "contact_messages", "partnership_inquiries", "feedback_submissions"]) {
        await db.schema.createIndex(`${table}_received_idx`).on(table).column("received_at").execute();
      }
    },
  },
  "0007_traffic": {
    async up(db: MigrationDb) {
      // Page views without cookies (issue 14): one counter per day, page and referring site. Nothing
      // about the visitor: no address, no user agent, no full referring URL. referrer_host is ''
      // for a direct visit or a link inside the site (not NULL, so the primary key and the
      // upsert's ON CONFLICT match it in SQLite and Postgres alike).
      await db.schema
        .createTable("page_views")
        .addColumn("day", "text", (c) => c.notNull()) // YYYY-MM-DD in BUSINESS_TIME_ZONE
        .addColumn("path", "text", (c) => c.notNull()) // a known public page, normalised
        .addColumn("referrer_host", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("views", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("page_views_pk", ["day", "path", "referrer_host"])
        .execute();
    },
  },
  "0008_outbox": {
    async up(db: MigrationDb) {
      // Email waiting to be sent (the owner's notification and the visitor's confirmation of each
      // submission, and test emails): written in the submission's transaction, fully rendered, with
      // its Message-ID chosen then, so a send repeated after a crash is the same message.
      await db.schema
        .createTable("outbox")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("message_id", "text", (c) => c.notNull().unique())
        .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('owner-notification', 'visitor-confirmation', 'test')`))
        .addColumn("submission_kind", "text", (c) =>
          c.check(sql`submission_kind is null or submission_kind in ('discovery-call', 'contact', 'partnership', 'feedback')`),
        )
        .addColumn("submission_id", "integer")
        // Comma-separated addresses (a visitor confirmation has one, stored lower-cased).
        .addColumn("recipients", "text", (c) => c.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("waiting").check(sql`status in ('waiting', 'sending', 'sent', 'failed', 'cancelled')`),
        )
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .execute();
      // The worker's claim: due rows by status and time.
      await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
      // The confirmation limits: one recipient's confirmations, and all of them, in a time window.
      await db.schema.createIndex("outbox_purpose_recipient_idx").on("outbox").columns(["purpose", "recipients", "created_at"]).execute();
      await db.schema.createIndex("outbox_purpose_created_idx").on("outbox").columns(["purpose", "created_at"]).execute();
    },
  },
  "0009_content_versions": {
    async up(db: MigrationDb) {
      // A counter per kind of public content ('events', 'testimonials'), raised with every change
      // the owner makes, so the page cache of every server instance sharing the database knows
      // when what it rendered is out of date (server/pages/content-versions.server.ts).
      await db.schema
        .createTable("content_versions")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("version", "integer", (c) => c.notNull())
        .execute();
    },
  },
  "0010_form_limits": {
    async up(db: MigrationDb) {
      // The forms' attempt limit (3 in 60 s, then a 5-minute block), shared by every instance of
      // the server: one row per attempt in the window, one per block. The key is a digest of the
      // form and the client's address, kept for minutes (forms/rate-limit.server.ts).
      await db.schema
        .createTable("form_attempts")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("at", epochMsType(db), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("form_attempts_key_at_idx").on("form_attempts").columns(["key", "at"]).execute();
      await db.schema.createIndex("form_attempts_at_idx").on("form_attempts").column("at").execute();
      await db.schema
        .createTable("form_blocks")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("blocked_until", epochMsType(db), (c) => c.notNull())
        .execute();
    },
  },
  "0011_submission_language": {
    async up(db: MigrationDb) {
      // The language of the page a submission was sent from (issue 17): 'en' or 'es'. Every row
      // stored before it was English (the only language then), and the JSON API stays English.
      // SQLite checks a new column's constraints against the rows already there; both accept it.
      for (const table of ["discovery_call_requests", "contact_messages", "partnership_inquiries", "feedback_submissions"]) {
        await db.schema
          .alterTable(table)
          .addColumn("language", "text", (c) => c.notNull().defaultTo("en").check(sql`${sql.ref("language")} in ('en', 'es')`))
          .execute();
      }
    },
  },
  "0012_outbox_invites": {
    async up(db: MigrationDb) {
      // Booking emails (issue: book the discovery call): the parent's confirmation, reschedule and
      // cancellation, the owner's copy, and reminders; and a calendar invite (iTIP REQUEST or
      // CANCEL, RFC 5546) sent as the email's text/calendar part. The purpose check is a column
      // CHECK of 0008, which SQLite cannot alter: the table is rebuilt, the same way on both
      // databases (the full new definition, rows copied with their ids, old table dropped, new one
      // renamed, its indexes made again under their names). On SQLite, where Kysely does not wrap
      // a migration in a transaction, it runs in one, so a failure leaves the old table whole.
      const rebuild = async (db: MigrationDb) => {
        await db.schema
          .createTable("outbox_next")
          .addColumn("id", "integer", idColumn(db))
          .addColumn("message_id", "text", (c) => c.notNull().unique())
          .addColumn("purpose", "text", (c) =>
            c
              .notNull()
              .check(
                sql`purpose in ('owner-notification', 'visitor-confirmation', 'test', 'booking-parent', 'booking-owner', 'booking-reminder')`,
              ),
          )
          .addColumn("submission_kind", "text", (c) =>
            c.check(sql`submission_kind is null or submission_kind in ('discovery-call', 'contact', 'partnership', 'feedback')`),
          )
          .addColumn("submission_id", "integer")
          .addColumn("recipients", "text", (c) => c.notNull())
          .addColumn("reply_to", "text")
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("text_body", "text", (c) => c.notNull())
          .addColumn("html_body", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) =>
            c.notNull().defaultTo("waiting").check(sql`status in ('waiting', 'sending', 'sent', 'failed', 'cancelled')`),
          )
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("claimed_until", "text")
          .addColumn("last_error", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("sent_at", "text")
          // The calendar invite, sent as the text/calendar part: both or neither.
          .addColumn("ical_method", "text", (c) => c.check(sql`ical_method is null or ical_method in ('REQUEST', 'CANCEL')`))
          .addColumn("ical_content", "text")
          .addCheckConstraint("outbox_ical_both_or_neither", sql`(ical_method is null) = (ical_content is null)`)
          .execute();
        const columns = [
          "id",
          "message_id",
          "purpose",
          "submission_kind",
          "submission_id",
          "recipients",
          "reply_to",
          "subject",
          "text_body",
          "html_body",
          "status",
          "attempts",
          "next_attempt_at",
          "claimed_until",
          "last_error",
          "created_at",
          "sent_at",
        ];
        await db
          .insertInto("outbox_next")
          .columns(columns)
          .expression(db.selectFrom("outbox").select(columns))
          .execute();
        await db.schema.dropTable("outbox").execute();
        await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
        await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("outbox_purpose_recipient_idx").on("outbox").columns(["purpose", "recipients", "created_at"]).execute();
        await db.schema.createIndex("outbox_purpose_created_idx").on("outbox").columns(["purpose", "created_at"]).execute();
        // PostgreSQL: the identity's sequence starts at 1 in the new table; the next id must come
        // after the copied ones (SQLite's autoincrement takes the largest id by itself).
        if (databaseKind(db) === "postgres") {
          await sql`select setval(pg_get_serial_sequence('outbox', 'id'), coalesce(max(id), 0) + 1, false) from outbox`.execute(db);
        }
      };
      if (databaseKind(db) === "sqlite") await db.transaction().execute(rebuild);
      else await rebuild(db);
    },
  },
  "0013_booking": {
    async up(db: MigrationDb) {
      // Real booking of the discovery call (issue 26). The owner's availability is one document
      // (weekly hours, date overrides, buffers, notice, window, caps, interval): read whole, small,
      // and never holds personal data.
      await db.schema
        .createTable("booking_availability")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("rules", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      // One booked call: the parent's answers stay in discovery_call_requests (the inbox), the
      // time and its life here. Times are ms since the epoch (UTC); `sequence` is the invite's
      // SEQUENCE; the manage link's token is stored only as its SHA-256.
      await db.schema
        .createTable("bookings")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("request_id", "integer", (c) => c.notNull().references("discovery_call_requests.id"))
        .addColumn("uid", "text", (c) => c.notNull().unique())
        .addColumn("start_at", epochMsType(db), (c) => c.notNull())
        .addColumn("end_at", epochMsType(db), (c) => c.notNull())
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("booked").check(sql`status in ('booked', 'completed', 'no-show', 'cancelled')`),
        )
        .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("manage_token_hash", "text", (c) => c.notNull().unique())
        .addColumn("language", "text", (c) => c.notNull().defaultTo("en").check(sql`${sql.ref("language")} in ('en', 'es')`))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("bookings_start_idx").on("bookings").column("start_at").execute();
      await db.schema.createIndex("bookings_request_idx").on("bookings").column("request_id").execute();
      // The guarantee that no two calls overlap: one row per 5-minute cell of a call and its
      // buffers, the cell (minutes since the epoch / 5) its primary key. A second claim on a cell
      // is a key violation on SQLite and PostgreSQL alike.
      await db.schema
        .createTable("booking_claims")
        .addColumn("cell", "integer", (c) => c.primaryKey())
        .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
        .execute();
      await db.schema.createIndex("booking_claims_booking_idx").on("booking_claims").column("booking_id").execute();
      // Calls booked per business day ('day:2026-12-01') and month ('month:2026-12'), raised with
      // a compare-and-set against the cap in the booking's transaction.
      await db.schema
        .createTable("booking_counts")
        .addColumn("period", "text", (c) => c.primaryKey())
        .addColumn("count", "integer", (c) => c.notNull())
        .execute();
      // Each reminder written to the outbox, once per booking, kind and invite sequence.
      await db.schema
        .createTable("booking_reminders")
        .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("sequence", "integer", (c) => c.notNull())
        .addColumn("message_id", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("booking_reminders_pk", ["booking_id", "kind", "sequence"])
        .execute();
    },
  },
  "0014_retention": {
    async up(db: MigrationDb) {
      // Retention (issue 27, server/privacy/retention.server.ts). A submission is deleted 24
      // months after its last status change: `status_changed_at` (ISO text; null means its
      // received_at, true of every row before this migration), unless the owner marked it `keep`.
      for (const table of ["discovery_call_requests", "contact_messages", "partnership_inquiries", "feedback_submissions"]) {
        await db.schema.alterTable(table).addColumn("status_changed_at", "text").execute();
        await db.schema.alterTable(table).addColumn("keep", "integer", (c) => c.notNull().defaultTo(0)).execute();
      }
      // One instance at a time for a periodic job: the holder's row, taken with a compare-and-set
      // on `until` (ms since the epoch).
      await db.schema
        .createTable("job_leases")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("holder", "text", (c) => c.notNull())
        .addColumn("until", epochMsType(db), (c) => c.notNull())
        .execute();
    },
  },
  "0015_erased_addresses": {
    async up(db: MigrationDb) {
      // A person erased on request (server/privacy/person.server.ts): the SHA-256 (hex) of their
      // lower-cased address, never the address, so a restored backup can be cleaned again.
      await db.schema
        .createTable("erased_addresses")
        .addColumn("address_hash", "text", (c) => c.primaryKey())
        .addColumn("erased_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0016_sign_in_devices": {
    async up(db: MigrationDb) {
      // A word to the owner on every new sign-in (issue 28, server/auth/new-sign-in.server.ts).
      // A browser that signed in is remembered per person by a long-lived cookie holding a random
      // id; only its SHA-256 is kept here. A sign-in from a browser not in this table is new: an
      // email goes to the person (and to the owners for an assistant), with a link that ends every
      // session of the account; only that link's SHA-256 is kept, with when it stops working.
      await db.schema
        .createTable("sign_in_devices")
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("device_hash", "text", (c) => c.notNull())
        .addColumn("created_at", epochMsType(db), (c) => c.notNull())
        .addColumn("last_seen_at", epochMsType(db), (c) => c.notNull())
        .addColumn("sign_out_hash", "text", (c) => c.unique())
        .addColumn("sign_out_until", epochMsType(db))
        .addPrimaryKeyConstraint("sign_in_devices_pk", ["user_id", "device_hash"])
        .execute();
      // The email itself is an outbox row of a new purpose, 'sign-in-notice': the purpose check
      // is widened by rebuilding the table exactly as 0012 did (the same definition, one more
      // purpose; every column copied).
      const rebuild = async (db: MigrationDb) => {
        await db.schema
          .createTable("outbox_next")
          .addColumn("id", "integer", idColumn(db))
          .addColumn("message_id", "text", (c) => c.notNull().unique())
          .addColumn("purpose", "text", (c) =>
            c
              .notNull()
              .check(
                sql`purpose in ('owner-notification', 'visitor-confirmation', 'test', 'booking-parent', 'booking-owner', 'booking-reminder', 'sign-in-notice')`,
              ),
          )
          .addColumn("submission_kind", "text", (c) =>
            c.check(sql`submission_kind is null or submission_kind in ('discovery-call', 'contact', 'partnership', 'feedback')`),
          )
          .addColumn("submission_id", "integer")
          .addColumn("recipients", "text", (c) => c.notNull())
          .addColumn("reply_to", "text")
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("text_body", "text", (c) => c.notNull())
          .addColumn("html_body", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) =>
            c.notNull().defaultTo("waiting").check(sql`status in ('waiting', 'sending', 'sent', 'failed', 'cancelled')`),
          )
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("claimed_until", "text")
          .addColumn("last_error", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("sent_at", "text")
          // The calendar invite, sent as the text/calendar part: both or neither.
          .addColumn("ical_method", "text", (c) => c.check(sql`ical_method is null or ical_method in ('REQUEST', 'CANCEL')`))
          .addColumn("ical_content", "text")
          .addCheckConstraint("outbox_ical_both_or_neither", sql`(ical_method is null) = (ical_content is null)`)
          .execute();
        const columns = [
          "id",
          "message_id",
          "purpose",
          "submission_kind",
          "submission_id",
          "recipients",
          "reply_to",
          "subject",
          "text_body",
          "html_body",
          "status",
          "attempts",
          "next_attempt_at",
          "claimed_until",
          "last_error",
          "created_at",
          "sent_at",
          "ical_method",
          "ical_content",
        ];
        await db
          .insertInto("outbox_next")
          .columns(columns)
          .expression(db.selectFrom("outbox").select(columns))
          .execute();
        await db.schema.dropTable("outbox").execute();
        await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
        await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("outbox_purpose_recipient_idx").on("outbox").columns(["purpose", "recipients", "created_at"]).execute();
        await db.schema.createIndex("outbox_purpose_created_idx").on("outbox").columns(["purpose", "created_at"]).execute();
        // PostgreSQL: the identity's sequence starts at 1 in the new table; the next id must come
        // after the copied ones (SQLite's autoincrement takes the largest id by itself).
        if (databaseKind(db) === "postgres") {
          await sql`select setval(pg_get_serial_sequence('outbox', 'id'), coalesce(max(id), 0) + 1, false) from outbox`.execute(db);
        }
      };
      if (databaseKind(db) === "sqlite") await db.transaction().execute(rebuild);
      else await rebuild(db);
    },
  },
  "0017_passkeys": {
    async up(db: MigrationDb) {
      // Passkeys for the back office (server/auth/passkeys.server.ts). Each account's WebAuthn user
      // handle: 32 random bytes (base64url), given to its passkeys instead of the numeric id or the
      // email; null until the account's first passkey. SQLite cannot add a UNIQUE column: the
      // index makes it unique (both databases allow many NULLs in a unique index).
      await db.schema.alterTable("users").addColumn("webauthn_user_id", "text").execute();
      await db.schema.createIndex("users_webauthn_user_id_idx").unique().on("users").column("webauthn_user_id").execute();
      // One row per passkey: the credential's id (base64url, unique), its COSE public key
      // (base64url), the authenticator's signature counter (a 32-bit unsigned number, so bigint on
      // PostgreSQL as the ms columns are), the transports the browser reported (comma-separated),
      // the name its owner gave it, and when it was added and last used (ISO text).
      await db.schema
        .createTable("passkeys")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("credential_id", "text", (c) => c.notNull().unique())
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", epochMsType(db), (c) => c.notNull().defaultTo(0))
        .addColumn("transports", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_used_at", "text")
        .execute();
      await db.schema.createIndex("passkeys_user_idx").on("passkeys").column("user_id").execute();
      // A WebAuthn challenge the server handed out, only its SHA-256 (hex) kept: single use (the
      // request that deletes the row wins), five minutes, for one purpose ('registration' for
      // `user_id`, or 'authentication', for no one yet).
      await db.schema
        .createTable("webauthn_challenges")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('registration', 'authentication')`))
        .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("expires_at", epochMsType(db), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("webauthn_challenges_expires_idx").on("webauthn_challenges").column("expires_at").execute();
    },
  },  "0018_booking_parent_zone": {
    async up(db: MigrationDb) {
      // The parent's own time zone (an IANA id such as America/Los_Angeles, checked by the server),
      // sent with the booking form: her emails, reminders and pages show the call in it beside
      // the business's. Null for calls booked before it, or when she gave none.
      await db.schema.alterTable("bookings").addColumn("parent_time_zone", "text").execute();
    },
  },
  "0019_calendar_feeds": {
    async up(db: MigrationDb) {
      // The owner's own calendars (server/booking/calendar-feeds.server.ts): each private address
      // she pasted (a secret: never logged, shown masked), her label for it, the validators of its
      // last answer for conditional requests, when it was last tried and last read well (ms since
      // the epoch), why the last try failed (a short code, shown in words), and when she was told
      // that booking is paused because of it (null: not told, or read again since).
      await db.schema
        .createTable("calendar_feeds")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", epochMsType(db), (c) => c.notNull())
        .addColumn("etag", "text")
        .addColumn("last_modified", "text")
        .addColumn("checked_at", epochMsType(db))
        .addColumn("read_at", epochMsType(db))
        .addColumn("error", "text")
        .addColumn("paused_notified_at", epochMsType(db))
        .execute();
      // Its busy times over the booking window (ms since the epoch, end excluded), replaced whole
      // in one transaction on each good read; no title or detail of an event is kept.
      await db.schema
        .createTable("calendar_busy")
        .addColumn("feed_id", "integer", (c) => c.notNull().references("calendar_feeds.id").onDelete("cascade"))
        .addColumn("start_at", epochMsType(db), (c) => c.notNull())
        .addColumn("end_at", epochMsType(db), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("calendar_busy_feed_idx").on("calendar_busy").column("feed_id").execute();
      await db.schema.createIndex("calendar_busy_start_idx").on("calendar_busy").column("start_at").execute();
    },
  },
  "0020_booking_guard": {
    async up(db: MigrationDb) {
      // One upcoming call per email address (server/booking/guard.server.ts): the address's
      // SHA-256 (trimmed, lower case) as the primary key, held by the booking that has it. A hold
      // counts while its booking is booked and ahead; a later booking takes it over with a
      // compare-and-set, so two bookings at once with one address give one call. `link_sent_at`:
      // when its manage link was last emailed (booked, or "link again"), at most once an hour.
      await db.schema
        .createTable("booking_address_holds")
        .addColumn("address_hash", "text", (c) => c.primaryKey())
        .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
        .addColumn("link_sent_at", epochMsType(db), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("booking_address_holds_booking_idx").on("booking_address_holds").column("booking_id").execute();
      // Bookings per client address and day: a keyed hash of the day and the address (never the
      // address), raised under the cap with a compare-and-set; swept two days later.
      await db.schema
        .createTable("booking_client_counts")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("booking_client_counts_day_idx").on("booking_client_counts").column("day").execute();
    },
  },
  "0021_passkey_challenge_address": {
    async up(db: MigrationDb) {
      // Whose sign-in challenge: the SHA-256 (hex) of the client's key (client-address.server.ts),
      // so one client cannot hold every live challenge and make passkey sign-in busy for all
      // (server/auth/passkeys.server.ts). Null for adding a passkey (tied to a signed-in person).
      await db.schema.alterTable("webauthn_challenges").addColumn("address_hash", "text").execute();
      await db.schema.createIndex("webauthn_challenges_address_idx").on("webauthn_challenges").column("address_hash").execute();
    },
  },
  "0022_site_content": {
    async up(db: MigrationDb) {
      // The owner's editable site content (server/editing/site-content.server.ts): one row per
      // version of a block ('packages', 'faq', ...). `document` is the block's JSON (shared values
      // once, the words per language). At most one 'draft' per block (the partial unique index);
      // every 'published' row is kept: the newest is what the site shows, the others are the
      // history. `needs_update` (0/1): the English words changed and the Spanish did not.
      // `restored_from`: the version a "restore" copied. Times in ms since the epoch.
      await db.schema
        .createTable("site_content_versions")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("block", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('draft', 'published')`))
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("needs_update", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("restored_from", "integer")
        .addColumn("created_at", epochMsType(db), (c) => c.notNull())
        .addColumn("published_at", epochMsType(db))
        .execute();
      await db.schema.createIndex("site_content_versions_block_idx").on("site_content_versions").columns(["block", "status", "id"]).execute();
      await db.schema
        .createIndex("site_content_versions_one_draft_idx")
        .unique()
        .on("site_content_versions")
        .column("block")
        .where(sql.ref("status"), "=", "draft")
        .execute();
    },
  },
  "0023_booking_links": {
    async up(db: MigrationDb) {
      // Manage links emailed again (server/booking/guard.server.ts, "link again"): each one's
      // token's SHA-256 (base64url), as bookings.manage_token_hash holds the first. A link sent
      // again is a new token added beside the ones the parent already has, never in their place,
      // so a stranger typing her address ends none of her links. At most a few per booking; the
      // owner's move removes them with the booking's first token. Times in ms since the epoch.
      await db.schema
        .createTable("booking_links")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
        .addColumn("created_at", epochMsType(db), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("booking_links_booking_idx").on("booking_links").column("booking_id").execute();
    },
  },
  "0024_job_lease_done": {
    async up(db: MigrationDb) {
      // When a job last finished under its lease (ms since the epoch; null: never), so a runner that
      // takes the lease can see, holding it, whether the work is still due (server/db/leases.server.ts).
      await db.schema.alterTable("job_leases").addColumn("done_at", epochMsType(db)).execute();
    },
  },
  "0025_open_lists": {
    async up(db: MigrationDb) {
      // No list of the site's forms or languages in the database (issue 41): the registry of forms
      // (common/forms/kinds.ts) and the list of languages (common/languages.ts) are the one list
      // each, and the server writes only what they hold (a note or an email of a stored submission,
      // a language read through the list). The CHECKs 0006, 0008 (kept by 0012 and 0016), 0011 and
      // 0013 wrote would have to be rebuilt with each new form or language; they are dropped. On
      // SQLite that is a rebuild of each table (rows, ids, indexes and other checks kept); on
      // PostgreSQL, `alter table … drop constraint`.
      const forms = `('discovery-call', 'contact', 'partnership', 'feedback')`;
      const language = ` check ("language" in ('en', 'es'))`;
      const checks: [table: string, column: string, check: string][] = [
        ["submission_notes", "kind", ` check (kind in ${forms})`],
        ["outbox", "submission_kind", ` check (submission_kind is null or submission_kind in ${forms})`],
        ...["discovery_call_requests", "contact_messages", "partnership_inquiries", "feedback_submissions", "bookings"].map((table): [string, string, string] => [table, "language", language]),
      ];
      for (const [table, column, check] of checks) {
        if (databaseKind(db) === "sqlite") await rebuildSqliteTable(db, table, (definition) => replaceOnce(definition, check, ""));
        else await dropPostgresColumnChecks(db, table, column);
      }
    },
  },
  "0026_booking_switch": {
    async up(db: MigrationDb) {
      // Booking's on/off switch (issue 44), beside the hours instead of deleting them: 1 parents
      // pick a time, 0 they send a request. A row saved before it was on (turning off deleted it).
      await db.schema.alterTable("booking_availability").addColumn("open", "integer", (c) => c.notNull().defaultTo(1)).execute();
    },
  },
  "0027_appointment_types": {
    async up(db: MigrationDb) {
      // Every booking belongs to an appointment type (issue 43): the free discovery call, or a
      // session of a package. Each keeps what it was booked as, so a later change of a type's length
      // or of whether the caps count it never changes a booking already made: its type's id, its
      // length in minutes (what its claims and invite hold), and whether it counted under the day's
      // and month's caps (a cancel or a move gives back only what was taken). The calls booked
      // before are discovery calls of 15 minutes, counted.
      await db.schema.alterTable("bookings").addColumn("appointment_type", "text", (c) => c.notNull().defaultTo("discovery-call")).execute();
      await db.schema.alterTable("bookings").addColumn("minutes", "integer", (c) => c.notNull().defaultTo(15)).execute();
      await db.schema.alterTable("bookings").addColumn("counted", "integer", (c) => c.notNull().defaultTo(1)).execute();
    },
  },
  "0028_orders": {
    async up(db: MigrationDb) {
      // A family's order of a package (issue 43, server/payments/orders.server.ts). What she chose
      // and what it cost are stored when the order is made (line_items: JSON, names and cents;
      // amount_total in cents), so a later price change never alters it. The order page's token is
      // stored only as its SHA-256 (base64url), as manage links are. `status`: open (sent to
      // Stripe Checkout, not paid), paid, expired (the Checkout Session ended unpaid),
      // payment_failed (a bank debit that did not go through). `amount_refunded` (cents) is the
      // charge's total refunded as Stripe last said, never lowered; `refund_failed_at` the time
      // Stripe said a refund failed (null: none did). Times in ms since the epoch.
      await db.schema
        .createTable("orders")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("package_id", "text", (c) => c.notNull())
        .addColumn("children", "integer", (c) => c.notNull())
        .addColumn("strategy_session", "integer", (c) => c.notNull())
        .addColumn("line_items", "text", (c) => c.notNull())
        .addColumn("amount_total", "integer", (c) => c.notNull().check(sql`amount_total > 0`))
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("parent_name", "text", (c) => c.notNull())
        .addColumn("parent_email", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("open").check(sql`status in ('open', 'paid', 'expired', 'payment_failed')`))
        .addColumn("amount_refunded", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("refund_failed_at", epochMsType(db))
        .addColumn("checkout_session_id", "text", (c) => c.unique())
        .addColumn("payment_intent_id", "text")
        .addColumn("checkout_expires_at", epochMsType(db))
        .addColumn("created_at", epochMsType(db), (c) => c.notNull())
        .addColumn("paid_at", epochMsType(db))
        .addColumn("updated_at", epochMsType(db), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("orders_payment_intent_idx").on("orders").column("payment_intent_id").execute();
      // Each Stripe event handled, once: its id (evt_…) is the key, stored in the same transaction
      // as what the event did, so an event seen again (Stripe's retry, a second instance) does nothing.
      await db.schema
        .createTable("stripe_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("received_at", epochMsType(db), (c) => c.notNull())
        .execute();
    },
  },
  "0029_order_sessions": {
    async up(db: MigrationDb) {
      // The sessions a family bought (issue 43), stored with her order when it is made, as the
      // owner listed them then (a later edit of the packages never changes a bought session): its
      // place in the order, its key in the packages block (`shelf-audit`, `strategy-session`), its
      // name in the order's language and its length. `status`: open (not booked: bookable once the
      // order is paid), booked (a booking holds it), withdrawn (the order was refunded in full
      // before it was booked). Times in ms since the epoch.
      await db.schema
        .createTable("order_sessions")
        .addColumn("id", "integer", idColumn(db))
        .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("session_key", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("minutes", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("open").check(sql`status in ('open', 'booked', 'withdrawn')`))
        .addColumn("updated_at", epochMsType(db), (c) => c.notNull())
        .addUniqueConstraint("order_sessions_place", ["order_id", "position"])
        .execute();
      // More secret links to an order's page than the one Stripe's return carries: the one in the
      // email sent when it is paid (only the SHA-256 of each is kept, as manage links are).
      await db.schema
        .createTable("order_links")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
        .addColumn("created_at", epochMsType(db), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("order_links_order_idx").on("order_links").column("order_id").execute();
      // A booking belongs to a discovery-call request or to a bought session, exactly one of them.
      await db.schema.alterTable("bookings").addColumn("order_session_id", "integer", (c) => c.references("order_sessions.id")).execute();
      const oneOwner = "(request_id is null) <> (order_session_id is null)";
      if (databaseKind(db) === "sqlite") {
        await rebuildSqliteTable(db, "bookings", (definition) =>
          replaceOnce(definition, `"request_id" integer not null references`, `"request_id" integer references`).replace(/\)\s*$/, `, constraint "bookings_one_owner" check (${oneOwner}))`),
        );
      } else {
        await sql`alter table bookings alter column request_id drop not null`.execute(db);
        await sql.raw(`alter table bookings add constraint bookings_one_owner check (${oneOwner})`).execute(db);
      }
      await db.schema.createIndex("bookings_order_session_idx").on("bookings").column("order_session_id").execute();
    },
  },
  "0030_order_receipts": {
    async up(db: MigrationDb) {
      // An order's receipt and its checkout form (issue 43). `receipt_url`: the address of the
      // charge's receipt at Stripe, stored when the order is fulfilled, so the order page does not
      // ask Stripe at every view. `checkout_form_hash`: SHA-256 of the checkout form's signed token
      // and what was sent with it, unique, so the same form posted twice (a double tap on "Pay"
      // without JavaScript) finds the first order instead of making a second (null: erased, or an
      // order made before).
      await db.schema.alterTable("orders").addColumn("receipt_url", "text").execute();
      await db.schema.alterTable("orders").addColumn("checkout_form_hash", "text").execute();
      await db.schema.createIndex("orders_checkout_form_idx").unique().on("orders").column("checkout_form_hash").execute();
      // The sweep of orders left open finds them by status and expiry.
      await db.schema.createIndex("orders_open_expiry_idx").on("orders").columns(["status", "checkout_expires_at"]).execute();
      // A paid order's emails (to the parent, to the owner) are outbox rows of two new purposes: the
      // purpose check is widened (SQLite: a rebuild, rows and indexes kept; PostgreSQL: in place).
      const before = `'sign-in-notice')`;
      const purposes = `'owner-notification', 'visitor-confirmation', 'test', 'booking-parent', 'booking-owner', 'booking-reminder', 'sign-in-notice', 'order-parent', 'order-owner'`;
      if (databaseKind(db) === "sqlite") {
        await rebuildSqliteTable(db, "outbox", (definition) => replaceOnce(definition, before, `'sign-in-notice', 'order-parent', 'order-owner')`));
      } else {
        await dropPostgresColumnChecks(db, "outbox", "purpose");
        await sql.raw(`alter table outbox add constraint outbox_purpose_check check (purpose in (${purposes}))`).execute(db);
      }
    },
  },
  "0031_one_booking_per_session": {
    async up(db: MigrationDb) {
      // A bought session is held by one booking at most (issue 43): bookSession's compare-and-set
      // on order_sessions ensures it; this index makes the database refuse a second one too, on
      // SQLite and PostgreSQL alike (a partial unique index: cancelled bookings do not hold it).
      await db.schema
        .createIndex("bookings_one_per_session")
        .unique()
        .on("bookings")
        .column("order_session_id")
        .where(sql.ref("status"), "<>", "cancelled")
        .execute();
    },
  },
};

function sqlRatingCheck(column: string) {
  return sql`${sql.ref(column)} is null or (${sql.ref(column)} between 1 and 5)`;
}
