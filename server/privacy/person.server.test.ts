import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveAvailability } from "#server/booking/bookings.server";
import { freeErasedCalls } from "#server/booking/submission-hook.server";
import { bookCall, DECEMBER_1, tenOn, weekdayMornings, zone } from "#tests/booking";
import type { AppDatabase } from "#server/db/database.server";
import { databaseKind } from "#server/db/dialect";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { defaultDocument, publish, type ContentActor } from "#server/editing/site-content.server";
import { insertContact, insertFeedback } from "#tests/rows";
import { createOrder, newOrderLink, orderById, orderByToken } from "#server/payments/orders.server";
import { bookSession, sessionAt } from "#server/booking/sessions.server";
import { notPersonal, personalData } from "#common/privacy/inventory.ts";
import { addressHash, applySuppression, BusinessAddressError, carrySuppression, erasePerson, exportPerson, findPerson, isBusinessAddress, type BusinessEnvironment, type EraseHooks } from "./person.server";

// A person's data on request, against a real database (SQLite, and PostgreSQL with
// TEST_DB=postgres): found, exported, erased in one go, and nowhere to be found afterwards.

const NOW = DECEMBER_1;
const availability = weekdayMornings({ bufferBeforeMinutes: 0, bufferAfterMinutes: 15, minNoticeHours: 2, horizonDays: 40, maxPerDay: 3, maxPerMonth: 5, intervalMinutes: 15 });
const ADDRESS = "ana.perez@example.org";
const OTHER = "maria@example.org";
/** The environment's business addresses (CONTACT_EMAIL, MAIL_FROM, OWNER_NOTIFY_EMAIL). */
const business: BusinessEnvironment = {
  business: { contactEmail: "hello@kindred.test" },
  MAIL_FROM: { address: "Send@Kindred.test" },
  OWNER_NOTIFY_EMAIL: ["elena@kindred.test", "helper@kindred.test"],
};
let owner: { id: number; email: string };
/** Booking's part, as the server gives it (server/app.server.ts). */
const hooks: EraseHooks = { "discovery-call": freeErasedCalls(zone) };
let options: { actor: { id: number; email: string }; business: BusinessEnvironment; now: number; hooks: EraseHooks };

let database: TestDatabase;
let db: AppDatabase;
let serial = 0;

beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  await saveAvailability(db, availability, NOW);
  const user = await db
    .insertInto("users")
    .values({ email: "owner@kindred.test", name: "Owner", role: "owner", password_hash: "x", created_at: new Date(NOW).toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  owner = { id: user.id, email: "owner@kindred.test" };
  options = { actor: owner, business, now: NOW, hooks };
});

afterEach(async () => {
  await database.close();
});

const at = new Date(NOW).toISOString();

