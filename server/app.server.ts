import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApi } from "./api/api.server";
import { clientAddress, clientKey } from "./client-address.server";
import { createSubmissionService, type SubmissionService } from "./forms/submissions.server";
import { languageOfPath, languages, pathInLanguage, requestLanguage } from "#common/languages.ts";
import { formCatalogue } from "./forms/catalogue.server";
import { FEEDBACK_MAX_BODY_BYTES } from "./forms/submit-route.server";
import { TOKEN_WINDOW_MS, type FormTokens } from "./forms/form-token.server";
import { createArticleSource, type ArticleSource } from "./news/articles-api.server";
import type { ServerConfig } from "./config.server";
import type { AppDatabase } from "./db/database.server";
import type { EraseHooks } from "./privacy/person.server";
import { submissionMailerFromConfig } from "#server/email/outbox.server";
import { pageMethods } from "./page-methods.server";
import { businessDayStamp, createPageCache, type PageCacheOptions } from "./pages/page-cache.server";
import { contentVersionStamps } from "./pages/content-versions.server";
import { serveBuildFiles, type StaticFile } from "./static-files.server";
import { contentSecurityPolicy, inlineScriptHashes, requestUrl, sameOriginWrites, securityHeaders, type PagePolicies } from "./security-headers.server";
import { beaconApi, createPageViewCounter, isCountableRequest, type PageViewCounter } from "./traffic/page-views.server";
import { bookingSettings, freeTimesStamp } from "./booking/bookings.server";
import type { ChangeDeps } from "./booking/changes.server";
import { bookingMailerFromConfig } from "./booking/emails.server";
import { calendarFeedResponse } from "./booking/calendar-feed.server";
import { bookingIcsResponse, callIcsResponse } from "./booking/confirmation.server";
import { bookingOfSession, sessionAt } from "./booking/sessions.server";
import { orderByToken } from "./payments/orders.server";
import { discoveryCallBooking, freeErasedCalls } from "./booking/submission-hook.server";
import { rememberedZone } from "./booking/zone-cookie.server";
import { createBusinessSource, type BusinessSource } from "#server/editing/details.server";
import { webOrigin } from "#common/web-address.ts";
import { stripeCheckoutOrigin, stripeClient } from "./payments/stripe.server";
import { stripeWebhook } from "./payments/webhook.server";
import { orderMailerFromConfig } from "./payments/order-emails.server";
import type { OrderMailer } from "./payments/orders.server";

/**
 * A request path as the log shows it: the visitor chose it, so anything but letters, digits and
 * `/ . _ - ~` becomes "?" (no control character can start a forged line), and at most 120 characters.
 * A token in a manage link's or the calendar feed's path is shown as `[token]`.
 */
export function loggablePath(path: string): string {
  // A secret in the path (a parent's manage link, the owner's calendar feed) never reaches the log,
  // however the visitor wrote it: pages match paths case-insensitively (/BOOKING/…, /es/Booking/…),
  // a percent-encoded letter (/%62ooking/…) or a doubled slash opens the same page. The masking is
  // done on the decoded path, and on any "booking" or "calendar" segment, not only the first.
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // an undecodable path is refused (400) before any page; it is still logged masked as written
  }
  const secretless = decoded.replace(/(^|\/)(booking|calendar|order)\/+[^/]+/gi, "$1$2/[token]");
  const safe = secretless.replace(/[^A-Za-z0-9/._~[\]-]/g, "?");
  return safe.length > 120 ? `${safe.slice(0, 120)}...` : safe;
}

