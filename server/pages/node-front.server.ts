import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from "node:http";
import type { Answerer, MemoryAnswer, MemoryRequest } from "./memory-answers.server";

/**
 * The server's first handler, on Node's own request and response: a GET or HEAD that memory can
 * answer (memory-answers.server.ts) is written at once, with its prepared headers; anything else
 * goes on to the app (Hono). Before this, an answer from memory still went through Hono's
 * request and response objects, which cost more than the answer (decision 10).
 */

/** A path answered from memory as it is sent: letters, digits, "/ . _ - ~", no "//" or "/." segment. */
const plainPath = /^\/(?![/.])(?:[A-Za-z0-9_~-]|\.(?!\.)|\/(?![/.]))*$/;

export type NodeFront = {
  /**
   * Handles the request when memory has its answer; otherwise calls next(). Returns a promise
   * while the answer is on its way (a page rendered for the cache reads the database).
   */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> | undefined;
  /** Whether this request was offered to memory already (the app's own first handler then skips it). */
  offered(req: IncomingMessage | undefined): boolean;
};

export function createNodeFront(options: {
  answer: Answerer;
  trustProxy: boolean;
  /** After an answer from memory is written: the view count and the log line. */
  answered: (request: MemoryRequest, answer: MemoryAnswer, started: number) => void;
}): NodeFront {
  const offered = new WeakSet<IncomingMessage>();

  function write(res: ServerResponse, answer: MemoryAnswer) {
    res.writeHead(answer.status, answer.headers);
    const chunks = coalesce(answer.body);
    if (chunks.length <= 1) {
      res.end(chunks[0]);
      return;
    }
    // The parts in one write (writev), not a copy of the page.
    res.cork();
    for (const chunk of chunks) res.write(chunk);
    res.end();
    res.uncork();
  }

  return {
    handle(req, res, next) {
      const method = req.method;
      const target = req.url ?? "";
      if (method !== "GET" && method !== "HEAD") return void next();
      const query = target.indexOf("?");
      const path = query < 0 ? target : target.slice(0, query);
      if (!plainPath.test(path)) return void next();
      const started = performance.now();
      const headers = req.headers;
      const forwarded = options.trustProxy ? headers["x-forwarded-proto"] : undefined;
      const request: MemoryRequest = {
        method,
        path,
        search: query < 0 ? "" : target.slice(query),
        https: (req.socket as { encrypted?: boolean }).encrypted === true || (typeof forwarded === "string" && forwarded.split(",")[0]!.trim() === "https"),
        header: (name) => {
          const value = headers[name];
          return Array.isArray(value) ? value.join(", ") : value;
        },
      };
      offered.add(req);
      const done = (answer: MemoryAnswer | null) => {
        if (!answer) return next();
        try {
          write(res, answer);
        } catch (error) {
          // Headers Node refuses (none of ours should be): the connection is closed, not the server.
          console.error("answer from memory:", error instanceof Error ? error.message : String(error));
          res.destroy();
          return;
        }
        try {
          options.answered(request, answer, started);
        } catch (error) {
          // The view count and the log line never take the server down with them.
          console.error("answer from memory:", error instanceof Error ? error.message : String(error));
        }
      };
      let found;
      try {
        found = options.answer(request);
      } catch (error) {
        return void failed(error, next);
      }
      if (found instanceof Promise) return found.then(done, (error: unknown) => failed(error, next));
      done(found);
    },
    offered: (req) => req !== undefined && offered.has(req),
  };
}

/** Chunks shorter than this are written together with their neighbours: copied, not referred to. */
const SMALL_CHUNK = 2048;

/**
 * A form page's answer is its kept parts with a dozen short values between them, and the parts
 * between two values are often short too (a closing tag and the next opening one): each run of
 * short chunks is copied into one buffer (a few hundred bytes), so the long parts are the only
 * ones written by reference. Twenty-five pieces of a form page become about eight; each piece
 * costs the write's path through Node's streams and the kernel.
 */
export function coalesce(chunks: Buffer[]): Buffer[] {
  if (chunks.length <= 1) return chunks;
  const out: Buffer[] = [];
  let run: Buffer[] = [];
  let runBytes = 0;
  const flush = () => {
    if (run.length === 1) out.push(run[0]!);
    else if (run.length > 1) out.push(Buffer.concat(run, runBytes));
    run = [];
    runBytes = 0;
  };
  for (const chunk of chunks) {
    if (chunk.length >= SMALL_CHUNK) {
      flush();
      out.push(chunk);
    } else {
      run.push(chunk);
      runBytes += chunk.length;
    }
  }
  flush();
  return out;
}

/**
 * The content versions could not be read (the database is down): the page is rendered the usual
 * way, which shows what it can and says not to store it.
 */
function failed(error: unknown, next: () => void) {
  console.error("page cache:", error instanceof Error ? error.message : String(error));
  next();
}

/**
 * Node's createServer() with the front before the app's listener, for @hono/node-server's
 * serve({ createServer }). `track`: each answer still on its way (the server waits for them on shutdown).
 */
export function serverWithFront(front: NodeFront, track?: (pending: Promise<void>) => void): typeof createServer {
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (req, res) => {
      const pending = front.handle(req, res, () => void listener(req, res));
      if (pending) track?.(pending);
    })) as unknown as typeof createServer;
}
