import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { sql } from "kysely";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { openDatabase, type AppDatabase } from "#server/db/database.server";
import { publish, publishedDocument } from "#server/editing/site-content.server";
import { insertUser } from "#tests/auth-db";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "#tests/stripe/server";
import { createOrder, fulfilCheckoutSession, orderById, orderByToken, orderLineItems, orderReturnUrls, startCheckout, type Order } from "./orders.server";
import { stripeClient } from "./stripe.server";
import { WEBHOOK_MAX_BODY_BYTES } from "./webhook.server";

/**
 * Paying for a package, server side (issue 43), on SQLite and PostgreSQL (TEST_DB=postgres): the
 * real app listening on 127.0.0.1, the real `stripe` SDK, and the tests' Stripe stand-in, which
 * delivers signed events to the app's webhook. The stand-in does not retry on its own here
 * (retryDelaysMs: []): a test sends an event again with `resend`, as Stripe's retry would.
 */

let stand: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  stand = await startStripeStandIn({ retryDelaysMs: [] });
  stripe = stripeClient({ STRIPE_SECRET_KEY: stand.secretKey, STRIPE_API_URL: stand.url })!;
});
afterAll(() => stand.close());

const toolkit = { packageId: "read-together-toolkit", children: 2, strategySession: true };
const parent = { name: "Maya Parent", email: "maya@example.com" };

type Instance = { url: string; clock: { now: number }; endpoint: string; close(): Promise<void> };

let database: TestDatabase;
let db: AppDatabase;
let instances: Instance[];
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  instances = [];
});
afterEach(async () => {
  vi.restoreAllMocks();
  // What a test held back goes out now, to its own instances, before they close.
  await stand.release();
  await stand.settled();
  for (const instance of instances) await instance.close();
  await database.close();
});

const stripeEnv = () => ({ LOG_REQUESTS: "false", NODE_ENV: "test", STRIPE_SECRET_KEY: stand.secretKey, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: stand.url });

/** A site instance on `on` (another connection to the same database, or this one), listening on 127.0.0.1, its webhook registered with the stand-in. */
async function startInstance(on: AppDatabase = db, env: Record<string, string> = stripeEnv()): Promise<Instance> {
  const clock = { now: Date.now() };
  const app = createApp({ db: on, config: loadServerConfig(env), formTokenSecret: "test-secret-for-form-tokens", now: () => clock.now });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
  const endpoint = stand.addWebhookEndpoint({ url }).id;
  const instance = {
    url,
    clock,
    endpoint,
    async close() {
      stand.removeWebhookEndpoint(endpoint);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (on !== db) await on.destroy();
    },
  };
  instances.push(instance);
  return instance;
}

/** An open order of the Toolkit, one extra child and the strategy session, sent to Checkout: the order, its token and the session's id. */
async function orderAtCheckout(now = Date.now()): Promise<{ order: Order; token: string; sessionId: string; url: string }> {
  const created = await createOrder(db, toolkit, parent, "en", now);
  if (!created.ok) throw new Error(created.error);
  const url = await startCheckout(db, stripe, created.order, orderReturnUrls("http://127.0.0.1:9", created.token, "en", "/services"), now);
  const order = (await orderById(db, created.order.id))!;
  return { order, token: created.token, sessionId: order.checkout_session_id!, url };
}

const eventsStored = async () => (await db.selectFrom("stripe_events").selectAll().execute()).length;
const lastEvent = (type: string) => [...stand.events].reverse().find((e) => e.type === type)!;
const deliveriesTo = (endpoint: string) => stand.deliveries.filter((d) => d.endpoint === endpoint).map((d) => d.status);

