import type { Insertable } from "kysely";
import { onTestFinished } from "vitest";
import type { AppointmentLength } from "#common/booking/appointment-types.ts";
import { defaultAvailability, type Availability } from "#common/booking/availability.ts";
import { loadServerConfig, mailSettings } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import type { DiscoveryCallRequestTable, SubmissionLanguage } from "#server/db/schema";
import type { TestDatabase } from "#tests/database";
import { insertCallRequest } from "#tests/rows";
import { discoveryCallBooking } from "#server/booking/submission-hook.server";
import { createSubmissionService } from "#server/forms/submissions.server";
import { submissionMailerFromConfig } from "#server/email/outbox.server";
import { startTestSmtp } from "#tests/smtp";
import { createMailTransport, sendOutboxRow } from "#server/email/transport.server";
import { OutboxWorker } from "#server/email/worker.server";
import { bookInTransaction, bookingSettings, saveAvailability } from "#server/booking/bookings.server";
import type { ChangeDeps } from "#server/booking/changes.server";
import { bookingMailerFromConfig } from "#server/booking/emails.server";

/** The business's zone in the booking tests (the default). */
export const zone = "America/New_York";
/** Tuesday, December 1, 2026, 9:00 in New York: "now" in most booking tests. */
export const DECEMBER_1 = Date.parse("2026-12-01T14:00:00Z");
/** 10:00 New York time on a December 2026 day (EST, UTC-5), plus `minutes`. */
export const tenOn = (day: number, minutes = 0) => Date.parse(`2026-12-${String(day).padStart(2, "0")}T15:00:00Z`) + minutes * 60_000;

/** Monday to Friday, 9 AM – 12 PM, with the limits a test sets. */
export const weekdayMornings = (limits: Partial<Availability> = {}): Availability => ({
  ...defaultAvailability,
  weekly: [[], ...Array.from({ length: 5 }, () => [{ start: "09:00", end: "12:00" }]), []],
  ...limits,
});

/** A request (received `now`) booked at `start` in New York, as the form's transaction books it. */
export async function bookCall(db: AppDatabase, start: number, now = DECEMBER_1, values: Partial<Insertable<DiscoveryCallRequestTable>> = {}, appointment?: AppointmentLength) {
  const id = await insertCallRequest(db, { received_at: new Date(now).toISOString(), ...values });
  return db.transaction().execute((trx) => bookInTransaction(trx, { timeZone: zone, now, domain: "kindred.test" }, { id, language: "en" }, start, appointment));
}

/** What the discovery call form posts, with a time chosen. */
export const callFormFields = (slot: number, email = "ana@example.org") => ({
  parent_name: "Ana Pérez",
  parent_email: email,
  // The owner phones (the availability's default): the number is required to book.
  parent_phone: "555-234-0000",
  child_age: "3-4years",
  preferred_time: "",
  challenges: "Bedtime reading has become a struggle; she wants the same book every night.",
  hear_about_us: "",
  slot: String(slot),
  website: "",
});

export type BookOptions = { email?: string; client?: string; language?: SubmissionLanguage; fields?: Record<string, string> };

/**
 * The discovery call form's service on `database` (closed when the test ends), its emails sent by
 * a real outbox worker to a real SMTP server on 127.0.0.1, the clock at `start` moved by hand, and
 * `availability` saved. `book` posts the form as the page does, 5 s after the page was drawn.
 */
export async function startBookingService(database: TestDatabase, options: { availability: Availability; start: number; env?: Record<string, string> }) {
  onTestFinished(() => database.close());
  const smtp = await startTestSmtp();
  onTestFinished(() => smtp.close());
  const { db } = database;
  const env = { OWNER_NOTIFY_EMAIL: "owner@kindred.test", MAIL_FROM: "Kindred Pages <hello@kindred.test>", RATE_LIMIT_MAX_ATTEMPTS: "1000", ...options.env };
  const config = { ...loadServerConfig(env), LOG_REQUESTS: false };
  const clock = { now: options.start };
  const now = () => clock.now;
  const mailer = bookingMailerFromConfig(config);
  const { service, tokens } = createSubmissionService({
    db,
    config,
    formTokenSecret: "test-secret-for-form-tokens",
    now,
    emails: submissionMailerFromConfig(config),
    hooks: { "discovery-call": discoveryCallBooking({ db, settings: bookingSettings(config), mailer, keySecret: "test-secret-for-form-tokens", now }) },
  });
  const transport = createMailTransport(smtp.url);
  onTestFinished(() => transport.close());
  const from = mailSettings(config).from;
  const worker = new OutboxWorker({ db, send: (row) => sendOutboxRow(transport, from, row), now, random: () => 0.5, log: () => {} });
  const deps: ChangeDeps = { db, context: () => ({ timeZone: zone, now: clock.now }), mailer };
  await saveAvailability(db, options.availability, clock.now);

  let form = 0;
  async function book(start: number, { email, client = "203.0.113.7", language = "en", fields = {} }: BookOptions = {}) {
    const token = tokens.issue("discovery-call", clock.now);
    clock.now += 5_000;
    const values = { ...callFormFields(start, email), form_token: token, idempotency_key: `booking-test-key-${String(form++).padStart(4, "0")}`, ...fields };
    return service.submitForm("discovery-call", values, client, language);
  }
  return { db, smtp, clock, worker, deps, book, config };
}
