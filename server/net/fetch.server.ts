import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request, type RequestOptions } from "node:https";
import type { IncomingMessage } from "node:http";
import type { LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Transform } from "node:stream";
import { checkAddress, isAllowedAddress, type AddressProblem, type AddressRules } from "./addresses.server";

/**
 * The one fetcher of every address the owner gives the server to read (her calendars, the
 * newsletter's feed, any later one), so that none of them can reach inside our network
 * (server-side request forgery) or take the server's memory:
 *
 * - the address passes ./addresses.server.ts's rules (https only, webcal where allowed, no user
 *   name or password, a host name or a public IP);
 * - every address the name resolves to is checked in the connection's own DNS lookup, and the
 *   socket connects to the address that was checked (a name that changes its answer between a
 *   check and the connection, DNS rebinding, gains nothing);
 * - redirects are followed by hand, at most 3, each one checked as the first address (no `http:`);
 * - one deadline covers the whole exchange, redirects included;
 * - the body is capped as it comes, on the wire, and again as it is decompressed (gzip or br, asked
 *   for; deflate when sent unasked; through node:zlib streams): a 204 KB gzip that would become
 *   200 MB stops at the cap.
 *
 * The address may be a secret (Google's "secret address"): it never reaches an error message;
 * OutboundError carries only a problem code.
 */

export type OutboundProblem = AddressProblem | "unreachable" | "timeout" | "tls" | "redirects" | "too-large" | "unreadable" | `http:${number}`;

export class OutboundError extends Error {
  constructor(readonly problem: OutboundProblem) {
    super(`outbound request: ${problem}`);
  }
}

export type OutboundOptions = AddressRules & {
  /** The Accept header: what the caller wants. */
  accept: string;
  userAgent: string;
  /** The whole exchange, redirects included (default 10 s). */
  timeoutMs?: number;
  /** The most bytes read on the wire, and the most the body may be once decompressed (default 5 MB). */
  maxBytes?: number;
  /** Tests only: the certificate of the tests' local HTTPS server (tests/https-server.ts). */
  ca?: string;
  /** The last answer's validators: an unchanged address may answer 304. */
  validators?: { etag: string | null; lastModified: string | null };
};

export type OutboundResult =
  | { kind: "changed"; body: string; etag: string | null; lastModified: string | null }
  | { kind: "not-modified" };

export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** The connection's DNS lookup: every address the name has must be allowed, and the socket gets one of them. */
export function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (addresses.length === 0 || addresses.some((a) => !isAllowedAddress(a.address, allowLoopback))) {
        return callback(new OutboundError("private"), "", 0);
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The decoder of a Content-Encoding, null for none; undefined for one we do not read. */
function decoderFor(encoding: string | undefined): Transform | null | undefined {
  switch ((encoding ?? "").trim().toLowerCase()) {
    case "":
    case "identity":
      return null;
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    default:
      return undefined;
  }
}

type Answer = { status: number; location: string | null; etag: string | null; lastModified: string | null; body: string | null };

function requestOnce(url: URL, headers: Record<string, string>, options: OutboundOptions, signal: AbortSignal): Promise<Answer> {
  const maxBytes = options.maxBytes ?? OUTBOUND_MAX_BYTES;
  return new Promise((resolve, reject) => {
    let settled = false;
    let decoder: Transform | null = null;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      decoder?.destroy();
      req.destroy();
      reject(error);
    };
    const done = (answer: Answer) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      resolve(answer);
    };
    // The deadline also stops a body still being decompressed after the connection ended.
    const onAbort = () => fail(signal.reason);
    const requestOptions: RequestOptions = { method: "GET", headers, lookup: checkedLookup(options.allowLoopback), signal, ca: options.ca, agent: false };
    const req = request(url, requestOptions, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const header = (name: string) => {
        const value = res.headers[name];
        return typeof value === "string" ? value : null;
      };
      const answer = { status, location: header("location"), etag: header("etag"), lastModified: header("last-modified") };
      if (status !== 200) {
        // Nothing of a redirect's or an error's body is read.
        res.destroy();
        done({ ...answer, body: null });
        return;
      }
      if (Number(res.headers["content-length"] ?? 0) > maxBytes) return fail(new OutboundError("too-large"));
      const decoding = decoderFor(header("content-encoding") ?? undefined);
      if (decoding === undefined) return fail(new OutboundError("unreadable"));
      decoder = decoding;
      let onWire = 0;
      res.on("data", (chunk: Buffer) => {
        onWire += chunk.length;
        if (onWire > maxBytes) fail(new OutboundError("too-large"));
      });
      res.on("error", fail);
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoder ? res.pipe(decoder) : res;
      body.on("data", (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (size > maxBytes) fail(new OutboundError("too-large"));
        else chunks.push(chunk);
      });
      body.on("end", () => done({ ...answer, body: Buffer.concat(chunks).toString("utf8") }));
      if (decoder) decoder.on("error", () => fail(new OutboundError("unreadable")));
    });
    signal.addEventListener("abort", onAbort, { once: true });
    req.on("error", fail);
    req.end();
  });
}

/** Turns a failure of the request into its plain problem (nothing of the address kept). */
function problemOf(error: unknown, signal: AbortSignal): OutboundProblem {
  if (error instanceof OutboundError) return error.problem;
  if (signal.aborted) return "timeout";
  const code = (error as { code?: string } | null)?.code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") return "unknown-host";
  if (/^(ERR_TLS|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO|ERR_SSL|HOSTNAME_MISMATCH)/.test(code) || code.includes("CERT")) return "tls";
  return "unreachable";
}

/**
 * Reads an address the owner gave: `not-modified` when the validators still hold, else the body
 * (as UTF-8 text). Throws OutboundError with the problem otherwise.
 */
export async function fetchOwnerAddress(address: string, options: OutboundOptions): Promise<OutboundResult> {
  const checked = checkAddress(address, options);
  if (!checked.ok) throw new OutboundError(checked.problem);
  const signal = AbortSignal.timeout(options.timeoutMs ?? OUTBOUND_TIMEOUT_MS);
  // gzip and br, decompressed with their output capped. Not deflate: servers disagree on whether it
  // is zlib-wrapped, so it is only read (as zlib) when a server sends it unasked.
  const headers: Record<string, string> = { accept: options.accept, "accept-encoding": "gzip, br", "user-agent": options.userAgent };
  if (options.validators?.etag) headers["if-none-match"] = options.validators.etag;
  if (options.validators?.lastModified) headers["if-modified-since"] = options.validators.lastModified;
  let url = checked.url;
  for (let redirects = 0; ; redirects++) {
    let answer: Answer;
    try {
      answer = await requestOnce(url, headers, options, signal);
    } catch (error) {
      throw new OutboundError(problemOf(error, signal));
    }
    if (answer.status === 304) return { kind: "not-modified" };
    if (answer.status === 200 && answer.body !== null) return { kind: "changed", body: answer.body, etag: answer.etag, lastModified: answer.lastModified };
    if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
      if (redirects >= MAX_REDIRECTS) throw new OutboundError("redirects");
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        throw new OutboundError("unreachable");
      }
      // Checked as the first address: a redirect to http:, to a private address or to a name that
      // is no host name is refused before any request. (webcal: is a subscription's scheme, never a redirect's.)
      const again = checkAddress(next.href, { allowLoopback: options.allowLoopback });
      if (!again.ok) throw new OutboundError(again.problem);
      url = again.url;
      continue;
    }
    throw new OutboundError(`http:${answer.status}`);
  }
}
