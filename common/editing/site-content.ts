/** The languages of the owner's editable site content (server/editing/blocks.server.ts): each block's words exist in both. */
export type SiteLanguage = "en" | "es";

export const siteLanguages: readonly SiteLanguage[] = ["en", "es"];
