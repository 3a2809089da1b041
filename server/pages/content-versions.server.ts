import type { Kysely } from "kysely";
import type { AppDatabase } from "#server/db/database.server";
import type { Database } from "#server/db/schema";

/**
 * Counters of the public content the owner changes, kept in the database (table
 * content_versions, migration 0009) so that every server instance sharing it sees a change made
 * through any one of them, or through the command line. Each change raises its kind's counter;
 * caches (the rendered pages, the testimonials list) compare the counter to the one they hold.
 */
/**
 * "bookings": calls booked, moved or cancelled, and the owner's availability (the home page says how many calls are left this month).
 * "site-content": a block of the owner's editable site content published or restored (server/editing/site-content.server.ts).
 */
export type ContentName = "events" | "testimonials" | "bookings" | "site-content";

const contentNames: readonly ContentName[] = ["events", "testimonials", "bookings", "site-content"];

export type ContentVersions = Readonly<Record<ContentName, number>>;

/** Raises one counter; call it after the change is committed (a reader may then see either). */
export async function bumpContentVersion(db: Kysely<Database>, name: ContentName): Promise<void> {
  await db
    .insertInto("content_versions")
    .values({ name, version: 1 })
    .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ version: eb("content_versions.version", "+", 1) })))
    .execute();
}

/** Every counter in one query (0 for a kind never changed). */
export async function readContentVersions(db: AppDatabase): Promise<ContentVersions> {
  const rows = await db.selectFrom("content_versions").select(["name", "version"]).execute();
  const versions: Record<ContentName, number> = { events: 0, testimonials: 0, bookings: 0, "site-content": 0 };
  for (const row of rows) if ((contentNames as readonly string[]).includes(row.name)) versions[row.name as ContentName] = row.version;
  return versions;
}

/**
 * The counters as the page cache's stamps (server/pages/page-cache.server.ts): read from the
 * database, which every instance shares, at most every `maxAgeMs` (0: per request), and at once
 * after a write this instance handled (forget()).
 */
export function contentVersionStamps(db: AppDatabase, now: () => number, maxAgeMs = 100) {
  let memo: { at: number; value: Promise<ContentVersions> } | null = null;
  function versions(): Promise<ContentVersions> {
    const at = now();
    if (!memo || maxAgeMs <= 0 || at - memo.at >= maxAgeMs || at < memo.at) {
      const value = readContentVersions(db);
      memo = { at, value };
      value.catch(() => {
        if (memo?.value === value) memo = null;
      });
    }
    return memo.value;
  }
  const stamp = (name: ContentName) => async () => `${name}:${(await versions())[name]}`;
  return {
    stamps: Object.fromEntries(contentNames.map((name) => [name, stamp(name)])) as Record<ContentName, () => Promise<string>>,
    /** A write went through this instance: read the counters again on the next request. */
    forget() {
      memo = null;
    },
  };
}

/** One counter. */
export async function readContentVersion(db: AppDatabase, name: ContentName): Promise<number> {
  const row = await db.selectFrom("content_versions").select("version").where("name", "=", name).executeTakeFirst();
  return row?.version ?? 0;
}
