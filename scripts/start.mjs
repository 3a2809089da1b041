// `npm start`: builds the site when the build is missing or older than its sources (or was made
// with other business settings; scripts/build-stamp.mjs), then runs the server from it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildDirectory, buildState } from "./build-stamp.mjs";

const state = buildState();
if (state.current) {
  console.log("build: up to date, not rebuilding (npm run build forces it)");
} else {
  console.log(`build: ${state.reason}; building`);
  // The npm running this script (npm_execpath), else the one on PATH.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
  const built = spawnSync(npm[0], [...npm.slice(1), "run", "build"], { stdio: "inherit", shell: npm.length === 1 && process.platform === "win32" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(pathToFileURL(join(buildDirectory(), "node", "main.js")).href);
