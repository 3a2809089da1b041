import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { AppDatabase } from "#server/db/database.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { insertCallRequest, insertContact } from "#tests/rows";
import { createInbox } from "#server/inbox/inbox.server";
import { takeLease } from "#server/db/leases.server";
import { loadServerConfig } from "#server/config.server";
import { SettingsError } from "#common/settings.ts";
import { createOrder, newOrderLink, orderById } from "#server/payments/orders.server";
import { monthsBefore, retentionSettings, runRetention, shortenAddress, STRIPE_EVENT_DAYS, type RetentionSettings } from "./retention.server";

// Each retention rule against a real database (SQLite, and PostgreSQL with TEST_DB=postgres), with
// a fake clock: what goes, what stays, the boundary, batches, "keep", the lease, the log.

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const settings: RetentionSettings = {
  submissionMonths: 24,
  emailBodyDays: 30,
  failedEmailDays: 90,
  auditMonths: 12,
  auditAddressDays: 30,
  orderYears: 7,
  formWindowMs: 60_000,
};

let database: TestDatabase;
let db: AppDatabase;
let lines: string[];
const log = (line: string) => void lines.push(line);

beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  lines = [];
});

afterEach(async () => {
  await database.close();
});

let serial = 0;
const contact = (receivedAt: string, values: { status_changed_at?: string | null; keep?: number; name?: string } = {}) =>
  insertContact(db, { received_at: receivedAt, message: "Secret words about my son", ...values });
const discovery = (receivedAt: string) => insertCallRequest(db, { received_at: receivedAt, parent_name: "Maria Ortiz", parent_email: "maria@example.org" });

