import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/database";
import { parseIcs } from "#tests/ics";
import { insertCallRequest } from "#tests/rows";
import type { ReceivedMail } from "#tests/smtp";
import { startBookingService, tenOn, weekdayMornings, zone } from "#tests/booking";
import { bookingByToken, bookInTransaction, saveAvailability } from "./bookings.server";
import { requestParty, rescheduleBooking } from "./changes.server";
import { offersChanges, telHref } from "./emails.server";

// What the booking's emails say (issue 42), as they arrive through a real SMTP server
// (smtp-server on 127.0.0.1, parsed with mailparser): the owner's notification names a booked
// call as booked, both zones, and only what the form asked and the parent answered; a video call
// has a "Join the call" button, a phone call the number as a tel: link; and moving or cancelling
// is offered only while the parent may still do it when she reads the email. SQLite, and
// PostgreSQL with TEST_DB=postgres.

const OWNER = "owner@kindred.test";
const PARENT = "ana@example.org";
const HOUR = 3_600_000;
const VIDEO = "https://meet.example.org/kindred-pages?pwd=a&b=1";
// Monday, November 30, 2026, 10:00 in New York.
const NOV_30 = Date.parse("2026-11-30T15:00:00Z");
const availability = weekdayMornings({ minNoticeHours: 2, horizonDays: 30, maxPerDay: 5, maxPerMonth: 10 });

const setup = async (env: Record<string, string> = {}) =>
  startBookingService(await createTestDatabase(), { availability, start: NOV_30, env: { OWNER_NOTIFY_EMAIL: OWNER, ...env } });

const html = (mail: ReceivedMail) => String(mail.parsed.html);
const text = (mail: ReceivedMail) => mail.parsed.text ?? "";
/** The HTML's links as [href, label], the labels without their tags. */
const links = (mail: ReceivedMail) => [...html(mail).matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, label]) => [href!.replaceAll("&amp;", "&"), label!]);
const buttons = (mail: ReceivedMail) => [...html(mail).matchAll(/<a href="([^"]*)" style="display:inline-block;[^"]*">(.*?)<\/a>/g)].map(([, href, label]) => [href!.replaceAll("&amp;", "&"), label!]);
const event = (mail: ReceivedMail) => parseIcs(mail.parsed.attachments.find((a) => a.contentType === "text/calendar")!.content.toString("utf8")).event;
const description = (mail: ReceivedMail) => String(event(mail).getFirstPropertyValue("description"));

describe("the owner's notification of a booked call", () => {
  it("a parent in Los Angeles: a booked call (not a request), her zone and the business's, and only what the form asked and she answered", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(2), { fields: { parent_time_zone: "America/Los_Angeles", parent_phone: "(555) 234-5678", hear_about_us: "" } });
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    await t.worker.drain();
    const [owner] = t.smtp.to(OWNER);
    const when = "Wednesday, December 2, 2026, 10:00 AM Eastern Time (7:00 AM Pacific Time for the parent)";
    expect(owner!.parsed.subject).toBe(`Discovery call booked: Ana P., ${when}`);
    for (const part of [text(owner!), html(owner!)]) {
      expect(part).toContain("Ana Pérez booked a free discovery call through the website.");
      expect(part).toContain(`Booked for ${when}.`);
      // Never a request, never the payload's "EST", nothing left blank or never asked.
      expect(part).not.toMatch(/request/i);
      expect(part).not.toMatch(/\bEST\b|\bET\b/);
      expect(part).not.toContain("(left blank)");
      for (const unasked of ["Time zone", "Child's name", "Best time for a call", "How they heard about us"]) expect(part).not.toContain(unasked);
    }
    expect(text(owner!)).toContain("Their time zone: Pacific Time");
    expect(html(owner!)).toContain("<strong>Their time zone</strong><br>Pacific Time");
    // What she answered is all there.
    for (const line of ["Name: Ana Pérez", "Email: ana@example.org", "Phone: (555) 234-5678", "Child's age: 3-4 years"]) expect(text(owner!)).toContain(line);
    expect(text(owner!)).toContain("What they would like to talk about: Bedtime reading has become a struggle");
    // The owner phones her: the number is a button that dials it.
    expect(text(owner!)).toContain("Call them: (555) 234-5678");
    expect(buttons(owner!)).toContainEqual(["tel:+15552345678", "Call them: (555) 234-5678"]);
  });

  it("a field left empty because the form did not require it is simply not listed; a parent in the business's zone reads as such", async () => {
    const t = await setup();
    // As the form will send it once the child's age and the question are optional (or the JSON API with them empty).
    const id = await insertCallRequest(t.db, { received_at: new Date(NOV_30).toISOString(), child_age: "", challenges: "", parent_phone: "555-234-5678" });
    await t.db.transaction().execute(async (trx) => {
      const { booking, token } = await bookInTransaction(trx, { timeZone: zone, now: NOV_30, domain: "kindred.test" }, { id, language: "en", parentTimeZone: zone }, tenOn(3));
      const request = await trx.selectFrom("discovery_call_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      await t.deps.mailer!.booked(trx, booking, requestParty(request), token, NOV_30);
    });
    await t.worker.drain();
    const [owner] = t.smtp.to(OWNER);
    expect(owner!.parsed.subject).toBe("Discovery call booked: Ana P., Thursday, December 3, 2026, 10:00 AM Eastern Time");
    expect(text(owner!)).toContain("Their time zone: Eastern Time");
    for (const part of [text(owner!), html(owner!)]) {
      expect(part).not.toContain("Child's age");
      expect(part).not.toContain("What they would like to talk about");
      expect(part).not.toContain("(left blank)");
    }
  });

  it("without the parent's zone (a booking through the JSON API that sends none), her zone is not guessed", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(2), { fields: { parent_time_zone: "" } });
    if (!outcome.ok) throw new Error("not booked");
    await t.worker.drain();
    const [owner] = t.smtp.to(OWNER);
    expect(text(owner!)).toContain("Booked for Wednesday, December 2, 2026, 10:00 AM Eastern Time.");
    expect(text(owner!)).not.toContain("Their time zone");
    expect(text(owner!)).not.toMatch(/\bEST\b/);
  });
});

