import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.server";
import { createSession } from "../auth/sessions.server";
import { createAuthTestDb, insertUser } from "../auth/test-db";
import { loadServerConfig } from "../config.server";

/**
 * "Your calendars" (/admin/calendars) through the real app (Hono, the middleware and the React
 * Router production build; `npm run build` first), on SQLite and PostgreSQL (TEST_DB=postgres):
 * the owner's only; an address that is not allowed is refused with why and never echoed; one that
 * cannot be read is kept, shown by its host only, with why in plain words, and in the audit log by
 * its host only; the dashboard says when a calendar pauses booking. (Reading a calendar is tested
 * against a local HTTPS server in calendar-feeds.server.test.ts.)
 */
const buildPath = join(process.cwd(), process.env.BUILD_DIR ?? "build", "server", "index.js");
const haveBuild = existsSync(buildPath);

const NOW = Date.parse("2026-12-01T14:00:00Z");

let t: Awaited<ReturnType<typeof createAuthTestDb>>;
let app: ReturnType<typeof createApp>;
let ownerCookie: string;
let assistantCookie: string;

beforeAll(async () => {
  t = await createAuthTestDb();
  if (!haveBuild) return;
  const owner = await insertUser(t.db, "owner@example.com");
  const assistant = await insertUser(t.db, "assistant@example.com", "assistant");
  ownerCookie = `session=${await createSession(t.db, owner.id, NOW)}`;
  assistantCookie = `session=${await createSession(t.db, assistant.id, NOW)}`;
  const build = (await import(/* @vite-ignore */ buildPath)) as ServerBuild;
  app = createApp({ db: t.db, config: { ...loadServerConfig({}), LOG_REQUESTS: false }, build, formTokenSecret: "test", now: () => NOW, pageCache: false });
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, cookie: string) => app.request(path, { headers: { Cookie: cookie }, redirect: "manual" });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
const text = async (res: Response) => (await res.text()).replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, " ");
const lastAudit = async () => t.db.selectFrom("audit_log").select(["action", "detail"]).orderBy("id", "desc").executeTakeFirstOrThrow();
const feeds = () => t.db.selectFrom("calendar_feeds").selectAll().orderBy("id").execute();

describe.skipIf(!haveBuild)("the Your calendars page (needs `npm run build`)", () => {
  it("is the owner's: an assistant is sent back and refused", async () => {
    const page = await get("/admin/calendars", assistantCookie);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin?notice=owner-only");
    expect((await post("/admin/calendars", { intent: "add", url: "https://calendar.example.com/a.ics", label: "" }, assistantCookie)).status).toBe(403);
    expect(await feeds()).toEqual([]);
  });

  it("refuses an address that is not https or leads to a private network, saying why, without echoing it", async () => {
    for (const [url, why] of [
      ["http://calendar.example.com/private-abc/basic.ics", "Only secure calendar addresses (starting with https:// or webcal://) can be read."],
      ["https://169.254.169.254/latest/meta-data", "The address leads to a private network, which is not allowed."],
      ["", "Paste a calendar address."],
    ] as const) {
      const res = await post("/admin/calendars", { intent: "add", url, label: "Work" }, ownerCookie);
      expect(res.status, url).toBe(400);
      const html = await res.text();
      expect(html, url).toContain(why);
      if (url) expect(html, url).not.toContain(url.slice(8));
    }
    expect(await feeds()).toEqual([]);
  });

  it("keeps a calendar it cannot read yet, shows it by its host with why, and removes it", async () => {
    const added = await post("/admin/calendars", { intent: "add", url: "webcal://calendar.invalid/ical/secret-abc123/basic.ics", label: "Work <b>\u0007" }, ownerCookie);
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/admin/calendars?done=addedFailing");
    const [feed] = await feeds();
    expect(feed).toMatchObject({ url: "https://calendar.invalid/ical/secret-abc123/basic.ics", label: "Work <b>", error: "unknown-host", read_at: null });
    expect(await lastAudit()).toEqual({ action: "calendars.add", detail: "calendar.invalid/…" });

    const page = await get("/admin/calendars?done=addedFailing", ownerCookie);
    const html = await page.text();
    expect(html).not.toContain("secret-abc123");
    expect(html).toContain("Work &lt;b&gt;");
    const words = await text(new Response(html));
    expect(words).toContain("Calendar added, but it could not be read yet.");
    expect(words).toContain("Address: calendar.invalid/…");
    expect(words).toContain("Could not be read: No such address: check that it was copied whole.");

    const again = await post("/admin/calendars", { intent: "add", url: "https://calendar.invalid/ical/secret-abc123/basic.ics", label: "" }, ownerCookie);
    expect(again.status).toBe(400);
    expect(await text(again)).toContain("That calendar is already in the list.");

    const removed = await post("/admin/calendars", { intent: "remove", id: String(feed!.id) }, ownerCookie);
    expect(removed.headers.get("location")).toBe("/admin/calendars?done=removed");
    expect(await feeds()).toEqual([]);
    expect((await lastAudit()).action).toBe("calendars.remove");
  });

  it("the dashboard says a calendar unread for over an hour pauses booking, and why", async () => {
    await t.db.insertInto("calendar_feeds").values({ url: "https://calendar.invalid/x.ics", label: "Family", created_at: NOW - 2 * 3_600_000, error: "http:404" }).execute();
    const words = await text(await get("/admin", ownerCookie));
    expect(words).toContain("Booking is paused: “Family” could not be read for over an hour (The address answered 404 Not Found).");
    await t.db.deleteFrom("calendar_feeds").execute();
  });
});
