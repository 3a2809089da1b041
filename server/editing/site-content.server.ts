import type { z } from "zod";
import type { AdminUser } from "#server/auth/guard.server";
import { writeAudit } from "#server/auth/audit.server";
import type { AppDatabase } from "#server/db/database.server";
import { bumpContentVersion } from "#server/pages/content-versions.server";
import { defaultLanguage, otherLanguages, type Language } from "#common/languages.ts";
import { blockDefinition as definition, siteBlocks, withEveryLanguage, type BlockDocument, type SiteBlock } from "./blocks.server";

/**
 * The owner's editable site content (issue 35): versions of each block (blocks.server.ts) in the
 * table site_content_versions (migration 0022). The API, kept stable (add to it, do not rename):
 *
 * - `publishedDocument(db, block)`: what the public site shows, the newest published version, or
 *   the block's defaults (the typed content modules) when none was ever published or it no longer
 *   checks. One small query; the page cache keeps the pages (stamp "site-content").
 * - `previewDocument(db, block)`: the draft if there is one, else the published document.
 * - `checkDocument(block, input)`: the block's schema; errors keyed by field path ("packages.1.price").
 * - `saveDraft(db, block, input, actor)`: anyone signed in; one draft per block, replaced each time.
 * - `discardDraft(db, block)`.
 * - `publish(db, block, input, actor)`: owner only (`NotAllowedError` otherwise); one
 *   transaction: the new published row (with its "needs updating" mark), the draft removed, an
 *   audit entry "content.publish", the "site-content" content version raised (every instance's
 *   page cache drops its pages).
 * - `restore(db, block, versionId, actor)`: owner only; publishes a copy of an old published
 *   version (audit "content.restore").
 * - `blockHistory(db, block)`: the published versions, newest first, with who and when; the first
 *   publish also keeps the site's first version (the defaults, no author) at the bottom.
 * - `blockSummaries(db)`: every block with its "needs updating" mark and whether a draft waits.
 * - `acceptsSpanish(db, block, actor)`: owner only; clears the "needs updating" mark when the
 *   Spanish is right as it is (publishes the same document again).
 */

export class NotAllowedError extends Error {
  constructor() {
    super("Only the owner can publish.");
  }
}

/** Who does it: the signed-in person, her network address (audit log) and the time (ms). */
export type ContentActor = { user: AdminUser; address: string | null; now: number };

export type CheckedDocument<B extends SiteBlock> = { ok: true; document: BlockDocument<B> } | { ok: false; errors: Record<string, string> };

export type ContentVersion<B extends SiteBlock = SiteBlock> = {
  id: number;
  block: B;
  status: "draft" | "published";
  document: BlockDocument<B>;
  needsUpdate: boolean;
  restoredFrom: number | null;
  createdAt: number;
  publishedAt: number | null;
  author: { id: number; name: string; email: string } | null;
};

/** The block's schema on `input`: the checked document, or each problem under its field's path. */
export function checkDocument<B extends SiteBlock>(block: B, input: unknown): CheckedDocument<B> {
  const parsed = definition(block).schema.safeParse(input);
  if (parsed.success) return { ok: true, document: parsed.data };
  return { ok: false, errors: errorsByPath(parsed.error) };
}