describe("an order", () => {
  it("is priced from the prices published now, and a price published later changes nothing on it or on its checkout", async () => {
    expect(await createOrder(db, { ...toolkit, children: 7 }, parent, "en", Date.now())).toEqual({ ok: false, error: "children" });
    expect(await db.selectFrom("orders").selectAll().execute()).toEqual([]);

    const first = await createOrder(db, toolkit, parent, "en", Date.now());
    if (!first.ok) throw new Error(first.error);
    expect(first.order).toMatchObject({ status: "open", amount_total: 110000, currency: "usd", children: 2, strategy_session: 1, amount_refunded: 0, language: "en" });
    expect(await orderByToken(db, first.token)).toEqual(first.order);
    expect(first.order.token_hash).not.toContain(first.token);

    // The owner raises the Toolkit to $700 through the back office's own publish.
    const user = await insertUser(db, "elena@example.com", "owner");
    const raised = await publishedDocument(db, "packages");
    raised.packages.find((p) => p.id === "read-together-toolkit")!.price = 700;
    expect((await publish(db, "packages", raised, { user: { id: user.id, email: user.email, name: "elena", role: "owner" }, address: null, now: Date.now() })).ok).toBe(true);

    expect(await orderById(db, first.order.id)).toEqual(first.order);
    const url = await startCheckout(db, stripe, first.order, orderReturnUrls("http://127.0.0.1:9", first.token, "en", "/services"), Date.now());
    const session = await stripe.checkout.sessions.retrieve((await orderById(db, first.order.id))!.checkout_session_id!, { expand: ["line_items"] });
    expect(session.amount_total).toBe(110000);
    expect(session.line_items!.data.map((line) => [line.description, line.price!.unit_amount, line.quantity])).toEqual(orderLineItems(first.order).map((item) => [item.name, item.unitAmount, item.quantity]));
    expect(url).toBe(session.url);

    const second = await createOrder(db, toolkit, parent, "en", Date.now());
    expect(second.ok && second.order.amount_total).toBe(70000 + 20000 + 25000);
  });

  it("goes to Checkout with its prefilled email, language, expiry, return addresses and metadata, the same session on a retry", async () => {
    const created = await createOrder(db, { packageId: "design-your-library", children: 1, strategySession: false }, parent, "es", Date.now());
    if (!created.ok) throw new Error(created.error);
    const urls = orderReturnUrls("http://127.0.0.1:9", created.token, "es", "/es/services");
    const url = await startCheckout(db, stripe, created.order, urls, Date.now());
    const order = (await orderById(db, created.order.id))!;
    // A retry (the first answer lost): the same parameters, the same key, the same session.
    expect(await startCheckout(db, stripe, order, urls, Date.now() + 5000)).toBe(url);
    const session = await stripe.checkout.sessions.retrieve(order.checkout_session_id!);
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 50000,
      currency: "usd",
      customer_email: "maya@example.com",
      locale: "es",
      client_reference_id: String(order.id),
      metadata: { order_id: String(order.id) },
      success_url: `http://127.0.0.1:9/es/order/${created.token}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: "http://127.0.0.1:9/es/services",
      expires_at: order.checkout_expires_at! / 1000,
    });
    expect(order.checkout_expires_at! - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(stand.events.filter((e) => e.type === "checkout.session.completed" && (e.data.object as { id: string }).id === session.id)).toEqual([]);
  });
});

describe("paying", () => {
  it("marks the order paid once when Stripe's signed event reaches the webhook, and the return page then finds it paid", async () => {
    const site = await startInstance();
    const { order, token, sessionId } = await orderAtCheckout();
    const paid = await stand.pay(sessionId);
    expect(paid).toEqual({ status: 303, location: `http://127.0.0.1:9/order/${token}?session_id=${sessionId}` });
    await stand.settled();
    expect(deliveriesTo(site.endpoint)).toEqual([200]);
    const after = (await orderById(db, order.id))!;
    expect(after).toMatchObject({ status: "paid", paid_at: site.clock.now, payment_intent_id: expect.stringMatching(/^pi_/) });
    expect(await db.selectFrom("stripe_events").selectAll().execute()).toEqual([{ id: lastEvent("checkout.session.completed").id, type: "checkout.session.completed", received_at: site.clock.now }]);
    // The return page (later): the same function, which finds it done.
    expect(await fulfilCheckoutSession(db, stripe, sessionId, Date.now() + 60_000)).toBe("already");
    expect(await orderById(db, order.id)).toEqual(after);
  });

  it("fulfils once when the return page comes before the event", async () => {
    const site = await startInstance();
    const { order, sessionId } = await orderAtCheckout();
    stand.hold();
    await stand.pay(sessionId);
    // Never trusts the query string: an unpaid session (another order's, still open) fulfils nothing.
    const other = await orderAtCheckout();
    expect(await fulfilCheckoutSession(db, stripe, other.sessionId, Date.now())).toBe("unpaid");
    expect(await fulfilCheckoutSession(db, stripe, "cs_test_nosuchsession", Date.now()).catch((e: Error) => e.message)).toMatch(/No such checkout.session/);
    const returnedAt = Date.now() - 1000;
    expect(await fulfilCheckoutSession(db, stripe, sessionId, returnedAt)).toBe("fulfilled");
    await stand.release();
    expect(deliveriesTo(site.endpoint)).toEqual([200]);
    expect((await orderById(db, order.id))!).toMatchObject({ status: "paid", paid_at: returnedAt });
    expect((await orderById(db, other.order.id))!.status).toBe("open");
    expect(await eventsStored()).toBe(1);
  });

  it("fulfils once when the same event comes twice, and to two instances on one database at the same moment", async () => {
    // A second instance with its own connection (PostgreSQL: its own pool). SQLite in one test
    // process shares the connection: a second connection's busy wait would block the process.
    const a = await startInstance();
    const b = await startInstance(database.kind === "postgres" ? openDatabase(database.url) : db);
    b.clock.now = a.clock.now + 7000;
    const { order, sessionId } = await orderAtCheckout();
    stand.hold();
    await stand.pay(sessionId);
    const event = lastEvent("checkout.session.completed");
    await Promise.all([stand.resend(event.id), stand.resend(event.id)]);
    await stand.release();
    await stand.resend(event.id);
    expect([...deliveriesTo(a.endpoint), ...deliveriesTo(b.endpoint)]).toEqual(Array(8).fill(200));
    const stored = await db.selectFrom("stripe_events").selectAll().execute();
    expect(stored).toHaveLength(1);
    const after = (await orderById(db, order.id))!;
    expect(after.status).toBe("paid");
    // Marked paid by the one transaction that stored the event, by one instance or the other.
    expect([a.clock.now, b.clock.now]).toContain(after.paid_at);
    expect(stored[0]!.received_at).toBe(after.paid_at);
  });

  it("refuses with 400, storing and changing nothing, a bad signature, an old timestamp, a body changed after signing and no signature; 413 above 64 KiB; a signed event is taken whatever its Origin", async () => {
    const site = await startInstance();
    const { order, sessionId } = await orderAtCheckout();
    stand.hold();
    await stand.pay(sessionId);
    const payload = JSON.stringify(lastEvent("checkout.session.completed"), null, 2);
    const seconds = Math.floor(Date.now() / 1000);
    const post = (body: string, signature?: string) =>
      fetch(site.url, { method: "POST", headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) }, body });
    const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? STAND_IN_WEBHOOK_SECRET, timestamp: options.timestamp ?? seconds });

    const refused = [
      await post(payload, sign(payload, { secret: "whsec_someoneElsesSecret" })),
      await post(payload, sign(payload, { timestamp: seconds - 301 })),
      await post(payload.replace('"payment_status": "paid"', '"payment_status": "paid" '), sign(payload)),
      await post(payload),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await Promise.all(refused.map((r) => r.text()))).toEqual(["Bad signature.", "Bad signature.", "Bad signature.", "Missing Stripe-Signature."]);
    const tooLarge = await post("x".repeat(WEBHOOK_MAX_BODY_BYTES + 1), sign("x"));
    expect(tooLarge.status).toBe(413);
    expect(await eventsStored()).toBe(0);
    expect((await orderById(db, order.id))!.status).toBe("open");

    // The same bytes, properly signed, are taken: the refusals were the signature's doing. Sent
    // as if from another site's page, too: the same-origin check of the forms does not apply here.
    const crossSite = await fetch(site.url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": sign(payload), origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" }, body: payload });
    expect(crossSite.status).toBe(200);
    expect((await orderById(db, order.id))!.status).toBe("paid");
  });

  it("answers 500 and stores nothing when the work fails before the commit, and Stripe's retry fulfils once", async () => {
    const site = await startInstance();
    const { order, sessionId } = await orderAtCheckout();
    // A real fault in the fulfilment's transaction, after the event's id was inserted: the database refuses to mark an order paid.
    if (database.kind === "postgres") {
      await sql`create function refuse_paid() returns trigger language plpgsql as $$ begin raise exception 'disk fault'; end $$`.execute(db);
      await sql`create trigger refuse_paid before update on orders for each row when (new.status = 'paid') execute function refuse_paid()`.execute(db);
    } else {
      await sql`create trigger refuse_paid before update on orders when new.status = 'paid' begin select raise(abort, 'disk fault'); end`.execute(db);
    }
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await stand.pay(sessionId);
    await stand.settled();
    expect(deliveriesTo(site.endpoint)).toEqual([500]);
    // One line, with the database's words and nothing of the event's (its id, the parent's email, the session).
    expect(logged.mock.calls.map((call) => call.join(" "))).toEqual([expect.stringMatching(/^stripe webhook: not handled, Stripe will send it again: .*disk fault/)]);
    const line = logged.mock.calls[0]!.join(" ");
    for (const secret of [lastEvent("checkout.session.completed").id, parent.email, sessionId]) expect(line).not.toContain(secret);
    expect(await eventsStored()).toBe(0);
    expect((await orderById(db, order.id))!.status).toBe("open");

    await sql`drop trigger refuse_paid${database.kind === "postgres" ? sql` on orders` : sql``}`.execute(db);
    if (database.kind === "postgres") await sql`drop function refuse_paid()`.execute(db);
    const event = lastEvent("checkout.session.completed");
    await stand.resend(event.id);
    await stand.resend(event.id);
    expect(deliveriesTo(site.endpoint)).toEqual([500, 200, 200]);
    expect((await orderById(db, order.id))!).toMatchObject({ status: "paid", paid_at: site.clock.now });
    expect(await eventsStored()).toBe(1);
  });

  it("answers 404 with no Stripe key set", async () => {
    const app = createApp({ db, config: loadServerConfig({ LOG_REQUESTS: "false" }), formTokenSecret: "test-secret-for-form-tokens" });
    const res = await app.request("/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": "t=1,v1=00" }, body: "{}" });
    expect(res.status).toBe(404);
  });
});