describe("how the call happens, in the emails", () => {
  it("a video call: a 'Join the call' button in the parent's email (English and Spanish) and the owner's, the address in their plain text", async () => {
    const t = await setup();
    await saveAvailability(t.db, { ...availability, call: { kind: "video", url: VIDEO } }, t.clock.now);
    const english = await t.book(tenOn(2));
    const spanish = await t.book(tenOn(3), { email: "lucia@example.org", language: "es" });
    if (!english.ok || !spanish.ok) throw new Error("not booked");
    await t.worker.drain();
    const [parent] = t.smtp.to(PARENT);
    expect(buttons(parent!)[0]).toEqual([VIDEO, "Join the call"]);
    expect(html(parent!)).toContain("The call is by video.");
    // The address is not written out in the HTML (a long one would widen the message): the button carries it.
    expect(html(parent!).replace(/href="[^"]*"/g, "")).not.toContain("meet.example.org");
    expect(text(parent!)).toContain(`The call is by video. Join with this link: ${VIDEO}`);
    // Moving stays offered, below the join button and less prominent.
    expect(links(parent!).map(([, label]) => label)).toEqual(["Join the call", "Reschedule or cancel"]);
    expect(html(parent!)).toMatch(/style="display:inline-block;[^"]*border:2px solid[^"]*">Reschedule or cancel</);

    const [lucia] = t.smtp.to("lucia@example.org");
    expect(buttons(lucia!)[0]).toEqual([VIDEO, "Unirse a la llamada"]);
    expect(text(lucia!)).toContain(`La llamada es por video. Únase con este enlace: ${VIDEO}`);

    const [owner] = t.smtp.to(OWNER);
    expect(buttons(owner!)).toContainEqual([VIDEO, "Join the call"]);
    expect(text(owner!)).toContain(`Join the call: ${VIDEO}`);
  });

  it("a phone call: the parent's number as a tel: link in her HTML and as written in her text, and no join button", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(2), { fields: { parent_phone: "555.234.5678" } });
    if (!outcome.ok) throw new Error("not booked");
    await t.worker.drain();
    const [parent] = t.smtp.to(PARENT);
    expect(text(parent!)).toContain("We will phone you at 555.234.5678.");
    expect(html(parent!)).toContain('We will phone you at <a href="tel:+15552345678" style="color:#0f5f55;font-weight:bold">555.234.5678</a>.');
    expect(links(parent!).map(([, label]) => label)).not.toContain("Join the call");
  });

  it("tel: addresses: US numbers get +1, an international number keeps its own code", () => {
    expect(telHref("(555) 234-5678")).toBe("tel:+15552345678");
    expect(telHref("1-555-234-5678")).toBe("tel:+15552345678");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("234-5678")).toBe("tel:2345678");
  });
});

