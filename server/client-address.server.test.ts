import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beginSignIn } from "#server/auth/accounts.server";
import { MAX_LIVE_SIGN_IN_CHALLENGES_PER_ADDRESS, passkeySignInOptions, relyingParty } from "#server/auth/passkeys.server";
import { createAuthTestDb, insertUser } from "#tests/auth-db";
import { startBookingService, tenOn, weekdayMornings } from "#tests/booking";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { createTestDatabase } from "#tests/database";
import { createTestApp } from "#tests/forms";
import { retentionSettings, runRetention } from "#server/privacy/retention.server";
import { createSiteApp, postForm } from "#tests/site-app";
import { createPageViewCounter } from "#server/traffic/page-views.server";
import { clientKey, networkKey, signInAddressKey } from "./client-address.server";

// Issue 40: one home connection counts once. The per-client limits (form attempts, bookings a day,
// live passkey challenges, the page-view beacon) count an IPv6 client by its /56; the sign-in
// pauses by its /64; the audit log keeps the whole address (decision 6). SQLite, and PostgreSQL
// with TEST_DB=postgres.

/** The `n`th address of the /56 2001:db8:56:__00::/56, each in its own /64 (bits 57-64) and with its own interface id. */
const inOne56 = (n: number) => `2001:db8:56:${(n % 256).toString(16).padStart(2, "0")}:${((n * 7919) % 65536).toString(16)}:0:${n.toString(16)}:1`;
/** An address in the next /56 (2001:db8:56:100::/56): another home. */
const neighbour = "2001:db8:56:100::1";

describe("the client key", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:198.51.100.1", "198.51.100.1"],
    ["2001:db8:85a3:0:0:8a2e:370:7334", "2001:db8:85a3:0::/56"],
    ["2001:db8:85a3::1", "2001:db8:85a3:0::/56"],
    ["2001:DB8:85A3:00FF:ffff::2", "2001:db8:85a3:0::/56"],
    ["2001:db8:85a3:1234::2", "2001:db8:85a3:1200::/56"],
    ["2001:db8:85a3:1234::2%eth0", "2001:db8:85a3:1200::/56"],
    // An IPv4 client reaching an IPv6-only server through NAT64 is its IPv4 address, not one /56 for all.
    ["64:ff9b::198.51.100.7", "198.51.100.7"],
    ["64:ff9b::c633:6407", "198.51.100.7"],
    ["::1", "0:0:0:0::/56"],
    ["local", "local"],
    ["", ""],
  ])("%s counts as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("puts every address of one /56 under one key, whatever its /64, and the next /56 under another", () => {
    const keys = new Set(Array.from({ length: 512 }, (_, i) => clientKey(inOne56(i))));
    expect([...keys]).toEqual(["2001:db8:56:0::/56"]);
    expect(clientKey(neighbour)).toBe("2001:db8:56:100::/56");
    // A key is a key: given again, it stays the same.
    expect(clientKey(clientKey(inOne56(3)))).toBe(clientKey(inOne56(3)));
  });

  it("counts a sign-in pause per /64, in the form its keys have always had (pauses already running carry on)", () => {
    expect(signInAddressKey("2001:DB8:85A3:0001:ffff::2")).toBe("2001:db8:85a3:1::/64");
    expect(signInAddressKey("2001:db8:85a3::1")).toBe("2001:db8:85a3:0::/64");
    expect(signInAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(signInAddressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(signInAddressKey(inOne56(1))).not.toBe(signInAddressKey(inOne56(2)));
    expect(signInAddressKey("2001:db8:56:1:aaaa::1")).toBe(signInAddressKey("2001:db8:56:1:bbbb::9"));
    expect(networkKey("2001:db8:abcd:ef01::1", 48)).toBe("2001:db8:abcd::/48");
  });
});

