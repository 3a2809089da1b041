import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/database";
import { createSiteApp } from "#tests/site-app";
import { bookingById, saveAvailability } from "./bookings.server";
import { cancelBooking, rescheduleBooking, type ChangeDeps } from "./changes.server";
import { bookCall as bookCallAt, DECEMBER_1, tenOn, weekdayMornings } from "#tests/booking";

/**
 * The parent's manage page's POST (`/booking/<token>`) through the real app and the site's pages
 * (tests/site-app.ts), on SQLite and PostgreSQL (TEST_DB=postgres): only the
 * page's own form, with the sequence it was drawn with, changes the call; a missing or stale
 * sequence is a 409, and any body that is not a form a 4xx, never a 500.
 */

// Tuesday, December 1, 2026, 9:00 in New York (the default business zone).
const NOW = DECEMBER_1;
const rules = weekdayMornings({ minNoticeHours: 2, horizonDays: 40 });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof createSiteApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createSiteApp(database.db, () => NOW);
  await saveAvailability(database.db, rules, NOW);
});
afterAll(async () => {
  await database.close();
});

let n = 0;
const bookCall = (start: number) => bookCallAt(database.db, start, NOW, { parent_email: `ana${++n}@example.org` });

const post = (path: string, body: BodyInit | null, contentType?: string) =>
  app.request(path, {
    method: "POST",
    headers: { Origin: "http://localhost", ...(contentType ? { "Content-Type": contentType } : {}) },
    body,
    redirect: "manual",
  });
const form = "application/x-www-form-urlencoded";

describe("the manage page's POST", () => {
  it("answers 409 for a missing, empty, malformed or stale sequence, and changes nothing", async () => {
    const { booking, token } = await bookCall(tenOn(3));
    for (const fields of [{ intent: "cancel" } as Record<string, string>, { intent: "cancel", sequence: "" }, { intent: "cancel", sequence: "0x0" }, { intent: "cancel", sequence: "-0" }, { intent: "cancel", sequence: "1" }]) {
      const res = await post(`/booking/${token}`, new URLSearchParams(fields).toString(), form);
      expect(res.status, JSON.stringify(fields)).toBe(409);
    }
    // The same through the path a browser with JavaScript posts to, and in Spanish.
    expect((await post(`/booking/${token}.data`, "intent=cancel", form)).status).not.toBe(303);
    expect((await post(`/es/booking/${token}`, "intent=cancel", form)).status).toBe(409);
    expect((await bookingById(database.db, booking.id))?.status).toBe("booked");

    const done = await post(`/booking/${token}`, "intent=cancel&sequence=0", form);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/booking/${token}?cancelled`);
    expect((await bookingById(database.db, booking.id))?.status).toBe("cancelled");
  }, 20_000);

  it("answers any body that is not a form with a 4xx, never a 500, and changes nothing", async () => {
    const { booking, token } = await bookCall(tenOn(4));
    const path = `/booking/${token}`;
    const cases: [string, BodyInit | null, string | undefined][] = [
      ["JSON", JSON.stringify({ intent: "cancel", sequence: 0 }), "application/json"],
      ["empty, no type", null, undefined],
      ["empty form", "", form],
      ["text", "intent=cancel&sequence=0", "text/plain"],
      ["garbage as a form", "\u0000\u00ff%%%&&==;;", form],
      ["multipart without a boundary", "intent=cancel", "multipart/form-data"],
      ["multipart without fields", "--xyz--\r\n", "multipart/form-data; boundary=xyz"],
      ["broken multipart", "--xyz\r\nContent-Disposition: form-data\r\n\r\nno end", "multipart/form-data; boundary=xyz"],
      ["a file as the sequence", "--xyz\r\nContent-Disposition: form-data; name=\"sequence\"; filename=\"s.txt\"\r\nContent-Type: text/plain\r\n\r\n0\r\n--xyz\r\nContent-Disposition: form-data; name=\"intent\"\r\n\r\ncancel\r\n--xyz--\r\n", "multipart/form-data; boundary=xyz"],
    ];
    for (const [name, body, type] of cases) {
      const res = await post(path, body, type);
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
    }
    expect((await bookingById(database.db, booking.id))?.status).toBe("booked");
  }, 20_000);

  it("moves the call only with the page's sequence and a time", async () => {
    const { booking, token } = await bookCall(tenOn(7));
    expect((await post(`/booking/${token}`, "intent=reschedule&sequence=0", form)).status).toBe(400);
    expect((await post(`/booking/${token}`, `intent=reschedule&slot=${tenOn(8)}`, form)).status).toBe(409);
    const moved = await post(`/booking/${token}`, `intent=reschedule&sequence=0&slot=${tenOn(8)}`, form);
    expect(moved.status).toBe(303);
    expect((await bookingById(database.db, booking.id))?.start_at).toBe(tenOn(8));
    // The page drawn before the move is stale now.
    expect((await post(`/booking/${token}`, "intent=cancel&sequence=0", form)).status).toBe(409);
  }, 20_000);
});

describe("a change with a sequence no page could have drawn", () => {
  it("is refused as a stale page ('changed'), by the server code as well as by the page's action", async () => {
    await saveAvailability(database.db, rules, NOW);
    const { booking } = await bookCall(tenOn(9));
    const deps: ChangeDeps = { db: database.db, context: () => ({ timeZone: "America/New_York", now: NOW }) };
    for (const sequence of [Number.NaN, -1, 0.5, Number.POSITIVE_INFINITY]) {
      expect(await cancelBooking(deps, { id: booking.id, sequence }, "parent")).toEqual({ ok: false, reason: "changed" });
      expect(await rescheduleBooking(deps, { id: booking.id, sequence, start_at: booking.start_at }, tenOn(10), "parent")).toEqual({ ok: false, reason: "changed" });
    }
    expect((await bookingById(database.db, booking.id))?.status).toBe("booked");
  });
});
