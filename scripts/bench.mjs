// Performance budgets, measured: builds the site into build-bench/, starts the built server
// on loopback (temp SQLite file, local newsletter feed over HTTPS) and runs Lighthouse 12 in Debian's
// Chromium on every public route plus a 404, mobile and desktop, N runs each. Prints the median
// per route, writes bench/results/<timestamp>.json, and exits 1 when a budget is missed.
//
//   npm run bench                          all routes, 3 runs each, both form factors
//   npm run bench -- --routes /,/services  only these paths ("404" or any unknown path = the 404 page)
//   npm run bench -- --runs 1 --no-build   quick look, reusing build-bench/
//   npm run bench -- --form-factor mobile  skip desktop (budgets are mobile-only)
//   npm run bench -- --save-lhr            also keep every full Lighthouse report (big)
//
// Plain ESM JavaScript on purpose: it runs without a compile step. bench-load.mjs reuses the
// build/start helpers exported below.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { languages, pathInLanguage } from "../common/languages.ts";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const BUILD_DIR = "build-bench";
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const NOT_FOUND_PATH = "/bench-this-page-does-not-exist";

/** Mobile budgets (the issue "Measured quality: performance budgets"). */
export const BUDGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100, skipNotFound: true }, // the 404 is noindex on purpose
  lcpMs: { max: 1200 }, // issue 42: every public route's first paint of its largest element under 1.2 s
  cls: { max: 0.01 },
  // Shown and counted (bench:floor counts the routes over it), not enforced here: on these 2-core
  // machines TBT is judged by what our scripts add over the same page without them (bench:floor).
  tbtMs: { max: 100 },
  homeJsKiB: { max: 140 },
  // Every form page, and its twin in each other language (/es/connect): issue 42.
  formJsKiB: { max: 150, paths: ["/connect", "/schools", "/feedback", "/discovery-call"] },
};

/** Whether `path` is one of the form pages, in any language. */
export function isFormPage(path) {
  return BUDGETS.formJsKiB.paths.some((formPath) => languages.some((language) => pathInLanguage(formPath, language) === path));
}

// ---------------------------------------------------------------------------------------------
// Shared helpers (also used by scripts/bench-load.mjs)

/** Every public path, read from common/site-routes.ts without compiling it. */
export function readSiteRoutes() {
  const source = readFileSync(join(ROOT, "common/site-routes.ts"), "utf8");
  const paths = [...source.matchAll(/\bpath:\s*"([^"]+)"/g)].map((match) => match[1]);
  if (paths.length === 0) throw new Error("no `path: \"...\"` entries found in common/site-routes.ts");
  return paths;
}