/** The first message for each field, keyed by its whole path ("packages.1.en.name"). */
export function errorsByPath(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

function versionsOf(db: AppDatabase) {
  return db
    .selectFrom("site_content_versions as v")
    .leftJoin("users as u", "u.id", "v.author_user_id")
    .select(["v.id", "v.block", "v.status", "v.document", "v.needs_update", "v.restored_from", "v.created_at", "v.published_at", "u.id as author_id", "u.name as author_name", "u.email as author_email"]);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof versionsOf>["executeTakeFirstOrThrow"]>>;

/** A stored row as a version; null when its document no longer passes the block's schema. */
function toVersion<B extends SiteBlock>(block: B, row: VersionRow): ContentVersion<B> | null {
  let document: unknown;
  try {
    document = JSON.parse(row.document);
  } catch {
    return null;
  }
  // A language added to the list since it was stored reads the default language's words.
  const checked = checkDocument(block, withEveryLanguage(document));
  if (!checked.ok) return null;
  return {
    id: row.id,
    block,
    status: row.status,
    document: checked.document,
    needsUpdate: row.needs_update === 1,
    restoredFrom: row.restored_from,
    createdAt: Number(row.created_at),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? "", email: row.author_email ?? "" },
  };
}

async function latest<B extends SiteBlock>(db: AppDatabase, block: B, status: "draft" | "published"): Promise<ContentVersion<B> | null> {
  const row = await versionsOf(db).where("v.block", "=", block).where("v.status", "=", status).orderBy("v.id", "desc").limit(1).executeTakeFirst();
  return row ? toVersion(block, row) : null;
}

export function publishedVersion<B extends SiteBlock>(db: AppDatabase, block: B): Promise<ContentVersion<B> | null> {
  return latest(db, block, "published");
}

export function draftVersion<B extends SiteBlock>(db: AppDatabase, block: B): Promise<ContentVersion<B> | null> {
  return latest(db, block, "draft");
}

/** What the public site shows: the newest published version, else the block's defaults. */
export async function publishedDocument<B extends SiteBlock>(db: AppDatabase, block: B): Promise<BlockDocument<B>> {
  return (await publishedVersion(db, block))?.document ?? definition(block).defaults();
}

/** What a preview shows: the draft, else what is published. */
export async function previewDocument<B extends SiteBlock>(db: AppDatabase, block: B): Promise<BlockDocument<B>> {
  return (await draftVersion(db, block))?.document ?? (await publishedDocument(db, block));
}

/** The block's defaults (the typed content modules). */
export function defaultDocument<B extends SiteBlock>(block: B): BlockDocument<B> {
  return definition(block).defaults();
}

/** Saves (or replaces) the block's one draft. Anyone signed in may. */
export async function saveDraft<B extends SiteBlock>(db: AppDatabase, block: B, input: unknown, actor: ContentActor): Promise<CheckedDocument<B>> {
  const checked = checkDocument(block, input);
  if (!checked.ok) return checked;
  const document = JSON.stringify(checked.document);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("site_content_versions")
      .set({ document, author_user_id: actor.user.id, created_at: actor.now })
      .where("block", "=", block)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx.insertInto("site_content_versions").values({ block, status: "draft", document, author_user_id: actor.user.id, created_at: actor.now }).execute();
    }
  });
  return checked;
}

export async function discardDraft(db: AppDatabase, block: SiteBlock): Promise<void> {
  await db.deleteFrom("site_content_versions").where("block", "=", block).where("status", "=", "draft").execute();
}

const sameWords = <B extends SiteBlock>(block: B, a: BlockDocument<B>, b: BlockDocument<B>, language: Language) =>
  JSON.stringify(definition(block).words(a, language)) === JSON.stringify(definition(block).words(b, language));

/**
 * Whether the translations need updating after publishing `next` over `previous`: some words have
 * no translation yet (a question written in English only), or the English (the default
 * language's) words changed and a translation's did not, or they already needed updating and a
 * translation still did not change (with Spanish alone: the Spanish did not).
 */
export function translationNeedsUpdate<B extends SiteBlock>(block: B, previous: { document: BlockDocument<B>; needsUpdate: boolean }, next: BlockDocument<B>): boolean {
  if (otherLanguages.some((language) => definition(block).missingTranslation?.(next, language))) return true;
  if (otherLanguages.every((language) => !sameWords(block, previous.document, next, language))) return false;
  return previous.needsUpdate || !sameWords(block, previous.document, next, defaultLanguage);
}

function requireOwner(actor: ContentActor) {
  if (actor.user.role !== "owner") throw new NotAllowedError();
}

