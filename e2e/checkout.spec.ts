import { expect, test, type Page } from "@playwright/test";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "../tests/stripe/server";
import { basename, dirname, join } from "node:path";
import Database from "better-sqlite3";
import { startFreshServer } from "./admin/support";
import { violations } from "./axe";
import { chooseDay, chooseTime, openBooking } from "./booking/helpers";

/**
 * Buying a package (issue 43) at 390 px in real Chromium, on a server of its own with the Stripe
 * settings pointed at the tests' stand-in on 127.0.0.1 (the shared server has no Stripe key, so
 * its /services shows no "Choose this package"): /services, the checkout page, Stripe's hosted
 * page (the stand-in's), and back on the family's order page. With JavaScript in English, without
 * it in Spanish; axe (which runs in the page, so with JavaScript) on the checkout and order pages.
 */

let stand: StripeStandIn;
let server: Awaited<ReturnType<typeof startFreshServer>>;

test.beforeAll(async () => {
  stand = await startStripeStandIn();
  server = await startFreshServer({
    NODE_ENV: "test",
    FORM_TOKEN_MIN_AGE_MS: "0",
    STRIPE_SECRET_KEY: stand.secretKey,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: stand.url,
  });
  stand.addWebhookEndpoint({ url: `${server.origin}/api/stripe/webhook` });
  // The owner's hours: every day 8:00 to 20:00, booking on.
  openBooking(dirname(server.databasePath), basename(server.databasePath));
});

/** The subjects of the emails the server wrote for an address (its outbox: this server has no mail server). */
function subjectsTo(address: string): string[] {
  const db = new Database(join(dirname(server.databasePath), basename(server.databasePath)), { fileMustExist: true, readonly: true });
  try {
    return (db.prepare("SELECT subject FROM outbox WHERE recipients = ? ORDER BY id").all(address) as { subject: string }[]).map((row) => row.subject);
  } finally {
    db.close();
  }
}

test.afterAll(async () => {
  server?.stop();
  await stand?.close();
});

const phone = { width: 390, height: 844 };

async function expectAxeClean(page: Page, label: string) {
  expect(await violations(page), label).toEqual([]);
}

