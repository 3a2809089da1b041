import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { loggablePath } from "#server/app.server";
import { publishedDocument } from "#server/editing/site-content.server";
import { createSiteApp, pageText, postForm } from "#tests/site-app";
import { stripeClient } from "./stripe.server";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "#tests/stripe/server";

/**
 * The checkout and order pages (issue 43) through the real app and the site's pages, on SQLite and
 * PostgreSQL (TEST_DB=postgres), the real `stripe` SDK pointed at the tests' Stripe stand-in.
 */

let stand: StripeStandIn;
beforeAll(async () => {
  stand = await startStripeStandIn({ retryDelaysMs: [] });
});
afterAll(() => stand.close());

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

// The stand-in keeps real time (a session expires 31 minutes after the site says).
const clock = { now: Date.now() };
const stripeEnv = () => ({ NODE_ENV: "test", STRIPE_SECRET_KEY: stand.secretKey, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: stand.url });
const appWith = (env: Record<string, string> = {}) => createSiteApp(database.db, () => clock.now, env);

describe("/services", () => {
  it("with no Stripe key the package cards lead only where they did; with one, each has Choose this package to its checkout page", async () => {
    const off = await (await (await appWith()).request("/services")).text();
    expect(off).not.toContain("/checkout/");
    expect(off).not.toContain("Choose this package");
    const app = await appWith(stripeEnv());
    const on = await (await app.request("/services")).text();
    expect(on).toContain('href="/checkout/design-your-library"');
    expect(on).toContain('href="/checkout/read-together-toolkit"');
    expect(on).toContain("Choose this package");
    expect(on).not.toContain(stand.secretKey);
    const es = await (await app.request("/es/services")).text();
    expect(es).toContain('href="/es/checkout/read-together-toolkit"');
    expect(es).toContain("Elegir este paquete");
  });
});

const toolkitPost = { parent_name: "Maya Parent", parent_email: "Maya@Example.com", children: "2", strategy_session: "on", website: "" };

/** The checkout page's form as a browser sends it, its token taken from the page and the clock moved past the token's 2-second floor. */
async function postCheckout(app: Awaited<ReturnType<typeof appWith>>, path: string, fields: Record<string, string>) {
  const page = await (await app.request(path)).text();
  const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? "";
  clock.now += 5_000;
  return postForm(app, path, { ...fields, form_token: token });
}

describe("/checkout/<package>", () => {
  it("a good post makes one open order at the published total and answers 303 to Stripe's hosted page; the page's form-action allows Checkout's origin, other pages' do not", async () => {
    const app = await appWith(stripeEnv());
    const page = await app.request("/checkout/read-together-toolkit");
    expect(page.status).toBe(200);
    // Checkout's origin is the one target added to the newsletter platform's (which every page allows).
    const formAction = (res: Response) => /form-action ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const everyPage = formAction(await app.request("/services"));
    expect(everyPage).not.toContain(stand.url);
    expect(formAction(page)).toBe(`${everyPage} ${stand.url}`);
    const text = await pageText(page);
    // The served total is the default choice's (one child, no strategy session), and the terms are the published ones.
    expect(text).toContain("Total $650.00");
    expect(text).toContain("Stripe’s page shows your final total before you pay");
    const terms = (await publishedDocument(database.db, "terms")).en.text;
    expect(text).toContain(terms.split("\n")[0]!.slice(0, 60));

    const res = await postCheckout(app, "/checkout/read-together-toolkit", toolkitPost);
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location.startsWith(`${stand.url}/c/pay/cs_`)).toBe(true);
    const orders = await database.db.selectFrom("orders").selectAll().execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "open", package_id: "read-together-toolkit", children: 2, strategy_session: 1, amount_total: 110_000, parent_email: "maya@example.com", language: "en" });
    expect(location.endsWith(orders[0]!.checkout_session_id!)).toBe(true);
  });

  it("a bad post is a 400 with each field's message, what she typed kept, and no order", async () => {
    const app = await appWith(stripeEnv());
    const res = await postCheckout(app, "/es/checkout/design-your-library", { parent_name: " ", parent_email: "maya@", children: "9", website: "" });
    expect(res.status).toBe(400);
    const text = await pageText(res);
    expect(text).toContain("Hay un problema");
    expect(text).toContain("Escriba su nombre");
    expect(text).toContain("Escriba un correo electrónico como nombre@ejemplo.com");
    expect(text).toContain("Elija un número de niños del 1 al 6");
    expect(await (await postCheckout(app, "/checkout/design-your-library", { ...toolkitPost, parent_email: "kept@" })).text()).toContain('value="kept@"');
    // The trap field filled, as a bot does: refused too.
    expect((await postCheckout(app, "/checkout/design-your-library", { ...toolkitPost, website: "http://spam.example" })).status).toBe(400);
    expect(await database.db.selectFrom("orders").selectAll().execute()).toHaveLength(0);
  });

  it("with no Stripe key, and for an unknown package, the page is a 404 and a post makes nothing", async () => {
    const off = await appWith();
    expect((await off.request("/checkout/read-together-toolkit")).status).toBe(404);
    expect((await postForm(off, "/checkout/read-together-toolkit", toolkitPost)).status).toBe(404);
    const on = await appWith(stripeEnv());
    expect((await on.request("/checkout/no-such-package")).status).toBe(404);
    expect((await postForm(on, "/es/checkout/no-such-package", toolkitPost)).status).toBe(404);
    expect(await database.db.selectFrom("orders").selectAll().execute()).toHaveLength(0);
  });
});

describe("/order/<token>", () => {
  it("back from Stripe, the page checks the order's own session: paid, what she paid, the receipt and her sessions; private and never indexed; an unknown token is a 404", async () => {
    const app = await appWith(stripeEnv());
    const res = await postCheckout(app, "/checkout/read-together-toolkit", toolkitPost);
    const sessionId = (res.headers.get("location") ?? "").split("/").pop()!;
    const before = await app.request(await successPath(sessionId));
    expect(await pageText(before)).toContain("Your payment is not finished yet");
    const paid = await stand.pay(sessionId, { number: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    const back = paid.location!.replace(/^https?:\/\/[^/]+/, "");
    expect(back).toBe(await successPath(sessionId));
    const page = await app.request(back);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Thank you: your payment is complete");
    expect(text).toContain("Total $1,100.00");
    expect(text).toContain("Live demonstration 90 minutes");
    expect(text).toContain("Follow-up check-in 30 minutes");
    expect(text).toContain("1:1 strategy session 90 minutes");
    expect(html).toContain(`${stand.url}/receipts/ch_`);
    expect((await database.db.selectFrom("orders").select("status").executeTakeFirstOrThrow()).status).toBe("paid");
    expect((await app.request("/order/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect(loggablePath(back.split("?")[0]!)).toBe("/order/[token]");
  });
});

/** The page Stripe's success_url names for the order of `sessionId` (its token read from the session at the stand-in). */
async function successPath(sessionId: string): Promise<string> {
  const session = await stripeClient({ STRIPE_SECRET_KEY: stand.secretKey, STRIPE_API_URL: stand.url })!.checkout.sessions.retrieve(sessionId);
  return session.success_url!.replace("{CHECKOUT_SESSION_ID}", sessionId).replace(/^https?:\/\/[^/]+/, "");
}
