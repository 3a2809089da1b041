// The booking page's budget for computing free times (issue 26): a 60-day window in under 5 ms.
// Runs the Vitest benchmark server/booking/slots.bench.ts and fails (exit 1) when a case's mean is
// over the budget.
//
//   npm run bench:slots
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BUDGET_MS = 5;
const dir = mkdtempSync(join(tmpdir(), "bench-slots-"));
const out = join(dir, "bench.json");
const run = spawnSync("npx", ["vitest", "bench", "--run", "server/booking/slots.bench.ts", "--outputJson", out], { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);
const report = JSON.parse(readFileSync(out, "utf8"));
rmSync(dir, { recursive: true, force: true });
let over = false;
for (const file of report.files) {
  for (const group of file.groups) {
    for (const b of group.benchmarks) {
      const ok = b.mean < BUDGET_MS;
      over ||= !ok;
      console.log(`${ok ? "ok  " : "OVER"} ${b.name}: mean ${b.mean.toFixed(2)} ms, p99 ${b.p99.toFixed(2)} ms (budget ${BUDGET_MS} ms)`);
    }
  }
}
process.exit(over ? 1 : 0);
