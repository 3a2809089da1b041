import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import { toCsv } from "#server/inbox/inbox.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "#tests/stripe/server";
import { createOrder, fulfilCheckoutSession, orderById, orderReturnUrls, startCheckout, type Order } from "./orders.server";
import {
  askRefund,
  findOwnerOrder,
  listOwnerOrders,
  monthBounds,
  monthRevenue,
  ordersCsvRows,
  ownerOrderStatus,
  parseDollars,
  paymentsShown,
  statusWords,
  stripePaymentUrl,
} from "./owner-orders.server";
import { stripeClient } from "./stripe.server";

/**
 * The owner's side of the orders (issue 43), on SQLite and PostgreSQL (TEST_DB=postgres): the
 * words of each state, the month's revenue in the business's time zone, the CSV, and refunds
 * asked of the tests' Stripe stand-in through the real SDK, whose `charge.refunded` reaches the
 * real app's webhook on 127.0.0.1 (the stand-in's own retries off).
 */

let stand: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  stand = await startStripeStandIn({ retryDelaysMs: [] });
  stripe = stripeClient({ STRIPE_SECRET_KEY: stand.secretKey, STRIPE_API_URL: stand.url })!;
});
afterAll(() => stand.close());

let database: TestDatabase;
let db: AppDatabase;
let closeSite: (() => Promise<void>) | null;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  closeSite = null;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stand.settled();
  await closeSite?.();
  await database.close();
});

const toolkit = { packageId: "read-together-toolkit", children: 2, strategySession: true };
const parent = { name: "Maya Parent", email: "maya@example.com" };

