// The load generator of `npm run bench:load`: Debian's wrk (C, one thread), driven from Node.
//
// Why not autocannon (the script's first client): autocannon keeps every answer's body as a
// JavaScript string (`req.body += chunk`), so it decodes every byte as UTF-8 and, on a 2-core
// machine, becomes the bottleneck for big pages. Its figures then measure the client: a bare
// node:http server answering the home page's 171,683 bytes managed 7,300 req/s under autocannon
// and 21,600 when the same number of bytes were all ASCII (the page has 194 bytes of curly quotes
// and dashes), while wrk, which only counts the bytes, measured 30,000 for the real page.
//
// Plain ESM JavaScript: runs without a compile step. The figures come from wrk's own summary,
// printed as JSON by a Lua `done` hook (exact counts and microseconds, not wrk's rounded text).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MARK = "WRK_RESULT ";

/** The Lua hook that prints wrk's summary as one JSON line (see wrk's SCRIPTING). */
const doneHook = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('${MARK}{"requests":%d,"durationUs":%d,"bytes":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"meanUs":%.1f,"p99Us":%d,"maxUs":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.status, e.connect, e.read, e.write, e.timeout,
    latency.mean, latency:percentile(99.0), latency.max))
end
`;

/** Where wrk is, installing Debian's package when it is missing and this user may (as scripts/test.sh does). */
export function ensureWrk() {
  const found = spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" });
  if (found.status === 0) return found.stdout.trim();
  const root = process.getuid?.() === 0;
  console.log("==> installing Debian's wrk (the load generator)");
  const run = (args) => {
    const command = root ? args : ["sudo", "-n", ...args];
    return spawnSync(command[0], command.slice(1), { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  if (run(["apt-get", "update", "-qq"]).status !== 0 || run(["apt-get", "install", "-y", "-qq", "wrk"]).status !== 0) {
    throw new Error("wrk is not installed and could not be installed: run `apt-get install wrk` (Debian's package)");
  }
  return "wrk";
}

/** Reads the JSON line the done hook printed; throws when wrk printed none (it failed). */
export function parseWrkResult(stdout) {
  const line = stdout.split("\n").find((l) => l.startsWith(MARK));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const raw = JSON.parse(line.slice(MARK.length));
  const seconds = raw.durationUs / 1e6;
  return {
    requests: raw.requests,
    requestsPerSecond: seconds > 0 ? raw.requests / seconds : 0,
    bytesPerAnswer: raw.requests > 0 ? raw.bytes / raw.requests : 0,
    meanMs: raw.meanUs / 1000,
    p99Ms: raw.p99Us / 1000,
    maxMs: raw.maxUs / 1000,
    /** Answers with a status of 400 or more (wrk counts those; 3xx pass). */
    statusErrors: raw.status,
    socketErrors: raw.connect + raw.read + raw.write,
    timeouts: raw.timeout,
  };
}

/**
 * Runs wrk with one thread against `url` for `duration` seconds and returns its summary.
 * `headers` go with every request (a request function in `lua` sets its own).
 * `lua` is extra script (a `request` function for a POST, say); the summary hook is added to it.
 */
export async function runWrk({ wrk = "wrk", url, connections, duration, headers = {}, lua = "", timeoutSeconds = 10 }) {
  const dir = mkdtempSync(join(tmpdir(), "kindred-wrk-"));
  const script = join(dir, "run.lua");
  writeFileSync(script, `${lua}\n${doneHook}`);
  try {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
    const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--timeout", `${timeoutSeconds}s`, ...headerArgs, "-s", script, url];
    const child = spawn(wrk, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    // "close", not "exit": stdout may still hold the summary when the process has exited.
    const code = await new Promise((resolvePromise, reject) => {
      child.once("error", reject);
      child.once("close", resolvePromise);
    });
    // A Lua error is printed on stderr, and wrk may still exit with 0 (then with no summary).
    if (code !== 0 || !stdout.includes(MARK)) throw new Error(`wrk exited with ${code} and no summary:\n${stderr}${stdout}`);
    return parseWrkResult(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A Lua string literal for any text (wrk's scripts are Lua 5.1): every byte that is not plain
 * printable ASCII as a three-digit decimal escape (always three digits: `\34` followed by a
 * digit would be read as one longer escape).
 */
export function luaString(text) {
  const plain = (byte) => byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
  return `"${[...Buffer.from(text, "utf8")].map((byte) => (plain(byte) ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, "0")}`)).join("")}"`;
}
