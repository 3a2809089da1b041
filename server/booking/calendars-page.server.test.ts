import { describe, expect, it } from "vitest";
import { createAuthTestDb } from "#tests/auth-db";
import { pageText, signedInAdminAppForFile, type AuthTestDb, type SignedInAdminApp } from "#tests/site-app";
import { setBookingOpen } from "./bookings.server";

/**
 * "Your calendars" (/admin/calendars) through the real app (Hono, the middleware and the React
 * Router build compiled from the sources, tests/site-app.ts), on SQLite and PostgreSQL (TEST_DB=postgres):
 * the owner's only; an address that is not allowed is refused with why and never echoed; one that
 * cannot be read is kept, shown by its host only, with why in plain words, and in the audit log by
 * its host only; the dashboard says when a calendar pauses booking. (Reading a calendar is tested
 * against a local HTTPS server in calendar-feeds.server.test.ts.)
 */

const NOW = Date.parse("2026-12-01T14:00:00Z");

let t: AuthTestDb;
let admin: SignedInAdminApp;
signedInAdminAppForFile(() => createAuthTestDb(), NOW, (db, app) => ((t = db), (admin = app)));

const feeds = () => t.db.selectFrom("calendar_feeds").selectAll().orderBy("id").execute();

describe("the Your calendars page", () => {
  it("is the owner's: an assistant is sent back and refused", async () => {
    const page = await admin.get("/admin/calendars", admin.assistant);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin?notice=owner-only");
    expect((await admin.post("/admin/calendars", { intent: "add", url: "https://calendar.example.com/a.ics", label: "" }, admin.assistant)).status).toBe(403);
    expect(await feeds()).toEqual([]);
  });

  it("refuses an address that is not https or leads to a private network, saying why, without echoing it", async () => {
    for (const [url, why] of [
      ["http://calendar.example.com/private-abc/basic.ics", "Only secure calendar addresses (starting with https:// or webcal://) can be read."],
      ["https://169.254.169.254/latest/meta-data", "The address leads to a private network, which is not allowed."],
      ["", "Paste a calendar address."],
    ] as const) {
      const res = await admin.post("/admin/calendars", { intent: "add", url, label: "Work" }, admin.owner);
      expect(res.status, url).toBe(400);
      const html = await res.text();
      expect(html, url).toContain(why);
      if (url) expect(html, url).not.toContain(url.slice(8));
    }
    expect(await feeds()).toEqual([]);
  });

  it("keeps a calendar it cannot read yet, shows it by its host with why, and removes it", async () => {
    const added = await admin.post("/admin/calendars", { intent: "add", url: "webcal://calendar.invalid/ical/secret-abc123/basic.ics", label: "Work <b>\u0007" }, admin.owner);
    expect(added.status).toBe(302);
    const [feed] = await feeds();
    expect(added.headers.get("location")).toBe(`/admin/calendars?failed=added&calendar=${feed!.id}`);
    expect(feed).toMatchObject({ url: "https://calendar.invalid/ical/secret-abc123/basic.ics", label: "Work <b>", error: "unknown-host", read_at: null });
    expect(await admin.lastAudit()).toEqual({ action: "calendars.add", detail: "calendar.invalid/…" });

    const page = await admin.get(added.headers.get("location")!, admin.owner);
    const html = await page.text();
    expect(html).not.toContain("secret-abc123");
    expect(html).toContain("Work &lt;b&gt;");
    // Shown as failed with why (an alert, not the "saved" box, which stays empty), and so in the list.
    expect(html).toMatch(/<div role="status"><\/div>/);
    expect(html).toMatch(/<div role="alert"[^>]*data-testid="calendar-failed"/);
    const words = await pageText(new Response(html));
    expect(words).toContain("This calendar could not be read “Work &lt;b&gt;” is in your list, but it could not be read: No such address: check that it was copied whole.");
    expect(words).toContain("Address: calendar.invalid/…");
    expect(words).toContain("Could not be read: No such address: check that it was copied whole.");
    // Email is not set up in this test's server: the page says no email will tell her of a pause.
    expect(words).toContain("Email is not set up on this site, so no email tells you when a calendar stops working or booking pauses");

    // "Read now" that fails again: failed, with why; a flag for a calendar read since, or gone, says nothing.
    const readAgain = await admin.post("/admin/calendars", { intent: "read", id: String(feed!.id) }, admin.owner);
    expect(readAgain.headers.get("location")).toBe(`/admin/calendars?failed=read&calendar=${feed!.id}`);
    expect(await pageText(await admin.get(readAgain.headers.get("location")!, admin.owner))).toContain("“Work &lt;b&gt;” still could not be read: No such address");
    expect(await pageText(await admin.get(`/admin/calendars?failed=read&calendar=${feed!.id + 1}`, admin.owner))).not.toContain("This calendar could not be read");

    const again = await admin.post("/admin/calendars", { intent: "add", url: "https://calendar.invalid/ical/secret-abc123/basic.ics", label: "" }, admin.owner);
    expect(again.status).toBe(400);
    expect(await pageText(again)).toContain("That calendar is already in the list.");

    const removed = await admin.post("/admin/calendars", { intent: "remove", id: String(feed!.id) }, admin.owner);
    expect(removed.headers.get("location")).toBe("/admin/calendars?done=removed");
    expect(await feeds()).toEqual([]);
    expect((await admin.lastAudit()).action).toBe("calendars.remove");
  });

  it("says in plain words when a calendar takes too long or too much memory to read", async () => {
    await t.db
      .insertInto("calendar_feeds")
      .values([
        { url: "https://calendar.example.com/slow.ics", label: "Slow", created_at: NOW - 60_000, checked_at: NOW - 60_000, error: "too-slow" },
        { url: "https://calendar.example.com/big.ics", label: "Big", created_at: NOW - 60_000, checked_at: NOW - 60_000, error: "too-much-memory" },
      ])
      .execute();
    const words = await pageText(await admin.get("/admin/calendars", admin.owner));
    expect(words).toContain("Could not be read: This calendar takes too long to read: a repeating event in it may have a rule that never comes round");
    expect(words).toContain("Could not be read: This calendar needs too much memory to read");
    await t.db.deleteFrom("calendar_feeds").execute();
  });

  it("the dashboard and the Calendars page say a calendar unread for over an hour pauses booking, and why", async () => {
    await t.db.insertInto("calendar_feeds").values({ url: "https://calendar.invalid/x.ics", label: "Family", created_at: NOW - 2 * 3_600_000, error: "http:404" }).execute();
    // Booking off: nothing is paused, and the checklist names the calendar and why.
    const off = await pageText(await admin.get("/admin", admin.owner));
    expect(off).not.toContain("Booking is paused");
    expect(off).toContain("Your calendar : To do “Family” could not be read: The address answered 404 Not Found.");
    await setBookingOpen(t.db, true, NOW);
    const words = await pageText(await admin.get("/admin", admin.owner));
    expect(words).toContain("Booking is paused: “Family” could not be read for over an hour (The address answered 404 Not Found).");
    // The test app does not send email: the pause email waits in the outbox, and the dashboard says so.
    expect(words).toContain("Email is not set up, so this could not be emailed to you.");
    const calendars = await pageText(await admin.get("/admin/calendars", admin.owner));
    expect(calendars).toContain("Booking is paused Parents see no free times until “Family” can be read again, or you remove it below.");
    expect(calendars).toContain("Email is not set up on this site, so no email tells you when a calendar stops working or booking pauses");
    await setBookingOpen(t.db, false, NOW);
    // Booking off: the Calendars page does not say it is paused either.
    expect(await pageText(await admin.get("/admin/calendars", admin.owner))).not.toContain("Booking is paused");
    await t.db.deleteFrom("calendar_feeds").execute();
  });
});
