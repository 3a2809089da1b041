import { chooseEncoding, type StaticFile } from "../static-files.server";
import { contentSecurityPolicy, securityHeaderPairs } from "../security-headers.server";

/**
 * Answers from memory (issue "When one machine is not enough", decision 10): a file of the build
 * (static-files.server.ts) or a page the page cache keeps (page-cache.server.ts), made ready to
 * write as it is. Each copy's headers, security headers included, are put together once per
 * kind of answer (plain or compressed, behind TLS or not) and kept with it, so an answer costs a
 * lookup and a write. The same answer is sent by the server's first handler on Node's own
 * request and response (node-front.server.ts) and, for app.fetch(), as a Response (toResponse).
 */

/** What an answer from memory depends on; nothing else of the request is read. */
export type MemoryRequest = {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** The query with its "?", or "". */
  search: string;
  /** Reached over TLS (directly, or through a proxy trusted to say so). */
  https: boolean;
  /** A request header by its lower-case name. */
  header(name: string): string | undefined;
};

export type MemoryAnswer = {
  status: number;
  /** [name, value, name, value, …], lower-case names, Content-Length and security headers included. */
  headers: string[];
  /** The body's parts, in order (none for HEAD or a 304). */
  body: Buffer[];
  /** A document: an HTML page, counted as a view when it is a 200 or a 304 to a GET. */
  html: boolean;
};

export type Answerer = (request: MemoryRequest) => MemoryAnswer | null | Promise<MemoryAnswer | null>;

/** [[name, value], …] as the flat list Node's writeHead() takes. */
export function flatten(pairs: [string, string][]): string[] {
  const flat: string[] = [];
  for (const [name, value] of pairs) flat.push(name, value);
  return flat;
}

/** Prepared header lists of each static file, by kind of answer. */
const preparedHeaders = new WeakMap<StaticFile, Map<string, string[]>>();

/**
 * A file of the build from memory: the best encoding the client takes, a 304 when it already
 * has it, the page's Content-Security-Policy by its scripts' hashes for a prerendered page.
 */
export function staticFileAnswer(file: StaticFile, request: MemoryRequest, formTargets: string[]): MemoryAnswer {
  const notModified = file.etag !== undefined && request.header("if-none-match") === file.etag;
  const encoding = notModified ? undefined : chooseEncoding(file, request.header("accept-encoding"));
  const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body;
  const kind = `${notModified ? 304 : 200}${request.https ? "s" : ""}${encoding ?? ""}${request.path}`;
  let byKind = preparedHeaders.get(file);
  if (!byKind) preparedHeaders.set(file, (byKind = new Map()));
  let headers = byKind.get(kind);
  if (!headers) {
    const pairs: [string, string][] = [
      ["content-type", file.type],
      ["cache-control", file.cacheControl],
      ["vary", "Accept-Encoding"],
    ];
    if (file.etag) pairs.push(["etag", file.etag]);
    if (file.scriptHashes) pairs.push(["content-security-policy", contentSecurityPolicy(file.scriptHashes, request.https, formTargets)]);
    if (!notModified) {
      if (encoding) pairs.push(["content-encoding", encoding]);
      pairs.push(["content-length", String(body.length)]);
    }
    pairs.push(...securityHeaderPairs(request.path, request.https, file.scriptHashes !== undefined));
    headers = flatten(pairs);
    // One list per kind and path (a page is reached by one or two paths: "/x" and "/x/index.html").
    if (byKind.size < 64) byKind.set(kind, headers);
  }
  const html = file.type.startsWith("text/html");
  return { status: notModified ? 304 : 200, headers, body: notModified || request.method === "HEAD" ? [] : [body], html };
}

/** An answer from memory as a Response (app.fetch(), the tests). */
export function toResponse(answer: MemoryAnswer): Response {
  const headers = new Headers();
  for (let i = 0; i < answer.headers.length; i += 2) headers.append(answer.headers[i]!, answer.headers[i + 1]!);
  const body = answer.body.length === 1 ? answer.body[0]! : answer.body.length > 1 ? Buffer.concat(answer.body) : null;
  // A view of the kept bytes, not a copy.
  return new Response(body && new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: answer.status, headers });
}
