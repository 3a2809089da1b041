import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { defaultAvailability } from "#common/booking/availability.ts";
import { changedZone, readZoneCookie, zoneCookie } from "#common/booking/zone-choices.ts";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { createTestDatabase } from "#tests/database";
import { pickerFormAction } from "#server/forms/form-route.server";
import { discoveryCallBooking } from "./submission-hook.server";
import { createSubmissionService } from "#server/forms/submissions.server";
import { submissionMailerFromConfig } from "#server/email/outbox.server";
import { bookingSettings, saveAvailability } from "./bookings.server";
import { bookingMailerFromConfig } from "./emails.server";
import { pickerMove } from "./picker.server";

// Issue 33, the parent's path without JavaScript: the picker's months, days and times are the
// booking form's own buttons (intent=navigate; a time: pick=<start>, issue 42), answered with the
// page and what was typed, storing and sending nothing; and the zone she picks is remembered in a
// cookie, which sends a later visit on to ?zone= ahead of the page cache, and the picker comes back
// in it. SQLite, and PostgreSQL with TEST_DB=postgres.

const SITE = "https://www.kindredpagesreading.com";
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const { db } = database;
  const config = { ...loadServerConfig({ RATE_LIMIT_MAX_ATTEMPTS: "1" }), LOG_REQUESTS: false };
  const now = () => Date.parse("2026-11-30T15:00:00Z");
  const { service, tokens } = createSubmissionService({
    db,
    config,
    formTokenSecret: "zone-cookie-test-secret",
    now,
    emails: submissionMailerFromConfig(config),
    hooks: { "discovery-call": discoveryCallBooking({ db, settings: bookingSettings(config), mailer: bookingMailerFromConfig(config), keySecret: "zone-cookie-test-secret", now }) },
  });
  await saveAvailability(db, defaultAvailability, now());
  const context = { db, config, forms: service, formTokens: tokens, clientAddress: "203.0.113.7", now } as unknown as AppLoadContext;
  const move = pickerMove({ db, timeZone: config.BUSINESS_TIME_ZONE, now, tag: "en-US" });
  const post = (path: string, fields: Record<string, string>) =>
    pickerFormAction(
      "discovery-call",
      new Request(`${SITE}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) }),
      context,
      move,
    ) as unknown as Promise<{ data: Record<string, unknown>; init: ResponseInit | null }>;
  const stored = async () => ({
    requests: (await db.selectFrom("discovery_call_requests").select("id").execute()).length,
    emails: (await db.selectFrom("outbox").select("id").execute()).length,
    attempts: (await db.selectFrom("form_attempts").selectAll().execute()).length,
  });
  return { db, config, post, stored, move };
}

/** The details as typed so far, without a time (the parent is still looking at days). */
const typed = {
  parent_name: "Nora <b>Quill</b>",
  parent_email: "nora.quill@example.org",
  parent_phone: "555-234-5678",
  child_age: "3-4years",
  challenges: "Bedtime reading has become a struggle.",
  hear_about_us: "",
  slot: "",
  parent_time_zone: "",
  website: "",
  form_token: "whatever",
  idempotency_key: "",
};
/** What the page sends back of `typed`: all but the trap field, the token and the key. */
const { website: _website, form_token: _token, idempotency_key: _key, ...keptAsTyped } = typed;

describe("a picker's month or day posted without JavaScript", () => {
  it("comes back with every value typed, stores, sends and counts nothing, however often", async () => {
    const t = await setup();
    for (let i = 0; i < 3; i++) {
      const answer = await t.post("/discovery-call?month=2026-12&date=2026-12-04", { ...typed, zone: "America/New_York", intent: "navigate" });
      expect(answer.init?.status ?? 200).toBe(200);
      // The trap field, the token and the key are not sent back; the rest is, as typed (React escapes it).
      expect(answer.data).toEqual({
        kept: { ...keptAsTyped, zone: "America/New_York", intent: "navigate" },
      });
      // The zone left as the page showed it (the business's): nothing to remember.
      expect(new Headers(answer.init?.headers).get("set-cookie")).toBeNull();
    }
    // A time's button (to the details, that time chosen) is no send either: its start becomes the slot.
    const next = await t.post("/discovery-call?month=2026-12&date=2026-12-04", { ...typed, slot: "1796392800000", pick: "1796396400000" });
    expect(next.data).toEqual({ kept: { ...keptAsTyped, slot: "1796396400000", intent: "continue" } });
    // A "pick" that is no time changes nothing of the slot (and is not kept).
    const odd = await t.post("/discovery-call?month=2026-12&date=2026-12-04", { ...typed, slot: "1796392800000", pick: "soon" });
    expect(odd.data).toEqual({ kept: { ...keptAsTyped, slot: "1796392800000" } });
    // The attempt limit (1 here) is not touched: three moves, then the booking itself is still checked.
    expect(await t.stored()).toEqual({ requests: 0, emails: 0, attempts: 0 });
    const booking = await t.post("/discovery-call?month=2026-12&date=2026-12-04", { ...typed, form_token: "bad" });
    expect(booking.data).toMatchObject({ ok: false });
  });

  it("remembers a zone she changed in the choice, and only then", async () => {
    const t = await setup();
    const changed = await t.post("/es/discovery-call?month=2026-12", { ...typed, zone: "America/Los_Angeles", intent: "navigate" });
    expect(new Headers(changed.init?.headers).get("set-cookie")).toBe("booking_zone=America%2FLos_Angeles; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    // The page's loader never sees the posted zone: the answer brings the picker drawn in it, her
    // times first, ours three hours later beside them.
    const picker = changed.data.booking as { parentZone: string; zoneName: string; selected: { times: { label: string; business?: string }[] } };
    expect(picker.parentZone).toBe("America/Los_Angeles");
    expect(picker.zoneName).toBe("Pacific Time");
    const hour = (time: string) => (Number(time.split(":")[0]) % 12) + (time.endsWith("PM") ? 12 : 0);
    expect(picker.selected.times.length).toBeGreaterThan(0);
    for (const time of picker.selected.times) expect(hour(time.business!) - hour(time.label)).toBe(3);
    // Nothing changed, nothing drawn again.
    expect((await t.post("/discovery-call?month=2026-12", { ...typed, zone: "America/New_York", intent: "navigate" })).data.booking).toBeUndefined();
    // Shown already (?zone=): no change, no cookie. Not a zone: ignored.
    const same = await t.post("/discovery-call?month=2026-12&zone=America%2FLos_Angeles", { ...typed, zone: "America/Los_Angeles", intent: "navigate" });
    expect(new Headers(same.init?.headers).get("set-cookie")).toBeNull();
    const bogus = await t.post("/discovery-call?month=2026-12", { ...typed, zone: "Mars/Olympus; Path=/x", intent: "navigate" });
    expect(new Headers(bogus.init?.headers).get("set-cookie")).toBeNull();
    expect(await t.stored()).toEqual({ requests: 0, emails: 0, attempts: 0 });
  });

  it("refuses what is not a form, as every form does (415), navigate or not", async () => {
    const t = await setup();
    // The one form reader (readForm) refuses by throwing the answer, for the page's error boundary.
    const answer = await pickerFormAction(
      "discovery-call",
      new Request(`${SITE}/discovery-call`, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"intent":"navigate"}' }),
      {} as AppLoadContext,
      t.move,
    ).then(
      () => ({ init: { status: 200 } }),
      (error: { init: ResponseInit }) => error,
    );
    expect(answer.init.status).toBe(415);
  });
});

describe("the zone remembered across visits", () => {
  it("sends a visit naming no zone on to ?zone= (English and Spanish, other values kept); a zone named, no cookie or a bad one goes on as it was", async () => {
    const t = await setup();
    const app = createApp({ db: t.db, config: t.config, formTokenSecret: "zone-cookie-test-secret" });
    const cookie = { Cookie: `other=1; ${zoneCookie("America/Los_Angeles", true).split(";")[0]}` };
    const plain = await app.request("/discovery-call", { headers: cookie });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/discovery-call?zone=America%2FLos_Angeles");
    expect(plain.headers.get("cache-control")).toBe("no-store");
    const spanish = await app.request("/es/discovery-call?month=2026-12&date=2026-12-04", { headers: cookie });
    expect(spanish.headers.get("location")).toBe("/es/discovery-call?month=2026-12&date=2026-12-04&zone=America%2FLos_Angeles");
    // Already named (even another zone: what she follows wins), no cookie, a cookie that is no zone: not sent on.
    for (const [path, headers] of [
      ["/discovery-call?zone=Europe%2FMadrid", cookie],
      ["/discovery-call", {}],
      ["/discovery-call", { Cookie: "booking_zone=Mars%2FOlympus" }],
      ["/connect", cookie],
    ] as const) {
      expect((await app.request(path, { headers })).status, path).not.toBe(302);
    }
  });

  it("reads and writes the cookie, and tells a changed zone from the one shown (pure)", () => {
    expect(readZoneCookie("a=b; booking_zone=Europe%2FMadrid")).toBe("Europe/Madrid");
    expect(readZoneCookie("booking_zone=EST5EDT%3Cscript%3E")).toBeNull();
    expect(readZoneCookie(undefined)).toBeNull();
    expect(zoneCookie("Asia/Tokyo", false)).toBe("booking_zone=Asia%2FTokyo; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(changedZone("America/New_York", null, "America/New_York")).toBeNull();
    expect(changedZone("America/Chicago", null, "America/New_York")).toBe("America/Chicago");
    expect(changedZone("America/New_York", "America/Chicago", "America/New_York")).toBe("America/New_York");
    expect(changedZone("America/Chicago", "America/Chicago", "America/New_York")).toBeNull();
    expect(changedZone("nowhere", null, "America/New_York")).toBeNull();
  });
});