export function parseArgs(argv, spec) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) throw new Error(`unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (!(name in spec)) throw new Error(`unknown option --${name} (known: ${Object.keys(spec).map((k) => `--${k}`).join(", ")})`);
    if (spec[name] === "boolean") out[name] = true;
    else {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      out[name] = value;
    }
  }
  return out;
}

export function run(command, args, env = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

export async function buildSite() {
  const started = Date.now();
  console.log(`\n== building the site into ${BUILD_DIR}/ (npm run build) ==`);
  await run("npm", ["run", "build"], { BUILD_DIR });
  const ms = Date.now() - started;
  console.log(`build took ${formatDuration(ms)}`);
  return ms;
}

export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

/**
 * Starts build-bench/node/main.js on 127.0.0.1 with a fresh SQLite file, plus a tiny local
 * server for the newsletter feed fixture. Returns { origin, stop }.
 */
export async function startSite(extraEnv = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), "kindred-bench-"));

  // The fixture feed with its substackcdn covers rewritten to local pictures. They point at the
  // site's own origin (files that exist in the build) rather than at the feed server: the CSP
  // allows images from 'self' and https: only, and a blocked or missing cover would add console
  // errors that production (https covers) does not have.
  const feed = readFileSync(join(ROOT, "server/news/fixtures/substack-feed.xml"), "utf8")
    .replace("https://substackcdn.com/image/fetch/w_1456/bilingual-books.jpeg", `${origin}/images/illustrations/bookshelf.svg`)
    .replace("https://substackcdn.com/image/fetch/w_1456/bedtime.png", `${origin}/images/illustrations/bedtime-story.svg`);
  // Served over HTTPS with the tests' certificate: the server reads the owner's addresses over
  // https only, from public addresses only; it may read this one on loopback with the tests'
  // setting (OUTBOUND_ALLOW_LOOPBACK, honoured with NODE_ENV=test alone) and trusts the certificate
  // through NODE_EXTRA_CA_CERTS.
  const testCert = join(ROOT, "server/net/fixtures/test-tls-cert.pem");
  const tls = { cert: readFileSync(testCert), key: readFileSync(join(ROOT, "server/net/fixtures/test-tls-key.pem")) };
  const feedServer = createHttpsServer(tls, (req, res) => {
    if (req.url === "/feed") return void res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(feed);
    res.writeHead(404).end();
  });
  await new Promise((resolvePromise) => feedServer.listen(0, "127.0.0.1", resolvePromise));
  const feedUrl = `https://127.0.0.1:${feedServer.address().port}/feed`;

  const child = spawn(process.execPath, [join(ROOT, BUILD_DIR, "node/main.js")], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      // "test": the one mode in which the server may read its feed stand-in on loopback. The
      // pages still render with React's production build (server/production.ts).
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: join(dir, "bench.db"),
      LOG_REQUESTS: "false",
      NEWSLETTER_FEED_URL: feedUrl,
      OUTBOUND_ALLOW_LOOPBACK: "1",
      NODE_EXTRA_CA_CERTS: testCert,
      ...extraEnv,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => {
    output += chunk;
    process.stderr.write(`[server] ${chunk}`);
  });
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`server exited early (${JSON.stringify(exited)}):\n${output}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health within 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  // Booking open, as on a site whose owner has set her hours: /discovery-call is measured with its
  // picker of times, the home page with its calls-left notices. The first version of the hours
  // (common/booking/availability.ts, read as TypeScript by Node 24) written where the server
  // reads it; nothing has been cached yet. PostgreSQL runs (bench-load) keep booking off.
  if (!extraEnv.DATABASE_URL) await openBooking(join(dir, "bench.db"));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    feedServer.close();
    if (!exited) {
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([gone, new Promise((r) => setTimeout(r, 12_000))]);
      if (!exited) child.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { origin, port, stop, pid: child.pid };
}

async function openBooking(file) {
  const { defaultAvailability } = await import(pathToFileURL(join(ROOT, "common/booking/availability.ts")).href);
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(file);
  try {
    db.prepare("insert into booking_availability (id, rules, updated_at) values (1, ?, ?)").run(JSON.stringify(defaultAvailability), new Date().toISOString());
  } finally {
    db.close();
  }
}

export function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${(ms / 1000).toFixed(1)}s`;
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function table(headers, rows, alignRight = () => true) {
  const widths = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (alignRight(i) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

function score(lhr, id) {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function transferred(lhr) {
  const summary = lhr.audits["resource-summary"]?.details?.items;
  if (Array.isArray(summary)) {
    const find = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    return { jsKiB: find("script") / 1024, totalKiB: find("total") / 1024 };
  }
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const sum = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return { jsKiB: sum(requests.filter((r) => r.resourceType === "Script")) / 1024, totalKiB: sum(requests) / 1024 };
}

function metricsOf(lhr) {
  const numeric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    ...transferred(lhr),
  };
}

function simplifyValue(value) {
  if (value === null || typeof value !== "object") return value;
  switch (value.type) {
    case "node":
      return [value.selector, value.snippet].filter(Boolean).join("  ");
    case "source-location":
      return `${value.url}:${value.line}:${value.column}`;
    case "url":
    case "code":
    case "text":
      return value.value;
    case "subitems":
      return value.items.slice(0, 3).map(simplifyItem);
    default:
      return undefined;
  }
}

function simplifyItem(item) {
  const out = {};
  for (const [key, value] of Object.entries(item)) {
    if (["entity", "debugData", "sourceMaps"].includes(key)) continue;
    const simple = simplifyValue(value);
    if (simple !== undefined && simple !== "") out[key] = typeof simple === "number" ? Math.round(simple * 1000) / 1000 : simple;
  }
  return out;
}

function simplifyDetails(details, limit = 6) {
  if (!details) return undefined;
  if (details.type === "list") return details.items.flatMap((d) => simplifyDetails(d, limit) ?? []);
  if (details.type === "table" || details.type === "opportunity") return details.items.slice(0, limit).map(simplifyItem);
  return undefined;
}

/** Audits that cost points (or explain a metric), from one report, in a compact form. */
function findingsOf(lhr) {
  const findings = [];
  const seen = new Set();
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      if (ref.group === "hidden" || seen.has(ref.id)) continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode)) continue;
      // Metrics are in the table already.
      if (ref.group === "metrics") continue;
      seen.add(ref.id);
      findings.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        explanation: audit.explanation,
        errorMessage: audit.errorMessage,
        items: simplifyDetails(audit.details),
      });
    }
  }
  // Always useful, even when not failing: what the LCP is and where its time goes, what shifts.
  for (const id of ["largest-contentful-paint-element", "layout-shifts", "long-tasks", "render-blocking-insight", "lcp-discovery-insight"]) {
    const audit = lhr.audits[id];
    if (!audit || seen.has(id) || audit.scoreDisplayMode === "notApplicable") continue;
    findings.push({ category: "context", id, title: audit.title, displayValue: audit.displayValue, items: simplifyDetails(audit.details, 5) });
  }
  return findings;
}

