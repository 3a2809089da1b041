import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { startTestSmtp, type TestSmtp } from "#tests/smtp";
import { builtServerEntry, killServer, startServer } from "#tests/child-server";

/**
 * Two instances of the BUILT server (`npm run build`) on one database, as behind a load balancer:
 * on PostgreSQL (TEST_DB=postgres) and on one SQLite file (two processes, WAL). Requests are spread
 * over both. The forms' attempt limit holds across them, an idempotent retry sent to the other
 * instance stores nothing new, two outbox workers send each email exactly once, and killing one
 * instance with SIGKILL in the middle of a burst loses no submission it answered 201.
 */

let entry: string;
const OWNER = "owner@kindred.test";

let t: TestDatabase;
let smtp: TestSmtp;
const children: ChildProcess[] = [];
type Instance = { proc: ChildProcess; base: string };
let a: Instance;
let b: Instance;

async function startInstance(): Promise<Instance> {
  const instance = await startServer(entry, {
    DATABASE_URL: t.url,
    // Behind the load balancer: the client's address comes in X-Forwarded-For.
    TRUST_PROXY: "true",
    RATE_LIMIT_MAX_ATTEMPTS: "3",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Kindred Pages <hello@kindred.test>",
    OWNER_NOTIFY_EMAIL: OWNER,
    CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY: "1000",
    CONFIRMATION_LIMIT_PER_HOUR: "100000",
    OUTBOX_CLAIM_SECONDS: "5",
  });
  children.push(instance.proc);
  return instance;
}

const kill = killServer;

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let clientCounter = 0;
/** A client address of its own (the attempt limit counts per address). */
const newClient = () => `198.51.100.${++clientCounter}`;

async function token(instance: Instance): Promise<string> {
  return ((await (await fetch(`${instance.base}/api/form-token?form=contact`)).json()) as { token: string }).token;
}

function contact(i: number, formToken: string, key: string) {
  return {
    name: "Instance Tester",
    email: `instances${i}@example.org`,
    phone: "555-234-5678",
    child_age: "7",
    message: `Block Inquiry: general\nMessage: Submission number ${i}, sent to one of two servers.`,
    hear_about_us: "",
    website: "",
    form_token: formToken,
    idempotency_key: key,
  };
}