describe("what the parent's emails offer, by what is still allowed", () => {
  it("with reminders 48, 24 and 2 hours before: only the 48-hour one offers to move or cancel; the 24- and 2-hour ones say how to reach us and still join", async () => {
    const t = await setup({ BOOKING_REMINDER_HOURS: "48,24,2" });
    await saveAvailability(t.db, { ...availability, call: { kind: "video", url: VIDEO } }, t.clock.now);
    // Friday, December 4, 10:00: more than 48 hours ahead.
    const outcome = await t.book(tenOn(4));
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    await t.worker.drain();
    const manage = `/booking/${outcome.booking.token}`;
    for (const hours of [48, 24, 2]) {
      t.clock.now = tenOn(4) - hours * HOUR;
      expect(await t.worker.drain()).toBe(1);
    }
    const [confirmation, at48, at24, at2] = t.smtp.to(PARENT);
    expect([at48, at24, at2].map((m) => m!.parsed.subject)).toEqual([48, 24, 2].map((h) => `Reminder: your discovery call is in ${h} hours (Friday, December 4, 2026, 10:00 AM Eastern Time)`));
    for (const open of [confirmation!, at48!]) {
      expect(text(open)).toContain("To choose another time or cancel (up to 24 hours before the call):");
      expect(links(open).map(([, label]) => label)).toEqual(["Join the call", "Reschedule or cancel"]);
      expect(description(open)).toContain("To choose another time or cancel");
    }
    for (const closed of [at24!, at2!]) {
      expect(text(closed)).toContain("The call is less than 24 hours away, so it can no longer be moved or cancelled online. If you can't make it, please reply to this email and let us know.");
      expect(html(closed)).toContain("so it can no longer be moved or cancelled online. If you can&#39;t make it, please reply to this email");
      for (const part of [text(closed), html(closed)]) expect(part).not.toMatch(/Reschedule or cancel|choose another time|up to 24 hours before/i);
      // Joining is what she needs now; the page still shows the call.
      expect(links(closed)).toEqual([
        [VIDEO, "Join the call"],
        [expect.stringContaining(manage), "See your call"],
      ]);
      expect(text(closed)).toContain(`Your call's page: `);
      expect(description(closed)).not.toMatch(/reschedule|cancel/i);
      // The reminder's invite updates the same event: it keeps where to join.
      expect(event(closed).getFirstPropertyValue("location")).toBe(VIDEO);
    }
  });

  it("a call booked or moved by the owner to less than 24 hours ahead: the email says it can no longer be changed online, in Spanish too", async () => {
    const t = await setup();
    // Monday 10:00: Tuesday 9:00 is 23 hours ahead.
    const soon = Date.parse("2026-12-01T14:00:00Z");
    const late = await t.book(soon, { language: "es" });
    if (!late.ok || !late.booking) throw new Error("not booked");
    const early = await t.book(tenOn(4), { email: "ben@example.org" });
    if (!early.ok || !early.booking) throw new Error("not booked");
    await t.worker.drain();
    const [spanish] = t.smtp.to(PARENT);
    expect(text(spanish!)).toContain("Faltan menos de 24 horas para la llamada, así que ya no se puede cambiar ni cancelar en línea.");
    expect(text(spanish!)).not.toContain("Para elegir otro horario o cancelar");
    expect(links(spanish!).map(([, label]) => label)).toContain("Ver su llamada");

    const booking = (await bookingByToken(t.db, early.booking.token))!;
    const moved = await rescheduleBooking(t.deps, booking, Date.parse("2026-12-01T15:00:00Z"), "owner");
    expect(moved.ok).toBe(true);
    await t.worker.drain();
    const movedMail = t.smtp.to("ben@example.org").at(-1)!;
    expect(text(movedMail)).toContain("We had to move your discovery call. It is now on Tuesday, December 1, 2026, 10:00 AM Eastern Time. We're sorry for the change.");
    expect(text(movedMail)).toContain("can no longer be moved or cancelled online");
    expect(links(movedMail).map(([, label]) => label)).not.toContain("Reschedule or cancel");
  });

  it("offersChanges: until an hour before the 24-hour mark, and never for a call no longer booked", () => {
    const start = tenOn(4);
    expect(offersChanges({ status: "booked", start_at: start }, start - 25 * HOUR)).toBe(true);
    expect(offersChanges({ status: "booked", start_at: start }, start - 25 * HOUR + 1)).toBe(false);
    expect(offersChanges({ status: "booked", start_at: start }, start - 24 * HOUR)).toBe(false);
    expect(offersChanges({ status: "cancelled", start_at: start }, start - 72 * HOUR)).toBe(false);
  });
});