async function booking(requestId: number, startAt: number, status: "booked" | "completed" = "booked") {
  const row = await db
    .insertInto("bookings")
    .values({
      request_id: requestId,
      uid: `booking-${serial++}@kindred.test`,
      start_at: startAt,
      end_at: startAt + 15 * 60_000,
      status,
      manage_token_hash: `hash-${serial++}`,
      created_at: iso(startAt - DAY),
      updated_at: iso(startAt - DAY),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("booking_claims").values({ cell: serial++, booking_id: row.id }).execute();
  await db.insertInto("booking_reminders").values({ booking_id: row.id, kind: "24h", sequence: 0, message_id: `<r${serial++}@k>` }).execute();
  return row.id;
}

async function email(values: { status: "waiting" | "sent" | "failed" | "cancelled"; createdAt: number; sentAt?: number; kind?: "contact" | "discovery-call"; submissionId?: number }) {
  const row = await db
    .insertInto("outbox")
    .values({
      message_id: `<m${serial++}@kindred.test>`,
      purpose: "visitor-confirmation",
      submission_kind: values.kind ?? null,
      submission_id: values.submissionId ?? null,
      recipients: "ana@example.org",
      reply_to: "hello@kindred.test",
      subject: "Hello Ana",
      text_body: "Dear Ana Pérez",
      html_body: "<p>Dear Ana Pérez</p>",
      status: values.status,
      next_attempt_at: iso(values.createdAt),
      created_at: iso(values.createdAt),
      sent_at: values.sentAt === undefined ? null : iso(values.sentAt),
      ical_method: "REQUEST",
      ical_content: "BEGIN:VCALENDAR",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const ids = async (table: "contact_messages" | "discovery_call_requests" | "audit_log" | "bookings") =>
  (await db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => r.id);

describe("submissions", () => {
  test("go 24 months after their last status change, with their notes and emails; 'keep' and recent changes stay; the boundary stays", async () => {
    const cutoff = Date.parse(monthsBefore(NOW, 24));
    const old = await contact(iso(cutoff - 1));
    const boundary = await contact(iso(cutoff));
    const recent = await contact(iso(NOW - 23 * 30 * DAY));
    const kept = await contact(iso(NOW - 40 * 30 * DAY), { keep: 1 });
    const changed = await contact(iso(NOW - 40 * 30 * DAY), { status_changed_at: iso(NOW - 30 * DAY) });
    for (const id of [old, recent]) {
      await db.insertInto("submission_notes").values({ kind: "contact", submission_id: id, author_user_id: null, author_name: "Rosa", body: "note", created_at: iso(NOW) }).execute();
      await email({ status: "sent", createdAt: NOW - DAY, sentAt: NOW - DAY, kind: "contact", submissionId: id });
    }

    const result = await runRetention(db, settings, NOW, log);
    expect(result.ran).toBe(true);
    expect(await ids("contact_messages")).toEqual([boundary, recent, kept, changed]);
    expect((await db.selectFrom("submission_notes").select("submission_id").execute()).map((r) => r.submission_id)).toEqual([recent]);
    expect((await db.selectFrom("outbox").select("submission_id").execute()).map((r) => r.submission_id)).toEqual([recent]);
    expect(result.ran && result.counts.contact_messages).toEqual({ deleted: 1 });
  });

  test("a discovery call takes its bookings, claims and reminders; one with a call still ahead stays", async () => {
    const long = NOW - 30 * 30 * DAY;
    const gone = await discovery(iso(long));
    await booking(gone, long + DAY, "completed");
    const ahead = await discovery(iso(long));
    const future = await booking(ahead, NOW + 2 * DAY);
    await email({ status: "sent", createdAt: long, sentAt: long, kind: "discovery-call", submissionId: gone });

    await runRetention(db, settings, NOW, log);
    expect(await ids("discovery_call_requests")).toEqual([ahead]);
    expect(await ids("bookings")).toEqual([future]);
    expect((await db.selectFrom("booking_claims").select("booking_id").execute()).map((r) => r.booking_id)).toEqual([future]);
    expect((await db.selectFrom("booking_reminders").select("booking_id").execute()).map((r) => r.booking_id)).toEqual([future]);
    expect(await db.selectFrom("outbox").select("id").execute()).toEqual([]);
  });

  test("a status change in the inbox restarts the 24 months", async () => {
    const id = await contact(iso(NOW - 23 * 30 * DAY));
    const clock = { now: NOW };
    const inbox = createInbox(db, { audit: async () => {}, now: () => clock.now });
    expect(await inbox.setStatus("contact", id, "done", { id: 1, name: "Rosa" })).toBe(true);
    // Two months on, it would have gone by its received time; its status change keeps it.
    const later = NOW + 61 * DAY;
    await runRetention(db, settings, later, log);
    expect(await ids("contact_messages")).toEqual([id]);
    await runRetention(db, settings, Date.parse(monthsBefore(NOW, -24)) + 1, log);
    expect(await ids("contact_messages")).toEqual([]);
  });

  test("more rows than one batch all go, in several statements", async () => {
    for (let i = 0; i < 8; i++) await contact(iso(NOW - 30 * 30 * DAY - i));
    const stays = await contact(iso(NOW));
    const result = await runRetention(db, { ...settings, batchSize: 3 }, NOW, log);
    expect(await ids("contact_messages")).toEqual([stays]);
    expect(result.ran && result.counts.contact_messages).toEqual({ deleted: 8 });
  });
});

describe("emails", () => {
  test("sent emails are blanked after 30 days (status kept); failed and cancelled go after 90; waiting stays", async () => {
    const blanked = await email({ status: "sent", createdAt: NOW - 31 * DAY, sentAt: NOW - 30 * DAY - 1 });
    const fresh = await email({ status: "sent", createdAt: NOW - 31 * DAY, sentAt: NOW - 30 * DAY });
    const failedOld = await email({ status: "failed", createdAt: NOW - 90 * DAY - 1 });
    const failedNew = await email({ status: "failed", createdAt: NOW - 90 * DAY });
    const cancelledOld = await email({ status: "cancelled", createdAt: NOW - 91 * DAY });
    const waiting = await email({ status: "waiting", createdAt: NOW - 200 * DAY });
    for (let i = 0; i < 4; i++) await email({ status: "sent", createdAt: NOW - 40 * DAY, sentAt: NOW - 40 * DAY });

    const result = await runRetention(db, { ...settings, batchSize: 2 }, NOW, log);
    const rows = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(rows.map((r) => r.id).slice(0, 4)).toEqual([blanked, fresh, failedNew, waiting]);
    expect(rows.map((r) => r.id)).not.toContain(failedOld);
    expect(rows.map((r) => r.id)).not.toContain(cancelledOld);
    const b = rows.find((r) => r.id === blanked)!;
    expect(b).toMatchObject({
      status: "sent",
      recipients: "",
      reply_to: null,
      subject: "visitor-confirmation",
      text_body: "",
      html_body: "",
      ical_method: null,
      ical_content: null,
    });
    expect(b.sent_at).toBe(iso(NOW - 30 * DAY - 1));
    for (const id of [fresh, failedNew, waiting]) expect(rows.find((r) => r.id === id)!.text_body).toBe("Dear Ana Pérez");
    expect(result.ran && result.counts.outbox).toEqual({ blanked: 5, deleted: 2 });
    // Idempotent: nothing more the next day.
    const again = await runRetention(db, settings, NOW, log);
    expect(again.ran && again.counts.outbox).toEqual({ blanked: 0, deleted: 0 });
  });
});

describe("sign-in and form traces", () => {
  test("expired sessions, used or expired setup links, expired challenges (passkeys' too), forgotten attempts, form attempts and blocks past their window", async () => {
    const user = await db
      .insertInto("users")
      .values({ email: "owner@kindred.test", name: "Rosa", role: "owner", password_hash: "x", created_at: iso(NOW) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("sessions")
      .values([
        { id: "expired", user_id: user.id, created_at: NOW - 31 * DAY, last_seen_at: NOW - 1000, expires_at: NOW - 1 },
        { id: "idle", user_id: user.id, created_at: NOW - DAY, last_seen_at: NOW - 12 * 60 * 60 * 1000, expires_at: NOW + DAY },
        { id: "live", user_id: user.id, created_at: NOW - DAY, last_seen_at: NOW - 1000, expires_at: NOW + DAY },
      ])
      .execute();
    await db
      .insertInto("setup_tokens")
      .values([
        { token_hash: "used", email: null, role: "owner", expires_at: NOW + 1000, used_at: iso(NOW - 1000), created_by: null, created_at: iso(NOW - 2000) },
        { token_hash: "expired", email: null, role: "owner", expires_at: NOW, used_at: null, created_by: null, created_at: iso(NOW - 2000) },
        { token_hash: "open", email: null, role: "owner", expires_at: NOW + 1, used_at: null, created_by: null, created_at: iso(NOW - 2000) },
      ])
      .execute();
    await db
      .insertInto("sign_in_challenges")
      .values([
        { id: "old", user_id: user.id, expires_at: NOW },
        { id: "open", user_id: user.id, expires_at: NOW + 1 },
      ])
      .execute();
    await db
      .insertInto("webauthn_challenges")
      .values([
        { id: "old", purpose: "authentication", user_id: null, expires_at: NOW },
        { id: "old-registration", purpose: "registration", user_id: user.id, expires_at: NOW - 1 },
        { id: "open", purpose: "registration", user_id: user.id, expires_at: NOW + 1 },
      ])
      .execute();
    await db
      .insertInto("auth_attempts")
      .values([
        { key: "forgotten", failures: 2, lockouts: 0, locked_until: null, updated_at: NOW - DAY - 1 },
        { key: "recent", failures: 2, lockouts: 0, locked_until: null, updated_at: NOW - DAY + 1 },
        { key: "locked", failures: 5, lockouts: 3, locked_until: NOW + 1000, updated_at: NOW - 2 * DAY },
      ])
      .execute();
    await db
      .insertInto("form_attempts")
      .values([
        { key: "k", at: NOW - 60_000 },
        { key: "k", at: NOW - 59_999 },
      ])
      .execute();
    await db
      .insertInto("form_blocks")
      .values([
        { key: "over", blocked_until: NOW - 60_000 },
        { key: "on", blocked_until: NOW + 1000 },
      ])
      .execute();

    await runRetention(db, settings, NOW, log);
    const keys = async (table: "sessions" | "sign_in_challenges" | "webauthn_challenges") => (await db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => r.id);
    expect(await keys("sessions")).toEqual(["live"]);
    expect((await db.selectFrom("setup_tokens").select("token_hash").execute()).map((r) => r.token_hash)).toEqual(["open"]);
    expect(await keys("sign_in_challenges")).toEqual(["open"]);
    expect(await keys("webauthn_challenges")).toEqual(["open"]);
    expect((await db.selectFrom("auth_attempts").select("key").orderBy("key").execute()).map((r) => r.key)).toEqual(["locked", "recent"]);
    expect((await db.selectFrom("form_attempts").select("at").execute()).map((r) => Number(r.at))).toEqual([NOW - 59_999]);
    expect((await db.selectFrom("form_blocks").select("key").execute()).map((r) => r.key)).toEqual(["on"]);
  });
});

describe("the audit log", () => {
  test("entries go after 12 months; addresses are shortened after 30 days (IPv4 /24, IPv6 /48), in batches", async () => {
    const entry = (at: number, address: string | null) =>
      db.insertInto("audit_log").values({ at: iso(at), actor_user_id: null, actor_email: "owner@kindred.test", action: "inbox.status", detail: "x", address }).returning("id").executeTakeFirstOrThrow();
    const cutoff = Date.parse(monthsBefore(NOW, 12));
    await entry(cutoff - 1, "198.51.100.7");
    const boundary = await entry(cutoff, "198.51.100.8");
    const v6 = await entry(NOW - 31 * DAY, "2001:db8:abcd:12::1");
    const other = await entry(NOW - 31 * DAY, "unknown");
    const none = await entry(NOW - 31 * DAY, null);
    const fresh = await entry(NOW - 30 * DAY, "203.0.113.9");
    for (let i = 0; i < 5; i++) await entry(NOW - 40 * DAY, `192.0.2.${i + 1}`);

    const result = await runRetention(db, { ...settings, batchSize: 2 }, NOW, log);
    const rows = await db.selectFrom("audit_log").select(["id", "address"]).orderBy("id").execute();
    const address = (id: number) => rows.find((r) => r.id === id.valueOf())?.address;
    expect(rows).toHaveLength(10);
    expect(address(boundary.id)).toBe("198.51.100.0/24");
    expect(address(v6.id)).toBe("2001:db8:abcd::/48");
    expect(address(other.id)).toBeNull();
    expect(address(none.id)).toBeNull();
    expect(address(fresh.id)).toBe("203.0.113.9");
    expect(rows.slice(5).map((r) => r.address)).toEqual(Array(5).fill("192.0.2.0/24"));
    expect(result.ran && result.counts.audit_log).toEqual({ deleted: 1, shortened: 8 });
  });

  test("shortenAddress", () => {
    expect(shortenAddress("10.1.2.3")).toBe("10.1.2.0/24");
    expect(shortenAddress("::ffff:10.1.2.3")).toBe("10.1.2.0/24");
    expect(shortenAddress("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(shortenAddress("::1")).toBe("0:0:0::/48");
    expect(shortenAddress("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(shortenAddress("not an address")).toBeNull();
  });
});

describe("orders", () => {
  /** An order made at `createdAt` (ms), paid, as the accounts keep it. */
  const order = async (createdAt: number) => {
    const made = await createOrder(db, { packageId: "read-together-toolkit", children: 1, strategySession: false }, { name: "Ana Pérez", email: "ana@example.org" }, "en", createdAt);
    if (!made.ok) throw new Error(made.error);
    await db.updateTable("orders").set({ status: "paid", paid_at: createdAt, checkout_session_id: `cs_${serial++}` }).where("id", "=", made.order.id).execute();
    return made.order.id;
  };
  const SEVEN_YEARS_AGO = Date.parse(monthsBefore(NOW, 7 * 12));

  test("go 7 years (RETENTION_ORDER_YEARS) after they were made; a younger one and the boundary stay; Stripe's event ids go after 90 days", async () => {
    const old = await order(SEVEN_YEARS_AGO - 1);
    // Its session was booked, and a link to its page emailed: they go with it.
    const [session] = await db.selectFrom("order_sessions").select("id").where("order_id", "=", old).orderBy("position").execute();
    const at = new Date(SEVEN_YEARS_AGO).toISOString();
    const booking = await db
      .insertInto("bookings")
      .values({ order_session_id: session!.id, uid: "booking-old@kindred.test", start_at: SEVEN_YEARS_AGO + DAY, end_at: SEVEN_YEARS_AGO + DAY + 5_400_000, manage_token_hash: "old-session-link", created_at: at, updated_at: at, appointment_type: "live-demonstration", minutes: 90, counted: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("booking_claims").values({ cell: 1, booking_id: booking.id }).execute();
    await newOrderLink(db, old, SEVEN_YEARS_AGO);
    const boundary = await order(SEVEN_YEARS_AGO);
    const younger = await order(NOW - 6 * 365 * DAY);
    await db
      .insertInto("stripe_events")
      .values([
        { id: "evt_old", type: "checkout.session.completed", received_at: NOW - STRIPE_EVENT_DAYS * DAY - 1 },
        { id: "evt_recent", type: "checkout.session.completed", received_at: NOW - STRIPE_EVENT_DAYS * DAY + 1 },
      ])
      .execute();

    const run = await runRetention(db, settings, NOW, log);
    expect(run).toMatchObject({ ran: true, counts: { orders: { deleted: 1 }, stripe_events: { deleted: 1 } } });
    expect(await orderById(db, old)).toBeNull();
    for (const table of ["order_sessions", "order_links"] as const) expect(await db.selectFrom(table).select("order_id").where("order_id", "=", old).execute()).toEqual([]);
    expect(await db.selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("booking_claims").select("cell").execute()).toEqual([]);
    expect(await orderById(db, boundary)).toMatchObject({ status: "paid" });
    expect(await orderById(db, younger)).toMatchObject({ status: "paid" });
    expect((await db.selectFrom("stripe_events").select("id").execute()).map((r) => r.id)).toEqual(["evt_recent"]);
    expect(lines[0]).toContain("orders deleted 1");
    expect(lines[0]).not.toContain("Ana");

    // A shorter setting takes the younger one too (6 years old: past 5).
    await runRetention(db, { ...settings, orderYears: 5 }, NOW, log);
    expect(await orderById(db, younger)).toBeNull();
  });

  test("RETENTION_ORDER_YEARS is 7 unless set, and a bad value stops the server with a message naming it", () => {
    expect(retentionSettings(loadServerConfig({})).orderYears).toBe(7);
    expect(retentionSettings(loadServerConfig({ RETENTION_ORDER_YEARS: "10" })).orderYears).toBe(10);
    for (const value of ["0", "31", "6.5", "seven"]) {
      expect(() => loadServerConfig({ RETENTION_ORDER_YEARS: value })).toThrow(SettingsError);
      expect(() => loadServerConfig({ RETENTION_ORDER_YEARS: value })).toThrow("RETENTION_ORDER_YEARS");
    }
  });
});

describe("one instance at a time", () => {
  test("of two instances' schedules at once only one sweeps; a lease held elsewhere is respected until it runs out", async () => {
    for (let i = 0; i < 5; i++) await contact(iso(NOW - 30 * 30 * DAY));
    // (Two sweeps asked for by hand at once may both run, one after the other: each was asked for.)
    const [a, b] = await Promise.all([runRetention(db, settings, NOW, log, "instance-a", { ifDue: true }), runRetention(db, settings, NOW, log, "instance-b", { ifDue: true })]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    const swept = a.ran ? a : b.ran ? b : null;
    expect(swept?.ran && swept.counts.contact_messages).toEqual({ deleted: 5 });

    // Another instance holds it for a while: this one skips, then takes it when it has run out.
    expect(await takeLease(db, "retention", "instance-c", NOW + 1000, 60_000)).toBe(true);
    expect(await takeLease(db, "retention", "instance-d", NOW + 2000, 60_000)).toBe(false);
    expect((await runRetention(db, settings, NOW + 30_000, log, "instance-a")).ran).toBe(false);
    expect((await runRetention(db, settings, NOW + 61_001, log, "instance-a")).ran).toBe(true);
  });

  test("the schedule sweeps once a day across instances: one whose timer fires after another's sweep finds it done", async () => {
    for (let i = 0; i < 3; i++) await contact(iso(NOW - 30 * 30 * DAY));
    const first = await runRetention(db, settings, NOW, log, "instance-a", { ifDue: true });
    expect(first.ran && first.counts.contact_messages).toEqual({ deleted: 3 });
    // Instance B's timer fires a moment later, and an hour before the day is over: nothing to do,
    // and nothing logged (it looks every hour).
    lines.length = 0;
    await contact(iso(NOW - 30 * 30 * DAY));
    expect(await runRetention(db, settings, NOW + 1_000, log, "instance-b", { ifDue: true })).toEqual({ ran: false, why: "not-due" });
    expect(await runRetention(db, settings, NOW + 23 * 60 * 60_000, log, "instance-b", { ifDue: true })).toEqual({ ran: false, why: "not-due" });
    expect(lines).toEqual([]);
    expect(await db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
    // A day after the last sweep began, the next instance to look sweeps.
    const next = await runRetention(db, settings, NOW + DAY, log, "instance-b", { ifDue: true });
    expect(next.ran && next.counts.contact_messages).toEqual({ deleted: 1 });
    // By hand (the owner's command line) it always sweeps.
    expect((await runRetention(db, settings, NOW + DAY + 1_000, log)).ran).toBe(true);
  });

  test("two schedules at the same moment sweep once, twenty times over", async () => {
    for (let round = 0; round < 20; round++) {
      const at = NOW + round * DAY;
      const [a, b] = await Promise.all([
        runRetention(db, settings, at, log, "instance-a", { ifDue: true }),
        runRetention(db, settings, at, log, "instance-b", { ifDue: true }),
      ]);
      expect([a.ran, b.ran].filter(Boolean), `round ${round}`).toHaveLength(1);
    }
  });
});

describe("the log", () => {
  test("says in one line what was removed, with counts only, never what a row said", async () => {
    await contact(iso(NOW - 30 * 30 * DAY), { name: "Quentin Zimmermannsky" });
    await email({ status: "sent", createdAt: NOW - 40 * DAY, sentAt: NOW - 40 * DAY });
    await db.insertInto("audit_log").values({ at: iso(NOW - 40 * DAY), actor_user_id: null, actor_email: "owner@kindred.test", action: "x", detail: "y", address: "198.51.100.7" }).execute();
    await runRetention(db, settings, NOW, log);
    // One line: the total, then only what was done, by table (a start with nothing due says so once).
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^retention: \d+ rows \(([a-z_]+ (deleted|blanked|shortened) \d+)(, [a-z_]+ (deleted|blanked|shortened) \d+)*\)$/);
    const all = lines.join("\n");
    for (const content of ["Quentin", "Zimmermannsky", "ana@example.org", "Secret", "Dear", "198.51", "owner@kindred"]) expect(all).not.toContain(content);
    expect(lines[0]).toContain("contact_messages deleted 1");
    expect(lines[0]).toMatch(/outbox blanked 1\b/);
    expect(lines[0]).not.toMatch(/ 0\b/);
    lines.length = 0;
    await runRetention(db, settings, NOW, log);
    expect(lines).toEqual(["retention: nothing due"]);
  });
});
