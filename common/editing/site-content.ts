/**
 * The blocks of the site the owner edits, in the order the back office lists them. Each has its
 * definition (server/editing/blocks.server.ts), its words (common/editing/content/admin.ts) and its
 * editor (app/editing/admin/block-editors.ts), each a `Record<SiteBlock, …>`.
 */
export const siteBlockNames = ["packages", "faq", "business", "announcement", "program", "terms"] as const;
export type SiteBlock = (typeof siteBlockNames)[number];

/** A block's editor as a plain form: each field by its flat name ("packages.1.price"), its value as typed. */
export type ContentFields = Record<string, string>;
