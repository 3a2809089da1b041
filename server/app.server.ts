import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApi } from "./api/api.server";
import { clientAddress } from "./client-address.server";
import { createSubmissionService, type SubmissionService } from "./forms/submissions.server";
import { formCatalogue, requestLanguage } from "./forms/catalogue.server";
import { FEEDBACK_MAX_BODY_BYTES } from "./forms/submit-route.server";
import type { FormTokens } from "./forms/form-token.server";
import { createArticleSource, type ArticleSource } from "./news/articles-api.server";
import type { ServerConfig } from "./config.server";
import type { AppDatabase } from "./db/database.server";
import { submissionMailerFromConfig } from "./outbox/outbox.server";
import { pageMethods } from "./page-methods.server";
import { createPageCache, type PageCacheOptions } from "./pages/page-cache.server";
import { lookupStaticFile, type StaticFile } from "./static-files.server";
import { contentSecurityPolicy, isHttps, newNonce, sameOriginWrites, securityHeaders } from "./security-headers.server";
import { staticFileAnswer, toResponse, type Answerer, type MemoryAnswer, type MemoryRequest } from "./pages/memory-answers.server";
import { createNodeFront } from "./pages/node-front.server";
import { beaconApi, createPageViewCounter, isCountableRequest, type PageViewCounter } from "./traffic/page-views.server";

/**
 * A request path as the log shows it: the visitor chose it, so anything but letters, digits and
 * `/ . _ - ~` becomes "?" (no control character can start a forged line), and at most 120 characters.
 */
export function loggablePath(path: string): string {
  const safe = path.replace(/[^A-Za-z0-9/._~-]/g, "?");
  return safe.length > 120 ? `${safe.slice(0, 120)}...` : safe;
}

/** The most any page POST may send: the feedback form's limit, the largest of the forms. */
const PAGE_MAX_BODY_BYTES = FEEDBACK_MAX_BODY_BYTES;

export type AppDeps = {
  db: AppDatabase;
  config: ServerConfig;
  /** Signs form tokens (see forms/form-token.server.ts). */
  formTokenSecret: string;
  /** Clock for the API, replaceable in tests. */
  now?: () => number;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild;
  /** Indexed client build (see static-files.server.ts). */
  staticFiles?: Map<string, StaticFile>;
  /** Called when a submission has put new emails in the outbox (server/main.ts wakes the worker). */
  onEmailsQueued?: () => void;
  /** The server-rendered public pages from memory (server/pages/page-cache.server.ts); false: render every request. */
  pageCache?: PageCacheOptions | false;
  /** Counts page views (server/traffic/page-views.server.ts); made here when absent. Its owner calls close() on shutdown. */
  pageViews?: PageViewCounter;
};

declare module "react-router" {
  interface AppLoadContext {
    db: AppDatabase;
    config: ServerConfig;
    /**
     * Nonce for this response's inline scripts (Content-Security-Policy); undefined when the page
     * is rendered for the page cache, whose copies allow their scripts by hash.
     */
    cspNonce: string | undefined;
    /** The newsletter's articles (the same cached feed as GET /api/articles). */
    articles: ArticleSource;
    /** The one submission service (forms' actions and the JSON API). */
    forms: SubmissionService;
    /** Issues the signed token a form carries (see forms/form-token.server.ts). */
    formTokens: FormTokens;
    /** A new idempotency key for a form page (a placeholder when rendered for the page cache). */
    newIdempotencyKey: () => string;
    /** The visitor's address: counted by the attempt limits, kept with back-office sign-in attempts and the audit log, never logged. */
    clientAddress: string;
    now: () => number;
    /** Wakes the outbox's worker (after "Retry now"); does nothing when SMTP_URL is not set. */
    nudgeOutbox: () => void;
  }
}

