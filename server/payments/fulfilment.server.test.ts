import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { openDatabase, type AppDatabase } from "#server/db/database.server";
import { releaseLease, takeLease } from "#server/db/leases.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "#tests/stripe/server";
import { orderMailerFromConfig } from "./order-emails.server";
import { checkoutOfSentForm, createOrder, fulfilCheckoutSession, orderById, orderReturnUrls, orderSessions, startCheckout, type Order } from "./orders.server";
import { GRACE_MS, ORDER_SWEEP_JOB, runOrderSweep, sweepOpenOrders } from "./sweep.server";
import { stripeClient } from "./stripe.server";

/**
 * What happens to a paid order besides being marked paid (issue 43), on SQLite and PostgreSQL
 * (TEST_DB=postgres): the real app's webhook on 127.0.0.1, the real `stripe` SDK and the tests'
 * Stripe stand-in, on one clock the test moves (the stand-in is "late": it expires a session only
 * when asked, so the sweep meets sessions Stripe has not expired yet). Refunds Stripe confirms
 * before the order is known paid, the sessions a full refund withdraws, the emails written once,
 * and the sweep of orders left open.
 */

const clock = { now: Date.now() };
let stand: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  stand = await startStripeStandIn({ retryDelaysMs: [], now: () => clock.now, expiresOnItsOwn: false });
  stripe = stripeClient({ STRIPE_SECRET_KEY: stand.secretKey, STRIPE_API_URL: stand.url })!;
});
afterAll(() => stand.close());

const OWNER = "owner@kindred.test";
const env = () => ({ LOG_REQUESTS: "false", NODE_ENV: "test", STRIPE_SECRET_KEY: stand.secretKey, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: stand.url, OWNER_NOTIFY_EMAIL: OWNER });
const toolkit = { packageId: "read-together-toolkit", children: 2, strategySession: true };
const parent = { name: "Maya Parent", email: "maya@example.com" };

let database: TestDatabase;
let db: AppDatabase;
let closers: (() => Promise<void>)[];
/** How many times an instance woke the outbox's worker after a commit with new emails. */
let nudges = 0;
beforeEach(async () => {
  clock.now = Date.now();
  nudges = 0;
  database = await createTestDatabase();
  db = database.db;
  closers = [];
});
afterEach(async () => {
  await stand.release();
  await stand.settled();
  for (const close of closers) await close();
  await database.close();
});

