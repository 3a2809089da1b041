import { afterEach, describe, expect, it } from "vitest";
import { mailSettings } from "#server/config.server";
import { emailHealth } from "#server/admin/dashboard.server";
import { createTestApp } from "#tests/forms";
import { oneLine, shortName } from "./compose.server";
import { cancelEmail, claimDue, markFailedTry, markPartlySent, markSent, MAX_ATTEMPTS, outboxCounts, retryDelayMs, retryNow } from "./outbox.server";
import { startTestSmtp } from "#tests/smtp";
import { createMailTransport, sendOutboxRow, transportOptions } from "./transport.server";
import { OutboxWorker } from "./worker.server";

// The outbox end to end, against a real database (SQLite, and PostgreSQL with TEST_DB=postgres) and a real SMTP server on 127.0.0.1
// (smtp-server, messages parsed with mailparser): what a submission writes, what the worker sends,
// and how it copes with a server that is down, refuses, or is asked to mail a stranger too often.

const OWNER = "owner@kindred.test";
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(env: Record<string, string> = {}, smtpPort?: number, options: { startWorker?: boolean; pollMs?: number } = {}) {
  const smtp = await startTestSmtp(smtpPort ? { port: smtpPort } : {});
  cleanups.push(() => smtp.close());
  const settings = { OWNER_NOTIFY_EMAIL: OWNER, MAIL_FROM: "Kindred Pages <hello@kindred.test>", SMTP_URL: smtp.url, RATE_LIMIT_MAX_ATTEMPTS: "1000", ...env };
  const t = await createTestApp(settings, { onEmailsQueued: options.startWorker ? () => worker.nudge() : undefined });
  cleanups.push(() => t.close());
  const { db, clock } = t;
  const mail = mailSettings(t.config);
  const transport = createMailTransport(mail.smtpUrl!);
  cleanups.push(() => transport.close());
  const worker = new OutboxWorker({ db, send: (row) => sendOutboxRow(transport, mail.from, row), now: () => clock.now, random: () => 0.5, leaseMs: 60_000, pollMs: options.pollMs, log: () => {} });
  if (options.startWorker) {
    worker.start();
    cleanups.push(() => worker.stop());
  }
  /** A contact message's body, with a token issued 5 seconds (of the test clock) before it is sent. */
  const contact = async (overrides: Record<string, unknown> = {}) => ({
    name: "Ana Pérez",
    email: "Ana@Example.org",
    phone: "555-234-5678",
    child_age: "7",
    message: "Block Inquiry: explorers\nMessage: Chapter books for my son?",
    hear_about_us: "",
    website: "",
    form_token: await t.token("contact"),
    idempotency_key: t.key(),
    ...overrides,
  });
  const rows = () => db.selectFrom("outbox").selectAll().orderBy("id").execute();
  return { ...t, smtp, worker, mail, transport, contact, rows };
}

