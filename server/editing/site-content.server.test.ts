import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "#tests/auth-db";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { readContentVersion } from "#server/pages/content-versions.server";
import { faqFor } from "./faq-block.server";
import type { PackagesDocument } from "./packages-block.server";
import {
  acceptsSpanish,
  blockHistory,
  blockSummaries,
  checkDocument,
  defaultDocument,
  discardDraft,
  draftVersion,
  NotAllowedError,
  previewDocument,
  publish,
  publishedDocument,
  restore,
  saveDraft,
  type ContentActor,
} from "./site-content.server";

// The owner's editable content, on SQLite and PostgreSQL (TEST_DB=postgres).

let t: TestDatabase;
let owner: ContentActor;
let assistant: ContentActor;
let now = Date.UTC(2026, 10, 27, 18);

beforeEach(async () => {
  t = await createTestDatabase();
  const o = await insertUser(t.db, "elena@example.com", "owner");
  const a = await insertUser(t.db, "ana@example.com", "assistant");
  owner = { user: { id: o.id, email: o.email, name: "elena", role: "owner" }, address: "203.0.113.5", now: (now += 1000) };
  assistant = { user: { id: a.id, email: a.email, name: "ana", role: "assistant" }, address: "203.0.113.6", now: (now += 1000) };
});
afterEach(async () => {
  await t.close();
});

function packages(change: (doc: PackagesDocument) => void = () => {}): PackagesDocument {
  const doc = structuredClone(defaultDocument("packages"));
  change(doc);
  return doc;
}
const toolkit = (doc: PackagesDocument) => doc.packages.find((pkg) => pkg.id === "read-together-toolkit")!;

describe("validation", () => {
  it("accepts the defaults of every block as they are", () => {
    expect(checkDocument("packages", defaultDocument("packages")).ok).toBe(true);
    expect(checkDocument("faq", defaultDocument("faq")).ok).toBe(true);
    expect(checkDocument("program", defaultDocument("program")).ok).toBe(true);
  });

  it("the school program: its format, length and cost in both languages, within limits", () => {
    const program = structuredClone(defaultDocument("program"));
    program.en.cost = " ";
    program.es.format = "x".repeat(801);
    const checked = checkDocument("program", program);
    expect(checked.ok ? {} : checked.errors).toEqual({ "en.cost": "This field is required", "es.format": "Must be no more than 800 characters" });
  });

  it("packages: whole dollars in range, texts within limits, the same packages", () => {
    const bad = packages((doc) => {
      doc.packages[0]!.price = 12.5;
      doc.packages[1]!.price = 0;
      doc.addOns[0]!.price = 20_001;
      doc.packages[0]!.en.name = "";
      doc.packages[1]!.es.description = "x".repeat(1001);
      doc.packages[0]!.en.includes = [];
    });
    const checked = checkDocument("packages", bad);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(
      ["addOns.0.price", "packages.0.en.includes", "packages.0.en.name", "packages.0.price", "packages.1.es.description", "packages.1.price"].sort(),
    );
    expect(checkDocument("packages", packages((doc) => doc.packages.reverse())).ok).toBe(false);
    expect(checkDocument("packages", packages((doc) => doc.packages.pop())).ok).toBe(false);
    expect(checkDocument("packages", { packages: "nothing" }).ok).toBe(false);
  });

  it("faq: ids unique and plain, questions and answers within limits, at most 40", () => {
    const faq = structuredClone(defaultDocument("faq"));
    faq.items[1]!.id = faq.items[0]!.id;
    expect(checkDocument("faq", faq).ok).toBe(false);
    const faq2 = structuredClone(defaultDocument("faq"));
    faq2.items[0]!.id = "<script>";
    faq2.items[1]!.en.question = "Why";
    faq2.items[2]!.es.answer = [];
    const checked = checkDocument("faq", faq2);
    expect(checked.ok ? {} : checked.errors).toEqual({
      "items.0.id": expect.any(String),
      "items.1.en.question": expect.any(String),
      "items.2.es.answer": expect.any(String),
    });
    const many = structuredClone(defaultDocument("faq"));
    many.items = Array.from({ length: 41 }, (_, i) => ({ ...faq.items[0]!, id: `q-${i}` }));
    expect(checkDocument("faq", many).ok).toBe(false);
  });
});