/** Pays on the stand-in's hosted page with Stripe's test card. */
async function payOnStripe(page: Page, words: { number: string; expiry: string; name: string; pay: string }) {
  await expect(page).toHaveURL(new RegExp(`^${stand.url}/c/pay/cs_`));
  await page.getByLabel(words.number).fill("4242 4242 4242 4242");
  await page.getByLabel(words.expiry).fill(`12 / ${(new Date().getUTCFullYear() + 3) % 100}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel(words.name).fill("Maya Parent");
  await page.getByRole("button", { name: new RegExp(`^${words.pay} `) }).click();
}

test("with JavaScript, in English: Toolkit, 2 children and the strategy session, $1,100.00, paid on Stripe's page, back on the order page", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, baseURL: server.origin });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem("newsletter-overlay-dismissed", "true"));
  await page.goto("/services");
  await page.getByRole("link", { name: "Choose this package with Read-Together Toolkit" }).click();
  await expect(page).toHaveURL(/\/checkout\/read-together-toolkit$/);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expect(page.getByTestId("checkout-total")).toHaveText("$650.00");
  await expectAxeClean(page, "checkout page");

  // A send with nothing typed stays on the page: the summary takes the focus and names each field.
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByRole("link", { name: "Enter your name" })).toBeVisible();
  await expectAxeClean(page, "checkout page with errors");

  await page.locator("main").getByRole("textbox", { name: /^Your name/ }).fill("Maya Parent");
  await page.locator("main").getByRole("textbox", { name: /^Your email/ }).fill("maya@example.com");
  await page.locator("main").getByRole("combobox", { name: /^Number of children/ }).selectOption("2");
  await page.getByLabel(/Add a 1:1 strategy session/).check();
  await expect(page.getByTestId("checkout-total")).toHaveText("$1,100.00");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await payOnStripe(page, { number: "Card number", expiry: "Expiration (MM / YY)", name: "Cardholder name", pay: "Pay" });
  await expect(page).toHaveURL(new RegExp(`^${server.origin}/order/[A-Za-z0-9_-]+\\?session_id=cs_`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you: your payment is complete");
  await expect(page.getByTestId("order-total")).toHaveText("$1,100.00");
  for (const session of ["Live demonstration90 minutes", "Follow-up check-in30 minutes", "1:1 strategy session90 minutes"]) {
    await expect(page.getByRole("listitem").filter({ hasText: session })).toHaveCount(1);
  }
  await expect(page.getByRole("link", { name: "View your receipt" })).toHaveAttribute("href", new RegExp(`^${stand.url}/receipts/ch_`));
  await expect(page.getByText("Choose a time for each session, now or later")).toBeVisible();
  await expectAxeClean(page, "order page");

  // Her 90-minute live demonstration, booked with the picker: the times free for 90 minutes.
  await page.getByRole("link", { name: "Choose a time: Live demonstration" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a time: Live demonstration");
  await expect(page.getByText("90 minutes, part of your package.")).toBeVisible();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expectAxeClean(page, "session's picker");
  await chooseDay(page, 1);
  const time = await chooseTime(page, 0);
  await expect(page.getByRole("heading", { name: "Book this time?" })).toBeVisible();
  await expectAxeClean(page, "session's confirmation");
  await page.getByRole("button", { name: "Book my session" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your session is booked!");
  await expect(page.getByRole("status")).toContainText(time);
  await expectAxeClean(page, "booked session's page");
  await page.getByRole("link", { name: "Back to your package" }).first().click();
  const booked = page.getByRole("listitem").filter({ hasText: "Live demonstration" });
  await expect(booked).toContainText("Booked:");
  await expect(booked.getByRole("link", { name: "See or change: Live demonstration" })).toBeVisible();
  // Its emails: hers, named for the session, and the owner's.
  await expect.poll(() => subjectsTo("maya@example.com").some((subject) => subject.startsWith("Your session is booked: Live demonstration"))).toBe(true);
  // The Spanish checkout page too (axe runs in the page: this test's context has JavaScript).
  await page.goto("/es/checkout/read-together-toolkit");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expectAxeClean(page, "Spanish checkout page");
  await context.close();
});

test("without JavaScript, in Spanish: the same path ends on the Spanish order page", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/es/services");
  await page.getByRole("link", { name: "Elegir este paquete con Kit para leer juntos" }).click();
  await expect(page).toHaveURL(/\/es\/checkout\/read-together-toolkit$/);
  await expect(page.getByText("La página de Stripe muestra su total final antes de pagar")).toBeVisible();

  // Refused by the server: the summary, and what she typed kept.
  await page.locator("main").getByRole("textbox", { name: /^Su correo electrónico/ }).fill("maya@");
  await page.getByRole("button", { name: "Continuar al pago" }).click();
  await expect(page.getByRole("alert")).toContainText("Escriba su nombre");
  await expect(page.locator("main").getByRole("textbox", { name: /^Su correo electrónico/ })).toHaveValue("maya@");

  await page.locator("main").getByRole("textbox", { name: /^Su nombre/ }).fill("Maya Parent");
  await page.locator("main").getByRole("textbox", { name: /^Su correo electrónico/ }).fill("maya@example.com");
  await page.locator("main").getByRole("combobox", { name: /^Número de niños/ }).selectOption("2");
  await page.getByLabel(/Añadir una sesión de estrategia 1:1/).check();
  await page.getByRole("button", { name: "Continuar al pago" }).click();

  await payOnStripe(page, { number: "Número de tarjeta", expiry: "Vencimiento (MM / AA)", name: "Nombre del titular de la tarjeta", pay: "Pagar" });
  await expect(page).toHaveURL(new RegExp(`^${server.origin}/es/order/[A-Za-z0-9_-]+\\?session_id=cs_`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gracias: su pago está completo");
  await expect(page.getByTestId("order-total")).toHaveText("$1,100.00");
  await expect(page.getByText("Elija un horario para cada sesión, ahora o más tarde")).toBeVisible();

  // Without JavaScript too: her strategy session, booked in Spanish.
  await page.getByRole("link", { name: "Elegir un horario: Sesión de estrategia individual" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elija un horario: Sesión de estrategia individual");
  await chooseDay(page, 2);
  await chooseTime(page, 0);
  await page.getByRole("button", { name: "Reservar mi sesión" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Su sesión está reservada!");
  await page.getByRole("link", { name: "Volver a su paquete" }).first().click();
  await expect(page.getByRole("listitem").filter({ hasText: "Sesión de estrategia individual" })).toContainText("Reservada:");
  await context.close();
});
