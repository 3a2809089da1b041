import { getRequestListener } from "@hono/node-server";

/**
 * Every test file runs with the Request and Response classes the server runs with. The server's
 * listener (server/main.ts) puts @hono/node-server's own on globalThis, for the whole process, the
 * first time one is made; a test that starts a server on a socket does the same. Made here first,
 * each file sees the same classes whichever files ran before it in the same worker (test files
 * share their worker's globals: vitest.config.ts, isolate).
 */
getRequestListener(() => new Response(null));
