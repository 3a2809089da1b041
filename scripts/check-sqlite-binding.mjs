// `node scripts/check-sqlite-binding.mjs`, after `npm install` on a server: does better-sqlite3's
// binding work on this Node? better-sqlite3 12 compiled against Node 24.19 or later's headers
// aborts the process as soon as the garbage collector frees a statement (nodejs/node#65446:
// "Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook). `npm install` on Node 24
// normally downloads a prebuilt binding, which is fine; it compiles one only when that download
// fails. This loads the binding in a child process, makes statements enough for the garbage
// collector to free some, and exits (the affected builds abort there).
import { spawnSync } from "node:child_process";

const code = `
const Database = require("better-sqlite3");
const db = new Database(":memory:");
for (let i = 0; i < 100000; i++) db.prepare("select " + i).get();`;
const child = spawnSync(process.execPath, ["-e", code], { encoding: "utf8" });
if (child.status === 0) {
  console.log(`better-sqlite3: works on Node ${process.version}`);
} else {
  console.error(child.stderr.trim().split("\n").slice(0, 3).join("\n"));
  console.error(
    `better-sqlite3: its binding does not work on Node ${process.version}` +
      (child.signal ? ` (the process ended with ${child.signal})` : "") +
      ". If it was compiled here against Node 24.19 or later (node_modules/better-sqlite3/build/config.gypi exists), " +
      "rebuild it against older headers: npm rebuild better-sqlite3 --nodedir=<a Node 24.18.1 folder>, " +
      "or let npm install download the prebuilt binding.",
  );
  process.exit(1);
}
