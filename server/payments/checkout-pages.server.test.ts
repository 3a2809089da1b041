import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { startTestSmtp, type ReceivedMail } from "#tests/smtp";
import { loggablePath } from "#server/app.server";
import { loadServerConfig, mailSettings } from "#server/config.server";
import { createMailTransport, sendOutboxRow } from "#server/email/transport.server";
import { OutboxWorker } from "#server/email/worker.server";
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

describe("the same checkout form posted twice", () => {
  it("(a double tap on Pay without JavaScript, at the same moment or after) makes one order and sends both to the same Stripe page", async () => {
    // The forms' attempt limit counts each post (4 here): raised, as other tests of forms do.
    const app = await appWith({ ...stripeEnv(), RATE_LIMIT_MAX_ATTEMPTS: "1000" });
    const page = await (await app.request("/checkout/read-together-toolkit")).text();
    const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? "";
    clock.now += 5_000;
    const post = () => postForm(app, "/checkout/read-together-toolkit", { ...toolkitPost, form_token: token });
    const [first, second] = await Promise.all([post(), post()]);
    const third = await post();
    expect([first.status, second.status, third.status]).toEqual([303, 303, 303]);
    const location = first.headers.get("location")!;
    expect(location.startsWith(`${stand.url}/c/pay/cs_`)).toBe(true);
    expect([second.headers.get("location"), third.headers.get("location")]).toEqual([location, location]);
    const orders = await database.db.selectFrom("orders").selectAll().execute();
    expect(orders).toHaveLength(1);
    expect(location.endsWith(orders[0]!.checkout_session_id!)).toBe(true);
    // Paid since, the same form again charges nothing more and gives no new link to her order (a
    // form's token is shared by every copy served in that second): her link is in her email.
    await stand.pay(orders[0]!.checkout_session_id!);
    expect((await app.request(await successPath(orders[0]!.checkout_session_id!))).status).toBe(200);
    const links = async () => (await database.db.selectFrom("order_links").selectAll().execute()).length;
    const linksBefore = await links();
    const afterPaying = await post();
    expect(afterPaying.status).toBe(409);
    expect(await pageText(afterPaying)).toContain("This order is paid already: nothing more was charged.");
    expect(await links()).toBe(linksBefore);
    // Another parent's form from a copy of the page served in the same second (the same token) is her own order.
    const other = await postForm(app, "/checkout/read-together-toolkit", { ...toolkitPost, parent_email: "ana@example.org", form_token: token });
    expect(other.status).toBe(303);
    expect(other.headers.get("location")).not.toBe(location);
    expect(await database.db.selectFrom("orders").selectAll().execute()).toHaveLength(2);
  });
});

const OWNER = "owner@kindred.test";
const mailEnv = () => ({ ...stripeEnv(), OWNER_NOTIFY_EMAIL: OWNER, MAIL_FROM: "Kindred Pages <hello@kindred.test>" });

/** The outbox sent through a real SMTP server on 127.0.0.1: what arrived. */
async function sendOutbox(): Promise<ReceivedMail[]> {
  const smtp = await startTestSmtp();
  onTestFinished(() => smtp.close());
  const transport = createMailTransport(smtp.url);
  onTestFinished(() => transport.close());
  const from = mailSettings(loadServerConfig(mailEnv())).from;
  await new OutboxWorker({ db: database.db, send: (row) => sendOutboxRow(transport, from, row), now: () => clock.now, log: () => {} }).drain();
  return smtp.received;
}

/** Stripe's signed event, as Stripe sends it, posted to the app's webhook. */
function deliver(app: Awaited<ReturnType<typeof appWith>>, event: object) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET });
  return app.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
}

const mailText = (mail: ReceivedMail) => mail.parsed.text ?? "";
const mailHtml = (mail: ReceivedMail) => String(mail.parsed.html);
const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

