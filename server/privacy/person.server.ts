import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { AuditActor } from "#server/auth/audit.server";
import type { AppDatabase } from "#server/db/database.server";
import type {
  BookingTable,
  ContactMessageTable,
  Database,
  DiscoveryCallRequestTable,
  FeedbackSubmissionTable,
  OrderTable,
  OutboxPurpose,
  OutboxTable,
  PartnershipInquiryTable,
  SubmissionKind,
  SubmissionNoteTable,
} from "#server/db/schema";
import { formKinds } from "#server/forms/kinds.server";
import { bumpContentVersion } from "#server/pages/content-versions.server";
import { formIds } from "#common/forms/kinds.ts";
import { notPersonal } from "#common/privacy/inventory.ts";

/**
 * A person's data, on request (issue 27): everything stored about one email address, found,
 * exported as one JSON object, and erased in one transaction.
 *
 * - Found by address, trimmed and compared case-insensitively: the submissions of every form by
 *   their email column; each one's notes; a discovery call's bookings (with their claims and
 *   reminders); and the outbox rows sent to or replying to the address, or written for one of
 *   those submissions. The traffic counts hold no address and nothing else points at a person.
 * - Erased: all of it deleted. A feature's own part goes first, in the same transaction (its
 *   `EraseHook`: booking's un-counts a booked call still ahead from its day and month, as a cancel
 *   would, so the time is offered again); a testimonial published from the feedback keeps
 *   its published words (the visitor allowed them) but no longer points at it. The audit log
 *   records `person.erase` with the SHA-256 of the lower-cased address and the counts, never the
 *   address, and the hash goes into `erased_addresses`, the suppression list that
 *   `applySuppression` applies to a restored backup.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type PersonSubmission =
  | { kind: "discovery-call"; row: Selectable<DiscoveryCallRequestTable>; notes: Selectable<SubmissionNoteTable>[]; bookings: Selectable<BookingTable>[] }
  | { kind: "contact"; row: Selectable<ContactMessageTable>; notes: Selectable<SubmissionNoteTable>[] }
  | { kind: "partnership"; row: Selectable<PartnershipInquiryTable>; notes: Selectable<SubmissionNoteTable>[] }
  | { kind: "feedback"; row: Selectable<FeedbackSubmissionTable>; notes: Selectable<SubmissionNoteTable>[] };

export type PersonData = {
  /** The address as searched for: trimmed and lower-cased. */
  email: string;
  submissions: PersonSubmission[];
  emails: Selectable<OutboxTable>[];
  /** Their orders of a package, by `parent_email` (issue 43). */
  orders: Selectable<OrderTable>[];
  /** The sessions of those orders, each with its booking's time when booked (issue 43). */
  orderSessions: OrderSessionRow[];
};

/** A bought session as the export shows it. */
export type OrderSessionRow = { order_id: number; name: string; minutes: number; status: string; start_at: number | null; end_at: number | null; booking_status: string | null; parent_time_zone: string | null };

export type EraseCounts = {
  submissions: number;
  notes: number;
  bookings: number;
  emails: number;
  /** Orders kept for the accounts without their name, email and page link. */
  orders: number;
};

/** The address as it is compared and hashed: trimmed, lower-cased. */
export function normalizeAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** SHA-256 (hex) of the normalized address: what the audit log and the suppression list keep. */
export function addressHash(email: string): string {
  return createHash("sha256").update(normalizeAddress(email)).digest("hex");
}

/**
 * What the environment says the business's addresses are (the server's configuration):
 * CONTACT_EMAIL (or its default), MAIL_FROM and OWNER_NOTIFY_EMAIL.
 */
export type BusinessEnvironment = {
  business: { contactEmail: string };
  MAIL_FROM?: { address: string } | undefined;
  OWNER_NOTIFY_EMAIL?: readonly string[] | undefined;
};

/** Emails the site writes to the business itself: their recipients are the business's. */
const toTheBusiness: readonly OutboxPurpose[] = ["owner-notification", "booking-owner", "order-owner"];
/** Emails the site writes to a visitor: their reply-to is the business's contact address. */
const fromTheBusiness: readonly OutboxPurpose[] = ["visitor-confirmation", "booking-parent", "booking-reminder", "order-parent"];

