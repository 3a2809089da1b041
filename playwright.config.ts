import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The browser tests' database folder (scripts/e2e-server.mjs empties it on start; e2e/support.ts reads it). */
export const e2eDatabaseDir = join(tmpdir(), `kindred-e2e-${port}`);
/**
 * Booking (e2e/booking/) turns the discovery call form into a picker of times for everyone, so it
 * runs against a server of its own, with its own database, beside the one the other tests share.
 */
const bookingPort = port + 1;
export const e2eBookingDir = join(tmpdir(), `kindred-e2e-${bookingPort}`);
/**
 * Debian's Chromium built as the headless shell (the `chromium-headless-shell` package, which
 * scripts/test.sh installs): the same engine without the browser's window machinery, the build
 * Playwright itself runs headless by default. Each test's first page costs half the time the full
 * browser takes, and the whole run 779 s instead of 1,349 (docs/testing.md).
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * Browser tests run against the production build (`npm run build` first), served by the real
 * Node server on 127.0.0.1 with a throwaway database, in Debian's Chromium (its headless shell):
 * no browser download.
 */
export default defineConfig({
  testDir: "e2e",
  // Separate output per BUILD_DIR so parallel runs do not overwrite each other's traces.
  outputDir: `test-results/${process.env.BUILD_DIR ?? "build"}`,
  fullyParallel: true,
  // One per core: a third on two cores made every test a half slower, and the run no shorter.
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // At the end of a run, the ten slowest spec files over a minute (each test's time is on its line).
  reportSlowTests: { max: 10, threshold: 60_000 },
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a sixth of its time (accessibility and about-pages:
    // 143 s with, 120 s without), so CI records one only when it runs a failed test again.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--renderer-process-limit=2"],
    },
  },
  projects: [
    { name: "desktop", testIgnore: /(no-js|booking)\//, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Every page and form before and without JavaScript: the same browser with scripts switched off.
    { name: "no-js", testMatch: /no-js\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false } },
    // Booking, with and without JavaScript (each test says which), on its own server.
    {
      name: "booking",
      testMatch: /booking\/.*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${bookingPort}` },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(port), E2E_DB_DIR: e2eDatabaseDir },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${bookingPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(bookingPort), E2E_DB_DIR: e2eBookingDir },
    },
  ],
});