export function createApp({ db, config, build, staticFiles, formTokenSecret, now, onEmailsQueued, pageCache: pageCacheOptions, pageViews: givenPageViews }: AppDeps) {
  const app = new Hono();
  // The newsletter forms post to /subscribe, which sends the visitor on to the platform's subscribe page.
  const formTargets = [new URL(config.business.newsletterSubscribeUrl).origin];

  const articles = createArticleSource({ feedUrl: config.business.newsletterFeedUrl, now });
  // Every new submission writes its emails to the outbox in its own transaction, SMTP or not.
  const forms = createSubmissionService({ db, config, formTokenSecret, now, emails: submissionMailerFromConfig(config, onEmailsQueued) });
  const handleRequest = build ? createRequestHandler(build, config.NODE_ENV === "development" ? "development" : "production") : null;
  const sharedContext = { db, config, articles, forms: forms.service, now: now ?? Date.now, nudgeOutbox: onEmailsQueued ?? (() => {}) };
  const pageCache =
    handleRequest && pageCacheOptions !== false
      ? createPageCache({
          ...pageCacheOptions,
          db,
          // A cached render has no visitor: no address reaches its loaders.
          render: (request, render) => handleRequest(request, { ...sharedContext, clientAddress: "", ...render }),
          issueToken: (form, at) => forms.tokens.issue(form, at),
          feedGeneration: articles.generation,
          formTargets,
          siteOrigin: new URL(config.business.siteUrl).origin,
          now: now ?? Date.now,
        })
      : null;
  // Traffic without cookies: page views counted on the server (countView) and client-side
  // navigations by the browser's beacon to /api/view (registered before the API's catch-all 404).
  const pageViews = givenPageViews ?? createPageViewCounter({ db, timeZone: config.BUSINESS_TIME_ZONE, siteUrl: config.business.siteUrl, now });

  // A successful HTML page (prerendered, from memory or rendered by React Router) counts as one
  // view of a known public page: counted in memory, written every second. A 304 is a view too:
  // the browser shows the page it revalidated (prerendered pages are no-cache).
  const countView = (request: { method: string; path: string; header(name: string): string | undefined }, status: number, html: boolean) => {
    if ((status !== 200 && status !== 304) || !html || !isCountableRequest(request)) return;
    pageViews.record({ path: request.path, userAgent: request.header("user-agent"), referer: request.header("referer"), host: request.header("host") });
  };
  // Method, path, status and time only: never bodies or query strings, which may hold personal data.
  const logRequest = config.LOG_REQUESTS
    ? (method: string, path: string, status: number, started: number) =>
        console.log(`${method} ${loggablePath(path)} ${status} ${Math.round(performance.now() - started)}ms`)
    : null;

  // Pages and files from memory, ahead of everything else: a prerendered page or a file of the
  // build (static-files.server.ts), or a server-rendered page the page cache keeps
  // (pages/page-cache.server.ts), with headers prepared once (pages/memory-answers.server.ts).
  // Such a GET needs none of the rest (no body, no route, no write), and the chain of middleware
  // below cost more than the answer itself (decision 10). On the server, Node's request is
  // offered to memory first (front, pages/node-front.server.ts); app.fetch() offers it here.
  // Either way it gets the same security headers, view count and log line as every other answer.
  const fromMemory: Answerer = (request) => {
    const file = staticFiles ? lookupStaticFile(staticFiles, request.path) : undefined;
    if (file) return staticFileAnswer(file, request, formTargets);
    return pageCache ? pageCache.answer(request) : null;
  };
  const answered = (request: MemoryRequest, answer: MemoryAnswer, started: number) => {
    countView(request, answer.status, answer.html);
    logRequest?.(request.method, request.path, answer.status, started);
  };
  const front = createNodeFront({ answer: fromMemory, trustProxy: config.TRUST_PROXY, answered });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (front.offered((c.env as { incoming?: IncomingMessage } | undefined)?.incoming)) return next();
    const started = logRequest ? performance.now() : 0;
    const request: MemoryRequest = {
      method: c.req.method,
      path: c.req.path,
      search: new URL(c.req.url).search,
      https: isHttps(c, config.TRUST_PROXY),
      header: (name) => c.req.header(name),
    };
    let answer: MemoryAnswer | null = null;
    try {
      answer = await fromMemory(request);
    } catch (error) {
      // The content versions could not be read (the database is down): the page is rendered the
      // usual way below, which shows what it can and says not to store it.
      console.error("page cache:", error instanceof Error ? error.message : String(error));
    }
    if (!answer) return next();
    answered(request, answer, started);
    return toResponse(answer);
  });

  app.use("*", securityHeaders(config.TRUST_PROXY));
  app.use("*", sameOriginWrites(config.business.siteUrl));

  if (logRequest) {
    app.use("*", async (c, next) => {
      const started = performance.now();
      await next();
      logRequest(c.req.method, c.req.path, c.res.status, started);
    });
  }

  app.use("/api/*", compress());
  if (pageCache) {
    // A change made through this instance (an event saved, a testimonial approved) shows on its
    // very next page: read the content versions again after any write it handled.
    app.use("*", async (c, next) => {
      await next();
      if (c.req.method !== "GET" && c.req.method !== "HEAD") pageCache.forgetVersions();
    });
  }

  app.route("/api/view", beaconApi(pageViews, { clientAddress: (c) => clientAddress(c, config.TRUST_PROXY), now }));
  app.route("/api", createApi({ db, config, formTokenSecret, now, articles, forms }));

  // Pages: GET and HEAD, and POST where a page has an action; anything else is a 405 here.
  if (build) app.use("*", pageMethods(build));
  // Every page POST (the forms' actions, settings, quizzes, the back office) is read no further
  // than this, with or without a Content-Length; each action may then take less (form-route.server.ts).
  const pageBodyLimit = bodyLimit({
    maxSize: PAGE_MAX_BODY_BYTES,
    // The rest of the body is never read: close the connection so it cannot hold up the next request on it.
    // Said in the language of the page it was posted to (the back office's pages are English).
    onError: (c) => c.text(formCatalogue(requestLanguage(c.req.raw)).formErrors.request.tooLarge, 413, { Connection: "close" }),
  });
  app.post("*", (c, next) => (c.req.path === "/api" || c.req.path.startsWith("/api/") ? next() : pageBodyLimit(c, next)));

  // Pages React Router renders (below) are counted as views after they are answered.
  app.use("*", async (c, next) => {
    await next();
    countView(c.req, c.res.status, (c.res.headers.get("content-type") ?? "").startsWith("text/html"));
  });

  if (staticFiles) {
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      // One canonical URL per page: /services/ -> /services.
      if (c.req.path.length > 1 && c.req.path.endsWith("/")) {
        const url = new URL(c.req.url);
        // Collapse leading slashes and backslashes too: "//evil.example/" must not become a
        // protocol-relative Location that sends the visitor to another site.
        const path = "/" + url.pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "");
        return c.redirect(path + url.search, 301);
      }
      await next();
    });
  }

  if (handleRequest) {
    app.use("*", compress());
    app.all("*", async (c) => {
      const cspNonce = newNonce();
      const response = await handleRequest(c.req.raw, {
        ...sharedContext,
        clientAddress: clientAddress(c, config.TRUST_PROXY),
        cspNonce,
        formTokens: forms.tokens,
        newIdempotencyKey: randomUUID,
      });
      if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
        // Every HTML response React Router builds has mutable headers (redirects carry no HTML).
        response.headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${cspNonce}'`], isHttps(c, config.TRUST_PROXY), formTargets));
      }
      return response;
    });
  }

  // server/main.ts puts the front before the app on Node's server.
  return Object.assign(app, { front });
}
