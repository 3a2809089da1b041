import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createApp } from "./app.server";
import { loadServerConfig, mailSettings, type ServerConfig } from "./config.server";
import { migrateToLatest, openDatabase, type AppDatabase } from "./db/database.server";
import { indexStaticFiles } from "./static-files.server";
import { loadOrCreateSecret } from "./forms/form-token.server";
import { firstAccountToken, setupLink } from "./auth/accounts.server";
import { warmUpPasswords } from "./auth/passwords.server";
import { createMailTransport, sendOutboxRow } from "#server/email/transport.server";
import { createBusinessSource, type BusinessSource } from "#server/editing/details.server";
import { OutboxWorker } from "#server/email/worker.server";
import { retentionSettings, startRetentionSchedule } from "./privacy/retention.server";
import { feedSettings, startCalendarFeedSchedule } from "./booking/calendar-feeds.server";
import { orderMailerFromConfig } from "./payments/order-emails.server";
import { stripeClient } from "./payments/stripe.server";
import { startOrderSweepSchedule } from "./payments/sweep.server";
import { createPageViewCounter } from "./traffic/page-views.server";
import { loadEnvFile } from "#common/load-env-file.ts";
import { SettingsError } from "#common/settings.ts";

/**
 * `npm run dev` (scripts/dev.mjs): Vite in middleware mode, and the HTTP server its hot reload
 * shares. Without it, the server runs the build beside this file (production).
 */
export type Development = { vite: ViteDevServer; server: Server };

/**
 * The one server, in production (build/node/main.js, this file bundled) and in development: the
 * same app, database, load context and background jobs; only how the site's build is loaded, who
 * serves its files, and the page cache (off in development) differ.
 */
export async function main(development?: Development) {
  loadEnvFile();
  let config;
  try {
    config = loadServerConfig();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = openDatabase(config.DATABASE_URL);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) console.log(`database: applied ${applied.join(", ")}`);

  // No account yet: print a one-time setup link for the first owner (valid one hour). This is the
  // only place the server prints it; the request log never shows query strings.
  const firstToken = await firstAccountToken(db, Date.now());
  if (firstToken) {
    console.log(`back office: no account yet. Set up the owner's account within one hour at ${setupLink(config.setupLinkOrigin, firstToken)}`);
  }
  void warmUpPasswords();

  // Production: this file is bundled to build/node/main.js, the React Router build and the client
  // files sit beside it. Development: Vite compiles the app from its sources and loads it again
  // for each request (a changed module is reloaded, no restart), and its middlewares serve public/
  // and the app's modules.
  const build = development
    ? () => development.vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import(/* @vite-ignore */ new URL("../server/index.js", import.meta.url).href)) as ServerBuild);
  const staticFiles = development ? undefined : indexStaticFiles(new URL("../client", import.meta.url).pathname);

  // Email: every submission's emails are written to the outbox; with SMTP_URL a worker in this
  // process sends them (and is woken by each new submission), without it they wait there.
  // The sender's address is the contact email as published when each email is sent.
  const business = createBusinessSource({ db, fromEnv: config.business });
  const mail = mailSettings(config, business);
  const transport = mail.smtpUrl ? createMailTransport(mail.smtpUrl) : null;
  const worker = transport
    ? new OutboxWorker({ db, send: async (row) => {
          await business.refresh();
          return sendOutboxRow(transport, mail.from, row);
        }, leaseMs: mail.claimSeconds * 1000 })
    : null;

  const formTokenSecret = await loadOrCreateSecret(db, "form-token");
  // Page views wait in memory for at most a second (server/traffic/page-views.server.ts): written on shutdown too.
  const pageViews = createPageViewCounter({ db, timeZone: config.BUSINESS_TIME_ZONE, siteUrl: config.business.siteUrl });
  const app = createApp({
    db,
    config,
    build,
    staticFiles,
    formTokenSecret,
    pageViews,
    business,
    pageCache: development ? false : undefined,
    onEmailsQueued: worker ? () => worker.nudge() : undefined,
  });
  // Requests being handled, including those whose client has gone: a socket closed by its client
  // no longer holds up server.close(), but its handler may still be writing to the database.
  let handling = 0;
  const fetch: typeof app.fetch = async (request, ...rest) => {
    handling++;
    try {
      return await app.fetch(request, ...rest);
    } finally {
      handling--;
    }
  };
  const listener = getRequestListener(fetch, { hostname: config.HOST });
  const server = development?.server ?? createServer();
  // Development: Vite answers first for what it serves (public/, the app's modules, its client),
  // and hands everything else to the app.
  server.on("request", development ? (req, res) => development.vite.middlewares(req, res, () => listener(req, res)) : listener);
  let stopJobs: (() => Promise<void>) | null = null;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    console.log(`${config.business.name} site listening on http://${config.HOST}:${typeof address === "object" && address ? address.port : config.PORT}`);
    stopJobs = startBackgroundJobs({ db, config, worker, business });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests`);
    // Development: closing Vite first ends its hot reload's connections, which would hold the server open.
    await development?.vite.close();
    server.close(async () => {
      // Handlers whose client left finish too (at most 5 s), then emails being sent; anything
      // still waiting is sent after the next start.
      for (const until = Date.now() + 5_000; handling > 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
      await stopJobs?.();
      transport?.close();
      await pageViews.close();
      await db.destroy();
      process.exit(0);
    });
    // Keep-alive sockets could hold the process open; give requests 10 s, then write the waiting
    // page views (at most 5 s more) and leave.
    setTimeout(() => {
      setTimeout(() => process.exit(0), 5_000).unref();
      void pageViews.close().finally(() => process.exit(0));
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * The work the server does besides answering requests, the same in both modes: the retention
 * sweep once a day (looked for now and every hour; one instance sweeps, server/privacy/retention.server.ts), the
 * sweep of orders left open (every 5 minutes with a Stripe key, server/payments/sweep.server.ts), and
 * the outbox's worker when SMTP_URL is set. Returns what stops it all.
 */
function startBackgroundJobs({ db, config, worker, business }: { db: AppDatabase; config: ServerConfig; worker: OutboxWorker | null; business: BusinessSource }): () => Promise<void> {
  // Retention: a look now and every hour, a sweep when none was done in the last 24 hours, by one instance (server/privacy/retention.server.ts).
  const stopRetention = startRetentionSchedule({ db, settings: retentionSettings(config) });
  // The owner's own calendars: read every few minutes, each by one instance at a time (server/booking/calendar-feeds.server.ts).
  const stopCalendars = startCalendarFeedSchedule({ db, settings: feedSettings(config) });
  // Orders left open after their Checkout Session's time: settled with Stripe every 5 minutes, by one instance (server/payments/sweep.server.ts).
  const stripe = stripeClient(config);
  const stopOrderSweep = stripe ? startOrderSweepSchedule({ db, stripe, mailer: orderMailerFromConfig(config, worker ? () => worker.nudge() : undefined, business) }) : () => {};
  if (worker) {
    worker.start();
    console.log("email: sending from the outbox through SMTP_URL");
  } else {
    console.log("email: SMTP_URL is not set; emails wait in the outbox (see /admin/outbox)");
  }
  return async () => {
    stopRetention();
    stopCalendars();
    stopOrderSweep();
    await worker?.stop();
  };
}