async function submit(instance: Instance, body: unknown, client: string): Promise<{ status: number; id?: number }> {
  const res = await fetch(`${instance.base}/api/submit-contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify(body),
  });
  return { status: res.status, id: ((await res.json()) as { id?: number }).id };
}

const storedIds = async () => new Set((await t.db.selectFrom("contact_messages").select("id").execute()).map((r) => Number(r.id)));
const outboxLeft = async () => Number((await t.db.selectFrom("outbox").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "<>", "sent").executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  entry = builtServerEntry();
  t = await createTestDatabase();
  smtp = await startTestSmtp();
  // Both start at once on the new database: the migrations must run once, safely.
  [a, b] = await Promise.all([startInstance(), startInstance()]);
}, 60_000);

afterAll(async () => {
  for (const child of children) await kill(child);
  await smtp?.close();
  await t?.close();
});

describe(`two server instances on one database (${process.env.TEST_DB === "postgres" ? "PostgreSQL" : "SQLite"})`, () => {
  it("refuses the fourth attempt from one address, whichever instance gets it", async () => {
    const client = newClient();
    const statuses = [];
    for (const instance of [a, b, a]) statuses.push((await submit(instance, {}, client)).status);
    expect(statuses).toEqual([400, 400, 400]);
    expect((await submit(b, {}, client)).status).toBe(429);
    expect((await submit(a, {}, client)).status).toBe(429);
    // Another address is not refused.
    expect((await submit(b, {}, newClient())).status).toBe(400);
  });

  it("stores a retry sent to the other instance once", async () => {
    const formToken = await token(a);
    await new Promise((resolve) => setTimeout(resolve, 3_100)); // a form token must be 2 seconds old
    const body = contact(1000, formToken, `instances-retry-${Date.now()}`);
    const first = await submit(a, body, newClient());
    const again = await submit(b, body, newClient());
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const rows = await t.db.selectFrom("contact_messages").select("id").where("idempotency_key", "=", body.idempotency_key).execute();
    expect(rows).toHaveLength(1);
  });

  it("sends each email exactly once with two workers, and loses no answered submission when one instance is killed", async () => {
    const TOTAL = 40;
    const tokens = await Promise.all(Array.from({ length: TOTAL }, (_, i) => token(i % 2 ? b : a)));
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const runId = Date.now().toString(36);
    const before = smtp.received.length;
    let answeredByA = 0;
    const burst = Promise.all(
      tokens.map(async (formToken, i) => {
        try {
          const answer = await submit(i % 2 ? b : a, contact(i, formToken, `instances-${runId}-${i}`), newClient());
          if (i % 2 === 0 && answer.status === 201) answeredByA++;
          return { i, ...answer };
        } catch {
          return { i, status: 0 };
        }
      }),
    );
    // Instance A dies in the middle of the burst, once it has answered a few.
    await until(() => answeredByA >= 2, 20_000, "instance A's first answers");
    const answeredByAAtKill = answeredByA;
    await kill(a.proc);
    const answers = await burst;
    const answered = answers.filter((r) => r.status === 201);
    expect(answers.filter((r) => r.i % 2 === 1).every((r) => r.status === 201)).toBe(true);

    // Every submission either instance answered 201 is stored.
    const ids = await storedIds();
    for (const { id } of answered) expect(ids.has(id!)).toBe(true);

    // A second worker takes over what A had claimed; wait until everything is sent.
    a = await startInstance();
    await until(async () => (await outboxLeft()) === 0, 60_000, "the outbox to drain");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = smtp.received.slice(before);
    for (const { i } of answered) {
      expect(smtp.to(`instances${i}@example.org`).length, `confirmation ${i}`).toBeGreaterThanOrEqual(1);
    }
    const perMessageId = new Map<string, number>();
    for (const mail of mails) perMessageId.set(mail.parsed.messageId ?? "", (perMessageId.get(mail.parsed.messageId ?? "") ?? 0) + 1);
    // Two emails for each submission stored in the burst: the answered ones, and any that A stored
    // and was killed before it could answer.
    const stored = await t.db.selectFrom("contact_messages").select("id").where("idempotency_key", "like", `instances-${runId}-%`).execute();
    expect(stored.length).toBeGreaterThanOrEqual(answered.length);
    expect(perMessageId.size).toBe(2 * stored.length);
    // Killed mid-send, A may have handed an email to the mail server unacknowledged: that one may
    // arrive twice (same Message-ID). No email is ever sent by both workers otherwise.
    expect(Math.max(...perMessageId.values())).toBeLessThanOrEqual(2);
    const duplicates = mails.length - perMessageId.size;
    console.log(`two instances: ${answered.length}/${TOTAL} answered 201 (${answeredByAAtKill} by A before it was killed mid-burst), ${stored.length} stored; ${mails.length} deliveries for ${perMessageId.size} emails (${duplicates} repeated after the kill)`);
  }, 120_000);

  it("with both instances running, two workers send every email exactly once", async () => {
    const TOTAL = 16;
    const tokens = await Promise.all(Array.from({ length: TOTAL }, (_, i) => token(i % 2 ? b : a)));
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const runId = Date.now().toString(36);
    const before = smtp.received.length;
    const answers = await Promise.all(tokens.map((formToken, i) => submit(i % 2 ? b : a, contact(2000 + i, formToken, `instances-both-${runId}-${i}`), newClient())));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    await until(async () => (await outboxLeft()) === 0, 60_000, "the outbox to drain");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = smtp.received.slice(before);
    const ids = mails.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(2 * TOTAL);
    expect(mails).toHaveLength(2 * TOTAL);
  }, 60_000);
});
