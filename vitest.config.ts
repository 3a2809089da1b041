import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { resolveBusinessSettings } from "./common/settings.ts";
import { languages } from "./vite/languages.ts";

const allTests = ["app/**/*.test.{ts,tsx}", "common/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts", "vite/**/*.test.ts"];

/**
 * TEST_DB=postgres (the second Vitest run of scripts/test.sh) runs only the test files that
 * reach the database through the shared helpers (tests/database.ts and the two built
 * on it), against a PostgreSQL server the global setup starts. Every other file, and the
 * SQLite-only tests, run in the first, plain run.
 */
function databaseTestFiles(): string[] {
  const usesHelper = /\b(createTestDatabase|createTestApp|createAuthTestDb)\(/;
  return ["common", "server", "tests"]
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
    .filter((file) => file.endsWith(".test.ts"))
    .filter((file) => usesHelper.test(readFileSync(file, "utf8")))
    .sort();
}

export default defineConfig({
  plugins: [languages({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  define: { __BUSINESS_IDENTITY__: JSON.stringify((({ name, siteUrl }) => ({ name, siteUrl }))(resolveBusinessSettings({}))) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: process.env.TEST_DB === "postgres" ? databaseTestFiles() : allTests,
    globalSetup: ["tests/database.global-setup.ts"],
    environment: "node",
    pool: "forks",
    // Vitest's default is one worker less than the cores: one alone on a 2-core machine, where most
    // test files wait on a child server, a mail server or a database. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
