import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/database";
import { contentLineProblems, parseIcs } from "#tests/ics";
import type { ReceivedMail } from "#tests/smtp";
import { bookingByToken, saveAvailability } from "./bookings.server";
import { calendarFeed } from "./calendar-feed.server";
import { callsBetween, cancelBooking, rescheduleBooking } from "./changes.server";
import { callIcsResponse } from "./confirmation.server";
import { startBookingService, tenOn, weekdayMornings } from "#tests/booking";

// A parent books, moves and cancels a discovery call, and the emails that go out through a real
// SMTP server (smtp-server on 127.0.0.1, parsed with mailparser and ical.js): one invite per
// change with the same UID and a rising SEQUENCE, reminders due 24 and 2 hours before and never
// sent for a moved or cancelled call. SQLite, and PostgreSQL with TEST_DB=postgres.

const OWNER = "owner@kindred.test";
const PARENT = "ana@example.org";
const HOUR = 3_600_000;
// Monday, November 30, 2026, 10:00 in New York.
const START_CLOCK = Date.parse("2026-11-30T15:00:00Z");
const availability = weekdayMornings({ minNoticeHours: 2, horizonDays: 30, maxPerDay: 5, maxPerMonth: 10 });

const setup = async (ownerNotify: string = OWNER) =>
  startBookingService(await createTestDatabase(), { availability, start: START_CLOCK, env: { OWNER_NOTIFY_EMAIL: ownerNotify } });

function invite(mail: ReceivedMail) {
  const ics = mail.parsed.attachments.find((a) => a.contentType === "text/calendar")?.content.toString("utf8");
  if (!ics) throw new Error(`no invite in "${mail.parsed.subject}"`);
  const { calendar, event } = parseIcs(ics);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: String(event.getFirstPropertyValue("dtstart")),
    summary: String(event.getFirstPropertyValue("summary")),
  };
}

const utc = (ms: number) => new Date(ms).toISOString().replace(".000", "");

