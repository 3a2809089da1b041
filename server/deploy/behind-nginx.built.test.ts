import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The repository's nginx configuration (deploy/nginx/kindred-pages.conf), run by Debian's nginx on
 * 127.0.0.1 with a self-signed certificate in front of the BUILT server (`npm run build`) with
 * TRUST_PROXY=true: HTTPS with Strict-Transport-Security, HTTP sent to HTTPS, the visitor's own
 * address reaching the attempt limit, the same-origin check, and the MDN HTTP Observatory's grade.
 * The only changes made to the file are the ones a test on 127.0.0.1 needs: ports, names, paths.
 */

const root = join(import.meta.dirname, "..", "..");
const entry = join(root, process.env.BUILD_DIR ?? "build", "node", "main.js");
const observatory = join(root, "node_modules", ".cache", "mdn-http-observatory", "node_modules", "@mdn", "mdn-http-observatory");
const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

let dir: string;
let cert: string;
let ports: { app: number; http: number; https: number };
let app: ChildProcess;
let nginx: ChildProcess;

async function freePort(): Promise<number> {
  return new Promise((found) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => found(port));
    });
  });
}

async function waitForPort(port: number, what: string, child: ChildProcess) {
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} stopped with code ${child.exitCode}`);
    const open = await new Promise<boolean>((answer) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), answer(true)));
      socket.once("error", () => answer(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`${what} did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The repository's file, with the ports, names and paths of this test. */
function testConfig(): string {
  const original = readFileSync(join(root, "deploy", "nginx", "kindred-pages.conf"), "utf8");
  return original
    .replace(/^\s*listen \[::\]:.*\n/gm, "")
    .replace(/listen 80;/g, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl http2;/g, `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/server 127\.0\.0\.1:3000/g, `server 127.0.0.1:${ports.app}`)
    .replace(/https:\/\/www\.kindredpagesreading\.com\$request_uri/g, `https://localhost:${ports.https}$request_uri`)
    .replace(/www\.kindredpagesreading\.com kindredpagesreading\.com;/g, "localhost bare.localhost;")
    .replace(/server_name www\.kindredpagesreading\.com;/g, "server_name localhost;")
    .replace(/server_name kindredpagesreading\.com;/g, "server_name bare.localhost;")
    .replace(/\/etc\/letsencrypt\/live\/www\.kindredpagesreading\.com\/fullchain\.pem/g, cert)
    .replace(/\/etc\/letsencrypt\/live\/www\.kindredpagesreading\.com\/privkey\.pem/g, join(dir, "key.pem"))
    .replace(/\/var\/www\/letsencrypt/g, join(dir, "acme"));
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request through nginx over HTTPS, trusting the test's certificate, from a chosen loopback address. */
function viaHttps(path: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((answered, failed) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: ports.https,
        path,
        method: options.method ?? "GET",
        headers: { Host: `localhost:${ports.https}`, ...options.headers },
        ca: readFileSync(cert),
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => answered({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", failed);
    req.end(options.body);
  });
}

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error(`No server build at ${entry}: run \`npm run build\` first (npm test does).`);
  if (!nginxBinary) throw new Error("Debian's nginx is not installed: `npm test` (scripts/test.sh) installs it.");
  dir = mkdtempSync(join(tmpdir(), "kindred-nginx-"));
  mkdirSync(join(dir, "acme"));
  mkdirSync(join(dir, "logs"));
  cert = join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,DNS:bare.localhost,IP:127.0.0.1",
    "-keyout", join(dir, "key.pem"), "-out", cert,
  ], { stdio: "ignore" });
  ports = { app: await freePort(), http: await freePort(), https: await freePort() };

  app = spawn(process.execPath, [entry], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(ports.app),
      DATABASE_URL: join(dir, "site.db"),
      TRUST_PROXY: "true",
      SITE_URL: `https://localhost:${ports.https}`,
      LOG_REQUESTS: "false",
      RATE_LIMIT_MAX_ATTEMPTS: "3",
      NEWSLETTER_FEED_URL: "https://127.0.0.1:9/feed",
    },
  });
  await waitForPort(ports.app, "the server", app);

  const temp = (name: string) => join(dir, name);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      // As root, nginx's workers would switch to a user who cannot read the test's key.
      process.getuid?.() === 0 ? "user root;" : "",
      `pid ${temp("nginx.pid")};`,
      `error_log ${temp("logs/error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${temp("body")};`,
      `  proxy_temp_path ${temp("proxy")};`,
      `  fastcgi_temp_path ${temp("fastcgi")};`,
      `  uwsgi_temp_path ${temp("uwsgi")};`,
      `  scgi_temp_path ${temp("scgi")};`,
      testConfig(),
      "}",
    ].join("\n"),
  );
  nginx = spawn(nginxBinary, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", temp("logs/error.log")], { stdio: ["ignore", "inherit", "inherit"] });
  await waitForPort(ports.https, "nginx", nginx);
}, 60_000);

