/**
 * The site's languages: the one list. Everything that varies by language follows it: the route
 * modules generated for each (app/routes.ts), the module graph per language (vite/languages.ts),
 * the chunks (vite.config.ts), hreflang and the sitemap, the language switch, the server's choice
 * of a page's language (`languageOfPath`, `requestLanguage`), the words the server writes in each
 * (`?languages` imports), what the owner edits in each, and what the database may hold (any code
 * the server writes, which is one of these: `parseLanguage`). The first is the default: its pages
 * are at the root (/services), every other's under its code (/es/services) with the same slugs.
 * A language's words are its content modules' twins, `content/<code>/` beside every `content/`
 * folder. Adding one is its line here and those files: docs/languages.md.
 *
 * Plain data and functions (no words, no imports): the build's configuration and Node scripts
 * read this file too.
 */
const list = [
  // `tag`: <html lang>, Intl's dates and times (the business is in the United States, in every
  // language), JSON-LD. `name`: in the back office's words (English). `nativeName`: the switch's.
  { code: "en", tag: "en-US", name: "English", nativeName: "English" },
  { code: "es", tag: "es-US", name: "Spanish", nativeName: "Español" },
] as const;

export type Language = (typeof list)[number]["code"];

export type LanguageInfo = {
  /** Its code: hreflang, the stored value, its pages' prefix, its content folders' name. */
  language: Language;
  /** BCP 47 tag: `<html lang>`, `Intl`, JSON-LD `inLanguage`. */
  tag: string;
  /** Open Graph's locale (`en_US`). */
  ogLocale: string;
  /** Its name in English, the back office's language ("Spanish"). */
  name: string;
  /** Its name in itself, for the language switch ("Español"). */
  nativeName: string;
  /** Prefix of its pages' paths: "" for the default language, "/es" for Spanish. */
  pathPrefix: string;
};

export const languages: readonly Language[] = list.map((language) => language.code);

/** The language of the unprefixed pages, of the JSON API's answers, and of whatever names none. */
export const defaultLanguage: Language = list[0].code;

/** The languages with their own words (`content/<code>/`) and pages (`/<code>/…`): all but the default. */
export const otherLanguages: readonly Language[] = languages.filter((code) => code !== defaultLanguage);

const infos = new Map<string, LanguageInfo>(
  list.map(({ code, ...language }) => [
    code,
    { language: code, ...language, ogLocale: language.tag.replace("-", "_"), pathPrefix: code === defaultLanguage ? "" : `/${code}` },
  ]),
);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && infos.has(value);
}

/** A language read from anywhere (a stored row, a query): one of the list, or the default. */
export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

export function languageInfo(code: Language): LanguageInfo {
  return infos.get(code)!;
}

/** `make(language)` for each language of the list, by code: what a document or a table holds per language. */
export function everyLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((language) => [language, make(language)])) as Record<Language, T>;
}

/** The language of a BCP 47 tag ("es-US", "es"), by its first part, through the list: a tag of no listed language is the default's. */
export function languageOfTag(tag: string): Language {
  return parseLanguage(tag.split("-", 1)[0]!.toLowerCase());
}

// ---- A page's language is its path ----

/** The language of a page, or of its `.data`: "/es", "/es/services" and "/es/connect.data" are Spanish, "/essays" is not. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/", 2)[1] ?? "";
  return first !== defaultLanguage && isLanguage(first) ? first : defaultLanguage;
}

/** The language of the page a request is for (or was posted to): the one way the server chooses it. */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** `<html lang>`: "es-US" for /es/faq. */
export function htmlLang(pathname: string): string {
  return languageInfo(languageOfPath(pathname)).tag;
}

/** A page's path in the default language: "/es/services" -> "/services", "/es" -> "/". */
export function defaultLanguagePath(pathname: string): string {
  const { pathPrefix } = languageInfo(languageOfPath(pathname));
  if (pathPrefix === "") return pathname;
  const rest = pathname.slice(pathPrefix.length);
  return rest === "" ? "/" : rest;
}

/** The same page in `language`: ("/services", "es") -> "/es/services", ("/es", "en") -> "/". */
export function pathInLanguage(pathname: string, language: Language): string {
  const base = defaultLanguagePath(pathname);
  const { pathPrefix } = languageInfo(language);
  if (pathPrefix === "") return base;
  return base === "/" ? pathPrefix : `${pathPrefix}${base}`;
}

/** The same page in every language, and `x-default` (the default language's): hreflang's list, as the pages and the sitemap give it. */
export function languageAlternates(pathname: string): { hrefLang: string; path: string }[] {
  const each = languages.map((language) => ({ hrefLang: language as string, path: pathInLanguage(pathname, language) }));
  return [...each, { hrefLang: "x-default", path: pathInLanguage(pathname, defaultLanguage) }];
}

/**
 * An internal link written in the default language, in `language`: "/services" -> "/es/services",
 * "/" -> "/es", "/#faq" -> "/es#faq"; external links, protocol-relative ones and links already in
 * `language` are left as they are.
 */
export function linkInLanguage(path: string, language: Language): string {
  const { pathPrefix } = languageInfo(language);
  if (!pathPrefix || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path.startsWith(pathPrefix) && ["", "/", "?", "#"].includes(path.charAt(pathPrefix.length))) return path;
  if (path === "/") return pathPrefix;
  if (path.startsWith("/#") || path.startsWith("/?")) return pathPrefix + path.slice(1);
  return pathPrefix + path;
}
