import { randomBytes } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import Stripe from "stripe";
import { ordersAdmin as copy, type OwnerOrderStatus } from "#common/payments/content/admin.ts";
import { formatCents } from "#common/payments/checkout.ts";
import type { AppDatabase } from "#server/db/database.server";
import type { ServerConfig } from "#server/config.server";
import { orderById, orderLineItems, type Order } from "./orders.server";

/**
 * The owner's side of the orders (issue 43; docs/payments.md, "The owner's orders"): what the
 * back office's Orders page, an order's page, the dashboard's revenue of the month and the CSV
 * for her accountant show, and the refund she asks of Stripe. The order's own amount refunded
 * changes only when Stripe's `charge.refunded` reaches the webhook (orders.server.ts).
 */

/** The words of an order's state: Paid, Partly refunded, Refunded, Waiting for payment, Not paid (expired), Payment failed. */
export function ownerOrderStatus(order: Pick<Order, "status" | "amount_total" | "amount_refunded">): OwnerOrderStatus {
  switch (order.status) {
    case "open":
      return "open";
    case "expired":
      return "expired";
    case "payment_failed":
      return "payment-failed";
    case "paid":
      if (order.amount_refunded <= 0) return "paid";
      return order.amount_refunded >= order.amount_total ? "refunded" : "partly-refunded";
  }
}

/** "$1,100.00". */
export const dollars = (cents: number) => formatCents(cents, "en-US");

/** The status as the owner reads it, with the amounts when partly refunded: "Partly refunded ($200.00 of $1,100.00 refunded)". */
export function statusWords(order: Pick<Order, "status" | "amount_total" | "amount_refunded">): string {
  const status = ownerOrderStatus(order);
  const words = copy.statuses[status];
  return status === "partly-refunded" ? `${words} (${copy.refundedOf(dollars(order.amount_refunded), dollars(order.amount_total))})` : words;
}

/** The payment's page in Stripe's dashboard; under /test/ when the key is a test-mode key. */
export function stripePaymentUrl(paymentIntentId: string, secretKey: string | undefined): string {
  const test = /^(sk|rk)_test_/.test(secretKey ?? "");
  return `https://dashboard.stripe.com/${test ? "test/" : ""}payments/${encodeURIComponent(paymentIntentId)}`;
}

/** "Mar 3, 2026" in the business's time zone. */
export function businessDate(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium" }).format(new Date(ms));
}

/** Whether the back office shows anything of payments: the Stripe key is set, or orders exist (a key removed later keeps the records in sight). */
export async function paymentsShown(db: AppDatabase, config: Pick<ServerConfig, "STRIPE_SECRET_KEY">): Promise<boolean> {
  if (config.STRIPE_SECRET_KEY) return true;
  return (await db.selectFrom("orders").select("id").limit(1).executeTakeFirst()) !== undefined;
}

export type SessionCounts = { booked: number; open: number; withdrawn: number };

/** An order as the owner's pages show it: plain values, no secrets (no token hash, no session id). */
export type OwnerOrder = {
  id: number;
  /** null: erased at the family's request. */
  family: string | null;
  email: string | null;
  packageName: string;
  items: { name: string; quantity: number; amount: number }[];
  amountTotal: number;
  amountRefunded: number;
  /** What can still be refunded (cents): the total less what Stripe said is refunded. */
  left: number;
  status: OwnerOrderStatus;
  statusWords: string;
  createdAt: number;
  paidAt: number | null;
  refundFailedAt: number | null;
  stripeUrl: string | null;
  paymentIntentId: string | null;
  sessions: SessionCounts;
};

function ownerOrder(order: Order, sessions: SessionCounts, secretKey: string | undefined): OwnerOrder {
  const items = orderLineItems(order).map((item) => ({ name: item.name, quantity: item.quantity, amount: item.unitAmount * item.quantity }));
  return {
    id: order.id,
    family: order.parent_name === "" ? null : order.parent_name,
    email: order.parent_email === "" ? null : order.parent_email,
    packageName: items[0]?.name ?? order.package_id,
    items,
    amountTotal: order.amount_total,
    amountRefunded: order.amount_refunded,
    left: Math.max(0, order.amount_total - order.amount_refunded),
    status: ownerOrderStatus(order),
    statusWords: statusWords(order),
    createdAt: order.created_at,
    paidAt: order.paid_at,
    refundFailedAt: order.refund_failed_at,
    stripeUrl: order.payment_intent_id ? stripePaymentUrl(order.payment_intent_id, secretKey) : null,
    paymentIntentId: order.payment_intent_id,
    sessions,
  };
}

