import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadServerConfig } from "#server/config.server";
import { STRIPE_API_VERSION, stripeCheckoutOrigin, stripeClient } from "#server/payments/stripe.server";
import { parseStripeForm, STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "./server";

/**
 * The Stripe stand-in driven by the real SDK only (through the server's own stripeClient and its
 * STRIPE_API_URL), and its webhooks checked by the SDK's own constructEvent, as the site's webhook
 * will check them.
 */

type Received = { body: string; signature: string };

/** A webhook endpoint: keeps each request's raw body and signature; answers the statuses queued in `answers`, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["stripe-signature"]) });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    received,
    answers,
    /** The events received, each verified with the SDK as the site does (throws on a bad signature). */
    events: (from = 0) => received.slice(from).map((r) => Stripe.webhooks.constructEvent(r.body, r.signature, STAND_IN_WEBHOOK_SECRET)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const successUrl = "http://127.0.0.1:9/order/secret-token?session_id={CHECKOUT_SESSION_ID}";

function toolkitParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: [
      { price_data: { currency: "usd", unit_amount: 65000, product_data: { name: "Read-Together Toolkit" } }, quantity: 1 },
      { price_data: { currency: "usd", unit_amount: 20000, product_data: { name: "Additional child" } }, quantity: 1 },
    ],
    customer_email: "parent@example.com",
    locale: "en",
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    success_url: successUrl,
    cancel_url: "http://127.0.0.1:9/services",
    client_reference_id: "order-7",
    metadata: { order: "7" },
    ui_mode: "hosted_page",
    payment_intent_data: { metadata: { order: "7" } },
    ...overrides,
  };
}