describe("draft, publish, history, restore", () => {
  it("shows the defaults until a publish; a draft is only in the preview", async () => {
    expect(await publishedDocument(t.db, "packages")).toEqual(defaultDocument("packages"));
    const draft = packages((doc) => (toolkit(doc).price = 700));
    expect((await saveDraft(t.db, "packages", draft, assistant)).ok).toBe(true);
    expect(toolkit(await publishedDocument(t.db, "packages")).price).toBe(650);
    expect(toolkit(await previewDocument(t.db, "packages")).price).toBe(700);
    // Saved again: still one draft, the newer one.
    await saveDraft(t.db, "packages", packages((doc) => (toolkit(doc).price = 725)), owner);
    const rows = await t.db.selectFrom("site_content_versions").selectAll().where("status", "=", "draft").execute();
    expect(rows).toHaveLength(1);
    expect(toolkit(await previewDocument(t.db, "packages")).price).toBe(725);
    await discardDraft(t.db, "packages");
    expect(await draftVersion(t.db, "packages")).toBeNull();
  });

  it("an assistant can draft but not publish or restore", async () => {
    await saveDraft(t.db, "packages", packages((doc) => (toolkit(doc).price = 700)), assistant);
    await expect(publish(t.db, "packages", packages((doc) => (toolkit(doc).price = 700)), assistant)).rejects.toBeInstanceOf(NotAllowedError);
    await expect(restore(t.db, "packages", 1, assistant)).rejects.toBeInstanceOf(NotAllowedError);
    expect(toolkit(await publishedDocument(t.db, "packages")).price).toBe(650);
    expect(await t.db.selectFrom("audit_log").select("action").execute()).toEqual([]);
  });

  it("publishes in one go: the version, the draft gone, an audit entry, the content version raised", async () => {
    const before = await readContentVersion(t.db, "site-content");
    await saveDraft(t.db, "packages", packages((doc) => (toolkit(doc).price = 700)), owner);
    const result = await publish(t.db, "packages", packages((doc) => (toolkit(doc).price = 700)), owner);
    expect(result.ok).toBe(true);
    expect(toolkit(await publishedDocument(t.db, "packages")).price).toBe(700);
    expect(await draftVersion(t.db, "packages")).toBeNull();
    expect(await readContentVersion(t.db, "site-content")).toBe(before + 1);
    const audit = await t.db.selectFrom("audit_log").select(["action", "actor_email", "detail", "address"]).execute();
    expect(audit).toEqual([{ action: "content.publish", actor_email: "elena@example.com", detail: `packages (version ${result.id})`, address: "203.0.113.5" }]);
  });

  it("a bad document publishes nothing", async () => {
    const before = await readContentVersion(t.db, "site-content");
    const result = await publish(t.db, "packages", packages((doc) => (toolkit(doc).price = -1)), owner);
    expect(result.ok).toBe(false);
    expect(await t.db.selectFrom("site_content_versions").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
    expect(await readContentVersion(t.db, "site-content")).toBe(before);
  });

  it("keeps every published version with who and when; restore publishes a copy of an old one", async () => {
    const first = await publish(t.db, "packages", packages((doc) => (toolkit(doc).price = 650)), { ...owner, now: 1_000 });
    await publish(t.db, "packages", packages((doc) => (toolkit(doc).price = 700)), { ...owner, now: 2_000 });
    const history = await blockHistory(t.db, "packages");
    expect(history.map((version) => [toolkit(version.document).price, version.publishedAt, version.author?.email])).toEqual([
      [700, 2_000, "elena@example.com"],
      [650, 1_000, "elena@example.com"],
      // The site's first version, kept by the first publish.
      [650, 1_000, undefined],
    ]);
    expect(history[2]!.document).toEqual(defaultDocument("packages"));
    const restored = await restore(t.db, "packages", first.id!, { ...owner, now: 3_000 });
    expect(restored).toEqual(expect.any(Number));
    expect(toolkit(await publishedDocument(t.db, "packages")).price).toBe(650);
    const after = await blockHistory(t.db, "packages");
    expect(after).toHaveLength(4);
    expect(after[0]!.restoredFrom).toBe(first.id);
    expect((await t.db.selectFrom("audit_log").select("action").orderBy("id").execute()).map((row) => row.action)).toEqual(["content.publish", "content.publish", "content.restore"]);
    // Another block's version, or a draft, cannot be restored here.
    expect(await restore(t.db, "faq", first.id!, owner)).toBeNull();
    expect(await restore(t.db, "packages", 9999, owner)).toBeNull();
  });
});

describe("the school program", () => {
  it("starts from the content module in both languages; a publish shows at once, English-only changes marked", async () => {
    expect((await publishedDocument(t.db, "program")).en.cost).toContain("send the inquiry form below");
    expect((await publishedDocument(t.db, "program")).es.cost).toContain("envíe el formulario de consulta");
    const program = structuredClone(defaultDocument("program"));
    program.en.length = "About 90 minutes, on a weeknight evening.";
    expect((await publish(t.db, "program", program, owner)).ok).toBe(true);
    expect((await publishedDocument(t.db, "program")).en.length).toBe("About 90 minutes, on a weeknight evening.");
    expect((await blockSummaries(t.db)).find((s) => s.block === "program")?.needsUpdate).toBe(true);
    program.es.length = "Unos 90 minutos, una tarde entre semana.";
    await publish(t.db, "program", program, owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "program")?.needsUpdate).toBe(false);
    // The site's first version is in the history, to go back to.
    const history = await blockHistory(t.db, "program");
    expect(history.at(-1)?.document).toEqual(defaultDocument("program"));
  });
});

