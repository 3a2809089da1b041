import { describe, expect, it } from "vitest";
import { loadServerConfig } from "#server/config.server";
import { createTestDatabase } from "#tests/database";
import { erasePerson } from "#server/privacy/person.server";
import { retentionSettings, runRetention } from "#server/privacy/retention.server";
import { bookingByToken } from "./bookings.server";
import { freeErasedCalls } from "./submission-hook.server";
import { cancelBooking, rescheduleBooking } from "./changes.server";
import { LINKS_AGAIN_MAX } from "./guard.server";
import { startBookingService, tenOn, weekdayMornings } from "#tests/booking";

// The booking's limits against abuse (issue 33), through the form's service, a real outbox and a
// real SMTP server: one upcoming call per email address (its link emailed again, at most once an
// hour, never its time on the page), at most a few bookings per client address a day. SQLite, and
// PostgreSQL with TEST_DB=postgres.

const PARENT = "ana@example.org";
const HOUR = 3_600_000;
// Monday, November 30, 2026, 10:00 in New York.
const START_CLOCK = Date.parse("2026-11-30T15:00:00Z");
const availability = weekdayMornings({ minNoticeHours: 2, horizonDays: 30, maxPerDay: 8, maxPerMonth: 40 });

async function setup(env: Record<string, string> = {}) {
  const t = await startBookingService(await createTestDatabase(), { availability, start: START_CLOCK, env });
  const book = (start: number, email = PARENT, client = "203.0.113.7", language: "en" | "es" = "en") => t.book(start, { email, client, language });
  const calls = () => t.db.selectFrom("bookings").select(["id", "status", "start_at"]).orderBy("id").execute();
  const requests = async () => (await t.db.selectFrom("discovery_call_requests").select("id").execute()).length;
  return { ...t, book, calls, requests };
}

function linkIn(text: string | undefined): string {
  const match = /\/booking\/([A-Za-z0-9_-]{20,64})/.exec(text ?? "");
  if (!match) throw new Error("no manage link");
  return match[1]!;
}

