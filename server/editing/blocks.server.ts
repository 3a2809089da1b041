import type { FormValues } from "#common/forms/form-definition.ts";
import type { ContentFields, SiteBlock } from "#common/editing/site-content.ts";
import { defaultLanguage, otherLanguages } from "#common/languages.ts";
import type { BlockDefinition } from "./block-definition.server";
import { announcementBlock, businessBlock } from "./business-blocks.server";
import { faqBlock } from "./faq-block.server";
import { packagesBlock } from "./packages-block.server";
import { programBlock } from "./program-block.server";
import { termsBlock } from "./terms-block.server";

export type { SiteBlock };

/**
 * The blocks of the site the owner edits (issue 35), by name (common/editing/site-content.ts): each
 * one's definition (./block-definition.server.ts: its schema, first version, words and editor's form). A
 * block missing here, from its words or from its editor is a compiler error.
 */
export const siteBlocks = {
  packages: packagesBlock,
  faq: faqBlock,
  business: businessBlock,
  announcement: announcementBlock,
  program: programBlock,
  terms: termsBlock,
} satisfies Record<SiteBlock, { schema: unknown }>;

export type BlockDocument<B extends SiteBlock> = ReturnType<(typeof siteBlocks)[B]["defaults"]>;

export function isSiteBlock(name: string): name is SiteBlock {
  return Object.hasOwn(siteBlocks, name);
}

export function blockDefinition<B extends SiteBlock>(block: B): BlockDefinition<BlockDocument<B>> {
  if (!isSiteBlock(block)) throw new Error(`Unknown site block: ${String(block)}`);
  return siteBlocks[block] as unknown as BlockDefinition<BlockDocument<B>>;
}

/** The editor's fields of a stored document (/admin/content/:block). */
export function documentFields<B extends SiteBlock>(block: B, document: BlockDocument<B>): ContentFields {
  return blockDefinition(block).fields(document);
}

/** The posted editor's form as the block's document, for its schema to check (BlockDefinition's `read`). */
export function documentFromFields(block: SiteBlock, posted: FormValues): ReturnType<BlockDefinition<unknown>["read"]> {
  return blockDefinition(block).read(posted);
}

/**
 * A stored document with words in every language of the list: a language added to the list after
 * it was published has no words in it yet, and gets the default language's (what its pages show
 * until the owner writes them), so the published document still passes its block's schema.
 */
export function withEveryLanguage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withEveryLanguage);
  if (!value || typeof value !== "object") return value;
  const object: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withEveryLanguage(item)]));
  const words = object[defaultLanguage];
  if (words && typeof words === "object") for (const language of otherLanguages) object[language] ??= structuredClone(words);
  return object;
}
