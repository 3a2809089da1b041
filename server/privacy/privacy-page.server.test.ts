import { describe, expect, it } from "vitest";
import { privacyAdmin } from "#common/privacy/content/admin.ts";
import { createAuthTestDb } from "#tests/auth-db";
import { defaultDocument, publish } from "#server/editing/site-content.server";
import { insertContact } from "#tests/rows";
import { createOrder, orderByToken } from "#server/payments/orders.server";
import { bookCall, tenOn, weekdayMornings } from "#tests/booking";
import { saveAvailability } from "#server/booking/bookings.server";
import { pageText, signedInAdminAppForFile, type AuthTestDb, type SignedInAdminApp } from "#tests/site-app";

/**
 * The back office's Privacy page and its export (/admin/privacy, /admin/privacy/export.json)
 * through the real app (Hono, the middleware and the React Router build compiled from the
 * sources, tests/site-app.ts), on SQLite and PostgreSQL (TEST_DB=postgres): the review's reproduction. The owner
 * publishes her contact address A, parents write, she publishes B; exporting, finding or erasing
 * A is refused with the same answer as B, and nothing is erased. And erasing a parent there
 * frees her booked call's time: booking's part in an erase, which the server gives the page.
 */

const NOW = Date.parse("2026-12-01T14:00:00Z");
const FORMER = "elena.brooks@kindred-old.example";
const CURRENT = "hello@kindred-new.example";
const PARENT = "rosa@example.org";

let t: AuthTestDb;
let admin: SignedInAdminApp;
signedInAdminAppForFile(() => createAuthTestDb(), NOW, (db, app) => ((t = db), (admin = app)));

async function publishContact(contactEmail: string) {
  const owner = await t.db.selectFrom("users").select(["id", "email"]).where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
  const result = await publish(t.db, "business", { ...structuredClone(defaultDocument("business")), contactEmail }, {
    user: { id: owner.id, email: owner.email, name: "Owner", role: "owner" },
    address: null,
    now: NOW,
  });
  expect(result.ok).toBe(true);
}

/** What a parent's contact message leaves while `contact` is published: her confirmation (replying to it) and the owner's notification (to it). */
async function parentWrites(email: string, contact: string) {
  const at = new Date(NOW).toISOString();
  const id = await insertContact(t.db, { received_at: at, email, message: `A message from ${email}` });
  const row = { submission_kind: "contact" as const, submission_id: id, text_body: "", html_body: "", next_attempt_at: at, created_at: at };
  await t.db
    .insertInto("outbox")
    .values([
      { ...row, message_id: `<c${id}@kindred.test>`, purpose: "visitor-confirmation", recipients: email, reply_to: contact, subject: "We received your message" },
      { ...row, message_id: `<n${id}@kindred.test>`, purpose: "owner-notification", recipients: contact, reply_to: email, subject: `New message from ${email}` },
    ])
    .execute();
}

const outboxRows = async () => (await t.db.selectFrom("outbox").select("id").execute()).length;
/** The answer with the address it names taken out: what must be the same for A and B. */
const withoutAddress = (text: string, address: string) => text.split(address).join("<address>");

