import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcementScript } from "#common/editing/announcement-script.ts";
import { everyLanguage } from "#common/languages.ts";
import { createApp } from "#server/app.server";
import { insertUser } from "#tests/auth-db";
import { loadServerConfig } from "#server/config.server";
import type { AnnouncementDocument } from "#server/editing/business-blocks.server";
import { defaultDocument, publish, type ContentActor } from "#server/editing/site-content.server";
import { openDatabase, type AppDatabase } from "#server/db/database.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { siteBuild } from "#tests/site-app";
import { inlineScriptHashes } from "#server/security-headers.server";
import { businessChecks } from "#common/editing/content/admin.ts";
import { fixedBusinessSource } from "#server/editing/details.server";
import { bumpContentVersion } from "#server/pages/content-versions.server";

/**
 * The business details and the announcement on the public pages, through the real app and the
 * site's pages compiled from the sources (tests/site-app.ts): two app instances on two connections to one database
 * (SQLite, or PostgreSQL with TEST_DB=postgres), each with its page cache, stand for two servers.
 */
const config = { ...loadServerConfig({ CONTACT_EMAIL: "env@kindred.example" }), LOG_REQUESTS: false };
// 04:00 UTC on 20 December 2026 is 23:00 on the 19th in New York (the business's zone).
const clock = { now: Date.parse("2026-12-20T04:00:00Z") };
const now = () => clock.now;

let t: TestDatabase;
let dbB: AppDatabase;
let a: ReturnType<typeof createApp>;
let b: ReturnType<typeof createApp>;
let owner: ContentActor;

beforeAll(async () => {
  t = await createTestDatabase();
  dbB = openDatabase(t.url);
  const build = await siteBuild();
  a = createApp({ db: t.db, config, build, formTokenSecret: "s", now });
  b = createApp({ db: dbB, config, build, formTokenSecret: "s", now });
  const o = await insertUser(t.db, "elena@example.com", "owner");
  owner = { user: { id: o.id, email: o.email, name: "elena", role: "owner" }, address: null, now: clock.now };
});

afterAll(async () => {
  await dbB?.destroy();
  await t?.close();
});

const html = async (app: ReturnType<typeof createApp>, path: string) => (await app.request(path)).text();
/** Time passes on the app's clock: the details and the content versions are read again after 100 ms. */
const wait = (ms: number) => {
  clock.now += ms;
};

describe("business details and the announcement on every page", () => {
  it("the footer, /connect and the structured data follow a publish on both instances within a second, without a restart", async () => {
    for (const app of [a, b]) {
      expect(await html(app, "/mission")).toContain("mailto:env@kindred.example");
      expect(await html(app, "/es/founder")).toContain(`Conozca a ${config.business.founderName}`);
    }
    const document = { ...structuredClone(defaultDocument("business")), contactEmail: "elena@kindred.example", founderName: "Elena Ruiz" };
    expect((await publish(t.db, "business", document, owner)).ok).toBe(true);
    wait(150);
    for (const app of [a, b]) {
      const page = await html(app, "/mission");
      expect(page).toContain("mailto:elena@kindred.example");
      expect(page).not.toContain("env@kindred.example");
      expect(page).toContain('"email":"elena@kindred.example"');
      expect(await html(app, "/es/founder")).toContain("Conozca a Elena Ruiz");
    }
  });

  it("the newsletter form's policy follows the published sign-up page", async () => {
    const document = { ...structuredClone(defaultDocument("business")), newsletterSubscribeUrl: "https://letters.example.net/subscribe" };
    expect((await publish(t.db, "business", document, { ...owner, now: owner.now + 1 })).ok).toBe(true);
    wait(150);
    const res = await b.request("/services");
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self' https://letters.example.net");
  });

  it("a sign-up address whose host is no host name: refused when she publishes it, and every page's policy whole even if it were in the database", async () => {
    // The review's reproduction: the comma ended the policy and began a second one, "script-src/subscribe", blocking every script.
    const hostile = "https://news.example.com,script-src/subscribe";
    const refused = await publish(t.db, "business", { ...structuredClone(defaultDocument("business")), newsletterSubscribeUrl: hostile }, { ...owner, now: owner.now + 3 });
    expect(refused).toEqual({ ok: false, errors: { newsletterSubscribeUrl: businessChecks.host } });

    const wholePolicy = (policy: string | null) => {
      expect(policy).not.toBeNull();
      expect(policy).not.toContain(",");
      expect(policy).not.toContain("script-src/");
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
    };
    // Written straight into the database (a version stored before the check): the version is not
    // used (a stored version is checked again when read), the environment's address is.
    const stored = { ...structuredClone(defaultDocument("business")), newsletterSubscribeUrl: hostile };
    await t.db.insertInto("site_content_versions").values({ block: "business", status: "published", document: JSON.stringify(stored), author_user_id: null, created_at: clock.now, published_at: clock.now }).execute();
    await bumpContentVersion(t.db, "site-content");
    wait(150);
    const res = await a.request("/services");
    wholePolicy(res.headers.get("content-security-policy"));
    expect(res.headers.get("content-security-policy")).toContain(`form-action 'self' ${new URL(config.business.newsletterSubscribeUrl).origin};`);

    // And were such an address the one in use, the policy is still made from the parsed origin alone: no form target at all.
    const build = await siteBuild();
    const given = createApp({ db: t.db, config, build, formTokenSecret: "s", now, pageCache: false, business: fixedBusinessSource({ ...config.business, newsletterSubscribeUrl: hostile }) });
    const page = await given.request("/services");
    expect(page.status).toBe(200);
    wholePolicy(page.headers.get("content-security-policy"));
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self';");
  });

  it("shows the announcement only on its days in the business's zone (a kept page too), in each language, its script allowed by hash", async () => {
    const bar: AnnouncementDocument = {
      on: true,
      startDate: "2026-12-20",
      endDate: "2026-12-24",
      link: "https://www.kindredpagesreading.com/events",
      ...everyLanguage(() => ({ text: "Closed for the holidays", linkText: "See the dates" })),
      es: { text: "Cerrado por las fiestas", linkText: "Vea las fechas" },
    };
    expect((await publish(t.db, "announcement", bar, { ...owner, now: owner.now + 2 })).ok).toBe(true);
    wait(150);
    // Still the 19th in New York.
    expect(await html(a, "/")).not.toContain("Closed for the holidays");
    clock.now = Date.parse("2026-12-20T05:00:00Z");
    const res = await a.request("/");
    const page = await res.text();
    expect(page).toContain("Closed for the holidays");
    expect(page).toContain(`<script>${announcementScript}</script>`);
    expect(inlineScriptHashes(page).length).toBeGreaterThan(1);
    for (const hash of inlineScriptHashes(page)) expect(res.headers.get("content-security-policy")).toContain(hash);
    expect(await html(b, "/es/services")).toContain("Cerrado por las fiestas");
    // The last day is shown until midnight in New York; the kept copies are dropped the day after.
    clock.now = Date.parse("2026-12-25T04:59:00Z");
    expect(await html(b, "/es/services")).toContain("Cerrado por las fiestas");
    clock.now = Date.parse("2026-12-25T05:00:00Z");
    expect(await html(b, "/es/services")).not.toContain("Cerrado por las fiestas");
    expect(await html(a, "/")).not.toContain("Closed for the holidays");
  });
});

