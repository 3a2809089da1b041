import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.server";
import { loadServerConfig, mailSettings } from "./config.server";
import { migrateToLatest, openDatabase } from "./db/database.server";
import { indexStaticFiles } from "./static-files.server";
import { loadOrCreateSecret } from "./forms/form-token.server";
import { firstAccountToken, setupLink } from "./auth/accounts.server";
import { warmUpPasswords } from "./auth/passwords.server";
import { createMailTransport, sendOutboxRow } from "./outbox/transport.server";
import { OutboxWorker } from "./outbox/worker.server";
import { retentionSettings, startRetentionSchedule } from "./privacy/retention.server";
import { feedSettings, startCalendarFeedSchedule } from "./booking/calendar-feeds.server";
import { createPageViewCounter } from "./traffic/page-views.server";
import { loadEnvFile } from "#app/lib/load-env-file.ts";
import { SettingsError } from "#app/lib/settings.ts";

async function main() {
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

  // This file is bundled to build/node/main.js; the React Router build sits beside it.
  const build = (await import(/* @vite-ignore */ new URL("../server/index.js", import.meta.url).href)) as ServerBuild;
  const staticFiles = indexStaticFiles(new URL("../client", import.meta.url).pathname);

  // Email: every submission's emails are written to the outbox; with SMTP_URL a worker in this
  // process sends them (and is woken by each new submission), without it they wait there.
  const mail = mailSettings(config);
  const transport = mail.smtpUrl ? createMailTransport(mail.smtpUrl) : null;
  const worker = transport
    ? new OutboxWorker({ db, send: (row) => sendOutboxRow(transport, mail.from, row), leaseMs: mail.claimSeconds * 1000 })
    : null;

  const formTokenSecret = await loadOrCreateSecret(db, "form-token");
  // Page views wait in memory for at most a second (server/traffic/page-views.server.ts): written on shutdown too.
  const pageViews = createPageViewCounter({ db, timeZone: config.BUSINESS_TIME_ZONE, siteUrl: config.business.siteUrl });
  const app = createApp({ db, config, build, staticFiles, formTokenSecret, pageViews, onEmailsQueued: worker ? () => worker.nudge() : undefined });
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
  let stopRetention: (() => void) | null = null;
  let stopCalendars: (() => void) | null = null;
  const server = serve({ fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`${config.business.name} site listening on http://${config.HOST}:${info.port}`);
    // Retention: a sweep now and every 24 hours, one instance at a time (server/privacy/retention.server.ts).
    stopRetention = startRetentionSchedule({ db, settings: retentionSettings(config) });
    // The owner's own calendars: read every few minutes, each by one instance at a time (server/booking/calendar-feeds.server.ts).
    stopCalendars = startCalendarFeedSchedule({ db, settings: feedSettings(config) });
    if (worker) {
      worker.start();
      console.log("email: sending from the outbox through SMTP_URL");
    } else {
      console.log("email: SMTP_URL is not set; emails wait in the outbox (see /admin/outbox)");
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests`);
    server.close(async () => {
      // Handlers whose client left finish too (at most 5 s), then emails being sent; anything
      // still waiting is sent after the next start.
      for (const until = Date.now() + 5_000; handling > 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
      stopRetention?.();
      stopCalendars?.();
      await worker?.stop();
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
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