describe("the Spanish 'needs updating' mark", () => {
  it("is set when the English words change and the Spanish do not, kept until the Spanish changes or is accepted", async () => {
    // A price is not words: no mark.
    await publish(t.db, "packages", packages((doc) => (toolkit(doc).price = 700)), owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "packages")?.needsUpdate).toBe(false);

    const englishOnly = packages((doc) => {
      toolkit(doc).price = 700;
      toolkit(doc).en.tagline = "Confidence, joy and laughter at reading time";
    });
    await publish(t.db, "packages", englishOnly, owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "packages")?.needsUpdate).toBe(true);
    // The public Spanish keeps its text.
    expect(toolkit(await publishedDocument(t.db, "packages")).es.tagline).toBe(toolkit(defaultDocument("packages")).es.tagline);

    // A later publish that leaves the Spanish as it was keeps the mark.
    await publish(t.db, "packages", { ...englishOnly, packages: englishOnly.packages.map((pkg) => ({ ...pkg, price: pkg.price + 1 })) }, owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "packages")?.needsUpdate).toBe(true);

    // The Spanish updated: the mark goes.
    const both = structuredClone(englishOnly);
    toolkit(both).es.tagline = "Confianza, alegría y risas a la hora de leer";
    await publish(t.db, "packages", both, owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "packages")?.needsUpdate).toBe(false);
  });

  it("English and Spanish changed together: no mark; the owner may accept the Spanish as it is", async () => {
    const faq = structuredClone(defaultDocument("faq"));
    faq.items[0]!.en.question = "Which ages do you work with?";
    faq.items[0]!.es.question = "¿Con qué edades trabajan ustedes?";
    await publish(t.db, "faq", faq, owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "faq")).toMatchObject({ needsUpdate: false, hasDraft: false });

    faq.items[0]!.en.answer = ["From birth to twelve."];
    await publish(t.db, "faq", faq, owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "faq")?.needsUpdate).toBe(true);
    await expect(acceptsSpanish(t.db, "faq", assistant)).rejects.toBeInstanceOf(NotAllowedError);
    await acceptsSpanish(t.db, "faq", owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "faq")?.needsUpdate).toBe(false);
  });

  it("a hidden or reordered question is not a change of words", async () => {
    const faq = structuredClone(defaultDocument("faq"));
    faq.items[0]!.hidden = true;
    faq.items.push(faq.items.shift()!);
    await publish(t.db, "faq", faq, owner);
    expect((await blockSummaries(t.db)).find((s) => s.block === "faq")?.needsUpdate).toBe(false);
  });

  it("a question written in English only is published, marked, and on the English page only until its Spanish is written", async () => {
    const faq = structuredClone(defaultDocument("faq"));
    faq.items.unshift({ id: "gift-cards", hidden: false, home: true, en: { question: "Do you offer gift cards?", answer: ["Yes."] }, es: { question: "", answer: [] } });
    const faqMark = async () => (await blockSummaries(t.db)).find((s) => s.block === "faq")?.needsUpdate;
    expect((await publish(t.db, "faq", faq, owner)).ok).toBe(true);
    expect(await faqMark()).toBe(true);
    const published = await publishedDocument(t.db, "faq");
    expect(faqFor(published, "en")[0]?.question).toBe("Do you offer gift cards?");
    expect(faqFor(published, "es").map((item) => item.id)).toEqual(defaultDocument("faq").items.map((item) => item.id));
    expect(faqFor(published, "es", { home: true }).some((item) => item.id === "gift-cards")).toBe(false);

    // Another question's Spanish changes: still marked while one has none.
    faq.items[1]!.es.answer = ["Desde el nacimiento hasta los doce años."];
    await publish(t.db, "faq", faq, owner);
    expect(await faqMark()).toBe(true);

    // Its Spanish written: the mark goes and /es/faq shows it.
    faq.items[0]!.es = { question: "¿Ofrecen tarjetas de regalo?", answer: ["Sí."] };
    await publish(t.db, "faq", faq, owner);
    expect(await faqMark()).toBe(false);
    expect(faqFor(await publishedDocument(t.db, "faq"), "es")[0]?.question).toBe("¿Ofrecen tarjetas de regalo?");
  });

  it("a Spanish question needs its answer, and an answer its question; English is always needed", () => {
    const faq = structuredClone(defaultDocument("faq"));
    faq.items[0]!.es = { question: "¿Qué edades?", answer: [] };
    faq.items[1]!.es = { question: "", answer: ["Sí."] };
    faq.items[2]!.en = { question: "", answer: [] };
    const checked = checkDocument("faq", faq);
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(["items.0.es.answer", "items.1.es.question", "items.2.en.answer", "items.2.en.question"]);
  });
});

