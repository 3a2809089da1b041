// What Total Blocking Time the browser and Lighthouse produce on this machine without any of our
// JavaScript: runs Lighthouse 12 (mobile, default simulated throttling, Debian's Chromium, the
// same flags as `npm run bench`) on each route three ways, round by round so each way sees the
// machine in the same state:
//   - as served;
//   - the same response with every script removed (inline and module scripts and modulepreload
//     links; JSON-LD stays): the page's own HTML and CSS, no React;
//     (both through a local proxy that sends each page whole and brotli-compressed, so that the
//     scripts are the only difference);
//   - a bare page (a heading and a paragraph, no CSS, no script) from a node:http server: what
//     opening any page costs in Chromium and Lighthouse here.
// Prints the median TBT of each and Lighthouse's CPU index. Writes bench/results/floor-<time>.json.
// A diagnostic, not a budget: it always exits 0 once it has measured.
//
//   npm run bench:floor                                 5 heavy routes, 5 runs each way
//   npm run bench:floor -- --no-build --runs 3 --routes /,/mission
//   npm run bench:floor -- --no-build --runs 3 --routes all     every public route, as npm run bench
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { pathToFileURL } from "node:url";
import { BUDGETS, BUILD_DIR, ROOT, buildSite, formatDuration, median, parseArgs, readSiteRoutes, runLighthouse, startSite, table } from "./bench.mjs";

const TBT_BUDGET_MS = BUDGETS.tbtMs.max;
const DEFAULT_ROUTES = ["/", "/education", "/community", "/events", "/mission"];
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Bare page</title></head><body><h1>A bare page</h1><p>One paragraph, no stylesheet and no script: what opening any page costs.</p></body></html>";

/** Removes every script but JSON-LD, and the module preloads, from a page. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
}

function listen(server) {
  return new Promise((resolvePromise) => server.listen(0, "127.0.0.1", () => resolvePromise(`http://127.0.0.1:${server.address().port}`)));
}

/**
 * A proxy to the site. A page (a GET that accepts HTML) is fetched uncompressed, rewritten by
 * `rewrite` and sent whole, brotli-compressed as the site sends its prerendered pages; everything
 * else (scripts, styles, fonts, images, the API) passes through untouched, compression included.
 * Both ways of a route go through a proxy like this, so only the scripts differ between them.
 */
function startProxy(siteOrigin, rewrite) {
  const upstream = new URL(siteOrigin);
  const server = createServer((req, res) => {
    const fail = () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    };
    const isPage = req.method === "GET" && /text\/html/.test(req.headers.accept ?? "");
    const headers = { ...req.headers, host: upstream.host };
    if (isPage) {
      headers["accept-encoding"] = "identity";
      delete headers["if-none-match"];
      delete headers["if-modified-since"];
    }
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      const out = { ...answer.headers };
      answer.on("error", fail);
      if (!isPage || !/^text\/html/.test(answer.headers["content-type"] ?? "")) {
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => {
        let body = Buffer.from(rewrite(Buffer.concat(chunks).toString("utf8")));
        if (/\bbr\b/.test(req.headers["accept-encoding"] ?? "")) {
          body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          out["content-encoding"] = "br";
        }
        delete out["transfer-encoding"];
        delete out.etag; // it named the body before the rewrite
        out["content-length"] = String(body.length);
        res.writeHead(answer.statusCode ?? 502, out);
        res.end(body);
      });
    });
    forward.on("error", fail);
    req.pipe(forward);
  });
  return listen(server).then((origin) => ({ origin, stop: () => server.close() }));
}

function startBarePage() {
  const server = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(BARE_PAGE) }).end(BARE_PAGE);
  });
  return listen(server).then((origin) => ({ origin, stop: () => server.close() }));
}

async function tbtOnce(url, tools) {
  const { lhr } = await runLighthouse(url, { onlyCategories: ["performance"] }, undefined, tools);
  const tbtMs = lhr.audits["total-blocking-time"]?.numericValue;
  if (typeof tbtMs !== "number") throw new Error(`Lighthouse reported no TBT for ${url}`);
  return { tbtMs, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null };
}

