import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleApiServer, killServer, startApiServer } from "#tests/child-server";

/**
 * Crash safety of the real server process, independent of `npm run build`: the API-only entry
 * (tests/api-only-server.ts) is bundled with Vite into a temp folder and run with
 * plain node. A burst of valid contact submissions is cut short by SIGKILL; after a restart on
 * the same SQLite file every answered 201 is stored once, the file passes integrity_check, and
 * re-sent unanswered submissions are stored at most once.
 */

const work = mkdtempSync(join(tmpdir(), "kindred-crash-"));
const dbPath = join(work, "site.db");
let bundle = "";
let child: ChildProcess | undefined;

beforeAll(async () => {
  bundle = await bundleApiServer(work);
}, 60_000);

afterAll(async () => {
  await killServer(child);
  rmSync(work, { recursive: true, force: true });
});

async function startServer() {
  const started = await startApiServer(bundle, work, dbPath);
  child = started.proc;
  return started;
}

const stop = killServer;

type Outcome = { key: string; body: Record<string, string>; status?: number; id?: number; error?: string };

function contactBody(i: number, key: string, token: string) {
  return {
    name: `Crash Tester ${String.fromCharCode(65 + (i % 26))}`,
    email: `crash${i}@example.org`,
    phone: "555-234-5678",
    child_age: String((i % 12) + 1),
    message: `Block Inquiry: general\nMessage: Submission number ${i} before the power cut.`,
    hear_about_us: "",
    website: "",
    form_token: token,
    idempotency_key: key,
  };
}

async function post(base: string, body: Record<string, string>, signal?: AbortSignal) {
  const res = await fetch(`${base}/api/submit-contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  return { status: res.status, json: (await res.json()) as { id?: number } };
}

describe("the server killed with SIGKILL mid-burst", () => {
  it("keeps every answered submission exactly once, an intact database, and idempotent retries", async () => {
    const TOTAL = 240;
    const IN_FLIGHT = 16;
    const KILL_AFTER = 80;

    let server = await startServer();
    const runId = Date.now().toString(36);
    const tokens = await Promise.all(
      Array.from({ length: TOTAL }, async () => {
        const res = await fetch(`${server.base}/api/form-token?form=contact`);
        return ((await res.json()) as { token: string }).token;
      }),
    );
    // Tokens must be at least 2 seconds old; the server's clock is real.
    await new Promise((r) => setTimeout(r, 3_100));

    const outcomes: Outcome[] = tokens.map((token, i) => {
      const key = `crash-${runId}-${String(i).padStart(5, "0")}`;
      return { key, body: contactBody(i, key, token) };
    });

    // A steady stream of submissions, IN_FLIGHT at a time; SIGKILL once KILL_AFTER have been answered.
    const abort = new AbortController();
    let answered = 0;
    let next = 0;
    let killed: Promise<void> | undefined;
    const proc = server.proc;
    const worker = async () => {
      while (next < TOTAL) {
        const outcome = outcomes[next++]!;
        if (killed) break;
        try {
          const { status, json } = await post(server.base, outcome.body, abort.signal);
          outcome.status = status;
          outcome.id = json.id;
          if (++answered === KILL_AFTER) killed = stop(proc);
        } catch (error) {
          outcome.error = error instanceof Error ? error.message : String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killed;
    expect(proc.signalCode).toBe("SIGKILL");

    const ok = outcomes.filter((o) => o.status === 201);
    const noAnswer = outcomes.filter((o) => o.status === undefined);
    const otherStatus = outcomes.filter((o) => o.status !== undefined && o.status !== 201);
    expect(otherStatus.map((o) => `${o.key}: ${o.status}`)).toEqual([]);
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(noAnswer.length).toBeGreaterThan(0);
    console.info(`crash: ${ok.length} answered 201 before SIGKILL, ${noAnswer.filter((o) => o.error).length} cut off in flight, ${noAnswer.filter((o) => !o.error).length} not sent`);

    // Restart on the same file: the WAL is recovered and the server answers again.
    server = await startServer();
    const db = new SQLite(dbPath, { readonly: true });
    try {
      expect(db.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
      const rowsByKey = (key: string) =>
        db.prepare("select id, name, email, child_age, message from contact_messages where idempotency_key = ?").all(key) as {
          id: number;
          email: string;
        }[];

      // Every 201 is in the database, under the id it was answered with, once.
      for (const o of ok) {
        const rows = rowsByKey(o.key);
        expect(rows, o.key).toHaveLength(1);
        expect(rows[0]!.id, o.key).toBe(o.id);
        expect(rows[0]!.email).toBe(o.body.email);
      }
      // No key is stored twice, and nothing but this run's submissions is stored.
      const dup = db.prepare("select idempotency_key, count(*) as n from contact_messages group by idempotency_key having n > 1").all();
      expect(dup).toEqual([]);
      const total = (db.prepare("select count(*) as n from contact_messages").get() as { n: number }).n;
      expect(total).toBeGreaterThanOrEqual(ok.length);
      expect(total).toBeLessThanOrEqual(ok.length + noAnswer.length);

      // Re-sending the unanswered ones with the same keys stores each at most once.
      const retried = await Promise.all(noAnswer.map((o) => post(server.base, o.body)));
      expect(retried.map((r) => r.status)).toEqual(noAnswer.map(() => 201));
      noAnswer.forEach((o, i) => {
        const rows = rowsByKey(o.key);
        expect(rows, o.key).toHaveLength(1);
        expect(rows[0]!.id, o.key).toBe(retried[i]!.json.id);
      });
      // And re-sending the answered ones returns their first id and stores nothing new.
      const again = await Promise.all(ok.slice(0, 50).map((o) => post(server.base, o.body)));
      again.forEach((r, i) => expect(r).toEqual({ status: 201, json: { id: ok[i]!.id } }));
      expect((db.prepare("select count(*) as n from contact_messages").get() as { n: number }).n).toBe(TOTAL);
      expect(db.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
    } finally {
      db.close();
      await stop(server.proc);
    }
  }, 45_000);
});
