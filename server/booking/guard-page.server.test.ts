import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { bookingGuardCopy } from "#common/booking/content/booking-guard.ts";
import { createTestDatabase } from "#tests/database";
import { createSiteApp, postForm, siteBuild } from "#tests/site-app";
import { saveAvailability } from "./bookings.server";
import { callFormFields, tenOn, weekdayMornings } from "#tests/booking";

/**
 * The booking limits as a parent without JavaScript meets them on /discovery-call, through the
 * real app and the site's pages compiled from the sources (tests/site-app.ts), on SQLite and
 * PostgreSQL (TEST_DB=postgres): a second booking with the address of an upcoming call is a 409
 * page that says so without the call's time, and the fourth booking from one client a 429.
 */

// Saturday, November 21, 2026, 10:00 in New York.
const NOW = Date.UTC(2026, 10, 21, 15, 0, 0);
const rules = weekdayMornings({ minNoticeHours: 2, horizonDays: 30, maxPerDay: 8, maxPerMonth: 40 });
const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("the booking limits on /discovery-call without JavaScript", () => {
  // The site's pages are loaded once for the file, before any test's own time starts.
  beforeAll(siteBuild);
  async function bookingSite() {
    const database = await createTestDatabase();
    onTestFinished(() => database.close());
    const clock = { now: NOW };
    const app = await createSiteApp(database.db, () => clock.now, { RATE_LIMIT_MAX_ATTEMPTS: "1000", TRUST_PROXY: "true" });
    await saveAvailability(database.db, rules, NOW);
    const book = async (email: string, slot: number, client = "203.0.113.7") => {
      const html = await (await app.request("/discovery-call")).text();
      const token = /name="form_token"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="form_token"/.exec(html);
      clock.now += 5_000;
      const fields = { ...callFormFields(slot, email), form_token: token?.[1] ?? token?.[2] ?? "", idempotency_key: "" };
      return postForm(app, "/discovery-call", fields, { Accept: "text/html", "X-Forwarded-For": client });
    };
    return { db: database.db, clock, book };
  }

  it("answers a second booking with the address of an upcoming call with a 409 page, never the call's time", async () => {
    const t = await bookingSite();
    const first = await t.book("ana@example.org", tenOn(2));
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toMatch(/^\/booking\/[A-Za-z0-9_-]+\?booked$/);
    const second = await t.book("Ana@Example.org", tenOn(3), "198.51.100.7");
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain(inHtml(bookingGuardCopy.addressHasCallText));
    expect(html).not.toContain("December 2, 2026 at");
    expect(await t.db.selectFrom("bookings").select("id").execute()).toHaveLength(1);
  }, 20_000);

  it("answers the fourth booking from one client in a day with a 429 page", async () => {
    const t = await bookingSite();
    for (const [i, email] of ["a@example.org", "b@example.org", "c@example.org"].entries()) expect((await t.book(email, tenOn(2, i * 30))).status).toBe(303);
    const fourth = await t.book("d@example.org", tenOn(3));
    expect(fourth.status).toBe(429);
    expect(await fourth.text()).toContain(inHtml(bookingGuardCopy.clientOverCapTitle));
    expect(await t.db.selectFrom("bookings").select("id").execute()).toHaveLength(3);
  }, 20_000);
});