describe("the Privacy page refuses every contact address the owner has published", () => {
  it("refuses to export, find or erase the former contact address, as the current one", async () => {
    await publishContact(FORMER);
    await parentWrites(PARENT, FORMER);
    await parentWrites("maria@example.org", FORMER);
    await publishContact(CURRENT);
    const before = await outboxRows();

    const answers: Record<string, string> = {};
    for (const address of [FORMER, CURRENT]) {
      const exported = await admin.get(`/admin/privacy/export.json?email=${encodeURIComponent(address.toUpperCase())}`, admin.owner);
      expect(exported.status, address).toBe(400);
      const text = await exported.text();
      expect(text).toBe(privacyAdmin.businessAddress(address));
      expect(text).not.toContain(PARENT);
      answers[address] = withoutAddress(text, address);

      const found = await admin.get(`/admin/privacy?email=${encodeURIComponent(address)}`, admin.owner);
      expect(found.status, address).toBe(400);
      const words = await pageText(found);
      expect(words).toContain(`${address} is one of the business’s own addresses`);
      expect(words).not.toContain("Stored about");
      expect(words).not.toContain(PARENT);

      const erased = await admin.post("/admin/privacy", { email: address, confirm: "yes" }, admin.owner);
      expect(erased.status, address).toBe(400);
      expect(await pageText(erased)).toContain(`${address} is one of the business’s own addresses`);
    }
    expect(answers[FORMER]).toBe(answers[CURRENT]);
    expect(await outboxRows()).toBe(before);
    expect(await t.db.selectFrom("audit_log").select("action").where("action", "in", ["person.erase", "person.export", "person.find"]).execute()).toEqual([]);

    // A parent's address is still hers to export: her message and her own two emails, no one else's.
    const hers = await admin.get(`/admin/privacy/export.json?email=${encodeURIComponent(PARENT)}`, admin.owner);
    expect(hers.status).toBe(200);
    const body = (await hers.json()) as { submissions: unknown[]; emails: { recipients: string }[] };
    expect(body.submissions).toHaveLength(1);
    expect(body.emails.map((email) => email.recipients).sort()).toEqual([FORMER, PARENT]);
    expect(JSON.stringify(body)).not.toContain("maria@example.org");
  });
});

describe("the Privacy page's erase", () => {
  it("frees the day of a parent's booked call when the owner erases her (booking's part, given by the server)", async () => {
    const parent = "lena@example.org";
    await saveAvailability(t.db, weekdayMornings(), NOW);
    await bookCall(t.db, tenOn(3), NOW, { parent_email: parent });
    const thatDay = async () => Number((await t.db.selectFrom("booking_counts").select("count").where("period", "=", "day:2026-12-03").executeTakeFirst())?.count ?? 0);
    expect(await thatDay()).toBe(1);

    const erased = await admin.post("/admin/privacy", { email: parent, confirm: "yes" }, admin.owner);
    expect(erased.status).toBe(302);
    expect(erased.headers.get("location")).toBe("/admin/privacy?erased=1.0.1.0.0");
    expect(await thatDay()).toBe(0);
  });
});

describe("a person's orders on the Privacy page", () => {
  it("lists a parent's order, exports it without its link's hash, and erasing keeps it for the accounts without her name, email or link", async () => {
    const parent = "nora@example.org";
    const made = await createOrder(t.db, { packageId: "read-together-toolkit", children: 1, strategySession: false }, { name: "Nora Quill", email: parent }, "en", NOW);
    if (!made.ok) throw new Error(made.error);
    await t.db.updateTable("orders").set({ status: "paid", paid_at: NOW, checkout_session_id: "cs_test_nora", payment_intent_id: "pi_test_nora" }).where("id", "=", made.order.id).execute();
    const dollars = (made.order.amount_total / 100).toFixed(2);

    const page = await pageText(await admin.get(`/admin/privacy?email=${encodeURIComponent(parent)}`, admin.owner));
    expect(page).toContain(privacyAdmin.ordersHeading);
    expect(page).toContain(`paid, $${dollars}`);
    expect(page).not.toContain(privacyAdmin.nothing(parent));

    const exported = (await (await admin.get(`/admin/privacy/export.json?email=${encodeURIComponent(parent)}`, admin.owner)).json()) as { orders: Record<string, unknown>[] };
    expect(exported.orders).toHaveLength(1);
    expect(exported.orders[0]).toMatchObject({ parent_name: "Nora Quill", status: "paid", amount_total: dollars, checkout_session_id: "cs_test_nora" });
    expect(JSON.stringify(exported)).not.toContain(made.order.token_hash);

    const erased = await admin.post("/admin/privacy", { email: parent, confirm: "yes" }, admin.owner);
    expect(erased.headers.get("location")).toBe("/admin/privacy?erased=0.0.0.0.1");
    expect(await pageText(await admin.get(erased.headers.get("location")!, admin.owner))).toContain("1 order’s name, email and link erased.");
    expect(await orderByToken(t.db, made.token)).toBeNull();
    expect(await t.db.selectFrom("orders").select(["parent_name", "parent_email", "amount_total", "payment_intent_id"]).execute()).toEqual([
      { parent_name: "", parent_email: "", amount_total: made.order.amount_total, payment_intent_id: "pi_test_nora" },
    ]);
  });
});
