import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { createSiteApp } from "#tests/site-app";
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

const clock = { now: Date.parse("2026-12-01T15:00:00Z") };
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
