/** Removes every script but JSON-LD, and the module preloads, from a page (scripts/bench-floor.mjs). */
export function withoutScripts(html: string): string;
