// Server throughput, measured: builds the site into build-bench/ (unless --no-build), starts the
// production server on loopback (attempt limit effectively off) and runs wrk (scripts/wrk.mjs, one
// thread; why not autocannon is said there) against every
// public page (each path in common/site-routes.ts, in English and in Spanish) and the
// contact form endpoint, plus a bare node:http server answering the /services HTML
// from memory as a ceiling, all in the same run; once on a temp SQLite file and once on a
// throwaway PostgreSQL server (tests/throwaway-postgres.ts, as the tests start one).
//
//   npm run bench:load
//   npm run bench:load -- --no-build --duration 3 --rounds 3 --connections 20
//   npm run bench:load -- --no-build --routes /,/terms-of-service --databases postgres
//   npm run bench:load -- --no-build --as-browser   (asks for compression as browsers do)
//
// Plain ESM JavaScript: runs without a compile step. Prints requests/s and p99 latency per
// target and the ratio to the bare server, and counts failed answers (4xx-5xx, socket errors,
// timeouts) and the pages under the guard rail (25% of the bare server): exit 1 if any.
import { spawn } from "node:child_process";
import { get } from "node:http";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { languages, pathInLanguage } from "../common/languages.ts";
import { BUILD_DIR, ROOT, buildSite, formatDuration, freePort, parseArgs, startSite, table } from "./bench.mjs";
import { ensureWrk, luaString, runWrk } from "./wrk.mjs";

/** Every public page answers at least this share of the bare server's requests per second, in the same run. */
const GUARD_RAIL = 0.25;

const BROWSER_AGENT = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/**
 * Every public path, read from common/site-routes.ts: the English pages, then their twins in each
 * other language (the same slugs under /es, as pathInLanguage makes them); rendered by the server (and kept by its
 * page cache) unless the build wrote it as a file (none today: decision 16).
 */
function readPages() {
  const source = readFileSync(join(ROOT, "common/site-routes.ts"), "utf8");
  const paths = [...source.matchAll(/\{\s*path:\s*"([^"]+)"\s*\}/g)].map((m) => m[1]);
  if (paths.length === 0) throw new Error("no `{ path: \"...\" }` entries found in common/site-routes.ts");
  return languages.flatMap((language) => paths.map((path) => pathInLanguage(path, language))).map((path) => ({
    path,
    dynamic: !existsSync(join(ROOT, BUILD_DIR, "client", path, "index.html")),
  }));
}

/** A GET whose body is kept as sent (fetch would decompress it): status, Content-Encoding and bytes. */
function rawGet(url, headers) {
  return new Promise((resolvePromise, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolvePromise({ status: res.statusCode, encoding: res.headers["content-encoding"] ?? "", body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * A node:http server in its own process (so it does not share an event loop with this script):
 * `/same<path>` answers the bytes the site sent for that page, with the same Content-Encoding
 * (the same size, so a page's ratio to it shows what our server costs beyond writing those
 * bytes), and `/` those of /services.
 */
async function startBareServer(pagesDir) {
  const port = await freePort();
  const code = `
    import { createServer } from "node:http";
    import { readFileSync, readdirSync } from "node:fs";
    import { join } from "node:path";
    const pages = new Map();
    for (const name of readdirSync(${JSON.stringify(pagesDir)})) {
      if (name.endsWith(".enc")) continue;
      const path = "/same" + decodeURIComponent(name);
      pages.set(path, { body: readFileSync(join(${JSON.stringify(pagesDir)}, name)), encoding: readFileSync(join(${JSON.stringify(pagesDir)}, name + ".enc"), "utf8") });
    }
    pages.set("/", pages.get("/same/services"));
    createServer((req, res) => {
      const page = pages.get(req.url);
      if (!page) return void res.writeHead(404).end();
      const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Length": page.body.length };
      if (page.encoding) headers["Content-Encoding"] = page.encoding;
      res.writeHead(200, headers);
      res.end(page.body);
    }).listen(${port}, "127.0.0.1", () => console.log("ready"));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolvePromise, reject) => {
    child.stdout.once("data", resolvePromise);
    child.once("exit", (c) => reject(new Error(`bare server exited with ${c}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once("exit", r), child.kill("SIGTERM")))),
  };
}

async function main() {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2), { "no-build": "boolean", duration: "string", rounds: "string", connections: "string", routes: "string", databases: "string", "as-browser": "boolean" });
  const databases = (args.databases ?? "sqlite,postgres").split(",");
  if (databases.some((d) => d !== "sqlite" && d !== "postgres")) throw new Error("--databases: sqlite, postgres or both (sqlite,postgres)");
  const duration = args.duration ? Number(args.duration) : 2;
  const rounds = args.rounds ? Number(args.rounds) : 2;
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error("--rounds must be a whole number, 1 or more");
  const connections = args.connections ? Number(args.connections) : 10;
  if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) throw new Error("--duration and --connections must be positive numbers");

  const wrk = ensureWrk();
  const buildMs = args["no-build"] ? 0 : await buildSite();
  readFileSync(join(ROOT, BUILD_DIR, "node/main.js")); // fail early when the build is missing

  let failed = 0;
  for (const database of databases) failed += await measureOn(database, { wrk, args, duration, rounds, connections });
  console.log(`runtime: ${formatDuration(Date.now() - started)}${buildMs ? ` (build ${formatDuration(buildMs)})` : ""}`);
  return failed === 0 ? 0 : 1;
}

