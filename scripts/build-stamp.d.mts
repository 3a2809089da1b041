/** Types of scripts/build-stamp.mjs (whether `npm start` must build first), for its test. */
type Env = Record<string, string | undefined>;
export const sources: string[];
export function buildDirectory(root?: string, env?: Env): string;
export function bakedSettings(root?: string, env?: Env): Record<string, string | null>;
export function scanSources(root?: string): { newest: { path: string; mtimeMs: number } | null; files: string };
export function begin(root?: string, env?: Env, now?: number): void;
export function end(root?: string, env?: Env): void;
export function buildState(root?: string, env?: Env): { current: true } | { current: false; reason: string };
