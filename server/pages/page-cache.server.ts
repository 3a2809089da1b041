import { randomBytes, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { parseAccept } from "hono/utils/accept";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { FormId } from "#app/lib/forms/common.ts";
import type { AppDatabase } from "../db/database.server";
import { FormTokens } from "../forms/form-token.server";
import { contentSecurityPolicy, inlineScriptHashes, newNonce, securityHeaderPairs } from "../security-headers.server";
import { flatten, toResponse, type MemoryAnswer, type MemoryRequest } from "./memory-answers.server";
import { readContentVersions, type ContentVersions } from "./content-versions.server";
import { canStitch, compressParts, stitchGzip, type StitchParts } from "./stitched-gzip.server";
import { businessDay, pageRules, preferenceCookieHeader, renderUrl, type PageRule, type StampSources } from "./page-rules.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every server-rendered public page from memory (issue "When one machine is not enough").
 *
 * A page (see page-rules.server.ts for which, and what each depends on) is rendered once per
 * variant and kept until what it shows changes: its stamp (the owner's content versions, read
 * from the database, the day, the feed's generation) differs from the one it was rendered with.
 * Nothing of one visitor's request reaches the render but the path, the query parameters and
 * the preference cookies the page's rule names, and those are its variant.
 *
 * Two kinds of copy:
 * - Pages without a form are rendered without a nonce, like the prerendered pages: the
 *   Content-Security-Policy allows their inline scripts by hash, so the bytes never change and
 *   their brotli and gzip forms are made once (on first demand).
 * - Form pages need what must differ in every response: the CSP nonce, the signed form token and
 *   the idempotency key. They are rendered with unguessable placeholders (random per cache, per
 *   render) that are replaced with fresh values in each response, wherever they appear (the
 *   hidden inputs and the hydration data). Sent as gzip, when the browser takes it, stitched
 *   from the parts compressed once and the values (stitched-gzip.server.ts).
 *
 * State is per instance (this object, made by createApp); what must be shared between instances
 * (the content versions) is read from the database, at most every `versionsMaxAgeMs`, and at once
 * after a write this instance handled (forgetVersions()).
 */

export type RenderContext = {
  /** Undefined: render without a nonce (the page's scripts are then allowed by hash). */
  cspNonce: string | undefined;
  formTokens: FormTokens;
  newIdempotencyKey: () => string;
};

export type PageCacheOptions = {
  /** Most copies kept (least recently used dropped first). */
  maxEntries?: number;
  /** Most bytes kept, bodies and their compressed forms together. */
  maxBytes?: number;
  /** How long the content versions read from the database are trusted, in ms (0: read per request). */
  versionsMaxAgeMs?: number;
};

export type PageCacheDeps = PageCacheOptions & {
  db: AppDatabase;
  /** Renders a request through React Router with the given per-render context. */
  render: (request: Request, context: RenderContext) => Promise<Response>;
  /** Issues a real signed token (forms.tokens.issue). */
  issueToken: (form: FormId, now: number) => string;
  /** The news feed copy's generation; absent: /news is not cached. */
  feedGeneration?: () => number;
  /** Origins forms may be sent on to (the CSP's form-action). */
  formTargets: string[];
  /** The site's origin (config.business.siteUrl): the one a cached render sees. */
  siteOrigin: string;
  now: () => number;
};

type Slot = { kind: "nonce" } | { kind: "token"; form: FormId; id: number } | { kind: "key"; id: number };

type Entry = {
  key: string;
  stamp: string;
  status: number;
  headers: [string, string][];
  bytes: number;
  /** A page without a form: the whole body, and its script hashes for the policy. */
  body?: Buffer;
  scriptHashes?: string[];
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  /** The compressed forms once made. */
  brDone?: Buffer;
  gzipDone?: Buffer;
  /** Header lists for its answers, by kind (see preparedHeaders()). */
  prepared: Map<string, string[]>;
  /** A form page: fixed parts and, between each two, the slot for a per-response value. */
  parts?: Buffer[];
  /** The parts compressed once, for gzip stitched per response (absent where Node cannot stitch). */
  gzipParts?: StitchParts;
  slots?: Slot[];
};

/** A FormTokens that hands out placeholders and remembers which form each is for. */
class PlaceholderTokens extends FormTokens {
  readonly issued: { placeholder: string; form: FormId }[] = [];
  constructor(private readonly prefix: string) {
    super("placeholder");
  }
  override issue(form: FormId): string {
    const placeholder = `${this.prefix}t${this.issued.length}x`;
    this.issued.push({ placeholder, form });
    return placeholder;
  }
}

const DEFAULT_MAX_ENTRIES = 500;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_VERSIONS_MAX_AGE_MS = 100;
/** Response headers never copied into a kept page. */
const dropped = new Set(["content-length", "content-encoding", "content-security-policy", "transfer-encoding", "etag"]);

/** The parts with the values between them, as one body. */
function interleave(parts: Buffer[], values: Buffer[]): Buffer {
  const chunks: Buffer[] = [parts[0]!];
  values.forEach((value, index) => chunks.push(value, parts[index + 1]!));
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding takes gzip (by name or `*`, with a q-value above 0). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const q = accepts.find((a) => a.type.toLowerCase() === "gzip")?.q ?? accepts.find((a) => a.type === "*")?.q ?? 0;
  return q > 0;
}

export function createPageCache(deps: PageCacheDeps) {
  const maxEntries = deps.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = deps.maxBytes ?? DEFAULT_MAX_BYTES;
  const versionsMaxAgeMs = deps.versionsMaxAgeMs ?? DEFAULT_VERSIONS_MAX_AGE_MS;
  // Placeholders: random for this cache, so no text a visitor or the owner writes can be one.
  const secret = randomBytes(12).toString("hex");
  let renders = 0;

  /** Least recently used first (a Map keeps insertion order; a hit moves its entry to the end). */
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const inFlight = new Map<string, Promise<Entry | null>>();

  let versionsMemo: { at: number; value: Promise<ContentVersions> } | null = null;
  function versions(): Promise<ContentVersions> {
    const at = deps.now();
    if (!versionsMemo || versionsMaxAgeMs <= 0 || at - versionsMemo.at >= versionsMaxAgeMs || at < versionsMemo.at) {
      const value = readContentVersions(deps.db);
      versionsMemo = { at, value };
      value.catch(() => {
        if (versionsMemo?.value === value) versionsMemo = null;
      });
    }
    return versionsMemo.value;
  }

  // Worked out once a minute (a day starts on a whole minute in every zone in use): formatting a
  // date in a time zone costs more than the rest of answering from memory.
  let today = { minute: Number.NaN, day: "" };
  function day(): string {
    const at = deps.now();
    const minute = Math.floor(at / 60_000);
    if (minute !== today.minute) today = { minute, day: businessDay(at) };
    return today.day;
  }

  const sources: StampSources = {
    versions,
    day,
    feedGeneration: () => (deps.feedGeneration ? deps.feedGeneration() : null),
  };

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function keep(entry: Entry) {
    drop(entry.key);
    if (entry.bytes > maxBytes) return;
    entries.set(entry.key, entry);
    totalBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function renderEntry(key: string, stamp: string, rule: PageRule, url: URL, cookie: string | null): Promise<Entry | null> {
    const prefix = `pc${secret}r${++renders}`;
    const nonce = rule.form ? `${prefix}nx` : undefined;
    const tokens = new PlaceholderTokens(prefix);
    const keys: string[] = [];
    const headers = new Headers({ Accept: "text/html" });
    const renderCookie = rule.readsPreferenceCookies ? preferenceCookieHeader(cookie) : null;
    if (renderCookie) headers.set("Cookie", renderCookie);
    const response = await deps.render(new Request(url, { method: "GET", headers }), {
      cspNonce: nonce,
      formTokens: tokens,
      newIdempotencyKey: () => {
        const placeholder = `${prefix}k${keys.length}x`;
        keys.push(placeholder);
        return placeholder;
      },
    });
    // Only a whole, ordinary page is kept: anything else (a 404 for a month out of range, an
    // error, a page that says not to store it) is rendered again for the visitor, the usual way.
    if (
      response.status !== 200 ||
      !(response.headers.get("content-type") ?? "").startsWith("text/html") ||
      response.headers.has("set-cookie") ||
      /\bno-store\b/i.test(response.headers.get("cache-control") ?? "")
    ) {
      await response.body?.cancel();
      return null;
    }
    const html = await response.text();
    const kept: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!dropped.has(name)) kept.push([name, value]);
    });
    const vary = response.headers.get("vary");
    if (!vary || !/\baccept-encoding\b/i.test(vary)) {
      const index = kept.findIndex(([name]) => name === "vary");
      if (index >= 0) kept.splice(index, 1);
      kept.push(["vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]);
    }
    const base = { key, stamp, status: response.status, headers: kept, prepared: new Map<string, string[]>() };
    if (!rule.form) {
      // A page without a form must not have asked for a token or a key; if it did, it is not kept.
      if (tokens.issued.length > 0 || keys.length > 0) return null;
      const body = Buffer.from(html, "utf8");
      return { ...base, body, scriptHashes: inlineScriptHashes(html), bytes: body.length * 2 };
    }
    const placeholders = new Map<string, Slot>([[nonce!, { kind: "nonce" }]]);
    tokens.issued.forEach(({ placeholder, form }, id) => placeholders.set(placeholder, { kind: "token", form, id }));
    keys.forEach((placeholder, id) => placeholders.set(placeholder, { kind: "key", id }));
    const parts: Buffer[] = [];
    const slots: Slot[] = [];
    const pattern = new RegExp(`${prefix}(?:nx|t\\d+x|k\\d+x)`, "g");
    let last = 0;
    for (const match of html.matchAll(pattern)) {
      const slot = placeholders.get(match[0]);
      if (!slot) return null;
      parts.push(Buffer.from(html.slice(last, match.index), "utf8"));
      slots.push(slot);
      last = match.index + match[0].length;
    }
    parts.push(Buffer.from(html.slice(last), "utf8"));
    const gzipParts = canStitch ? await compressParts(parts) : undefined;
    const bytes = [...parts, ...(gzipParts?.compressed ?? [])].reduce((sum, part) => sum + part.length, 0);
    return { ...base, parts, slots, gzipParts, bytes };
  }

  function compressed(entry: Entry, encoding: "br" | "gzip"): Promise<Buffer> {
    const body = entry.body!;
    if (encoding === "br") {
      entry.br ??= brotli(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).then((done) => (entry.brDone = done));
      return entry.br;
    }
    entry.gzip ??= gzipAsync(body, { level: 9 }).then((done) => (entry.gzipDone = done));
    return entry.gzip;
  }

  /**
   * The headers an entry's answers share, made once per kind ("s": behind TLS; an encoding):
   * the render's own, then (pages without a form) the policy, the encoding and the length, then
   * the security headers. A form page's answer adds its policy (with the nonce), encoding and
   * length to a copy.
   */
  function preparedHeaders(entry: Entry, path: string, https: boolean, encoding: "br" | "gzip" | undefined, length: number): string[] {
    const kind = `${https ? "s" : ""}${encoding ?? ""}`;
    let headers = entry.prepared.get(kind);
    if (!headers) {
      const pairs: [string, string][] = [...entry.headers];
      if (entry.body) {
        pairs.push(["content-security-policy", contentSecurityPolicy(entry.scriptHashes!, https, deps.formTargets)]);
        if (encoding) pairs.push(["content-encoding", encoding]);
        pairs.push(["content-length", String(length)]);
      }
      pairs.push(...securityHeaderPairs(path, https, true));
      headers = flatten(pairs);
      entry.prepared.set(kind, headers);
    }
    return headers;
  }

  /** The policy of a form page's answers around its nonce, once per kind. */
  const policyAroundNonce = new Map<boolean, [string, string]>();
  function formPolicy(https: boolean, nonce: string): string {
    let around = policyAroundNonce.get(https);
    if (!around) {
      const [before, after] = contentSecurityPolicy(["'nonce-\u0000'"], https, deps.formTargets).split("\u0000");
      around = [before!, after!];
      policyAroundNonce.set(https, around);
    }
    return around[0] + nonce + around[1];
  }

  function answer(entry: Entry, request: MemoryRequest, path: string): MemoryAnswer | Promise<MemoryAnswer> {
    const head = request.method === "HEAD";
    if (entry.body) {
      const accepted = (request.header("accept-encoding") ?? "").toLowerCase();
      const encoding = accepted === "" ? undefined : /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
      const ready = encoding === "br" ? entry.brDone : encoding === "gzip" ? entry.gzipDone : entry.body;
      const send = (body: Buffer): MemoryAnswer => ({
        status: entry.status,
        headers: preparedHeaders(entry, path, request.https, encoding, body.length),
        body: head ? [] : [body],
        html: true,
      });
      // Compressed once, on first demand (off the main thread); from then on, at once.
      return ready ? send(ready) : compressed(entry, encoding!).then(send);
    }
    // A form page: fresh values into the slots (a token or key used twice is the same value),
    // written into one small buffer (from Node's pool) that the values are views of.
    const nonce = newNonce();
    const at = deps.now();
    const slots = entry.slots!;
    const texts: string[] = new Array<string>(slots.length);
    let total = 0;
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index]!;
      let text: string | undefined;
      if (slot.kind === "nonce") text = nonce;
      else {
        for (let earlier = 0; earlier < index && text === undefined; earlier++) {
          const other = slots[earlier]!;
          if (other.kind === slot.kind && other.id === slot.id) text = texts[earlier];
        }
        text ??= slot.kind === "token" ? deps.issueToken(slot.form, at) : randomUUID();
      }
      texts[index] = text;
      total += text.length;
    }
    const own = Buffer.allocUnsafe(total);
    const values: Buffer[] = new Array<Buffer>(slots.length);
    for (let index = 0, offset = 0; index < slots.length; index++) {
      const length = own.write(texts[index]!, offset, "latin1");
      values[index] = own.subarray(offset, offset + length);
      offset += length;
    }
    const headers = preparedHeaders(entry, path, request.https, undefined, 0).slice();
    headers.push("content-security-policy", formPolicy(request.https, nonce));
    const done = (body: Buffer[], length: number): MemoryAnswer => {
      headers.push("content-length", String(length));
      return { status: entry.status, headers, body: head ? [] : body, html: true };
    };
    // Each copy differs: gzip is stitched from the parts compressed once and the values
    // (stitched-gzip.server.ts), or made whole off the main thread where Node cannot stitch; not
    // for HEAD, which sends no body (as compress() did before).
    if (!head && acceptsGzip(request.header("accept-encoding") ?? null)) {
      headers.push("content-encoding", "gzip");
      if (entry.gzipParts) {
        // Written as chunks (Node writes them together): no copy of the compressed parts.
        const gzipped = stitchGzip(entry.gzipParts, values);
        return done(gzipped, gzipped.reduce((sum, chunk) => sum + chunk.length, 0));
      }
      return gzipAsync(interleave(entry.parts!, values)).then((gzipped) => done([gzipped], gzipped.length));
    }
    // Sent as parts (Node writes them together): no copy of the page per answer.
    const body: Buffer[] = [entry.parts![0]!];
    let length = entry.parts![0]!.length;
    values.forEach((value, index) => {
      const part = entry.parts![index + 1]!;
      body.push(value, part);
      length += value.length + part.length;
    });
    return done(body, length);
  }

  /** URLs of the listed pages asked for without a query, made once (the rules only read them). */
  const plainUrls = new Map<string, URL>();

  async function answerFromMemory(request: MemoryRequest): Promise<MemoryAnswer | null> {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const rule = pageRules.get(request.path);
    if (!rule) return null;
    let url = request.search === "" ? plainUrls.get(request.path) : undefined;
    if (!url) {
      url = new URL(request.path + request.search, deps.siteOrigin);
      // A path the URL parser would change ("/a/../b") is not a listed page as sent.
      if (url.pathname !== request.path) return null;
      if (request.search === "") plainUrls.set(request.path, url);
    }
    const cookie = request.header("cookie") ?? null;
    const variant = rule.variant(url, cookie);
    if (variant === null) return null;
    const stamp = await rule.stamp(sources);
    if (stamp === null) return null;
    const key = `${request.path}\n${variant}`;
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp) {
      // Most recently used: to the end of the order.
      entries.delete(key);
      entries.set(key, hit);
      return answer(hit, request, request.path);
    }
    const flightKey = `${key}\n${stamp}`;
    let pending = inFlight.get(flightKey);
    if (!pending) {
      pending = renderEntry(key, stamp, rule, renderUrl(deps.siteOrigin, url, rule), cookie)
        .then((entry) => {
          if (entry) keep(entry);
          return entry;
        })
        // A render that failed outright is left to the usual way, which answers with the error page.
        .catch((error: unknown) => {
          console.error("page cache: render failed:", error instanceof Error ? error.message : error);
          return null;
        })
        .finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending);
    }
    const entry = await pending;
    return entry ? answer(entry, request, request.path) : null;
  }

  return {
    /**
     * The page from memory (rendered first if needed), ready to write, or null when this request
     * is not one the cache answers (not a listed page, or the page could not be kept): render it
     * the usual way. Throws when the content versions cannot be read.
     */
    answer: answerFromMemory,
    /** answer() as a Response (tests). */
    async respond(request: Request, https: boolean): Promise<Response | null> {
      const url = new URL(request.url);
      const found = await answerFromMemory({
        method: request.method,
        path: url.pathname,
        search: url.search,
        https,
        header: (name) => request.headers.get(name) ?? undefined,
      });
      return found && toResponse(found);
    },
    /** A write went through this instance: read the content versions again on the next request. */
    forgetVersions() {
      versionsMemo = null;
    },
    /** How much is kept (tests, diagnostics). */
    size() {
      return { entries: entries.size, bytes: totalBytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