describe("the form attempt limit counts one /56 once", () => {
  it("refuses a fourth attempt in a minute from a fourth /64 of the same /56, and not the next /56", async () => {
    const t = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const from = (ip: string) => t.post("/api/submit-contact", { broken: true }, { "X-Forwarded-For": `203.0.113.9, ${ip}` });
      for (let i = 0; i < 3; i++) expect((await from(inOne56(i))).status).toBe(400);
      const refused = await from(inOne56(3));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("300");
      expect((await from(neighbour)).status).toBe(400);
      // IPv4 is counted per address, as before.
      for (let i = 0; i < 3; i++) expect((await from("198.51.100.1")).status).toBe(400);
      expect((await from("198.51.100.2")).status).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe("the bookings a day count one /56 once", () => {
  it("refuses the fourth booking of the day from a fourth /64 of the same /56, and books for the next /56", async () => {
    const t = await startBookingService(await createTestDatabase(), {
      availability: weekdayMornings({ minNoticeHours: 2, horizonDays: 30, maxPerDay: 8, maxPerMonth: 40 }),
      start: Date.parse("2026-11-30T15:00:00Z"),
    });
    for (const [i, email] of ["a@example.org", "b@example.org", "c@example.org"].entries()) {
      expect((await t.book(tenOn(2, i * 30), { email, client: inOne56(i * 50) })).ok).toBe(true);
    }
    expect(await t.book(tenOn(3), { email: "d@example.org", client: inOne56(255) })).toMatchObject({ ok: false, status: 429, title: "Too many bookings today" });
    expect((await t.book(tenOn(3), { email: "d@example.org", client: neighbour })).ok).toBe(true);
    expect(await t.db.selectFrom("bookings").select("id").execute()).toHaveLength(4);
    // Nothing stored names the client.
    expect(JSON.stringify(await t.db.selectFrom("booking_client_counts").selectAll().execute())).not.toContain("2001:db8");
  });
});

describe("live passkey sign-in challenges count one /56 once", () => {
  let t: Awaited<ReturnType<typeof createAuthTestDb>>;
  beforeAll(async () => {
    t = await createAuthTestDb();
  });
  afterAll(async () => {
    await t.close();
  });
  const rp = relyingParty(loadServerConfig({}));
  const now = Date.UTC(2026, 10, 26, 15, 0, 0);

  it("of 1,000 asked from one /56 (a new /64 and address each time) hands out its share only; another client still gets one", async () => {
    let handed = 0;
    for (let i = 0; i < 1000; i++) if ((await passkeySignInOptions(t.db, rp, { now: now + i, address: inOne56(i) })).ok) handed++;
    expect(handed).toBe(MAX_LIVE_SIGN_IN_CHALLENGES_PER_ADDRESS);
    expect((await passkeySignInOptions(t.db, rp, { now: now + 1000, address: neighbour })).ok).toBe(true);
    expect((await passkeySignInOptions(t.db, rp, { now: now + 1001, address: "198.51.100.9" })).ok).toBe(true);
    expect(await passkeySignInOptions(t.db, rp, { now: now + 1002, address: "2001:db8:56:ab:1:2:3:4" })).toEqual({ ok: false, reason: "busy" });
  });
});

describe("sign-in pauses count a /64", () => {
  let t: Awaited<ReturnType<typeof createAuthTestDb>>;
  beforeAll(async () => {
    t = await createAuthTestDb();
    await insertUser(t.db, "owner@example.com");
  });
  afterAll(async () => {
    await t.close();
  });

  it("pauses a /64 after 5 wrong passwords from 5 of its addresses, not the other /64s of its /56; the audit log keeps each whole address", async () => {
    const now = Date.UTC(2026, 10, 26, 15, 0, 0);
    const wrong = (address: string, at = now) => beginSignIn(t.db, { email: "owner@example.com", password: "not the password" }, { now: at, address, addressMaxFailures: 5 });
    const addresses = [1, 2, 3, 4, 5].map((n) => `2001:db8:64:7:${n}:${n}:${n}:${n}`);
    for (const address of addresses) expect(await wrong(address)).toEqual({ ok: false, reason: "invalid" });
    expect(await wrong("2001:db8:64:7:ffff::1")).toMatchObject({ ok: false, reason: "locked" });
    // The next /64 of the same /56 is someone else's (a phone on the same carrier, another home of a /60 ISP).
    expect(await wrong("2001:db8:64:8::1")).toEqual({ ok: false, reason: "invalid" });
    const failed = await t.db.selectFrom("audit_log").select(["action", "address"]).where("action", "=", "sign-in.failed").orderBy("id").execute();
    expect(failed.map((row) => row.address)).toEqual([...addresses, "2001:db8:64:8::1"]);
  });
});

describe("the audit log's addresses after 30 days", () => {
  it("shortens a whole IPv6 address, and a /64 the log kept before, to its /48; a recent one stays whole", async () => {
    const t = await createTestDatabase();
    try {
      const now = Date.UTC(2026, 10, 26, 15, 0, 0);
      const day = 24 * 60 * 60 * 1000;
      const entry = async (daysAgo: number, address: string) =>
        (
          await t.db
            .insertInto("audit_log")
            .values({ at: new Date(now - daysAgo * day).toISOString(), actor_user_id: null, actor_email: "owner@kindred.test", action: "sign-in.failed", detail: "x", address })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const ids = [
        await entry(31, "2001:db8:abcd:12:a:b:c:d"),
        await entry(31, "2001:db8:abcd:12::/64"),
        await entry(31, "0:0:0:0::/64"),
        await entry(31, "2001:db8:abcd::/48"),
        await entry(31, "198.51.100.0/24"),
        await entry(29, "2001:db8:abcd:12:a:b:c:d"),
      ];
      await runRetention(t.db, retentionSettings(loadServerConfig({})), now, () => {});
      const rows = await t.db.selectFrom("audit_log").select(["id", "address"]).orderBy("id").execute();
      expect(rows.map((row) => [ids.indexOf(row.id), row.address])).toEqual([
        [0, "2001:db8:abcd::/48"],
        [1, "2001:db8:abcd::/48"],
        [2, "0:0:0::/48"],
        [3, "2001:db8:abcd::/48"],
        [4, "198.51.100.0/24"],
        [5, "2001:db8:abcd:12:a:b:c:d"],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe("the page-view beacon counts one /56 once", () => {
  it("caps a /56's beacons in a minute across its /64s, and not the next /56's", async () => {
    const database = await createTestDatabase();
    const clock = { now: Date.UTC(2026, 10, 21, 16, 0, 0) };
    const config = { ...loadServerConfig({ TRUST_PROXY: "true" }), LOG_REQUESTS: false };
    // Written only when asked (flushMs 0), and closed before the database.
    const pageViews = createPageViewCounter({ db: database.db, timeZone: config.BUSINESS_TIME_ZONE, siteUrl: config.business.siteUrl, now: () => clock.now, flushMs: 0 });
    const app = createApp({ db: database.db, config, formTokenSecret: "test", now: () => clock.now, pageViews });
    try {
      const beacon = (ip: string) =>
        app.request("/api/view", {
          method: "POST",
          headers: {
            "Content-Type": "text/plain;charset=UTF-8",
            "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
            "Sec-Fetch-Site": "same-origin",
            "X-Forwarded-For": ip,
          },
          body: "/mission",
        });
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await beacon(inOne56(i))).status);
      expect(statuses.filter((s) => s === 204)).toHaveLength(60);
      expect(statuses.at(-1)).toBe(429);
      expect((await beacon(neighbour)).status).toBe(204);
      await pageViews.flush();
      expect(await database.db.selectFrom("page_views").select(["path", "views"]).execute()).toEqual([{ path: "/mission", views: 61 }]);
    } finally {
      await pageViews.close();
      await database.close();
    }
  });
});

describe("through the real app, behind the proxy", () => {
  let t: Awaited<ReturnType<typeof createAuthTestDb>>;
  let app: Awaited<ReturnType<typeof createSiteApp>>;
  const clock = { now: Date.UTC(2026, 10, 26, 15, 0, 0) };
  beforeAll(async () => {
    t = await createAuthTestDb();
    await insertUser(t.db, "owner@example.com");
    app = await createSiteApp(t.db, () => clock.now, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("the audit log keeps the address the proxy saw, whole (IPv4 written as IPv6 as IPv4)", async () => {
    for (const seen of ["2001:db8:1:2:a:b:c:d", "::ffff:203.0.113.50"]) {
      const res = await postForm(app, "/admin/sign-in", { intent: "password", email: "owner@example.com", password: "not the password" }, { "X-Forwarded-For": `192.0.2.1, ${seen}` });
      expect(res.status).toBe(400);
    }
    const rows = await t.db.selectFrom("audit_log").select(["action", "address"]).where("action", "=", "sign-in.failed").orderBy("id").execute();
    expect(rows.map((row) => row.address)).toEqual(["2001:db8:1:2:a:b:c:d", "203.0.113.50"]);
  });

  it("POST /admin/passkeys/options: a /56 gets its share of challenges, whatever /64 it asks from; the next /56 still gets one", async () => {
    const ask = (ip: string) =>
      app.request("/admin/passkeys/options", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost", "X-Forwarded-For": ip },
        body: '{"purpose":"sign-in"}',
      });
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_LIVE_SIGN_IN_CHALLENGES_PER_ADDRESS; i++) statuses.push((await ask(inOne56(i * 11))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_LIVE_SIGN_IN_CHALLENGES_PER_ADDRESS);
    expect(statuses.at(-1)).toBe(429);
    expect((await ask(neighbour)).status).toBe(200);
  });
});
