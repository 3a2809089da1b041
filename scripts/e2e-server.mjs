// Starts the built production server for the browser tests: loopback only, a fresh SQLite file,
// a local stand-in for the newsletter platform's feed and a local mail server (tests never leave
// the machine).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.PORT ?? 4173);
const feedPort = port + 1000;
// One folder per port (playwright.config.ts names it too), emptied on start: tests read the
// database the server writes, to check what a submission stored.
const dir = process.env.E2E_DB_DIR ?? join(tmpdir(), `kindred-e2e-${port}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

// The fixture feed, its images pointed at the site itself (the image policy allows the site and
// https hosts): one real picture, one that fails to load. Served over HTTPS (the server reads the
// owner's addresses over https only) with the tests' certificate, which the server is told to
// trust (NODE_EXTRA_CA_CERTS), on loopback, which it may reach with OUTBOUND_ALLOW_LOOPBACK.
const feed = readFileSync("server/news/fixtures/substack-feed.xml", "utf8")
  .replace("https://substackcdn.com/image/fetch/w_1456/bilingual-books.jpeg", `http://127.0.0.1:${port}/images/illustrations/bookshelf.svg`)
  .replace("https://substackcdn.com/image/fetch/w_1456/bedtime.png", `http://127.0.0.1:${port}/images/missing-cover.png`);
const testCert = fileURLToPath(new URL("../server/net/fixtures/test-tls-cert.pem", import.meta.url));
const tls = { cert: readFileSync(testCert), key: readFileSync(new URL("../server/net/fixtures/test-tls-key.pem", import.meta.url)) };
const feedServer = createServer(tls, (req, res) => {
  if (req.url === "/feed") return void res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(feed);
  res.writeHead(404).end();
});
feedServer.listen(feedPort, "127.0.0.1");

// The site's email goes to a mail server on loopback (plain SMTP; the site allows that only to this
// machine). Each message it accepts is kept whole as <dir>/mail/<n>.eml (written, then renamed,
// so a reader never sees half a file); e2e/admin/outbox.spec.ts reads the ones to its own address.
const smtpPort = port + 2000;
const mailDir = join(dir, "mail");
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;
// An address starting "refuse-first-" is refused for good (550) the first time it is seen, and
// accepted after: the Outbox page's "Retry now" is tested with it.
const refusedOnce = new Set();
const smtpServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if (to.startsWith("refuse-first-") && !refusedOnce.has(to)) {
      refusedOnce.add(to);
      const error = new Error("5.1.1 Mailbox unavailable (test refusal)");
      error.responseCode = 550;
      return callback(error);
    }
    callback();
  },
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const name = `${Date.now()}-${++mailCount}.eml`;
      writeFileSync(join(mailDir, `${name}.part`), Buffer.concat(chunks));
      renameSync(join(mailDir, `${name}.part`), join(mailDir, name));
      callback();
    });
  },
});
smtpServer.listen(smtpPort, "127.0.0.1");

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
    NEWSLETTER_FEED_URL: `https://127.0.0.1:${feedPort}/feed`,
    OUTBOUND_ALLOW_LOOPBACK: "1",
    NODE_EXTRA_CA_CERTS: testCert,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Kindred Pages <hello@kindred.test>",
    OWNER_NOTIFY_EMAIL: "owner@kindred.test",
    // Many tests send forms from the same few addresses.
    CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY: "1000",
    CONFIRMATION_LIMIT_PER_HOUR: "100000",
    // Every browser test books from 127.0.0.1: the per-client daily cap is covered by Vitest
    // (server/booking/guard.server.test.ts, guard-page.server.test.ts).
    BOOKING_MAX_PER_CLIENT_PER_DAY: "1000",
    // No wait for the form token's floor (tests only: honoured with NODE_ENV=test alone). The
    // browser's own floor is passed by moving the page's clock (passFormFloor in e2e/support.ts);
    // the real floor is tested on a server of its own (e2e/no-js/forms.spec.ts).
    NODE_ENV: "test",
    FORM_TOKEN_MIN_AGE_MS: "0",
  },
});
const stop = () => {
  child.kill("SIGTERM");
  feedServer.close();
  smtpServer.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
