import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSession } from "#server/auth/sessions.server";
import { insertUser } from "#tests/auth-db";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { createSiteApp, pageText, postForm } from "#tests/site-app";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "#tests/stripe/server";
import { createOrder, fulfilCheckoutSession, orderById, orderReturnUrls, startCheckout } from "./orders.server";
import { stripeClient } from "./stripe.server";

/**
 * The owner's order pages through the real app and the site's pages (compiled from the sources),
 * on SQLite and PostgreSQL (TEST_DB=postgres): the admin guard on each, Orders in the menu and the
 * revenue on the dashboard only with a Stripe key or an order, and the refund form's answers
 * (400 with her words kept, 303 with the message, 502 when Stripe is out of reach).
 */

let stand: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  stand = await startStripeStandIn({ retryDelaysMs: [] });
  stripe = stripeClient({ STRIPE_SECRET_KEY: stand.secretKey, STRIPE_API_URL: stand.url })!;
});
afterAll(() => stand.close());

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
});

const now = Date.now();
const stripeEnv = (url = stand.url) => ({ NODE_ENV: "test", STRIPE_SECRET_KEY: stand.secretKey, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: url });

let accounts = 0;

/** The site with a signed-in owner and assistant (their cookies). */
async function backOffice(env: Record<string, string> = {}) {
  const app = await createSiteApp(database.db, () => now, env);
  const cookie = async (email: string, role: "owner" | "assistant") => `session=${await createSession(database.db, (await insertUser(database.db, email, role)).id, now)}`;
  const owner = await cookie(`owner-${++accounts}@example.com`, "owner");
  const assistant = await cookie(`assistant-${accounts}@example.com`, "assistant");
  return {
    owner,
    assistant,
    get: (path: string, session?: string) => app.request(path, { headers: session ? { Cookie: session } : {}, redirect: "manual" }),
    post: (path: string, fields: Record<string, string>, session?: string) => postForm(app, path, fields, session ? { Cookie: session } : {}),
  };
}

/** A $1,100.00 Toolkit order paid on the stand-in, as the return page fulfils it. */
async function paidOrderId(): Promise<number> {
  const created = await createOrder(database.db, { packageId: "read-together-toolkit", children: 2, strategySession: true }, { name: "Maya Parent", email: "maya@example.com" }, "en", now);
  if (!created.ok) throw new Error(created.error);
  await startCheckout(database.db, stripe, created.order, orderReturnUrls("http://127.0.0.1:9", created.token, "en", "/services"), now);
  const sessionId = (await orderById(database.db, created.order.id))!.checkout_session_id!;
  await stand.pay(sessionId);
  expect(await fulfilCheckoutSession(database.db, stripe, sessionId, now)).toBe("fulfilled");
  return created.order.id;
}

const nonceOf = (html: string) => /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";

describe("the owner's order pages", () => {
  it("are behind the back office's guard, for the owner only, never cached", async () => {
    const id = await paidOrderId();
    const office = await backOffice(stripeEnv());
    for (const path of ["/admin/orders", `/admin/orders/${id}`]) {
      const anonymous = await office.get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
      expect((await office.get(path, office.assistant)).headers.get("location"), path).toBe("/admin?notice=owner-only");
      const page = await office.get(path, office.owner);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe("private, no-store");
      expect(await pageText(page), path).toContain("Maya Parent");
    }
    expect((await office.get("/admin/orders.csv")).status).toBe(401);
    expect((await office.get("/admin/orders.csv", office.assistant)).status).toBe(403);
    const csv = await office.get("/admin/orders.csv", office.owner);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const refund = { amount: "200", confirm: "yes", nonce: "guard-test-nonce-0001" };
    expect((await office.post(`/admin/orders/${id}`, refund)).status).toBe(401);
    expect((await office.post(`/admin/orders/${id}`, refund, office.assistant)).status).toBe(403);
    expect(stand.events.filter((e) => e.type === "charge.refunded")).toEqual([]);
  });

  it("are in the menu, with the month's revenue on the dashboard, only when a Stripe key is set or an order exists", async () => {
    const off = await backOffice();
    const dashboard = await (await off.get("/admin", off.owner)).text();
    expect(dashboard).not.toContain('href="/admin/orders"');
    expect(dashboard).not.toContain("Revenue this month");
    const on = await (await (await backOffice(stripeEnv())).get("/admin", off.owner)).text();
    expect(on).toContain('href="/admin/orders"');
    expect(await pageText(new Response(on))).toContain("Revenue this month $0.00 0 paid orders in");
    // The key removed later: the orders made meanwhile stay in sight.
    await paidOrderId();
    const kept = await (await off.get("/admin", off.owner)).text();
    expect(kept).toContain('href="/admin/orders"');
    expect(await pageText(new Response(kept))).toContain("Revenue this month $1,100.00 1 paid order in");
    // Without a key the order's page offers no refund form, and says why.
    const orderPage = await off.get(`/admin/orders/${(await database.db.selectFrom("orders").select("id").executeTakeFirstOrThrow()).id}`, off.owner);
    const orderHtml = await orderPage.text();
    expect(orderHtml).not.toContain('name="nonce"');
    expect(await pageText(new Response(orderHtml))).toContain("Refunds are made through Stripe, which is not set up on the site now.");
    // Not the assistant's.
    expect(await (await off.get("/admin", off.assistant)).text()).not.toContain("Revenue this month");
  });
});