describe("a new submission", () => {
  it("yields exactly one owner notification and one visitor confirmation with the right fields, headers and escaping", async () => {
    const t = await setup();
    const body = await t.contact({
      message: "Block Inquiry: explorers\nMessage: My son <b>loves</b> dragons & \"knights\".\n<script>alert(1)</script><img src=x>",
    });
    const res = await t.post("/api/submit-contact", body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const written = await t.rows();
    expect(written.map((r) => [r.purpose, r.status, r.recipients])).toEqual([
      ["owner-notification", "waiting", OWNER],
      ["visitor-confirmation", "waiting", "ana@example.org"],
    ]);

    expect(await t.worker.drain()).toBe(2);
    expect(t.smtp.received).toHaveLength(2);
    const owner = t.smtp.to(OWNER)[0]!.parsed;
    const visitor = t.smtp.to("ana@example.org")[0]!.parsed;

    // The owner's: the kind and a short name in the subject, Reply-To the visitor, every field, the time, the link.
    expect(owner.subject).toBe("New message from Ana P.");
    expect(owner.from?.value).toEqual([{ name: "Kindred Pages", address: "hello@kindred.test" }]);
    expect(owner.replyTo?.value).toEqual([{ name: "", address: "ana@example.org" }]);
    expect(owner.messageId).toBe(written[0]!.message_id);
    expect(owner.messageId).toMatch(/^<[0-9a-f-]{36}@kindred\.test>$/);
    expect(owner.headers.get("auto-submitted")).toBe("auto-generated");
    expect(owner.text).toContain("Ana Pérez sent a message through the website.");
    expect(owner.html).toContain("<strong>Phone</strong><br>555-234-5678");
    expect(owner.text).toContain("Received Nov 21, 2026, 10:00 AM (Eastern Time).");
    expect(owner.text).toContain(`https://www.kindredpagesreading.com/admin/inbox/contact/${id}`);
    for (const line of ["Name: Ana Pérez", "Email: ana@example.org", "Phone: 555-234-5678"]) {
      expect(owner.text).toContain(line);
    }
    // An optional question left unanswered is not listed (issue 42), in neither part.
    expect(owner.text).not.toContain("How they heard about us");
    expect(String(owner.html)).not.toContain("How they heard about us");
    expect(owner.text).not.toContain("(left blank)");
    expect(owner.text).toContain("  Message: My son <b>loves</b> dragons & \"knights\".");
    // In HTML every visitor value is escaped: no tag of theirs survives, and nothing remote is loaded.
    const ownerHtml = String(owner.html);
    expect(ownerHtml).toContain("My son &lt;b&gt;loves&lt;/b&gt; dragons &amp; &quot;knights&quot;.");
    expect(ownerHtml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x&gt;");
    expect(ownerHtml).not.toMatch(/<script|<img|<b>/i);
    expect(ownerHtml).toContain(`href="https://www.kindredpagesreading.com/admin/inbox/contact/${id}"`);

    // The visitor's: which form arrived and when (business zone), what happens next, the business's
    // name and address; nothing the sender wrote (issue 27), no images.
    expect(visitor.subject).toBe("We have your message - Kindred Pages");
    expect(visitor.to && "value" in visitor.to ? visitor.to.value : []).toEqual([{ name: "", address: "ana@example.org" }]);
    expect(visitor.messageId).toBe(written[1]!.message_id);
    expect(String(visitor.text).split("\n")[0]).toBe("Hello,");
    expect(visitor.text).toContain("It came through the contact form on November 21, 2026 at 10:00 AM Eastern Time.");
    expect(visitor.text).toContain("We will get back to you within 24 hours.");
    expect(visitor.text).toContain("hello@kindredpagesreading.com");
    expect(visitor.text).not.toContain("Ana");
    expect(visitor.text).not.toContain("dragons");
    const visitorHtml = String(visitor.html);
    expect(visitorHtml).not.toContain("dragons");
    expect(visitorHtml).not.toMatch(/<img|<script|<b>|src="/i);
    expect(visitor.attachments).toEqual([]);

    expect((await t.rows()).map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(await t.worker.drain()).toBe(0);
    expect(t.smtp.received).toHaveLength(2);
  });

  it("tells the owner of a discovery call request with the preferred time, and the visitor of the 15-minute call", async () => {
    const t = await setup();
    const res = await t.post("/api/submit-discovery-call", await t.discoveryCall());
    expect(res.status).toBe(201);
    await t.worker.drain();
    const owner = t.smtp.to(OWNER)[0]!.parsed;
    expect(owner.subject).toBe("New discovery call request from Maria O.");
    expect(owner.text).toContain("Best time for a call: Weekday evening (5pm-8pm EST)");
    // What no form asks is not listed as an answer: the payload's constant zone and empty child's name.
    expect(owner.text).not.toContain("Time zone:");
    expect(owner.text).not.toContain("Child's name");
    expect(String(owner.html)).toContain("Maria José O&#39;Neil-Smith");
    const visitor = t.smtp.to("maria@example.com")[0]!.parsed;
    expect(visitor.subject).toBe("Your free discovery call with Kindred Pages");
    expect(visitor.text).toContain("free 15-minute discovery call");
    expect(visitor.text).toContain("within 24 hours");
    expect(visitor.text).toContain("It came through the discovery call form on ");
    expect(visitor.text).not.toContain("Weekday evening");
  });

  it("promises a partnership reply within 24 to 48 hours, and thanks for feedback", async () => {
    const t = await setup();
    const form_token = await t.token("partnership");
    const partnership = await t.post("/api/submit-partnership", {
      contact_name: "Lee Park",
      email: "lee@school.example",
      phone: "555-234-5678",
      organization_name: "Lincoln <Elementary>",
      students_count: "120",
      message: "We would like a reading night for families.",
      website: "",
      form_token,
      idempotency_key: t.key(),
    });
    expect(partnership.status).toBe(201);
    const feedback = await t.post("/api/submit-feedback", {
      full_name: "Rosa Ortiz",
      email_address: "rosa@example.com",
      experience_story: "Bedtime reading went from a fight to the best part of our day.",
      idempotency_key: t.key(),
    });
    expect(feedback.status).toBe(201);
    await t.worker.drain();
    expect(t.smtp.to(OWNER).map((m) => m.parsed.subject)).toEqual(["New partnership inquiry from Lee P.", "New feedback from Rosa O."]);
    expect(t.smtp.to(OWNER).map((m) => String(m.parsed.text).split("\n")[0])).toEqual([
      "Lee Park sent a partnership inquiry through the website.",
      "Rosa Ortiz left feedback through the website.",
    ]);
    const lee = t.smtp.to("lee@school.example")[0]!.parsed;
    expect(lee.text).toContain("within 24 to 48 hours");
    expect(lee.text).toContain("It came through the partnership form on ");
    expect(lee.text).not.toContain("Lincoln");
    expect(String(lee.html)).not.toContain("Lincoln");
    const rosa = t.smtp.to("rosa@example.com")[0]!.parsed;
    expect(rosa.subject).toBe("Thank you for your feedback - Kindred Pages");
  });

  it("repeats nothing the sender wrote to the unverified address: no words, organization, last name or URL of theirs", async () => {
    const t = await setup();
    const form_token = await t.token("partnership");
    const res = await t.post("/api/submit-partnership", {
      contact_name: "Quentin Zimmermannsky",
      email: "stranger@example.net",
      phone: "555-234-5678",
      organization_name: "Acme Phishing Trust",
      students_count: "120",
      message: "Wire money now to claim your prize at https://evil.example/claim?x=1 before midnight",
      website: "",
      form_token,
      idempotency_key: t.key(),
    });
    expect(res.status).toBe(201);
    const contact = await t.post("/api/submit-contact", await t.contact({ name: "Zed Quartermaine", email: "other@example.net", message: "Block Inquiry: x\nMessage: Visit www.evil.example now" }));
    expect(contact.status).toBe(201);
    const confirmations = (await t.rows()).filter((r) => r.purpose === "visitor-confirmation");
    expect(confirmations).toHaveLength(2);
    for (const row of confirmations) {
      for (const part of [row.subject, row.text_body, row.html_body]) {
        for (const chosen of ["Quentin", "Zimmermannsky", "Zed", "Quartermaine", "Acme", "Phishing", "Wire money", "prize", "midnight", "evil.example", "Visit", "555-234"]) {
          expect(part).not.toContain(chosen);
        }
      }
    }
  });

  it("writes nothing for an idempotent retry, nor for a bot caught by the trap field or the form token", async () => {
    const t = await setup();
    const body = await t.contact();
    expect((await t.post("/api/submit-contact", body)).status).toBe(201);
    expect(await t.rows()).toHaveLength(2);
    // The same submission again (a retry with the same key): the first answer, no new email.
    const retry = await t.post("/api/submit-contact", body);
    expect(retry.status).toBeLessThan(300);
    expect(await t.rows()).toHaveLength(2);
    // A bot: the trap field filled in, or no valid form token.
    expect((await t.post("/api/submit-contact", await t.contact({ website: "https://spam.example" }))).status).toBe(400);
    expect((await t.post("/api/submit-contact", await t.contact({ form_token: "forged" }))).status).toBe(400);
    expect(await t.rows()).toHaveLength(2);
    await t.worker.drain();
    expect(t.smtp.received).toHaveLength(2);
  });

  it("never lets a line break in a name add a header, and writes no confirmation to a malformed address", async () => {
    const t = await setup();
    const res = await t.post("/api/submit-feedback", {
      full_name: "Ana\r\nBcc: victim@evil.example\r\nSubject: hacked",
      email_address: "ana@example.org",
      experience_story: "Lovely.",
      idempotency_key: t.key(),
    });
    expect(res.status).toBe(201);
    const bad = await t.post("/api/submit-feedback", {
      full_name: "Bo",
      email_address: "bo@example.org\r\nBcc: victim@evil.example",
      idempotency_key: t.key(),
    });
    expect(bad.status).toBe(201);
    await t.worker.drain();
    // Two owner notifications and one confirmation; nobody else got anything.
    expect(t.smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual(["ana@example.org", OWNER, OWNER]);
    for (const mail of t.smtp.received) {
      const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
      expect(mail.parsed.headers.has("bcc")).toBe(false);
      expect(head).not.toMatch(/^Bcc:/im);
      expect(head).not.toMatch(/^Subject: hacked/im);
      expect(head).not.toContain("victim@evil.example");
    }
    const subjects = t.smtp.to(OWNER).map((m) => m.parsed.subject);
    expect(subjects[0]).toBe("New feedback from Ana H.");
    expect(subjects[0]).not.toMatch(/[\r\n]/);
    // The malformed address is not a Reply-To either.
    expect(t.smtp.to(OWNER)[1]!.parsed.replyTo).toBeUndefined();
  });
});

describe("sending", () => {
  it("keeps emails waiting while SMTP is down and delivers each once when it is back", async () => {
    const probe = await startTestSmtp();
    const port = probe.port;
    await probe.close();
    // Submissions arrive while nothing listens on the SMTP port.
    const t = await setup({}, port);
    await t.smtp.close();
    for (let i = 0; i < 3; i++) expect((await t.post("/api/submit-contact", await t.contact({ email: `down${i}@example.org` }))).status).toBe(201);
    expect(await t.worker.drain()).toBe(6);
    const waiting = await t.rows();
    expect(waiting.every((r) => r.status === "waiting" && r.attempts === 1 && r.last_error !== null)).toBe(true);
    expect(waiting[0]!.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    // Not due yet: the next try is a minute away (random 0.5 means no jitter).
    expect(new Date(waiting[0]!.next_attempt_at).getTime() - t.clock.now).toBe(60_000);
    expect(await t.worker.drain()).toBe(0);

    // SMTP is back on the same port; a minute later every email goes, once.
    const back = await startTestSmtp({ port });
    cleanups.push(() => back.close());
    t.clock.now += 60_000;
    expect(await t.worker.drain()).toBe(6);
    expect(back.received).toHaveLength(6);
    expect(new Set(back.received.map((m) => m.parsed.messageId)).size).toBe(6);
    expect((await t.rows()).every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    t.clock.now += 24 * 3600_000;
    expect(await t.worker.drain()).toBe(0);
    expect(back.received).toHaveLength(6);
  });

  it("fails at once on a permanent refusal (5xx); retry now sends it; cancel stops a waiting one", async () => {
    const t = await setup();
    t.smtp.state.mode = "refuse";
    expect((await t.post("/api/submit-contact", await t.contact())).status).toBe(201);
    await t.worker.drain();
    const failed = await t.rows();
    expect(failed.map((r) => [r.status, r.attempts])).toEqual([
      ["failed", 1],
      ["failed", 1],
    ]);
    expect(failed[0]!.last_error).toContain("550");
    expect(await outboxCounts(t.db)).toMatchObject({ failed: 2, waiting: 0, sent: 0 });

    t.smtp.state.mode = "accept";
    expect(await retryNow(t.db, failed[0]!.id, t.clock.now)).toBe(true);
    expect(await cancelEmail(t.db, failed[1]!.id)).toBe(true);
    expect(await retryNow(t.db, failed[1]!.id, t.clock.now)).toBe(false);
    await t.worker.drain();
    expect((await t.rows()).map((r) => r.status)).toEqual(["sent", "cancelled"]);
    expect(t.smtp.received).toHaveLength(1);
    expect(t.smtp.received[0]!.parsed.messageId).toBe(failed[0]!.message_id);
    expect(await cancelEmail(t.db, failed[0]!.id)).toBe(false);
  });

  it("retries a temporary refusal (4xx) with backoff and marks it failed after 10 tries", async () => {
    const t = await setup();
    t.smtp.state.mode = "defer";
    expect((await t.post("/api/submit-feedback", { full_name: "Rosa Ortiz", email_address: "", idempotency_key: t.key() })).status).toBe(400);
    expect((await t.post("/api/submit-feedback", { full_name: "Rosa Ortiz", email_address: "not an address", idempotency_key: t.key() })).status).toBe(201);
    expect(await t.rows()).toHaveLength(1); // no confirmation to "not an address"
    const delays: number[] = [];
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await t.worker.drain();
      const [row] = await t.rows();
      expect(row!.attempts).toBe(i);
      if (i < MAX_ATTEMPTS) {
        expect(row!.status).toBe("waiting");
        delays.push(new Date(row!.next_attempt_at).getTime() - t.clock.now);
        t.clock.now = new Date(row!.next_attempt_at).getTime();
      } else {
        expect(row!.status).toBe("failed");
        expect(row!.last_error).toContain("451");
      }
    }
    expect(delays.map((ms) => ms / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
  });

  it("takes over an email whose sender crashed mid-send once its claim expires (same Message-ID)", async () => {
    const t = await setup();
    expect((await t.post("/api/submit-contact", await t.contact())).status).toBe(201);
    // A worker that claimed both and died: the rows stay "sending" until the lease runs out.
    await t.db.updateTable("outbox").set({ status: "sending", attempts: 1, claimed_until: new Date(t.clock.now + 60_000).toISOString() }).execute();
    expect(await t.worker.drain()).toBe(0);
    t.clock.now += 60_001;
    expect(await t.worker.drain()).toBe(2);
    const rows = await t.rows();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
    expect(t.smtp.received.map((m) => m.parsed.messageId)).toEqual(rows.map((r) => r.message_id));
  });

  it("lets a worker whose claim ran out and was taken over change nothing with its late outcome", async () => {
    const t = await setup();
    expect((await t.post("/api/submit-contact", await t.contact())).status).toBe(201);
    const options = { now: t.clock.now, leaseMs: 60_000, limit: 10 };
    const [late] = await claimDue(t.db, options);
    // Its send outlives the claim; another worker claims the email again and is sending it.
    t.clock.now += 60_001;
    const [current] = await claimDue(t.db, { ...options, now: t.clock.now });
    expect(current).toMatchObject({ id: late!.id, status: "sending", attempts: 2 });
    const row = () => t.db.selectFrom("outbox").selectAll().where("id", "=", late!.id).executeTakeFirstOrThrow();
    // The first worker's failure does not put it back to waiting (a third worker would send it again)...
    expect(await markFailedTry(t.db, late!, Object.assign(new Error("451 try later"), { responseCode: 451 }), { now: t.clock.now })).toBe("waiting");
    expect(await row()).toMatchObject({ status: "sending", attempts: 2, last_error: null });
    // ...nor does its success, nor a partial one, mark the other worker's send as done.
    await markSent(t.db, late!, t.clock.now);
    expect(await markPartlySent(t.db, late!, [late!.recipients], [], { now: t.clock.now })).toEqual([]);
    expect(await row()).toMatchObject({ status: "sending", attempts: 2, sent_at: null });
    // The current claim's outcome stands.
    await markSent(t.db, current!, t.clock.now);
    expect(await row()).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("the worker", () => {
  it("is woken by a new submission: both emails are delivered without waiting for the next poll", async () => {
    // The worker's next look is an hour away (it looked once when it started, at an empty outbox):
    // only the submission's nudge can send these emails before the test's time runs out.
    const t = await setup({}, undefined, { startWorker: true, pollMs: 3_600_000 });
    expect((await t.post("/api/submit-contact", await t.contact())).status).toBe(201);
    while (t.smtp.received.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.smtp.received).toHaveLength(2);
  });

  // 8 submissions and 16 emails over SMTP: about 1 s, more than 5 s on a loaded 2-core machine.
  it("never sends one email twice when two workers drain the same outbox at once (each claim is one UPDATE)", { timeout: 20_000 }, async () => {
    const t = await setup();
    for (let i = 0; i < 8; i++) expect((await t.post("/api/submit-contact", await t.contact({ email: `two${i}@example.org` }))).status).toBe(201);
    const other = new OutboxWorker({
      db: t.db,
      send: (row) => sendOutboxRow(t.transport, t.mail.from, row),
      now: () => t.clock.now,
      batch: 2,
      log: () => {},
    });
    const [a, b] = await Promise.all([t.worker.drain(), other.drain()]);
    expect(a + b).toBe(16);
    expect(t.smtp.received).toHaveLength(16);
    expect(new Set(t.smtp.received.map((m) => m.parsed.messageId)).size).toBe(16);
  });

  it("stops after the emails in hand, and the dashboard warns of failures and of missing SMTP", async () => {
    const t = await setup();
    expect(await emailHealth(t.db, t.config)).toEqual({ smtpConfigured: true, failed: 0 });
    expect(await emailHealth(t.db, {})).toEqual({ smtpConfigured: false, failed: 0 });
    t.smtp.state.mode = "refuse";
    expect((await t.post("/api/submit-contact", await t.contact())).status).toBe(201);
    t.worker.start();
    await t.worker.stop();
    expect(await emailHealth(t.db, t.config)).toEqual({ smtpConfigured: true, failed: 2 });
  });
});

describe("outcomes per recipient", () => {
  const PHONE = "phone@kindred.test";
  const twoOwners = { OWNER_NOTIFY_EMAIL: `${OWNER}, ${PHONE}` };
  /** Every row marked sent went, under its own Message-ID, to each of its recipients. */
  async function sentRowsArrived(t: Awaited<ReturnType<typeof setup>>) {
    for (const row of (await t.rows()).filter((r) => r.status === "sent")) {
      for (const address of row.recipients.split(",").map((a) => a.trim())) {
        expect(t.smtp.to(address).some((m) => m.parsed.messageId === row.message_id)).toBe(true);
      }
    }
  }

  it("writes one row per owner address, each with its own Message-ID, and one for an address named twice", async () => {
    const t = await setup({ OWNER_NOTIFY_EMAIL: `${OWNER}, ${PHONE}, ${OWNER.toUpperCase()}` });
    expect((await t.post("/api/submit-contact", await t.contact())).status).toBe(201);
    const rows = await t.rows();
    expect(rows.map((r) => [r.purpose, r.recipients])).toEqual([
      ["owner-notification", OWNER],
      ["owner-notification", PHONE],
      ["visitor-confirmation", "ana@example.org"],
    ]);
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(3);
    expect(rows[0]!.subject).toBe(rows[1]!.subject);
    expect(rows[0]!.text_body).toBe(rows[1]!.text_body);
    expect(await t.worker.drain()).toBe(3);
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[OWNER], [PHONE], ["ana@example.org"]]);
  });

  it("sends the owner notification once to the address that accepts it, and records a permanent refusal (550) for the other alone until it is retried", async () => {
    const t = await setup(twoOwners);
    t.smtp.state.refuseRecipients.set(PHONE, 550);
    expect((await t.post("/api/submit-contact", await t.contact())).status).toBe(201);
    expect(await t.worker.drain()).toBe(3);
    const rows = await t.rows();
    expect(rows.map((r) => [r.recipients, r.status, r.attempts])).toEqual([
      [OWNER, "sent", 1],
      [PHONE, "failed", 1],
      ["ana@example.org", "sent", 1],
    ]);
    expect(rows[1]!.last_error).toContain("550");
    expect(rows[1]!.sent_at).toBeNull();
    expect(t.smtp.refusals).toEqual([{ address: PHONE, code: 550 }]);
    expect(t.smtp.to(OWNER)).toHaveLength(1);
    expect(t.smtp.to(PHONE)).toHaveLength(0);
    expect(await emailHealth(t.db, t.config)).toEqual({ smtpConfigured: true, failed: 1 });

    // Nothing is tried again by itself, however long it waits.
    t.clock.now += 24 * 3600_000;
    expect(await t.worker.drain()).toBe(0);
    // The mailbox is fixed; "Retry now" sends that address its email, and nobody else anything.
    t.smtp.state.refuseRecipients.clear();
    expect(await retryNow(t.db, rows[1]!.id, t.clock.now)).toBe(true);
    expect(await t.worker.drain()).toBe(1);
    expect(t.smtp.to(PHONE).map((m) => m.parsed.messageId)).toEqual([rows[1]!.message_id]);
    expect(t.smtp.to(PHONE)[0]!.parsed.subject).toBe("New message from Ana P.");
    expect(t.smtp.to(OWNER)).toHaveLength(1);
    expect((await t.rows()).map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
    await sentRowsArrived(t);
  });

  it("retries a temporary refusal (4xx) of one owner address with backoff, and delivers it once the server takes it", async () => {
    const t = await setup(twoOwners);
    t.smtp.state.refuseRecipients.set(PHONE, 450);
    expect((await t.post("/api/submit-contact", await t.contact())).status).toBe(201);
    await t.worker.drain();
    let phone = (await t.rows()).find((r) => r.recipients === PHONE)!;
    expect([phone.status, phone.attempts]).toEqual(["waiting", 1]);
    expect(phone.last_error).toContain("450");
    expect(new Date(phone.next_attempt_at).getTime() - t.clock.now).toBe(60_000);
    expect((await t.rows()).filter((r) => r.status === "sent").map((r) => r.recipients)).toEqual([OWNER, "ana@example.org"]);
    expect(await t.worker.drain()).toBe(0);

    // A minute later, still refused: the second try, two minutes to the third.
    t.clock.now += 60_000;
    expect(await t.worker.drain()).toBe(1);
    phone = (await t.rows()).find((r) => r.recipients === PHONE)!;
    expect([phone.status, phone.attempts]).toEqual(["waiting", 2]);
    expect(new Date(phone.next_attempt_at).getTime() - t.clock.now).toBe(120_000);

    // The server takes it now: delivered once, with the row's Message-ID; the other address and
    // the visitor got theirs once, on the first try.
    t.smtp.state.refuseRecipients.clear();
    t.clock.now += 120_000;
    expect(await t.worker.drain()).toBe(1);
    expect(t.smtp.to(PHONE).map((m) => m.parsed.messageId)).toEqual([phone.message_id]);
    expect(t.smtp.to(OWNER)).toHaveLength(1);
    expect(t.smtp.to("ana@example.org")).toHaveLength(1);
    expect(t.smtp.refusals).toEqual([
      { address: PHONE, code: 450 },
      { address: PHONE, code: 450 },
    ]);
    expect((await t.rows()).map((r) => [r.recipients, r.status, r.attempts])).toEqual([
      [OWNER, "sent", 1],
      [PHONE, "sent", 3],
      ["ana@example.org", "sent", 1],
    ]);
    await sentRowsArrived(t);
  });

  /** A row of two recipients, as enqueueEmail wrote an owner notification before each had its own. */
  async function legacyRow(t: Awaited<ReturnType<typeof setup>>) {
    const { id } = await t.db
      .insertInto("outbox")
      .values({
        message_id: "<legacy-1@kindred.test>",
        purpose: "owner-notification",
        submission_kind: "contact",
        submission_id: 7,
        recipients: `${OWNER}, ${PHONE}`,
        reply_to: "ana@example.org",
        subject: "New message from Ana P.",
        text_body: "Ana Pérez sent a message through the website.",
        html_body: "<p>Ana Pérez sent a message through the website.</p>",
        next_attempt_at: new Date(t.clock.now).toISOString(),
        created_at: new Date(t.clock.now - 1000).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  it("never marks a row of several recipients sent while one was refused: the row is the accepted one's record, the refused one gets its own", async () => {
    const t = await setup();
    const id = await legacyRow(t);
    t.smtp.state.refuseRecipients.set(PHONE, 451);
    expect(await t.worker.drain()).toBe(1);
    // One message went, to the accepted address only, with the row's Message-ID.
    expect(t.smtp.received.map((m) => [m.envelopeTo, m.parsed.messageId])).toEqual([[[OWNER], "<legacy-1@kindred.test>"]]);
    const [row, split] = await t.rows();
    expect(row).toMatchObject({ id, recipients: OWNER, status: "sent", attempts: 1, last_error: null });
    expect(split).toMatchObject({
      recipients: PHONE,
      status: "waiting",
      attempts: 1,
      purpose: "owner-notification",
      submission_kind: "contact",
      submission_id: 7,
      reply_to: "ana@example.org",
      subject: "New message from Ana P.",
      created_at: row!.created_at,
      sent_at: null,
    });
    expect(split!.last_error).toContain("451");
    expect(split!.message_id).toMatch(/^<[0-9a-f-]{36}@kindred\.test>$/);
    expect(new Date(split!.next_attempt_at).getTime() - t.clock.now).toBe(60_000);

    t.smtp.state.refuseRecipients.clear();
    t.clock.now += 60_000;
    expect(await t.worker.drain()).toBe(1);
    expect(t.smtp.to(PHONE).map((m) => m.parsed.messageId)).toEqual([split!.message_id]);
    expect(t.smtp.to(PHONE)[0]!.parsed.text).toContain("Ana Pérez sent a message through the website.");
    expect(t.smtp.to(OWNER)).toHaveLength(1);
    expect((await t.rows()).map((r) => [r.recipients, r.status, r.attempts])).toEqual([
      [OWNER, "sent", 1],
      [PHONE, "sent", 2],
    ]);
    await sentRowsArrived(t);
  });

  it("fails at once the refused part of a row of several recipients on a 550, and the whole row when every recipient is refused", async () => {
    const t = await setup();
    await legacyRow(t);
    t.smtp.state.refuseRecipients.set(PHONE, 550);
    await t.worker.drain();
    expect((await t.rows()).map((r) => [r.recipients, r.status])).toEqual([
      [OWNER, "sent"],
      [PHONE, "failed"],
    ]);

    // Both refused: nodemailer rejects the message, and the row stays whole, a failed try.
    await t.db.deleteFrom("outbox").execute();
    await legacyRow(t);
    t.smtp.state.refuseRecipients.set(OWNER, 450);
    await t.worker.drain();
    const [row, ...rest] = await t.rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ recipients: `${OWNER}, ${PHONE}`, status: "waiting", attempts: 1, sent_at: null });
    expect(row!.last_error).toContain("450");
    expect(t.smtp.received).toHaveLength(1);
  });

  it("counts a recipient the server took the message without as a failed try, even when it answers the message itself (LMTP-like)", async () => {
    const t = await setup();
    expect((await t.post("/api/submit-feedback", { full_name: "Rosa Ortiz", email_address: "not an address", idempotency_key: t.key() })).status).toBe(201);
    const refusal = Object.assign(new Error("Message failed for recipient"), { recipient: OWNER, responseCode: 452, response: "452 4.2.2 Mailbox full" });
    const worker = new OutboxWorker({
      db: t.db,
      send: async () => ({ accepted: [], rejected: [OWNER], rejectedErrors: [refusal] }),
      now: () => t.clock.now,
      random: () => 0.5,
      log: () => {},
    });
    expect(await worker.drain()).toBe(1);
    const [row] = await t.rows();
    expect(row).toMatchObject({ status: "waiting", attempts: 1, sent_at: null });
    expect(row!.last_error).toContain("452");
  });
});

describe("abuse limits on confirmations", () => {
  it("writes at most 3 confirmations per address per day under a burst, and every owner notification", async () => {
    const t = await setup();
    const bodies = await Promise.all(Array.from({ length: 10 }, () => t.contact({ email: "stranger@example.org" })));
    const answers = await Promise.all(bodies.map((body) => t.post("/api/submit-contact", body)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    const rows = await t.rows();
    expect(rows.filter((r) => r.purpose === "owner-notification")).toHaveLength(10);
    expect(rows.filter((r) => r.purpose === "visitor-confirmation")).toHaveLength(3);
    // The next day the address may get one again.
    t.clock.now += 24 * 3600_000 + 1;
    expect((await t.post("/api/submit-contact", await t.contact({ email: "stranger@example.org" }))).status).toBe(201);
    expect((await t.rows()).filter((r) => r.purpose === "visitor-confirmation")).toHaveLength(4);
    await t.worker.drain();
    expect(t.smtp.to("stranger@example.org")).toHaveLength(4);
  });

  it("writes at most CONFIRMATION_LIMIT_PER_HOUR confirmations an hour in all", async () => {
    const t = await setup({ CONFIRMATION_LIMIT_PER_HOUR: "5" });
    const bodies = await Promise.all(Array.from({ length: 12 }, (_, i) => t.contact({ email: `parent${i}@example.org` })));
    const answers = await Promise.all(bodies.map((body) => t.post("/api/submit-contact", body)));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    const rows = await t.rows();
    expect(rows.filter((r) => r.purpose === "owner-notification")).toHaveLength(12);
    expect(rows.filter((r) => r.purpose === "visitor-confirmation")).toHaveLength(5);
  });
});

describe("pure parts", () => {
  it("waits about a minute, doubling, at most 6 hours, with up to 20% jitter", () => {
    const min = 60_000;
    expect([1, 2, 3, 4, 9, 10, 30].map((n) => retryDelayMs(n, () => 0.5) / min)).toEqual([1, 2, 4, 8, 256, 360, 360]);
    expect(retryDelayMs(1, () => 0)).toBe(48_000);
    expect(retryDelayMs(1, () => 1)).toBe(72_000);
    expect(retryDelayMs(10, () => 1)).toBe(360 * min);
    for (let i = 0; i < 100; i++) {
      const delay = retryDelayMs(3);
      expect(delay).toBeGreaterThanOrEqual(0.8 * 4 * min);
      expect(delay).toBeLessThanOrEqual(1.2 * 4 * min);
    }
  });

  it("flattens header values and shortens names", () => {
    expect(oneLine("Ana\r\nBcc: x@y.z\u2028Next")).toBe("Ana Bcc: x@y.z Next");
    expect(shortName("Ana Pérez")).toBe("Ana P.");
    expect(shortName("  maria josé o'neil  ")).toBe("maria O.");
    expect(shortName("Cher")).toBe("Cher");
    expect(shortName("")).toBe("a visitor");
  });

  it("requires STARTTLS for smtp:// off this machine, TLS from the start for smtps://", () => {
    expect(transportOptions("smtp://user:p%40ss@mail.example.com")).toMatchObject({
      host: "mail.example.com",
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: "user", pass: "p@ss" },
    });
    expect(transportOptions("smtps://mail.example.com")).toMatchObject({ port: 465, secure: true, auth: undefined });
    expect(transportOptions("smtp://127.0.0.1:2525")).toMatchObject({ host: "127.0.0.1", port: 2525, requireTLS: false });
  });
});
