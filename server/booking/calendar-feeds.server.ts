import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { calendarsAdmin } from "#common/booking/content/admin.ts";
import { mailSettings, type Mailbox, type ServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";
import type { CalendarFeedTable, Database } from "#server/db/schema";
import { escapeHtml } from "#server/email/compose.server";
import { enqueueEmail } from "#server/email/outbox.server";
import { bumpContentVersion } from "#server/pages/content-versions.server";
import { stillHolds, underLease } from "#server/db/leases.server";
import { FEED_STALE_MS } from "./calendar-busy.server";
import type { BusyInterval } from "./ical-busy";
import { CalendarRefused, readBusyIntervals, type ReadLimits } from "./ical-read.server";
import { describeFeedProblem, FeedError, fetchFeed, maskAddress, type FetchOptions } from "./feed-fetch.server";

/**
 * The owner's own calendars (issue 33, "Her real calendar"): the private addresses she pasted on
 * /admin/calendars, read at once when she adds one and then every few minutes, one instance at a
 * time per calendar and once per refresh (a lease in job_leases, as the retention sweep takes its
 * own; holding it, the reader asks again whether the calendar is still due). Each file is parsed in
 * a worker thread of its own with a deadline and a memory limit (ical-read.server.ts). Each good read
 * replaces that calendar's busy times (calendar_busy) in one transaction, which every instance
 * reads when it computes free times (bookings.server.ts, slotState) and again inside a booking's
 * transaction. A calendar not read for over an hour (since its last good read, or since it was
 * added) pauses booking: a missed conflict is worse than a missed booking. The owner is emailed
 * once when that happens, and once when it is read again.
 */

type Db = Kysely<Database>;
export type CalendarFeedRow = Selectable<CalendarFeedTable>;

export const FEED_REFRESH_MS = 5 * 60 * 1000;
/**
 * A read holds its calendar's lease this long at most (a crashed reader frees it then): well over
 * the fetch's 10 s and the parse's 20 s (READ_LIMITS), so a live reader never loses it.
 */
export const FEED_LEASE_MS = 2 * 60 * 1000;
/** Busy times are kept from a day ago to the booking horizon and this margin beyond it. */
const WINDOW_MARGIN_DAYS = 7;
const DEFAULT_HORIZON_DAYS = 60;
const DAY = 86_400_000;
export const MAX_FEEDS = 10;

export type FeedSettings = FetchOptions & {
  timeZone: string;
  /** The UIDs of the site's own calls (`booking-<uuid>@domain`), skipped when her calendar exports them again. */
  ownUid: RegExp;
  /** Who is emailed when booking pauses, and from whom. */
  mail: { from: Mailbox; to: string[]; siteUrl: string };
  /** The parse's deadline and memory limit (READ_LIMITS unless a test says otherwise). */
  read?: ReadLimits;
};

export function feedSettings(config: ServerConfig): FeedSettings {
  const domain = new URL(config.business.siteUrl).hostname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const mail = mailSettings(config);
  return {
    timeZone: config.BUSINESS_TIME_ZONE,
    ownUid: new RegExp(`^booking-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@${domain}$`, "i"),
    allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK,
    mail: { from: mail.from, to: mail.ownerRecipients, siteUrl: config.business.siteUrl.replace(/\/$/, "") },
  };
}

/** The name a calendar is shown by: her label, else its address's host. */
export function feedName(feed: Pick<CalendarFeedRow, "label" | "url">): string {
  return feed.label || maskAddress(feed.url).replace(/\/…$/, "");
}

/** Since when a calendar has gone unread (its last good read, or when it was added). */
function unreadSince(feed: Pick<CalendarFeedRow, "read_at" | "created_at">): number {
  return feed.read_at ?? feed.created_at;
}

export function isStale(feed: Pick<CalendarFeedRow, "read_at" | "created_at">, now: number): boolean {
  return now - unreadSince(feed) > FEED_STALE_MS;
}

export async function listFeeds(db: Db): Promise<CalendarFeedRow[]> {
  return db.selectFrom("calendar_feeds").selectAll().orderBy("id").execute();
}

/** Busy times ahead per calendar (for the admin list). */
export async function busyCounts(db: Db, now: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("calendar_busy")
    .select(["feed_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("end_at", ">", now)
    .groupBy("feed_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.feed_id), Number(r.n)]));
}

export async function addFeed(db: Db, url: string, label: string, now: number): Promise<number> {
  const row = await db.insertInto("calendar_feeds").values({ url, label, created_at: now }).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Removes a calendar and its busy times (and any pause it caused). */
export async function removeFeed(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("calendar_busy").where("feed_id", "=", id).execute();
    const removed = await trx.deleteFrom("calendar_feeds").where("id", "=", id).executeTakeFirst();
    await trx.deleteFrom("job_leases").where("name", "=", `calendar-feed:${id}`).execute();
    await bumpContentVersion(trx, "bookings");
    return Number(removed.numDeletedRows) > 0;
  });
}

/** The window of busy times kept: a day ago to the booking horizon plus a margin. */
async function busyWindow(db: Db, now: number): Promise<{ from: number; to: number }> {
  const row = await db.selectFrom("booking_availability").select("rules").where("id", "=", 1).executeTakeFirst();
  let horizon = DEFAULT_HORIZON_DAYS;
  if (row) {
    const days = Number((JSON.parse(row.rules) as { horizonDays?: unknown }).horizonDays);
    if (Number.isFinite(days) && days > 0) horizon = Math.max(horizon, days);
  }
  return { from: now - DAY, to: now + (horizon + WINDOW_MARGIN_DAYS) * DAY };
}

export type ReadOutcome = "read" | "unchanged" | "failed" | "busy" | "gone" | "not-due";

/** Instance name for the leases (one per process). */
const HOLDER = `calendar-${randomUUID()}`;

/** A calendar is due when it was never tried, or last tried a refresh ago (30 s early, so a one-minute timer keeps to five). */
const dueSince = (now: number) => now - FEED_REFRESH_MS + 30_000;

async function isDue(db: Db, id: number, now: number): Promise<boolean> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("id")
    .where("id", "=", id)
    .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<=", dueSince(now))]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Reads one calendar under its lease: `busy` when another instance is reading it; with `ifDue`
 * (the schedule), `not-due` when, by the time this instance holds the lease, another has read it
 * since it was found due. A good read replaces its busy times in one transaction; a failure keeps
 * them and records why. Either is written only while this instance still holds the lease.
 */
export async function readFeed(db: AppDatabase, id: number, settings: FeedSettings, now: number, holder = HOLDER, options: { ifDue?: boolean } = {}): Promise<ReadOutcome> {
  const lease = `calendar-feed:${id}`;
  const stillDue = async () => !options.ifDue || (await isDue(db, id, now));
  const outcome = await underLease(db, { name: lease, holder, now, ms: FEED_LEASE_MS }, stillDue, async (): Promise<ReadOutcome> => {
    const feed = await db.selectFrom("calendar_feeds").selectAll().where("id", "=", id).executeTakeFirst();
    if (!feed) return "gone";
    let intervals: BusyInterval[] | null = null;
    let validators = { etag: feed.etag, lastModified: feed.last_modified };
    try {
      const result = await fetchFeed(feed.url, validators, settings);
      if (result.kind === "changed") {
        const window = await busyWindow(db, now);
        try {
          intervals = await readBusyIntervals(result.body, { timeZone: settings.timeZone, from: window.from, to: window.to, ownUid: settings.ownUid }, settings.read);
        } catch (error) {
          throw error instanceof CalendarRefused ? new FeedError(error.problem) : error;
        }
        validators = { etag: result.etag, lastModified: result.lastModified };
      }
    } catch (error) {
      const problem = error instanceof FeedError ? error.problem : "unreachable";
      return db.transaction().execute(async (trx) => {
        if (!(await stillHolds(trx, lease, holder))) return "busy";
        await trx.updateTable("calendar_feeds").set({ checked_at: now, error: problem }).where("id", "=", id).execute();
        return "failed";
      });
    }
    return db.transaction().execute(async (trx) => {
      // Another instance took the lease over (this read outlived it): its read stands, not this one.
      if (!(await stillHolds(trx, lease, holder))) return "busy";
      const updated = await trx
        .updateTable("calendar_feeds")
        .set({ checked_at: now, read_at: now, error: null, paused_notified_at: null, etag: validators.etag, last_modified: validators.lastModified })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return "gone";
      // A calendar that answers 200 with the same busy times (Google sends no ETag) changes nothing.
      const replace = intervals !== null && !(await sameBusy(trx, id, intervals));
      if (replace && intervals) {
        await trx.deleteFrom("calendar_busy").where("feed_id", "=", id).execute();
        for (let i = 0; i < intervals.length; i += 300) {
          await trx
            .insertInto("calendar_busy")
            .values(intervals.slice(i, i + 300).map((b) => ({ feed_id: id, start_at: b.start, end_at: b.end })))
            .execute();
        }
      }
      // Told that booking paused: told that it is open again.
      if (feed.paused_notified_at !== null) await enqueueEmail(trx, ownerEmail(settings, "back", feedName(feed), ""), settings.mail.from, now);
      if (replace || feed.paused_notified_at !== null || isStale(feed, now)) await bumpContentVersion(trx, "bookings");
      return intervals ? "read" : "unchanged";
    });
  });
  return outcome.ran ? outcome.value : outcome.why === "held" ? "busy" : "not-due";
}

async function sameBusy(db: Db, id: number, intervals: BusyInterval[]): Promise<boolean> {
  const rows = await db.selectFrom("calendar_busy").select(["start_at", "end_at"]).where("feed_id", "=", id).orderBy("start_at").execute();
  return rows.length === intervals.length && rows.every((row, i) => Number(row.start_at) === intervals[i]!.start && Number(row.end_at) === intervals[i]!.end);
}

function ownerEmail(settings: FeedSettings, kind: "paused" | "back", name: string, why: string) {
  const copy = calendarsAdmin.email;
  const link = `${settings.mail.siteUrl}/admin/calendars`;
  const text = kind === "paused" ? copy.paused(name, why) : copy.back(name);
  return {
    purpose: "owner-notification" as const,
    submissionKind: null,
    submissionId: null,
    to: settings.mail.to,
    replyTo: null,
    subject: kind === "paused" ? copy.pausedSubject : copy.backSubject,
    text: `${text}\n\n${copy.link}: ${link}\n`,
    html: `<!doctype html><html lang="en"><body>${text
      .split("\n\n")
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(copy.link)}</a></p></body></html>`,
  };
}

/**
 * Emails the owner once per calendar that has gone unread for over an hour (compare-and-set on
 * paused_notified_at, so two instances send one email), and refreshes the cached booking pages,
 * which now offer no time.
 */
export async function notifyStaleFeeds(db: AppDatabase, settings: FeedSettings, now: number): Promise<number> {
  const feeds = await db.selectFrom("calendar_feeds").selectAll().where("paused_notified_at", "is", null).execute();
  let sent = 0;
  for (const feed of feeds.filter((f) => isStale(f, now))) {
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable("calendar_feeds")
        .set({ paused_notified_at: now })
        .where("id", "=", feed.id)
        .where("paused_notified_at", "is", null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return;
      await enqueueEmail(trx, ownerEmail(settings, "paused", feedName(feed), describeFeedProblem(feed.error ?? "unreachable")), settings.mail.from, now);
      await bumpContentVersion(trx, "bookings");
      sent++;
    });
  }
  return sent;
}

/**
 * Reads every calendar whose last try is older than the refresh interval, then tells of stale
 * ones. Each is asked again under its lease: another instance may have read it since this list.
 */
export async function readDueFeeds(db: AppDatabase, settings: FeedSettings, now: number, holder = HOLDER): Promise<void> {
  const due = await db
    .selectFrom("calendar_feeds")
    .select("id")
    .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<=", dueSince(now))]))
    .execute();
  for (const { id } of due) await readFeed(db, Number(id), settings, now, holder, { ifDue: true });
  await notifyStaleFeeds(db, settings, now);
}

/** Calendars that pause booking now, with why (the dashboard). */
export async function staleFeeds(db: Db, now: number): Promise<{ name: string; why: string }[]> {
  const feeds = await listFeeds(db);
  return feeds.filter((f) => isStale(f, now)).map((f) => ({ name: feedName(f), why: describeFeedProblem(f.error ?? "unreachable") }));
}

/**
 * Reads due calendars now and every minute (each calendar at most every FEED_REFRESH_MS), one
 * instance at a time per calendar. Returns a stop function; the timer never holds the process open.
 */
export function startCalendarFeedSchedule(options: { db: AppDatabase; settings: FeedSettings; now?: () => number; intervalMs?: number; log?: (line: string) => void }): () => void {
  const { db, settings } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await readDueFeeds(db, settings, now());
    } catch (error) {
      // Never the address: only the kind of failure.
      log(`calendars: reading failed (${error instanceof Error ? error.name : "error"})`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
