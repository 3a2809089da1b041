// Which main-thread work a page does while it loads, as Lighthouse sees it: runs Lighthouse 12 once
// (mobile, Debian's Chromium) on a URL of a running site and lists every main-thread task over
// 12 ms (50 ms once Lighthouse multiplies it by 4 for a mobile CPU, where Total Blocking Time
// begins to count), with what took the time inside it. For working on the TBT budget.
//
//   npm start &                                  (or any running build)
//   npm run bench:tasks -- http://127.0.0.1:3000/feedback
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { runLighthouse } from "./bench.mjs";

const url = process.argv[2];
if (!url) {
  console.error("usage: npm run bench:tasks -- <url of a running site>");
  process.exit(2);
}
// A clear error rather than a crash when Lighthouse could not measure the page (e.g. NO_NAVSTART).
const { lhr, artifacts } = await runLighthouse(url, { onlyCategories: ["performance"] }, undefined, { lighthouse, launch });
const metric = (id) => Math.round(lhr.audits[id].numericValue);
console.log(`${url}: Performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${metric("first-contentful-paint")} ms, LCP ${metric("largest-contentful-paint")} ms, TBT ${metric("total-blocking-time")} ms (simulated)`);

const events = artifacts.Trace.traceEvents;
const navigation = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === "navigationStart");
const page = new URL(url);
const parse = events.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(page.origin));
if (!navigation || !parse) throw new Error("no page load found in the trace");
const observedFcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid);
console.log(`observed (unthrottled) first contentful paint at ${observedFcp ? Math.round((observedFcp.ts - navigation.ts) / 1000) : "?"} ms\n`);
console.log("start ms  length ms  inside");
const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
for (const task of onMain.filter((e) => e.name === "RunTask" && e.dur > 12_000 && e.ts > navigation.ts)) {
  const inside = {};
  for (const e of onMain) {
    if (e.name === "RunTask" || !(e.dur > 500) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
    const where = e.args?.data?.url ? ` ${e.args.data.url.replace(page.origin, "")}` : "";
    inside[e.name + where] = (inside[e.name + where] ?? 0) + e.dur / 1000;
  }
  const top = Object.entries(inside).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
  console.log(`${String(Math.round((task.ts - navigation.ts) / 1000)).padStart(8)}  ${(task.dur / 1000).toFixed(1).padStart(8)}  ${top.join(" | ")}`);
}
