import { afterEach, describe, expect, it } from "vitest";
import { bookingInvite, type InviteInput } from "#server/booking/invite.server";
import type { Mailbox } from "#server/config.server";
import { createTestDatabase } from "#tests/database";
import { contentLineProblems, parseIcs } from "#tests/ics";
import type { ComposedEmail } from "./compose.server";
import { enqueueEmail } from "./outbox.server";
import { startTestSmtp, type ReceivedMail } from "#tests/smtp";
import { createMailTransport, sendOutboxRow } from "./transport.server";
import { OutboxWorker } from "./worker.server";

// A booking's emails carry its calendar invite through the outbox: written with the row, sent by
// the worker as nodemailer's icalEvent, received by a real SMTP server (smtp-server on 127.0.0.1,
// parsed with mailparser). SQLite, and PostgreSQL with TEST_DB=postgres.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const FROM: Mailbox = { name: "Kindred Pages", address: "hello@kindred.test" };
const PARENT = "ana@example.org";

async function setup() {
  const smtp = await startTestSmtp();
  cleanups.push(() => smtp.close());
  const t = await createTestDatabase();
  cleanups.push(() => t.close());
  const transport = createMailTransport(smtp.url);
  cleanups.push(() => transport.close());
  const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 0) };
  const worker = new OutboxWorker({ db: t.db, send: (row) => sendOutboxRow(transport, FROM, row), now: () => clock.now, random: () => 0.5, log: () => {} });
  return { smtp, db: t.db, worker, clock };
}

const invite: InviteInput = {
  method: "REQUEST",
  uid: "booking-5d1c9b8e-0a7f-4f3e-9d2b-6c1e2a3b4c5d@kindred.test",
  sequence: 0,
  start: new Date("2026-12-03T19:00:00Z"),
  end: new Date("2026-12-03T19:15:00Z"),
  summary: "Llamada de descubrimiento – ¿mañana?",
  description: "Su llamada gratuita de 15 minutos, con Elena; para cambiarla: enlace abajo.",
  organizer: { name: "Kindred Pages", email: FROM.address },
  attendee: { name: "Ana Pérez", email: PARENT },
  url: "https://www.kindred.test/es/booking/manage?token=abc",
  stamp: new Date("2026-11-21T15:00:00Z"),
};

function email(content: string, method: "REQUEST" | "CANCEL"): ComposedEmail {
  return {
    purpose: "booking-parent",
    submissionKind: null,
    submissionId: null,
    to: [PARENT],
    replyTo: null,
    subject: method === "REQUEST" ? "Su llamada está reservada" : "Su llamada está cancelada",
    text: "Hola, Ana.",
    html: "<!doctype html><p>Hola, Ana.</p>",
    invite: { method, content },
  };
}

/** The MIME parts of a raw message as a tree: each part's headers (lower-cased names) and children. */
type Part = { contentType: string; headers: string; body: string; children: Part[] };
function mimeTree(raw: string): Part {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const contentType = /^content-type:\s*(.*)$/im.exec(headers)?.[1] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const children = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => mimeTree(chunk.replace(/^\r\n/, "")))
    : [];
  return { contentType, headers, body, children };
}

function calendarParts(mail: ReceivedMail) {
  const tree = mimeTree(mail.raw);
  const alternatives: Part[] = [];
  const walk = (part: Part) => {
    if (/^multipart\/alternative/i.test(part.contentType)) alternatives.push(part);
    part.children.forEach(walk);
  };
  walk(tree);
  expect(alternatives).toHaveLength(1);
  const calendar = alternatives[0]!.children.filter((part) => /^text\/calendar/i.test(part.contentType));
  expect(calendar).toHaveLength(1);
  // The same text, decoded, as mailparser gives it (it lists text/calendar among the attachments).
  const decoded = mail.parsed.attachments.filter((a) => a.contentType === "text/calendar").map((a) => a.content.toString("utf8"));
  expect(decoded).toHaveLength(1);
  return {
    alternative: alternatives[0]!,
    contentType: calendar[0]!.contentType,
    ics: decoded[0]!,
  };
}

