import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer as createHttpServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/**
 * Local servers on 127.0.0.1 standing in for the places the owner's addresses lead to (Google,
 * iCloud, Outlook calendars, the newsletter platform, an internal service behind a redirect) in
 * the tests of the fetcher. HTTPS with a self-signed certificate for 127.0.0.1, ::1 and localhost
 * (fixtures/test-tls-*.pem, valid until 2126), trusted only by the tests: through the fetcher's
 * `ca` in Vitest, through NODE_EXTRA_CA_CERTS (TEST_TLS_CERT_PATH) for a server started by a
 * browser test or a benchmark.
 */

export const TEST_TLS_CERT_PATH = new URL("../server/net/fixtures/test-tls-cert.pem", import.meta.url);
export const TEST_TLS_CERT = readFileSync(TEST_TLS_CERT_PATH, "utf8");
const key = readFileSync(new URL("../server/net/fixtures/test-tls-key.pem", import.meta.url), "utf8");

export type TestServer = {
  /** `https://127.0.0.1:<port>` (or `http://` for startTestHttpServer). */
  origin: string;
  /** Requests received, every path. */
  requests: () => number;
  close: () => Promise<void>;
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(server: ReturnType<typeof createHttpServer>, scheme: "http" | "https", handled: { count: number }): Promise<TestServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${scheme}://127.0.0.1:${port}`,
    requests: () => handled.count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An HTTPS server on 127.0.0.1 answering with `handler`. */
export function startTestHttpsServer(handler: Handler): Promise<TestServer> {
  const handled = { count: 0 };
  const server = createHttpsServer({ key, cert: TEST_TLS_CERT }, (req, res) => {
    handled.count++;
    handler(req, res);
  });
  return listen(server, "https", handled);
}

/** A plain-HTTP server on 127.0.0.1 (an internal service no owner's address may reach). */
export function startTestHttpServer(handler: Handler): Promise<TestServer> {
  const handled = { count: 0 };
  const server = createHttpServer((req, res) => {
    handled.count++;
    handler(req, res);
  });
  return listen(server, "http", handled);
}

/**
 * A gzip bomb: `expandedMiB` MiB of zeros as that many gzip members of 1 MiB each (a reader takes
 * them as one body), about 1 KiB on the wire per MiB: 200 MiB in about 200 KiB.
 */
export function gzipBomb(expandedMiB: number): Buffer {
  const member = gzipSync(Buffer.alloc(1024 * 1024));
  return Buffer.concat(Array.from({ length: expandedMiB }, () => member));
}

/**
 * Answers 200 with `bytes` bytes of calendar-like text, sent as the reader takes them (no
 * Content-Length: only counting on the wire can stop it). Resolves with how many bytes were sent
 * before the reader hung up or all were sent.
 */
export function sendEndlessBody(res: ServerResponse, bytes: number, head = "BEGIN:VCALENDAR\r\n"): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, "X");
  res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
  let sent = 0;
  return new Promise((resolve) => {
    const finish = () => resolve(sent);
    res.once("close", finish);
    const pump = () => {
      if (sent === 0) {
        res.write(head);
        sent += head.length;
      }
      while (sent < bytes && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end();
    };
    pump();
  });
}