describe("after checkout", () => {
  it("expires an order whose session expired unpaid, and marks one whose bank debit failed; a debit that succeeds pays", async () => {
    const site = await startInstance();
    const expiring = await orderAtCheckout();
    await stripe.checkout.sessions.expire(expiring.sessionId);

    const failing = await orderAtCheckout();
    stand.completeWithDelayedPayment(failing.sessionId);
    await stand.settled();
    // Complete but not paid yet: still open.
    expect((await orderById(db, failing.order.id))!.status).toBe("open");
    stand.settleDelayedPayment(failing.sessionId, "failed");

    const settling = await orderAtCheckout();
    stand.completeWithDelayedPayment(settling.sessionId);
    stand.settleDelayedPayment(settling.sessionId, "succeeded");
    await stand.settled();

    expect((await orderById(db, expiring.order.id))!.status).toBe("expired");
    expect((await orderById(db, failing.order.id))!.status).toBe("payment_failed");
    expect((await orderById(db, settling.order.id))!.status).toBe("paid");
    // expired, completed (unpaid), async failed, completed (unpaid), async succeeded
    expect(deliveriesTo(site.endpoint)).toEqual([200, 200, 200, 200, 200]);
  });

  it("shows a partial refund then the full one, never lowered by events out of order, and a failed refund", async () => {
    await startInstance();
    const { order, sessionId } = await orderAtCheckout();
    await stand.pay(sessionId);
    await stand.settled();
    const paymentIntent = (await orderById(db, order.id))!.payment_intent_id!;

    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 20000 });
    await stand.settled();
    expect((await orderById(db, order.id))!.amount_refunded).toBe(20000);

    stand.hold();
    const last = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 30000 });
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await stand.release({ reversed: true });
    expect((await orderById(db, order.id))!).toMatchObject({ status: "paid", amount_refunded: 110000, refund_failed_at: null });

    stand.failRefund(last.id);
    await stand.settled();
    expect((await orderById(db, order.id))!.refund_failed_at).toEqual(expect.any(Number));
    expect(await eventsStored()).toBe(5);
  });
});
