/** Types of scripts/wrk.mjs (bench:load's client), for its test. */
export type WrkResult = {
  requests: number;
  requestsPerSecond: number;
  bytesPerAnswer: number;
  meanMs: number;
  p99Ms: number;
  maxMs: number;
  statusErrors: number;
  socketErrors: number;
  timeouts: number;
};
export function ensureWrk(): string;
export function parseWrkResult(stdout: string): WrkResult;
export function runWrk(options: {
  wrk?: string;
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  lua?: string;
  timeoutSeconds?: number;
}): Promise<WrkResult>;
export function luaString(text: string): string;
