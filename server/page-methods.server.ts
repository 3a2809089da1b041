import type { MiddlewareHandler } from "hono";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Pages answer GET and HEAD, and POST where the page has an action (a form that posts to it).
 * Any other method, or a POST to a page without an action, is answered here with 405 and an
 * `Allow` header, before React Router sees it: React Router answers 405 too, but logs a stack
 * trace for each such request, so a bot trying OPTIONS or PUT on every page filled the log.
 * The request logger (app.server.ts) still writes its one line. The API under /api answers
 * its own methods. `build` is the build, or (development) what loads the current one.
 */
export function pageMethods(build: ServerBuild | (() => Promise<ServerBuild>)): MiddlewareHandler {
  const trees = new WeakMap<ServerBuild, PageRoute[]>();
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || isApiPath(c.req.path)) return next();
    const current = typeof build === "function" ? await build() : build;
    let routes = trees.get(current);
    if (!routes) trees.set(current, (routes = routeTree(current)));
    const allow = acceptsPost(routes, new URL(c.req.url), current.basename) ? "GET, HEAD, POST" : "GET, HEAD";
    if (method === "POST" && allow.endsWith("POST")) return next();
    return c.text("Method Not Allowed", 405, { Allow: allow });
  };
}

function isApiPath(path: string) {
  return path === "/api" || path.startsWith("/api/");
}

export type PageRoute = RouteObject & { hasAction: boolean; children?: PageRoute[] };

/** The build's flat route list as the nested tree `matchRoutes` takes. */
export function routeTree(build: ServerBuild): PageRoute[] {
  const nodes = new Map<string, PageRoute>();
  const entries = Object.values(build.routes).filter((route) => route !== undefined);
  for (const route of entries) {
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      hasAction: typeof route.module.action === "function",
    } as PageRoute);
  }
  const roots: PageRoute[] = [];
  for (const route of entries) {
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Whether React Router would find an action for a POST to this URL: the deepest route that adds
 * to the path, or an index route when asked for with a bare `?index` (React Router's own rule).
 * Client-side submissions post to `<path>.data` (`/_root.data` or `/_.data` for the home page).
 */
function acceptsPost(routes: PageRoute[], url: URL, basename: string | undefined): boolean {
  const path = url.pathname;
  const pathname = path === "/_root.data" ? "/" : path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.replace(/\.data$/, "");
  const matches = matchRoutes(routes, pathname, basename);
  if (!matches || matches.length === 0) return false;
  const last = matches[matches.length - 1]!.route as PageRoute;
  if (last.index && url.searchParams.getAll("index").includes("")) return last.hasAction;
  const contributing = matches.filter((match, i) => i === 0 || (match.route.path ?? "").length > 0);
  return (contributing[contributing.length - 1]!.route as PageRoute).hasAction;
}
