import type { AppLoadContext } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { antiBotMessages as browserAntiBotMessages } from "#common/forms/anti-bot.ts";
import { blockedMessage, justBlockedMessage } from "#common/forms/attempt-limiter.ts";
import { checkForm, payloadOf } from "#common/forms/form-definition.ts";
import { createApp } from "#server/app.server";
import { loadServerConfig, mailSettings } from "#server/config.server";
import { createTestDatabase } from "#tests/database";
import { siteBuild } from "#tests/site-app";
import { createInbox } from "#server/inbox/inbox.server";
import { emailLanguages, formatConfirmationTime } from "#server/email/compose.server";
import { submissionMailerFromConfig } from "#server/email/outbox.server";
import { startTestSmtp } from "#tests/smtp";
import { createMailTransport, sendOutboxRow } from "#server/email/transport.server";
import { OutboxWorker } from "#server/email/worker.server";
import { formCatalogues } from "./catalogue.server";
import { formAction } from "./form-route.server";
import { readForm } from "./read-form.server";
import { FEEDBACK_MAX_BODY_BYTES } from "./submit-route.server";
import { createSubmissionService } from "./submissions.server";

// The Spanish edition's forms on the server (issue 17), against a real database (SQLite, and
// PostgreSQL with TEST_DB=postgres): a form posted to a Spanish page (/es/connect, or
// /es/connect.data from the hook) is checked, answered and confirmed by email in Spanish, and
// stored with its language; the English pages and the JSON API stay English.

const OWNER = "owner@kindred.test";
const SITE = "https://www.kindredpagesreading.com";
const en = formCatalogues.en;
const es = formCatalogues.es;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const serverConfig = (env: Record<string, string> = {}) => ({
  ...loadServerConfig({ OWNER_NOTIFY_EMAIL: OWNER, MAIL_FROM: "Kindred Pages <hello@kindred.test>", RATE_LIMIT_MAX_ATTEMPTS: "1000", ...env }),
  LOG_REQUESTS: false,
});
const config = serverConfig();

/** A Spanish-speaking parent's contact form, as the page posts it (without its token and key). */
const luciaContact = {
  first_name: "Lucía",
  last_name: "Hernández",
  email: "Lucia@Example.org",
  phone: "555-234-5678",
  child_age: "6",
  block: "explorers",
  message: "Buscamos libros bilingües para leer en familia antes de dormir.",
  hear_about_us: "",
  website: "",
};

/** The submission service as the server runs it (the outbox writes each new submission's emails), and the context a page's action gets. */
async function setup(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const { db } = database;
  const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 0) };
  const settings = serverConfig(env);
  const { service, tokens } = createSubmissionService({
    db,
    config: settings,
    formTokenSecret: "spanish-forms-test-secret",
    now: () => clock.now,
    emails: submissionMailerFromConfig(settings),
  });
  const context = { db, config: settings, forms: service, formTokens: tokens, clientAddress: "203.0.113.7", now: () => clock.now } as unknown as AppLoadContext;
  let serial = 0;
  /** A contact form as the page posts it, its token issued 10 seconds ago. */
  const contact = (overrides: Record<string, string> = {}) => ({
    ...luciaContact,
    form_token: tokens.issue("contact", clock.now - 10_000),
    idempotency_key: `spanish-test-key-${(serial++).toString().padStart(6, "0")}`,
    ...overrides,
  });
  /** A native form POST (no JavaScript) to a page's path, through the route's action. */
  const post = async (path: string, fields: Record<string, string>, form: "contact" | "discovery-call" = "contact") => {
    const request = new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(fields) });
    const result = (await formAction(form, request, context)) as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: result.init?.status ?? 200, outcome: result.data as Record<string, unknown> & { fieldErrors?: Record<string, string> } };
  };
  const contacts = () => db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
  const outbox = () => db.selectFrom("outbox").selectAll().orderBy("id").execute();
  return { db, clock, config: settings, context, service, tokens, contact, post, contacts, outbox };
}

