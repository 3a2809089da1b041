import { languageInfo, linkInLanguage, type LanguageInfo } from "#common/languages.ts";

/**
 * The language of the module graph that imports this file. Every module under app/ and common/
 * that reaches a content module exists once per language: in another language's graph (the
 * `languages` Vite plugin, vite/languages.ts) each import of content/X resolves to content/<code>/X,
 * so this very import gives that language there (content/es/locale.ts: Spanish). Use it for what
 * depends on the language but is not words: link prefixes, `Intl` formats, `<html lang>`. The
 * values come from the list of languages (common/languages.ts).
 */
export const locale: LanguageInfo = languageInfo("en");

/** An internal path in this graph's language: "/services" -> "/es/services", "/" -> "/es" in Spanish. */
export function localePath(path: string): string {
  return linkInLanguage(path, locale.language);
}
