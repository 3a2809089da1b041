import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerEntry, killServer, startServer, type ChildServer } from "#tests/child-server";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "#tests/stripe/server";

/**
 * Issue 43: the BUILT server (`npm run build`, build/node/main.js) killed with SIGKILL after
 * Stripe's `checkout.session.completed` arrived and before its transaction committed. The test
 * holds SQLite's write lock from a second connection (BEGIN IMMEDIATE), so the server's webhook,
 * once it has the event and has asked Stripe for the session, waits in its transaction for the
 * lock (busy_timeout 5 s, server/db/database.server.ts; better-sqlite3 waits synchronously, so the
 * server answers nothing meanwhile), and is killed there. After a restart on the same file, Stripe
 * sends the event again: the order is paid once, one `stripe_events` row, one email to the parent
 * and one to the owner; one more send changes nothing.
 */

const work = mkdtempSync(join(tmpdir(), "kindred-webhook-kill-"));
const dbPath = join(work, "site.db");
const OWNER = "owner@kindred.test";
let stand: StripeStandIn;
const servers: ChildServer[] = [];

beforeAll(async () => {
  // Stripe's retries, shortened: each one, while the server is down, is a refused connection.
  stand = await startStripeStandIn({ retryDelaysMs: [20, 40] });
});

afterAll(async () => {
  for (const server of servers) await killServer(server.proc);
  await stand?.close();
  rmSync(work, { recursive: true, force: true });
});

async function start(): Promise<ChildServer> {
  const server = await startServer(builtServerEntry(), {
    DATABASE_URL: dbPath,
    NODE_ENV: "test",
    FORM_TOKEN_MIN_AGE_MS: "0",
    OWNER_NOTIFY_EMAIL: OWNER,
    STRIPE_SECRET_KEY: stand.secretKey,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: stand.url,
  });
  servers.push(server);
  return server;
}

type Stored = { orders: { status: string; paid_at: number | null }[]; events: { id: string; type: string }[]; emails: { purpose: string; recipients: string }[] };

/** What the database holds (read on a connection of its own). */
function stored(): Stored {
  const db = new SQLite(dbPath, { fileMustExist: true, readonly: true });
  try {
    return {
      orders: db.prepare("select status, paid_at from orders").all() as Stored["orders"],
      events: db.prepare("select id, type from stripe_events").all() as Stored["events"],
      emails: db.prepare("select purpose, recipients from outbox where purpose in ('order-parent', 'order-owner') order by purpose").all() as Stored["emails"],
    };
  } finally {
    db.close();
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether the server answers a plain GET within `ms` (a server stuck in SQLite's busy wait answers nothing). */
async function answers(server: ChildServer, ms: number): Promise<boolean> {
  try {
    const response = await fetch(`${server.base}/favicon.svg`, { signal: AbortSignal.timeout(ms) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

describe("the webhook's server killed before its commit", () => {
  it("stores nothing; after a restart Stripe's next delivery pays the order once, with one email to the parent and one to the owner", { timeout: 60_000 }, async () => {
    const first = await start();
    const webhook = stand.addWebhookEndpoint({ url: `${first.base}/api/stripe/webhook` });

    // An open order at Checkout, through the checkout page as a browser without JavaScript posts it.
    const page = await (await fetch(`${first.base}/checkout/read-together-toolkit`)).text();
    const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
    expect(token).toBeTruthy();
    const checkout = await fetch(`${first.base}/checkout/read-together-toolkit`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: first.base },
      body: new URLSearchParams({ parent_name: "Maya Parent", parent_email: "maya@example.com", children: "2", strategy_session: "on", website: "", form_token: token! }),
      redirect: "manual",
    });
    expect(checkout.status).toBe(303);
    const sessionId = /\/c\/pay\/(cs_[\w]+)$/.exec(checkout.headers.get("location") ?? "")?.[1];
    expect(sessionId).toBeTruthy();
    expect(stored().orders).toEqual([{ status: "open", paid_at: null }]);
    expect(await answers(first, 2_000)).toBe(true);

    // The test takes SQLite's write lock; the family pays; Stripe sends the event.
    const lock = new SQLite(dbPath, { fileMustExist: true });
    lock.pragma("busy_timeout = 5000");
    lock.exec("BEGIN IMMEDIATE");
    let locked = true;
    try {
      expect((await stand.pay(sessionId!)).status).toBe(303);
      await until(() => stand.events.some((e) => e.type === "checkout.session.completed"), 5_000, "the event");
      const event = stand.events.find((e) => e.type === "checkout.session.completed")!;
      // The server verified the event and asked Stripe for the session: next comes its transaction.
      await until(() => stand.requests.includes(`GET /v1/checkout/sessions/${sessionId}`), 5_000, "the webhook's retrieve of the session");
      // …where it waits for the lock, synchronously: a request it would answer in milliseconds gets
      // no answer in 500 ms. Each probe starts after the last ended, all within the busy timeout.
      const started = Date.now();
      await until(
        async () => {
          // A server that did not wait for the lock (no busy timeout) answers 500 at once: nothing to kill in flight.
          const answered = stand.deliveries.find((d) => d.event === event.id && d.status !== null);
          if (answered) throw new Error(`the webhook answered ${answered.status} instead of waiting for the write lock (SQLite's busy timeout)`);
          return !(await answers(first, 500));
        },
        3_000,
        "the server to block on the write lock",
      );
      const delivery = stand.deliveries.filter((d) => d.event === event.id);
      expect(delivery).toEqual([expect.objectContaining({ attempt: 1, status: null, error: null })]);
      expect(Date.now() - started).toBeLessThan(4_000);
      await killServer(first.proc);
      expect(first.proc.signalCode).toBe("SIGKILL");

      lock.exec("ROLLBACK");
      locked = false;
      // Stripe's attempt ended without an answer (the connection dropped), and its retries found the server gone.
      await stand.settled();
      const attempts = stand.deliveries.filter((d) => d.event === event.id);
      expect(attempts.map((d) => d.status)).toEqual([null, null, null]);
      expect(attempts.every((d) => d.error !== null)).toBe(true);
      // Nothing stored: the order open, the event not recorded, no email.
      expect(stored()).toEqual({ orders: [{ status: "open", paid_at: null }], events: [], emails: [] });

      // The server back on the same file (at another port here: Stripe sends to the new address), and Stripe's next delivery.
      const second = await start();
      stand.removeWebhookEndpoint(webhook.id);
      stand.addWebhookEndpoint({ url: `${second.base}/api/stripe/webhook` });
      await stand.resend(event.id);
      expect(stand.deliveries.at(-1)).toMatchObject({ event: event.id, status: 200 });
      const paid = stored();
      expect(paid.orders).toEqual([{ status: "paid", paid_at: expect.any(Number) }]);
      expect(paid.events).toEqual([{ id: event.id, type: "checkout.session.completed" }]);
      expect(paid.emails).toEqual([
        { purpose: "order-owner", recipients: OWNER },
        { purpose: "order-parent", recipients: "maya@example.com" },
      ]);

      // Once more: answered 200, nothing changes.
      await stand.resend(event.id);
      expect(stand.deliveries.at(-1)).toMatchObject({ event: event.id, status: 200 });
      expect(stored()).toEqual(paid);
    } finally {
      if (locked) lock.exec("ROLLBACK");
      lock.close();
    }
  });
});
