import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleApiServer, killServer, startApiServer } from "#tests/child-server";

/**
 * Load on the real server process over loopback HTTP (node:http with a keep-alive agent):
 * 3,000 valid submissions across the four forms, in batches of 300 concurrent requests, plus
 * concurrent retries of some of them with the same idempotency key. Every answer is 201 (no
 * 5xx), and every 201 has exactly one row with the id it was answered with.
 * The API-only entry is bundled with Vite into a temp folder (no `npm run build` needed).
 */

const TOTAL = 3_000;
const BATCH = 300;
/** One in this many submissions is also sent a second time, concurrently, with the same key. */
const RETRY_EVERY = 10;

const work = mkdtempSync(join(tmpdir(), "kindred-load-"));
/**
 * The database goes on tmpfs when there is one: with synchronous = FULL every commit waits for
 * an fsync, so on a busy disk the run would measure the disk rather than the server's handling
 * of concurrent requests. (The crash test keeps its database on disk.)
 */
const dbDir = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/kindred-load-") : work;
const dbPath = join(dbDir, "site.db");
let child: ChildProcess | undefined;
let base = "";

beforeAll(async () => {
  const started = await startApiServer(await bundleApiServer(work), work, dbPath);
  child = started.proc;
  base = started.base;
}, 60_000);

afterAll(async () => {
  await killServer(child);
  rmSync(work, { recursive: true, force: true });
  rmSync(dbDir, { recursive: true, force: true });
  agent.destroy();
});

type Form = { form: string; path: string; table: string; needsToken: boolean; body: (i: number) => Record<string, unknown> };

const forms: Form[] = [
  {
    form: "discovery-call",
    path: "/api/submit-discovery-call",
    table: "discovery_call_requests",
    needsToken: true,
    body: (i) => ({
      parent_name: "Load Parent",
      parent_email: `parent${i}@example.org`,
      parent_phone: "(555) 234-5678",
      child_age: "4-5years",
      challenges: `Request ${i}: my child loves picture books.`,
      preferred_time: "flexible",
      hear_about_us: "friend",
    }),
  },
  {
    form: "contact",
    path: "/api/submit-contact",
    table: "contact_messages",
    needsToken: true,
    body: (i) => ({
      name: "Load Tester",
      email: `contact${i}@example.org`,
      phone: "555-234-5678",
      child_age: String((i % 12) + 1),
      message: `Block Inquiry: general\nMessage: Question number ${i}.`,
    }),
  },
  {
    form: "partnership",
    path: "/api/submit-partnership",
    table: "partnership_inquiries",
    needsToken: true,
    body: (i) => ({
      contact_name: "Load Partner",
      email: `partner${i}@example.org`,
      organization_name: `School ${i}`,
      students_count: "120",
      message: `Partnership inquiry number ${i}.`,
    }),
  },
  {
    form: "feedback",
    path: "/api/submit-feedback",
    table: "feedback_submissions",
    needsToken: false,
    body: (i) => ({
      full_name: "Load Reviewer",
      email_address: `feedback${i}@example.org`,
      overall_satisfaction: (i % 5) + 1,
      reading_behavior_improvements: ["Increased reading frequency"],
      permission_contact_marketing: i % 2 === 0,
    }),
  },
];

type Sent = { form: Form; key: string; body: Record<string, unknown> };
type Answer = { sent: Sent; status: number; id?: number; text: string };

/** Keep-alive connections, as many as a batch sends at once (node:http costs less CPU per request than fetch). */
const agent = new Agent({ keepAlive: true, maxSockets: BATCH + BATCH / RETRY_EVERY });

/**
 * One request; sent once more when a kept-alive connection was closed under it (ECONNRESET: the
 * server ended an idle connection as the client reused it, which a busy machine makes likelier).
 * That is what a real client does, and safe here: the retry carries the same idempotency key.
 */
async function send(sent: Sent): Promise<Answer> {
  try {
    return await sendOnce(sent);
  } catch (error) {
    if ((error as { code?: string }).code !== "ECONNRESET") throw error;
    return sendOnce(sent);
  }
}

function sendOnce(sent: Sent): Promise<Answer> {
  const payload = JSON.stringify(sent.body);
  return new Promise((done, fail) => {
    const req = request(
      `${base}${sent.form.path}`,
      { method: "POST", agent, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          const status = res.statusCode ?? 0;
          done({ sent, status, id: status === 201 ? (JSON.parse(text) as { id: number }).id : undefined, text });
        });
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end(payload);
  });
}

describe("the real server under concurrent load", () => {
  it(`answers ${TOTAL} concurrent valid submissions with 201 and stores each exactly once`, async () => {
    const runId = Date.now().toString(36);
    // Form tokens are not single-use: one per form, aged past the 2-second minimum on the server's real clock.
    const tokens = Object.fromEntries(
      await Promise.all(
        forms.map(async (f) => [f.form, ((await (await fetch(`${base}/api/form-token?form=${f.form}`)).json()) as { token: string }).token]),
      ),
    );
    await new Promise((r) => setTimeout(r, 3_100));

    const all: Sent[] = Array.from({ length: TOTAL }, (_, i) => {
      const form = forms[i % forms.length]!;
      const key = `load-${runId}-${String(i).padStart(6, "0")}`;
      return { form, key, body: { ...form.body(i), idempotency_key: key, ...(form.needsToken ? { form_token: tokens[form.form] } : {}) } };
    });

    const answers: Answer[] = [];
    const retries: Answer[] = [];
    const started = performance.now();
    for (let start = 0; start < TOTAL; start += BATCH) {
      const batch = all.slice(start, start + BATCH);
      const duplicates = batch.filter((_, i) => i % RETRY_EVERY === 0);
      const [first, second] = await Promise.all([Promise.all(batch.map(send)), Promise.all(duplicates.map(send))]);
      answers.push(...first);
      retries.push(...second);
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`load: ${answers.length + retries.length} requests in ${seconds.toFixed(1)} s (${Math.round((answers.length + retries.length) / seconds)}/s)`);

    const notCreated = [...answers, ...retries].filter((a) => a.status !== 201);
    expect(notCreated.map((a) => `${a.sent.form.path} ${a.sent.key}: ${a.status} ${a.text.slice(0, 200)}`)).toEqual([]);

    // A retry gets the first submission's id.
    const idByKey = new Map(answers.map((a) => [a.sent.key, a.id]));
    for (const r of retries) expect(r.id, r.sent.key).toBe(idByKey.get(r.sent.key));

    const db = new SQLite(dbPath, { readonly: true });
    try {
      for (const form of forms) {
        const mine = answers.filter((a) => a.sent.form === form);
        const rows = db.prepare(`select id, idempotency_key from ${form.table}`).all() as { id: number; idempotency_key: string }[];
        // Exactly one row per 201, under the id it was answered with.
        expect(rows.length, form.table).toBe(mine.length);
        const rowByKey = new Map(rows.map((r) => [r.idempotency_key, r.id]));
        expect(rowByKey.size, form.table).toBe(rows.length);
        for (const a of mine) expect(rowByKey.get(a.sent.key), a.sent.key).toBe(a.id);
        expect(new Set(mine.map((a) => a.id)).size, form.table).toBe(mine.length);
      }
      expect(db.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
    } finally {
      db.close();
    }
  }, 45_000);
});
