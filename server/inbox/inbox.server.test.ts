import type { Insertable } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { AppDatabase } from "#server/db/database.server";
import type { FeedbackSubmissionTable, SubmissionStatus } from "#server/db/schema";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { insertCallRequest, insertContact, insertFeedback, insertPartnership } from "#tests/rows";
import { createSubmissionService } from "#server/forms/submissions.server";
import {
  createInbox,
  excerptOf,
  filterFromSearchParams,
  formatCsvTime,
  formatReceived,
  PAGE_SIZE,
  replySubject,
  toCsv,
  type Inbox,
  type InboxActor,
} from "./inbox.server";

// The inbox against a real SQLite file: what the owner sees in the list, on the detail page and
// in the CSV, read from the four form tables through one query.

let database: TestDatabase;
let db: AppDatabase;
let inbox: Inbox<InboxActor>;
let audited: { actor: string; action: string; detail: string }[];
const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 0) };
const owner: InboxActor = { id: 1, name: "Rosa Owner" };
const assistant: InboxActor = { id: 2, name: "Sam Assistant" };

beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  audited = [];
  inbox = createInbox(db, {
    audit: async (actor, action, detail) => void audited.push({ actor: actor.name, action, detail }),
    now: () => clock.now,
  });
});

afterEach(async () => {
  await database.close();
});