describe("the Spanish catalogue", () => {
  it("is the Spanish twin of the registry, with every form and message in Spanish", () => {
    expect(en.formLanguage).toEqual({ language: "en", tag: "en-US" });
    expect(es.formLanguage).toEqual({ language: "es", tag: "es-US" });
    for (const form of ["discovery-call", "contact", "partnership", "feedback"] as const) {
      expect(es.formDefinitions[form].id).toBe(form);
      for (const key of ["successTitle", "successText", "validationText", "errorFallback"] as const) {
        expect(es.formDefinitions[form].messages[key], `${form} ${key}`).not.toBe(en.formDefinitions[form].messages[key]);
      }
    }
    for (const key of Object.keys(en.formErrors.request) as (keyof typeof en.formErrors.request)[]) {
      expect(es.formErrors.request[key]).not.toBe(en.formErrors.request[key]);
    }
    for (const key of Object.keys(en.formErrors.antiBot) as (keyof typeof en.formErrors.antiBot)[]) {
      expect(es.formErrors.antiBot[key]).not.toBe(en.formErrors.antiBot[key]);
    }
    expect(es.formErrors.rateLimit.blocked(1)).toBe("Demasiados intentos. Espere 1 segundo antes de volver a intentarlo.");
    expect(es.formErrors.rateLimit.justBlocked(5)).toBe("Demasiados intentos. Espere 5 minutos antes de volver a intentarlo.");
  });

  it("keeps the spec's English messages word for word, the same the browser shows", () => {
    expect(en.formErrors.antiBot).toEqual({
      bot: "Submission rejected: Bot activity detected",
      tooFast: "Please take a moment to review your submission",
      sessionExpired: "Session expired. Please refresh the page and try again",
      tooFewInteractions: "Please complete the form before submitting",
      idle: "Form session expired. Please refresh and try again",
    });
    expect({ ...browserAntiBotMessages }).toEqual(en.formErrors.antiBot);
    expect(en.formErrors.rateLimit.blocked(42)).toBe("Too many attempts. Please wait 42 seconds before trying again.");
    expect(en.formErrors.rateLimit.justBlocked(5)).toBe("Too many attempts. Please wait 5 minutes before trying again.");
    expect(blockedMessage(42)).toBe(en.formErrors.rateLimit.blocked(42));
    expect(justBlockedMessage()).toBe(en.formErrors.rateLimit.justBlocked(5));
    expect(en.formErrors.request).toEqual({
      wrongType: "Please send the form from its page.",
      unreadable: "The form data could not be read. Please refresh the page and try again.",
      tooLarge: "This submission is too large. Please shorten your message and try again.",
    });
  });
});

