import type { z } from "zod";
import type { Language } from "#common/languages.ts";

/**
 * The blocks of the site the owner edits (issue 35), one definition each: its document's schema
 * (checked on every draft and publish), its first version built from the typed content modules
 * (what the site shows until she publishes), and its words in one language (a publish that
 * changes the English words and not the Spanish marks the Spanish "needs updating").
 *
 * A document holds the shared values once (prices, "Most Popular", links, dates) and the words of
 * each language of the list beside them (`en`, `es`: common/languages.ts). To add a block: its schema, defaults and words
 * (blocks.server.ts), and its name in `siteBlocks`; storage (site-content.server.ts) needs nothing more.
 */
export type BlockDefinition<Doc> = {
  schema: z.ZodType<Doc>;
  defaults: () => Doc;
  words: (document: Doc, language: Language) => unknown;
  /** Whether some words are written in English with none yet in `language` (kept "needs updating" until written); never if absent. */
  missingTranslation?: (document: Doc, language: Language) => boolean;
};
