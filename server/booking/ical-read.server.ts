import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { BusyInterval, BusyOptions } from "./ical-busy";
import type { ReadAnswer, ReadRequest } from "./ical-busy.worker";

/**
 * Reads one calendar file where it cannot hurt the server: in a worker thread of its own
 * (ical-busy.worker.ts), with a memory limit and a deadline, terminated past either. One call of
 * ical.js's iterator can run for minutes on a rule that never matches (`FREQ=DAILY;BYMONTH=2;
 * BYMONTHDAY=30`: February 30th) while its static day-of-week cache grows by gigabytes; on the
 * server's own thread that stopped every answer. Here the server keeps answering, and terminating
 * the thread frees the cache. A new thread per read: 0.06 to 0.3 s to start and load ical.js from
 * the build (docs/booking.md), nothing shared between reads, and at most one per calendar being
 * read (each is read under its lease, calendar-feeds.server.ts).
 *
 * Which file the thread runs: see workerFile below.
 */

/** Why a calendar file was refused: the file's own problems, and the limits it ran into. */
export type ReadProblem = "too-large" | "not-calendar" | "too-slow" | "too-much-memory";

export class CalendarRefused extends Error {
  readonly problem: ReadProblem;
  constructor(problem: ReadProblem) {
    super(`calendar refused: ${problem}`);
    this.problem = problem;
  }
}

export type ReadLimits = {
  /** The whole read (start, parse, expand), well inside a calendar's lease (FEED_LEASE_MS, 2 minutes). */
  deadlineMs: number;
  /** The thread's heap (V8's old generation). */
  memoryMb: number;
};

/**
 * 20 s: a file at the occurrence caps (ical-busy.ts: 294,000 occurrences) took 18 s on a 2-core
 * machine under a load of 11, a realistic busy calendar (200 weekly events since 2015) about 2 s.
 * 256 MB: a 5 MB file (the fetch cap) shaped like Google's export needs under 128 MB of heap, the
 * densest 5 MB file tried (36,000 events of eight properties) under 192 MB (docs/booking.md).
 */
export const READ_LIMITS: ReadLimits = { deadlineMs: 20_000, memoryMb: 256 };

/**
 * The thread's file. Running from the TypeScript sources (`npm run dev`, where Vite loads the
 * server, and Vitest): ical-busy.worker.ts beside this module, which Node runs by stripping its
 * types. Running from a build: build/node/ical-busy.worker.js, an entry of its own in the server's
 * bundle (vite.server.config.ts), found from whichever of the build's two bundles this module was
 * bundled into: the server's (build/node/, whose files all sit there: the calendars' schedule) or
 * React Router's (build/server/index.js or one of its chunks in build/server/assets/: the
 * Calendars page's "Add" and "Read now"). Looked for once, at the first read.
 */
let workerFile: URL | undefined;
function findWorkerFile(): URL {
  if (import.meta.url.endsWith(".ts")) return new URL("./ical-busy.worker.ts", import.meta.url);
  for (const path of ["./ical-busy.worker.js", "../node/ical-busy.worker.js", "../../node/ical-busy.worker.js"]) {
    const url = new URL(path, import.meta.url);
    if (existsSync(url)) return url;
  }
  const message = "the calendar reading thread's file is missing from the build (build/node/ical-busy.worker.js): run `npm run build`";
  console.error(`calendars: ${message}`);
  throw new Error(message);
}

/**
 * The busy intervals of a calendar file, read in a worker thread. Rejects with CalendarRefused
 * (too large, not a calendar, past the deadline, past the memory limit); any other failure (the
 * thread could not start) rejects with its error, and is logged, without the file's content.
 */
export function readBusyIntervals(text: string, options: BusyOptions, limits: ReadLimits = READ_LIMITS): Promise<BusyInterval[]> {
  return new Promise((resolve, reject) => {
    const request: ReadRequest = { text, options };
    workerFile ??= findWorkerFile();
    const worker = new Worker(workerFile, {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
      // The thread reads what a stranger's server sent: it gets none of the server's settings or secrets.
      env: {},
    });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      done();
      void worker.terminate();
    };
    const deadline = setTimeout(() => settle(() => reject(new CalendarRefused("too-slow"))), limits.deadlineMs);
    worker.on("message", (answer: ReadAnswer) => settle(() => ("intervals" in answer ? resolve(answer.intervals) : reject(new CalendarRefused(answer.problem)))));
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code === "ERR_WORKER_OUT_OF_MEMORY") return reject(new CalendarRefused("too-much-memory"));
        console.error(`calendars: the reading thread failed (${error.code ?? error.name})`);
        reject(error);
      }),
    );
    worker.on("exit", (code) =>
      settle(() => {
        console.error(`calendars: the reading thread stopped without an answer (exit code ${code})`);
        reject(new Error("the calendar reading thread stopped without an answer"));
      }),
    );
  });
}
