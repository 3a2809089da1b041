import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { resolveBusinessSettings } from "./common/settings.ts";
import { languages } from "./vite/languages.ts";

const folders = ["app", "common", "server", "tests", "scripts", "vite"];
/** The tests of the built server (`*.built.test.ts`): run with TEST_BUILT=1, after `npm run build`. */
const builtTest = /\.built\.test\.ts$/;
const built = process.env.TEST_BUILT === "1";

/**
 * The test files of this run. The plain run (`npx vitest run`) takes every test of the sources and
 * needs no build; TEST_BUILT=1 (scripts/test.sh, after the build) takes the `*.built.test.ts` files
 * alone. TEST_DB=postgres (the second run of each) takes only the files that reach the database
 * through the shared helpers (tests/database.ts and those built on it), against a PostgreSQL server
 * the global setup starts; every other file, and the SQLite-only tests, run in the plain run.
 */
function testFiles(): string[] {
  const usesHelper = /\b(createTestDatabase|createTestApp|createAuthTestDb)\(/;
  return folders
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith("app/routes/es/"))
    .filter((file) => builtTest.test(file) === built)
    .filter((file) => process.env.TEST_DB !== "postgres" || usesHelper.test(readFileSync(file, "utf8")))
    .sort();
}

export default defineConfig({
  // The site's own plugins, as vite.config.ts has them: the tests import the React Router build
  // (`virtual:react-router/server-build`, tests/site-app.ts) compiled from the sources as
  // `npm run dev` does, each module compiled once per run and evaluated once per worker (isolate).
  // The built server's runs (TEST_BUILT=1) start what the build made and compile no page: without
  // React Router's plugin, which writes its route types (.react-router/types) as it starts, so
  // their SQLite and PostgreSQL runs side by side (scripts/test.sh) never write that folder at once.
  plugins: built ? [languages({ root: fileURLToPath(new URL(".", import.meta.url)) })] : [languages({ root: fileURLToPath(new URL(".", import.meta.url)) }), tailwindcss(), reactRouter()],
  define: { __BUSINESS_IDENTITY__: JSON.stringify((({ name, siteUrl }) => ({ name, siteUrl }))(resolveBusinessSettings({}))) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: testFiles(),
    globalSetup: built ? ["tests/database.global-setup.ts", "tests/built.global-setup.ts"] : ["tests/database.global-setup.ts"],
    setupFiles: ["tests/server-globals.setup.ts"],
    environment: "node",
    pool: "forks",
    // No isolation for the sources' runs: the test files a worker runs share its modules and
    // globals, so the site's build and the server's modules are evaluated once per worker instead
    // of once per file. On this 2-core machine, beside another engineer's browser tests (29
    // November 2026): SQLite 144-162 s isolated against 84-98 s (Vitest's import time 62-74 s
    // against 10-11 s), PostgreSQL 129 s against 77-82 s (57 s against 7-8 s). What it asks of a
    // test file: no vi.mock (a module an earlier file imported stays the real one:
    // passwords.server.test.ts spies on an object of the module instead), and whatever it changes
    // outside itself (a spy, fake timers, console, process.env, globalThis) put back when it ends.
    // The server's Request and Response classes are installed for every file
    // (tests/server-globals.setup.ts), not by whichever file first starts a server. The built
    // server's run (TEST_BUILT=1: eleven files, most of them driving child servers) stays isolated.
    isolate: built,
    // The pages' stylesheet is inlined into each page (app.css?inline, app/entry.server.tsx):
    // compiled by Tailwind as in the site, not left empty as Vitest leaves CSS by default.
    css: { include: [/\.css(\?|$)/] },
    // A time limit stops a test that hangs; it measures no speed. Vitest's defaults (5 s a test,
    // 10 s a hook) failed page tests of a dozen requests on a busy 2-core machine (8.7 s), and the
    // first files of a run to load the site's pages wait in their beforeAll while Vite compiles it,
    // once per run (tests/site-app.ts: 10 s on a quiet machine, more than 60 s on a busy one).
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Vitest's default is one worker less than the cores: one alone on a 2-core machine, where most
    // test files wait on a child server, a mail server or a database. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
