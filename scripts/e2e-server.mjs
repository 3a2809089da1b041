// Starts the built production server for the browser tests: loopback only, a fresh SQLite file,
// and a local stand-in for the newsletter platform's feed (tests never leave the machine).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.PORT ?? 4173);
const feedPort = port + 1000;
// One folder per port (playwright.config.ts names it too), emptied on start: tests read the
// database the server writes, to check what a submission stored.
const dir = process.env.E2E_DB_DIR ?? join(tmpdir(), `kindred-e2e-${port}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

// The fixture feed, its images pointed at the site itself (the image policy allows the site and
// https hosts): one real picture, one that fails to load.
const feed = readFileSync("server/news/fixtures/substack-feed.xml", "utf8")
  .replace("https://substackcdn.com/image/fetch/w_1456/bilingual-books.jpeg", `http://127.0.0.1:${port}/images/illustrations/bookshelf.svg`)
  .replace("https://substackcdn.com/image/fetch/w_1456/bedtime.png", `http://127.0.0.1:${port}/images/missing-cover.png`);
const feedServer = createServer((req, res) => {
  if (req.url === "/feed") return void res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(feed);
  res.writeHead(404).end();
});
feedServer.listen(feedPort, "127.0.0.1");

const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/node/main.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: join(dir, "e2e.db"),
    LOG_REQUESTS: "false",
    // The browser tests exercise the browser's own attempt limit; the server's is covered by API tests.
    RATE_LIMIT_MAX_ATTEMPTS: "1000",
    // Every browser test signs in from 127.0.0.1: the per-address sign-in pause would stop them all.
    // The per-account pause stays at 5 (e2e/admin/auth.spec.ts); the per-address one is covered by Vitest.
    SIGN_IN_ADDRESS_MAX_FAILURES: "1000",
    NEWSLETTER_FEED_URL: `http://127.0.0.1:${feedPort}/feed`,
  },
});
const stop = () => {
  child.kill("SIGTERM");
  feedServer.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