/** A throwaway PostgreSQL server with an empty database for the site; stop() removes it all. */
async function startPostgres() {
  const child = spawn(join(ROOT, "node_modules/.bin/vite-node"), [join(ROOT, "tests/throwaway-postgres.ts")], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  const adminUrl = await new Promise((resolvePromise, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const found = /POSTGRES_URL (\S+)/.exec(out);
      if (found) resolvePromise(found[1]);
    });
    child.once("exit", (code) => reject(new Error(`the PostgreSQL server did not start (${code}): ${out}`)));
  });
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("create database bench");
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = "/bench";
  return {
    url: url.toString(),
    stop: () => new Promise((resolvePromise) => (child.exitCode !== null ? resolvePromise() : (child.once("exit", resolvePromise), child.kill("SIGTERM")))),
  };
}

async function measureOn(database, { wrk, args, duration, rounds, connections }) {
  const label = database === "postgres" ? "PostgreSQL" : "SQLite";
  // A phone's browser, as a visitor's: its page views are counted (bots' and agentless requests
  // are not); with --as-browser it also asks for compression, as every browser does.
  const requestHeaders = { "User-Agent": BROWSER_AGENT, ...(args["as-browser"] ? { "Accept-Encoding": "gzip, deflate, br" } : {}) };
  console.log(`\n==== on ${label} ====`);
  const postgres = database === "postgres" ? await startPostgres() : null;
  const site = await startSite({ RATE_LIMIT_MAX_ATTEMPTS: "100000000", ...(postgres ? { DATABASE_URL: postgres.url } : {}) }).catch(async (error) => {
    await postgres?.stop();
    throw error;
  });
  // Each page as the site sends it (to wrk's requests: uncompressed, or as a browser asks with
  // --as-browser), for the bare server; /services too, its yardstick.
  const only = args.routes ? new Set(args.routes.split(",")) : null;
  const pages = readPages().filter((page) => !only || only.has(page.path));
  const pagesDir = mkdtempSync(join(tmpdir(), "kindred-bench-pages-"));
  let bare;
  try {
    for (const path of new Set(["/services", ...pages.map((page) => page.path)])) {
      const res = await rawGet(`${site.origin}${path}`, requestHeaders);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      writeFileSync(join(pagesDir, encodeURIComponent(path)), res.body);
      writeFileSync(join(pagesDir, `${encodeURIComponent(path)}.enc`), res.encoding);
    }
    bare = await startBareServer(pagesDir);
  } catch (error) {
    await site.stop();
    await postgres?.stop();
    rmSync(pagesDir, { recursive: true, force: true });
    throw error;
  }
  const stopAll = async () => {
    await Promise.all([site.stop(), bare.stop()]);
    await postgres?.stop();
    rmSync(pagesDir, { recursive: true, force: true });
  };
  const onSignal = async () => {
    await stopAll();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    // The contact endpoint: one form token, old enough to pass the 2-second check, reused for
    // every request (it stays valid 30 minutes); a unique idempotency key per request (a run's
    // own prefix and wrk's counter) so every request is a real insert, not an idempotent replay.
    const tokenRes = await fetch(`${site.origin}/api/form-token?form=contact`);
    if (!tokenRes.ok) throw new Error(`/api/form-token answered ${tokenRes.status}`);
    const { token } = await tokenRes.json();
    await new Promise((r) => setTimeout(r, 3100)); // stamped with the end of its second: 2 s after that
    const KEY = "@KEY@";
    const contactBody = (key) =>
      JSON.stringify({
        name: "Bench Visitor",
        email: "bench@example.org",
        phone: "555-234-5678",
        child_age: "7",
        message: "Block Inquiry: general\nMessage: Load test message, please ignore.",
        hear_about_us: "",
        website: "",
        form_token: token,
        idempotency_key: key,
      });
    const jsonHeaders = { "content-type": "application/json" };
    const probe = await fetch(`${site.origin}/api/submit-contact`, { method: "POST", headers: jsonHeaders, body: contactBody(`bench_probe_${randomBytes(6).toString("base64url")}`) });
    if (probe.status !== 201) throw new Error(`a valid contact submission answered ${probe.status}: ${await probe.text()}`);
    // A new Lua script per wrk run (the warm-up is one), each with its own key prefix.
    const contactLua = () => {
      const [before, after] = contactBody(`bench_${randomBytes(6).toString("base64url")}_${KEY}`).split(KEY);
      return `
local counter = 0
-- The -H headers (the browser's User-Agent) and the body's type.
local headers = wrk.headers
headers["Content-Type"] = "application/json"
request = function()
  counter = counter + 1
  return wrk.format("POST", "/api/submit-contact", headers, ${luaString(before)} .. string.format("%010d", counter) .. ${luaString(after)})
end
`;
    };

    const targets = [
      { name: "bare node:http, /services HTML from memory", url: `${bare.origin}/` },
      ...pages.map((page) => ({
        name: `GET ${page.path} (${page.dynamic ? "server-rendered" : "prerendered"})`,
        url: `${site.origin}${page.path}`,
        page: true,
        same: { name: `bare node:http, the same ${page.path} bytes`, url: `${bare.origin}/same${page.path}` },
      })),
      {
        name: `POST /api/submit-contact (${label} insert)`,
        url: `${site.origin}/api/submit-contact`,
        lua: contactLua,
      },
    ];
    for (const target of targets.filter((t) => t.page)) {
      const res = await fetch(target.url);
      if (res.status !== 200) throw new Error(`${target.url} answered ${res.status}`);
    }

    console.log(
      `\n== ${label}: wrk, 1 thread, ${connections} connections, ${duration} s per target and round, ${rounds} round${rounds === 1 ? "" : "s"} per page (each keeps its best), ${args["as-browser"] ? "Accept-Encoding as a browser's" : "no compression asked"}, ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")} ==`,
    );
    const results = [];
    const browser = requestHeaders;
    const warmUp = (target) => runWrk({ wrk, url: target.url, connections, duration: 1, headers: browser, lua: target.lua?.() });
    const measure = async (target) => {
      process.stdout.write(`${target.name} `);
      const result = await runWrk({ wrk, url: target.url, connections, duration, headers: browser, lua: target.lua?.() });
      const bad = result.statusErrors + result.socketErrors + result.timeouts;
      console.log(` ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms.toFixed(1)} ms${bad ? `, ${bad} errors` : ""}`);
      return { result, bad };
    };
    /** The better of two results (the one with more requests a second). */
    const better = (a, b) => (!a || b.requestsPerSecond > a.requestsPerSecond ? b : a);
    // A short warm-up first for each target, so JIT compilation and first-render caches are not measured.
    await warmUp(targets[0]);
    results.push({ ...targets[0], ...(await measure(targets[0])) });
    for (const target of targets.slice(1)) {
      await warmUp(target);
      if (!target.same) {
        results.push({ ...target, ...(await measure(target)) });
        continue;
      }
      await warmUp(target.same);
      // The page, then the bare server with the same bytes and with /services, right after it (the
      // same moment of a shared machine), in `rounds` rounds; each keeps its best round. A busy
      // spell elsewhere on the machine only ever slows a measurement down, whichever it hits.
      const measured = { ...target, result: null, sameResult: null, bareResult: null, bad: 0 };
      for (let round = 0; round < rounds; round++) {
        const page = await measure(target);
        measured.result = better(measured.result, page.result);
        measured.bad += page.bad;
        const same = await measure(target.same);
        measured.sameResult = better(measured.sameResult, same.result);
        measured.bad += same.bad;
        const bare = await measure(targets[0]);
        measured.bareResult = better(measured.bareResult, bare.result);
        measured.bad += bare.bad;
      }
      results.push(measured);
    }

    const percent = (value) => `${(value * 100).toFixed(1)}%`;
    const rows = results.map(({ name, result, sameResult, bareResult = results[0].result }) => [
      name,
      Math.round(result.requestsPerSecond),
      result.meanMs.toFixed(2),
      result.p99Ms.toFixed(1),
      result.requests,
      `${result.statusErrors}/${result.socketErrors}/${result.timeouts}`,
      Math.round(bareResult.requestsPerSecond),
      percent(result.requestsPerSecond / bareResult.requestsPerSecond),
      sameResult ? Math.round(sameResult.requestsPerSecond) : "",
      sameResult ? percent(result.requestsPerSecond / sameResult.requestsPerSecond) : "",
      Math.round(result.bytesPerAnswer / 1024) || "",
    ]);
    console.log(
      `\n${table(["target", "req/s", "avg ms", "p99 ms", "requests", "4xx-5xx/socket err/timeout", "bare", "vs bare", "bare, same bytes", "vs same", "KiB/answer"], rows, (i) => i > 0)}`,
    );
    console.log(
      "bare: the bare server answering /services, measured right after the page in each round (the first row: at the start); vs bare: the page's share of it (the guard rail: 25% or more).\n" +
        "bare, same bytes: the bare server answering this page's own bytes, measured right after the page in each round; vs same: the page's share of it.\n" +
        `Pages and both references: the best of ${rounds} round${rounds === 1 ? "" : "s"} each.`,
    );
    const pageRows = results.filter((r) => r.page);
    const ratios = pageRows.map((r) => r.result.requestsPerSecond / r.bareResult.requestsPerSecond);
    const below = pageRows.filter((_, i) => ratios[i] < GUARD_RAIL).map((r) => r.name.replace(/^GET /, "").replace(/ \(.*$/, ""));
    console.log(`pages at ${GUARD_RAIL * 100}% of the bare server or more: ${pageRows.length - below.length} of ${pageRows.length}${below.length ? `; below: ${below.join(", ")}` : ""}`);

    const contact = results.at(-1);
    const totalBad = results.reduce((sum, r) => sum + r.bad, 0);
    console.log(`\ncontact submissions sent, each with its own idempotency key: ${contact.result.requests} (and the warm-up's); failed answers in total: ${totalBad}`);
    console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    return totalBad === 0 && below.length === 0 ? 0 : 1;
  } finally {
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  },
);