/**
 * One Lighthouse run in a fresh Chromium with the bench's flags (also used by bench-floor.mjs and
 * bench-tasks.mjs). Returns Lighthouse's result ({ lhr, artifacts }); throws when Lighthouse
 * recorded no report or failed to measure the page (for example NO_NAVSTART, seen now and then).
 */
export async function runLighthouse(url, flags, config, { lighthouse, launch }) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        // Weight-0 extras that cost seconds per run: the back/forward-cache check navigates away and
        // back, and the full-page screenshot is only for the HTML report.
        skipAudits: ["bf-cache"],
        disableFullPageScreenshot: true,
        ...flags,
      },
      config,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

async function lighthouseOnce(url, formFactor, { lighthouse, launch, desktopConfig }) {
  const flags = {
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // The 404 page answers 404 on purpose; audit it anyway.
    ignoreStatusCode: true,
  };
  const base = formFactor === "desktop" ? desktopConfig : { extends: "lighthouse:default" };
  // The 404 page's own status is logged by Chrome as a console error ("Failed to load resource:
  // ... 404"), which would cost it Best Practices for answering as it must. Only that message is
  // set aside, and only on the 404 page.
  const config = url.endsWith(NOT_FOUND_PATH)
    ? { ...base, audits: [{ path: "errors-in-console", options: { ignoredPatterns: ["ERR_BLOCKED_BY_CLIENT.Inspector", "the server responded with a status of 404 (Not Found)"] } }] }
    : formFactor === "desktop"
      ? desktopConfig
      : undefined;
  return (await runLighthouse(url, flags, config, { lighthouse, launch })).lhr;
}

