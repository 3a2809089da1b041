import type { BusinessSettings } from "#app/lib/settings.ts";
import type { AppDatabase } from "../db/database.server";

/**
 * The business details as the site uses them now: the environment's values (config.business),
 * and once the owner has published hers in the back office, hers. Read for each use (the pages'
 * root loader, the emails, the sender, the Content-Security-Policy's form targets), never built
 * into the pages, so a publish shows without a rebuild or a restart, on every instance.
 *
 * `current()` is synchronous (an email is written inside a transaction, a policy per answer);
 * `refresh()` brings it up to date, at most every `maxAgeMs` (the app calls it for each request,
 * the outbox worker before each email), reading the database only when the published version moved.
 */
export type BusinessSource = {
  current(): BusinessSettings;
  refresh(): Promise<void>;
  /** A write went through this instance: read again on the next refresh. */
  forget(): void;
};

export type BusinessSourceDeps = {
  db: AppDatabase;
  /** The environment's values (config.business): the first values, and the name and address always. */
  fromEnv: BusinessSettings;
  now?: () => number;
  maxAgeMs?: number;
};

/** Details that never change (tests of what does not read the database, the command line's tools). */
export function fixedBusinessSource(settings: BusinessSettings): BusinessSource {
  return { current: () => settings, refresh: async () => {}, forget: () => {} };
}

export function createBusinessSource({ fromEnv, now = Date.now, maxAgeMs = 100 }: BusinessSourceDeps): BusinessSource {
  const value = fromEnv;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | null = null;
  return {
    current: () => value,
    refresh() {
      const at = now();
      if (pending) return pending;
      if (at - checkedAt < maxAgeMs && at >= checkedAt) return Promise.resolve();
      checkedAt = at;
      pending = Promise.resolve().finally(() => {
        pending = null;
      });
      return pending;
    },
    forget() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