describe("an email with a calendar invite", () => {
  it("REQUEST: stored with the row, sent as text/calendar; method=REQUEST in the multipart/alternative, read back exactly", async () => {
    const t = await setup();
    const ics = bookingInvite(invite);
    await enqueueEmail(t.db, email(ics, "REQUEST"), FROM, t.clock.now);
    const row = await t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect([row.purpose, row.ical_method, row.ical_content]).toEqual(["booking-parent", "REQUEST", ics]);

    expect(await t.worker.drain()).toBe(1);
    const mails = t.smtp.to(PARENT);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.text?.trim()).toBe("Hola, Ana.");
    expect(mail.parsed.html).toContain("<p>Hola, Ana.</p>");
    const { alternative, contentType, ics: received } = calendarParts(mail);
    expect(contentType).toMatch(/^text\/calendar;.*\bmethod=REQUEST\b/i);
    expect(contentType).toMatch(/charset=utf-8/i);
    // The text and HTML are alternatives of the same message as the invite.
    expect(alternative.children.map((p) => p.contentType.split(";")[0]!.toLowerCase())).toEqual(["text/plain", "text/html", "text/calendar"]);
    // nodemailer also attaches the same file as invite.ics (application/ics) beside the alternative.
    expect(mimeTree(mail.raw).children.map((p) => p.contentType.split(";")[0]!.toLowerCase())).toEqual(["multipart/alternative", "application/ics"]);

    expect(received.replace(/\r?\n$/, "")).toBe(ics.replace(/\r\n$/, ""));
    expect(contentLineProblems(received.endsWith("\r\n") ? received : `${received}\r\n`)).toEqual([]);
    const { calendar, event } = parseIcs(received);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstPropertyValue("uid")).toBe(invite.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.getFirstPropertyValue("summary")).toBe(invite.summary);
    const start = event.getFirstPropertyValue("dtstart") as unknown as { zone: { tzid: string }; toJSDate(): Date };
    expect(start.zone.tzid).toBe("UTC");
    expect(start.toJSDate().toISOString()).toBe(invite.start.toISOString());
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2026-12-03T19:15:00Z");
  });

  it("CANCEL: text/calendar; method=CANCEL, the same UID, the next SEQUENCE, STATUS:CANCELLED", async () => {
    const t = await setup();
    await enqueueEmail(t.db, email(bookingInvite(invite), "REQUEST"), FROM, t.clock.now);
    t.clock.now += 60_000;
    await enqueueEmail(t.db, email(bookingInvite({ ...invite, method: "CANCEL", sequence: 1 }), "CANCEL"), FROM, t.clock.now);
    expect(await t.worker.drain()).toBe(2);
    const mails = t.smtp.to(PARENT);
    expect(mails).toHaveLength(2);
    const cancel = mails.find((m) => m.parsed.subject === "Su llamada está cancelada")!;
    const { contentType, ics } = calendarParts(cancel);
    expect(contentType).toMatch(/^text\/calendar;.*\bmethod=CANCEL\b/i);
    const { calendar, event } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(invite.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-12-03T19:00:00Z");
  });

  it("without an invite, an email has no calendar part and its row no invite; a method that is not the file's is refused", async () => {
    const t = await setup();
    const plain = { ...email("", "REQUEST"), invite: undefined, purpose: "booking-owner" as const };
    await enqueueEmail(t.db, plain, FROM, t.clock.now);
    const row = await t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect([row.ical_method, row.ical_content]).toEqual([null, null]);
    expect(await t.worker.drain()).toBe(1);
    const mail = t.smtp.to(PARENT)[0]!;
    expect(mail.raw).not.toMatch(/text\/calendar/i);
    await expect(enqueueEmail(t.db, email(bookingInvite(invite), "CANCEL"), FROM, t.clock.now)).rejects.toThrow("METHOD is not CANCEL");
  });

  it("is held to its columns' checks: a known method, and the invite's method and text together", async () => {
    const t = await setup();
    const base = {
      message_id: "<x@kindred.test>",
      purpose: "booking-reminder" as const,
      submission_kind: null,
      submission_id: null,
      recipients: PARENT,
      reply_to: null,
      subject: "s",
      text_body: "t",
      html_body: "h",
      next_attempt_at: new Date(t.clock.now).toISOString(),
      created_at: new Date(t.clock.now).toISOString(),
    };
    await expect(t.db.insertInto("outbox").values({ ...base, ical_method: "PUBLISH" as "REQUEST", ical_content: "x" }).execute()).rejects.toThrow();
    await expect(t.db.insertInto("outbox").values({ ...base, ical_method: "REQUEST", ical_content: null }).execute()).rejects.toThrow();
    await expect(t.db.insertInto("outbox").values({ ...base, ical_method: null, ical_content: "x" }).execute()).rejects.toThrow();
    await expect(t.db.insertInto("outbox").values({ ...base, purpose: "booking-other" as "booking-owner", ical_method: null, ical_content: null }).execute()).rejects.toThrow();
    await t.db.insertInto("outbox").values({ ...base, ical_method: null, ical_content: null }).execute();
  });
});