/** The budgets `entry` (a route's median, one form factor) misses; budgets are judged on mobile only. */
export function checkBudgets(entry) {
  const misses = [];
  if (entry.formFactor !== "mobile" || !entry.median) return misses;
  const m = entry.median;
  const miss = (metric, value, limit, text) => misses.push({ route: entry.label, formFactor: entry.formFactor, metric, value, limit, text });
  const minScore = (key, name) => {
    if (BUDGETS[key].skipNotFound && entry.notFound) return;
    if (m[key] === null || m[key] < BUDGETS[key].min) miss(key, m[key], BUDGETS[key].min, `${name} ${m[key] ?? "n/a"} < ${BUDGETS[key].min}`);
  };
  minScore("performance", "Performance");
  minScore("accessibility", "Accessibility");
  minScore("bestPractices", "Best Practices");
  minScore("seo", "SEO");
  if (m.lcpMs === null || m.lcpMs > BUDGETS.lcpMs.max) miss("lcpMs", m.lcpMs, BUDGETS.lcpMs.max, `LCP ${fmt.s(m.lcpMs)} s > ${BUDGETS.lcpMs.max / 1000} s`);
  if (m.cls === null || m.cls > BUDGETS.cls.max) miss("cls", m.cls, BUDGETS.cls.max, `CLS ${fmt.cls(m.cls)} > ${BUDGETS.cls.max}`);
  if (entry.path === "/" && (m.jsKiB === null || m.jsKiB > BUDGETS.homeJsKiB.max)) {
    miss("homeJsKiB", m.jsKiB, BUDGETS.homeJsKiB.max, `JavaScript transferred ${fmt.kib(m.jsKiB)} KiB > ${BUDGETS.homeJsKiB.max} KiB`);
  }
  if (isFormPage(entry.path) && (m.jsKiB === null || m.jsKiB > BUDGETS.formJsKiB.max)) {
    miss("formJsKiB", m.jsKiB, BUDGETS.formJsKiB.max, `JavaScript transferred ${fmt.kib(m.jsKiB)} KiB > ${BUDGETS.formJsKiB.max} KiB (form page)`);
  }
  return misses;
}

const fmt = {
  score: (v) => (v === null ? "-" : String(v)),
  s: (v) => (v === null ? "-" : (v / 1000).toFixed(2)),
  ms: (v) => (v === null ? "-" : String(Math.round(v))),
  cls: (v) => (v === null ? "-" : v.toFixed(3)),
  kib: (v) => (v === null ? "-" : v.toFixed(1)),
};

function resultsTable(entries, misses) {
  const missed = new Set(misses.map((m) => `${m.route}|${m.metric}`));
  const mark = (entry, metric, text) => (missed.has(`${entry.label}|${metric}`) ? `${text}!` : text);
  const rows = entries.map((e) => {
    const m = e.median ?? {};
    return [
      e.label,
      mark(e, "performance", fmt.score(m.performance ?? null)),
      mark(e, "accessibility", fmt.score(m.accessibility ?? null)),
      mark(e, "bestPractices", fmt.score(m.bestPractices ?? null)),
      mark(e, "seo", fmt.score(m.seo ?? null)),
      fmt.s(m.fcpMs ?? null),
      mark(e, "lcpMs", fmt.s(m.lcpMs ?? null)),
      mark(e, "tbtMs", fmt.ms(m.tbtMs ?? null)),
      mark(e, "cls", fmt.cls(m.cls ?? null)),
      mark(e, e.path === "/" ? "homeJsKiB" : "formJsKiB", fmt.kib(m.jsKiB ?? null)),
      fmt.kib(m.totalKiB ?? null),
      `${e.runs.filter((r) => r.metrics).length}/${e.runs.length}`,
    ];
  });
  return table(["route", "Perf", "A11y", "BP", "SEO", "FCP s", "LCP s", "TBT ms", "CLS", "JS KiB", "Total KiB", "runs"], rows, (i) => i > 0);
}