describe("the school program and the questions on their pages, kept by each instance's page cache", () => {
  it("/schools and /es/schools show the program at a glance, and follow a publish on both instances", async () => {
    const first = defaultDocument("program");
    for (const app of [a, b]) {
      expect(await html(app, "/schools")).toContain(first.en.cost.slice(0, 40));
      expect(await html(app, "/es/schools")).toContain(first.es.length.slice(0, 40));
    }
    const program = structuredClone(first);
    program.en.length = "About ninety minutes, on a weeknight evening.";
    program.es.length = "Unos noventa minutos, una tarde entre semana.";
    expect((await publish(t.db, "program", program, { ...owner, now: owner.now + 4 })).ok).toBe(true);
    wait(150);
    for (const app of [a, b]) {
      expect(await html(app, "/schools")).toContain("About ninety minutes, on a weeknight evening.");
      expect(await html(app, "/es/schools")).toContain("Unos noventa minutos, una tarde entre semana.");
    }
  });

  it("the terms' payment and refund section is the owner's, paragraph by paragraph, in both languages, after a publish on both instances", async () => {
    const first = defaultDocument("terms");
    for (const app of [a, b]) expect(await html(app, "/terms-of-service")).toContain(first.en.text.split("\n\n")[0]!.slice(0, 60));
    const terms = structuredClone(first);
    terms.en.text = "Package fees are paid by card when you book.\n\nAsk within 14 days for a full refund of sessions you have not used.";
    terms.es.text = "Los paquetes se pagan con tarjeta al reservar.\n\nPida en 14 días el reembolso completo de las sesiones que no haya usado.";
    expect((await publish(t.db, "terms", terms, { ...owner, now: owner.now + 6 })).ok).toBe(true);
    wait(150);
    for (const app of [a, b]) {
      const english = await html(app, "/terms-of-service");
      expect(english).toContain("<p>Package fees are paid by card when you book.</p>");
      expect(english).toContain("<p>Ask within 14 days for a full refund of sessions you have not used.</p>");
      expect(english).not.toContain("subject to a 15% processing fee");
      // The other sections are the content module's, as before.
      expect(english).toContain("Limitation of Liability");
      expect(await html(app, "/es/terms-of-service")).toContain("Pida en 14 días el reembolso completo de las sesiones que no haya usado.");
    }
  });

  it("a question published in English only is on /faq, and not on /es/faq until its Spanish is written", async () => {
    const faq = structuredClone(defaultDocument("faq"));
    faq.items.unshift({ id: "gift-cards", hidden: false, home: true, en: { question: "Do you offer gift cards?", answer: ["Yes, by email."] }, es: { question: "", answer: [] } });
    expect((await publish(t.db, "faq", faq, { ...owner, now: owner.now + 5 })).ok).toBe(true);
    wait(150);
    for (const app of [a, b]) {
      expect(await html(app, "/faq")).toContain("Do you offer gift cards?");
      const spanish = await html(app, "/es/faq");
      expect(spanish).not.toContain("gift cards");
      expect(spanish).toContain(defaultDocument("faq").items[0]!.es.question.slice(0, 20));
    }
  });
});