/** Minutes after 2026-11-01T12:00Z, as stored. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, 0) + minutes * 60_000).toISOString();

const addContact = (minutes: number, values: Partial<{ name: string; email: string; phone: string; message: string; status: SubmissionStatus }> = {}) =>
  insertContact(db, { received_at: at(minutes), ...values });
const addDiscovery = (minutes: number, values: Partial<{ parent_name: string; parent_email: string; challenges: string; status: SubmissionStatus }> = {}) =>
  insertCallRequest(db, {
    parent_name: "Dana Lee",
    parent_email: "dana@example.com",
    parent_phone: "(555) 234-5678",
    child_age: "2-3years",
    challenges: "She only wants the same three books every night.",
    preferred_time: "evening-weekday",
    hear_about_us: "instagram",
    received_at: at(minutes),
    ...values,
  });
const addPartnership = (minutes: number, values: Partial<{ contact_name: string; organization_name: string; message: string; status: SubmissionStatus }> = {}) =>
  insertPartnership(db, { received_at: at(minutes), ...values });
const addFeedback = (minutes: number, values: Partial<Insertable<FeedbackSubmissionTable>> = {}) => insertFeedback(db, { received_at: at(minutes), ...values });

describe("list", () => {
  test("one list of the four kinds, newest first, with name, email, a one-line excerpt, time and status", async () => {
    await addContact(10);
    await addFeedback(40);
    await addDiscovery(30);
    await addPartnership(20);
    // A submission made through the real service (the page's action) shows up like the others.
    const { service, tokens } = createSubmissionService({
      db,
      config: { RATE_LIMIT_MAX_ATTEMPTS: 5, RATE_LIMIT_WINDOW_SECONDS: 60, RATE_LIMIT_BLOCK_SECONDS: 300 },
      formTokenSecret: "secret",
      now: () => clock.now,
    });
    const sent = await service.submitForm(
      "contact",
      {
        first_name: "Lena",
        last_name: "Ortiz",
        email: "Lena@Example.net",
        phone: "555-987-6543",
        child_age: "5",
        block: "foundations",
        message: "Could you suggest   picture books\nabout starting kindergarten?",
        hear_about_us: "",
        website: "",
        form_token: tokens.issue("contact", clock.now - 10_000),
        idempotency_key: "service-made-key-0001",
      },
      "203.0.113.9",
    );
    expect(sent.ok).toBe(true);

    const { items, total, page, pages } = await inbox.list();
    expect(total).toBe(5);
    expect({ page, pages }).toEqual({ page: 1, pages: 1 });
    expect(items.map((i) => `${i.kind}:${i.name}`)).toEqual([
      "contact:Lena Ortiz", // 2026-11-21, through the service
      "feedback:Maya Johnson",
      "discovery-call:Dana Lee",
      "partnership:Priya Shah",
      "contact:Ana Pérez",
    ]);
    expect(items[0]).toMatchObject({
      email: "lena@example.net",
      excerpt: "Could you suggest picture books about starting kindergarten?", // the topic header is left out
      receivedAt: new Date(clock.now).toISOString(),
      status: "new",
    });
    expect(items[1]!.excerpt).toBe("Bedtime went from a fight to the best part of our day.");
  });

  test("a long message is cut to one line of about 120 characters", async () => {
    const long = `${"word ".repeat(60)}\nsecond line`;
    await addPartnership(1, { message: long });
    const [item] = (await inbox.list()).items;
    expect(item!.excerpt).not.toContain("\n");
    expect(item!.excerpt.length).toBeLessThanOrEqual(121);
    expect(item!.excerpt.endsWith("…")).toBe(true);
    expect(excerptOf("short\n\ttext ")).toBe("short text");
  });

  test("filters by kind and by status, alone or together", async () => {
    await addContact(1, { status: "done" });
    await addContact(2);
    await addDiscovery(3, { status: "spam" });
    await addPartnership(4, { status: "in-progress" });
    await addFeedback(5, { status: "archived" });
    const names = async (filter: Parameters<typeof inbox.list>[0]) => (await inbox.list(filter)).items.map((i) => `${i.kind}/${i.status}`);
    expect(await names({ kinds: ["contact"] })).toEqual(["contact/new", "contact/done"]);
    expect(await names({ statuses: ["spam", "archived"] })).toEqual(["feedback/archived", "discovery-call/spam"]);
    expect(await names({ kinds: ["contact", "partnership"], statuses: ["done", "in-progress"] })).toEqual(["partnership/in-progress", "contact/done"]);
    expect((await inbox.list({ kinds: ["feedback"], statuses: ["new"] })).total).toBe(0);
  });

  test("the URL's filter keeps known kinds and statuses only, and a sane page number", () => {
    const f = filterFromSearchParams(new URLSearchParams("kind=contact&kind=bogus&kind=contact&status=done&status=deleted&q=%20ana%20&page=-3"));
    expect(f).toEqual({ kinds: ["contact"], statuses: ["done"], search: "ana", page: 1 });
    expect(filterFromSearchParams(new URLSearchParams("page=4")).page).toBe(4);
  });

  test("search looks in names, emails and text, whatever the case; % and _ are taken literally", async () => {
    await addContact(1, { name: "Ana Pérez", email: "ana@example.org" });
    await addDiscovery(2, { parent_name: "Dana Lee", challenges: "Reading at 100% effort, then tears" });
    await addPartnership(3, { organization_name: "Maple Street Elementary", message: "Family night" });
    await addFeedback(4, { full_name: "Maya Johnson", other_comments: "Loved the DRAGON books" });
    const found = async (search: string) => (await inbox.list({ search })).items.map((i) => i.name);
    expect(await found("ANA@EXAMPLE.ORG")).toEqual(["Ana Pérez"]);
    expect(await found("dana")).toEqual(["Dana Lee"]);
    expect(await found("maple street")).toEqual(["Priya Shah"]);
    expect(await found("dragon")).toEqual(["Maya Johnson"]);
    expect(await found("100%")).toEqual(["Dana Lee"]);
    expect(await found("%")).toEqual(["Dana Lee"]);
    expect(await found("a_a")).toEqual([]);
    expect(await found("nobody-like-this")).toEqual([]);
    // Search combines with the other filters.
    expect((await inbox.list({ search: "example", kinds: ["contact"] })).items.map((i) => i.kind)).toEqual(["contact"]);
  });

  test("pages of 50, newest first, without overlap; a page past the end shows the last", async () => {
    for (let i = 0; i < 60; i++) await addContact(i * 2, { name: `Contact ${i}` });
    for (let i = 0; i < 60; i++) await addFeedback(i * 2 + 1, { full_name: `Feedback ${i}` });
    const first = await inbox.list({ page: 1 });
    const third = await inbox.list({ page: 3 });
    expect(first).toMatchObject({ total: 120, page: 1, pages: 3 });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(third.items).toHaveLength(20);
    expect(first.items[0]!.name).toBe("Feedback 59");
    expect(first.items[1]!.name).toBe("Contact 59");
    const seen = new Set<string>();
    const received: string[] = [];
    for (const page of [1, 2, 3]) {
      for (const item of (await inbox.list({ page })).items) {
        seen.add(`${item.kind}:${item.id}`);
        received.push(item.receivedAt);
      }
    }
    expect(seen.size).toBe(120);
    expect(received).toEqual([...received].sort().reverse());
    expect((await inbox.list({ page: 9 })).page).toBe(3);
    expect((await inbox.list({ page: 2, kinds: ["contact"] })).items).toHaveLength(10);
  });
});

describe("countNew", () => {
  test("counts only the new ones, per kind and in all", async () => {
    await addContact(1);
    await addContact(2);
    await addContact(3, { status: "done" });
    await addDiscovery(4);
    await addFeedback(5, { status: "spam" });
    expect(await inbox.countNew()).toEqual({ "discovery-call": 1, contact: 2, partnership: 0, feedback: 0, total: 3 });
  });
});

describe("detail", () => {
  test("every field with the owner's label, as sent: whitespace kept, choices by their label, feedback's flags and ratings", async () => {
    const id = await addFeedback(1);
    const item = await inbox.get("feedback", id);
    expect(item).toMatchObject({ kind: "feedback", id, name: "Maya Johnson", email: "maya@example.org", status: "new" });
    const field = (label: string) => item!.fields.find((f) => f.label === label)?.value;
    expect(item!.fields).toHaveLength(26);
    expect(field("Their experience in their own words")).toBe("Bedtime went from a fight\n\nto the best part of our day.");
    expect(field("Overall satisfaction (1-5)")).toBe("5");
    expect(field("Book selections (1-5)")).toBe("Not rated");
    expect(field("May be quoted on the website")).toBe("Yes");
    expect(field("May be contacted about news and offers")).toBe("No");
    expect(field("Reading improvements noticed")).toBe("Increased reading frequency\nBetter child engagement with books");

    const call = await inbox.get("discovery-call", await addDiscovery(2));
    const callField = (label: string) => call!.fields.find((f) => f.label === label)?.value;
    expect(callField("Child's age")).toBe("2-3 years");
    expect(callField("Best time for a call")).toBe("Weekday evening (5pm-8pm EST)");
    expect(callField("How they heard about us")).toBe("Instagram");
    expect(call!.phone).toBe("(555) 234-5678");
  });

  test("an unknown kind or id is absent, and opening an item leaves it new", async () => {
    const id = await addContact(1);
    expect(await inbox.get("contact", id + 1)).toBeUndefined();
    expect(await inbox.get("nope" as never, id)).toBeUndefined();
    await inbox.get("contact", id);
    expect((await inbox.get("contact", id))!.status).toBe("new");
    expect((await inbox.countNew()).contact).toBe(1);
  });
});

describe("setStatus", () => {
  test("moves an item through the statuses, audited with who and what, without the visitor's words", async () => {
    const id = await addContact(1);
    for (const status of ["in-progress", "done", "archived", "spam", "new"] as const) {
      expect(await inbox.setStatus("contact", id, status, owner)).toBe(true);
      expect((await inbox.get("contact", id))!.status).toBe(status);
    }
    expect(audited.map((a) => `${a.actor}|${a.action}|${a.detail}`)).toEqual([
      "Rosa Owner|inbox.status|contact #" + id + ": new -> in-progress",
      "Rosa Owner|inbox.status|contact #" + id + ": in-progress -> done",
      "Rosa Owner|inbox.status|contact #" + id + ": done -> archived",
      "Rosa Owner|inbox.status|contact #" + id + ": archived -> spam",
      "Rosa Owner|inbox.status|contact #" + id + ": spam -> new",
    ]);
    // Setting the same status again changes nothing and is not logged twice.
    await inbox.setStatus("contact", id, "new", owner);
    expect(audited).toHaveLength(5);
  });

  test("refuses an unknown status and leaves the row as it was; a missing item answers false", async () => {
    const id = await addDiscovery(1);
    await expect(inbox.setStatus("discovery-call", id, "deleted" as never, owner)).rejects.toThrow(/Unknown status/);
    expect((await inbox.get("discovery-call", id))!.status).toBe("new");
    expect(await inbox.setStatus("discovery-call", id + 99, "done", owner)).toBe(false);
    expect(audited).toHaveLength(0);
  });
});

describe("retention marks", () => {
  test("a status change records when (the retention period restarts); 'keep' is set and cleared, audited", async () => {
    const id = await addContact(1);
    const row = () => db.selectFrom("contact_messages").select(["status_changed_at", "keep"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ status_changed_at: null, keep: 0 });
    await inbox.setStatus("contact", id, "done", owner);
    expect((await row()).status_changed_at).toBe(new Date(clock.now).toISOString());
    expect((await inbox.get("contact", id))!.keep).toBe(false);
    expect(await inbox.setKeep("contact", id, true, owner)).toBe(true);
    expect((await row()).keep).toBe(1);
    expect((await inbox.get("contact", id))!.keep).toBe(true);
    await inbox.setKeep("contact", id, true, owner); // unchanged: not logged again
    expect(await inbox.setKeep("contact", id, false, owner)).toBe(true);
    expect((await row()).keep).toBe(0);
    expect(await inbox.setKeep("contact", id + 99, true, owner)).toBe(false);
    expect(audited.slice(1).map((a) => `${a.action}|${a.detail}`)).toEqual([`inbox.keep|contact #${id}: keep`, `inbox.keep|contact #${id}: do not keep`]);
  });
});

describe("notes", () => {
  test("append-only, oldest first, each with its author and time; the audit names the item, not the text", async () => {
    const id = await addPartnership(1);
    expect(await inbox.notes("partnership", id)).toEqual([]);
    expect(await inbox.addNote("partnership", id, "  Called back,\r\nleft a voicemail. ", owner)).toBe(true);
    clock.now += 60_000;
    expect(await inbox.addNote("partnership", id, "They want March.", assistant)).toBe(true);
    const notes = await inbox.notes("partnership", id);
    expect(notes.map((n) => ({ author: n.authorName, userId: n.authorUserId, body: n.body, at: n.createdAt }))).toEqual([
      { author: "Rosa Owner", userId: 1, body: "Called back,\nleft a voicemail.", at: new Date(clock.now - 60_000).toISOString() },
      { author: "Sam Assistant", userId: 2, body: "They want March.", at: new Date(clock.now).toISOString() },
    ]);
    // Notes belong to their own submission only (same id, another kind).
    await addContact(2);
    expect(await inbox.notes("contact", id)).toEqual([]);
    expect(audited).toEqual([
      { actor: "Rosa Owner", action: "inbox.note", detail: `partnership #${id}` },
      { actor: "Sam Assistant", action: "inbox.note", detail: `partnership #${id}` },
    ]);
    // The module has no way to change or remove a note.
    expect(Object.keys(inbox).filter((k) => /note/i.test(k)).sort()).toEqual(["addNote", "notes"]);
  });

  test("an empty or over-long note is refused; a note on a missing item is not stored", async () => {
    const id = await addFeedback(1);
    await expect(inbox.addNote("feedback", id, "   ", owner)).rejects.toThrow(/empty/);
    await expect(inbox.addNote("feedback", id, "x".repeat(5001), owner)).rejects.toThrow(/at most/);
    expect(await inbox.addNote("feedback", id + 1, "hello", owner)).toBe(false);
    const stored = await db.selectFrom("submission_notes").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });

  test("a note names only a form of the registry: one of an unknown kind is not stored (the database has no list of forms since 0025)", async () => {
    const id = await addFeedback(1);
    expect(await inbox.addNote("bogus" as never, id, "hello", owner)).toBe(false);
    const stored = await db.selectFrom("submission_notes").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });
});

describe("language", () => {
  test("each submission's language (of the page it came from), in the list, on its page and in the CSV, for every kind", async () => {
    const english = await addContact(1);
    const ids = {
      contact: await addContact(2, { name: "Lucía Hernández" }),
      "discovery-call": await addDiscovery(3),
      partnership: await addPartnership(4),
      feedback: await addFeedback(5),
    };
    for (const [kind, table] of [
      ["contact", "contact_messages"],
      ["discovery-call", "discovery_call_requests"],
      ["partnership", "partnership_inquiries"],
      ["feedback", "feedback_submissions"],
    ] as const) {
      await db.updateTable(table).set({ language: "es" }).where("id", "=", ids[kind]).execute();
    }
    const { items } = await inbox.list();
    expect(items.map((i) => [i.kind, i.language])).toEqual([
      ["feedback", "es"],
      ["partnership", "es"],
      ["discovery-call", "es"],
      ["contact", "es"],
      ["contact", "en"],
    ]);
    expect((await inbox.get("contact", english))!.language).toBe("en");
    for (const kind of inboxKindsInOrder) expect((await inbox.get(kind, ids[kind]))!.language, kind).toBe("es");
    const rows = await inbox.exportRows({}, "UTC");
    expect(rows[0]!.at(-1)).toBe("Language");
    expect(rows.slice(1).map((r) => r.at(-1))).toEqual(["Spanish", "Spanish", "Spanish", "Spanish", "English"]);
  });

  test("a stored language is read through the list of languages: a code it does not hold (a language since removed) is the default", async () => {
    const id = await addContact(1);
    await db.updateTable("contact_messages").set({ language: "fr" as never }).where("id", "=", id).execute();
    expect((await inbox.list()).items.map((i) => i.language)).toEqual(["en"]);
    expect((await inbox.get("contact", id))!.language).toBe("en");
    expect((await inbox.exportRows({}, "UTC"))[1]!.at(-1)).toBe("English");
  });

  test("the owner's reply is in the visitor's language: its subject from the reply words' twin", () => {
    expect(replySubject("contact", "en")).toBe("Re: your message to Kindred Pages");
    expect(replySubject("contact", "es")).toBe("Re: su mensaje a Kindred Pages");
    expect(replySubject("partnership", "es")).toBe("Re: su consulta sobre alianzas");
  });
});

const inboxKindsInOrder = ["contact", "discovery-call", "partnership", "feedback"] as const;

describe("CSV export", () => {
  test("every matching row across all pages, newest first, times in the business's zone", async () => {
    for (let i = 0; i < 55; i++) await addContact(i, { name: `Contact ${i}` });
    await addDiscovery(100);
    await addContact(101, { status: "spam", name: "Spammer" });
    const rows = await inbox.exportRows({ kinds: ["contact"], statuses: ["new"] }, "America/New_York");
    expect(rows[0]).toEqual(["Kind", "ID", "Received (Eastern Time)", "Status", "Name", "Email", "Phone", "Message", "Language"]);
    expect(rows).toHaveLength(56);
    expect(rows[1]!.slice(0, 5)).toEqual(["Message", expect.any(String), "2026-11-01 07:54", "New", "Contact 54"]);
    expect(rows.at(-1)![4]).toBe("Contact 0");
    // The whole message as stored, not the excerpt.
    expect(rows[1]![7]).toBe("Block Inquiry: explorers\nMessage: We are looking for chapter books our son will love.");
    expect(rows.some((r) => r[4] === "Spammer" || r[0] === "Discovery call")).toBe(false);
    const searched = await inbox.exportRows({ search: "Contact 5" }, "UTC");
    expect(searched.slice(1).map((r) => r[4])).toEqual(["Contact 54", "Contact 53", "Contact 52", "Contact 51", "Contact 50", "Contact 5"]);
  });

  test("UTF-8 with a BOM; values a spreadsheet would run as formulas are escaped with a quote", async () => {
    await addFeedback(1, {
      full_name: '=HYPERLINK("http://evil.example","Click")',
      phone_number: "+1 555 234 5678",
      email_address: "@evil.example",
      experience_story: "-2+3 stars\tmaybe",
    });
    await addContact(2, { name: "Zoë, \"the\" reader", phone: "555-234-5678", message: "\tTabbed" });
    const csv = toCsv(await inbox.exportRows({}, "UTC"));
    expect(csv.startsWith("\uFEFFKind,ID,Received (UTC),Status,Name,Email,Phone,Message,Language\r\n")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).toContain(",'+1 555 234 5678,");
    expect(csv).toContain(",'@evil.example,");
    expect(csv).toContain("'-2+3 stars\tmaybe");
    expect(csv).toContain(`"Zoë, ""the"" reader"`);
    expect(csv).toContain(",555-234-5678,");
    expect(csv).toContain("'\tTabbed");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe("times", () => {
  test("received times in the business's time zone", () => {
    expect(formatReceived("2026-11-21T15:00:00.000Z", "America/New_York")).toMatch(/^Nov 21, 2026, 10:00\s?AM$/);
    expect(formatReceived("2026-07-01T03:30:00.000Z", "America/New_York")).toMatch(/^Jun 30, 2026, 11:30\s?PM$/);
    expect(formatCsvTime("2026-07-01T03:30:00.000Z", "America/Los_Angeles")).toBe("2026-06-30 20:30");
  });
});

describe("a booked discovery-call request (issue 33)", () => {
  async function book(requestId: number, values: { status?: "booked" | "cancelled" | "completed" | "no-show"; sequence?: number } = {}) {
    const start = Date.UTC(2026, 11, 2, 15, 0, 0);
    const row = await db
      .insertInto("bookings")
      .values({
        request_id: requestId,
        uid: `booking-${requestId}@kindred.test`,
        start_at: start,
        end_at: start + 15 * 60_000,
        manage_token_hash: `hash-${requestId}`,
        created_at: at(1),
        updated_at: at(1),
        ...values,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  test("shows the call's time and where it stands (booked, moved, cancelled, completed, no-show) instead of the blank best time", async () => {
    const booked = await addDiscovery(1, { parent_name: "Booked" });
    const moved = await addDiscovery(2, { parent_name: "Moved" });
    const cancelled = await addDiscovery(3, { parent_name: "Cancelled" });
    const completed = await addDiscovery(4, { parent_name: "Completed" });
    const noShow = await addDiscovery(5, { parent_name: "NoShow" });
    const request = await addDiscovery(6, { parent_name: "Request only" });
    await db.updateTable("discovery_call_requests").set({ preferred_time: "" }).where("id", "!=", request).execute();
    const bookingId = await book(booked);
    await book(moved, { sequence: 1 });
    await book(cancelled, { status: "cancelled", sequence: 1 });
    await book(completed, { status: "completed" });
    await book(noShow, { status: "no-show" });
    await addContact(7);

    const { items } = await inbox.list();
    const byName = Object.fromEntries(items.map((item) => [item.name, item.call?.status ?? null]));
    expect(byName).toMatchObject({ Booked: "booked", Moved: "moved", Cancelled: "cancelled", Completed: "completed", NoShow: "no-show", "Request only": null, "Ana Pérez": null });
    expect(items.find((item) => item.name === "Booked")!.call).toEqual({ bookingId, startAt: Date.UTC(2026, 11, 2, 15, 0, 0), status: "booked" });

    const detail = await inbox.get("discovery-call", booked);
    expect(detail!.call).toMatchObject({ bookingId, status: "booked" });
    expect(detail!.fields.map((f) => f.name)).not.toContain("preferred_time");
    // A request without a call keeps its best time, and has no call.
    // Booked requests are calls, not new requests: neither in the "New" filter nor in the count.
    const fresh = await inbox.list({ statuses: ["new"], kinds: ["discovery-call"] });
    expect(fresh.items.map((item) => item.name)).toEqual(["Request only"]);
    expect((await inbox.countNew())["discovery-call"]).toBe(1);
    await db.updateTable("discovery_call_requests").set({ status: "in-progress" }).where("id", "=", booked).execute();
    expect((await inbox.list({ statuses: ["in-progress"] })).items.map((item) => item.name)).toEqual(["Booked"]);
    const plain = await inbox.get("discovery-call", request);
    expect(plain!.call).toBeUndefined();
    expect(plain!.fields.map((f) => f.name)).toContain("preferred_time");
  });
});
