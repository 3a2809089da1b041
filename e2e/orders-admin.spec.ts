import { expect, test, type Browser, type Page } from "@playwright/test";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "../tests/stripe/server";
import { signInAsOwner, startFreshServer } from "./admin/support";
import { violations } from "./axe";

/**
 * The owner's orders (issue 43) at 390 px in real Chromium, on a server of its own with the Stripe
 * settings pointed at the tests' stand-in (the shared server has no Stripe key): a family's order
 * paid on the stand-in (its signed event marks it paid through the server's webhook), then the
 * owner's dashboard, Orders page and order page, a refund of $200 asked of Stripe, and "Partly
 * refunded" once the stand-in's charge.refunded has reached the webhook. With JavaScript (axe on
 * each new screen) and without it. Serial: the dashboard's revenue counts this server's orders.
 */

test.describe.configure({ mode: "serial" });

let stand: StripeStandIn;
let server: Awaited<ReturnType<typeof startFreshServer>>;

test.beforeAll(async () => {
  stand = await startStripeStandIn();
  server = await startFreshServer({
    NODE_ENV: "test",
    FORM_TOKEN_MIN_AGE_MS: "0",
    // Four checkouts from this one client (one a test): more than the default three a minute.
    RATE_LIMIT_MAX_ATTEMPTS: "10",
    STRIPE_SECRET_KEY: stand.secretKey,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: stand.url,
  });
  stand.addWebhookEndpoint({ url: `${server.origin}/api/stripe/webhook` });
});

test.afterAll(async () => {
  server?.stop();
  await stand?.close();
});

const phone = { width: 390, height: 844 };

/**
 * A family's Toolkit order with one extra child and the strategy session ($1,100.00), made on the
 * site's checkout page (a browser without JavaScript, the quickest) and paid on the stand-in's
 * hosted page; the stand-in's signed event marks it paid through the server's webhook. (The
 * server's order functions cannot be imported here: they read the site's content modules, which
 * only Vite resolves.) Returns the PaymentIntent's id.
 */
