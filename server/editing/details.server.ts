import type { BusinessSettings } from "#common/settings.ts";
import type { AppDatabase } from "#server/db/database.server";
import { announcementShown, type AnnouncementDocument, type BusinessDocument } from "#server/editing/business-blocks.server";
import { publishedVersion } from "#server/editing/site-content.server";
import { readContentVersion } from "#server/pages/content-versions.server";

/**
 * The business details and the announcement as the site uses them now: the environment's values
 * (config.business) until the owner publishes hers in the back office (the "business" block of
 * server/editing/blocks.server.ts), then hers; and her announcement bar. Read for each use (the
 * pages' root loader, the emails, the sender, the Content-Security-Policy's form targets), never
 * built into the pages, so a publish shows without a rebuild or a restart, on every instance.
 *
 * `current()` is synchronous (an email is written inside a transaction, a policy per answer);
 * `refresh()` brings it up to date, at most every `maxAgeMs` (the app calls it for each request,
 * the outbox worker before each email), reading the blocks only when the site content's version
 * (content_versions "site-content", raised by every publish and restore) moved.
 */
export type BusinessSource = {
  current(): BusinessSettings;
  /** The published announcement and its version (the id a visitor's dismissal is kept under); null: none. */
  announcement(): PublishedAnnouncement | null;
  /** What every page shows, as a page cache stamp: the published version, and whether the announcement is shown on `today`. */
  stamp(today: string): string;
  refresh(): Promise<void>;
  /** A write went through this instance: read again on the next refresh. */
  forget(): void;
};

export type PublishedAnnouncement = { version: number; document: AnnouncementDocument };

export type BusinessSourceDeps = {
  db: AppDatabase;
  /** The environment's values (config.business): the first values, and the name and address always. */
  fromEnv: BusinessSettings;
  now?: () => number;
  maxAgeMs?: number;
};

/** The owner's published details over the environment's (the name and the site's address stay the environment's). */
export function withPublished(fromEnv: BusinessSettings, published: BusinessDocument | null | undefined): BusinessSettings {
  if (!published) return fromEnv;
  return { ...fromEnv, ...published, videos: published.videos.map((video) => ({ ...video })) };
}

/** Details that never change (what does not read the database: tests, the command line's tools). */
export function fixedBusinessSource(settings: BusinessSettings): BusinessSource {
  return { current: () => settings, announcement: () => null, stamp: () => "", refresh: async () => {}, forget: () => {} };
}

export function createBusinessSource({ db, fromEnv, now = Date.now, maxAgeMs = 100 }: BusinessSourceDeps): BusinessSource {
  let settings = fromEnv;
  let announcement: PublishedAnnouncement | null = null;
  /** The site content's version the values above were read at (-1: never read). */
  let readAt = -1;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | null = null;

  async function read() {
    const version = await readContentVersion(db, "site-content");
    if (version === readAt) return;
    const [business, bar] = await Promise.all([publishedVersion(db, "business"), publishedVersion(db, "announcement")]);
    settings = withPublished(fromEnv, business?.document);
    announcement = bar ? { version: bar.id, document: bar.document } : null;
    readAt = version;
  }

  return {
    current: () => settings,
    announcement: () => announcement,
    stamp: (today) => `site:${readAt}:${announcement && announcementShown(announcement.document, today) ? announcement.version : 0}`,
    refresh() {
      if (pending) return pending;
      const at = now();
      if (at - checkedAt < maxAgeMs && at >= checkedAt) return Promise.resolve();
      checkedAt = at;
      // The database not answering leaves the last values in use (the pages and emails carry on);
      // the health check and the pages' own reads report it.
      pending = read()
        .catch((error: unknown) => {
          checkedAt = Number.NEGATIVE_INFINITY;
          console.error("business details:", error instanceof Error ? error.message : String(error));
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    forget() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