describe("a language added to the list after a version was published", () => {
  it("reads the stored version with the default language's words in its place, keeping the owner's edits", async () => {
    await publish(t.db, "packages", packages((doc) => (toolkit(doc).price = 777)), owner);
    const announced = await publish(t.db, "announcement", { ...defaultDocument("announcement"), on: true, en: { text: "Closed for the holidays", linkText: "" }, es: { text: "Cerrado por las fiestas", linkText: "" } }, owner);
    expect(announced.ok).toBe(true);
    // Stored before Spanish was in the list: no "es" words anywhere in the documents.
    const strip = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(strip) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== "es").map(([key, item]) => [key, strip(item)])) : value;
    for (const block of ["packages", "announcement"] as const) {
      const row = await t.db.selectFrom("site_content_versions").select(["id", "document"]).where("block", "=", block).where("status", "=", "published").orderBy("id", "desc").executeTakeFirstOrThrow();
      await t.db.updateTable("site_content_versions").set({ document: JSON.stringify(strip(JSON.parse(row.document))) }).where("id", "=", row.id).execute();
    }

    const read = await publishedDocument(t.db, "packages");
    expect(toolkit(read).price).toBe(777);
    expect(toolkit(read).es).toEqual(toolkit(read).en);
    expect(read.addOns.every((addOn) => addOn.es.name === addOn.en.name)).toBe(true);
    const bar = await publishedDocument(t.db, "announcement");
    expect(bar.es).toEqual({ text: "Closed for the holidays", linkText: "" });
  });
});

describe("a packages version published before the packages had sessions (issue 43)", () => {
  it("reads, and restores, with the sessions' first version and her prices as she published them", async () => {
    const old = await publish(t.db, "packages", packages((doc) => (toolkit(doc).price = 690)), { ...owner, now: 1_000 });
    // Stored as it was then: no sessions on the packages, no strategy session.
    const row = await t.db.selectFrom("site_content_versions").select(["id", "document"]).where("id", "=", old.id!).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.document) as { packages: Record<string, unknown>[]; strategySession?: unknown };
    for (const pkg of stored.packages) delete pkg.sessions;
    delete stored.strategySession;
    await t.db.updateTable("site_content_versions").set({ document: JSON.stringify(stored) }).where("id", "=", row.id).execute();

    const read = await publishedDocument(t.db, "packages");
    expect(toolkit(read).price).toBe(690);
    expect(toolkit(read).sessions.map((item) => [item.id, item.minutes, item.en.name, item.es.name])).toEqual([
      ["live-demonstration", 90, "Live demonstration", "Demostración en vivo"],
      ["follow-up-check-in", 30, "Follow-up check-in", "Sesión de seguimiento"],
    ]);
    expect(read.strategySession.minutes).toBe(90);

    // A later version with a 75-minute demonstration; the old one restored gives back the first version's.
    const later = await publish(t.db, "packages", packages((doc) => (toolkit(doc).sessions[0]!.minutes = 75)), { ...owner, now: 2_000 });
    expect(later.ok).toBe(true);
    expect(toolkit(await publishedDocument(t.db, "packages")).sessions[0]!.minutes).toBe(75);
    expect(await restore(t.db, "packages", old.id!, { ...owner, now: 3_000 })).toEqual(expect.any(Number));
    const restored = await publishedDocument(t.db, "packages");
    expect([toolkit(restored).price, toolkit(restored).sessions[0]!.minutes]).toEqual([690, 90]);
  });

  it("refuses a session length that is not whole 5 minutes from 15 to 240, at its field", async () => {
    for (const minutes of [10, 62, 245]) {
      const checked = await publish(t.db, "packages", packages((doc) => (toolkit(doc).sessions[1]!.minutes = minutes)), owner);
      expect(checked.ok ? [] : Object.keys(checked.errors), String(minutes)).toEqual(["packages.1.sessions.1.minutes"]);
    }
  });
});
