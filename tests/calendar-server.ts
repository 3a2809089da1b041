import { readFileSync } from "node:fs";
import { startTestHttpsServer, TEST_TLS_CERT } from "#tests/https-server";

/**
 * A local HTTPS server on 127.0.0.1 standing in for Google, iCloud and Outlook in the tests of the
 * owner's calendars (tests/https-server.ts: a self-signed certificate for 127.0.0.1 and
 * localhost, trusted only by the tests through `ca`). Each path is a calendar whose answer a test sets.
 */

export { TEST_TLS_CERT };

export type Route = { status?: number; body?: string; etag?: string; location?: string; hang?: boolean };

export type CalendarServer = {
  origin: string;
  routes: Map<string, Route>;
  /** Requests per path, with the conditional headers they carried. */
  hits: { path: string; ifNoneMatch: string | null }[];
  close: () => Promise<void>;
};

export function fixtureText(name: string): string {
  return readFileSync(new URL(`../server/booking/fixtures/${name}.ics`, import.meta.url), "utf8");
}

export async function startCalendarServer(): Promise<CalendarServer> {
  const routes = new Map<string, Route>();
  const hits: CalendarServer["hits"] = [];
  const server = await startTestHttpsServer((req, res) => {
    const path = new URL(req.url ?? "/", "https://x").pathname;
    const ifNoneMatch = typeof req.headers["if-none-match"] === "string" ? req.headers["if-none-match"] : null;
    hits.push({ path, ifNoneMatch });
    const route = routes.get(path);
    if (!route) return void res.writeHead(404).end("Not here");
    if (route.hang) return;
    if (route.etag && ifNoneMatch === route.etag) return void res.writeHead(304).end();
    const headers: Record<string, string> = { "content-type": "text/calendar; charset=utf-8" };
    if (route.etag) headers.etag = route.etag;
    if (route.location) headers.location = route.location;
    res.writeHead(route.status ?? 200, headers).end(route.body ?? "");
  });
  return { origin: server.origin, routes, hits, close: server.close };
}
