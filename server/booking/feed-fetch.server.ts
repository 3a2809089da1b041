import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { STATUS_CODES } from "node:http";
import { request } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { calendarsAdmin, type CalendarProblem } from "#app/content/admin.ts";

/**
 * Reading one of the owner's calendar addresses without letting it reach inside our network
 * (server-side request forgery). Only `https:` and `webcal:` (read as https) addresses; none whose
 * name resolves to a private, loopback, link-local or otherwise special address, IPv4 or IPv6.
 * The check runs when she saves the address and again on every request, on every address the
 * name resolves to, in the connection's own DNS lookup: the socket connects to the address that
 * was checked, so a name that changes its answer between the two (DNS rebinding) gains nothing.
 * Redirects are followed by hand (at most 3), each one checked the same way. A timeout covers the
 * whole exchange, and the body is cut off past a size cap. Conditional requests (ETag,
 * Last-Modified) let an unchanged calendar answer 304.
 *
 * The address is a secret (Google's "secret address"): it never reaches a log or an error message.
 */

export type FeedProblem = CalendarProblem | `http:${number}`;

export class FeedError extends Error {
  constructor(readonly problem: FeedProblem) {
    super(`calendar feed: ${problem}`);
  }
}

export type FetchOptions = {
  /** Tests only (CALENDAR_FEEDS_ALLOW_LOOPBACK): 127.0.0.0/8 and ::1 allowed. */
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests only: the certificate of the tests' local HTTPS server. */
  ca?: string;
};

export type FetchResult =
  | { kind: "changed"; body: string; etag: string | null; lastModified: string | null }
  | { kind: "not-modified" };

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

// Two lists: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too.
const specialV4 = new BlockList();
const specialV6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  specialV4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  specialV6.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped or NAT64 IPv6 address, if it is one. */
function embeddedIPv4(address: string): string | null {
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^(?:::ffff|64:ff9b):([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal) ?? /^(?:::ffff|64:ff9b)::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!match) return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether a calendar may be read from this IP address. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 4) {
    if (allowLoopback && address.startsWith("127.")) return true;
    return !specialV4.check(address, "ipv4");
  }
  if (family === 6) {
    // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): checked as the IPv4 address inside.
    const v4 = embeddedIPv4(address);
    if (v4) return isAllowedAddress(v4, allowLoopback);
    if (allowLoopback && new URL(`http://[${address}]/`).hostname === "[::1]") return true;
    return !specialV6.check(address, "ipv6");
  }
  return false;
}

/**
 * The https URL of an address she pasted, or why not: `webcal:` is read as `https:`; no other
 * scheme, no user name or password, and no name or IP address that is plainly private.
 */
export function checkFeedAddress(raw: string, allowLoopback: boolean): { ok: true; url: URL } | { ok: false; problem: FeedProblem } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, problem: "not-a-link" };
  }
  if (url.protocol === "webcal:") url = new URL(`https:${url.href.slice("webcal:".length)}`);
  if (url.protocol !== "https:" || url.hostname === "") return { ok: false, problem: "scheme" };
  if (url.username !== "" || url.password !== "") return { ok: false, problem: "credentials" };
  url.hash = "";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "").toLowerCase();
  if (isIP(host) !== 0) return isAllowedAddress(host, allowLoopback) ? { ok: true, url } : { ok: false, problem: "private" };
  if ((host === "localhost" || host.endsWith(".localhost")) && !allowLoopback) return { ok: false, problem: "private" };
  if (!host.includes(".") && host !== "localhost") return { ok: false, problem: "unknown-host" };
  return { ok: true, url };
}

/** The address as the back office shows it: its host and "…", never the secret path. */
export function maskAddress(url: string): string {
  try {
    return `${new URL(url).host}/…`;
  } catch {
    return "…";
  }
}

/** The connection's DNS lookup: every address the name has must be allowed, and the socket gets one of them. */
export function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (addresses.length === 0 || addresses.some((a) => !isAllowedAddress(a.address, allowLoopback))) {
        return callback(new FeedError("private"), "", 0);
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

type Answer = { status: number; location: string | null; etag: string | null; lastModified: string | null; body: string | null };

function requestOnce(url: URL, headers: Record<string, string>, options: FetchOptions, signal: AbortSignal): Promise<Answer> {
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "GET", headers, lookup: checkedLookup(options.allowLoopback), signal, ca: options.ca, agent: false },
      (res) => {
        const status = res.statusCode ?? 0;
        const header = (name: string) => {
          const value = res.headers[name];
          return typeof value === "string" ? value : null;
        };
        const answer = { status, location: header("location"), etag: header("etag"), lastModified: header("last-modified") };
        if (status !== 200) {
          res.resume();
          resolve({ ...answer, body: null });
          return;
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > maxBytes) {
          req.destroy(new FeedError("too-large"));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) req.destroy(new FeedError("too-large"));
          else chunks.push(chunk);
        });
        res.on("end", () => resolve({ ...answer, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Turns a failure of the request into its plain problem (nothing of the address kept). */
function problemOf(error: unknown, signal: AbortSignal): FeedProblem {
  if (error instanceof FeedError) return error.problem;
  if (signal.aborted) return "timeout";
  const code = (error as { code?: string } | null)?.code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") return "unknown-host";
  if (/^(ERR_TLS|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO|ERR_SSL|HOSTNAME_MISMATCH)/.test(code) || code.includes("CERT")) return "tls";
  return "unreachable";
}

/**
 * Reads a checked address (see checkFeedAddress): `not-modified` when the validators still hold,
 * else the body. Throws FeedError with the problem otherwise.
 */
export async function fetchFeed(address: string, validators: { etag: string | null; lastModified: string | null }, options: FetchOptions): Promise<FetchResult> {
  const checked = checkFeedAddress(address, options.allowLoopback);
  if (!checked.ok) throw new FeedError(checked.problem);
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  // identity: the body is read as it comes (no decompression, so the size cap is the real size).
  const headers: Record<string, string> = { accept: "text/calendar, */*;q=0.5", "accept-encoding": "identity", "user-agent": "calendar-availability/1.0" };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  let url = checked.url;
  for (let redirects = 0; ; redirects++) {
    let answer: Answer;
    try {
      answer = await requestOnce(url, headers, options, signal);
    } catch (error) {
      throw new FeedError(problemOf(error, signal));
    }
    if (answer.status === 304) return { kind: "not-modified" };
    if (answer.status === 200 && answer.body !== null) {
      if (!/BEGIN:VCALENDAR/i.test(answer.body.slice(0, 2048))) throw new FeedError("not-calendar");
      return { kind: "changed", body: answer.body, etag: answer.etag, lastModified: answer.lastModified };
    }
    if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
      if (redirects >= MAX_REDIRECTS) throw new FeedError("redirects");
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        throw new FeedError("unreachable");
      }
      const again = checkFeedAddress(next.href, options.allowLoopback);
      if (!again.ok) throw new FeedError(again.problem);
      url = again.url;
      continue;
    }
    throw new FeedError(`http:${answer.status}`);
  }
}

/** A problem as the owner reads it (the words are app/content/admin.ts's). */
export function describeFeedProblem(problem: string): string {
  const http = /^http:(\d{3})$/.exec(problem);
  if (http) {
    const status = Number(http[1]);
    return calendarsAdmin.httpProblem(status, STATUS_CODES[status] ?? "");
  }
  return Object.hasOwn(calendarsAdmin.problems, problem) ? calendarsAdmin.problems[problem as CalendarProblem] : calendarsAdmin.problems.unreachable;
}