/** A checkout page (/checkout/<package>, /es/checkout/<package>), whose form is sent on to Stripe's hosted page. */
export function isCheckoutPath(path: string): boolean {
  return /^(?:\/[a-z]{2})?\/checkout\/[^/]+$/i.test(path);
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
  /**
   * The React Router server build (production: built, imported once), or what loads the current
   * one for each request (development: through Vite, server/main.ts); absent in API-only tests.
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Indexed client build (see static-files.server.ts). */
  staticFiles?: Map<string, StaticFile>;
  /** Called when a submission has put new emails in the outbox (server/main.ts wakes the worker). */
  onEmailsQueued?: () => void;
  /** The server-rendered public pages from memory (server/pages/page-cache.server.ts); false: render every request (development). */
  pageCache?: PageCacheOptions | false;
  /** Counts page views (server/traffic/page-views.server.ts); made here when absent. Its owner calls close() on shutdown. */
  pageViews?: PageViewCounter;
  /** The business details now (server/editing/details.server.ts); made here when absent. */
  business?: BusinessSource;
  /** The newsletter's articles (server/news/articles-api.server.ts); made here, from the business details' feed, when absent. */
  articles?: ArticleSource;
};

declare module "react-router" {
  interface AppLoadContext {
    db: AppDatabase;
    config: ServerConfig;
    /** The business details now: the environment's, or the owner's once published (read it, not config.business, for anything she edits). */
    business: BusinessSource;
    /** The newsletter's articles (the same cached feed as GET /api/articles). */
    articles: ArticleSource;
    /** The one submission service (forms' actions and the JSON API). */
    forms: SubmissionService;
    /** Issues the signed token a form carries, the same for every copy made in one second (see forms/form-token.server.ts). */
    formTokens: FormTokens;
    /**
     * The visitor's whole address ("" in a page rendered to be kept; client-address.server.ts), never
     * logged: the audit log keeps it; the per-client limits count its clientKey() (IPv6: its /56),
     * the sign-in pauses its /64.
     */
    clientAddress: string;
    now: () => number;
    /** Wakes the outbox's worker (after "Retry now"); does nothing when SMTP_URL is not set. */
    nudgeOutbox: () => void;
    /** Booked calls' changes (the parent's manage page, the owner's Calls page), with their emails. */
    booking: ChangeDeps;
    /** The features' parts in erasing a person's data (the back office's Privacy page). */
    eraseHooks: EraseHooks;
    /** A paid order's emails, written where it is marked paid (the return page, the webhook). */
    orderMailer: OrderMailer;
  }
}