describe("a booked discovery call's emails", () => {
  it("a parent in Los Angeles: her zone stored, her emails and reminders in Pacific Time beside Eastern, the manage link a button", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(2), { fields: { parent_time_zone: "America/Los_Angeles", parent_phone: "555-234-5678" } });
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    const booking = await bookingByToken(t.db, outcome.booking.token);
    expect(booking?.parent_time_zone).toBe("America/Los_Angeles");
    // The owner's agenda names it as people say it.
    const [call] = await callsBetween(t.db, tenOn(2), tenOn(3));
    expect(call?.parent_zone_name).toBe("Pacific Time");
    await t.worker.drain();
    const [confirmation] = t.smtp.to(PARENT);
    const both = "Wednesday, December 2, 2026, 7:00 AM Pacific Time (10:00 AM Eastern Time)";
    expect(confirmation!.parsed.subject).toBe(`Your discovery call is booked: ${both}`);
    const text = confirmation!.parsed.text ?? "";
    expect(text).toContain(`booked for ${both}.`);
    expect(text).toContain("We will phone you at 555-234-5678.");
    expect(text).not.toContain("video link before the call");
    expect(text).not.toMatch(/\bET\b|\bEST\b/);
    // The plain text keeps the address; the HTML shows a button, not a raw address.
    expect(text).toContain(`/booking/${outcome.booking.token}`);
    const html = String(confirmation!.parsed.html);
    expect(html).toMatch(/<a href="[^"]+\/booking\/[^"]+" style="display:inline-block;[^"]*">Reschedule or cancel<\/a>/);
    expect(html.replace(/href="[^"]*"/g, "")).not.toContain("/booking/");
    // The invite: the first word of the name (nobody verified the address), the time in both zones in its description.
    const ics = confirmation!.parsed.attachments.find((a) => a.contentType === "text/calendar")!.content.toString("utf8");
    const { event } = parseIcs(ics);
    expect(event.getFirstProperty("attendee")?.getParameter("cn")).toBe("Ana");
    expect(String(event.getFirstPropertyValue("description"))).toContain(both);
    // The owner reads her own zone first and the parent's beside it.
    const owner = t.smtp.to(OWNER)[0]!;
    expect(owner.parsed.text).toContain("Booked for Wednesday, December 2, 2026, 10:00 AM Eastern Time (7:00 AM Pacific Time for the parent).");
    // The reminders too.
    t.clock.now = tenOn(2) - 2 * HOUR;
    await t.worker.drain();
    expect(t.smtp.to(PARENT).at(-1)!.parsed.subject).toBe(`Reminder: your discovery call is in 2 hours (${both})`);
  });

  it("a video call: the link in the email and the invite's description, and no promise to send it later", async () => {
    const t = await setup();
    await saveAvailability(t.db, { ...availability, call: { kind: "video", url: "https://meet.example.org/kindred-pages" } }, t.clock.now);
    const outcome = await t.book(tenOn(3), { language: "es" });
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    await t.worker.drain();
    const [mail] = t.smtp.to(PARENT);
    expect(mail!.parsed.text).toContain("La llamada es por video. Únase con este enlace: https://meet.example.org/kindred-pages");
    expect(mail!.parsed.text).not.toMatch(/antes de la llamada\./);
    const ics = mail!.parsed.attachments.find((a) => a.contentType === "text/calendar")!.content.toString("utf8");
    expect(String(parseIcs(ics).event.getFirstPropertyValue("description"))).toContain("https://meet.example.org/kindred-pages");
    // The parent's calendar app shows where to join: LOCATION and URL are the video link.
    expect(parseIcs(ics).event.getFirstPropertyValue("location")).toBe("https://meet.example.org/kindred-pages");
    expect(String(parseIcs(ics).event.getFirstPropertyValue("url"))).toBe("https://meet.example.org/kindred-pages");
    // The owner's invite too.
    const [owner] = t.smtp.to(OWNER);
    const ownerIcs = owner!.parsed.attachments.find((a) => a.contentType === "text/calendar")!.content.toString("utf8");
    expect(parseIcs(ownerIcs).event.getFirstPropertyValue("location")).toBe("https://meet.example.org/kindred-pages");
  });

  it("with 'I will phone you', books nothing without a phone number and says which field; a video call books without one", async () => {
    const t = await setup();
    const refused = await t.book(tenOn(3), { fields: { parent_phone: "  " } });
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { parent_phone: "Please enter the phone number we should call you on." } });
    expect(await t.db.selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await t.db.selectFrom("discovery_call_requests").select("id").execute()).toEqual([]);
    await saveAvailability(t.db, { ...availability, call: { kind: "video", url: "https://meet.example.org/kindred-pages" } }, t.clock.now);
    expect((await t.book(tenOn(3), { fields: { parent_phone: "" } })).ok).toBe(true);
  });

  it("a phone call: the invite's LOCATION says so in the parent's language", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(3), { language: "es" });
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    await t.worker.drain();
    const [mail] = t.smtp.to(PARENT);
    const ics = mail!.parsed.attachments.find((a) => a.contentType === "text/calendar")!.content.toString("utf8");
    expect(parseIcs(ics).event.getFirstPropertyValue("location")).toBe("Llamada telefónica");
  });

  it("the confirmation's .ics: the call (PUBLISH, the invite's UID, UTC times, the manage link); nothing for an unknown or cancelled call", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(4));
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    const settings = { language: "en" as const, siteUrl: "https://kindred.test", businessName: "Kindred Pages", now: t.clock.now, head: false };
    const response = await callIcsResponse(t.db, outcome.booking.token, settings);
    expect(response?.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response?.headers.get("cache-control")).toBe("no-store");
    const { calendar, event } = parseIcs(await response!.text());
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const booking = await bookingByToken(t.db, outcome.booking.token);
    expect(event.getFirstPropertyValue("uid")).toBe(booking!.uid);
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe(utc(tenOn(4)));
    expect(String(event.getFirstPropertyValue("url"))).toBe(`https://kindred.test/booking/${outcome.booking.token}`);
    expect(await callIcsResponse(t.db, "x".repeat(32), settings)).toBeNull();
    await cancelBooking(t.deps, { id: booking!.id, sequence: booking!.sequence }, "parent");
    expect(await callIcsResponse(t.db, outcome.booking.token, settings)).toBeNull();
  });

  it("a zone that is not one is refused with a plain message, and nothing is stored", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(2), { fields: { parent_time_zone: "Mars/Olympus_Mons" } });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.fieldErrors.parent_time_zone).toBe("Please choose your time zone from the list.");
    expect(await t.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("discovery_call_requests").selectAll().execute()).toEqual([]);
  });

  it("books, moves and cancels with one UID and a rising SEQUENCE, in the parent's language, and the reminders follow the call", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(2), { language: "es" });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    expect(outcome.title).toBe("¡Su llamada está reservada!");
    expect(outcome.message).toContain("miércoles, 2 de diciembre de 2026");
    const token = outcome.booking.token;

    expect(await t.worker.drain()).toBe(2); // the parent's confirmation and the owner's copy; reminders wait
    const [confirmation] = t.smtp.to(PARENT);
    expect(confirmation!.parsed.subject).toMatch(/^Su llamada de orientación está reservada: miércoles, 2 de diciembre de 2026/);
    expect(confirmation!.parsed.text).toContain(`/es/booking/${token}`);
    const booked = invite(confirmation!);
    expect(booked).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", start: utc(tenOn(2)) });
    expect(booked.summary).toMatch(/^Llamada de orientación con /);
    const [ownerCopy] = t.smtp.to(OWNER);
    expect(ownerCopy!.parsed.text).toContain("Booked for Wednesday, December 2, 2026");
    expect(invite(ownerCopy!)).toMatchObject({ method: "REQUEST", uid: booked.uid, sequence: 0 });

    const booking = (await bookingByToken(t.db, token))!;
    const moved = await rescheduleBooking(t.deps, booking, tenOn(3), "parent", token);
    expect(moved.ok).toBe(true);
    expect(await t.worker.drain()).toBe(2);
    const movedMail = t.smtp.to(PARENT)[1]!;
    expect(invite(movedMail)).toMatchObject({ method: "REQUEST", uid: booked.uid, sequence: 1, start: utc(tenOn(3)) });

    const after = (await bookingByToken(t.db, token))!;
    expect((await cancelBooking(t.deps, after, "parent")).ok).toBe(true);
    expect(await t.worker.drain()).toBe(2);
    const cancelMail = t.smtp.to(PARENT)[2]!;
    expect(invite(cancelMail)).toMatchObject({ method: "CANCEL", uid: booked.uid, sequence: 2, status: "CANCELLED" });
    expect(invite(t.smtp.to(OWNER)[2]!)).toMatchObject({ method: "CANCEL", sequence: 2 });

    // No reminder of a moved or cancelled call is ever sent.
    t.clock.now = tenOn(3) - HOUR;
    expect(await t.worker.drain()).toBe(0);
    const reminders = await t.db.selectFrom("outbox").select(["status"]).where("purpose", "=", "booking-reminder").execute();
    expect(reminders.map((r) => r.status)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
  });

  it("sends each reminder once, 24 and 2 hours before, with the manage link; none when booked inside its lead time", async () => {
    const t = await setup();
    const outcome = await t.book(tenOn(2));
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    await t.worker.drain();
    t.clock.now = tenOn(2) - 24 * HOUR - 60_000;
    expect(await t.worker.drain()).toBe(0);
    t.clock.now = tenOn(2) - 24 * HOUR;
    expect(await t.worker.drain()).toBe(1);
    t.clock.now = tenOn(2) - 2 * HOUR;
    expect(await t.worker.drain()).toBe(1);
    t.clock.now = tenOn(2);
    expect(await t.worker.drain()).toBe(0);
    const subjects = t.smtp.to(PARENT).map((m) => m.parsed.subject);
    expect(subjects.slice(1)).toEqual([
      "Reminder: your discovery call is in 24 hours (Wednesday, December 2, 2026, 10:00 AM Eastern Time)",
      "Reminder: your discovery call is in 2 hours (Wednesday, December 2, 2026, 10:00 AM Eastern Time)",
    ]);
    expect(t.smtp.to(PARENT)[2]!.parsed.text).toContain(`/booking/${outcome.booking.token}`);

    // Booked three hours ahead: the 24-hour reminder is not written at all.
    t.clock.now = tenOn(3) - 3 * HOUR - 5_000;
    const late = await t.book(tenOn(3), { email: "late@example.org" });
    expect(late.ok).toBe(true);
    const kinds = await t.db.selectFrom("booking_reminders").innerJoin("bookings", "bookings.id", "booking_reminders.booking_id").select(["kind"]).where("bookings.start_at", "=", tenOn(3)).execute();
    expect(kinds.map((k) => k.kind)).toEqual(["2h"]);
  });

  it("gives each owner address its own copy with the invite: one that refuses for now is retried alone", async () => {
    const PHONE = "phone@kindred.test";
    const t = await setup(`${OWNER}, ${PHONE}`);
    t.smtp.state.refuseRecipients.set(PHONE, 450);
    const outcome = await t.book(tenOn(2));
    if (!outcome.ok || !outcome.booking) throw new Error("not booked");
    expect(await t.worker.drain()).toBe(3); // the owner's two copies and the parent's confirmation
    const owners = await t.db.selectFrom("outbox").selectAll().where("purpose", "=", "booking-owner").orderBy("id").execute();
    expect(owners.map((r) => [r.recipients, r.status, r.attempts])).toEqual([
      [OWNER, "sent", 1],
      [PHONE, "waiting", 1],
    ]);
    expect(owners[1]!.last_error).toContain("450");
    expect(owners[0]!.message_id).not.toBe(owners[1]!.message_id);

    t.smtp.state.refuseRecipients.clear();
    t.clock.now += 60_000;
    expect(await t.worker.drain()).toBe(1);
    const [phoneCopy] = t.smtp.to(PHONE);
    expect(phoneCopy!.parsed.messageId).toBe(owners[1]!.message_id);
    expect(invite(phoneCopy!)).toMatchObject({ method: "REQUEST", sequence: 0, start: utc(tenOn(2)) });
    expect(invite(phoneCopy!).uid).toBe(invite(t.smtp.to(OWNER)[0]!).uid);
    expect(t.smtp.to(OWNER)).toHaveLength(1);
    expect(t.smtp.to(PARENT)).toHaveLength(1);
  });

  it("answers 'That time was just taken' with the nearest free times in her zone, named, storing nothing", async () => {
    const t = await setup();
    expect((await t.book(tenOn(2))).ok).toBe(true);
    const second = await t.book(tenOn(2), { email: "ben@example.org", fields: { parent_time_zone: "America/Los_Angeles" } });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.status).toBe(409);
    expect(second.title).toBe("That time was just taken");
    // Her times, as she picks them (issue 42): 9:15 AM ours is 6:15 AM in Los Angeles.
    expect(second.message).toBe(
      "Someone booked that time a moment ago. The nearest free times are Wednesday, December 2, 2026 at 6:15 AM Pacific Time, Wednesday, December 2, 2026 at 6:30 AM Pacific Time or Wednesday, December 2, 2026 at 7:30 AM Pacific Time. Please choose one.",
    );
    expect(second.fieldErrors.slot).toBe("That time was just taken");
    expect(await t.db.selectFrom("discovery_call_requests").select("id").execute()).toHaveLength(1);
    expect(await t.db.selectFrom("outbox").select("id").where("recipients", "=", "ben@example.org").execute()).toHaveLength(0);
  });

  it("removes control characters other than tab and newline from the emails and the calendar feed", async () => {
    const t = await setup();
    const concerns = "Bedtime\u0000 reading\u000B is hard;\u0007 she\u001B[31m wants the same book\u0085.\tEvery night.\r\nAnd more.";
    const outcome = await t.book(tenOn(2), { fields: { challenges: concerns } });
    expect(outcome).toMatchObject({ ok: true });
    const stored = await t.db.selectFrom("discovery_call_requests").select("challenges").executeTakeFirstOrThrow();
    expect(stored.challenges).toContain("\u000B"); // stored as typed (PostgreSQL's text has no NUL); cleaned where written out

    const feed = await calendarFeed(t.db, { now: t.clock.now, siteUrl: t.config.business.siteUrl, businessName: "Kindred Pages" });
    expect(feed).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
    expect(contentLineProblems(feed)).toEqual([]);
    const { event } = parseIcs(feed);
    const description = String(event.getFirstPropertyValue("description"));
    expect(description.replace("\uFFFD", "")).toContain("Bedtime reading is hard; she[31m wants the same book.\tEvery night.");
    expect(String(event.getFirstPropertyValue("summary"))).toBe("Discovery call: Ana Pérez");

    expect(await t.worker.drain()).toBe(2);
    const rows = await t.db.selectFrom("outbox").select(["subject", "text_body", "html_body", "ical_content"]).execute();
    expect(rows.length).toBeGreaterThan(2); // the two sent and the reminders waiting
    for (const row of rows) {
      for (const text of [row.subject, row.text_body, row.html_body, row.ical_content ?? ""]) {
        expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
      }
      if (row.ical_content) expect(contentLineProblems(row.ical_content)).toEqual([]);
    }
    const [ownerCopy] = t.smtp.to(OWNER);
    expect(ownerCopy!.parsed.text!.replace("\uFFFD", "")).toContain("Bedtime reading is hard; she[31m wants the same book.");
    expect(invite(ownerCopy!).summary).toBe("Discovery call: Ana Pérez");
  });
});