describe("the Stripe stand-in, through the real SDK", () => {
  let stand: StripeStandIn;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;
  /** Moves the stand-in's clock. */
  let clockOffsetMs = 0;

  beforeAll(async () => {
    stand = await startStripeStandIn({ retryDelaysMs: [10, 10], now: () => Date.now() + clockOffsetMs });
    receiver = await startReceiver();
    stand.addWebhookEndpoint({ url: receiver.url });
    const config = loadServerConfig({ NODE_ENV: "test", STRIPE_SECRET_KEY: stand.secretKey, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: stand.url });
    stripe = stripeClient(config)!;
  });
  afterAll(async () => {
    await stand.close();
    await receiver.close();
  });

  /** The events of one type the receiver got since `from`, verified. */
  async function received(type: string, from = 0) {
    await stand.settled();
    return receiver.events(from).filter((event) => event.type === type);
  }

  it("has no client without a key, and sends the SDK's requests to STRIPE_API_URL with one", () => {
    expect(stripeClient(loadServerConfig({}))).toBeNull();
    expect(stripeCheckoutOrigin(loadServerConfig({}))).toBe("https://checkout.stripe.com");
    expect(stripeCheckoutOrigin({ STRIPE_API_URL: stand.url })).toBe(stand.url);
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it("reads Stripe's bracket notation as the SDK writes it", () => {
    expect(parseStripeForm("line_items[0][price_data][unit_amount]=500&line_items[0][quantity]=2&metadata[order]=7&expand[]=a&expand[]=b")).toEqual({
      line_items: [{ price_data: { unit_amount: "500" }, quantity: "2" }],
      metadata: { order: "7" },
      expand: ["a", "b"],
    });
  });

  let paid: Stripe.Checkout.Session;

  it("creates a Checkout Session in Stripe's shape; the same idempotency key gives the same one, and refuses other parameters", async () => {
    const session = await stripe.checkout.sessions.create(toolkitParams(), { idempotencyKey: "order-7-checkout" });
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "payment",
      ui_mode: "hosted_page",
      status: "open",
      payment_status: "unpaid",
      amount_total: 85000,
      currency: "usd",
      customer_email: "parent@example.com",
      locale: "en",
      livemode: false,
      client_reference_id: "order-7",
      metadata: { order: "7" },
      payment_intent: null,
      success_url: successUrl,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${stand.url}/c/pay/${session.id}`);

    const again = await stripe.checkout.sessions.create(toolkitParams({ expires_at: session.expires_at }), { idempotencyKey: "order-7-checkout" });
    expect(again.id).toBe(session.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");

    const changed = stripe.checkout.sessions.create(toolkitParams({ expires_at: session.expires_at, customer_email: "other@example.com" }), { idempotencyKey: "order-7-checkout" });
    await expect(changed).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
    paid = session;
  });

  it("retrieves the session with its line items expanded", async () => {
    const session = await stripe.checkout.sessions.retrieve(paid.id, { expand: ["line_items"] });
    expect(session.line_items?.data.map((item) => [item.description, item.quantity, item.amount_total, item.price?.unit_amount])).toEqual([
      ["Read-Together Toolkit", 1, 65000, 65000],
      ["Additional child", 1, 20000, 20000],
    ]);
  });

  it("takes the payment on its hosted page (a plain form post), sends her to success_url with the session's id, and signs checkout.session.completed", async () => {
    const before = receiver.received.length;
    const page = await fetch(paid.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Pay $850.00");
    expect(html).toContain("Read-Together Toolkit");
    expect(html).toMatch(/<form method="post" action="\/c\/pay\/cs_test_\w+"/);

    const answer = await fetch(paid.url!, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: "parent@example.com", number: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123", name: "Ana Parent" }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`http://127.0.0.1:9/order/secret-token?session_id=${paid.id}`);

    const [completed, ...more] = await received("checkout.session.completed", before);
    expect(more).toEqual([]);
    expect(completed).toMatchObject({ object: "event", api_version: Stripe.API_VERSION, livemode: false, data: { object: { id: paid.id, status: "complete", payment_status: "paid" } } });
    expect(completed!.id).toMatch(/^evt_/);
    // The signature is over the exact bytes: one changed byte and the SDK refuses it.
    const raw = receiver.received[before]!;
    expect(() => Stripe.webhooks.constructEvent(raw.body.replace("85000", "85001"), raw.signature, STAND_IN_WEBHOOK_SECRET)).toThrow(/No signatures found/);

    const session = await stripe.checkout.sessions.retrieve(paid.id, { expand: ["payment_intent.latest_charge"] });
    const intent = session.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    expect(intent).toMatchObject({ status: "succeeded", amount_received: 85000, metadata: { order: "7" } });
    expect(charge).toMatchObject({ paid: true, amount: 85000, amount_refunded: 0, billing_details: { name: "Ana Parent", email: "parent@example.com" } });
    expect((await fetch(charge.receipt_url!)).status).toBe(200);
    paid = session;
  });

  it("declines Stripe's declined test card, says so on the page, and keeps the session open", async () => {
    const before = stand.events.length;
    const session = await stripe.checkout.sessions.create(toolkitParams({ locale: "es" }));
    const answer = await fetch(session.url!, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: "parent@example.com", number: "4000 0000 0000 0002", expiry: "12 / 40", cvc: "123", name: "Ana Parent" }),
    });
    expect(answer.status).toBe(402);
    const html = await answer.text();
    expect(html).toContain('lang="es"');
    expect(html).toMatch(/<div role="alert">.*Tu tarjeta fue rechazada\./s);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect(stand.events.length).toBe(before);
  });

  it("refuses what Stripe refuses, with Stripe's error shapes", async () => {
    await expect(stripe.checkout.sessions.create(toolkitParams({ success_url: undefined }))).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "success_url", code: "parameter_missing" });
    await expect(stripe.checkout.sessions.create(toolkitParams({ expires_at: Math.floor(Date.now() / 1000) + 60 }))).rejects.toMatchObject({ param: "expires_at" });
    await expect(stripe.checkout.sessions.retrieve("cs_test_nothing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
    const wrongKey = stripeClient({ STRIPE_SECRET_KEY: "sk_test_notTheStandInsKey1234", STRIPE_API_URL: stand.url })!;
    await expect(wrongKey.checkout.sessions.retrieve(paid.id)).rejects.toMatchObject({ type: "StripeAuthenticationError", message: "Invalid API Key provided: sk_test_****1234" });
  });

  it("answers only the SDK's own API version", async () => {
    const other = new Stripe(stand.secretKey, { apiVersion: "2025-01-27.acacia" as Stripe.LatestApiVersion, host: "127.0.0.1", port: new URL(stand.url).port, protocol: "http" });
    await expect(other.checkout.sessions.retrieve(paid.id)).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining(Stripe.API_VERSION) });
  });

  it("expires a session by itself once its expires_at has passed on its clock, and signs at that clock's time", async () => {
    const session = await stripe.checkout.sessions.create(toolkitParams({ expires_at: Math.floor(Date.now() / 1000) + 1800 }));
    const before = receiver.received.length;
    stand.expireDue();
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    clockOffsetMs = 1801_000;
    try {
      stand.expireDue();
      const [expired] = await received("checkout.session.expired", before);
      expect((expired!.data.object as Stripe.Checkout.Session).id).toBe(session.id);
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");

      // Ten minutes behind: its signatures are ten minutes old, past the SDK's five-minute tolerance.
      clockOffsetMs = -600_000;
      const late = await stripe.checkout.sessions.create(toolkitParams());
      const from = receiver.received.length;
      await stripe.checkout.sessions.expire(late.id);
      await stand.settled();
      const raw = receiver.received[from]!;
      expect(() => Stripe.webhooks.constructEvent(raw.body, raw.signature, STAND_IN_WEBHOOK_SECRET)).toThrow("Timestamp outside the tolerance zone");
      expect(Stripe.webhooks.constructEvent(raw.body, raw.signature, STAND_IN_WEBHOOK_SECRET, 0).type).toBe("checkout.session.expired");
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("expires an open session (checkout.session.expired), and refuses to expire it twice", async () => {
    const before = receiver.received.length;
    const session = await stripe.checkout.sessions.create(toolkitParams());
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: "expired", url: null });
    const events = await received("checkout.session.expired", before);
    expect(events.map((event) => (event.data.object as Stripe.Checkout.Session).id)).toEqual([session.id]);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    expect(await (await fetch(session.url!)).text()).toContain("no longer active");
  });

  it("late (expiresOnItsOwn: false), keeps a session past its expires_at open until it is expired by the API; expands through a null as Stripe does; lists the requests", async () => {
    let offset = 0;
    const late = await startStripeStandIn({ retryDelaysMs: [], now: () => Date.now() + offset, expiresOnItsOwn: false });
    try {
      const client = stripeClient(loadServerConfig({ NODE_ENV: "test", STRIPE_SECRET_KEY: late.secretKey, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: late.url }))!;
      const session = await client.checkout.sessions.create(toolkitParams({ expires_at: Math.floor(Date.now() / 1000) + 1800 }));
      offset = 3600_000;
      // An unpaid session's payment_intent is null: expanding through it gives null, not an error.
      const open = await client.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.latest_charge"] });
      expect(open).toMatchObject({ status: "open", payment_intent: null });
      expect(await client.checkout.sessions.expire(session.id)).toMatchObject({ status: "expired", url: null });
      expect(late.events.map((event) => event.type)).toEqual(["checkout.session.expired"]);
      expect(late.requests).toEqual(["POST /v1/checkout/sessions", `GET /v1/checkout/sessions/${session.id}`, `POST /v1/checkout/sessions/${session.id}/expire`]);
    } finally {
      await late.close();
    }
  });

  it("refunds part, then the rest (charge.refunded each time), and refuses more than is left", async () => {
    const before = receiver.received.length;
    const intent = (paid.payment_intent as Stripe.PaymentIntent).id;
    const first = await stripe.refunds.create({ payment_intent: intent, amount: 20000 }, { idempotencyKey: "refund-7-1" });
    expect(first).toMatchObject({ object: "refund", amount: 20000, status: "succeeded", payment_intent: intent, currency: "usd" });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 65001 })).rejects.toMatchObject({ code: "amount_too_large", param: "amount" });
    const rest = await stripe.refunds.create({ payment_intent: intent });
    expect(rest.amount).toBe(65000);
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 1 })).rejects.toMatchObject({ code: "charge_already_refunded" });

    const refunded = (await received("charge.refunded", before)).map((event) => event.data.object as Stripe.Charge);
    expect(refunded.map((charge) => [charge.amount_refunded, charge.refunded])).toEqual([
      [20000, false],
      [85000, true],
    ]);
    expect((await stripe.refunds.retrieve(first.id)).status).toBe("succeeded");
  });

  it("sends refund.failed when a refund fails later, and the charge has that amount back", async () => {
    const session = await stripe.checkout.sessions.create(toolkitParams());
    expect((await stand.pay(session.id)).status).toBe(303);
    const intent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refund = await stripe.refunds.create({ payment_intent: intent, amount: 5000 });
    const before = receiver.received.length;
    stand.failRefund(refund.id);
    const [failed] = await received("refund.failed", before);
    expect(failed!.data.object).toMatchObject({ id: refund.id, status: "failed", failure_reason: "expired_or_canceled_card" });
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe("failed");
    expect((await stripe.paymentIntents.retrieve(intent, { expand: ["latest_charge"] })).latest_charge).toMatchObject({ amount_refunded: 0 });
  });

  it("settles a delayed payment later: completed unpaid, then async_payment_succeeded or async_payment_failed", async () => {
    const before = receiver.received.length;
    const good = await stripe.checkout.sessions.create(toolkitParams());
    const bad = await stripe.checkout.sessions.create(toolkitParams());
    expect(stand.completeWithDelayedPayment(good.id)).toBe(`http://127.0.0.1:9/order/secret-token?session_id=${good.id}`);
    stand.completeWithDelayedPayment(bad.id);
    expect(await stripe.checkout.sessions.retrieve(good.id)).toMatchObject({ status: "complete", payment_status: "unpaid" });
    stand.settleDelayedPayment(good.id, "succeeded");
    stand.settleDelayedPayment(bad.id, "failed");
    await stand.settled();
    const types = receiver
      .events(before)
      .map((event) => [event.type, (event.data.object as Stripe.Checkout.Session).id, (event.data.object as Stripe.Checkout.Session).payment_status]);
    expect(types).toEqual([
      ["checkout.session.completed", good.id, "unpaid"],
      ["checkout.session.completed", bad.id, "unpaid"],
      ["checkout.session.async_payment_succeeded", good.id, "paid"],
      ["checkout.session.async_payment_failed", bad.id, "unpaid"],
    ]);
  });

  it("delivers an event again after a 500 (each attempt signed), until the endpoint answers 2xx", async () => {
    const before = receiver.received.length;
    receiver.answers.push(500);
    const session = await stripe.checkout.sessions.create(toolkitParams());
    await stripe.checkout.sessions.expire(session.id);
    const events = await received("checkout.session.expired", before);
    expect(events.map((event) => event.id)).toEqual([events[0]!.id, events[0]!.id]);
    expect(stand.deliveries.filter((d) => d.event === events[0]!.id).map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
  });

  it("retries a refused connection a few times, then stops", async () => {
    const closed = await startReceiver();
    await closed.close();
    const endpoint = stand.addWebhookEndpoint({ url: closed.url, events: ["checkout.session.expired"] });
    const session = await stripe.checkout.sessions.create(toolkitParams());
    await stripe.checkout.sessions.expire(session.id);
    await stand.settled();
    stand.removeWebhookEndpoint(endpoint.id);
    const attempts = stand.deliveries.filter((d) => d.endpoint === endpoint.id);
    expect(attempts.map((d) => [d.attempt, d.status])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
    expect(attempts[0]!.error).toMatch(/ECONNREFUSED/);
  });

  it("holds deliveries and releases them out of order; resends one to two endpoints at once", async () => {
    const before = receiver.received.length;
    stand.hold();
    const one = await stripe.checkout.sessions.create(toolkitParams());
    const two = await stripe.checkout.sessions.create(toolkitParams());
    await stripe.checkout.sessions.expire(one.id);
    await stripe.checkout.sessions.expire(two.id);
    await stand.settled();
    expect(receiver.received.length).toBe(before);
    expect(stand.held()).toHaveLength(2);
    await stand.release({ reversed: true });
    const order = receiver
      .events(before)
      .map((event) => (event.data.object as Stripe.Checkout.Session).id);
    expect(order).toEqual([two.id, one.id]);

    const second = await startReceiver();
    const endpoint = stand.addWebhookEndpoint({ url: second.url });
    const eventId = stand.events.at(-1)!.id;
    await stand.resend(eventId);
    stand.removeWebhookEndpoint(endpoint.id);
    expect(second.events().map((event) => event.id)).toEqual([eventId]);
    expect(receiver.events(receiver.received.length - 1)[0]!.id).toBe(eventId);
    const attempts = stand.deliveries.filter((d) => d.event === eventId && d.attempt === 1).slice(-2);
    expect(new Set(attempts.map((d) => d.endpoint)).size).toBe(2);
    await second.close();
  });
});