/** Every way once per round, in order, so each sees the machine in the same state. */
async function measureRoundByRound(ways, runs, tools) {
  const results = new Map(ways.map((way) => [way.key, []]));
  for (let round = 1; round <= runs; round++) {
    for (const way of ways) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): up to three tries, then the
      // run is left out of the median (and shown as "failed").
      let measured = { tbtMs: null, benchmarkIndex: null };
      for (let attempt = 1; attempt <= 3 && measured.tbtMs === null; attempt++) {
        try {
          measured = await tbtOnce(way.url, tools);
        } catch (error) {
          console.log(`  ${error.message} (try ${attempt} of 3)`);
        }
      }
      results.get(way.key).push(measured);
      const tbt = measured.tbtMs === null ? "failed" : `${Math.round(measured.tbtMs)} ms`;
      console.log(`round ${round}/${runs}  ${way.key.padEnd(40)} TBT ${tbt.padStart(7)}  CPU index ${Math.round(measured.benchmarkIndex ?? 0)}`);
    }
  }
  return results;
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { runs: "string", routes: "string", "no-build": "boolean" });
  const runs = Number(args.runs ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number of at least 1");
  const routes =
    args.routes === "all"
      ? readSiteRoutes()
      : args.routes
        ? args.routes.split(",").map((r) => r.trim()).filter(Boolean).map((r) => (r.startsWith("/") ? r : `/${r}`))
        : DEFAULT_ROUTES;

  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  if (!args["no-build"]) await buildSite();
  else console.log(`\n== reusing ${BUILD_DIR}/ (--no-build) ==`);

  const site = await startSite();
  const servers = [];
  const stopAll = async () => {
    for (const server of servers) server.stop();
    await site.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stopAll().finally(() => process.exit(130)));
  const started = Date.now();
  let results;
  try {
    const served = await startProxy(site.origin, (html) => html);
    const stripped = await startProxy(site.origin, withoutScripts);
    const bare = await startBarePage();
    servers.push(served, stripped, bare);
    const ways = [
      ...routes.flatMap((route) => [
        { key: `${route} as served`, url: served.origin + route },
        { key: `${route} without scripts`, url: stripped.origin + route },
      ]),
      { key: "bare page", url: `${bare.origin}/` },
    ];
    results = await measureRoundByRound(ways, runs, { lighthouse, launch });
  } finally {
    await stopAll();
  }

  const medianOf = (key) => median(results.get(key).map((r) => r.tbtMs));
  const runsText = (key) => results.get(key).map((r) => (r.tbtMs === null ? "failed" : Math.round(r.tbtMs))).join(", ");
  const ms = (value) => (value === null ? "not measured" : `${Math.round(value)} ms`);
  const rows = routes.map((route) => [route, ms(medianOf(`${route} as served`)), runsText(`${route} as served`), ms(medianOf(`${route} without scripts`)), runsText(`${route} without scripts`)]);
  rows.push(["(bare page)", "", "", ms(medianOf("bare page")), runsText("bare page")]);
  const indexes = [...results.values()].flat().map((r) => r.benchmarkIndex);
  console.log(`\nMobile TBT, median of each route's successful runs (of ${runs}); CPU index median ${Math.round(median(indexes) ?? 0)}; ${formatDuration(Date.now() - started)}\n`);
  console.log(table(["route", "as served", "runs", "without scripts", "runs"], rows, (i) => i === 1 || i === 3));
  const over = (key) => (medianOf(key) ?? -Infinity) > TBT_BUDGET_MS;
  const count = (test) => routes.filter(test).length;
  const servedOver = (route) => over(`${route} as served`);
  const strippedOver = (route) => over(`${route} without scripts`);
  console.log(
    `\nroutes over the ${TBT_BUDGET_MS} ms budget of npm run bench (of ${routes.length}): ${count(servedOver)} as served, ` +
      `${count(strippedOver)} without scripts; ${count((r) => servedOver(r) && strippedOver(r))} both ways, ` +
      `${count((r) => servedOver(r) && !strippedOver(r))} only as served, ${count((r) => !servedOver(r) && strippedOver(r))} only without scripts` +
      (count((r) => medianOf(`${r} as served`) === null || medianOf(`${r} without scripts`) === null) ? "; some not measured, see the table" : ""),
  );

  const dir = join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `floor-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ startedAt: new Date(started).toISOString(), runs, routes, cpuIndexMedian: median(indexes), results: Object.fromEntries(results) }, null, 2));
  console.log(`\nwritten to ${file}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
}
