import type { ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "#tests/auth-db";
import { createSession, sessionCookieName } from "#server/auth/sessions.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { builtServerEntry, killServer, startServer } from "#tests/child-server";
import { fixtureText, startCalendarServer, type CalendarServer } from "#tests/calendar-server";

/**
 * The BUILT server (`npm run build` first) reading the owner's calendars in its worker thread, on
 * SQLite and PostgreSQL (TEST_DB=postgres): the schedule, in the server's bundle (build/node/main.js),
 * reads a calendar due at its start, and the Calendars page's "Add", in React Router's bundle
 * (build/server/), reads the one she adds; both start build/node/ical-busy.worker.js. The server
 * may reach the local HTTPS calendar server (tests only) and trusts its certificate.
 */

const cert = fileURLToPath(new URL("../net/fixtures/test-tls-cert.pem", import.meta.url));

let t: TestDatabase;
let calendars: CalendarServer;
let server: { proc: ChildProcess; base: string; output: () => string } | undefined;

beforeAll(async () => {
  t = await createTestDatabase();
  calendars = await startCalendarServer();
});

afterAll(async () => {
  await killServer(server?.proc);
  await calendars?.close();
  await t?.close();
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}:\n${server?.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const busyOf = async (feedId: number) => Number((await t.db.selectFrom("calendar_busy").select((eb) => eb.fn.countAll<number>().as("n")).where("feed_id", "=", feedId).executeTakeFirstOrThrow()).n);

describe("the built server reads the owner's calendars in its worker thread", () => {
  it("by its schedule, and when she adds one on the Calendars page", { timeout: 90_000 }, async () => {
    builtServerEntry();
    calendars.routes.set("/ical/work.ics", { body: fixtureText("google") });
    // A weekly hour from the day after tomorrow: its next weeks are busy.
    const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
    const first = Date.now() + 2 * 86_400_000;
    calendars.routes.set("/ical/family.ics", {
      body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:f\r\nDTSTART:${stamp(first)}\r\nDTEND:${stamp(first + 3_600_000)}\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    });
    // A calendar due as the server starts: its schedule reads it at once.
    const { id: work } = await t.db.insertInto("calendar_feeds").values({ url: `${calendars.origin}/ical/work.ics`, label: "Work", created_at: Date.now() }).returning("id").executeTakeFirstOrThrow();
    const owner = await insertUser(t.db, "owner@example.com", "owner");
    const cookie = `${sessionCookieName(false)}=${await createSession(t.db, owner.id, Date.now())}`;

    server = await startServer(builtServerEntry(), { DATABASE_URL: t.url, NODE_ENV: "test", OUTBOUND_ALLOW_LOOPBACK: "1", NODE_EXTRA_CA_CERTS: cert });
    await until(async () => (await t.db.selectFrom("calendar_feeds").select("read_at").where("id", "=", work).executeTakeFirstOrThrow()).read_at !== null, "the schedule's read");
    expect(await t.db.selectFrom("calendar_feeds").select("error").where("id", "=", work).executeTakeFirstOrThrow()).toEqual({ error: null });
    expect(await busyOf(work)).toBeGreaterThan(0);

    const added = await fetch(`${server.base}/admin/calendars`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, Cookie: cookie },
      body: new URLSearchParams({ intent: "add", url: `${calendars.origin}/ical/family.ics`, label: "Family" }).toString(),
      redirect: "manual",
    });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/admin/calendars?done=added");
    const family = await t.db.selectFrom("calendar_feeds").select(["id", "error", "read_at"]).where("label", "=", "Family").executeTakeFirstOrThrow();
    expect(family.error).toBeNull();
    expect(family.read_at).not.toBeNull();
    expect(await busyOf(Number(family.id))).toBe(4);
    expect(server.output()).not.toContain("reading thread");
  });
});