/**
 * Whether `email` is one of the business's own addresses, now or ever: the environment's
 * (CONTACT_EMAIL, MAIL_FROM, OWNER_NOTIFY_EMAIL), every address the owner has published in her
 * business details (her contact address, in every published version, the site's first one
 * included, not only the current one), every back-office account (removed ones too), and any
 * address the outbox still holds as the business's (the recipient of an owner's notification,
 * the reply-to of an email to a visitor: an address the environment named before a restart).
 * Every email the site writes
 * carries one of them as sender, reply-to or recipient, so they are never looked up as a person's
 * data: an export would hold other parents' messages and live manage links, an erase would delete
 * them all. The one check of the privacy page, its export, the command line and `erasePerson`.
 */
export async function isBusinessAddress(db: Db, environment: BusinessEnvironment, email: string): Promise<boolean> {
  const address = normalizeAddress(email);
  if (address === "") return false;
  const fromEnvironment = [environment.business.contactEmail, environment.MAIL_FROM?.address ?? "", ...(environment.OWNER_NOTIFY_EMAIL ?? [])];
  if (fromEnvironment.map(normalizeAddress).includes(address)) return true;

  const user = await db.selectFrom("users").select("id").where(sql<string>`lower(trim(email))`, "=", address).executeTakeFirst();
  if (user) return true;

  // Read as stored, not through today's schema: a version that no longer checks was published all
  // the same. Any value of it, not only `contactEmail`: an address a later field adds counts too.
  const published = await db.selectFrom("site_content_versions").select("document").where("block", "=", "business").where("status", "=", "published").execute();
  if (published.some((row) => publishedValues(row.document).includes(address))) return true;

  const pattern = containsPattern(address);
  const like = sql<string>`${pattern} escape '\\'`;
  const candidates = await db
    .selectFrom("outbox")
    .select(["purpose", "recipients", "reply_to"])
    .where((eb) =>
      eb.or([
        eb.and([eb("purpose", "in", toTheBusiness), eb(sql<string>`lower(${sql.ref("recipients")})`, "like", like)]),
        eb.and([eb("purpose", "in", fromTheBusiness), eb(sql<string>`lower(coalesce(${sql.ref("reply_to")}, ''))`, "like", like)]),
      ]),
    )
    .execute();
  return candidates.some((row) =>
    toTheBusiness.includes(row.purpose) ? addressesIn(row.recipients).includes(address) : addressesIn(row.reply_to).includes(address),
  );
}

/** Every text value of one published version of the business details (its contact address among them), normalized. */
function publishedValues(document: string): string[] {
  const values: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") values.push(normalizeAddress(value));
    else if (value !== null && typeof value === "object") for (const inner of Object.values(value)) collect(inner);
  };
  try {
    collect(JSON.parse(document));
  } catch {
    // Not JSON: nothing of it was ever shown.
  }
  return values;
}

/** Refused: the address is one of the business's own (isBusinessAddress). Nothing was read or changed. */
export class BusinessAddressError extends Error {
  constructor() {
    super("That is one of the business's own addresses: it is not a person's data.");
  }
}

/** A LIKE pattern matching `text` anywhere, with `\` escaping LIKE's own characters. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The addresses in a comma-separated list ("Ana <ana@example.org>, b@example.org"), normalized. */
function addressesIn(list: string | null): string[] {
  if (!list) return [];
  return list
    .split(",")
    .map((part) => normalizeAddress(/<([^>]*)>/.exec(part)?.[1] ?? part))
    .filter((part) => part !== "");
}

