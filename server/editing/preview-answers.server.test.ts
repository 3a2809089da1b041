import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#server/auth/sessions.server";
import { insertUser } from "#tests/auth-db";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { createSiteApp } from "#tests/site-app";
import { defaultDocument, saveDraft, type ContentActor } from "./site-content.server";

// Issue 40: every answer to a preview (`?preview`: the owner's drafts on a public page) is
// `private, no-store`, the page and React Router's `.data` requests alike, and someone not signed
// in still sees no draft. Through the real app and the site's pages compiled from the sources
// (tests/site-app.ts), on SQLite and, with TEST_DB=postgres, on PostgreSQL.

const DRAFT_FOUNDER = "Elena Borrador";
const DRAFT_PRICE = 777;
const DRAFT_LENGTH = "About ninety minutes, on a weeknight.";

let t: TestDatabase;
let app: Awaited<ReturnType<typeof createSiteApp>>;
let session: string;
const now = Date.UTC(2026, 10, 27, 18);

beforeAll(async () => {
  t = await createTestDatabase();
  const owner = await insertUser(t.db, "elena@example.com", "owner");
  const actor: ContentActor = { user: { id: owner.id, email: owner.email, name: "elena", role: "owner" }, address: null, now };
  expect((await saveDraft(t.db, "business", { ...defaultDocument("business"), founderName: DRAFT_FOUNDER }, actor)).ok).toBe(true);
  const packages = structuredClone(defaultDocument("packages"));
  packages.packages.find((pkg) => pkg.id === "read-together-toolkit")!.price = DRAFT_PRICE;
  expect((await saveDraft(t.db, "packages", packages, actor)).ok).toBe(true);
  expect((await saveDraft(t.db, "program", { ...defaultDocument("program"), en: { ...defaultDocument("program").en, length: DRAFT_LENGTH } }, actor)).ok).toBe(true);
  session = `session=${await createSession(t.db, owner.id, now)}`;
  app = await createSiteApp(t.db, () => now);
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const price = `$${DRAFT_PRICE}`;
/**
 * The draft price as a number of its own, not digits inside another: a page in development carries
 * React Router's manifest, whose version is random ("0.7548067777096796" once held 777).
 */
const draftPrice = new RegExp(`(?<![\\w.])${DRAFT_PRICE}(?!\\d)`);

describe("a preview's answers", () => {
  it("signed in: the page and its .data show her drafts, each private, no-store", async () => {
    for (const [path, draft] of [
      ["/founder?preview", DRAFT_FOUNDER],
      ["/founder.data?preview", DRAFT_FOUNDER],
      ["/es/founder.data?preview", DRAFT_FOUNDER],
      ["/services?preview", price],
      ["/services.data?preview", draftPrice],
      ["/faq.data?preview", DRAFT_FOUNDER],
    ] as const) {
      const res = await get(path, session);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(await res.text(), path).toMatch(draft);
    }
  });

  it("not signed in: no draft in the page or its .data, and still private, no-store", async () => {
    for (const path of ["/founder?preview", "/founder.data?preview", "/services?preview", "/services.data?preview", "/faq.data?preview"]) {
      const res = await get(path);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      const body = await res.text();
      expect(body, path).not.toContain(DRAFT_FOUNDER);
      expect(body, path).not.toMatch(draftPrice);
    }
    // The page with her blocks sends a stranger to sign in.
    const services = await get("/services?preview");
    expect(services.status).toBe(302);
    expect(services.headers.get("location")).toMatch(/^\/admin\/sign-in/);
  });

  it("without ?preview, the same page and .data are the published ones, with their own caching", async () => {
    for (const path of ["/founder", "/founder.data", "/services"]) {
      const res = await get(path, session);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control") ?? "", path).not.toContain("no-store");
      const body = await res.text();
      expect(body, path).not.toContain(DRAFT_FOUNDER);
      expect(body, path).not.toContain(price);
    }
  });
});

// Issue 44: every previewed page carries the Preview banner, the home page included, with the way
// back to the editor the preview was opened from; the server alone renders it.
describe("the Preview banner", () => {
  /** The banner: the first element of <body>, and its way back. */
  const banner = (html: string) => /<body[^>]*>(<aside aria-label="([^"]+)" data-testid="preview-banner"[^]*?<\/aside>)/.exec(html);

  it("is the first thing in the page, the home page included, in the page's language, and leads back to the editor she came from", async () => {
    for (const [path, label, back, backHref] of [
      ["/?preview=announcement", "Preview", "Back to editing", "/admin/content/announcement"],
      ["/es?preview=announcement", "Vista previa", "Volver a editar", "/admin/content/announcement"],
      ["/services?preview=packages", "Preview", "Back to editing", "/admin/content/packages"],
      ["/es/faq?preview=faq", "Vista previa", "Volver a editar", "/admin/content/faq"],
      ["/connect?preview=business", "Preview", "Back to editing", "/admin/content/business"],
      ["/schools?preview=program", "Preview", "Back to editing", "/admin/content/program"],
      // An old link, or one edited by hand: the list of what she edits.
      ["/mission?preview", "Preview", "Back to editing", "/admin/content"],
      ["/faq?preview=%3Cscript%3E", "Preview", "Back to editing", "/admin/content"],
    ] as const) {
      const res = await get(path, session);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const found = banner(html);
      expect(found?.[2], path).toBe(label);
      expect(found?.[1], path).toContain(`<a href="${backHref}"`);
      expect(found?.[1], path).toContain(`>${back}</a>`);
    }
    // Her drafts are what the page shows: the home page's packages, the school program.
    expect(await (await get("/?preview=packages", session)).text()).toContain(price);
    expect(await (await get("/schools?preview=program", session)).text()).toContain(DRAFT_LENGTH);
  });

  it("is on no page without ?preview, and on none for someone not signed in", async () => {
    for (const path of ["/", "/es/faq", "/schools"]) expect(banner(await (await get(path, session)).text()), path).toBeNull();
    expect(banner(await (await get("/mission?preview")).text())).toBeNull();
    expect(await (await get("/schools")).text()).not.toContain(DRAFT_LENGTH);
    // A stranger with a preview link signs in first, then lands on that editor.
    const home = await get("/?preview=packages");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fcontent%2Fpackages");
  });
});