/** A site instance listening on 127.0.0.1, its webhook registered with the stand-in. */
async function startInstance(on: AppDatabase = db): Promise<{ endpoint: string }> {
  const app = createApp({ db: on, config: loadServerConfig(env()), formTokenSecret: "test-secret-for-form-tokens", now: () => clock.now, onEmailsQueued: () => nudges++ });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const endpoint = stand.addWebhookEndpoint({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook` }).id;
  closers.push(async () => {
    stand.removeWebhookEndpoint(endpoint);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (on !== db) await on.destroy();
  });
  return { endpoint };
}

async function orderAtCheckout(): Promise<{ order: Order; sessionId: string }> {
  const created = await createOrder(db, toolkit, parent, "en", clock.now);
  if (!created.ok) throw new Error(created.error);
  await startCheckout(db, stripe, created.order, orderReturnUrls("http://127.0.0.1:9", created.token, "en", "/services"), clock.now);
  const order = (await orderById(db, created.order.id))!;
  return { order, sessionId: order.checkout_session_id! };
}

const sessionStatuses = async (orderId: number) => (await orderSessions(db, orderId)).map((session) => [session.name, session.status]);
const outboxPurposes = async () => (await db.selectFrom("outbox").select("purpose").orderBy("id").execute()).map((row) => row.purpose);
const mailer = () => orderMailerFromConfig(loadServerConfig(env()));

describe("a refund", () => {
  it("Stripe confirms before the order is known paid is not lost: the fulfilment stores the refunded amount, and withdraws nothing for a part", async () => {
    await startInstance();
    const { order, sessionId } = await orderAtCheckout();
    stand.hold();
    await stand.pay(sessionId);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string;
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 20000 });
    // charge.refunded first (its PaymentIntent is on no order yet), then checkout.session.completed.
    expect(stand.held().length).toBe(2);
    await stand.release({ reversed: true });
    expect((await orderById(db, order.id))!).toMatchObject({ status: "paid", amount_refunded: 20000 });
    expect(await sessionStatuses(order.id)).toEqual([
      ["Live demonstration", "open"],
      ["Follow-up check-in", "open"],
      ["1:1 strategy session", "open"],
    ]);
  });

  it("in full withdraws the sessions not booked yet and keeps the booked one, whether Stripe's refund came before the fulfilment or after", async () => {
    await startInstance();
    // After: a paid order, one session booked, then refunded in full.
    const after = await orderAtCheckout();
    await stand.pay(after.sessionId);
    await stand.settled();
    await db.updateTable("order_sessions").set({ status: "booked" }).where("order_id", "=", after.order.id).where("position", "=", 0).execute();
    const paymentIntent = (await orderById(db, after.order.id))!.payment_intent_id!;
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 10000 });
    await stand.settled();
    expect((await sessionStatuses(after.order.id)).map(([, status]) => status)).toEqual(["booked", "open", "open"]);
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await stand.settled();
    expect((await orderById(db, after.order.id))!.amount_refunded).toBe(110000);
    expect(await sessionStatuses(after.order.id)).toEqual([
      ["Live demonstration", "booked"],
      ["Follow-up check-in", "withdrawn"],
      ["1:1 strategy session", "withdrawn"],
    ]);

    // Before: refunded in full while the order was not known paid.
    const before = await orderAtCheckout();
    stand.hold();
    await stand.pay(before.sessionId);
    await stripe.refunds.create({ payment_intent: (await stripe.checkout.sessions.retrieve(before.sessionId)).payment_intent as string });
    await stand.release({ reversed: true });
    expect((await orderById(db, before.order.id))!).toMatchObject({ status: "paid", amount_refunded: 110000 });
    expect((await sessionStatuses(before.order.id)).map(([, status]) => status)).toEqual(["withdrawn", "withdrawn", "withdrawn"]);
  });
});

describe("a paid order's emails", () => {
  it("are written once, in the transaction that marks it paid: the same event twice, to two instances, and the return page after them", async () => {
    const a = await startInstance();
    await startInstance(database.kind === "postgres" ? openDatabase(database.url) : db);
    const { order, sessionId } = await orderAtCheckout();
    stand.hold();
    await stand.pay(sessionId);
    const event = [...stand.events].reverse().find((e) => e.type === "checkout.session.completed")!;
    await Promise.all([stand.resend(event.id), stand.resend(event.id, a.endpoint)]);
    await stand.release();
    expect(await fulfilCheckoutSession(db, stripe, sessionId, clock.now, { mailer: mailer() })).toBe("already");
    expect((await orderById(db, order.id))!.status).toBe("paid");
    expect((await outboxPurposes()).sort()).toEqual(["order-owner", "order-parent"]);
    // The worker woken once, after the one commit that wrote them.
    expect(nudges).toBe(1);
    // One new link to her page, in her email.
    expect(await db.selectFrom("order_links").select("order_id").execute()).toEqual([{ order_id: order.id }]);
  });

  it("are not written when the order's status change fails: a failed fulfilment leaves no email and no link", async () => {
    const { order, sessionId } = await orderAtCheckout();
    await stand.pay(sessionId);
    const failing = { paid: async () => Promise.reject(new Error("outbox full")), afterCommit: () => {} };
    await expect(fulfilCheckoutSession(db, stripe, sessionId, clock.now, { mailer: failing })).rejects.toThrow("outbox full");
    expect((await orderById(db, order.id))!.status).toBe("open");
    expect(await outboxPurposes()).toEqual([]);
    expect(await fulfilCheckoutSession(db, stripe, sessionId, clock.now, { mailer: mailer() })).toBe("fulfilled");
    expect(await outboxPurposes()).toHaveLength(2);
  });
});

describe("the sweep of open orders", () => {
  it("expires a lapsed order (Stripe late: its session expired there first), records one Stripe expired, fulfils a paid one whose webhook never came, and leaves the rest", async () => {
    // No instance: no webhook reaches the site.
    const late = await orderAtCheckout();
    const expiredAtStripe = await orderAtCheckout();
    await stripe.checkout.sessions.expire(expiredAtStripe.sessionId);
    const paid = await orderAtCheckout();
    await stand.pay(paid.sessionId);
    clock.now += 25 * 60_000;
    const recent = await orderAtCheckout();
    // The first three sessions' time (31 minutes) passed 10 minutes and a second ago; the last one's has not.
    clock.now = late.order.checkout_expires_at! + GRACE_MS + 1000;

    const lines: string[] = [];
    const counts = await sweepOpenOrders(db, stripe, { now: clock.now, mailer: mailer(), log: (line) => lines.push(line) });
    expect(counts).toEqual({ fulfilled: 1, expired: 2, waiting: 0, failed: 0 });
    expect(lines).toEqual([]);
    expect((await orderById(db, late.order.id))!.status).toBe("expired");
    expect((await stripe.checkout.sessions.retrieve(late.sessionId)).status).toBe("expired");
    expect((await orderById(db, expiredAtStripe.order.id))!.status).toBe("expired");
    expect((await orderById(db, paid.order.id))!).toMatchObject({ status: "paid", paid_at: clock.now, receipt_url: expect.stringContaining(`${stand.url}/receipts/ch_`) });
    expect((await orderById(db, recent.order.id))!.status).toBe("open");
    expect((await stripe.checkout.sessions.retrieve(recent.sessionId)).status).toBe("open");
    expect((await outboxPurposes()).sort()).toEqual(["order-owner", "order-parent"]);

    // Again: nothing left to do, and Stripe is asked about nothing.
    const asked = stand.requests.length;
    expect(await sweepOpenOrders(db, stripe, { now: clock.now, mailer: mailer() })).toEqual({ fulfilled: 0, expired: 0, waiting: 0, failed: 0 });
    expect(stand.requests.length).toBe(asked);
  });

  it("runs on one instance at a time, at most a batch per run, and logs a failure without what Stripe or the order said", async () => {
    const orders = [await orderAtCheckout(), await orderAtCheckout(), await orderAtCheckout()];
    clock.now += 31 * 60_000 + GRACE_MS + 1000;
    // Another instance is sweeping (it holds the sweep's lease): this one does nothing. (Two sweeps
    // started together used to stand for it, but on a busy machine the second could reach the
    // database only after the first had finished, and rightly run then.)
    expect(await takeLease(db, ORDER_SWEEP_JOB, "a", clock.now, 60_000)).toBe(true);
    expect(await runOrderSweep(db, stripe, { now: clock.now, batch: 2, holder: "b" })).toBeNull();
    expect((await Promise.all(orders.map(async ({ order }) => (await orderById(db, order.id))!.status))).sort()).toEqual(["open", "open", "open"]);
    await releaseLease(db, ORDER_SWEEP_JOB, "a");
    expect(await runOrderSweep(db, stripe, { now: clock.now, batch: 2, holder: "b" })).toEqual({ fulfilled: 0, expired: 2, waiting: 0, failed: 0 });
    expect((await Promise.all(orders.map(async ({ order }) => (await orderById(db, order.id))!.status))).sort()).toEqual(["expired", "expired", "open"]);

    // A session Stripe does not know (a copy of the database with another account's ids): logged by the order's id, tried next time.
    const [, , last] = orders;
    await db.updateTable("orders").set({ checkout_session_id: "cs_test_unknownToThisAccount" }).where("id", "=", last!.order.id).execute();
    const lines: string[] = [];
    expect(await runOrderSweep(db, stripe, { now: clock.now, log: (line) => lines.push(line) })).toEqual({ fulfilled: 0, expired: 0, waiting: 0, failed: 1 });
    expect(lines).toEqual([`orders sweep: order ${last!.order.id} not settled, tried again next time: StripeInvalidRequestError resource_missing`]);
    expect((await orderById(db, last!.order.id))!.status).toBe("open");
  });
});

describe("the same checkout form sent twice", () => {
  it("finds the first order, waits until the first post has stored its session, and gives that session's page; nothing when it ended", async () => {
    const first = await createOrder(db, toolkit, parent, "en", clock.now, "form-hash-1");
    if (!first.ok) throw new Error(first.error);
    const second = await createOrder(db, toolkit, parent, "en", clock.now, "form-hash-1");
    expect(second).toMatchObject({ ok: false, error: "sent", order: { id: first.order.id } });
    expect(await db.selectFrom("orders").selectAll().execute()).toHaveLength(1);
    // The first post is still waiting for Stripe: the second waits, and the first stores its session meanwhile.
    let waits = 0;
    let url = "";
    const found = await checkoutOfSentForm(db, stripe, first.order, async () => {
      if (++waits === 2) url = await startCheckout(db, stripe, first.order, orderReturnUrls("http://127.0.0.1:9", first.token, "en", "/services"), clock.now);
    });
    expect(waits).toBe(2);
    expect(found).toBe(url);
    // Its session expired: no page to send her to (the action makes a new order).
    await stripe.checkout.sessions.expire((await orderById(db, first.order.id))!.checkout_session_id!);
    expect(await checkoutOfSentForm(db, stripe, (await orderById(db, first.order.id))!, async () => {})).toBeNull();
    // A first post that never stored a session (Stripe out of reach): given up after 10 s of waiting.
    const lost = await createOrder(db, toolkit, parent, "en", clock.now, "form-hash-2");
    if (!lost.ok) throw new Error(lost.error);
    let waited = 0;
    expect(await checkoutOfSentForm(db, stripe, lost.order, async (ms) => void (waited += ms))).toBeNull();
    expect(waited).toBe(10_000);
  });
});