/** The app listening on 127.0.0.1 with its webhook registered with the stand-in, as in production. */
async function startSite(): Promise<void> {
  const env = { LOG_REQUESTS: "false", NODE_ENV: "test", STRIPE_SECRET_KEY: stand.secretKey, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: stand.url };
  const app = createApp({ db, config: loadServerConfig(env), formTokenSecret: "test-secret-for-form-tokens" });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const endpoint = stand.addWebhookEndpoint({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook` }).id;
  closeSite = async () => {
    stand.removeWebhookEndpoint(endpoint);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** A Toolkit order with one extra child and the strategy session ($1,100.00), paid on the stand-in's page and fulfilled (by the return page's function, or the webhook when the site listens). */
async function paidOrder(): Promise<Order> {
  const created = await createOrder(db, toolkit, parent, "en", Date.now());
  if (!created.ok) throw new Error(created.error);
  await startCheckout(db, stripe, created.order, orderReturnUrls("http://127.0.0.1:9", created.token, "en", "/services"), Date.now());
  const sessionId = (await orderById(db, created.order.id))!.checkout_session_id!;
  await stand.pay(sessionId);
  // With the site listening, the stand-in's event may have fulfilled it first.
  await stand.settled();
  expect(["fulfilled", "already"]).toContain(await fulfilCheckoutSession(db, stripe, sessionId, Date.now()));
  const paid = (await orderById(db, created.order.id))!;
  expect(paid.status).toBe("paid");
  return paid;
}

/** An order stored as it would be, in a given state (no Stripe). */
async function storedOrder(set: Partial<Pick<Order, "status" | "paid_at" | "amount_refunded" | "parent_name" | "parent_email" | "payment_intent_id" | "created_at">>): Promise<Order> {
  const created = await createOrder(db, toolkit, parent, "en", set.created_at ?? Date.now());
  if (!created.ok) throw new Error(created.error);
  await db.updateTable("orders").set(set).where("id", "=", created.order.id).execute();
  return (await orderById(db, created.order.id))!;
}

const refundsOf = (paymentIntent: string) => stand.events.filter((e) => e.type === "charge.refunded" && (e.data.object as { payment_intent?: string }).payment_intent === paymentIntent);

describe("the owner's words for an order", () => {
  it("say each state plainly, the refunded part with its amounts, and link to the payment in Stripe's test or live dashboard", () => {
    const order = (status: Order["status"], amount_refunded = 0) => ({ status, amount_total: 110000, amount_refunded });
    expect([order("paid"), order("paid", 20000), order("paid", 110000), order("open"), order("expired"), order("payment_failed")].map(statusWords)).toEqual([
      "Paid",
      "Partly refunded ($200.00 of $1,100.00 refunded)",
      "Refunded",
      "Waiting for payment",
      "Not paid (expired)",
      "Payment failed",
    ]);
    expect(ownerOrderStatus(order("paid", 109999))).toBe("partly-refunded");
    expect(stripePaymentUrl("pi_123", "sk_test_abc")).toBe("https://dashboard.stripe.com/test/payments/pi_123");
    expect(stripePaymentUrl("pi_123", "sk_live_abc")).toBe("https://dashboard.stripe.com/payments/pi_123");
  });

  it("read dollars and cents as she types them", () => {
    expect(["200", "200.5", "200.50", "$1,100.00", " 0.01 ", "1100"].map(parseDollars)).toEqual([20000, 20050, 20050, 110000, 1, 110000]);
    expect(["", "abc", "-5", "200.999", "1,10", "2e3", "200,00", "$"].map(parseDollars)).toEqual(Array(8).fill(null));
  });
});

describe("the Orders page's list", () => {
  it("lists orders newest first with the family, package, amount, state and sessions booked, left and withdrawn; shown with a key or once an order exists", async () => {
    expect(await paymentsShown(db, {})).toBe(false);
    expect(await paymentsShown(db, { STRIPE_SECRET_KEY: "sk_test_x" })).toBe(true);
    const older = await storedOrder({ status: "paid", paid_at: Date.parse("2026-11-02T15:00:00Z"), payment_intent_id: "pi_older", created_at: Date.parse("2026-11-02T14:55:00Z") });
    const newer = await storedOrder({ status: "open", created_at: Date.parse("2026-11-03T10:00:00Z") });
    const sessions = await db.selectFrom("order_sessions").select(["id", "position"]).where("order_id", "=", older.id).orderBy("position").execute();
    expect(sessions).toHaveLength(3);
    await db.updateTable("order_sessions").set({ status: "booked" }).where("id", "=", sessions[0]!.id).execute();
    await db.updateTable("order_sessions").set({ status: "withdrawn" }).where("id", "=", sessions[2]!.id).execute();
    expect(await paymentsShown(db, {})).toBe(true);

    const list = await listOwnerOrders(db, { STRIPE_SECRET_KEY: "sk_live_x" });
    expect(list.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toMatchObject({
      family: "Maya Parent",
      email: "maya@example.com",
      packageName: "Read-Together Toolkit",
      amountTotal: 110000,
      statusWords: "Paid",
      sessions: { booked: 1, open: 1, withdrawn: 1 },
      stripeUrl: "https://dashboard.stripe.com/payments/pi_older",
    });
    expect(list[0]).toMatchObject({ statusWords: "Waiting for payment", stripeUrl: null, paidAt: null });
    // Erased at the family's request: kept for the accounts, without her name and email.
    await db.updateTable("orders").set({ parent_name: "", parent_email: "" }).where("id", "=", newer.id).execute();
    expect((await listOwnerOrders(db, {}))[0]).toMatchObject({ family: null, email: null, packageName: "Read-Together Toolkit" });
    const page = await findOwnerOrder(db, {}, older.id);
    expect(page!.sessionList.map((s) => s.status)).toEqual(["booked", "open", "withdrawn"]);
    expect(await findOwnerOrder(db, {}, 999_999)).toBeNull();
  });
});

describe("this month's revenue", () => {
  it("counts orders paid in the business's calendar month, less refunds, not those a minute either side of its edges", async () => {
    const zone = "America/New_York";
    // 15 November 2026; the month starts at midnight in New York, 04:00 UTC (still summer time), and ends at 05:00 UTC on 1 December.
    const now = Date.parse("2026-11-15T12:00:00Z");
    expect(monthBounds(now, zone)).toEqual({ start: Date.parse("2026-11-01T04:00:00Z"), end: Date.parse("2026-12-01T05:00:00Z") });
    await storedOrder({ status: "paid", paid_at: Date.parse("2026-11-01T03:59:00Z") }); // 31 October, 11:59 pm there
    await storedOrder({ status: "paid", paid_at: Date.parse("2026-11-01T04:00:00Z") });
    await storedOrder({ status: "paid", paid_at: Date.parse("2026-12-01T04:59:00Z"), amount_refunded: 20000 }); // 30 November, 11:59 pm
    await storedOrder({ status: "paid", paid_at: Date.parse("2026-12-01T05:00:00Z"), amount_refunded: 50000 }); // 1 December
    await storedOrder({ status: "open" });
    await storedOrder({ status: "expired" });
    expect(await monthRevenue(db, zone, now)).toEqual({ cents: 110000 + 90000, orders: 2, month: "November 2026" });
    // In Los Angeles the edges are three hours later: both 1 November orders are still October there, both 1 December ones November.
    expect(await monthRevenue(db, "America/Los_Angeles", now)).toEqual({ cents: 90000 + 60000, orders: 2, month: "November 2026" });
  });
});

describe("a refund from the back office", () => {
  it("is refused with plain words, asking nothing of Stripe: no amount, not dollars, zero, more than is left, the box not ticked, an unpaid order", async () => {
    const order = await paidOrder();
    const nonce = "a-form-nonce-0000001";
    const ask = (amount: string, confirm: string | null = "yes") => askRefund(db, stripe, order.id, { amount, confirm, nonce });
    expect(await ask("")).toMatchObject({ status: 400, errors: { amount: "Enter the amount to refund, for example 200 or 200.00." } });
    expect(await ask("two hundred")).toMatchObject({ status: 400, amount: "two hundred", errors: { amount: "Enter the amount in dollars and cents, for example 200 or 200.50." } });
    expect(await ask("0.00")).toMatchObject({ status: 400, errors: { amount: "Enter an amount more than $0.00." } });
    expect(await ask("1,100.01")).toMatchObject({ status: 400, errors: { amount: "Enter at most $1,100.00: that is what is left to refund." } });
    expect(await ask("200", null)).toEqual({ ok: false, status: 400, amount: "200", freshNonce: false, errors: { confirm: "Tick the box to confirm the refund." } });
    const open = await storedOrder({ status: "open" });
    expect(await askRefund(db, stripe, open.id, { amount: "200", confirm: "yes", nonce })).toMatchObject({ status: 400, errors: { form: "This order is not paid, so there is nothing to refund." } });
    expect(await askRefund(db, stripe, 999_999, { amount: "200", confirm: "yes", nonce })).toEqual({ ok: false, status: 404 });
    expect(refundsOf(order.payment_intent_id!)).toEqual([]);
  });

  it("asks Stripe, and the order shows Partly refunded once Stripe's charge.refunded reaches the webhook; the same form sent twice refunds once", async () => {
    await startSite();
    const order = await paidOrder();
    const form = { amount: "200.00", confirm: "yes", nonce: "double-tap-nonce-0001" };
    // A double tap: the same form twice at once.
    const [first, second] = await Promise.all([askRefund(db, stripe, order.id, form), askRefund(db, stripe, order.id, form)]);
    expect(first).toEqual({ ok: true, cents: 20000, refundId: expect.stringMatching(/^re_/) });
    expect(second).toEqual(first);
    await stand.settled();
    expect(refundsOf(order.payment_intent_id!)).toHaveLength(1);
    expect(refundsOf(order.payment_intent_id!)[0]!.request!.idempotency_key).toBe(`order-${order.id}-${order.token_hash.slice(0, 12)}-refund-double-tap-nonce-0001`);
    const after = (await listOwnerOrders(db, {})).find((o) => o.id === order.id)!;
    expect(after).toMatchObject({ amountRefunded: 20000, left: 90000, statusWords: "Partly refunded ($200.00 of $1,100.00 refunded)" });

    // Another form (another nonce): another refund, at most what is left.
    expect(await askRefund(db, stripe, order.id, { amount: "900.01", confirm: "yes", nonce: "second-form-nonce-001" })).toMatchObject({ status: 400 });
    const rest = await askRefund(db, stripe, order.id, { amount: "900", confirm: "yes", nonce: "second-form-nonce-001" });
    expect(rest).toMatchObject({ ok: true, cents: 90000 });
    await stand.settled();
    expect((await findOwnerOrder(db, {}, order.id))!).toMatchObject({ statusWords: "Refunded", refundFailedAt: null });

    // The card was closed: Stripe's refund.failed reaches the webhook, and the order says so.
    stand.failRefund((rest as { refundId: string }).refundId);
    await stand.settled();
    expect((await findOwnerOrder(db, {}, order.id))!.refundFailedAt).toEqual(expect.any(Number));
  });

  it("answers 502, nothing refunded, when Stripe cannot be reached", async () => {
    const order = await paidOrder();
    const closed = await startStripeStandIn();
    const unreachable = stripeClient({ STRIPE_SECRET_KEY: closed.secretKey, STRIPE_API_URL: closed.url })!;
    await closed.close();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await askRefund(db, unreachable, order.id, { amount: "200", confirm: "yes", nonce: "unreachable-nonce-01" })).toEqual({ ok: false, status: 502 });
    expect(refundsOf(order.payment_intent_id!)).toEqual([]);
    expect((await orderById(db, order.id))!.amount_refunded).toBe(0);
  });
});

describe("the accountant's CSV", () => {
  it("has the paid orders, oldest payment first, dates in the business's zone, plain amounts, the state in words, and a name a spreadsheet would run kept as text", async () => {
    await storedOrder({ status: "paid", paid_at: Date.parse("2026-11-01T03:30:00Z"), payment_intent_id: "pi_first", amount_refunded: 20000 });
    await storedOrder({ status: "paid", paid_at: Date.parse("2026-11-05T15:00:00Z"), payment_intent_id: "pi_second", parent_name: "=HYPERLINK(\"http://evil.example\")", parent_email: "" });
    await storedOrder({ status: "open" });
    const rows = await ordersCsvRows(db, "America/New_York");
    expect(rows).toEqual([
      ["Date paid", "Family", "Email", "Package", "Items", "Amount", "Refunded", "Net", "Status", "Stripe payment id"],
      ["2026-10-31", "Maya Parent", "maya@example.com", "Read-Together Toolkit", "Read-Together Toolkit; Additional Child; 1:1 Virtual Strategy Session", "1100.00", "200.00", "900.00", "Partly refunded ($200.00 of $1,100.00 refunded)", "pi_first"],
      ["2026-11-05", "=HYPERLINK(\"http://evil.example\")", "(erased)", "Read-Together Toolkit", "Read-Together Toolkit; Additional Child; 1:1 Virtual Strategy Session", "1100.00", "0.00", "1100.00", "Paid", "pi_second"],
    ]);
    const csv = toCsv(rows);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("Date paid,Family,Email,Package,Items,Amount,Refunded,Net,Status,Stripe payment id");
    // The formula guard: a leading quote, so a spreadsheet shows the text and never runs it.
    expect(lines[2]).toBe(`2026-11-05,"'=HYPERLINK(""http://evil.example"")",(erased),Read-Together Toolkit,Read-Together Toolkit; Additional Child; 1:1 Virtual Strategy Session,1100.00,0.00,1100.00,Paid,pi_second`);
  });
});
