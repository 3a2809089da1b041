/**
 * The language of the module graph that imports this file. Every module under app/ that reaches
 * app/content/ exists once per language: in the Spanish pages' graph (the `languages` Vite plugin,
 * vite/languages.ts) each import of app/content/X resolves to app/content/es/X, so this very import
 * gives "es" there. Use it for what depends on the language but is not words: link prefixes,
 * `Intl` formats, `<html lang>`.
 */
export const locale = {
  /** The language code stored with a submission and used in hreflang. */
  language: "en",
  /** BCP 47 tag for `<html lang>` and `Intl` (dates and times in the business's US format). */
  tag: "en-US",
  /** Prefix of every internal path in this language: "" for English, "/es" for Spanish. */
  pathPrefix: "",
  /** JSON-LD `inLanguage`. */
  inLanguage: "en-US",
  /** Open Graph locale. */
  ogLocale: "en_US",
} as const satisfies LocaleInfo;

export type LocaleInfo = {
  language: "en" | "es";
  tag: string;
  pathPrefix: "" | "/es";
  inLanguage: string;
  ogLocale: string;
};

/** An internal path in this graph's language: "/services" -> "/es/services", "/" -> "/es". */
export function localePath(path: string): string {
  if (!locale.pathPrefix || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === "/") return locale.pathPrefix;
  if (path.startsWith("/#") || path.startsWith("/?")) return locale.pathPrefix + path.slice(1);
  return locale.pathPrefix + path;
}
