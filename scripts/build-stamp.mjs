// Whether the production build is current, so that `npm start` builds only when it is not
// (scripts/start.mjs). `npm run build` calls `node scripts/build-stamp.mjs begin` first and
// `... end` last: the stamp, ${BUILD_DIR}/build-stamp.json, records when that build started and the
// business settings it baked into the pages. The build is current while its stamp exists, no
// source file is newer than that start, no source file was added, removed or renamed, and the
// settings are still the same.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { otherLanguages } from "../common/languages.ts";

/** What the build reads (folders with everything in them). */
export const sources = [
  "app",
  "common",
  "server",
  "public",
  "vite",
  "scripts/precompress.mjs",
  "vite.config.ts",
  "vite.server.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  // Rewritten by every npm install that changes node_modules.
  "node_modules/.package-lock.json",
];

/** Never read by the build: tests, and the route modules app/routes.ts writes during it (app/routes/es/, one folder per other language). */
function skipped(path) {
  return /\.(test|spec)\.tsx?$/.test(path) || otherLanguages.some((language) => path === join("app", "routes", language));
}

/** The build folder: BUILD_DIR, as react-router.config.ts and vite.server.config.ts take it. */
export function buildDirectory(root = process.cwd(), env = process.env) {
  return resolve(root, env.BUILD_DIR ?? "build");
}

/**
 * The environment variables baked into the pages at build time: the business settings
 * (businessEnvSchema in common/settings.ts), with .env read the way vite.config.ts reads it.
 */
export function bakedSettings(root = process.cwd(), env = process.env) {
  const text = readFileSync(join(root, "common", "settings.ts"), "utf8");
  const schema = /businessEnvSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(text);
  if (!schema) throw new Error("build-stamp: businessEnvSchema not found in common/settings.ts");
  const names = [...schema[1].matchAll(/^\s*([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
  const fromFile = existsSync(join(root, ".env")) ? parseEnv(readFileSync(join(root, ".env"), "utf8")) : {};
  // Set variables win over .env, as with process.loadEnvFile; empty ones count as unset (withoutEmpty).
  return Object.fromEntries(names.map((name) => [name, (env[name] ?? fromFile[name] ?? "").trim() || null]));
}

/**
 * The source files: the newest (path relative to root and time in ms, null when there are none)
 * and a hash of all their paths (a file added, removed or renamed changes it; a folder's own
 * time would too, but the build itself adds app/routes/es to app/routes).
 */
export function scanSources(root = process.cwd()) {
  let newest = null;
  const paths = [];
  const visit = (path) => {
    const rel = relative(root, path);
    if (skipped(rel)) return;
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
      return;
    }
    paths.push(rel);
    if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { path: rel, mtimeMs: stat.mtimeMs };
  };
  for (const source of sources) visit(join(root, source));
  const files = createHash("sha256").update(paths.sort().join("\n")).digest("hex");
  return { newest, files };
}

const stampName = "build-stamp.json";
/** Where `begin` keeps its note while the build runs: React Router empties the build folder first. */
function pendingPath(root, buildDir) {
  return join(root, "node_modules", ".cache", "build-stamp", `${encodeURIComponent(buildDir)}.json`);
}

export function begin(root = process.cwd(), env = process.env, now = Date.now()) {
  const buildDir = buildDirectory(root, env);
  const pending = pendingPath(root, buildDir);
  mkdirSync(join(pending, ".."), { recursive: true });
  const stamp = { startedAt: now, files: scanSources(root).files, settings: bakedSettings(root, env) };
  writeFileSync(pending, `${JSON.stringify(stamp, null, 2)}\n`);
}

export function end(root = process.cwd(), env = process.env) {
  const buildDir = buildDirectory(root, env);
  const pending = pendingPath(root, buildDir);
  if (!existsSync(pending)) throw new Error("build-stamp: `end` without `begin`");
  renameSync(pending, join(buildDir, stampName));
}

/** `{ current: true }`, or `{ current: false, reason }` saying why the build must be made again. */
export function buildState(root = process.cwd(), env = process.env) {
  const buildDir = buildDirectory(root, env);
  const shown = relative(root, buildDir) || buildDir;
  if (!existsSync(join(buildDir, "node", "main.js")) || !existsSync(join(buildDir, "server", "index.js"))) {
    return { current: false, reason: `no build in ${shown}/ yet` };
  }
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(buildDir, stampName), "utf8"));
  } catch {
    return { current: false, reason: `${shown}/ has no ${stampName} (not made by npm run build)` };
  }
  const settings = bakedSettings(root, env);
  const changed = Object.keys(settings).filter((name) => (stamp.settings?.[name] ?? null) !== settings[name]);
  if (changed.length > 0) return { current: false, reason: `${changed.join(", ")} changed since the last build` };
  const { newest, files } = scanSources(root);
  if (newest && newest.mtimeMs > stamp.startedAt) return { current: false, reason: `${newest.path} changed since the last build` };
  if (files !== stamp.files) return { current: false, reason: "source files were added, removed or renamed since the last build" };
  return { current: true };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "begin") begin();
  else if (command === "end") end();
  else throw new Error("usage: node scripts/build-stamp.mjs begin|end");
}