describe("a page's form, answered in the page's language (the route's action)", () => {
  it("refuses a Spanish contact form with bad fields in Spanish, field by field, and stores nothing", async () => {
    const t = await setup();
    const values = t.contact({ email: "no-es-un-correo", phone: "123", message: "Hola" });
    const { status, outcome } = await t.post("/es/connect", values);
    expect(status).toBe(400);
    const messages = es.formDefinitions.contact.messages;
    expect(outcome).toMatchObject({ ok: false, status: 400, title: messages.validationTitle, message: messages.validationText });
    // The Spanish form's own checks, not the English ones.
    const expected = checkForm(es.formDefinitions.contact, values)!;
    expect(Object.keys(outcome.fieldErrors!).sort()).toEqual(["email", "message", "phone"]);
    expect(outcome.fieldErrors).toEqual(expected);
    const english = checkForm(en.formDefinitions.contact, values)!;
    for (const field of ["email", "phone", "message"]) expect(outcome.fieldErrors![field], field).not.toBe(english[field]);
    // What the visitor typed comes back for the page rendered without JavaScript.
    expect(outcome.values).toMatchObject({ email: "no-es-un-correo", message: "Hola" });
    expect(await t.contacts()).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it("stores a good Spanish message with language 'es', answers with the Spanish success message and confirms it in Spanish", async () => {
    const t = await setup();
    const { status, outcome } = await t.post("/es/connect", t.contact());
    expect(status).toBe(201);
    const messages = es.formDefinitions.contact.messages;
    expect(outcome).toMatchObject({ ok: true, title: messages.successTitle, message: messages.successText });
    const [row] = await t.contacts();
    expect(row).toMatchObject({ name: "Lucía Hernández", email: "lucia@example.org", language: "es", status: "new" });
    expect(outcome.id).toBe(row!.id);

    const [owner, visitor] = await t.outbox();
    // The visitor's confirmation is in Spanish.
    const copy = emailLanguages.es.copy;
    expect(visitor).toMatchObject({ purpose: "visitor-confirmation", recipients: "lucia@example.org" });
    expect(visitor!.subject).toBe(copy.visitor.kinds.contact.subject("Kindred Pages"));
    expect(visitor!.subject).not.toBe(emailLanguages.en.copy.visitor.kinds.contact.subject("Kindred Pages"));
    expect(visitor!.text_body).toContain(copy.visitor.greeting);
    expect(visitor!.text_body).toContain(copy.visitor.kinds.contact.received);
    // Which form and when, in Spanish, in the business's zone; and nothing of what was written (issue 27).
    expect(visitor!.text_body).toContain(
      copy.visitor.receivedAt(copy.visitor.kinds.contact.form, formatConfirmationTime(row!.received_at, "America/New_York", "es-US")),
    );
    expect(visitor!.text_body).toMatch(/Llegó por el formulario de contacto el \d+ de [a-z]+ de 20\d\d a las /);
    expect(visitor!.text_body).toContain(copy.visitor.kinds.contact.next);
    expect(visitor!.text_body).not.toContain("Lucía");
    expect(visitor!.text_body).toContain(copy.visitor.why("Kindred Pages"));
    expect(visitor!.html_body).toContain('<html lang="es-US">');
    // Under the sign-off, the Spanish home page.
    expect(visitor!.text_body).toContain(`${SITE}/es\n`);
    expect(visitor!.html_body).toContain(`<a href="${SITE}/es" style="color:#0f5f55">www.kindredpagesreading.com/es</a>`);
    // The owner's stays English, and says the visitor wrote in Spanish.
    expect(owner).toMatchObject({ purpose: "owner-notification", recipients: OWNER, subject: "New message from Lucía H. (in Spanish)" });
    expect(owner!.text_body).toContain("Lucía Hernández sent a message through the website.");
    expect(owner!.text_body).toContain("They wrote from the Spanish pages of the site, so any confirmation email to them is in Spanish.");
    expect(owner!.html_body).toContain('<html lang="en-US">');
  });

  it("answers the hook's data request (/es/connect.data) in Spanish too", async () => {
    const t = await setup();
    const bad = await t.post("/es/connect.data", t.contact({ first_name: "" }));
    expect(bad.status).toBe(400);
    expect(bad.outcome.fieldErrors).toEqual(checkForm(es.formDefinitions.contact, t.contact({ first_name: "" })));
    const good = await t.post("/es/connect.data", t.contact());
    expect(good).toMatchObject({ status: 201, outcome: { ok: true, title: es.formDefinitions.contact.messages.successTitle } });
    expect((await t.contacts()).map((r) => r.language)).toEqual(["es"]);
  });

  it("keeps the English page English: English field errors, the spec's success message, stored as 'en', confirmed in English", async () => {
    const t = await setup();
    const bad = await t.post("/connect", t.contact({ email: "not-an-email" }));
    expect(bad).toMatchObject({ status: 400, outcome: { title: "Validation Error", message: "Please fix the errors in the form and try again." } });
    expect(bad.outcome.fieldErrors).toEqual({ email: "Please enter a valid email address" });
    const good = await t.post("/connect.data", t.contact());
    expect(good).toMatchObject({
      status: 201,
      outcome: { ok: true, title: "Message Sent!", message: "Thank you for your message. We'll get back to you within 24 hours." },
    });
    expect((await t.contacts()).map((r) => r.language)).toEqual(["en"]);
    const [owner, visitor] = await t.outbox();
    expect(owner!.subject).toBe("New message from Lucía H.");
    expect(owner!.text_body).not.toContain("Spanish");
    expect(visitor!.subject).toBe("We have your message - Kindred Pages");
    expect(visitor!.html_body).toContain('<html lang="en-US">');
  });

  it("confirms a Spanish discovery call request in Spanish without repeating its preferred time or words", async () => {
    const t = await setup();
    const { status } = await t.post(
      "/es/discovery-call",
      {
        parent_name: "Marisol Vega",
        parent_email: "marisol@example.org",
        parent_phone: "",
        child_age: "3-4years",
        preferred_time: "evening-weekday",
        challenges: "Queremos que nuestra hija disfrute leer en español y en inglés.",
        hear_about_us: "",
        website: "",
        form_token: t.tokens.issue("discovery-call", t.clock.now - 10_000),
        idempotency_key: "spanish-discovery-key-000001",
      },
      "discovery-call",
    );
    expect(status).toBe(201);
    const row = await t.db.selectFrom("discovery_call_requests").selectAll().executeTakeFirstOrThrow();
    expect(row.language).toBe("es");
    const visitor = (await t.outbox()).find((r) => r.purpose === "visitor-confirmation")!;
    const copy = emailLanguages.es.copy;
    expect(visitor.text_body).toContain(copy.visitor.kinds["discovery-call"].next);
    expect(visitor.text_body).toContain(`Llegó por ${copy.visitor.kinds["discovery-call"].form} el `);
    for (const chosen of ["Marisol", "Vega", "Entre semana", "disfrute", "español"]) expect(visitor.text_body).not.toContain(chosen);
  });

  it("answers a Spanish page's refusals in Spanish: wrong type (415), unreadable (400), bot, expired token, attempt limit (429)", async () => {
    const t = await setup({ RATE_LIMIT_MAX_ATTEMPTS: "2" });
    // The one form reader (readForm) refuses through the page's error boundary; too large is the server's 413 (below).
    const refusal = (path: string, init: RequestInit) =>
      formAction("contact", new Request(`${SITE}${path}`, { method: "POST", ...init }), t.context).then(
        () => ({ data: "accepted", init: {} }),
        (error: { data: string; init: ResponseInit }) => error,
      );
    expect(await refusal("/es/connect", { headers: { "Content-Type": "application/json" }, body: "{}" })).toMatchObject({
      data: es.formErrors.request.wrongType,
      init: { status: 415 },
    });
    expect(await refusal("/es/connect", { headers: { "Content-Type": "multipart/form-data; boundary=nothing" }, body: "not multipart at all" })).toMatchObject({
      data: es.formErrors.request.unreadable,
      init: { status: 400 },
    });

    const bot = await t.post("/es/connect", t.contact({ website: "https://spam.example" }));
    expect(bot).toMatchObject({ status: 400, outcome: { ok: false, message: es.formErrors.antiBot.bot } });

    // Two attempts in the window are allowed (the limit is 2 here): the bot above was the first.
    const stale = await t.post("/es/connect", t.contact({ form_token: t.tokens.issue("contact", t.clock.now - 31 * 60_000) }));
    expect(stale).toMatchObject({ status: 400, outcome: { ok: false, message: es.formErrors.antiBot.sessionExpired } });

    const blocked = await t.post("/es/connect", t.contact());
    expect(blocked).toMatchObject({ status: 429, outcome: { ok: false, message: es.formErrors.rateLimit.justBlocked(5), retryAfterSeconds: 300 } });
    t.clock.now += 60_000;
    const later = await t.post("/es/connect", t.contact());
    expect(later.outcome.message).toBe(es.formErrors.rateLimit.blocked(240));
    // The English page, blocked by the same limit (one per form and address), says so in English.
    const english = await t.post("/connect", t.contact());
    expect(english.outcome.message).toBe("Too many attempts. Please wait 240 seconds before trying again.");
    expect(await t.contacts()).toEqual([]);
  });

  it("reads the other pages' forms (settings, quizzes) with Spanish refusals on Spanish pages", async () => {
    const refusal = async (path: string, init: RequestInit) => {
      try {
        await readForm(new Request(`${SITE}${path}`, { method: "POST", ...init }));
      } catch (error) {
        return error as { data: string; init: ResponseInit };
      }
      throw new Error("readForm accepted it");
    };
    expect(await refusal("/es/settings", { headers: { "Content-Type": "text/plain" }, body: "x" })).toMatchObject({
      data: es.formErrors.request.wrongType,
      init: { status: 415 },
    });
    expect(await refusal("/settings", { headers: { "Content-Type": "text/plain" }, body: "x" })).toMatchObject({
      data: "Please send the form from its page.",
      init: { status: 415 },
    });
    expect(await refusal("/es/interactive-tools/reading-habits", { headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "nope" })).toMatchObject({
      data: es.formErrors.request.unreadable,
      init: { status: 400 },
    });
  });

  it("stores a JSON API submission as English", async () => {
    const t = await setup();
    const values = t.contact();
    const payload = payloadOf(en.formDefinitions.contact, values, { website: "", form_token: values.form_token, idempotency_key: values.idempotency_key });
    const result = await t.service.acceptPayload("contact", payload);
    expect(result).toMatchObject({ ok: true, created: true });
    expect((await t.contacts()).map((r) => r.language)).toEqual(["en"]);
    expect((await t.outbox()).find((r) => r.purpose === "visitor-confirmation")!.subject).toBe("We have your message - Kindred Pages");
  });

  it("shows the owner the language in the inbox and the CSV", async () => {
    const t = await setup();
    await t.post("/connect", t.contact({ first_name: "Emma", last_name: "Stone" }));
    t.clock.now += 60_000;
    await t.post("/es/connect", t.contact());
    const inbox = createInbox(t.db, { audit: async () => {}, now: () => t.clock.now });
    const { items } = await inbox.list();
    expect(items.map((i) => [i.name, i.language])).toEqual([
      ["Lucía Hernández", "es"],
      ["Emma Stone", "en"],
    ]);
    expect(await inbox.get("contact", items[0]!.id)).toMatchObject({ language: "es" });
    const rows = await inbox.exportRows({}, "UTC");
    expect(rows[0]).toEqual(["Kind", "ID", "Received (UTC)", "Status", "Name", "Email", "Phone", "Message", "Language"]);
    expect(rows.slice(1).map((r) => [r[4], r[8]])).toEqual([
      ["Lucía Hernández", "Spanish"],
      ["Emma Stone", "English"],
    ]);
  });
});

describe("the Spanish confirmation through SMTP", () => {
  it("arrives in Spanish, its accents intact", async () => {
    const smtp = await startTestSmtp();
    cleanups.push(() => smtp.close());
    const t = await setup({ SMTP_URL: smtp.url });
    const mail = mailSettings(t.config);
    const transport = createMailTransport(mail.smtpUrl!);
    cleanups.push(() => transport.close());
    const worker = new OutboxWorker({ db: t.db, send: (row) => sendOutboxRow(transport, mail.from, row), now: () => t.clock.now, random: () => 0.5, leaseMs: 60_000, log: () => {} });
    expect((await t.post("/es/connect", t.contact())).status).toBe(201);
    expect(await worker.drain()).toBe(2);
    const visitor = smtp.to("lucia@example.org")[0]!.parsed;
    const copy = emailLanguages.es.copy;
    expect(visitor.subject).toBe(copy.visitor.kinds.contact.subject("Kindred Pages"));
    expect(visitor.text).toContain(copy.visitor.greeting);
    expect(visitor.text).toContain("Llegó por el formulario de contacto el ");
    expect(String(visitor.html)).toContain('<html lang="es-US">');
    expect(smtp.to(OWNER)[0]!.parsed.subject).toBe("New message from Lucía H. (in Spanish)");
  });
});

/**
 * The same through the real app and the site's pages compiled from the sources (tests/site-app.ts):
 * a native POST to /es/connect, as a browser without JavaScript sends it.
 */
describe("POST /es/connect without JavaScript, through the real app", () => {
  beforeAll(siteBuild);
  async function siteApp() {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 0) };
    const app = createApp({ db: database.db, config, build: await siteBuild(), formTokenSecret: "spanish-forms-test-secret", now: () => clock.now, pageCache: false });
    /** The page's hidden fields, as a browser would send them back. */
    const openForm = async (path: string) => {
      const html = await (await app.request(path)).text();
      const hidden = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html);
      const token = hidden("form_token");
      const key = hidden("idempotency_key");
      clock.now += 5_000;
      return { form_token: token?.[1] ?? token?.[2] ?? "", idempotency_key: key?.[1] ?? key?.[2] ?? "" };
    };
    const post = (path: string, fields: Record<string, string>) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", Accept: "text/html" },
        body: new URLSearchParams(fields).toString(),
      });
    return { db: database.db, app, clock, openForm, post };
  }

  /** Text as React writes it into HTML. */
  const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

  const fields = { ...luciaContact, email: "lucia@example.org" };

  it("shows Spanish field errors and stores nothing; a good one gets the Spanish success message and is stored as 'es'", async () => {
    const t = await siteApp();
    const bad = { ...fields, email: "no-es-un-correo", ...(await t.openForm("/es/connect")) };
    const refused = await t.post("/es/connect", bad);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('<html lang="es-US"');
    const errors = checkForm(es.formDefinitions.contact, bad)!;
    expect(html).toContain(inHtml(errors.email!));
    expect(await t.db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);

    const good = { ...fields, ...(await t.openForm("/es/connect")) };
    expect(good.idempotency_key).toBe(""); // the page is the same for everyone: no key without JavaScript
    const accepted = await t.post("/es/connect", good);
    // Post/Redirect/Get: to the Spanish page's confirmation, where the browser scrolls to the message.
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/es/connect?sent#form-result");
    const confirmation = await (await t.app.request("/es/connect?sent")).text();
    expect(confirmation).toContain(inHtml(es.formDefinitions.contact.messages.successTitle));
    const [row] = await t.db.selectFrom("contact_messages").selectAll().execute();
    expect(row).toMatchObject({ name: "Lucía Hernández", language: "es" });
    const visitor = await t.db.selectFrom("outbox").selectAll().where("purpose", "=", "visitor-confirmation").executeTakeFirstOrThrow();
    expect(visitor.subject).toBe(emailLanguages.es.copy.visitor.kinds.contact.subject("Kindred Pages"));
  });

  it("refuses a page POST over the server's one body limit in the page's language (413), with or without a Content-Length", async () => {
    const t = await siteApp();
    const huge = "x".repeat(FEEDBACK_MAX_BODY_BYTES + 1); // the server-wide page limit (app.server.ts)
    for (const path of ["/es/settings", "/es/connect"]) {
      const spanish = await t.post(path, { note: huge });
      expect(spanish.status, path).toBe(413);
      expect(await spanish.text(), path).toBe(es.formErrors.request.tooLarge);
    }
    const english = await t.post("/settings", { note: huge });
    expect(english.status).toBe(413);
    expect(await english.text()).toBe(en.formErrors.request.tooLarge);
    // Sent in chunks, with no Content-Length: counted as it arrives, and refused the same way.
    const chunks = new TextEncoder().encode(`message=${huge}`);
    const streamed = await t.app.request("/connect", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: new ReadableStream({ start: (controller) => (controller.enqueue(chunks), controller.close()) }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toBe(en.formErrors.request.tooLarge);
    expect(await t.db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
  });

  it("reads the newsletter form with the one reader: a body that is not a form is a 415 with a plain message", async () => {
    const t = await siteApp();
    const json = await t.app.request("/es/subscribe", { method: "POST", headers: { "Content-Type": "application/json", Origin: "http://localhost" }, body: "{}" });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain(inHtml(es.formErrors.request.wrongType));
    const sent = await t.post("/subscribe", { email: "reader@example.org" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toContain("reader%40example.org");
  });

  it("keeps /connect English and stores it as 'en'", async () => {
    const t = await siteApp();
    const accepted = await t.post("/connect", { ...fields, ...(await t.openForm("/connect")) });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/connect?sent#form-result");
    expect(await (await t.app.request("/connect?sent")).text()).toContain("Message Sent!");
    expect((await t.db.selectFrom("contact_messages").select("language").execute()).map((r) => r.language)).toEqual(["en"]);
  });

  it("treats the same answers sent again from the same client within 10 minutes as the same submission, and later ones as new", async () => {
    const t = await siteApp();
    const form = await t.openForm("/connect");
    const send = () => t.post("/connect", { ...fields, ...form });
    expect((await send()).status).toBe(303);
    // Back, then send again (the browser's copy of the page, the same answers): nothing new is stored.
    t.clock.now += 9 * 60_000;
    expect((await send()).status).toBe(303);
    expect(await t.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
    // Other answers are another message.
    expect((await t.post("/connect", { ...fields, ...form, message: `${fields.message} And one more thing.` })).status).toBe(303);
    expect(await t.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(2);
    // The same answers over 10 minutes after the first: a new message (with a form opened anew).
    t.clock.now += 2 * 60_000;
    expect((await t.post("/connect", { ...fields, ...(await t.openForm("/connect")) })).status).toBe(303);
    expect(await t.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(3);
  });

  it("finds the same answers sent just before the last 10-minute boundary (the previous bucket's key)", async () => {
    const t = await siteApp();
    t.clock.now = Date.UTC(2026, 10, 21, 15, 8, 0) - 5_000; // the form opens; sent at 15:08
    const form = await t.openForm("/connect");
    const send = () => t.post("/connect", { ...fields, ...form });
    expect((await send()).status).toBe(303);
    t.clock.now = Date.UTC(2026, 10, 21, 15, 12, 0); // in the next bucket, 4 minutes later
    expect((await send()).status).toBe(303);
    expect(await t.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
  });

  it("answers a send with JavaScript (the hook's key, from the router's data request) with the outcome, not a redirect", async () => {
    const t = await siteApp();
    const key = "hook-made-key-0123456789";
    const accepted = await t.post("/connect.data", { ...fields, ...(await t.openForm("/connect")), idempotency_key: key });
    expect(accepted.status).toBe(201);
    expect(await accepted.text()).toContain("Message Sent!");
    expect((await t.db.selectFrom("contact_messages").select("idempotency_key").execute()).map((r) => r.idempotency_key)).toEqual([key]);
  });
});