async function sessionCounts(db: AppDatabase, orderIds: number[]): Promise<Map<number, SessionCounts>> {
  const counts = new Map<number, SessionCounts>();
  if (orderIds.length === 0) return counts;
  const rows = await db
    .selectFrom("order_sessions")
    .select(["order_id", "status", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
    .where("order_id", "in", orderIds)
    .groupBy(["order_id", "status"])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.order_id) ?? { booked: 0, open: 0, withdrawn: 0 };
    entry[row.status] += Number(row.count);
    counts.set(row.order_id, entry);
  }
  return counts;
}

/** Every order, newest first (by when it was made), with its sessions booked, left and withdrawn. */
export async function listOwnerOrders(db: AppDatabase, config: Pick<ServerConfig, "STRIPE_SECRET_KEY">): Promise<OwnerOrder[]> {
  const orders = await db.selectFrom("orders").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
  const counts = await sessionCounts(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ownerOrder(order, counts.get(order.id) ?? { booked: 0, open: 0, withdrawn: 0 }, config.STRIPE_SECRET_KEY));
}

/** One order for its page, with its sessions by name; null when there is none. */
export async function findOwnerOrder(
  db: AppDatabase,
  config: Pick<ServerConfig, "STRIPE_SECRET_KEY">,
  id: number,
): Promise<(OwnerOrder & { sessionList: { name: string; minutes: number; status: string }[] }) | null> {
  const order = await orderById(db, id);
  if (!order) return null;
  const sessionList = await db.selectFrom("order_sessions").select(["name", "minutes", "status"]).where("order_id", "=", id).orderBy("position").execute();
  const counts = await sessionCounts(db, [id]);
  return { ...ownerOrder(order, counts.get(id) ?? { booked: 0, open: 0, withdrawn: 0 }, config.STRIPE_SECRET_KEY), sessionList };
}

/** The first instant of the calendar month `now` is in, in `timeZone`, and of the next month (ms). */
export function monthBounds(now: number, timeZone: string): { start: number; end: number } {
  const zoned = new TZDate(now, timeZone);
  return {
    start: new TZDate(zoned.getFullYear(), zoned.getMonth(), 1, timeZone).getTime(),
    end: new TZDate(zoned.getFullYear(), zoned.getMonth() + 1, 1, timeZone).getTime(),
  };
}

export type MonthRevenue = { cents: number; orders: number; month: string };

/**
 * This calendar month's revenue in the business's time zone: the paid orders paid this month,
 * each its amount less what Stripe said is refunded of it (a refund counts against the month the
 * order was paid in), and how many.
 */
export async function monthRevenue(db: AppDatabase, timeZone: string, now: number): Promise<MonthRevenue> {
  const { start, end } = monthBounds(now, timeZone);
  const rows = await db
    .selectFrom("orders")
    .select(["amount_total", "amount_refunded"])
    .where("status", "=", "paid")
    .where("paid_at", ">=", start)
    .where("paid_at", "<", end)
    .execute();
  return {
    cents: rows.reduce((sum, row) => sum + row.amount_total - row.amount_refunded, 0),
    orders: rows.length,
    month: new Intl.DateTimeFormat("en-US", { timeZone, month: "long", year: "numeric" }).format(new Date(now)),
  };
}

// --- Refunds ---

/** A random value put in each rendered refund form: the same form sent twice asks Stripe once. */
export function newRefundNonce(): string {
  return randomBytes(12).toString("base64url");
}

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/** The refund's idempotency key: the order's (as its checkout's, orders.server.ts) and the form's nonce. */
export function refundIdempotencyKey(order: Pick<Order, "id" | "token_hash">, nonce: string): string {
  return `order-${order.id}-${order.token_hash.slice(0, 12)}-refund-${nonce}`;
}