describe("one upcoming call per email address", () => {
  it("books nothing for a second booking with the address (any case), says so without the time, and emails a new link beside the first", async () => {
    const t = await setup();
    const first = await t.book(tenOn(2));
    if (!first.ok || !first.booking) throw new Error("not booked " + JSON.stringify(first));
    expect(await t.worker.drain()).toBe(2);

    t.clock.now += 2 * HOUR;
    const second = await t.book(tenOn(3), "  ANA@Example.org ");
    expect(second).toMatchObject({ ok: false, status: 409, title: "You already have a call booked" });
    if (second.ok) return;
    expect(second.message).toBe(
      "A discovery call is already booked for this email address, so we didn't book another. We've emailed the link to see, move or cancel it to that address.",
    );
    expect(JSON.stringify(second)).not.toMatch(/December|10:00|diciembre/);
    expect(await t.calls()).toHaveLength(1);
    expect(await t.requests()).toBe(1);

    expect(await t.worker.drain()).toBe(1);
    const again = t.smtp.to(PARENT)[1]!;
    expect(again.parsed.subject).toBe("The link to your discovery call");
    expect(again.parsed.text).toContain("You already have one, on Wednesday, December 2, 2026, 10:00 AM Eastern Time");
    const outbox = await t.db.selectFrom("outbox").select(["purpose"]).where("subject", "=", "The link to your discovery call").execute();
    expect(outbox.map((r) => r.purpose)).toEqual(["booking-parent"]);
    // A new token: the new link opens the call, and the first one still does.
    const token = linkIn(again.parsed.text);
    expect(token).not.toBe(first.booking.token);
    expect((await bookingByToken(t.db, token))?.start_at).toBe(tenOn(2));
    expect((await bookingByToken(t.db, first.booking.token))?.start_at).toBe(tenOn(2));

    // Within the hour: the same answer, no other email (and the link still works).
    t.clock.now += 30 * 60_000;
    expect(await t.book(tenOn(4))).toMatchObject({ ok: false, status: 409 });
    expect(await t.worker.drain()).toBe(0);
    expect(await bookingByToken(t.db, token)).toBeDefined();

    // An hour after the last one: emailed again, in the booking's language.
    t.clock.now += 31 * 60_000;
    expect(await t.book(tenOn(4), PARENT, "198.51.100.9", "es")).toMatchObject({ ok: false, status: 409, title: "Ya tiene una llamada reservada" });
    expect(await t.worker.drain()).toBe(1);
    expect(t.smtp.to(PARENT)).toHaveLength(3);
    expect(await t.calls()).toHaveLength(1);
    // Every link she was sent opens her call.
    for (const message of t.smtp.to(PARENT)) expect((await bookingByToken(t.db, linkIn(message.parsed.text)))?.start_at).toBe(tenOn(2));
  });

  it("sends no more link-again emails to an address in a day than a visitor's confirmations", async () => {
    const t = await setup({ CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY: "2" });
    expect((await t.book(tenOn(2))).ok).toBe(true);
    t.clock.now += HOUR + 60_000;
    expect(await t.book(tenOn(3))).toMatchObject({ ok: false, status: 409 });
    t.clock.now += HOUR + 60_000;
    expect(await t.book(tenOn(3))).toMatchObject({ ok: false, status: 409 });
    await t.worker.drain();
    // The confirmation and one link again: two in 24 hours, then none.
    expect(t.smtp.to(PARENT).map((m) => m.parsed.subject)).toEqual([expect.stringMatching(/^Your discovery call is booked/), "The link to your discovery call"]);
  });

  it("writes at most LINKS_AGAIN_MAX links again per booking, every one still working; the owner's move ends them all for one new link", async () => {
    const t = await setup({ CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY: "1000" });
    const first = await t.book(tenOn(2));
    if (!first.ok || !first.booking) throw new Error("not booked");
    for (let i = 0; i < LINKS_AGAIN_MAX + 2; i++) {
      t.clock.now += HOUR + 60_000;
      expect(await t.book(tenOn(3))).toMatchObject({ ok: false, status: 409 });
    }
    await t.worker.drain();
    const links = t.smtp.to(PARENT).map((message) => linkIn(message.parsed.text));
    // The confirmation and LINKS_AGAIN_MAX links again; then none, and none ended.
    expect(links).toHaveLength(1 + LINKS_AGAIN_MAX);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect((await bookingByToken(t.db, link))?.id).toBeDefined();

    const booking = (await bookingByToken(t.db, first.booking.token))!;
    const moved = await rescheduleBooking(t.deps, booking, tenOn(4), "owner");
    if (!moved.ok || !moved.token) throw new Error("not moved");
    for (const link of links) expect(await bookingByToken(t.db, link)).toBeUndefined();
    expect((await bookingByToken(t.db, moved.token))?.start_at).toBe(tenOn(4));
    expect(await t.db.selectFrom("booking_links").select("token_hash").execute()).toEqual([]);
  }, 20_000);

  it("books again once the call is cancelled or over", async () => {
    const t = await setup();
    const first = await t.book(tenOn(2));
    if (!first.ok || !first.booking) throw new Error("not booked");
    const booking = (await bookingByToken(t.db, first.booking.token))!;
    expect((await cancelBooking(t.deps, booking, "parent")).ok).toBe(true);
    const second = await t.book(tenOn(3), "Ana@example.org");
    expect(second.ok).toBe(true);
    // Once that call has taken place, the address may book the next one.
    t.clock.now = tenOn(3) + HOUR;
    expect((await t.book(tenOn(7))).ok).toBe(true);
    expect((await t.calls()).map((c) => c.status)).toEqual(["cancelled", "booked", "booked"]);
  });

  it("forgets the address's hold with the person's data (erasure), and the address may book again", async () => {
    const t = await setup();
    expect((await t.book(tenOn(2))).ok).toBe(true);
    expect(await t.db.selectFrom("booking_address_holds").select("booking_id").execute()).toHaveLength(1);
    await erasePerson(t.db, "Ana@Example.org", { actor: null, business: t.config, now: t.clock.now, hooks: { "discovery-call": freeErasedCalls("America/New_York") } });
    expect(await t.db.selectFrom("booking_address_holds").select("booking_id").execute()).toHaveLength(0);
    expect((await t.book(tenOn(3), PARENT, "198.51.100.3")).ok).toBe(true);
  });

  it("gives one call for two bookings at once with one address", async () => {
    const t = await setup();
    const outcomes = await Promise.all([t.book(tenOn(2)), t.book(tenOn(3), "ANA@example.org", "198.51.100.1"), t.book(tenOn(4), PARENT, "198.51.100.2")]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.status)).toEqual([409, 409]);
    expect(await t.calls()).toHaveLength(1);
    expect(await t.requests()).toBe(1);
    const holds = await t.db.selectFrom("booking_address_holds").selectAll().execute();
    expect(holds).toHaveLength(1);
    expect(holds[0]!.address_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes a stale hold over once, when two bookings at once find the address's call cancelled", async () => {
    const t = await setup();
    const first = await t.book(tenOn(2));
    if (!first.ok || !first.booking) throw new Error("not booked");
    expect((await cancelBooking(t.deps, (await bookingByToken(t.db, first.booking.token))!, "parent")).ok).toBe(true);
    const outcomes = await Promise.all([t.book(tenOn(3)), t.book(tenOn(4), PARENT, "198.51.100.1")]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect((await t.calls()).filter((c) => c.status === "booked")).toHaveLength(1);
  });
});

describe("the answer reveals nothing about an address (issue 40)", () => {
  /** What a refusal shows and stores for `email`, with the address itself taken out. */
  const answer = (outcome: Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["book"]>>) => {
    if (outcome.ok) throw new Error("booked " + JSON.stringify(outcome));
    const { values, ...shown } = outcome;
    return { ...shown, values: { ...values, parent_email: "<address>" } };
  };
  /** Everything about the held address's call that a probe could change. */
  const heldState = async (t: Awaited<ReturnType<typeof setup>>) => ({
    bookings: await t.db.selectFrom("bookings").select(["id", "manage_token_hash", "sequence", "status", "start_at"]).orderBy("id").execute(),
    links: await t.db.selectFrom("booking_links").selectAll().execute(),
    holds: await t.db.selectFrom("booking_address_holds").selectAll().execute(),
    outbox: (await t.db.selectFrom("outbox").select("id").execute()).length,
    requests: await t.requests(),
  });

  it("answers an impossible time the same for an address with a call and one without, and changes no token", async () => {
    const t = await setup();
    const first = await t.book(tenOn(2));
    if (!first.ok || !first.booking) throw new Error("not booked");
    // Long enough after the booking that a link again would be due.
    t.clock.now += 2 * HOUR;
    const before = await heldState(t);
    // A Saturday, a time between two start times, one before the day's hours, one long gone, one of no day at all.
    for (const slot of [Date.parse("2026-12-05T15:00:00Z"), tenOn(3, 7), Date.parse("2026-12-03T12:00:00Z"), Date.parse("2026-11-02T15:00:00Z"), 100_000_000_000]) {
      const held = answer(await t.book(slot, "  Ana@Example.org "));
      const free = answer(await t.book(slot, "nobody@example.org"));
      expect(held, String(slot)).toEqual(free);
      expect(held, String(slot)).toMatchObject({ status: 409, title: "That time was just taken", fieldErrors: { slot: "That time was just taken" } });
      expect(JSON.stringify(held)).not.toContain("already booked");
    }
    expect(await heldState(t)).toEqual(before);
    // No email to her but the booking's own confirmation.
    await t.worker.drain();
    expect(t.smtp.to(PARENT).map((message) => message.parsed.subject)).toEqual([expect.stringMatching(/^Your discovery call is booked/)]);
    // Her link still opens her call.
    expect((await bookingByToken(t.db, first.booking.token))?.start_at).toBe(tenOn(2));
  });

  it("answers a taken time the same for an address with a call and one without, and changes no token", async () => {
    const t = await setup();
    const first = await t.book(tenOn(2));
    if (!first.ok || !first.booking) throw new Error("not booked");
    expect((await t.book(tenOn(3), "maria@example.org", "198.51.100.4")).ok).toBe(true);
    t.clock.now += 2 * HOUR;
    const before = await heldState(t);
    const held = answer(await t.book(tenOn(3), PARENT, "198.51.100.5"));
    const free = answer(await t.book(tenOn(3), "nobody@example.org", "198.51.100.5"));
    expect(held).toEqual(free);
    expect(held).toMatchObject({ status: 409, title: "That time was just taken" });
    expect(held.message).toMatch(/^Someone booked that time a moment ago\. The nearest free times are /);
    expect(await heldState(t)).toEqual(before);
    expect((await bookingByToken(t.db, first.booking.token))?.start_at).toBe(tenOn(2));
  });

  it("says 'already booked' for a real, free time, and her older link still works afterwards", async () => {
    const t = await setup();
    const first = await t.book(tenOn(2));
    if (!first.ok || !first.booking) throw new Error("not booked");
    t.clock.now += 2 * HOUR;
    const second = await t.book(tenOn(3, 30), "ANA@example.org");
    expect(second).toMatchObject({ ok: false, status: 409, title: "You already have a call booked" });
    expect(await t.calls()).toHaveLength(1);
    const firstHash = (await bookingByToken(t.db, first.booking.token))?.manage_token_hash;
    expect(firstHash).toBeDefined();
    await t.worker.drain();
    const again = linkIn(t.smtp.to(PARENT).at(-1)?.parsed.text);
    expect(again).not.toBe(first.booking.token);
    expect((await bookingByToken(t.db, first.booking.token))?.start_at).toBe(tenOn(2));
    expect((await bookingByToken(t.db, again))?.start_at).toBe(tenOn(2));
    // The free time it asked for is still free: nothing was held for it.
    expect((await t.book(tenOn(3, 30), "maria@example.org", "198.51.100.6")).ok).toBe(true);
  });

  it("tells a client over its cap the same for every address, a held one included", async () => {
    const t = await setup({ BOOKING_MAX_PER_CLIENT_PER_DAY: "1" });
    expect((await t.book(tenOn(2))).ok).toBe(true);
    const held = answer(await t.book(tenOn(3), PARENT));
    const free = answer(await t.book(tenOn(3), "nobody@example.org"));
    expect(held).toEqual(free);
    expect(held).toMatchObject({ status: 429, title: "Too many bookings today" });
  });
});

describe("bookings per client address and day", () => {
  it("refuses the fourth booking from one client in a day with a plain message, and counts only a hash", async () => {
    const t = await setup();
    for (const [i, email] of ["a@example.org", "b@example.org", "c@example.org"].entries()) expect((await t.book(tenOn(2, i * 30), email)).ok).toBe(true);
    const fourth = await t.book(tenOn(3), "d@example.org");
    expect(fourth).toMatchObject({ ok: false, status: 429, title: "Too many bookings today" });
    if (!fourth.ok) expect(fourth.message).toContain("Please try again tomorrow, or write to us at");
    expect(await t.calls()).toHaveLength(3);
    expect(await t.db.selectFrom("outbox").select("id").where("recipients", "=", "d@example.org").execute()).toHaveLength(0);
    // Another client may still book; the same one again the next (UTC) day.
    expect((await t.book(tenOn(3), "d@example.org", "198.51.100.20")).ok).toBe(true);
    const counts = await t.db.selectFrom("booking_client_counts").selectAll().execute();
    expect(JSON.stringify(counts)).not.toContain("203.0.113.7");
    t.clock.now = Date.parse("2026-12-01T00:00:05Z");
    expect((await t.book(tenOn(4), "e@example.org")).ok).toBe(true);

    // The retention sweep forgets the counters once their day and the next are over.
    t.clock.now = Date.parse("2026-12-02T12:00:00Z");
    await runRetention(t.db, retentionSettings(loadServerConfig({})), t.clock.now, () => {});
    expect((await t.db.selectFrom("booking_client_counts").select("day").execute()).map((r) => r.day)).toEqual(["2026-12-01"]);
  });

  it("follows BOOKING_MAX_PER_CLIENT_PER_DAY", async () => {
    const t = await setup({ BOOKING_MAX_PER_CLIENT_PER_DAY: "1" });
    expect((await t.book(tenOn(2), "a@example.org")).ok).toBe(true);
    expect(await t.book(tenOn(3), "b@example.org")).toMatchObject({ ok: false, status: 429 });
  });
});
