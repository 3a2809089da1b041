// Starts the built production server for the browser tests: loopback only, a fresh SQLite file.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "kindred-e2e-"));
const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/node/main.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: process.env.PORT ?? "4173",
    DATABASE_URL: join(dir, "e2e.db"),
    LOG_REQUESTS: "false",
    // The browser tests exercise the browser's own attempt limit; the server's is covered by API tests.
    RATE_LIMIT_MAX_ATTEMPTS: "1000",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