function printFindings(entry, misses) {
  const metrics = new Set(misses.map((m) => m.metric));
  const wanted = (f) => {
    if (f.category === "context") return f.id === "largest-contentful-paint-element" ? metrics.has("lcpMs") || metrics.has("performance") : f.id === "layout-shifts" ? metrics.has("cls") : f.id === "long-tasks" ? metrics.has("tbtMs") : false;
    if (f.category === "performance") return ["performance", "lcpMs", "tbtMs", "cls", "homeJsKiB", "formJsKiB"].some((m) => metrics.has(m));
    return metrics.has({ accessibility: "accessibility", "best-practices": "bestPractices", seo: "seo" }[f.category]);
  };
  for (const finding of entry.findings.filter(wanted)) {
    console.log(`    - [${finding.category}] ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ""}`);
    if (finding.explanation) console.log(`        ${finding.explanation.split("\n")[0]}`);
    for (const item of (finding.items ?? []).slice(0, 4)) {
      const text = Object.entries(item)
        .map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : v}`)
        .join(" ");
      console.log(`        ${text.length > 220 ? `${text.slice(0, 217)}...` : text}`);
    }
  }
}

async function main() {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2), { routes: "string", runs: "string", "no-build": "boolean", "form-factor": "string", "save-lhr": "boolean" });
  const runs = args.runs ? Number(args.runs) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number >= 1");
  const formFactors = args["form-factor"] ? args["form-factor"].split(",") : ["mobile", "desktop"];
  for (const f of formFactors) if (!["mobile", "desktop"].includes(f)) throw new Error(`unknown form factor ${f}`);

  const allPaths = [...readSiteRoutes(), NOT_FOUND_PATH];
  let paths = allPaths;
  if (args.routes) {
    paths = args.routes.split(",").map((p) => p.trim()).filter(Boolean).map((p) => (p === "404" ? NOT_FOUND_PATH : p.startsWith("/") ? p : `/${p}`));
  }
  // Every public page in every language (its Spanish twin under /es: `--routes /es,/es/services`).
  const known = new Set(readSiteRoutes().flatMap((path) => languages.map((language) => pathInLanguage(path, language))));
  const targets = paths.map((path) => ({ path, notFound: !known.has(path), label: known.has(path) ? path : `404 ${path}` }));

  const [{ default: lighthouse }, { launch }, { default: desktopConfig }, { computeMedianRun }] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
    import("lighthouse/core/config/desktop-config.js"),
    import("lighthouse/core/lib/median-run.js"),
  ]);
  const lighthouseVersion = JSON.parse(readFileSync(join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version;

  const buildMs = args["no-build"] ? 0 : await buildSite();
  const site = await startSite();
  const cleanup = async () => site.stop();
  const onSignal = async () => {
    await cleanup();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const resultsDir = join(ROOT, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const lhrDir = join(resultsDir, `${stamp}-lhr`);
  if (args["save-lhr"]) mkdirSync(lhrDir, { recursive: true });

  const total = targets.length * formFactors.length * runs;
  console.log(
    `\n== Lighthouse ${lighthouseVersion} on ${site.origin}: ${targets.length} URLs x ${formFactors.join("+")} x ${runs} run(s) = ${total} runs ==`,
  );
  const entries = new Map();
  for (const f of formFactors) for (const t of targets) entries.set(`${f}|${t.path}`, { ...t, formFactor: f, runs: [], lhrs: [] });

  const lhStarted = Date.now();
  let done = 0;
  // Run-major order: noise from other work on the machine spreads over every route's runs.
  for (let r = 0; r < runs; r++) {
    for (const formFactor of formFactors) {
      for (const target of targets) {
        const entry = entries.get(`${formFactor}|${target.path}`);
        const t0 = Date.now();
        let lhr;
        let error;
        for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
          try {
            lhr = await lighthouseOnce(site.origin + target.path, formFactor, { lighthouse, launch, desktopConfig });
          } catch (e) {
            error = e instanceof Error ? e.message : String(e);
          }
        }
        done++;
        const ms = Date.now() - t0;
        const elapsed = Date.now() - lhStarted;
        const eta = (elapsed / done) * (total - done);
        if (lhr) {
          const metrics = metricsOf(lhr);
          // Lighthouse's CPU benchmark of this machine at that moment (a lower index = a slower or
          // busier machine, which inflates TBT and simulated LCP under 4x CPU throttling).
          entry.runs.push({ metrics, ms, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null, warnings: lhr.runWarnings });
          entry.lhrs.push(lhr);
          if (args["save-lhr"]) writeFileSync(join(lhrDir, `${formFactor}${target.path.replace(/\//g, "_") || "_"}-run${r + 1}.json`), JSON.stringify(lhr));
          console.log(
            `[${String(done).padStart(String(total).length)}/${total}] ${formFactor.padEnd(7)} ${target.label.padEnd(34)} run ${r + 1}/${runs}: ` +
              `perf ${fmt.score(metrics.performance)} a11y ${fmt.score(metrics.accessibility)} bp ${fmt.score(metrics.bestPractices)} seo ${fmt.score(metrics.seo)} ` +
              `LCP ${fmt.s(metrics.lcpMs)}s TBT ${fmt.ms(metrics.tbtMs)}ms CLS ${fmt.cls(metrics.cls)} ` +
              `(${formatDuration(ms)}, CPU index ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}, ETA ${formatDuration(eta)})`,
          );
        } else {
          entry.runs.push({ error, ms });
          console.log(`[${done}/${total}] ${formFactor} ${target.label} run ${r + 1}/${runs}: FAILED ${error}`);
        }
      }
    }
  }
  const lighthouseMs = Date.now() - lhStarted;
  await cleanup();

  const allMisses = [];
  const output = [];
  for (const entry of entries.values()) {
    const ok = entry.runs.filter((r) => r.metrics).map((r) => r.metrics);
    entry.median = ok.length ? Object.fromEntries(Object.keys(ok[0]).map((k) => [k, median(ok.map((m) => m[k]))])) : null;
    const medianLhr = entry.lhrs.length ? computeMedianRun(entry.lhrs) : null;
    entry.findings = medianLhr ? findingsOf(medianLhr) : [];
    entry.misses = checkBudgets(entry);
    if (!entry.median && entry.formFactor === "mobile") entry.misses.push({ route: entry.label, formFactor: "mobile", metric: "run", text: "every Lighthouse run failed" });
    allMisses.push(...entry.misses);
    output.push({ path: entry.path, label: entry.label, notFound: entry.notFound, formFactor: entry.formFactor, median: entry.median, runs: entry.runs, misses: entry.misses, findings: entry.findings });
  }

  for (const formFactor of formFactors) {
    const list = [...entries.values()].filter((e) => e.formFactor === formFactor);
    console.log(`\n== ${formFactor} (median of ${runs} run(s))${formFactor === "mobile" ? "  ! = budget missed" : "  (no budgets)"} ==`);
    console.log(resultsTable(list, allMisses.filter((m) => m.formFactor === formFactor)));
  }

  const totalMs = Date.now() - started;
  const file = join(resultsDir, `${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt: new Date(started).toISOString(),
        durations: { totalMs, buildMs, lighthouseMs, perRunMsMedian: median([...entries.values()].flatMap((e) => e.runs.map((r) => r.ms))) },
        options: { runs, formFactors, routes: paths, build: !args["no-build"] },
        environment: { node: process.version, lighthouse: lighthouseVersion, chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, cpus: cpus().length, loadavgAtEnd: loadavg() },
        budgets: BUDGETS,
        misses: allMisses,
        results: output,
      },
      null,
      2,
    ),
  );

  const indexes = [...entries.values()].flatMap((e) => e.runs.map((r) => r.benchmarkIndex)).filter((v) => typeof v === "number");
  if (indexes.length) {
    console.log(`\nLighthouse CPU benchmark index: median ${Math.round(median(indexes))}, min ${Math.round(Math.min(...indexes))}, max ${Math.round(Math.max(...indexes))} (Lighthouse warns below 1000: a slow or busy CPU inflates TBT and simulated LCP)`);
  }
  console.log(`\nruntime: total ${formatDuration(totalMs)} (build ${formatDuration(buildMs)}, Lighthouse ${formatDuration(lighthouseMs)} for ${total} runs, ${formatDuration(lighthouseMs / total)} per run)`);
  console.log(`results: ${file}`);
  if (allMisses.length === 0) {
    console.log("\nAll budgets met.");
    return 0;
  }
  console.log(`\n== ${allMisses.length} budget(s) MISSED (mobile) ==`);
  for (const entry of entries.values()) {
    if (entry.misses.length === 0) continue;
    console.log(`\n  ${entry.label}: ${entry.misses.map((m) => m.text).join("; ")}`);
    printFindings(entry, entry.misses);
  }
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(2);
    },
  );
}