async function paidOrder(browser: Browser, name: string, email: string): Promise<string> {
  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/checkout/read-together-toolkit");
  await page.locator("main").getByRole("textbox", { name: /^Your name/ }).fill(name);
  await page.locator("main").getByRole("textbox", { name: /^Your email/ }).fill(email);
  await page.locator("main").getByRole("combobox", { name: /^Number of children/ }).selectOption("2");
  await page.getByLabel(/Add a 1:1 strategy session/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stand.url}/c/pay/cs_`));
  const sessionId = new URL(page.url()).pathname.split("/").pop()!;
  await context.close();
  expect((await stand.pay(sessionId)).status).toBe(303);
  await stand.settled();
  const event = stand.events.find((e) => e.type === "checkout.session.completed" && (e.data.object as { id: string }).id === sessionId)!;
  return (event.data.object as { payment_intent: string }).payment_intent;
}

async function expectAxeClean(page: Page, label: string) {
  expect(await violations(page), label).toEqual([]);
}

const card = (page: Page, family: string) => page.getByTestId("order").filter({ hasText: family });

test("with JavaScript: the dashboard's revenue, the Orders page, a refund of $200 and the order Partly refunded after Stripe's webhook; the CSV", async ({ browser }) => {
  const paymentIntent = await paidOrder(browser, "Maya Parent", "maya@example.com");
  const context = await browser.newContext({ viewport: phone, baseURL: server.origin });
  const page = await context.newPage();
  await signInAsOwner(page, { server });
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Revenue this month" })).toBeVisible();
  await expect(page.getByTestId("revenue-month")).toHaveText("$1,100.00");
  await expect(page.getByText(/^1 paid order in \w+ \d{4}, after refunds\.$/)).toBeVisible();
  await expectAxeClean(page, "dashboard");

  await page.getByRole("link", { name: "See the orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  const maya = card(page, "Maya Parent");
  await expect(maya.getByTestId("order-status")).toHaveText("Paid");
  await expect(maya).toContainText("maya@example.com");
  await expect(maya).toContainText("Read-Together Toolkit");
  await expect(maya).toContainText("$1,100.00");
  await expect(maya).toContainText("0 booked, 3 left to book");
  await expect(maya.getByRole("link", { name: "See this payment in Stripe (Maya Parent)" })).toHaveAttribute("href", `https://dashboard.stripe.com/test/payments/${paymentIntent}`);
  await expectAxeClean(page, "orders page");

  await maya.getByRole("link", { name: "Open this order (Maya Parent)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order from Maya Parent" })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("$1,100.00");
  const amount = page.getByRole("textbox", { name: "Amount to refund, in dollars" });
  await expect(amount).toHaveValue("1100.00");
  await expectAxeClean(page, "order page");

  // Refused: the box not ticked. The form comes back with what she typed.
  await amount.fill("200");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Tick the box to confirm the refund.");
  await expect(amount).toHaveValue("200");
  await expectAxeClean(page, "order page, refund refused");

  await page.getByRole("checkbox", { name: "Yes, I want to refund this amount to the family's card" }).check();
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Refund of $200.00 asked of Stripe." })).toContainText("The order will show it once Stripe confirms (usually within a minute).");
  await stand.settled();

  // The phone's menu has Orders (this server has a Stripe key), and names it as the section she is in.
  // (Navigations in the browser: each page's data read anew, without a reload.)
  const menu = page.getByRole("navigation", { name: "Back office" });
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(menu.locator("summary")).toHaveAccessibleName(/^Menu.*: Orders$/);
  await expect(card(page, "Maya Parent").getByTestId("order-status")).toHaveText("Partly refunded ($200.00 of $1,100.00 refunded)");
  const csv = await page.request.get("/admin/orders.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(`Maya Parent,maya@example.com,Read-Together Toolkit,Read-Together Toolkit; Additional Child; 1:1 Virtual Strategy Session,1100.00,200.00,900.00,"Partly refunded ($200.00 of $1,100.00 refunded)",${paymentIntent}\r\n`);
  await expect(page.getByRole("link", { name: "Download all orders as CSV (for your accountant)" })).toHaveAttribute("href", "/admin/orders.csv");
  // The order's own page, opened again: refunded in part, the rest left to refund.
  await card(page, "Maya Parent").getByRole("link", { name: "Open this order (Maya Parent)" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Partly refunded ($200.00 of $1,100.00 refunded)");
  await expect(amount).toHaveValue("900.00");
  await context.close();
});

test("without JavaScript: a refund refused then asked, and the order Partly refunded after Stripe's webhook", async ({ browser }) => {
  await paidOrder(browser, "Ana Family", "ana@example.com");
  const context = await browser.newContext({ viewport: phone, baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsOwner(page, { server });
  await page.goto("/admin/orders");
  await card(page, "Ana Family").getByRole("link", { name: "Open this order (Ana Family)" }).click();
  const amount = page.getByRole("textbox", { name: "Amount to refund, in dollars" });
  await amount.fill("5000");
  await page.getByRole("checkbox", { name: "Yes, I want to refund this amount to the family's card" }).check();
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Enter at most $1,100.00: that is what is left to refund.");
  await expect(amount).toHaveValue("5000");

  await amount.fill("200.00");
  await page.getByRole("checkbox", { name: "Yes, I want to refund this amount to the family's card" }).check();
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText("Refund of $200.00 asked of Stripe.")).toBeVisible();
  await stand.settled();
  await page.goto("/admin/orders");
  await expect(card(page, "Ana Family").getByTestId("order-status")).toHaveText("Partly refunded ($200.00 of $1,100.00 refunded)");
  await context.close();
});

test("with JavaScript: the owner books a family's session from the order's page, with the radio buttons of her own times", async ({ browser }) => {
  await paidOrder(browser, "Lena Parent", "lena@example.com");
  const context = await browser.newContext({ viewport: phone, baseURL: server.origin });
  const page = await context.newPage();
  await signInAsOwner(page, { server });
  // This server's booking on, with her usual hours.
  await page.goto("/admin/availability");
  await page.getByRole("button", { name: "Turn booking on" }).click();
  await expect(page.getByTestId("booking-state")).toContainText("Booking is on");

  await page.goto("/admin/orders");
  await card(page, "Lena Parent").getByRole("link", { name: "Open this order (Lena Parent)" }).click();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  const sessions = page.getByTestId("order-sessions");
  await expect(sessions).toContainText("Live demonstration: Not booked yet");
  await sessions.getByRole("link", { name: "Book a time for Lena Parent (Live demonstration)" }).click();
  const picker = page.locator("section#book-0");
  await expect(picker.getByRole("heading", { name: "Book Live demonstration for Lena Parent" })).toBeVisible();
  // Her times are the business's: no zone to choose, nothing chosen for her.
  await expect(picker.getByRole("combobox")).toHaveCount(0);
  await expect(picker.getByRole("radio", { checked: true })).toHaveCount(0);
  await picker.locator("table a").first().click();
  await expect(picker.getByRole("radio").first()).toBeVisible();
  await picker.getByRole("radio").first().check();
  await expectAxeClean(page, "order page, booking a session");

  await picker.getByRole("button", { name: "Book this time for Lena Parent" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Booked Live demonstration for Lena Parent on \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\. They have been emailed\.$/ })).toBeVisible();
  const first = sessions.getByRole("listitem").first();
  await expect(first).toContainText(/^Live demonstration: Booked/);
  await expect(first.locator("time")).toHaveText(/^Booked for \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
  await expect(page.locator("section#book-0")).toHaveCount(0);
  await expectAxeClean(page, "order page, session booked");
  await sessions.getByRole("link", { name: "See it in Calls (Live demonstration)" }).click();
  await expect(page.getByTestId("call").filter({ hasText: "Lena Parent" })).toContainText("Package session: Live demonstration");
  await context.close();
});

test("without JavaScript: the owner books a session with a day link and a radio button; a post with no time is refused and the picker stays", async ({ browser }) => {
  // Booking was turned on by the test before (serial).
  await paidOrder(browser, "Omar Parent", "omar@example.com");
  const context = await browser.newContext({ viewport: phone, baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsOwner(page, { server });
  await page.goto("/admin/orders");
  await card(page, "Omar Parent").getByRole("link", { name: "Open this order (Omar Parent)" }).click();
  await page.getByTestId("order-sessions").getByRole("link", { name: "Book a time for Omar Parent (1:1 strategy session)" }).click();
  const picker = page.locator("section#book-2");
  await expect(picker.getByRole("heading", { name: "Book 1:1 strategy session for Omar Parent" })).toBeVisible();
  // No time chosen: 400, the picker again with the reason.
  await picker.getByRole("button", { name: "Book this time for Omar Parent" }).click();
  await expect(page.locator("section#book-2")).toContainText("Choose a day, then a time, before booking.");
  await page.locator("section#book-2 table a").first().click();
  await page.locator("section#book-2").getByRole("radio").first().check();
  await page.locator("section#book-2").getByRole("button", { name: "Book this time for Omar Parent" }).click();
  await expect(page.getByRole("status")).toContainText(/^Booked 1:1 strategy session for Omar Parent on \w+day, .+\. They have been emailed\.$/);
  await expect(page.getByTestId("order-sessions").getByRole("listitem").nth(2)).toContainText(/^1:1 strategy session: Booked/);
  await context.close();
});