afterAll(async () => {
  for (const child of [nginx, app]) {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the site behind nginx (deploy/nginx/kindred-pages.conf)", () => {
  it("serves pages over HTTPS with Strict-Transport-Security, and sends HTTP to HTTPS", async () => {
    const home = await viaHttps("/");
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
    expect(home.body).toContain("<h1");
    const plain = await new Promise<Answer>((answered, failed) => {
      httpRequest({ host: "127.0.0.1", port: ports.http, path: "/services?x=1", headers: { Host: "localhost" } }, (res) => {
        res.resume();
        res.on("end", () => answered({ status: res.statusCode ?? 0, headers: res.headers, body: "" }));
      })
        .on("error", failed)
        .end();
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://localhost:${ports.https}/services?x=1`);
  });

  it("passes on the visitor's own address: the attempt limit counts each visitor, whatever X-Forwarded-For they send", async () => {
    const post = (from: string, forged?: string) =>
      viaHttps("/api/submit-contact", {
        method: "POST",
        from,
        headers: { "Content-Type": "application/json", ...(forged ? { "X-Forwarded-For": forged } : {}) },
        body: "{}",
      });
    for (let i = 0; i < 3; i++) expect((await post("127.0.0.5", `198.51.100.${i}`)).status).toBe(400);
    // The fourth from that visitor is refused, even with another forged address in front.
    expect((await post("127.0.0.5", "203.0.113.99")).status).toBe(429);
    // Another visitor is not.
    expect((await post("127.0.0.6")).status).toBe(400);
  });

  it("refuses a POST from another site and lets the site's own through", async () => {
    const foreign = await viaHttps("/api/submit-contact", {
      method: "POST",
      from: "127.0.0.7",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    const own = await viaHttps("/api/submit-contact", {
      method: "POST",
      from: "127.0.0.8",
      headers: { "Content-Type": "application/json", Origin: `https://localhost:${ports.https}`, "Sec-Fetch-Site": "same-origin" },
      body: "{}",
    });
    expect(own.status).toBe(400);
  });

  it("gets A+ from the MDN HTTP Observatory", async () => {
    if (!existsSync(observatory)) throw new Error(`The MDN HTTP Observatory is not installed at ${observatory}: \`npm test\` (scripts/test.sh) installs it.`);
    const out = execFileSync(process.execPath, [join(root, "scripts", "observatory-scan.mjs"), "localhost", String(ports.http), String(ports.https)], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      encoding: "utf8",
      timeout: 60_000,
    });
    const report = JSON.parse(out) as { scan: { grade: string; score: number }; tests: Record<string, { result: string; pass: boolean }> };
    console.info(`MDN HTTP Observatory through nginx: ${report.scan.grade} (score ${report.scan.score})`);
    const failed = Object.entries(report.tests).filter(([, test]) => !test.pass).map(([name, test]) => `${name}: ${test.result}`);
    expect({ grade: report.scan.grade, failed }).toEqual({ grade: "A+", failed: [] });
  }, 90_000);
});