describe("a paid order's emails", () => {
  it("the parent's and the owner's, once each though the webhook gets the event twice and the return page comes after; her link opens her order's page", async () => {
    const app = await appWith(mailEnv());
    const res = await postCheckout(app, "/checkout/read-together-toolkit", { ...toolkitPost, parent_name: "Maya <b>Parent</b>" });
    const sessionId = (res.headers.get("location") ?? "").split("/").pop()!;
    await stand.pay(sessionId);
    const event = [...stand.events].reverse().find((e) => e.type === "checkout.session.completed" && (e.data.object as { id: string }).id === sessionId)!;
    expect((await deliver(app, event)).status).toBe(200);
    expect((await deliver(app, event)).status).toBe(200);
    expect((await app.request(await successPath(sessionId))).status).toBe(200);

    const mails = await sendOutbox();
    // One each: the event twice and the return page after it wrote nothing more.
    expect(mails.map((mail) => mail.envelopeTo.join()).sort()).toEqual(["maya@example.com", OWNER].sort());
    const parentMail = mails.find((mail) => mail.envelopeTo.includes("maya@example.com"))!;
    const ownerMail = mails.find((mail) => mail.envelopeTo.includes(OWNER))!;
    const business = loadServerConfig(mailEnv()).business.name;

    expect(parentMail.parsed.subject).toBe(`Thank you for your order with ${business}`);
    const text = mailText(parentMail);
    for (const line of [
      "Hello Maya,",
      "Thank you! Your payment went through. Here is what you paid:",
      "Read-Together Toolkit: $650.00",
      "Additional Child: $200.00",
      "1:1 Virtual Strategy Session: $250.00",
      "Total paid: $1,100.00",
      "The sessions that come with it:",
      "Live demonstration (90 minutes)",
      "Follow-up check-in (30 minutes)",
      "1:1 strategy session (90 minutes)",
      "Choose a time for each session from this page, now or later:",
      `The ${business} team`,
    ])
      expect(text).toContain(line);
    expect(mailHtml(parentMail)).toContain('<html lang="en-US">');
    const link = /now or later: (\S+)/.exec(text)![1]!;
    expect(link).toMatch(new RegExp(`^${loadServerConfig(mailEnv()).business.siteUrl}/order/[A-Za-z0-9_-]{32}$`));
    // The button in the HTML part is the same link.
    expect(mailHtml(parentMail)).toContain(`href="${link}"`);
    const page = await app.request(sitePath(link));
    expect(page.status).toBe(200);
    const pageWords = await pageText(page);
    expect(pageWords).toContain("Thank you: your payment is complete");
    expect(pageWords).toContain("Total $1,100.00");

    // The owner's: in English, the name as one line (never HTML), Reply-To the parent, a link to her orders.
    expect(ownerMail.parsed.subject).toBe("New order: Maya <b>Parent</b>, Read-Together Toolkit, $1,100.00");
    expect(ownerMail.parsed.replyTo?.text).toBe("maya@example.com");
    expect(mailText(ownerMail)).toContain("Maya <b>Parent</b> ordered and paid $1,100.00:\nRead-Together Toolkit: $650.00\nAdditional Child: $200.00\n1:1 Virtual Strategy Session: $250.00\nTotal: $1,100.00");
    expect(mailText(ownerMail)).toContain(`Open your orders: ${loadServerConfig(mailEnv()).business.siteUrl}/admin/orders`);
    expect(mailHtml(ownerMail)).toContain("Maya &lt;b&gt;Parent&lt;/b&gt; ordered and paid");
    expect(mailHtml(ownerMail)).not.toContain("<b>Parent</b>");
  });

  it("in Spanish for an order made on the Spanish pages, the link to her page in Spanish; the owner's still in English", async () => {
    const app = await appWith(mailEnv());
    const res = await postCheckout(app, "/es/checkout/design-your-library", { parent_name: "Lucía Gómez", parent_email: "lucia@example.org", children: "1", website: "" });
    const sessionId = (res.headers.get("location") ?? "").split("/").pop()!;
    await stand.pay(sessionId);
    expect((await app.request(await successPath(sessionId))).status).toBe(200);
    const mails = await sendOutbox();
    expect(mails).toHaveLength(2);
    const parentMail = mails.find((mail) => mail.envelopeTo.includes("lucia@example.org"))!;
    const business = loadServerConfig(mailEnv()).business.name;
    expect(parentMail.parsed.subject).toBe(`Gracias por su pedido a ${business}`);
    const text = mailText(parentMail);
    for (const line of ["Hola, Lucía:", "¡Gracias! Su pago se realizó.", "Total pagado: $500.00", "Las sesiones que incluye:", "Elija un horario para cada sesión desde esta página, ahora o más adelante:", `El equipo de ${business}`])
      expect(text).toContain(line);
    expect(mailHtml(parentMail)).toContain('<html lang="es-US">');
    const link = /ahora o más adelante: (\S+)/.exec(text)![1]!;
    expect(sitePath(link)).toMatch(/^\/es\/order\//);
    const page = await app.request(sitePath(link));
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("$500.00");
    const ownerMail = mails.find((mail) => mail.envelopeTo.includes(OWNER))!;
    expect(ownerMail.parsed.subject).toMatch(/^New order: Lucía Gómez, .+, \$500\.00$/);
    expect(mailText(ownerMail)).toContain("Ordered from the Spanish pages; her emails are in Spanish.");
  });
});

describe("the receipt", () => {
  it("is stored when the order is fulfilled, and the order page shows it without asking Stripe again", async () => {
    const app = await appWith(stripeEnv());
    const res = await postCheckout(app, "/checkout/read-together-toolkit", toolkitPost);
    const sessionId = (res.headers.get("location") ?? "").split("/").pop()!;
    await stand.pay(sessionId);
    const path = await successPath(sessionId);
    expect((await app.request(path)).status).toBe(200);
    const order = await database.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(order.receipt_url).toMatch(new RegExp(`^${stand.url}/receipts/ch_`));
    const asked = stand.requests.length;
    const again = await (await app.request(path)).text();
    expect(again).toContain(`href="${order.receipt_url}"`);
    expect(stand.requests.slice(asked)).toEqual([]);

    // An order paid before receipts were stored: the page asks Stripe once, then keeps it.
    await database.db.updateTable("orders").set({ receipt_url: null }).execute();
    expect(await (await app.request(path)).text()).toContain(`href="${order.receipt_url}"`);
    expect(stand.requests.slice(asked)).toEqual([`GET /v1/payment_intents/${order.payment_intent_id}`]);
    expect((await database.db.selectFrom("orders").select("receipt_url").executeTakeFirstOrThrow()).receipt_url).toBe(order.receipt_url);
    await app.request(path);
    expect(stand.requests.slice(asked)).toHaveLength(1);
  });
});