/** Everything stored about `email` (trimmed, any case). Empty lists when there is nothing. */
export async function findPerson(db: Db, email: string): Promise<PersonData> {
  const address = normalizeAddress(email);
  const data: PersonData = { email: address, submissions: [], emails: [], orders: [], orderSessions: [] };
  if (address === "") return data;
  const ids = Object.fromEntries(formIds.map((kind) => [kind, [] as number[]])) as Record<SubmissionKind, number[]>;

  for (const kind of formIds) {
    const { table, columns } = formKinds[kind];
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where(sql<string>`lower(trim(${sql.ref(columns.email)}))`, "=", address)
      .orderBy("id")
      .execute();
    if (rows.length === 0) continue;
    const rowIds = rows.map((row) => row.id);
    ids[kind] = rowIds;
    const notes = await db.selectFrom("submission_notes").selectAll().where("kind", "=", kind).where("submission_id", "in", rowIds).orderBy("id").execute();
    const bookings =
      kind === "discovery-call" ? await db.selectFrom("bookings").selectAll().where("request_id", "in", rowIds).orderBy("id").execute() : [];
    for (const row of rows) {
      const own = notes.filter((note) => note.submission_id === row.id);
      if (kind === "discovery-call") {
        data.submissions.push({ kind, row: row as Selectable<DiscoveryCallRequestTable>, notes: own, bookings: bookings.filter((b) => b.request_id === row.id) });
      } else {
        data.submissions.push({ kind, row, notes: own } as PersonSubmission);
      }
    }
  }

  const pattern = containsPattern(address);
  const emails = await db
    .selectFrom("outbox")
    .selectAll()
    .where((eb) => {
      const or = [
        eb(sql<string>`lower(${sql.ref("recipients")})`, "like", sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(coalesce(${sql.ref("reply_to")}, ''))`, "like", sql<string>`${pattern} escape '\\'`),
      ];
      for (const [kind, kindIds] of Object.entries(ids)) {
        if (kindIds.length > 0) or.push(eb.and([eb("submission_kind", "=", kind as SubmissionKind), eb("submission_id", "in", kindIds)]));
      }
      return eb.or(or);
    })
    .orderBy("id")
    .execute();
  // LIKE found candidates; keep those truly for this address (not "xana@…" for "ana@…") or its submissions.
  data.emails = emails.filter(
    (row) =>
      addressesIn(row.recipients).includes(address) ||
      addressesIn(row.reply_to).includes(address) ||
      (row.submission_kind !== null && row.submission_id !== null && ids[row.submission_kind].includes(row.submission_id)),
  );
  data.orders = await db
    .selectFrom("orders")
    .selectAll()
    .where(sql<string>`lower(trim(${sql.ref("parent_email")}))`, "=", address)
    .orderBy("id")
    .execute();
  const orderIds = data.orders.map((order) => order.id);
  data.orderSessions =
    orderIds.length === 0
      ? []
      : (
          await db
            .selectFrom("order_sessions as s")
            .leftJoin("bookings as b", (join) => join.onRef("b.order_session_id", "=", "s.id").on("b.status", "!=", "cancelled"))
            .select(["s.order_id", "s.name", "s.minutes", "s.status", "b.start_at", "b.end_at", "b.status as booking_status", "b.parent_time_zone"])
            .where("s.order_id", "in", orderIds)
            .orderBy("s.order_id")
            .orderBy("s.position")
            .execute()
        ).map((row) => ({ ...row, order_id: Number(row.order_id), minutes: Number(row.minutes), start_at: row.start_at === null ? null : Number(row.start_at), end_at: row.end_at === null ? null : Number(row.end_at) }));
  return data;
}

/**
 * A row as it goes into a person's export, driven by the data inventory (common/privacy/inventory.ts):
 * every column but those the inventory lists as not personal for its table (idempotency keys,
 * message ids, link hashes, the owner's workflow state, bookkeeping times). A column the inventory
 * does not list stays in: the person gets everything else. Times kept as milliseconds (a booked
 * call's start and end) are written as ISO dates, never a number to decode.
 */
export function exportedColumns(table: string, row: object): Record<string, unknown> {
  const internal = notPersonal[table] ?? {};
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !Object.hasOwn(internal, column))
      .map(([column, value]) => [column, column.endsWith("_at") && /^\d+$/.test(String(value)) ? new Date(Number(value)).toISOString() : value]),
  );
}

/** What `findPerson` found, as one JSON-able object (what the owner sends the person): the columns of each row that are about them. */
export function exportPerson(data: PersonData, now: number): Record<string, unknown> {
  return {
    email: data.email,
    exportedAt: new Date(now).toISOString(),
    submissions: data.submissions.map((submission) => ({
      form: submission.kind,
      ...exportedColumns(formKinds[submission.kind].table, submission.row),
      notes: submission.notes.map((note) => exportedColumns("submission_notes", note)),
      ...(submission.kind === "discovery-call" ? { bookings: submission.bookings.map((booking) => exportedColumns("bookings", booking)) } : {}),
    })),
    emails: data.emails.map((email) => exportedColumns("outbox", email)),
    orders: data.orders.map((order) => exportedOrder(order, data.orderSessions.filter((session) => session.order_id === order.id))),
  };
}

/** Cents as dollars and cents ("120.00"). */
const dollars = (cents: number | string) => (Number(cents) / 100).toFixed(2);

/**
 * An order as it goes into the export: its columns less the inventory's `notPersonal` (the page
 * link's hash), with the currency, the amounts in dollars and cents ("120.00") and the line items
 * read from their JSON, each with its price.
 */
function exportedOrder(order: Selectable<OrderTable>, sessions: readonly OrderSessionRow[]): Record<string, unknown> {
  const items = JSON.parse(order.line_items) as { name: string; unitAmount: number; quantity: number }[];
  return {
    ...exportedColumns("orders", order),
    currency: order.currency.toUpperCase(),
    line_items: items.map((item) => ({ name: item.name, quantity: item.quantity, price: dollars(item.unitAmount) })),
    amount_total: dollars(order.amount_total),
    amount_refunded: dollars(order.amount_refunded),
    // The sessions she bought, each with its booked time (ISO) when it has one.
    sessions: sessions.map((session) => ({
      name: session.name,
      minutes: session.minutes,
      status: session.booking_status ?? session.status,
      ...(session.start_at === null ? {} : { start_at: new Date(session.start_at).toISOString(), end_at: new Date(session.end_at!).toISOString(), time_zone: session.parent_time_zone }),
    })),
  };
}

/**
 * A feature's part in erasing its form's submissions, run in the erase's transaction before the
 * rows with these ids are deleted. Given where the server is put together (server/app.server.ts,
 * the load context's `eraseHooks`) and by the owner's command line; booking's is
 * `freeErasedCalls` (server/booking/submission-hook.server.ts).
 */
export type EraseHook = (trx: Transaction<Database>, ids: readonly number[], now: number) => Promise<void>;
export type EraseHooks = Partial<Record<SubmissionKind, EraseHook>>;

export type EraseOptions = {
  actor: AuditActor;
  /** The environment's business addresses: `erasePerson` refuses every business address (isBusinessAddress). */
  business: BusinessEnvironment;
  now: number;
  /** The features' parts, by form. */
  hooks: EraseHooks;
  /** The client address for the audit log, if any. */
  address?: string | null;
  /** The audit action; `person.suppress` when applying the suppression list. */
  action?: string;
};

/**
 * Deletes submissions of one kind with what hangs on them, in the caller's transaction (a person's
 * erase, the retention sweep): their notes, their emails in the outbox, a discovery call's bookings
 * with their reminders, claims, address holds and links emailed again, and a published
 * testimonial's link to its feedback (its words stay: the visitor allowed them). Returns the rows
 * deleted, per table.
 */
export async function deleteSubmissions(trx: Transaction<Database>, kind: SubmissionKind, ids: readonly number[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const count = (table: string, result: { numDeletedRows: bigint }) => (counts[table] = (counts[table] ?? 0) + Number(result.numDeletedRows));
  if (ids.length === 0) return counts;
  count("submission_notes", await trx.deleteFrom("submission_notes").where("kind", "=", kind).where("submission_id", "in", ids).executeTakeFirst());
  count("outbox", await trx.deleteFrom("outbox").where("submission_kind", "=", kind).where("submission_id", "in", ids).executeTakeFirst());
  if (kind === "discovery-call") {
    const bookingIds = (await trx.selectFrom("bookings").select("id").where("request_id", "in", ids).execute()).map((b) => b.id);
    if (bookingIds.length > 0) {
      for (const table of ["booking_reminders", "booking_claims", "booking_address_holds", "booking_links"] as const) {
        count(table, await trx.deleteFrom(table).where("booking_id", "in", bookingIds).executeTakeFirst());
      }
      count("bookings", await trx.deleteFrom("bookings").where("id", "in", bookingIds).executeTakeFirst());
    }
  }
  if (kind === "feedback") await trx.updateTable("individual_testimonials").set({ feedback_id: null }).where("feedback_id", "in", ids).execute();
  const { table } = formKinds[kind];
  count(table, await trx.deleteFrom(table).where("id", "in", ids).executeTakeFirst());
  return counts;
}

/** Deletes what `data` found, in the caller's transaction; returns the counts. */
async function eraseFound(trx: Transaction<Database>, data: PersonData, options: Pick<EraseOptions, "now" | "hooks">): Promise<EraseCounts> {
  const counts: EraseCounts = { submissions: 0, notes: 0, bookings: 0, emails: 0, orders: 0 };
  for (const kind of formIds) {
    const ids = data.submissions.filter((s) => s.kind === kind).map((s) => s.row.id);
    if (ids.length > 0) await options.hooks[kind]?.(trx, ids, options.now);
    const deleted = await deleteSubmissions(trx, kind, ids);
    counts.submissions += deleted[formKinds[kind].table] ?? 0;
    counts.notes += deleted.submission_notes ?? 0;
    counts.bookings += deleted.bookings ?? 0;
    counts.emails += deleted.outbox ?? 0;
  }
  const emailIds = data.emails.map((row) => row.id);
  if (emailIds.length > 0) {
    const deleted = await trx.deleteFrom("outbox").where("id", "in", emailIds).executeTakeFirst();
    counts.emails += Number(deleted.numDeletedRows);
  }
  if (data.orders.length > 0) {
    const ids = data.orders.map((order) => order.id);
    counts.orders = await keepOrdersForTheAccounts(trx, ids, options.now);
    counts.bookings += await deleteSessionBookings(trx, ids, options.now);
  }
  if (counts.bookings > 0) await bumpContentVersion(trx, "bookings");
  return counts;
}

/**
 * An erased person's orders stay for the accounts (issue 43: financial records, kept 7 years):
 * their package, children, amounts, currency, status, times and Stripe ids. Their name and email
 * are blanked (""), as the retention sweep blanks an old email's recipients, and the page link's
 * hash is replaced by a marker no token hashes to (a SHA-256 in base64url never holds ":"), so
 * the order's page no longer opens; the column is NOT NULL and unique, hence a random marker. The
 * checkout form's hash (of the form's answers, her name and email among them) is removed.
 */
async function keepOrdersForTheAccounts(trx: Transaction<Database>, ids: readonly number[], now: number): Promise<number> {
  for (const id of ids) {
    await trx
      .updateTable("orders")
      .set({ parent_name: "", parent_email: "", token_hash: `erased:${randomBytes(16).toString("hex")}`, checkout_form_hash: null, updated_at: now })
      .where("id", "=", id)
      .execute();
  }
  return ids.length;
}

/**
 * The bookings of an erased person's bought sessions (issue 43): deleted with their reminders,
 * claims (their times are free again) and links emailed again; the sessions stay on the order, for
 * the accounts. The order's other links to its page are deleted. Returns the bookings deleted.
 */
async function deleteSessionBookings(trx: Transaction<Database>, orderIds: readonly number[], now: number): Promise<number> {
  await trx.deleteFrom("order_links").where("order_id", "in", orderIds).execute();
  const rows = await trx
    .selectFrom("bookings")
    .innerJoin("order_sessions as s", "s.id", "bookings.order_session_id")
    .select(["bookings.id", "bookings.order_session_id", "bookings.status", "bookings.start_at"])
    .where("s.order_id", "in", orderIds)
    .execute();
  const bookingIds = rows.map((row) => row.id);
  if (bookingIds.length === 0) return 0;
  // A session whose booking was still ahead was not had: the accounts show it not booked (open), not booked.
  const ahead = rows.filter((row) => row.status === "booked" && Number(row.start_at) > now).map((row) => row.order_session_id!);
  if (ahead.length > 0) await trx.updateTable("order_sessions").set({ status: "open", updated_at: now }).where("id", "in", ahead).where("status", "=", "booked").execute();
  for (const table of ["booking_reminders", "booking_claims", "booking_links"] as const) await trx.deleteFrom(table).where("booking_id", "in", bookingIds).execute();
  return Number((await trx.deleteFrom("bookings").where("id", "in", bookingIds).executeTakeFirst()).numDeletedRows);
}

/**
 * Erases everything stored about `email` in one transaction, records it in the audit log (the
 * address's hash and the counts) and adds the hash to the suppression list. Throws
 * BusinessAddressError, erasing nothing, for one of the business's own addresses.
 */
export async function erasePerson(db: AppDatabase, email: string, options: EraseOptions): Promise<EraseCounts & { hash: string }> {
  const hash = addressHash(email);
  if (normalizeAddress(email) === "") throw new Error("An address is needed.");
  return db.transaction().execute(async (trx) => {
    if (await isBusinessAddress(trx, options.business, email)) throw new BusinessAddressError();
    const data = await findPerson(trx, email);
    const counts = await eraseFound(trx, data, options);
    await trx
      .insertInto("erased_addresses")
      .values({ address_hash: hash, erased_at: new Date(options.now).toISOString() })
      .onConflict((oc) => oc.column("address_hash").doUpdateSet({ erased_at: new Date(options.now).toISOString() }))
      .execute();
    await trx
      .insertInto("audit_log")
      .values({
        at: new Date(options.now).toISOString(),
        actor_user_id: options.actor?.id ?? null,
        actor_email: options.actor?.email ?? null,
        action: options.action ?? "person.erase",
        detail: JSON.stringify({ addressHash: hash, ...counts }),
        address: options.address ?? null,
      })
      .execute();
    return { ...counts, hash };
  });
}

/**
 * Applies the suppression list (after restoring a backup): every person whose address's hash is
 * in `erased_addresses` is erased again. Hashes cannot be reversed, so it hashes each address the
 * submissions and the outbox hold and erases those that match, except the business's own
 * addresses (a hash on the list from before this check, or from before she published it, would
 * otherwise delete every email to her). Returns the counts over all.
 */
export async function applySuppression(
  db: AppDatabase,
  options: Omit<EraseOptions, "action">,
): Promise<EraseCounts & { people: number }> {
  const hashes = new Set((await db.selectFrom("erased_addresses").select("address_hash").execute()).map((r) => r.address_hash));
  const total = { submissions: 0, notes: 0, bookings: 0, emails: 0, orders: 0, people: 0 };
  if (hashes.size === 0) return total;
  const addresses = new Set<string>();
  for (const { table, columns } of Object.values(formKinds)) {
    const rows = await db.selectFrom(table).select(sql<string>`${sql.ref(columns.email)}`.as("email")).execute();
    for (const row of rows) addresses.add(normalizeAddress(row.email));
  }
  for (const row of await db.selectFrom("orders").select("parent_email").where("parent_email", "<>", "").execute()) addresses.add(normalizeAddress(row.parent_email));
  const outbox = await db.selectFrom("outbox").select(["recipients", "reply_to"]).execute();
  for (const row of outbox) for (const address of [...addressesIn(row.recipients), ...addressesIn(row.reply_to)]) addresses.add(address);
  for (const address of addresses) {
    if (address === "" || !hashes.has(addressHash(address))) continue;
    if (await isBusinessAddress(db, options.business, address)) continue;
    const counts = await erasePerson(db, address, { ...options, action: "person.suppress" });
    total.people += 1;
    total.submissions += counts.submissions;
    total.notes += counts.notes;
    total.bookings += counts.bookings;
    total.emails += counts.emails;
    total.orders += counts.orders;
  }
  return total;
}

/**
 * The suppression list of `from` added to `to`'s (hashes already there kept): what `db restore`
 * carries from the database it replaces into the restored backup, which may be older than some
 * erasures. A `from` without the table (a database from before 0015) adds nothing.
 */
export async function carrySuppression(from: AppDatabase, to: AppDatabase): Promise<number> {
  let rows: { address_hash: string; erased_at: string }[];
  try {
    rows = await from.selectFrom("erased_addresses").select(["address_hash", "erased_at"]).execute();
  } catch {
    return 0;
  }
  for (const row of rows) {
    await to.insertInto("erased_addresses").values(row).onConflict((oc) => oc.column("address_hash").doNothing()).execute();
  }
  return rows.length;
}
