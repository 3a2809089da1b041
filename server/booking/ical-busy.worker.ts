import { parentPort, workerData } from "node:worker_threads";
import { busyIntervals, CalendarTooLarge, type BusyInterval, type BusyOptions } from "./ical-busy.ts";

/**
 * The worker thread that reads one calendar file (started by ical-read.server.ts, one per read):
 * parses and expands it with ical.js and posts its busy intervals, or why it was refused. Its
 * thread has a memory limit and is terminated at a deadline, which also frees what ical.js keeps
 * in its static caches.
 *
 * Production runs its bundle, build/node/ical-busy.worker.js (vite.server.config.ts); development
 * and the tests run this file as it is, Node stripping its types (so its imports name `.ts` files).
 */

export type ReadRequest = { text: string; options: BusyOptions };
export type ReadAnswer = { intervals: BusyInterval[] } | { problem: "too-large" | "not-calendar" };

const { text, options } = workerData as ReadRequest;
let answer: ReadAnswer;
try {
  answer = { intervals: busyIntervals(text, options) };
} catch (error) {
  answer = { problem: error instanceof CalendarTooLarge ? "too-large" : "not-calendar" };
}
parentPort!.postMessage(answer);