async function email(values: { recipients: string; replyTo?: string | null; kind?: "contact" | "discovery-call" | "feedback"; submissionId?: number; text: string; purpose?: "visitor-confirmation" | "owner-notification" | "booking-parent" | "test" }) {
  await db
    .insertInto("outbox")
    .values({
      message_id: `<m${serial++}@kindred.test>`,
      purpose: values.purpose ?? "visitor-confirmation",
      submission_kind: values.kind ?? null,
      submission_id: values.submissionId ?? null,
      recipients: values.recipients,
      reply_to: values.replyTo ?? null,
      subject: "Your message",
      text_body: values.text,
      html_body: `<p>${values.text}</p>`,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

async function note(kind: "contact" | "discovery-call" | "feedback", id: number, body: string) {
  await db.insertInto("submission_notes").values({ kind, submission_id: id, author_user_id: null, author_name: "Owner", body, created_at: at }).execute();
}

/** One person's rows: a contact message, a discovery call booked for `day`, feedback, notes and emails. */
async function seed(address: string, name: string, day: number) {
  const contact = await insertContact(db, { received_at: at, name, email: address, message: `Hello from ${name}`, hear_about_us: "" });
  const booked = await bookCall(db, tenOn(day), NOW, { parent_name: name, parent_email: address, child_name: "Leo" });
  const call = booked.booking.request_id!;
  await db.insertInto("booking_reminders").values({ booking_id: booked.booking.id, kind: "24h", sequence: 0, message_id: `<r${serial++}@kindred.test>` }).execute();
  const feedback = await insertFeedback(db, { received_at: at, full_name: name, email_address: address, experience_story: "Lovely" });
  await note("contact", contact, `Called ${name} back`);
  await note("discovery-call", call, "Prefers mornings");
  await note("feedback", feedback, "Ask for a testimonial");
  // The visitor's confirmation; the owner's notification replying to them; a reminder about the call.
  await email({ recipients: `${name} <${address.toUpperCase()}>`, kind: "contact", submissionId: contact, text: `Dear ${name}` });
  await email({ recipients: "owner@kindred.test", replyTo: address, kind: "contact", submissionId: contact, purpose: "owner-notification", text: `From ${address}` });
  await email({ recipients: address, text: "Your call is tomorrow" });
  await email({ recipients: "owner@kindred.test", kind: "feedback", submissionId: feedback, purpose: "owner-notification", text: "New feedback" });
  return { contact, call, feedback, booking: booked.booking.id };
}

/** Every text column of every table, from the database itself (as inventory.test.ts lists them). */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  if (databaseKind(db) === "postgres") {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and (c.data_type like 'text%' or c.data_type like 'character%')`.execute(db);
    return rows.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
  }
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const columns: { table: string; column: string }[] = [];
  for (const { name: table } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db);
    for (const row of info.rows) if (/char|clob|text/i.test(row.type)) columns.push({ table, column: row.name });
  }
  return columns;
}

/** Where the address appears, any case: "table.column" for each column holding it. */
async function whereFound(address: string): Promise<string[]> {
  const found: string[] = [];
  const columns = await textColumns();
  expect(columns.length).toBeGreaterThan(100);
  for (const { table, column } of columns) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where lower(${sql.ref(column)}) like ${`%${address.toLowerCase()}%`}`.execute(db);
    if (Number(row.rows[0]!.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const count = async (table: "contact_messages" | "discovery_call_requests" | "feedback_submissions" | "submission_notes" | "bookings" | "booking_claims" | "booking_reminders" | "outbox") =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe("a person's data", () => {
  it("is found by address in any case, exported, and erased everywhere, leaving others untouched", async () => {
    const ana = await seed(ADDRESS, "Ana Pérez", 2);
    const maria = await seed(OTHER, "Maria Ortiz", 3);
    // A testimonial published from her feedback, with her permission.
    await db.insertInto("individual_testimonials").values({ feedback_id: ana.feedback, full_name: "Ana P.", experience_story: "Lovely", created_at: at }).execute();

    const found = await findPerson(db, "  Ana.Perez@EXAMPLE.org ");
    expect(found.email).toBe(ADDRESS);
    expect(found.submissions.map((s) => [s.kind, s.row.id])).toEqual([
      ["discovery-call", ana.call],
      ["contact", ana.contact],
      ["feedback", ana.feedback],
    ]);
    expect(found.submissions.every((s) => s.notes.length === 1)).toBe(true);
    const call = found.submissions.find((s) => s.kind === "discovery-call");
    expect(call?.kind === "discovery-call" && call.bookings.map((b) => b.id)).toEqual([ana.booking]);
    expect(found.emails).toHaveLength(4);

    const exported = JSON.parse(JSON.stringify(exportPerson(found, NOW))) as { email: string; submissions: unknown[]; emails: unknown[] };
    expect(exported.email).toBe(ADDRESS);
    expect(exported.submissions).toHaveLength(3);
    expect(exported.emails).toHaveLength(4);
    expect(JSON.stringify(exported)).toContain("Prefers mornings");
    expect(JSON.stringify(exported)).toContain("Hello from Ana Pérez");
    expect(JSON.stringify(exported)).not.toContain("Maria");

    const before = { contact: await count("contact_messages"), outbox: await count("outbox"), claims: await count("booking_claims") };
    const counts = await erasePerson(db, ADDRESS.toUpperCase(), options);
    expect(counts).toMatchObject({ submissions: 3, notes: 3, bookings: 1, emails: 4, hash: addressHash(ADDRESS) });
    expect(await findPerson(db, ADDRESS)).toEqual({ email: ADDRESS, submissions: [], emails: [], orders: [], orderSessions: [] });
    expect(await whereFound(ADDRESS)).toEqual([]);
    expect(await whereFound("Ana Pérez")).toEqual([]);

    // The booked call ahead no longer counts against its day and month.
    const counters = Object.fromEntries((await db.selectFrom("booking_counts").selectAll().execute()).map((r) => [r.period, Number(r.count)]));
    expect(counters).toMatchObject({ "day:2026-12-02": 0, "day:2026-12-03": 1, "month:2026-12": 1 });

    // The audit log has the hash and the counts, never the address.
    const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "person.erase").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe(owner.email);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ addressHash: addressHash(ADDRESS), submissions: 3, notes: 3, bookings: 1, emails: 4, orders: 0 });
    expect(await db.selectFrom("erased_addresses").select("address_hash").execute()).toEqual([{ address_hash: addressHash(ADDRESS) }]);

    // The published testimonial keeps its words but no longer points at the feedback.
    expect(await db.selectFrom("individual_testimonials").select(["feedback_id", "full_name"]).execute()).toEqual([{ feedback_id: null, full_name: "Ana P." }]);

    // Maria's rows are all there.
    expect(await count("contact_messages")).toBe(before.contact - 1);
    expect(await count("outbox")).toBe(before.outbox - 4);
    expect(await count("booking_claims")).toBeLessThan(before.claims);
    const other = await findPerson(db, OTHER);
    expect(other.submissions.map((s) => s.row.id)).toEqual([maria.call, maria.contact, maria.feedback]);
    expect(other.emails).toHaveLength(4);
    expect(await count("booking_reminders")).toBe(1);
  });

  it("finds and exports a person's paid order, and erasing keeps its amounts, times and Stripe ids for the accounts without the name, email or page link", async () => {
    await seed(ADDRESS, "Ana Pérez", 2);
    const PAID_AT = NOW + 60_000;
    /** A paid order of `email`'s, partly refunded, as the webhook leaves one (issue 43). */
    const paidOrder = async (email: string, name: string, session: string) => {
      const made = await createOrder(db, { packageId: "read-together-toolkit", children: 2, strategySession: true }, { name, email }, "es", NOW);
      if (!made.ok) throw new Error(made.error);
      await db
        .updateTable("orders")
        .set({ status: "paid", paid_at: PAID_AT, checkout_session_id: session, payment_intent_id: `pi_${session}`, amount_refunded: 1050, updated_at: PAID_AT })
        .where("id", "=", made.order.id)
        .execute();
      return { order: (await orderById(db, made.order.id))!, token: made.token };
    };
    const ana = await paidOrder(ADDRESS.toUpperCase(), "Ana Pérez", "cs_test_ana");
    const maria = await paidOrder(OTHER, "Maria Ortiz", "cs_test_maria");
    // Her live demonstration booked (in her zone), and the link her paid-order email carried.
    const demonstration = (await sessionAt(db, ana.order.id, 0))!;
    const booked = await bookSession({ db, context: () => ({ timeZone: zone, now: NOW }), domain: "kindred.test" }, ana.order, demonstration.id, tenOn(4, -60), "Europe/Madrid");
    if (!booked.ok) throw new Error(booked.reason);
    const emailed = await newOrderLink(db, ana.order.id, NOW);

    const found = await findPerson(db, ADDRESS);
    expect(found.orders.map((order) => order.id)).toEqual([ana.order.id]);
    type Row = Record<string, unknown>;
    const exported = JSON.parse(JSON.stringify(exportPerson(found, NOW))) as { orders: Row[] };
    expect(exported.orders).toHaveLength(1);
    const total = (ana.order.amount_total / 100).toFixed(2);
    expect(exported.orders[0]).toMatchObject({
      id: ana.order.id,
      package_id: "read-together-toolkit",
      children: 2,
      strategy_session: 1,
      parent_name: "Ana Pérez",
      parent_email: ADDRESS.toUpperCase(),
      language: "es",
      status: "paid",
      currency: "USD",
      amount_total: total,
      amount_refunded: "10.50",
      checkout_session_id: "cs_test_ana",
      payment_intent_id: "pi_cs_test_ana",
      created_at: new Date(NOW).toISOString(),
      paid_at: new Date(PAID_AT).toISOString(),
      refund_failed_at: null,
    });
    const items = exported.orders[0]!.line_items as { name: string; quantity: number; price: string }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.reduce((sum, item) => sum + Number(item.price) * 100 * item.quantity, 0)).toBe(ana.order.amount_total);
    // Her sessions, the booked one with its time.
    expect(exported.orders[0]!.sessions).toEqual([
      { name: demonstration.name, minutes: 90, status: "booked", start_at: new Date(tenOn(4, -60)).toISOString(), end_at: new Date(tenOn(4, 30)).toISOString(), time_zone: "Europe/Madrid" },
      { name: expect.any(String), minutes: 30, status: "open" },
      { name: expect.any(String), minutes: 90, status: "open" },
    ]);
    // Never the page link's hash.
    expect(exported.orders[0]).not.toHaveProperty("token_hash");
    expect(JSON.stringify(exported)).not.toContain(ana.order.token_hash);

    const counts = await erasePerson(db, ADDRESS, options);
    expect(counts).toMatchObject({ submissions: 3, orders: 1 });
    const after = (await orderById(db, ana.order.id))!;
    // The accounts keep what was sold, for how much, when, and where to find it at Stripe.
    const { parent_name, parent_email, token_hash, updated_at, ...kept } = after;
    const { parent_name: _n, parent_email: _e, token_hash: _t, updated_at: _u, ...before } = ana.order;
    expect(kept).toEqual(before);
    expect(after).toMatchObject({ status: "paid", paid_at: PAID_AT, amount_refunded: 1050, checkout_session_id: "cs_test_ana", payment_intent_id: "pi_cs_test_ana" });
    expect(Number(updated_at)).toBe(NOW);
    // The name, email and page link are gone: the page's token finds nothing.
    expect([parent_name, parent_email]).toEqual(["", ""]);
    expect(token_hash).not.toBe(ana.order.token_hash);
    expect(await orderByToken(db, ana.token)).toBeNull();
    // Every link to it too (the emailed one), and her session's booking with its manage link: its time is free again.
    expect(await orderByToken(db, emailed)).toBeNull();
    expect(await db.selectFrom("bookings").select("id").where("order_session_id", "=", demonstration.id).execute()).toEqual([]);
    expect(await db.selectFrom("booking_claims").select("cell").where("booking_id", "=", booked.booking.id).execute()).toEqual([]);
    // Its session was still ahead, so not had: the accounts show it not booked.
    expect((await sessionAt(db, ana.order.id, 0))!.status).toBe("open");
    expect(await whereFound(ADDRESS)).toEqual([]);
    expect(await whereFound("Ana Pérez")).toEqual([]);
    expect((await findPerson(db, ADDRESS)).orders).toEqual([]);
    const audit = await db.selectFrom("audit_log").select("detail").where("action", "=", "person.erase").executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ addressHash: addressHash(ADDRESS), orders: 1 });

    // Maria's order is untouched and still opens with its link.
    expect(await orderByToken(db, maria.token)).toEqual(maria.order);
  });

  it("erases again an order a restored backup brings back (the suppression list)", async () => {
    const made = await createOrder(db, { packageId: "read-together-toolkit", children: 1, strategySession: false }, { name: "Ana Pérez", email: ADDRESS }, "en", NOW);
    if (!made.ok) throw new Error(made.error);
    await db.insertInto("erased_addresses").values({ address_hash: addressHash(ADDRESS), erased_at: at }).execute();
    expect(await applySuppression(db, options)).toMatchObject({ people: 1, orders: 1 });
    expect(await orderByToken(db, made.token)).toBeNull();
    expect(await orderById(db, made.order.id)).toMatchObject({ parent_name: "", parent_email: "", amount_total: made.order.amount_total });
  });

  it("exports every column but those the data inventory calls not personal, and names times as dates", async () => {
    const ana = await seed(ADDRESS, "Ana Pérez", 2);
    const found = await findPerson(db, ADDRESS);
    type Row = Record<string, unknown>;
    const exported = JSON.parse(JSON.stringify(exportPerson(found, NOW))) as { submissions: (Row & { form: string; notes: Row[]; bookings?: Row[] })[]; emails: Row[] };
    const tables: Record<string, string> = { "discovery-call": "discovery_call_requests", contact: "contact_messages", feedback: "feedback_submissions" };
    /** The columns the database has for `row`, less those the inventory lists as not personal. */
    const expected = (table: string, row: object) => Object.keys(row).filter((column) => !Object.hasOwn(notPersonal[table]!, column)).sort();
    const personal = (table: string) => personalData.filter((entry) => entry.table === table).flatMap((entry) => [...entry.columns]);

    expect(exported.submissions.map((s) => s.form)).toEqual(["discovery-call", "contact", "feedback"]);
    for (const [i, submission] of found.submissions.entries()) {
      const out = exported.submissions[i]!;
      const table = tables[submission.kind]!;
      const { form, notes, bookings, ...columns } = out;
      expect(form).toBe(submission.kind);
      expect(Object.keys(columns).sort()).toEqual(expected(table, submission.row));
      for (const column of personal(table)) expect(columns).toHaveProperty(column);
      expect(notes.map((note) => Object.keys(note).sort())).toEqual(submission.notes.map((note) => expected("submission_notes", note)));
      expect(notes[0]).toMatchObject({ body: submission.notes[0]!.body, author_name: "Owner" });
      if (submission.kind === "discovery-call") {
        expect(bookings!.map((booking) => Object.keys(booking).sort())).toEqual(submission.bookings.map((booking) => expected("bookings", booking)));
        // A booked call's time is a date, not milliseconds to decode.
        expect(bookings![0]).toMatchObject({ id: ana.booking, start_at: new Date(tenOn(2)).toISOString(), end_at: new Date(tenOn(2) + 15 * 60_000).toISOString(), status: "booked" });
      } else {
        expect(bookings).toBeUndefined();
      }
    }
    expect(exported.emails.map((e) => Object.keys(e).sort())).toEqual(found.emails.map((e) => expected("outbox", e)));
    for (const column of personal("outbox")) expect(exported.emails[0]).toHaveProperty(column);
    // Internal to the site, never a person's data: named here so a change to the inventory that lets one through fails.
    const text = JSON.stringify(exported);
    for (const internal of ["idempotency_key", "message_id", "manage_token_hash", "uid", "status_changed_at", "next_attempt_at", "claimed_until"]) {
      expect(text).not.toContain(`"${internal}"`);
    }
  });

  it("never takes the business's own addresses for a person's: the environment's, back-office accounts, and the outbox's owner emails", async () => {
    const own = (email: string) => isBusinessAddress(db, business, email);
    expect(await own(" HELLO@kindred.test ")).toBe(true);
    expect(await own("send@kindred.test")).toBe(true);
    expect(await own("Helper@Kindred.test")).toBe(true);
    // A back-office account (the owner inserted above), in any case, and one removed since.
    expect(await own("OWNER@kindred.test")).toBe(true);
    await db.insertInto("users").values({ email: "former.helper@kindred.test", name: "Former", role: "assistant", password_hash: "x", created_at: at, removed_at: at }).execute();
    expect(await own("former.helper@kindred.test")).toBe(true);
    // Addresses an earlier environment named (OWNER_NOTIFY_EMAIL, CONTACT_EMAIL before a restart),
    // still in the outbox: the recipient of an owner's notification, the reply-to of a visitor's email.
    await email({ recipients: "old-notify@kindred.test", replyTo: ADDRESS, purpose: "owner-notification", text: `From ${ADDRESS}` });
    await email({ recipients: ADDRESS, replyTo: "old-contact@kindred.test", purpose: "booking-parent", text: "Your call" });
    expect(await own("Old-Notify@kindred.test")).toBe(true);
    expect(await own("old-contact@kindred.test")).toBe(true);
    // The visitor of those same rows is a person; so is an address only a test email went to, or a similar one.
    expect(await own(ADDRESS)).toBe(false);
    await email({ recipients: "friend@example.org", purpose: "test", text: "Testing" });
    expect(await own("friend@example.org")).toBe(false);
    expect(await own("notify@kindred.test")).toBe(false);
    expect(await own("ana@example.org")).toBe(false);
    expect(await own("  ")).toBe(false);
  });

  it("refuses every contact address the owner ever published, as the current one, and erases nothing for it (the review's reproduction)", async () => {
    const FORMER = "elena.old@kindred.test";
    const CURRENT = "elena@kindred-reading.test";
    const actor: ContentActor = { user: { id: owner.id, email: owner.email, name: "Owner", role: "owner" }, address: null, now: NOW };
    const details = (contactEmail: string) => ({ ...structuredClone(defaultDocument("business")), contactEmail });
    // Two parents wrote while the former address was published: their confirmations reply to it,
    // their notifications went to it (and it was never in the environment).
    const environment: BusinessEnvironment = { business: { contactEmail: "hello@kindred.test" } };
    await publish(db, "business", details(FORMER), actor);
    const ana = await seed(ADDRESS, "Ana Pérez", 2);
    const maria = await seed(OTHER, "Maria Ortiz", 3);
    await email({ recipients: ADDRESS, replyTo: FORMER, kind: "contact", submissionId: ana.contact, text: "Your manage link" });
    await email({ recipients: FORMER, replyTo: OTHER, kind: "contact", submissionId: maria.contact, purpose: "owner-notification", text: "Maria wrote" });
    // What the export of the former address would have held: both parents' emails.
    expect((await findPerson(db, FORMER)).emails.length).toBeGreaterThanOrEqual(2);

    await publish(db, "business", details(CURRENT), actor);
    for (const address of [FORMER, CURRENT, ` ${FORMER.toUpperCase()} `]) {
      expect(await isBusinessAddress(db, environment, address), address).toBe(true);
    }
    // A version the schema would no longer take was published all the same.
    await db.updateTable("site_content_versions").set({ document: JSON.stringify({ contactEmail: "older@kindred.test", videos: "not any more" }) }).where("status", "=", "published").where("author_user_id", "is", null).execute();
    expect(await isBusinessAddress(db, environment, "older@kindred.test")).toBe(true);
    expect(await isBusinessAddress(db, environment, ADDRESS)).toBe(false);

    // Erasing the former address is refused inside its transaction: nothing deleted, nothing audited, nothing on the list.
    const before = { outbox: await count("outbox"), contact: await count("contact_messages") };
    await expect(erasePerson(db, FORMER, { ...options, business: environment })).rejects.toBeInstanceOf(BusinessAddressError);
    await expect(erasePerson(db, CURRENT, { ...options, business: environment })).rejects.toBeInstanceOf(BusinessAddressError);
    expect({ outbox: await count("outbox"), contact: await count("contact_messages") }).toEqual(before);
    expect(await db.selectFrom("audit_log").select("id").where("action", "=", "person.erase").execute()).toEqual([]);
    expect(await db.selectFrom("erased_addresses").select("address_hash").execute()).toEqual([]);

    // A suppression list holding the former address's hash (an erasure from before this check) passes over it.
    await db.insertInto("erased_addresses").values({ address_hash: addressHash(FORMER), erased_at: at }).execute();
    expect(await applySuppression(db, { ...options, business: environment })).toMatchObject({ people: 0, emails: 0 });
    expect(await count("outbox")).toBe(before.outbox);
  });

  it("does not take a similar address for this one", async () => {
    await seed("xana.perez@example.org", "Xana", 2);
    const found = await findPerson(db, ADDRESS);
    expect(found.submissions).toEqual([]);
    expect(found.emails).toEqual([]);
    expect(await erasePerson(db, ADDRESS, options)).toMatchObject({ submissions: 0, notes: 0, bookings: 0, emails: 0 });
    expect((await findPerson(db, "xana.perez@example.org")).submissions).toHaveLength(3);
  });

  it("is erased again from a restored backup by the suppression list", async () => {
    await seed(ADDRESS, "Ana Pérez", 2);
    const maria = await seed(OTHER, "Maria Ortiz", 3);
    await erasePerson(db, ADDRESS, options);
    // A backup from before the erasure brings her rows back.
    await seed(ADDRESS.toUpperCase(), "Ana Pérez", 4);
    expect(await whereFound(ADDRESS)).not.toEqual([]);

    const result = await applySuppression(db, options);
    expect(result).toMatchObject({ people: 1, submissions: 3, notes: 3, bookings: 1, emails: 4 });
    expect(await whereFound(ADDRESS)).toEqual([]);
    expect((await findPerson(db, OTHER)).submissions.map((s) => s.row.id)).toEqual([maria.call, maria.contact, maria.feedback]);
    const audit = await db.selectFrom("audit_log").select(["action", "detail"]).orderBy("id").execute();
    expect(audit.map((row) => row.action)).toEqual(["person.erase", "person.suppress"]);
    expect(audit.every((row) => !row.detail!.includes(ADDRESS))).toBe(true);
    // Nothing left to suppress.
    expect(await applySuppression(db, options)).toMatchObject({ people: 0 });
  });

  it("carries the replaced database's suppression list into an older restored copy, which is then cleaned", async () => {
    // The current database: Ana erased. The backup: from before, Ana still in it, no list.
    await seed(ADDRESS, "Ana Pérez", 2);
    await erasePerson(db, ADDRESS, options);
    const backup = await createTestDatabase();
    try {
      const current = db;
      db = backup.db;
      await saveAvailability(db, availability, NOW);
      await seed(ADDRESS, "Ana Pérez", 2);
      expect(await carrySuppression(current, db)).toBe(1);
      expect(await carrySuppression(current, db)).toBe(1);
      expect(await applySuppression(db, { actor: null, business, now: NOW, hooks })).toMatchObject({ people: 1, submissions: 3 });
      expect(await whereFound(ADDRESS)).toEqual([]);
      db = current;
    } finally {
      await backup.close();
    }
  });
});