/** "200", "200.5", "200.50", "$1,100.00" as cents; null when it is not dollars and cents. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.replaceAll(",", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** What the refund form posts: strings as a browser sends them. */
export type RefundForm = { amount?: unknown; confirm?: unknown; nonce?: unknown };

export type RefundErrors = { amount?: string; confirm?: string; form?: string };

export type RefundOutcome =
  | { ok: true; cents: number; refundId: string }
  | { ok: false; status: 400; errors: RefundErrors; amount: string; freshNonce: boolean }
  | { ok: false; status: 404 }
  | { ok: false; status: 502 };

/**
 * Checks the owner's refund form against the order as stored (paid, an amount of dollars and
 * cents more than 0 and at most what is left, the box ticked) and asks Stripe for the refund with
 * the form's idempotency key: the same form sent twice (a double tap, a resend after a lost
 * answer) makes one refund. Stripe out of reach (or failing): 502, nothing refunded.
 */
export async function askRefund(db: AppDatabase, stripe: Stripe, orderId: number, form: RefundForm): Promise<RefundOutcome> {
  const order = await orderById(db, orderId);
  if (!order) return { ok: false, status: 404 };
  const amount = typeof form.amount === "string" ? form.amount.slice(0, 40) : "";
  const nonce = typeof form.nonce === "string" && NONCE.test(form.nonce) ? form.nonce : null;
  const refused = (errors: RefundErrors, freshNonce = false): RefundOutcome => ({ ok: false, status: 400, errors, amount, freshNonce });
  if (order.status !== "paid" || !order.payment_intent_id) return refused({ form: copy.refund.errors.notPaid });
  if (nonce === null) return refused({ form: copy.refund.errors.resent }, true);
  const left = order.amount_total - order.amount_refunded;
  const errors: RefundErrors = {};
  const cents = parseDollars(amount);
  if (amount.trim() === "") errors.amount = copy.refund.errors.amountRequired;
  else if (cents === null) errors.amount = copy.refund.errors.amountFormat;
  else if (cents <= 0) errors.amount = copy.refund.errors.amountZero;
  else if (cents > left) errors.amount = copy.refund.errors.amountTooLarge(dollars(left));
  if (form.confirm !== "yes") errors.confirm = copy.refund.errors.confirm;
  if (errors.amount || errors.confirm || cents === null) return refused(errors);
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create({ payment_intent: order.payment_intent_id, amount: cents }, { idempotencyKey: refundIdempotencyKey(order, nonce) });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeIdempotencyError) return refused({ form: copy.refund.errors.resent }, true);
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return refused({ form: copy.refund.errors.stripeRefused(error.message) }, true);
    // Out of reach, or failing on its side: nothing is known to be refunded; the same form may be sent again (same key).
    console.error(`refund: order ${order.id}: Stripe did not answer: ${error instanceof Error ? error.constructor.name : "error"}`);
    return { ok: false, status: 502 };
  }
  return { ok: true, cents, refundId: refund.id };
}

// --- The accountant's CSV ---

/**
 * The paid orders (refunded ones too), oldest payment first as in a ledger: date paid (in the
 * business's time zone, YYYY-MM-DD), family, email, package, items, amount, refunded, net (plain
 * numbers with two decimals, so a spreadsheet adds them up), status, Stripe's payment id. The
 * first row is the headers. Written by toCsv (inbox.server.ts): formulas escaped, BOM, CRLF.
 */
export async function ordersCsvRows(db: AppDatabase, timeZone: string): Promise<string[][]> {
  const orders = await db.selectFrom("orders").selectAll().where("status", "=", "paid").orderBy("paid_at").orderBy("id").execute();
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const plain = (cents: number) => (cents / 100).toFixed(2);
  return [
    [...copy.csv.headers],
    ...orders.map((order) => {
      const items = orderLineItems(order);
      return [
        order.paid_at === null ? "" : day.format(new Date(order.paid_at)),
        order.parent_name || copy.csv.erased,
        order.parent_email || copy.csv.erased,
        items[0]?.name ?? order.package_id,
        items.map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name)).join("; "),
        plain(order.amount_total),
        plain(order.amount_refunded),
        plain(order.amount_total - order.amount_refunded),
        statusWords(order),
        order.payment_intent_id ?? "",
      ];
    }),
  ];
}