async function insertPublished<B extends SiteBlock>(
  db: AppDatabase,
  block: B,
  document: BlockDocument<B>,
  needsUpdate: boolean,
  actor: ContentActor,
  audit: { action: string; detail: string },
  restoredFrom: number | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The first publish keeps the site's first version (the typed content modules) in the history
    // too, so she can always go back to it.
    const first = await trx.selectFrom("site_content_versions").select("id").where("block", "=", block).where("status", "=", "published").limit(1).executeTakeFirst();
    if (!first) {
      await trx
        .insertInto("site_content_versions")
        .values({ block, status: "published", document: JSON.stringify(definition(block).defaults()), author_user_id: null, created_at: actor.now, published_at: actor.now })
        .execute();
    }
    const row = await trx
      .insertInto("site_content_versions")
      .values({
        block,
        status: "published",
        document: JSON.stringify(document),
        needs_update: needsUpdate ? 1 : 0,
        author_user_id: actor.user.id,
        restored_from: restoredFrom,
        created_at: actor.now,
        published_at: actor.now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("site_content_versions").where("block", "=", block).where("status", "=", "draft").execute();
    await writeAudit(trx, { actor: actor.user, action: audit.action, detail: `${audit.detail} (version ${row.id})`, address: actor.address, now: actor.now });
    // In the same transaction: an instance that sees the new counter sees the new version.
    await bumpContentVersion(trx, "site-content");
    return row.id;
  });
}

/** Publishes `input` (owner only): the new version, the draft gone, an audit entry, every page cache told. */
export async function publish<B extends SiteBlock>(db: AppDatabase, block: B, input: unknown, actor: ContentActor): Promise<CheckedDocument<B> & { id?: number }> {
  requireOwner(actor);
  const checked = checkDocument(block, input);
  if (!checked.ok) return checked;
  const current = await publishedVersion(db, block);
  const previous = current ?? { document: definition(block).defaults(), needsUpdate: false };
  const id = await insertPublished(db, block, checked.document, translationNeedsUpdate(block, previous, checked.document), actor, { action: "content.publish", detail: block }, null);
  return { ...checked, id };
}

/** Publishes a copy of an old published version (owner only), with the mark it had. */
export async function restore(db: AppDatabase, block: SiteBlock, versionId: number, actor: ContentActor): Promise<number | null> {
  requireOwner(actor);
  const row = await versionsOf(db).where("v.id", "=", versionId).where("v.block", "=", block).where("v.status", "=", "published").executeTakeFirst();
  const old = row ? toVersion(block, row) : null;
  if (!old) return null;
  return insertPublished(db, block, old.document, old.needsUpdate, actor, { action: "content.restore", detail: `${block} from version ${versionId}` }, versionId);
}

/** The Spanish is right as it is: publishes the same document again without the mark (owner only). */
export async function acceptsSpanish(db: AppDatabase, block: SiteBlock, actor: ContentActor): Promise<void> {
  requireOwner(actor);
  const current = await publishedVersion(db, block);
  if (!current?.needsUpdate) return;
  await insertPublished(db, block, current.document, false, actor, { action: "content.publish", detail: `${block}, Spanish checked` }, null);
}

/** The published versions of a block, newest first (at most `limit`). */
export async function blockHistory<B extends SiteBlock>(db: AppDatabase, block: B, limit = 50): Promise<ContentVersion<B>[]> {
  const rows = await versionsOf(db).where("v.block", "=", block).where("v.status", "=", "published").orderBy("v.id", "desc").limit(limit).execute();
  return rows.map((row) => toVersion(block, row)).filter((version): version is ContentVersion<B> => version !== null);
}

export type BlockSummary = { block: SiteBlock; needsUpdate: boolean; hasDraft: boolean; publishedAt: number | null };

/** Every block: its "needs updating" mark, whether a draft waits, when it was last published. */
export async function blockSummaries(db: AppDatabase): Promise<BlockSummary[]> {
  const blocks = Object.keys(siteBlocks) as SiteBlock[];
  return Promise.all(
    blocks.map(async (block) => {
      const [published, draft] = await Promise.all([publishedVersion(db, block), draftVersion(db, block)]);
      return { block, needsUpdate: published?.needsUpdate ?? false, hasDraft: draft !== null, publishedAt: published?.publishedAt ?? null };
    }),
  );
}