export function createApp({ db, config, build, staticFiles, formTokenSecret, now, onEmailsQueued, pageCache: pageCacheOptions, pageViews: givenPageViews, business: givenBusiness, articles: givenArticles }: AppDeps) {
  const app = new Hono();
  const clock = now ?? Date.now;
  const trustProxy = config.TRUST_PROXY;
  const siteOrigin = new URL(config.business.siteUrl).origin;
  const business = givenBusiness ?? createBusinessSource({ db, fromEnv: config.business, now });
  // The one place a page's Content-Security-Policy is made, whatever answers it (rendered, kept in
  // memory or prerendered): its inline scripts allowed by hash, and the newsletter platform as a
  // form target (the newsletter forms post to /subscribe, which sends the visitor on there), as
  // the owner's published business details name it now. The target is made from the parsed
  // address's scheme, host and port, the host checked as a host name: an address that is none
  // (`https://news.example.com,script-src/…`, whose comma would start a second policy) adds no target.
  const pagePolicies = (html: string, extraTargets: string[] = []): PagePolicies => {
    const scripts = inlineScriptHashes(html);
    const target = webOrigin(business.current().newsletterSubscribeUrl, { allowHttp: true });
    const formTargets = [...(target ? [target] : []), ...extraTargets];
    return { https: contentSecurityPolicy(scripts, true, formTargets), http: contentSecurityPolicy(scripts, false, formTargets) };
  };

  const articles = givenArticles ?? createArticleSource({ feedUrl: () => business.current().newsletterFeedUrl, allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK, now });
  // Every new submission writes its emails to the outbox in its own transaction, SMTP or not.
  const bookingMailer = bookingMailerFromConfig(config, onEmailsQueued, business);
  const orderMailer = orderMailerFromConfig(config, onEmailsQueued, business);
  const forms = createSubmissionService({
    db,
    config,
    formTokenSecret,
    now,
    emails: submissionMailerFromConfig(config, onEmailsQueued, business),
    // The features' parts of a submission: a discovery call sent with a time is booked in its transaction.
    hooks: {
      "discovery-call": discoveryCallBooking({
        db,
        settings: {
          ...bookingSettings(config),
          get contactEmail() {
            return business.current().contactEmail;
          },
        },
        mailer: bookingMailer,
        keySecret: formTokenSecret,
        now: clock,
      }),
    },
  });
  const bookingDeps: ChangeDeps = {
    db,
    context: () => ({ timeZone: config.BUSINESS_TIME_ZONE, now: clock() }),
    mailer: bookingMailer,
  };
  const eraseHooks: EraseHooks = { "discovery-call": freeErasedCalls(config.BUSINESS_TIME_ZONE) };
  const handleRequest = build ? createRequestHandler(build, config.NODE_ENV === "development" ? "development" : "production") : null;
  /** What every loader and action gets; `clientAddress` is "" for a page rendered to be kept. */
  const loadContext = (address: string) => ({
    db,
    config,
    business,
    articles,
    forms: forms.service,
    formTokens: forms.tokens,
    now: clock,
    nudgeOutbox: onEmailsQueued ?? (() => {}),
    clientAddress: address,
    booking: bookingDeps,
    eraseHooks,
    orderMailer,
  });
  // Traffic without cookies: page views counted on the server (below) and client-side navigations
  // by the browser's beacon to /api/view.
  const pageViews = givenPageViews ?? createPageViewCounter({ db, timeZone: config.BUSINESS_TIME_ZONE, siteUrl: config.business.siteUrl, now });

  const stripeCheckoutTarget = config.STRIPE_SECRET_KEY ? stripeCheckoutOrigin(config) : null;
  /** A page React Router rendered, with a policy that allows its inline scripts by hash. */
  async function renderPage(request: Request, address: string, https: boolean): Promise<Response> {
    const response = await handleRequest!(request, loadContext(address));
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html") || !response.body) return response;
    const html = await response.text();
    const headers = new Headers(response.headers);
    // The checkout page's form is answered with a 303 to Stripe's hosted page, which the browser
    // checks against the page's form-action: Checkout's origin is allowed there, and nowhere else.
    const targets = stripeCheckoutTarget && isCheckoutPath(new URL(request.url).pathname) ? [stripeCheckoutTarget] : [];
    headers.set("Content-Security-Policy", pagePolicies(html, targets)[https ? "https" : "http"]);
    return new Response(html, { status: response.status, headers });
  }
  // Kept pages need a build that does not change under them: none in development.
  const versions = contentVersionStamps(db, clock);
  const today = businessDayStamp(config.BUSINESS_TIME_ZONE, clock);
  const pageCache =
    typeof build === "object" && pageCacheOptions !== false
      ? createPageCache({
          ...pageCacheOptions,
          build,
          render: (request) => renderPage(request, "", false),
          // What each stamp a page names reads, from the feature that owns it (common/page-cache-rule.ts).
          stamps: {
            ...versions.stamps,
            day: today,
            "free-times": freeTimesStamp(clock),
            "form-window": () => `w${Math.floor(clock() / TOKEN_WINDOW_MS)}`,
            ...(articles.generation ? { feed: () => `f${articles.generation!()}` } : {}),
          },
          policies: pagePolicies,
            everyPage: () => business.stamp(today()),
          siteOrigin,
          trustProxy,
        })
      : null;

  // The one pipeline: every answer (a file of the build, a page from memory or rendered, `.data`,
  // the API, a 404, a 405) passes once through the same middleware, in this order.

  // 1. One log line per answer: method, path, status and time only, never bodies or query
  //    strings, which may hold personal data. Outermost, so it sees what the visitor got.
  if (config.LOG_REQUESTS) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      console.log(`${c.req.method} ${loggablePath(c.req.path)} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    });
  }
  // 2. The security headers, on every answer (a script, stylesheet, font or raster picture gets
  //    only those that act on it: isSubresourceType() in security-headers.server.ts).
  app.use(securityHeaders(trustProxy));
  //    A preview (`?preview`: a signed-in person's drafts on a public page) is hers alone: whatever
  //    answers it (the page, its `.data`, a redirect to sign in, an error, a 304), no cache anywhere
  //    may keep it, whatever the route says. The one place a preview's Cache-Control is set.
  app.use(async (c, next) => {
    await next();
    if (isPreview(c.req.url)) c.res.headers.set("Cache-Control", "private, no-store");
  });
  // 3. A path that cannot be decoded is refused once, here (React Router would log it twice).
  app.use(async (c, next) => {
    const url = c.req.url;
    if (url.includes("%")) {
      try {
        decodeURIComponent(new URL(url).pathname);
      } catch {
        return c.text("Bad Request", 400);
      }
    }
    return next();
  });
  // 4. Pages answer GET and HEAD, and POST where they have an action: anything else is a 405 here.
  if (build) app.use(pageMethods(build));
  //    Stripe's signed events (server/payments/webhook.server.ts), ahead of the same-origin check
  //    and the pages' body limit: Stripe is another site, its signature is the check, and the raw
  //    bytes are read here before anything parses them. Without a Stripe key there is no such
  //    route: the API's 404 answers.
  const stripe = stripeClient(config);
  if (stripe && config.STRIPE_WEBHOOK_SECRET) {
    app.route("/api/stripe/webhook", stripeWebhook({ db, stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET, now: clock, mailer: orderMailer }));
  }
  // 5. Writes come from this site only.
  app.use(sameOriginWrites(trustProxy, siteOrigin));
  // 6. Every page POST (the forms' actions, settings, quizzes, the back office) is read no
  //    further than the largest form allows, with or without a Content-Length; each action may
  //    then take less (form-route.server.ts). The API sets its own limits.
  const pageBodyLimit = bodyLimit({
    maxSize: PAGE_MAX_BODY_BYTES,
    // The rest of the body is never read: close the connection so it cannot hold up the next request on it.
    // Said in the language of the page it was posted to (the back office's pages are English).
    onError: (c) => c.text(formCatalogue(requestLanguage(c.req.raw)).formErrors.request.tooLarge, 413, { Connection: "close" }),
  });
  app.post("*", (c, next) => (isApiPath(c.req.path) ? next() : pageBodyLimit(c, next)));
  // 7. The business details as published now (read again at most every 100 ms, and at once after
  //    a write). A change made through this instance (an event saved, a testimonial approved)
  //    shows on its very next page: the content versions are read again after any write it handled.
  app.use(async (c, next) => {
    await business.refresh();
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      versions.forget();
      business.forget();
    }
  });

  // The API (JSON), and the beacon for client-side navigations (before the API's catch-all 404).
  app.use("/api/*", compress());
  app.route("/api/view", beaconApi(pageViews, { clientAddress: (c) => clientKey(clientAddress(c, trustProxy)), now }));
  app.route("/api", createApi({ db, config, now, articles, forms }));

  // Pages and files.
  // One canonical URL per page: /services/ -> /services.
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (c.req.path.length <= 1 || !c.req.path.endsWith("/")) return next();
    const url = new URL(c.req.url);
    // Collapse leading slashes and backslashes too: "//evil.example/" must not become a
    // protocol-relative Location that sends the visitor to another site.
    const path = "/" + url.pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "");
    return c.redirect(path + url.search, 301);
  });
  // Compressed when the browser takes it (files and kept pages come compressed already), and a
  // 304 when the browser's copy is current (files and kept pages bring their own validator).
  // Hashed assets are never revalidated (cached for a year, immutable): no validator to make for them.
  app.use(compress());
  // A 304 keeps the page's own policy: Firefox and Safari apply the one a 304 carries to the page they keep.
  const validators = etag({ weak: true, retainedHeaders: [...RETAINED_304_HEADERS, "content-security-policy"] });
  app.use((c, next) => (c.req.path.startsWith("/assets/") ? next() : validators(c, next)));
  app.use(countViews(pageViews));
  // The owner's private calendar feed (server/booking/calendar-feed.server.ts): read by calendar
  // apps, which cannot sign in, so its token is its key; ahead of the files and the page cache,
  // and never stored by any cache. Any other token is the site's 404 page.
  app.on(["GET", "HEAD"], "/calendar/:file{[A-Za-z0-9_-]+\\.ics}", async (c, next) => {
    const response = await calendarFeedResponse(db, c.req.param("file").slice(0, -".ics".length), {
      now: clock(),
      siteUrl: config.business.siteUrl,
      businessName: config.business.name,
      head: c.req.method === "HEAD",
    });
    return response ?? next();
  });
  // A parent's booked call as an .ics file ("Add to calendar" on her page, issue 33): her manage
  // link's token is its key, as the page's; never kept. Any other token is the site's 404 page.
  app.on(["GET", "HEAD"], inEveryLanguage("/booking/:token{[A-Za-z0-9_-]+}/call.ics"), async (c, next) => {
    const response = await callIcsResponse(db, c.req.param("token") ?? "", {
      language: languageOfPath(c.req.path),
      siteUrl: config.business.siteUrl,
      businessName: config.business.name,
      now: clock(),
      head: c.req.method === "HEAD",
    });
    return response ?? next();
  });
  // A bought session's .ics file, under her order's link (issue 43).
  app.on(["GET", "HEAD"], inEveryLanguage("/order/:token{[A-Za-z0-9_-]+}/session/:position{[0-9]{1,2}}/call.ics"), async (c, next) => {
    const token = c.req.param("token") ?? "";
    const position = Number(c.req.param("position"));
    const order = await orderByToken(db, token);
    const session = order ? await sessionAt(db, order.id, position) : null;
    const response = await bookingIcsResponse(db, session ? await bookingOfSession(db, session.id) : null, `/order/${token}/session/${position}`, {
      language: languageOfPath(c.req.path),
      siteUrl: config.business.siteUrl,
      businessName: config.business.name,
      now: clock(),
      head: c.req.method === "HEAD",
    });
    return response ?? next();
  });
  // The parent's zone remembered without JavaScript: her visit goes on to `?zone=`, ahead of the
  // kept copies (server/booking/zone-cookie.server.ts).
  app.on(["GET", "HEAD"], inEveryLanguage("/discovery-call"), rememberedZone());
  if (staticFiles) app.on(["GET", "HEAD"], "*", serveBuildFiles(staticFiles, { trustProxy, policies: pagePolicies }));
  if (pageCache) app.on(["GET", "HEAD"], "*", pageCache.handler);
  if (handleRequest) {
    app.all("*", (c) => {
      // React Router checks a POST's Origin against the request's URL: give it the one sameOriginWrites checked.
      const url = requestUrl(c, trustProxy, siteOrigin);
      const raw = c.req.raw;
      const request = url.href === raw.url ? raw : new Request(url, { method: raw.method, headers: raw.headers, body: raw.body, signal: raw.signal, duplex: "half" } as RequestInit);
      return renderPage(request, clientAddress(c, trustProxy), url.protocol === "https:");
    });
  }
  return app;
}

/** Whether a request asks for a preview: `preview` among its query parameters (as the loaders read it). */
function isPreview(url: string): boolean {
  return url.includes("?") && new URL(url).searchParams.has("preview");
}

function isApiPath(path: string) {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * A successful HTML page (a file of the build, from memory or rendered) counts as one view of a
 * known public page: counted in memory, written every second. It sits inside the etag
 * middleware, so a page the browser revalidated (a 304) counts too: the browser shows it.
 */
function countViews(pageViews: PageViewCounter): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 || !isCountableRequest(c.req) || !(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return;
    pageViews.record({ path: c.req.path, userAgent: c.req.header("user-agent"), referer: c.req.header("referer"), host: c.req.header("host") });
  };
}

/** A page's route in every language of the list: "/discovery-call" and "/es/discovery-call". */
function inEveryLanguage(path: string): string[] {
  return languages.map((language) => pathInLanguage(path, language));
}