describe("the refund form", () => {
  it("answers 400 with her words kept, then 303 back with the message, once for a form sent twice, in the audit log", async () => {
    const id = await paidOrderId();
    const office = await backOffice(stripeEnv());
    const page = await (await office.get(`/admin/orders/${id}`, office.owner)).text();
    const nonce = nonceOf(page);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(page).toContain('value="1100.00"');

    const refused = await office.post(`/admin/orders/${id}`, { amount: "12OO", confirm: "yes", nonce }, office.owner);
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(await pageText(new Response(refusedHtml))).toContain("The refund was not sent Enter the amount in dollars and cents, for example 200 or 200.50.");
    expect(refusedHtml).toContain('value="12OO"');

    const sent = await office.post(`/admin/orders/${id}`, { amount: "200.00", confirm: "yes", nonce }, office.owner);
    const again = await office.post(`/admin/orders/${id}`, { amount: "200.00", confirm: "yes", nonce }, office.owner);
    for (const answer of [sent, again]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(`/admin/orders/${id}?refund=20000`);
    }
    const payment = (await orderById(database.db, id))!.payment_intent_id!;
    expect(stand.events.filter((e) => e.type === "charge.refunded" && (e.data.object as { payment_intent?: string }).payment_intent === payment)).toHaveLength(1);
    expect(await pageText(await office.get(`/admin/orders/${id}?refund=20000`, office.owner))).toContain(
      "Refund of $200.00 asked of Stripe. The order will show it once Stripe confirms (usually within a minute).",
    );
    // Stripe says later that the refund failed: the order's page and the list say so, in words.
    await database.db.updateTable("orders").set({ refund_failed_at: Date.parse("2026-11-20T15:00:00Z") }).where("id", "=", id).execute();
    for (const path of [`/admin/orders/${id}`, "/admin/orders"])
      expect(await pageText(await office.get(path, office.owner)), path).toContain("Stripe said on Nov 20, 2026 that a refund could not reach the family's card. Look at this payment in Stripe to see what to do.");
    const audit = await database.db.selectFrom("audit_log").select(["action", "detail"]).where("action", "=", "order.refund").execute();
    expect(audit).toEqual([
      { action: "order.refund", detail: `order ${id}: $200.00 asked of Stripe` },
      { action: "order.refund", detail: `order ${id}: $200.00 asked of Stripe` },
    ]);
  });

  it("answers 502, nothing refunded, when Stripe cannot be reached", async () => {
    const id = await paidOrderId();
    const gone = await startStripeStandIn();
    const goneUrl = gone.url;
    await gone.close();
    const office = await backOffice(stripeEnv(goneUrl));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await office.post(`/admin/orders/${id}`, { amount: "200", confirm: "yes", nonce: "unreachable-form-0001" }, office.owner);
    expect(answer.status).toBe(502);
    expect(await pageText(answer)).toContain("Nothing was refunded Stripe could not be reached just now, so nothing was refunded. Try again in a minute.");
    expect((await orderById(database.db, id))!.amount_refunded).toBe(0);
  });
});
